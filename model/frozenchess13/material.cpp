// The 300-moves rule's material count: the rotate calculations over the whole board (the document's
// "majority material points determination"; move-300.material-win: "NxN square is entire board").
// A unit counts its basic value (army.h: rotate.values; knights and bishops like the nightrider,
// rotate.unvalued-kinds = like-nightrider), doubled on a square of its side's colour (rotate.color-bonus:
// white on light squares, black on dark; a1 is dark), plus half its distance from its own edge, rounded
// down, 8 at most (rotate.rank-bonus: the distance of a unit on its side's n-th rank is n);
// rotate.bonus-order = color-then-rank-floor. Paralysed units do not count (rotate.dead-paralyzed-excluded; dead
// units are off the board). Shadows and fused units are stage 4's.
#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {

int material_points(const Board& b, const Position& p, Side side) {
  int points = 0;
  const int ranks = p.geometry().ranks();
  p.occupied(side).for_each([&](Square s) {
    if (b.paralysed(p, s)) return;
    const bool light = (file_of(s) + rank_of(s)) % 2 == 1;
    const bool own_colour = side == Side::kWhite ? light : !light;
    const int distance = side == Side::kWhite ? rank_of(s) + 1 : ranks - rank_of(s);
    points += basic_value(p.at(s).kind()) * (own_colour ? 2 : 1) + std::min(8, distance / 2);
  });
  return points;
}

}  // namespace arbiter::frozenchess13
