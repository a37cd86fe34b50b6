// The rotate calculation (the document's "majority material points determination"), one count for the
// Rotate majority over an NxN square (rotate.cpp, with 2-D prefix sums of unit_points) and for the 300-moves
// rule over the whole board (move-300.material-win: "NxN square is entire board", rotate.300-entire-board).
// A unit counts its basic value (rotate.values, the catalog's values in MaterialParams; knights and bishops
// like the nightrider, rotate.unvalued-kinds = like-nightrider, or 0 under zero), doubled on a square of its side's colour
// (rotate.color-bonus: white on light squares, black on dark; a1 is dark), plus half its distance from its
// own edge, rounded down, 8 at most (rotate.rank-bonus: the distance of a unit on its side's n-th rank is n);
// rotate.bonus-order = color-then-rank-floor (rank-then-color: (basic + distance/2) x 2 on its colour, i.e.
// 2 x basic + distance, the half not rounded before doubling). Paralysed units do not count
// (rotate.dead-paralyzed-excluded; dead units are off the board), and every paralysis source counts as
// paralysis: a syzygy lock too (syzygy.rotate-value). Shadows and fused units are stage 4's.
#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {

int unit_points(const Board& b, const Position& p, Square s, const MaterialParams& m) {
  if (p.empty(s) || b.paralysed(p, s)) return 0;
  const Piece u = p.at(s);
  const Side side = u.side();
  const bool light = (file_of(s) + rank_of(s)) % 2 == 1;
  const bool own_colour = side == Side::kWhite ? light : !light;
  const int distance = side == Side::kWhite ? rank_of(s) + 1 : p.geometry().ranks() - rank_of(s);
  const int basic = m.basic[u.kind()];
  // rank-then-color: (basic + distance/divisor) x factor, the fraction not rounded before the multiplication
  if (m.rank_then_color && own_colour)
    return m.color_factor * basic + std::min(m.color_factor * m.rank_max, m.color_factor * distance / m.rank_divisor);
  return basic * (own_colour ? m.color_factor : 1) + std::min(m.rank_max, distance / m.rank_divisor);
}

int material_points(const Board& b, const Position& p, Side side, const MaterialParams& m) {
  int points = 0;
  p.occupied(side).for_each([&](Square s) { points += unit_points(b, p, s, m); });
  return points;
}

}  // namespace arbiter::frozenchess13
