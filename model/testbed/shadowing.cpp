// Shadowing: a standing unit (not a king, not a box) becomes ethereal on its own square: it keeps its id and
// attributes, blocks nothing and shares the square with whatever stands there (unit.h, Layer::kEthereal).
#include "model/testbed/ability.h"

namespace arbiter::testbed {
namespace {

class Shadowing final : public AbilityMechanic {
 public:
  Shadowing() : AbilityMechanic("shadowing", "shadow") {}
  void generate(const Position& pos, ActionList& out) const override {
    for (Square s : pos.geometry().squares())
      if (own_unit(pos, s) && pos.at(s).kind() == kStepper && pos.in(Place::ethereal(s)).empty()) out.push_back(make(s, s));
  }
  Refusal admit(const Position& pos, const Action& a) const override {
    if (!own_unit(pos, a.from) || pos.at(a.from).kind() != kStepper || a.to != a.from) return "testbed/shadow.who";
    if (!pos.in(Place::ethereal(a.from)).empty()) return "testbed/shadow.one-per-square";
    return {};
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    pos.add(pos.lift(a.from), Place::ethereal(a.from));
    fire(trace, "testbed/shadow.become");
  }
  std::vector<std::string_view> clauses() const override { return {"testbed/shadow.who", "testbed/shadow.become"}; }
};

}  // namespace

std::unique_ptr<Mechanic> shadowing() { return std::make_unique<Shadowing>(); }

}  // namespace arbiter::testbed
