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
  // "a non-pawn piece cannot capture a piece of its own kind ... even with special moves/empower": the unit
  // an action captures is on its destination (a move or double move: a capture ends the movement) or, for
  // Knight's Leap, the square leapt over (the last square of the path, family.h: "leap@b1>c3>b3"); for a
  // push, the rook's last landing.
  auto p = *played_position("deathsquare12", 80);
  ActionList legal;
  p.variant->legal_actions(p.position, legal);
  const auto& abilities = p.variant->abilities();
  for (const Action& a : legal) {
    Square target_sq = kNoSquare;
    if (a.type == ActionType::kMove) {
      target_sq = a.to;
    } else if (a.type == ActionType::kAbility && a.ability < abilities.size() && abilities[a.ability] == "leap") {
      RC_ASSERT(a.path_size() > 0);
      target_sq = a.path_at(a.path_size() - 1);
      RC_ASSERT(!p.position.empty(target_sq));  // a leap always captures
    } else if (a.type == ActionType::kAbility && a.ability < abilities.size() &&
               abilities[a.ability].starts_with("push")) {  // a rook move that may capture on its last landing
      target_sq = a.path_size() > 0 ? a.path_at(a.path_size() - 1) : a.to;
    } else {
      continue;
    }
    Piece mover = p.position.at(a.from);
    Piece target = p.position.at(target_sq);
    if (p.variant->letter(mover) == 'P' || p.variant->letter(mover) == 'p' || target.empty() ||
        target.side() == mover.side())
      continue;
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
