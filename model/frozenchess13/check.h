// Check (the document's king rules): a move may not leave its own king where the enemy could capture it
// (king.leave-in-check = illegal-as-chess; king.no-move-into-check-when-checked), except King's Check: a king
// not in check may move onto an attacked square, and every enemy unit giving check there dies
// (king.kings-check; king.check-checker-death = all-checkers-die), never within a double move or multimove
// (king.check-not-in-double-move); it is a special move, so the turn ends with it. A king in check must
// escape (king.no-move-into-check-when-checked). Attacks are the board's native capture reach (board.h).
#pragma once

#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {

class Check final : public FrozenMechanic {
 public:
  Check(const Board& b, const AdvancedMoves& adv) : FrozenMechanic("check", b), adv_(adv) {}
  Refusal forbids_result(const Position& before, const Action& a, const Position& after) const override;
  std::vector<std::string_view> clauses() const override;

  // Asked by the moves before a king's move is played: whether arriving on an attacked square would be a
  // King's Check (the king is not in check and acts at the start of its turn).
  bool may_strike(const Position& before, const Action& a) const;
  // After such a move: the enemy units that give check die; returns whether any did.
  bool strike(Position& p, Side side, Trace* trace) const;

 private:
  const AdvancedMoves& adv_;
};

}  // namespace arbiter::frozenchess13
