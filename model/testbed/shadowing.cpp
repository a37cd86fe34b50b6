// Shadowing: a standing unit (not a king, not a box) becomes ethereal on its own square: it keeps its id and
// attributes, blocks nothing and shares the square with whatever stands there and with other shadows (unit.h,
// Layer::kEthereal). Becoming a shadow is an arrival in the ethereal layer (a monad there notices it).
#include "model/testbed/ability.h"

namespace arbiter::testbed {
namespace {

class Shadowing final : public AbilityMechanic {
 public:
  Shadowing() : AbilityMechanic("shadowing", "shadow") {}
  void generate(const Position& pos, ActionList& out) const override {
    variant().controlled(pos).for_each([&](Square s) {
      if (pos.at(s).kind() == kStepper) out.push_back(make(s, s));
    });
  }
  Refusal admit(const Position& pos, const Action& a) const override {
    if (!own_unit(variant(), pos, a.from) || pos.at(a.from).kind() != kStepper || a.to != a.from) return "testbed/shadow.who";
    return {};
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    variant().change_layer(pos, pos.id_at(a.from), Layer::kEthereal, trace);
    fire(trace, "testbed/shadow.become");
  }
  std::vector<std::string_view> clauses() const override { return {"testbed/shadow.who", "testbed/shadow.become"}; }
};

}  // namespace

std::unique_ptr<Mechanic> shadowing() { return std::make_unique<Shadowing>(); }

}  // namespace arbiter::testbed
