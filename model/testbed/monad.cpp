// Monads: a shadow of the mover becomes a monad (monad@e4[e1]: monad@unit=1, inactive). An enemy shadow that
// arrives on its square (a step, or a unit there becoming a shadow) or leaves it activates it (monad@unit=2):
// the core tells the step hooks of ethereal units as of standing ones (Step::layer).
#include "model/testbed/ability.h"

namespace arbiter::testbed {
namespace {

class Monads final : public AbilityMechanic {
 public:
  Monads() : AbilityMechanic("monads", "monad") {}
  void declare_state(Declaration& d) override {
    monad_ = d.attribute({"monad", Scope::kPiece, 0, 2});
    d.addresses_units();
  }
  void generate(const Position& pos, ActionList& out) const override {
    const size_t first = out.size();
    for (const Unit& u : pos.layered())
      if (u.place.layer == Layer::kEthereal && u.attributes[monad_] == 0) {
        Action a = make(u.place.square, u.place.square);
        a.actor = pos.address_of(u.id)->selector;
        out.push_back(a);
      }
    keep_admitted(*this, pos, out, first);
  }
  Refusal admit(const Position& pos, const Action& a) const override {
    const UnitId unit = pos.unit_at(a.actor_address());
    if (a.actor.layer() != Layer::kEthereal || unit == kNoUnit || !variant().controls(pos, a.actor_address()) ||
        a.to != a.from || !a.target.is_standing() || a.path_size())
      return "testbed/monad.who";
    if (pos.unit_attribute(monad_, unit) != 0) return "testbed/monad.once";
    return {};
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    pos.set_unit_attribute(monad_, pos.unit_at(a.actor_address()), 1);
    fire(trace, "testbed/monad.enters");
  }
  // A monad does not act of itself (the testbed plays no plan).
  Refusal forbids(const Position& pos, const Action& a) const override {
    if (a.type != ActionType::kMove || a.actor.layer() != Layer::kEthereal) return {};
    const UnitId unit = pos.unit_at(a.actor_address());
    return unit != kNoUnit && pos.unit_attribute(monad_, unit) != 0 ? "testbed/monad.inactive" : Refusal{};
  }
  void arrived(Position& pos, const Step& step, Trace* trace) const override { activate(pos, step, step.to, trace); }
  void departed(Position& pos, const Step& step, Trace* trace) const override {
    if (step.from != step.to) activate(pos, step, step.from, trace);
  }
  std::vector<std::string_view> clauses() const override {
    return {"testbed/monad.who", "testbed/monad.once", "testbed/monad.enters", "testbed/monad.activated",
            "testbed/monad.inactive"};
  }

 private:
  // An enemy shadow came to or left `square`: every inactive monad there is activated.
  void activate(Position& pos, const Step& step, Square square, Trace* trace) const {
    if (step.layer != Layer::kEthereal) return;
    const Unit* mover = pos.layered_unit(step.unit);
    if (!mover) return;
    std::vector<UnitId> woken;
    for (const Unit* u : pos.in(Place::ethereal(square)))
      if (u->id != step.unit && u->attributes[monad_] == 1 && u->piece.side() != mover->piece.side()) woken.push_back(u->id);
    for (UnitId m : woken) {
      pos.set_unit_attribute(monad_, m, 2);
      fire(trace, "testbed/monad.activated");
    }
  }
  int monad_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> monads() { return std::make_unique<Monads>(); }

}  // namespace arbiter::testbed
