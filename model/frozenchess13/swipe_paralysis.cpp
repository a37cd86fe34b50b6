// The rook's Swipe Paralysis (rook.swipe-paralysis): "Swipe Paralysis: units along the movepath are in
// paralysis for 1 move(next turn)." A MoveListener (board.h): after a rook's own move, the units along its
// path are paralysed for 1 move: an enemy unit misses its side's next turn; a friendly one (adjacent-all),
// paralysed in its own side's turn, misses its side's next turn too (paralysis.own-turn = not-counted).
// Readings (points of model/frozenchess13/rules.xml):
//  - rook.stun-trigger = automatic: the swipe comes with every rook move, nothing is declared.
//  - rook.swipe-scope: a rook passes through no unit, so "along the movepath" is read as
//      adjacent-enemies        the enemy units on or orthogonally next to a square the move passed through
//                              (Movement::passed: the squares between start and landing, the squares where
//                              it bounced included, so a unit it bounced off is next to its path; "on": a
//                              unit in a lowered square the path bypassed, terrain.pit-bypass);
//      adjacent-all            the same, friendly units too (never the rook itself);
//      bounce-obstacles-only   only the units it bounced off (the unit beyond each square where it turned).
//    A move that passes through no square (one step, a lent leap) swipes no one under the first two readings.
//  - The rook swipes with any move it makes itself (a unit that only borrows a rook's movement is no rook).
//  - Immunities as for Stun: kings (king.immunity), units beside their own king (royal-guards.no-paralysis),
//    enemy rooks (kind-immunity.no-engage).
#include <vector>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/paralysis.h"

namespace arbiter::frozenchess13 {
namespace {


class SwipeParalysis final : public FrozenMechanic, public MoveListener {
 public:
  SwipeParalysis(const Board& b, const Paralysis& paralysis, SwipeScope scope, int moves)
      : FrozenMechanic("swipe paralysis", b), paralysis_(paralysis), scope_(scope), moves_(moves) {}

  void moved(Position& p, const Moved& m, Trace* trace) const override {
    if (p.empty(m.to) || p.id_at(m.to) != m.unit || p.at(m.to).kind() != kRook) return;
    const Side us = p.at(m.to).side();
    SquareSet swiped = scope_ == SwipeScope::kBounceObstaclesOnly ? obstacles(p, m) : along(p, m);
    swiped.for_each([&](Square s) {
      if (s == m.to || p.empty(s)) return;
      if (scope_ == SwipeScope::kAdjacentEnemies && p.at(s).side() == us) return;
      if (kind_immune(board(), p, kRook, us, s)) {
        fire(trace, clause::kKindImmunityNoEngage);
        return;
      }
      if (paralysis_.paralyse(p, s, moves_, false, trace)) fire(trace, clause::kRookSwipeParalysis);
    });
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kRookSwipeParalysis, clause::kKindImmunityNoEngage, clause::kKingImmunity,
            clause::kRoyalGuardsNoParalysis};
  }

 private:
  // The squares on or orthogonally next to the squares the move passed through.
  SquareSet along(const Position& p, const Moved& m) const {
    const Geometry& g = board().geometry();
    SquareSet out;
    board().movement().passed(m.from, m.route, m.kind, [&](Square s) {
      out.insert(s);
      for (auto [df, dr] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}})
        if (auto n = g.step(s, df, dr)) out.insert(*n);
    });
    return out & p.occupied();
  }
  // The squares beyond each square where the ride turned, in the direction it came from (the unit it bounced
  // off; none at the board's edge).
  SquareSet obstacles(const Position& p, const Moved& m) const {
    const Geometry& g = board().geometry();
    SquareSet out;
    if (m.route.line == Line::kNone) return out;
    Square at = m.from;
    for (int i = 0; i < m.route.turns; ++i) {
      const Square t = m.route.turn_at[i];
      const int df = (file_of(t) > file_of(at)) - (file_of(t) < file_of(at));
      const int dr = (rank_of(t) > rank_of(at)) - (rank_of(t) < rank_of(at));
      if (auto beyond = g.step(t, df, dr); beyond && !p.empty(*beyond)) out.insert(*beyond);
      at = t;
    }
    return out;
  }
  const Paralysis& paralysis_;
  const SwipeScope scope_;
  const int moves_;  // rook.swipe-paralysis: "in paralysis for 1 move(next turn)" (the catalog's value)
};

}  // namespace

std::unique_ptr<Mechanic> swipe_paralysis(const Board& b, const Paralysis& paralysis, SwipeScope scope, int moves) {
  return std::make_unique<SwipeParalysis>(b, paralysis, scope, moves);
}

}  // namespace arbiter::frozenchess13
