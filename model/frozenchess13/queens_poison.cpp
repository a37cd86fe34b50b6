// Queen's Poison (queen.poison): "Queen's Poison:Units that captured a queen become paralysed for 6 moves."
// A CaptureListener (board.h): the unit that captured a queen, where it stands after the capture (on the
// queen's square, or on its own for the cannon's ranged capture), is paralysed for 6 moves: 6 of its owner's
// later turns (paralysis.duration; the capturing turn is not one of them, paralysis.own-turn = not-counted).
// A pawn that captures the queen becomes a queen (pawn.transform-by-capture) and is poisoned all the same.
// Only a capture poisons: a queen that dies otherwise (a tomb's explosion, a King's Check) poisons no one.
// Readings (points of model/frozenchess13/rules.xml):
//  - queen.poison-immunities = immunities-apply: the poison is an ability of the queen, so a capturing king is
//    immune (king.immunity: "immune to all special moves/abilities") and so is a capturer that stands beside
//    its own king after the capture (royal-guards.no-paralysis); poison-bypasses-guards: the poison is the
//    price of the capture, paid as a cost is (royal-guards.self-cost), so only the king escapes it.
//  - Kind Immunity never applies: a queen cannot capture a queen (kind-immunity.no-engage).
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/paralysis.h"

namespace arbiter::frozenchess13 {
namespace {


class QueensPoison final : public FrozenMechanic, public CaptureListener {
 public:
  QueensPoison(const Board& b, const Paralysis& paralysis, bool bypass_guards, int moves)
      : FrozenMechanic("queen's poison", b), paralysis_(paralysis), bypass_guards_(bypass_guards), moves_(moves) {}

  void captured(Position& p, const Capture& c, Trace* trace) const override {
    if (c.victim.kind() != kQueen || p.empty(c.by) || p.at(c.by).side() != c.capturer.side()) return;
    if (paralysis_.paralyse(p, c.by, moves_, bypass_guards_, trace)) fire(trace, clause::kQueenPoison);
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kQueenPoison, clause::kKingImmunity, clause::kRoyalGuardsNoParalysis};
  }

 private:
  const Paralysis& paralysis_;
  const bool bypass_guards_;
  const int moves_;  // queen.poison: "paralysed for 6 moves" (the catalog's value)
};

}  // namespace

std::unique_ptr<Mechanic> queens_poison(const Board& b, const Paralysis& paralysis, bool bypass_guards, int moves) {
  return std::make_unique<QueensPoison>(b, paralysis, bypass_guards, moves);
}

}  // namespace arbiter::frozenchess13
