// Fusion: a stepper joins a touching friendly stepper or dragon; it is held by it (the last in is held last)
// and the fused stack moves as one unit, each member keeping its id and attributes.
#include "model/testbed/ability.h"

namespace arbiter::testbed {
namespace {

class Fusion final : public AbilityMechanic {
 public:
  Fusion() : AbilityMechanic("fusion", "fuse") {}
  static bool fusable(Kind k) { return k == kStepper || k == kDragon; }
  void generate(const Position& pos, ActionList& out) const override {
    for (Square s : pos.geometry().squares())
      if (own_unit(pos, s) && pos.at(s).kind() == kStepper)
        for (Square t : pos.geometry().squares())
          if (adjacent(s, t) && own_unit(pos, t) && fusable(pos.at(t).kind())) out.push_back(make(s, t));
  }
  Refusal admit(const Position& pos, const Action& a) const override {
    if (!own_unit(pos, a.from) || pos.at(a.from).kind() != kStepper) return "testbed/fusion.who";
    if (!adjacent(a.from, a.to) || !own_unit(pos, a.to) || !fusable(pos.at(a.to).kind())) return "testbed/fusion.partner";
    return {};
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    UnitId holder = pos.id_at(a.to);
    pos.add(pos.lift(a.from), Place::held(holder));
    fire(trace, "testbed/fusion.join");
  }
  std::vector<std::string_view> clauses() const override { return {"testbed/fusion.who", "testbed/fusion.partner", "testbed/fusion.join"}; }
};

}  // namespace

std::unique_ptr<Mechanic> fusion() { return std::make_unique<Fusion>(); }

}  // namespace arbiter::testbed
