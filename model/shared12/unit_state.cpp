// The acting unit's state at the start of an action: the counters the family's mechanics leave on units
// (death-square.pass-paralysis, jester.immobilize-leap, rook-push.push-paralysis, and double-move.rest where
// the list has a DoubleMoveRest) run down as its side's turn starts, and whether a unit may move now. The
// mechanics themselves refuse the actions of held units (death_squares.cpp, jester.cpp, rook_push.cpp, a
// variant's rest); the steps' generators ask can_move to skip them.
#include "model/shared12/mechanics/death_squares.h"
#include "model/shared12/mechanics/jester.h"
#include "model/shared12/mechanics/rook_push.h"
#include "model/shared12/family.h"

namespace arbiter::shared12 {

void Rules::count_down(Position& p, Side mover) const {
  // The turn of `mover` starts: its paralysis, immobilisation and push paralysis run down by one move
  // (with the plies options, every unit's runs down at every ply).
  const bool paralysis_plies = death().params().paralysis_plies;
  const bool immobilize_plies = jester().params().immobilize_plies;
  SquareSet counting = p.marked(paralysis_) | p.marked(immobilized_) | p.marked(push_);
  counting.for_each([&](Square s) {
    Side side = p.at(s).side();
    if (int v = p.attribute(paralysis_, s); v > 0 && (side == mover || paralysis_plies)) p.set_attribute(paralysis_, s, v - 1);
    if (int v = p.attribute(immobilized_, s); v > 0 && (side == mover || immobilize_plies)) p.set_attribute(immobilized_, s, v - 1);
    if (side == mover && p.attribute(push_, s)) p.set_attribute(push_, s, 0);
  });
  if (m_.rest) m_.rest->release(p, mover);  // double-move.rest
}

bool Rules::can_move(const Position& p, Square sq) const {
  if (p.attribute(paralysis_, sq) > 0) return false;       // death-square.pass-paralysis
  if (p.attribute(immobilized_, sq) > 0) return false;     // jester.immobilize-leap
  if (push().params().full_paralysis && p.attribute(push_, sq)) return false;
  if (resting(p, sq)) return false;                        // double-move.rest
  return !jester().presence_immobilized(p, sq);            // jester.immobilize-presence
}

}  // namespace arbiter::shared12
