// Walling (quadrant12): "path of movement of a piece becomes a wall for the next 2 moves(cannot be leaped
// over, crossed or landed on,if any side of any square of the path of movement of the piece in question
// touches the wallsquares the movement stops,i.e. bishop move cannot cross the wall in any way).This includes
// the piece starting squares(includes both moves of double move).Walls prohibit movement by both sides.
// exception:Jesters can leap over the wall, but not land on it."
//
// Points (model/quadrant12/rules.xml): walling.duration = own-side-moves (a wall is raised at twice the
// document's 2 moves, 4 plies (WallParams), and runs down by one at the end of every action: it stands through
// the opponent's reply, the maker's move, the opponent's and the maker's next move); walling.path-squares = start-and-passed (a knight walls its start
// only); walling.touch-rule = stop-on-touching-square; walling.double-move-timing = after-whole-move;
// walling.which-movements = active-mover-only. A path square on which a unit stands when the action ends
// (a SwapShot's partner) gets no wall: walls cannot be landed on, so no unit stands on one.
//
// Walls (quadrant12): a wall square "cannot be leaped over, crossed or landed on, if any side of any square of
// the path of movement of the piece in question touches the wallsquares the movement stops" (walling.no-land,
// walling.no-leap, walling.no-cross, walling.touch-stops; "exception:Jesters can leap over the wall, but not
// land on it": walling.jester-leap, walling.jester-no-land). The movement asks the same tests while it
// generates (Rules::line_open, leap_blocked); this mechanic names the one that refuses a move. The first step
// is judged here, on the position before it (perk 4 counts the bonus quadrant with the mover on its landing);
// a double move's second step is judged by the double move.
//
// "Walls prohibit movement by both sides" (walling.both-sides): a wall stops its own maker too. A wall does
// not record its maker, but walling.duration = own-side-moves (an even count of plies, every action running
// every wall down by one) makes it known: at a side's turn its own walls have an odd count left (3 or 1), the
// opponent's an even one (4 or 2). A
// refusal by one wall square of the mover's own names walling.both-sides, the rule without which it would
// pass; by the opponent's, the rule it breaks (no-land, no-cross, no-leap).
#include "model/quadrant12/mechanics.h"
#include "model/shared12/clauses.h"
#include "model/shared12/mechanics/mechanics.h"

namespace arbiter::quadrant12 {

using namespace shared12;
namespace {

class Walls final : public HookedMechanic<WallRules> {
 public:
  Walls(const Rules& r, WallParams params) : HookedMechanic("walls", r), plies_(params.plies) {}

  void declare(Declaration& d) override { wall_ = d.attribute({"wall", Scope::kSquare, 0, plies_}); }

  // --- WallRules: what walls do to movement (the family's steps, attacks and actions ask) ---
  bool touches_wall(const Position& p, Square s) const override {
    for (int d : {kNorth, kEast, kSouth, kWest})
      if (const auto& r = rules().geometry().ray(s, d); r.length && rules().is_wall(p, r.squares[0])) return true;
    return false;
  }
  bool squeezed(const Position& p, Square a, Square b) const override {
    if (file_of(a) == file_of(b) || rank_of(a) == rank_of(b)) return false;
    return rules().is_wall(p, make_square(file_of(a), rank_of(b))) && rules().is_wall(p, make_square(file_of(b), rank_of(a)));
  }
  bool leap_blocked(const Position& p, Square from, Square to, Square victim) const override {
    for (Square s : rules().leap_path(from, to))  // quadrant.perk-knight-leap-walls lifts the bonus quadrant's
      if (rules().is_wall(p, s) && !rules().wall_perk(p, s, from, to, victim)) return true;
    return false;
  }
  bool line_open(const Position& p, Square from, Square to, int limit, bool perk) const override {
    int d = rules().line_direction(from, to);
    if (d < 0) return false;
    // quadrant.perk-bishop-cross-walls: a wall that does not count for this bishop move.
    const bool bishop = perk && is_diagonal(d);  // (no bonus quadrants: no wall_perk, judged as squeezed/touches)
    auto blocks = [&](Square w) { return rules().is_wall(p, w) && !(bishop && rules().wall_perk(p, w, from, to)); };
    int n = 0;
    Square prev = from;
    for (uint8_t s : rules().geometry().ray(from, d).span()) {
      if (++n > limit) return false;
      if (rules().is_wall(p, s)) return false;  // a path square never lands on a wall
      if (bishop ? blocks(make_square(file_of(prev), rank_of(s))) && blocks(make_square(file_of(s), rank_of(prev)))
                 : squeezed(p, prev, s))
        return false;
      if (s == to) return true;
      if (!p.empty(s)) return false;
      if (bishop) {
        for (int e : {kNorth, kEast, kSouth, kWest})
          if (const auto& r = rules().geometry().ray(s, e); r.length && blocks(r.squares[0])) return false;
      } else if (touches_wall(p, s)) {
        return false;
      }
      prev = s;
    }
    return false;
  }
  int wall_attribute() const override { return wall_; }
  void rise(Position& p, const std::vector<Square>& path, Trace* trace) const override {
    p.marked(wall_).for_each([&](Square s) {
      if (int v = p.attribute(wall_, s); v > 0) p.set_attribute(wall_, s, v - 1);
    });
    bool any = false;
    for (Square s : path) {
      if (!p.empty(s)) continue;
      p.set_attribute(wall_, s, plies_);
      any = true;
    }
    if (any) {
      fire(trace, clause::kWallingPathBecomesWall);
      fire(trace, clause::kWallingStartSquares);
    }
  }

  // --- the mechanic: its refusals ---
  Refusal forbids(const Position& p, const Action& a) const override {
    if (!is_move(a) || p.empty(a.from)) return {};
    const bool jester = p.at(a.from).kind() == kJester;
    auto [landings, victim] = decode_landings(a);
    for (size_t i = 1; i < landings.size(); ++i)
      if (rules().is_wall(p, landings[i]))
        return by(p, landings[i], jester ? clause::kWallingJesterNoLand : clause::kWallingNoLand);
    return on_the_way(p, landings[0], landings[1], landings.size() == 2 ? victim : kNoSquare, jester);
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kWallingNoLand, clause::kWallingJesterNoLand, clause::kWallingNoLeap, clause::kWallingNoCross,
            clause::kWallingTouchStops, clause::kWallingBothSides};
  }

 private:
  // What the walls do to one step from -> to (capturing `victim` when it leaps over it).
  Refusal on_the_way(const Position& p, Square from, Square to, Square victim, bool jester) const {
    if (rules().knight_geometry(from, to)) {
      // A Knight's Leap capture goes if either count of the bonus quadrant (with or without its victim) frees
      // it, as the movement generates it.
      bool blocked = leap_blocked(p, from, to, kNoSquare) && (victim == kNoSquare || leap_blocked(p, from, to, victim));
      if (jester || !blocked) return {};
      for (Square s : rules().leap_path(from, to))
        if (rules().is_wall(p, s)) return by(p, s, clause::kWallingNoLeap);
      return clause::kWallingNoLeap;
    }
    int d = rules().line_direction(from, to);
    if (d < 0) return {};
    const auto& ray = rules().geometry().ray(from, d);
    for (uint8_t s : ray.span()) {  // a unit in the way is not the walls' business
      if (s == to) break;
      if (!p.empty(s)) return {};
    }
    if (line_open(p, from, to, kSquareSlots, true)) return {};
    for (uint8_t s : ray.span()) {
      if (s == to) break;
      if (rules().is_wall(p, s)) return by(p, s, clause::kWallingNoCross);
    }
    return clause::kWallingTouchStops;  // a square of the way touches a wall, or the step squeezes between two
  }

  // The clause of a refusal by the wall on `wall`: walling.both-sides when the mover made it (see above).
  Refusal by(const Position& p, Square wall, Refusal rule) const {
    return p.attribute(wall_, wall) % 2 == 1 ? clause::kWallingBothSides : rule;
  }

  int plies_;      // the plies a new wall stands (WallParams)
  int wall_ = -1;  // the square attribute: plies the wall has left
};

}  // namespace

WallParams WallParams::read(const ChosenOptions& c) {
  WallParams w;
  w.plies = 2 * c.value("walling.path-becomes-wall", "moves");  // one move of each side per move of the maker's
  return w;
}

std::unique_ptr<HookedMechanic<WallRules>> walls(const Rules& r, WallParams params) {
  return std::make_unique<Walls>(r, params);
}

}  // namespace arbiter::quadrant12
