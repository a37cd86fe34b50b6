// The rook's Stun (rook.stun): "Stun - when landing on a square,all nearby(3x3) enemy units are paralyzed for
// 2 moves." A MoveListener (board.h): after a rook's own move lands, every enemy unit of the 3x3 box around
// its landing square is paralysed for 2 moves (2 of its owner's turns: paralysis.duration, timers.move-unit).
// Readings (points of model/frozenchess13/rules.xml):
//  - rook.stun-trigger = automatic: every landing of a rook stuns, nothing is declared (no move text of its
//    own); chosen-special-moves is not built (it would need a declared stun move beside each rook move).
//  - rook.stun-on-capture = every-landing: a capture lands on the victim's square too, and stuns;
//    non-capture-landing: only a landing on an empty square stuns.
//  - The rook stuns with any move it makes itself (its own rides, a double move's each landing, a movement
//    Empower lends it); a unit that only borrows a rook's movement is not a rook and does not stun. A rook
//    that dies on its landing (a tomb explodes under it) did not land: no stun.
//  - Immunities: a king (king.immunity) and a unit beside its own king (royal-guards.no-paralysis,
//    royal-guards.scope = own-units) are not paralysed (paralysis.h); an enemy rook is spared by Kind Immunity
//    (kind-immunity.no-engage: "with any capture/abilitymove"). The dead in a tomb queue are not units on the
//    board: a stun beside a tomb leaves the tomb as it is.
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/paralysis.h"

namespace arbiter::frozenchess13 {
namespace {

class RooksStun final : public FrozenMechanic, public MoveListener {
 public:
  RooksStun(const Board& b, const Paralysis& paralysis, bool on_capture, int moves, int radius)
      : FrozenMechanic("stun", b), paralysis_(paralysis), on_capture_(on_capture), moves_(moves), radius_(radius) {}

  void moved(Position& p, const Moved& m, Trace* trace) const override {
    if (p.empty(m.to) || p.id_at(m.to) != m.unit || p.at(m.to).kind() != kRook) return;
    if (!on_capture_ && m.capture) return;
    const Side us = p.at(m.to).side();
    for_each_in_box(board().geometry(), m.to, radius_, [&](Square s) {
      if (s == m.to || p.empty(s) || p.at(s).side() == us) return;
      if (kind_immune(board(), p, kRook, us, s)) {
        fire(trace, clause::kKindImmunityNoEngage);
        return;
      }
      if (paralysis_.paralyse(p, s, moves_, false, trace)) fire(trace, clause::kRookStun);
    });
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kRookStun, clause::kKindImmunityNoEngage, clause::kKingImmunity, clause::kRoyalGuardsNoParalysis};
  }

 private:
  const Paralysis& paralysis_;
  const bool on_capture_;
  const int moves_;   // rook.stun: "paralyzed for 2 moves" (the catalog's value)
  const int radius_;  // rook.stun: "all nearby(3x3)" (the catalog's size / 2)
};

}  // namespace

std::unique_ptr<Mechanic> rooks_stun(const Board& b, const Paralysis& paralysis, bool on_capture, int moves, int radius) {
  return std::make_unique<RooksStun>(b, paralysis, on_capture, moves, radius);
}

}  // namespace arbiter::frozenchess13
