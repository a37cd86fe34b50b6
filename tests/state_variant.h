// A variant made only for tests: chess pieces on a 12x12 board with one of each kind of extra state
// (square attribute, piece attribute, stack, counter) and no moves, to exercise the core's state handling
// independently of any real variant.
#pragma once

#include "model/core/variant.h"

namespace arbiter::testing {

class StateVariant final : public Variant {
 public:
  StateVariant() : Variant("state-test", Geometry(12, 12), Profile{}) {
    kinds_ = {{1, 'P', "pawn"}, {2, 'N', "knight"}, {6, 'K', "king"}};
    royal_ = 6;
    schema_.attributes = {{"death", Scope::kSquare, 0, 1}, {"level", Scope::kSquare, -63, 63},
                          {"paralysis", Scope::kPiece, 0, 40}};
    schema_.stacks = {"tomb"};
    schema_.counters = {{"cast", 1, 20, 1}, {"moves", 0, 300, 0}};
    abilities_ = {"exchange", "flood"};
    neutral_units_ = true;
  }
  std::string start_fen() const override { return "k11/12/12/12/12/12/12/12/12/12/12/K11 w - - 0 1"; }
  void legal_actions(const Position&, ActionList& out) const override { out.clear(); }
  void apply(Position& pos, const Action& a, Trace*) const override {
    if (a.type == ActionType::kMove) pos.move(a.from, a.to);
    pos.set_side_to_move(~pos.side_to_move());
  }
  Outcome outcome(const Game&) const override { return Outcome::ongoing(); }
};

}  // namespace arbiter::testing
