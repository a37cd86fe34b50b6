// Mind control: a stepper makes the touching enemy stepper on the target take one step to an empty touching
// square (control@e4>e5>e6): the enemy unit moves, acted by the mover's side for this one action. The moved
// unit's step goes through the step hooks like any move (a flood paralyses it, a wall stops it).
#include "model/testbed/ability.h"

namespace arbiter::testbed {
namespace {

class MindControl final : public AbilityMechanic {
 public:
  MindControl() : AbilityMechanic("mind control", "control") {}
  void generate(const Position& pos, ActionList& out) const override {
    const size_t first = out.size();
    const Geometry& g = pos.geometry();
    variant().controlled(pos).for_each([&](Square s) {
      if (pos.at(s).kind() != kStepper) return;
      for (Square t : g.squares())
        if (victim(pos, s, t))
          for (Square u : g.squares())
            if (adjacent(t, u) && pos.empty(u)) {
              Action a = make(s, t);
              a.push_path(u);
              out.push_back(a);
            }
    });
    keep_admitted(*this, pos, out, first);
  }
  bool victim(const Position& pos, Square by, Square t) const {
    return adjacent(by, t) && !pos.empty(t) && pos.at(t).kind() == kStepper && pos.at(t).side() != pos.at(by).side();
  }
  Refusal admit(const Position& pos, const Action& a) const override {
    if (!own_unit(variant(), pos, a.from) || pos.at(a.from).kind() != kStepper) return "testbed/control.who";
    if (!victim(pos, a.from, a.to) || a.path_size() != 1) return "testbed/control.target";
    const Square dest = a.path_at(0);
    if (!adjacent(a.to, dest) || !pos.empty(dest)) return "testbed/control.step";
    return variant().may_enter(pos, {pos.id_at(a.to), a.to, dest, Carried::kOwnMove});
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    variant().carry(pos, {pos.id_at(a.to), a.to, a.path_at(0), Carried::kOwnMove}, trace);
    fire(trace, "testbed/control.moves-enemy");
  }
  std::vector<std::string_view> clauses() const override {
    return {"testbed/control.who", "testbed/control.target", "testbed/control.step", "testbed/control.moves-enemy"};
  }
};

}  // namespace

std::unique_ptr<Mechanic> mind_control() { return std::make_unique<MindControl>(); }

}  // namespace arbiter::testbed
