// What the mechanics of the family read off an action written as a move (twelve.h gives the texts).
#include <cstdlib>

#include "model/twelve/mechanics/mechanics.h"

namespace arbiter::twelve {

bool is_move(const Action& a) {
  if (a.type == ActionType::kMove) return true;
  return a.type == ActionType::kAbility &&
         (a.ability == kLeap || a.ability == kPush || a.ability == kPushFirst || a.ability == kPushBoth);
}

bool single_step(const Action& a) { return decode_landings(a).squares.size() == 2; }

uint8_t movement_of(const Rules& r, Kind kind, Square from, Square to) {
  if (r.knight_geometry(from, to)) return kKnightMove;
  int d = r.line_direction(from, to);
  if (d < 0) return 0;
  bool adjacent = std::abs(file_of(to) - file_of(from)) <= 1 && std::abs(rank_of(to) - rank_of(from)) <= 1;
  if (kind == kPawn && adjacent) return kPawnStep;
  return is_diagonal(d) ? kBishopMove : kRookMove;
}

}  // namespace arbiter::twelve
