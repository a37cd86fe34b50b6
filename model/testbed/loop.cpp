// Loop: a stepper is given a loop, declared as one action with its plan of steps (loop@e4{e4f5,f5f4,f4e4}):
// each step goes to a touching square, the first from the unit's square, the last back to it, at most 16,
// none on another loop's squares. The loop is the unit's stored plan (Position::Plan "loop", written in the
// FEN as loop@e4=0{e4f5,f5f4,f4e4}, the 0 its next step), so it goes wherever the unit goes. From then on
// nobody controls the unit (a Control: MechanicVariant::controls says no to its owner): before each of its
// owner's turns it takes the next step of its loop, an automatic step judged and played by nobody through the
// variant's one legality path (MechanicVariant::play_automatic). It waits while the step is refused (the next
// square occupied, a wall: the refusing clause in the trace) or while it is off the step's square (carried
// away, it waits for nothing: the loop is its only thread).
#include "model/testbed/ability.h"

namespace arbiter::testbed {
namespace {

class Loop final : public AbilityMechanic, public Control {
 public:
  Loop() : AbilityMechanic("loop", "loop") {}
  void declare_state(Declaration& d) override { plan_ = d.plan("loop"); }
  // Candidates: the smallest loop, a step out and back, for every stepper (the plan space is too large
  // to list; any other loop is checked when it is given).
  void generate(const Position& pos, ActionList& out) const override {
    const Geometry& g = pos.geometry();
    const size_t first = out.size();
    variant().controlled(pos).for_each([&](Square s) {
      if (pos.at(s).kind() == kStepper)
        if (auto t = g.step(s, 1, 0)) {
          Action a = make(s, s);
          a.set_plan({Action::move(s, *t), Action::move(*t, s)});
          out.push_back(a);
        }
    });
    keep_admitted(*this, pos, out, first);  // not over another loop's squares
  }
  const Plan* loop_of(const Position& pos, UnitId unit) const { return unit == kNoUnit ? nullptr : pos.plan(plan_, unit); }
  bool looping(const Position& pos, Square s) const { return !pos.empty(s) && loop_of(pos, pos.id_at(s)); }
  void controller(const Position& pos, UnitId unit, bool& decided, std::optional<Side>& side) const override {
    if (!loop_of(pos, unit)) return;
    decided = true;
    side.reset();  // nobody
  }
  Refusal admit(const Position& pos, const Action& a) const override {
    if (!own_unit(variant(), pos, a.from) || pos.at(a.from).kind() != kStepper || a.to != a.from) return "testbed/loop.who";
    const auto& plan = a.plan();
    if (plan.empty() || plan.size() > 16) return "testbed/loop.length";
    Square at = a.from;
    for (const Action& step : plan) {
      if (step.type != ActionType::kMove || step.from != at || !adjacent(step.from, step.to) || step.path_size() ||
          !step.actor.is_standing() || !step.target.is_standing())
        return "testbed/loop.steps";
      if (on_a_loop(pos, step.to)) return "testbed/loop.squares-free";
      at = step.to;
    }
    if (at != a.from) return "testbed/loop.closed";
    return {};
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    pos.set_plan(plan_, pos.id_at(a.from), a.plan());
    fire(trace, "testbed/loop.declared");
  }
  Refusal forbids(const Position& pos, const Action& a) const override {
    const bool by_unit = a.type != ActionType::kPass && a.type != ActionType::kChance && a.type != ActionType::kDrop;
    if (!by_unit || !looping(pos, a.from)) return {};
    if (pos.acting_side()) return "testbed/loop.no-control";  // a player acting with it
    // Its own automatic step waits for a free square (it never captures).
    return !pos.empty(a.to) ? "testbed/loop.blocked" : Refusal{};
  }
  void turn_start(Position& pos, Trace* trace) const override {
    std::vector<UnitId> loopers;
    for (const Plan& p : pos.plans())
      if (p.kind == plan_ && pos.locate(p.unit)->layer == Layer::kStanding &&
          pos.at(pos.square_of(p.unit)).side() == pos.side_to_move())
        loopers.push_back(p.unit);
    for (UnitId unit : loopers) {
      const Plan& p = *loop_of(pos, unit);
      const Action step = p.steps[p.next];
      const int after = (p.next + 1) % static_cast<int>(p.steps.size());
      if (pos.square_of(unit) != step.from) {
        fire(trace, "testbed/loop.off-path");
        continue;
      }
      if (variant().play_automatic(pos, step, trace).legal) {
        if (loop_of(pos, unit)) pos.set_plan_next(plan_, unit, after);  // still in the game
        fire(trace, "testbed/loop.steps-each-turn");
      } else {
        fire(trace, "testbed/loop.waits");  // refused (its refusal is in the trace): it tries again next turn
      }
    }
  }
  std::vector<std::string_view> clauses() const override {
    return {"testbed/loop.who", "testbed/loop.length", "testbed/loop.steps", "testbed/loop.squares-free",
            "testbed/loop.closed", "testbed/loop.declared", "testbed/loop.no-control", "testbed/loop.steps-each-turn",
            "testbed/loop.waits", "testbed/loop.blocked", "testbed/loop.off-path"};
  }

 private:
  // Whether a square is on some loop's path.
  bool on_a_loop(const Position& pos, Square s) const {
    for (const Plan& p : pos.plans())
      if (p.kind == plan_)
        for (const Action& step : p.steps)
          if (step.from == s || step.to == s) return true;
    return false;
  }
  int plan_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> loop() { return std::make_unique<Loop>(); }

}  // namespace arbiter::testbed
