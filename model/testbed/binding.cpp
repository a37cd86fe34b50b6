// Binding: two touching friendly steppers are bound (a relation between their ids, both ways); a unit that
// is teleported carries its bound partners by the same displacement (portal.cpp).
#include "model/testbed/ability.h"

namespace arbiter::testbed {
namespace {

class Binding final : public AbilityMechanic {
 public:
  Binding() : AbilityMechanic("binding", "bind") {}
  void declare_state(Declaration& d) override { bound_ = d.relation("bound"); }
  void generate(const Position& pos, ActionList& out) const override {
    for (Square s : pos.geometry().squares())
      if (own_unit(variant(), pos, s) && pos.at(s).kind() == kStepper)
        for (Square t : pos.geometry().squares())
          if (s < t && adjacent(s, t) && own_unit(variant(), pos, t) && pos.at(t).kind() == kStepper &&
              pos.related(bound_, pos.id_at(s)).empty())
            out.push_back(make(s, t));
  }
  Refusal admit(const Position& pos, const Action& a) const override {
    if (!own_unit(variant(), pos, a.from) || !own_unit(variant(), pos, a.to) || !adjacent(a.from, a.to)) return "testbed/bind.touching";
    return {};
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    pos.relate(bound_, pos.id_at(a.from), pos.id_at(a.to));
    pos.relate(bound_, pos.id_at(a.to), pos.id_at(a.from));
    fire(trace, "testbed/bind.bound");
  }
  std::vector<std::string_view> clauses() const override { return {"testbed/bind.touching", "testbed/bind.bound"}; }

 private:
  int bound_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> binding() { return std::make_unique<Binding>(); }

}  // namespace arbiter::testbed
