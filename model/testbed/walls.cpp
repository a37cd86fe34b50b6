// Walls: a square marked wall:e4=1 cannot be entered by any unit, in any layer, by any means that asks the
// step hook may_enter (a step, a loop's automatic step, a shadow's step).
#include "model/testbed/testbed.h"

namespace arbiter::testbed {
namespace {

class Walls final : public Mechanic {
 public:
  Walls() : Mechanic("walls") {}
  void declare(Declaration& d) override { wall_ = d.attribute({"wall", Scope::kSquare, 0, 1}); }
  Refusal may_enter(const Position& pos, const Step& step) const override {
    return pos.attribute(wall_, step.to) != 0 ? "testbed/wall.blocks" : Refusal{};
  }
  std::vector<std::string_view> clauses() const override { return {"testbed/wall.blocks"}; }

 private:
  int wall_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> walls() { return std::make_unique<Walls>(); }

}  // namespace arbiter::testbed
