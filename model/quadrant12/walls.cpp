// walling.no-land (quadrant12): "units cannot land on walls" (the jester neither: walling.jester-no-land).
// What walls block on the way is the movement's business (Rules::line_open, leap_blocked); this mechanic
// refuses a move whose landing is a wall.
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
    if (!options().walls || a.type != ActionType::kMove || p.empty(a.from)) return {};
    auto landings = decode_landings(a).squares;
    for (size_t i = 1; i < landings.size(); ++i)
      if (rules().is_wall(p, landings[i]))
        return p.at(a.from).kind() == kJester ? clause::kWallingJesterNoLand : clause::kWallingNoLand;
    return {};
  }
  std::vector<std::string_view> clauses() const override {
    if (!options().walls) return {};
    return {clause::kWallingNoLand, clause::kWallingJesterNoLand};
  }
};

}  // namespace

std::unique_ptr<Mechanic> walls(const Rules& r) { return std::make_unique<Walls>(r); }

}  // namespace arbiter::quadrant12
