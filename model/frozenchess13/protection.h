// Empower and Guards (the document's "Empower" and "Guards"; who protects whom is the board's, board.h):
//  - a unit protected by exactly one eligible protector also moves and captures like it
//    (empower.protected-by-one; kings and pawns never lend nor borrow: empower.kings-pawns; the protector
//    must be unthreatened: empower.unthreatened);
//  - a unit protected by two or more unthreatened non-pawn pieces cannot be captured (guards.cannot-be-captured,
//    guards.unthreatened), is not empowered (guards.not-empowered) and captures normally (guards.can-capture);
//    a king is never guarded (guards.no-king).
// As a mechanic it refuses the capture of a guarded unit; the moves ask it for the clauses a move fired.
#pragma once

#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {

class Protection final : public FrozenMechanic {
 public:
  explicit Protection(const Board& b) : FrozenMechanic("empower and guards", b) {}
  Refusal forbids(const Position& p, const Action& a) const override;
  std::vector<std::string_view> clauses() const override;
  // The clauses a move about to be played on p fires: `lent` when only the lent movement makes it.
  void fire_for_move(const Position& p, const Action& a, bool lent, Trace* trace) const;
};

}  // namespace arbiter::frozenchess13
