// Loop: a stepper is given a loop, declared as one action with its plan of steps (loop@e4{e4f5,f5f4,f4e4}):
// each step goes to a touching square, the first from the unit's square, the last back to it, at most 16.
// From then on the player no longer controls it: before each of its owner's turns it takes the next step of
// its loop, waiting while the next square is occupied. The loop is state on its squares: loop-next:sq (the
// next square + 1) and loop-owner:sq (the looping unit, by id).
#include "model/testbed/ability.h"

namespace arbiter::testbed {
namespace {

class Loop final : public AbilityMechanic {
 public:
  Loop() : AbilityMechanic("loop", "loop") {}
  void declare_state(Declaration& d) override {
    next_ = d.attribute({"loop-next", Scope::kSquare, 0, 256});
    owner_ = d.attribute({"loop-owner", Scope::kSquare, 0, 32767, true});
  }
  // Candidates: the smallest loop, a step out and back, for every stepper (the plan space is too large
  // to list; any other loop is checked when it is given).
  void generate(const Position& pos, ActionList& out) const override {
    const Geometry& g = pos.geometry();
    for (Square s : g.squares())
      if (own_unit(pos, s) && pos.at(s).kind() == kStepper && !looping(pos, s))
        if (auto t = g.step(s, 1, 0)) {
          Action a = make(s, s);
          a.set_plan({Action::move(s, *t), Action::move(*t, s)});
          out.push_back(a);
        }
  }
  bool looping(const Position& pos, Square s) const { return pos.attribute(owner_, s) == pos.id_at(s) && !pos.empty(s); }
  Refusal admit(const Position& pos, const Action& a) const override {
    if (!own_unit(pos, a.from) || pos.at(a.from).kind() != kStepper || a.to != a.from) return "testbed/loop.who";
    const auto& plan = a.plan();
    if (plan.empty() || plan.size() > 16) return "testbed/loop.length";
    Square at = a.from;
    for (const Action& step : plan) {
      if (step.type != ActionType::kMove || step.from != at || !adjacent(step.from, step.to) || step.path_size())
        return "testbed/loop.steps";
      if (step.to != a.from && pos.attribute(owner_, step.to) != 0) return "testbed/loop.squares-free";
      at = step.to;
    }
    if (at != a.from) return "testbed/loop.closed";
    return {};
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    UnitId unit = pos.id_at(a.from);
    for (const Action& step : a.plan()) {
      pos.set_attribute(next_, step.from, step.to + 1);
      pos.set_attribute(owner_, step.from, unit);
    }
    fire(trace, "testbed/loop.declared");
  }
  Refusal forbids(const Position& pos, const Action& a) const override {
    if (a.type != ActionType::kPass && a.type != ActionType::kChance && a.type != ActionType::kDrop && looping(pos, a.from))
      return "testbed/loop.no-control";
    return {};
  }
  void turn_start(Position& pos, Trace* trace) const override {
    std::vector<Square> loopers;
    for (Square s : pos.geometry().squares())
      if (looping(pos, s) && pos.at(s).side() == pos.side_to_move()) loopers.push_back(s);
    for (Square s : loopers) {
      Square to = pos.attribute(next_, s) - 1;
      if (!pos.empty(to)) continue;  // waits while its path is blocked
      variant().carry(pos, {pos.id_at(s), s, to, Carried::kOwnMove}, trace);
      fire(trace, "testbed/loop.steps-each-turn");
    }
  }
  std::vector<std::string_view> clauses() const override {
    return {"testbed/loop.who", "testbed/loop.length", "testbed/loop.steps", "testbed/loop.squares-free",
            "testbed/loop.closed", "testbed/loop.declared", "testbed/loop.no-control", "testbed/loop.steps-each-turn"};
  }

 private:
  int next_ = -1, owner_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> loop() { return std::make_unique<Loop>(); }

}  // namespace arbiter::testbed
