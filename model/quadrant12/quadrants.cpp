// The bonus quadrants' perk 1 (quadrant12): no Knight's Leap capture, Rook Push or double-move end inside
// the enemy's bonus quadrant (quadrant.perk-no-enemy-*), judged on the position after the action
// (quadrant.majority-moment = after-move) by Rules::quadrant_forbids (../quadrant.cpp). Perks 2-4 act
// through the steps and the wall tests.
#include "model/quadrant12/mechanics.h"
#include "model/twelve/clauses.h"
#include "model/twelve/mechanics/mechanics.h"

namespace arbiter::quadrant12 {

using namespace twelve;
namespace {

class Quadrants final : public TwelveMechanic {
 public:
  explicit Quadrants(const Rules& r) : TwelveMechanic("quadrants", r) {}

  Refusal forbids_result(const Position& before, const Action& a, const Position& after) const override {
    return rules().quadrant_forbids(before, a, after);
  }
};

}  // namespace

std::unique_ptr<Mechanic> quadrants(const Rules& r) { return std::make_unique<Quadrants>(r); }

}  // namespace arbiter::quadrant12
