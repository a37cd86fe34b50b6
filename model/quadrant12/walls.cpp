// Walls (quadrant12): a wall square "cannot be leaped over, crossed or landed on, if any side of any square of
// the path of movement of the piece in question touches the wallsquares the movement stops" (walling.no-land,
// walling.no-leap, walling.no-cross, walling.touch-stops; "exception:Jesters can leap over the wall, but not
// land on it": walling.jester-leap, walling.jester-no-land). The movement asks the same tests while it
// generates (Rules::line_open, leap_blocked); this mechanic names the one that refuses a move. The first step
// is judged here, on the position before it (perk 4 counts the bonus quadrant with the mover on its landing);
// a double move's second step is judged by the double move.
//
// "Walls prohibit movement by both sides" (walling.both-sides): a wall stops its own maker too. A wall does
// not record its maker, but walling.duration = own-side-moves (4 plies, every action running every wall down
// by one) makes it known: at a side's turn its own walls have 3 or 1 plies left, the opponent's 4 or 2. A
// refusal by one wall square of the mover's own names walling.both-sides, the rule without which it would
// pass; by the opponent's, the rule it breaks (no-land, no-cross, no-leap).
#include "model/quadrant12/mechanics.h"
#include "model/twelve/clauses.h"
#include "model/twelve/mechanics/mechanics.h"

namespace arbiter::quadrant12 {

using namespace twelve;
namespace {

class Walls final : public TwelveMechanic {
 public:
  explicit Walls(const Rules& r) : TwelveMechanic("walls", r) {}

  Refusal forbids(const Position& p, const Action& a) const override {
    if (!options().walls || !is_move(a) || p.empty(a.from)) return {};
    const bool jester = p.at(a.from).kind() == kJester;
    auto [landings, victim] = decode_landings(a);
    for (size_t i = 1; i < landings.size(); ++i)
      if (rules().is_wall(p, landings[i]))
        return by(p, landings[i], jester ? clause::kWallingJesterNoLand : clause::kWallingNoLand);
    return on_the_way(p, landings[0], landings[1], landings.size() == 2 ? victim : kNoSquare, jester);
  }
  std::vector<std::string_view> clauses() const override {
    if (!options().walls) return {};
    return {clause::kWallingNoLand, clause::kWallingJesterNoLand, clause::kWallingNoLeap, clause::kWallingNoCross,
            clause::kWallingTouchStops, clause::kWallingBothSides};
  }

 private:
  // What the walls do to one step from -> to (capturing `victim` when it leaps over it).
  Refusal on_the_way(const Position& p, Square from, Square to, Square victim, bool jester) const {
    if (rules().knight_geometry(from, to)) {
      // A Knight's Leap capture goes if either count of the bonus quadrant (with or without its victim) frees
      // it, as the movement generates it.
      bool blocked = rules().leap_blocked(p, from, to) &&
                     (victim == kNoSquare || rules().leap_blocked(p, from, to, victim));
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
    if (rules().line_open(p, from, to, kSquareSlots)) return {};
    for (uint8_t s : ray.span()) {
      if (s == to) break;
      if (rules().is_wall(p, s)) return by(p, s, clause::kWallingNoCross);
    }
    return clause::kWallingTouchStops;  // a square of the way touches a wall, or the step squeezes between two
  }

  // The clause of a refusal by the wall on `wall`: walling.both-sides when the mover made it (see above).
  Refusal by(const Position& p, Square wall, Refusal rule) const {
    return p.attribute(rules().wall_attr(), wall) % 2 == 1 ? clause::kWallingBothSides : rule;
  }
};

}  // namespace

std::unique_ptr<Mechanic> walls(const Rules& r) { return std::make_unique<Walls>(r); }

}  // namespace arbiter::quadrant12
