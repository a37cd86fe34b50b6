// Flood: a stepper floods an empty touching square for 10 turns (a square clock, every turn); a unit that
// arrives on a flooded square is paralysed for 2 of its owner's turns; at 0 the flood drains.
#include "model/testbed/ability.h"

namespace arbiter::testbed {
namespace {

class Flood final : public AbilityMechanic {
 public:
  Flood() : AbilityMechanic("flood", "flood") {}
  void declare_state(Declaration& d) override {
    flood_ = d.attribute({"flood", Scope::kSquare, 0, 99});
    d.clock(flood_, ClockTick::kEveryTurn);
    paralysis_ = d.attribute({"paralysis", Scope::kPiece, 0, 99});
  }
  void generate(const Position& pos, ActionList& out) const override {
    for (Square s : pos.geometry().squares())
      if (own_unit(variant(), pos, s) && pos.at(s).kind() == kStepper)
        for (Square t : pos.geometry().squares())
          if (adjacent(s, t) && pos.empty(t) && pos.attribute(flood_, t) == 0) out.push_back(make(s, t));
  }
  Refusal admit(const Position& pos, const Action& a) const override {
    if (!own_unit(variant(), pos, a.from) || pos.at(a.from).kind() != kStepper) return "testbed/flood.who";
    if (!adjacent(a.from, a.to) || !pos.empty(a.to) || pos.attribute(flood_, a.to) != 0) return "testbed/flood.target";
    return {};
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    pos.set_attribute(flood_, a.to, 10);
    fire(trace, "testbed/flood.cast");
  }
  void arrived(Position& pos, const Step& step, Trace* trace) const override {
    if (pos.attribute(flood_, step.to) == 0) return;
    pos.set_unit_attribute(paralysis_, step.unit, 2);  // the unit that arrived, in whatever layer (a shadow too)
    fire(trace, "testbed/flood.paralyses");
  }
  void clock_expired(Position&, const ClockHit&, Trace* trace) const override { fire(trace, "testbed/flood.drains"); }
  std::vector<std::string_view> clauses() const override {
    return {"testbed/flood.who", "testbed/flood.target", "testbed/flood.cast", "testbed/flood.paralyses", "testbed/flood.drains"};
  }

 private:
  int flood_ = -1, paralysis_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> flood() { return std::make_unique<Flood>(); }

}  // namespace arbiter::testbed
