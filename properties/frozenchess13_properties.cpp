// Properties of frozenchess13 (stage 1) on positions reached by random legal play (properties/generators.h):
// invariants from its clauses, computed here from the document's words rather than by the model's helpers,
// and the slow path of king safety: the check that the board computes from each unit's capture reach, held
// against the king's capture found among the enemy's generated moves.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "model/core/mechanic_variant.h"
#include "model/core/notation.h"
#include "properties/generators.h"

namespace arbiter::properties {
namespace {

int attr(const Position& p, const char* name, Square s) { return p.attribute(*p.schema().attribute(name), s); }
char letter(const Variant& v, const Position& p, Square s) {
  return static_cast<char>(std::toupper(static_cast<unsigned char>(v.letter(p.at(s)))));
}
bool between_turns(const Position& p) { return p.marked(*p.schema().attribute("moves")).empty(); }

RC_GTEST_PROP(FrozenChess13, CopyMakeAgreesWithARebuild, ()) { check_copy_make(*played_position("frozenchess13", 60)); }

RC_GTEST_PROP(FrozenChess13, MoveTextRoundTrips, ()) { check_move_text_round_trip(*played_position("frozenchess13", 60)); }

// Slow path of check (king.leave-in-check, board.h's threats): the side to move is in check exactly when,
// were it the enemy's turn, one of the enemy's generated moves ends on the king's square and is made by a
// unit that is not paralysed and can capture (not a jester, frog or crossbowman: unit-type.no-capture).
RC_GTEST_PROP(FrozenChess13, CheckIsAKingCaptureAmongTheEnemysMoves, ()) {
  auto played = *played_position("frozenchess13", 120);
  const auto& v = dynamic_cast<const MechanicVariant&>(*played.variant);
  const Position& p = played.position;
  RC_PRE(between_turns(p));
  const Side us = p.side_to_move();
  const Square king = p.royal(us);
  RC_PRE(king != kNoSquare);
  Position theirs = p;
  theirs.set_side_to_move(~us);
  bool capturable = false;
  ActionList candidates;
  for (const auto& m : v.mechanics()) {
    candidates.clear();
    m->generate(theirs, candidates);
    for (const Action& a : candidates) {
      if (a.type != ActionType::kMove || a.to != king) continue;
      const char k = letter(v, theirs, a.from);
      if (k == 'J' || k == 'F' || k == 'X' || attr(theirs, "paralysis", a.from) > 0) continue;
      capturable = true;
    }
  }
  RC_ASSERT(v.in_check(p) == capturable);
}

// unit-type.immortal: no frog is ever captured (stage 1 has nothing else that removes one), so a side's
// frogs never become fewer along a game.
RC_GTEST_PROP(FrozenChess13, FrogsAreNeverCaptured, ()) {
  auto v = variant("frozenchess13");
  Position p = v->start_position();
  std::mt19937_64 rng(*rc::gen::arbitrary<uint64_t>());
  auto frogs = [&](Side s) {
    int n = 0;
    p.occupied(s).for_each([&](Square q) { n += letter(*v, p, q) == 'F'; });
    return n;
  };
  Game game(*v, p);
  for (int ply = 0; ply < 150 && !game.outcome().over(); ++ply) {
    const int white = frogs(Side::kWhite), black = frogs(Side::kBlack);
    Action a;
    if (!v->random_action(p, rng, a)) break;
    v->apply(p, a, nullptr);
    game.play(a);
    RC_ASSERT(frogs(Side::kWhite) >= white);
    RC_ASSERT(frogs(Side::kBlack) >= black);
  }
}

// double-move.non-capture and multimove.unrestricted: in the middle of a turn every legal action is the
// acting unit's move or 0000, and a unit without multimove awards does not capture.
RC_GTEST_PROP(FrozenChess13, ATurnBelongsToOneUnit, ()) {
  auto played = *played_position("frozenchess13", 100);
  const Variant& v = *played.variant;
  const Position& p = played.position;
  RC_PRE(!between_turns(p));
  Square runner = kNoSquare;
  p.marked(*p.schema().attribute("moves")).for_each([&](Square s) {
    if (!p.empty(s) && p.at(s).side() == p.side_to_move()) runner = s;
  });
  RC_PRE(runner != kNoSquare);
  ActionList legal;
  v.legal_actions(p, legal);
  for (const Action& a : legal) {
    if (a.type == ActionType::kPass) continue;
    RC_ASSERT(a.type == ActionType::kMove);
    RC_ASSERT(a.from == runner);
    if (attr(p, "multimove", runner) == 0) RC_ASSERT(p.empty(a.to));
  }
}

// paralysis.no-action: a paralysed unit is never the actor of a legal action.
RC_GTEST_PROP(FrozenChess13, ParalysedUnitsNeverAct, ()) {
  auto played = *played_position("frozenchess13", 120);
  const Variant& v = *played.variant;
  const Position& p = played.position;
  ActionList legal;
  v.legal_actions(p, legal);
  for (const Action& a : legal)
    if (a.type != ActionType::kPass) RC_ASSERT(attr(p, "paralysis", a.from) == 0);
}

}  // namespace
}  // namespace arbiter::properties
