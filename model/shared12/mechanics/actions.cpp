// What the mechanics of the family read off an action written as a move (family.h gives the texts).
#include "model/shared12/mechanics/mechanics.h"

namespace arbiter::shared12 {

bool is_move(const Action& a) {
  if (a.type == ActionType::kMove) return true;
  return a.type == ActionType::kAbility &&
         (a.ability == kLeap || a.ability == kPush || a.ability == kPushFirst || a.ability == kPushBoth);
}

bool single_step(const Action& a) { return decode_landings(a).squares.size() == 2; }

uint8_t movement_of(const Rules& r, Kind kind, Square from, Square to) {
  uint8_t m = step_movement(r, from, to);
  if (kind == kPawn && (m & kPawnStep)) return kPawnStep;  // as the movement asks may_capture
  return static_cast<uint8_t>(m & ~kPawnStep);
}

}  // namespace arbiter::shared12
