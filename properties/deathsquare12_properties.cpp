// Properties of deathsquare12 on positions reached by random legal play (properties/generators.h): clause
// invariants, and copy-make agreement with a rebuild from scratch (consistency_error, FEN round trip).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <random>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "properties/generators.h"

namespace arbiter::properties {
namespace {

const Variant& ds12() {
  static auto v = variant("deathsquare12");
  return *v;
}

int attr(const Position& p, const char* name, Square s) { return p.attribute(*p.schema().attribute(name), s); }

RC_GTEST_PROP(DeathSquare12, CopyMakeAgreesWithARebuild, ()) {
  auto p = *played_position("deathsquare12", 60);
  ActionList legal;
  p.variant->legal_actions(p.position, legal);
  for (size_t i = 0; i < legal.size(); i += 1 + legal.size() / 40) {  // a sample of the (many) actions
    Position next = p.position;
    p.variant->apply(next, legal[i], nullptr);
    RC_ASSERT(next.consistency_error() == "");
    auto back = parse_fen(*p.variant, format_fen(*p.variant, next));
    RC_ASSERT(back.ok());
    RC_ASSERT(*back == next);
    RC_ASSERT(back->hash() == next.hash());
  }
}

RC_GTEST_PROP(DeathSquare12, NoUnitRestsOnADeathSquareItLandedOn, ()) {
  // "pieces which land on them die": after an action, a unit on a death square can only be one that
  // captured there (the square became deadly under it: death-square.recapture = capturer-survives).
  auto p = *played_position("deathsquare12", 80);
  ActionList legal;
  p.variant->legal_actions(p.position, legal);
  for (size_t i = 0; i < legal.size(); i += 1 + legal.size() / 40) {
    Position next = p.position;
    p.variant->apply(next, legal[i], nullptr);
    next.occupied().for_each([&](Square s) {
      if (!attr(next, "death", s)) return;
      RC_ASSERT(!attr(p.position, "death", s) || p.position.at(s) == next.at(s));
    });
  }
}

RC_GTEST_PROP(DeathSquare12, ParalysedAndImmobilisedUnitsNeverMove, ()) {
  auto p = *played_position("deathsquare12", 80);
  ActionList legal;
  p.variant->legal_actions(p.position, legal);
  for (const Action& a : legal) {
    if (a.type != ActionType::kMove) continue;
    RC_ASSERT(attr(p.position, "paralysis", a.from) == 0);
    RC_ASSERT(attr(p.position, "immobilized", a.from) == 0);
  }
}

RC_GTEST_PROP(DeathSquare12, KindImmunityIsNeverBroken, ()) {
  auto p = *played_position("deathsquare12", 80);
  ActionList legal;
  p.variant->legal_actions(p.position, legal);
  for (const Action& a : legal) {
    if (a.type != ActionType::kMove) continue;
    Piece mover = p.position.at(a.from);
    Piece target = p.position.at(a.to);
    if (mover.kind() == 1 || target.empty() || target.side() == mover.side()) continue;  // 1 = pawn
    RC_ASSERT(target.kind() != mover.kind());
  }
}

RC_GTEST_PROP(DeathSquare12, PawnLossDecidesExactlyWhenPawnsAreGone, ()) {
  auto p = *played_position("deathsquare12", 120);
  Game g(*p.variant, p.position);
  Outcome o = g.outcome();
  bool white_has = false;
  bool black_has = false;
  p.position.occupied().for_each([&](Square s) {
    if (p.variant->letter(p.position.at(s)) == 'P') white_has = true;
    if (p.variant->letter(p.position.at(s)) == 'p') black_has = true;
  });
  bool pawn_loss = o.clause == "game-end.all-pawns-lost";
  RC_ASSERT(pawn_loss == ((!white_has || !black_has) && p.position.royal(Side::kWhite) != kNoSquare &&
                          p.position.royal(Side::kBlack) != kNoSquare && o.status == Outcome::Status::kWin));
}

TEST(DeathSquare12Playouts, RandomGamesEndOrReach500Plies) {
  const Variant& v = ds12();
  std::mt19937 rng(20261122);
  for (int game = 0; game < 3; ++game) {
    Game g(v, v.start_position());
    ActionList list;
    for (int ply = 0; ply < 500 && !g.outcome().over(); ++ply) {
      v.legal_actions(g.position(), list);
      ASSERT_FALSE(list.empty());
      g.play(list[rng() % list.size()]);
      ASSERT_EQ(g.position().consistency_error(), "");
    }
  }
}

}  // namespace
}  // namespace arbiter::properties
