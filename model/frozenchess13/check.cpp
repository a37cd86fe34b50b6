// Check and King's Check (check.h).
#include "model/frozenchess13/check.h"

#include <vector>

#include "model/frozenchess13/advanced_moves.h"
#include "model/frozenchess13/clauses.h"

namespace arbiter::frozenchess13 {

bool Check::may_strike(const Position& before, const Action& a) const {
  const Side us = before.side_to_move();
  return a.type == ActionType::kMove && !before.empty(a.from) && before.at(a.from).kind() == kKing &&
         adv_.runner(before) == kNoSquare && !board().king_attacked(before, us);
}

bool Check::strike(Position& p, Side side, Trace* trace) const {
  const Square king = p.royal(side);
  if (king == kNoSquare) return false;
  const std::vector<Square> checkers = board().checkers(p, side, false);
  for (Square s : checkers) variant().remove_unit(p, s, trace);
  if (!checkers.empty()) {
    fire(trace, clause::kKingsCheck);
    adv_.spend(p, king);  // a special move: the turn ends with it
  }
  return !checkers.empty();
}

Refusal Check::forbids_result(const Position& before, const Action& a, const Position& after) const {
  const Side us = before.side_to_move();
  if (after.royal(us) == kNoSquare || !board().king_attacked(after, us)) return {};
  const bool in_check = board().king_attacked(before, us);
  if (in_check) return clause::kKingNoMoveIntoCheck;
  const bool king_move = a.type == ActionType::kMove && !before.empty(a.from) && before.at(a.from).kind() == kKing;
  if (king_move && adv_.runner(before) != kNoSquare) return clause::kKingsCheckNotInDoubleMove;
  // A King's Check killed the checkers it met on arrival; one still checking (a line that opened) refuses it.
  return king_move ? clause::kKingsCheck : clause::kKingNoMoveIntoCheck;
}

std::vector<std::string_view> Check::clauses() const {
  return {clause::kKingNoMoveIntoCheck, clause::kKingsCheck, clause::kKingsCheckNotInDoubleMove};
}

}  // namespace arbiter::frozenchess13
