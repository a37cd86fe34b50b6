// Walling (quadrant12): "path of movement of a piece becomes a wall for the next 2 moves(cannot be leaped
// over, crossed or landed on,if any side of any square of the path of movement of the piece in question
// touches the wallsquares the movement stops,i.e. bishop move cannot cross the wall in any way).This includes
// the piece starting squares(includes both moves of double move).Walls prohibit movement by both sides.
// exception:Jesters can leap over the wall, but not land on it." And the capture range of ranged pieces.
//
// Points (model/quadrant12/rules.xml): walling.duration = own-side-moves (a wall is raised at 4 and runs down
// by one at the end of every action: it stands through the opponent's reply, the maker's move, the
// opponent's and the maker's next move); walling.path-squares = start-and-passed (a knight walls its start
// only); walling.touch-rule = stop-on-touching-square; walling.double-move-timing = after-whole-move;
// walling.which-movements = active-mover-only. A path square on which a unit stands when the action ends
// (a SwapShot's partner) gets no wall: walls cannot be landed on, so no unit stands on one.
#include <algorithm>

#include "model/twelve/clauses.h"
#include "model/twelve/twelve.h"

namespace arbiter::twelve {


bool Rules::touches_wall(const Position& p, Square s) const {
  for (int d : {kNorth, kEast, kSouth, kWest})
    if (const auto& r = g_->ray(s, d); r.length && is_wall(p, r.squares[0])) return true;
  return false;
}

bool Rules::squeezed(const Position& p, Square a, Square b) const {
  if (file_of(a) == file_of(b) || rank_of(a) == rank_of(b)) return false;
  return is_wall(p, make_square(file_of(a), rank_of(b))) && is_wall(p, make_square(file_of(b), rank_of(a)));
}

bool Rules::leap_blocked(const Position& p, Square from, Square to, Square victim) const {
  if (wall_ < 0) return false;
  for (Square s : leap_path(from, to))
    if (is_wall(p, s) && !wall_perk(p, s, from, to, victim)) return true;  // quadrant.perk-knight-leap-walls
  return false;
}

bool Rules::line_open(const Position& p, Square from, Square to, int limit, bool perk) const {
  int d = line_direction(from, to);
  if (d < 0) return false;
  // quadrant.perk-bishop-cross-walls: a wall that does not count for this bishop move.
  const bool bishop = perk && opt_.quadrants && is_diagonal(d);
  auto blocks = [&](Square w) { return is_wall(p, w) && !(bishop && wall_perk(p, w, from, to)); };
  int n = 0;
  Square prev = from;
  for (uint8_t s : g_->ray(from, d).span()) {
    if (++n > limit) return false;
    if (is_wall(p, s)) return false;  // a path square never lands on a wall
    if (bishop ? blocks(make_square(file_of(prev), rank_of(s))) && blocks(make_square(file_of(s), rank_of(prev)))
               : squeezed(p, prev, s))
      return false;
    if (s == to) return true;
    if (!p.empty(s)) return false;
    if (bishop) {
      for (int e : {kNorth, kEast, kSouth, kWest})
        if (const auto& r = g_->ray(s, e); r.length && blocks(r.squares[0])) return false;
    } else if (touches_wall(p, s)) {
      return false;
    }
    prev = s;
  }
  return false;
}

void Rules::raise_walls(Position& p, const std::vector<Square>& path, Trace* trace) const {
  p.marked(wall_).for_each([&](Square s) {
    if (int v = p.attribute(wall_, s); v > 0) p.set_attribute(wall_, s, v - 1);
  });
  bool any = false;
  for (Square s : path) {
    if (!p.empty(s)) continue;
    p.set_attribute(wall_, s, 4);
    any = true;
  }
  if (any) {
    fire(trace, clause::kWallingPathBecomesWall);
    fire(trace, clause::kWallingStartSquares);
  }
}

}  // namespace arbiter::twelve
