// Boxing: a stepper goes into a new box standing on its square (the box holds it: Layer::kHeld); the box
// cannot move by itself, but is pushed with its content (pushing.cpp).
#include "model/testbed/ability.h"

namespace arbiter::testbed {
namespace {

class Boxing final : public AbilityMechanic {
 public:
  Boxing() : AbilityMechanic("boxing", "box") {}
  void generate(const Position& pos, ActionList& out) const override {
    for (Square s : pos.geometry().squares())
      if (own_unit(variant(), pos, s) && pos.at(s).kind() == kStepper) out.push_back(make(s, s));
  }
  Refusal admit(const Position& pos, const Action& a) const override {
    if (!own_unit(variant(), pos, a.from) || pos.at(a.from).kind() != kStepper || a.to != a.from) return "testbed/box.who";
    return {};
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    Side side = pos.at(a.from).side();
    Unit content = pos.lift(a.from);
    UnitId box = pos.put(a.from, Piece(kBox, side));
    pos.add(std::move(content), Place::held(box));
    fire(trace, "testbed/box.enter");
  }
  std::vector<std::string_view> clauses() const override { return {"testbed/box.who", "testbed/box.enter"}; }
};

}  // namespace

std::unique_ptr<Mechanic> boxing() { return std::make_unique<Boxing>(); }

}  // namespace arbiter::testbed
