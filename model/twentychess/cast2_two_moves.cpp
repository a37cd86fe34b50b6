// Cast 2: "turn consists of 2 moves, with 2 different pieces": the turn's second move is made by a
// chessman that did not make the first (cast-2.two-pieces); turn.cpp continues the turn after the first.
#include "model/twentychess/clauses.h"
#include "model/twentychess/twentychess.h"

namespace arbiter::twentychess {
namespace {

class TwoMoves final : public Mechanic {
 public:
  TwoMoves() : Mechanic("two moves") {}
  Refusal forbids(const Position& pos, const Action& a) const override {
    if (pos.counter(kCast) != 2 || a.type != ActionType::kMove) return {};
    return pos.attribute(kActedAttribute, a.from) ? clause::kCast2TwoPieces : Refusal{};
  }
};

}  // namespace

std::unique_ptr<Mechanic> two_moves(const TwentyChess&) { return std::make_unique<TwoMoves>(); }

}  // namespace arbiter::twentychess
