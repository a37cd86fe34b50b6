// Multimove: a unit with a multimove award (multimove@e4=N, frozenchess13's word) may make up to N king
// steps in one turn, each an action of its own (run@e4>e5: onto a touching empty square), and ends its turn
// with a pass (0000), allowed only while it stands on a goal square (goal:e4=1). While it runs nothing else
// acts. A turn of several actions is complete only if the runner ends on a goal, so a step after which no
// goal is within the steps left is illegal: the core's completion search (MechanicVariant::completable)
// decides it, and tests/completion_test.cpp counts what that search visits. State: multimove@sq (the award,
// travels with the unit), ran@sq (the steps it made this turn, cleared at turn end), goal:sq.
#include <algorithm>
#include <cstdlib>

#include "model/testbed/ability.h"

namespace arbiter::testbed {
namespace {

class Multimove final : public AbilityMechanic, public CompletionOrder {
 public:
  Multimove() : AbilityMechanic("multimove", "run") {}
  void declare_state(Declaration& d) override {
    award_ = d.attribute({"multimove", Scope::kPiece, 0, 99});
    ran_ = d.attribute({"ran", Scope::kPiece, 0, 99});
    goal_ = d.attribute({"goal", Scope::kSquare, 0, 1});
  }
  bool owns(const Action& a) const override { return a.type == ActionType::kPass || AbilityMechanic::owns(a); }

  // The unit running this turn (it made a step), or kNoSquare.
  Square runner(const Position& pos) const {
    SquareSet running = pos.marked(ran_);
    Square s = kNoSquare;
    running.for_each([&](Square r) { s = r; });  // at most one: refused otherwise (multimove.one-runner)
    return s;
  }

  void generate(const Position& pos, ActionList& out) const override {
    Square running = runner(pos);
    if (running != kNoSquare && pos.attribute(goal_, running)) out.push_back(Action::pass());
    for (Square s : pos.geometry().squares()) {
      if (!own_unit(variant(), pos, s) || (running != kNoSquare && s != running)) continue;
      if (pos.attribute(ran_, s) >= pos.attribute(award_, s)) continue;
      for (Square t : pos.geometry().squares())
        if (adjacent(s, t) && pos.empty(t)) out.push_back(make(s, t));
    }
  }
  Refusal admit(const Position& pos, const Action& a) const override {
    Square running = runner(pos);
    if (a.type == ActionType::kPass) {
      if (running == kNoSquare) return kNoSuchAction;
      return pos.attribute(goal_, running) ? Refusal() : "testbed/multimove.ends-on-goal";
    }
    if (!own_unit(variant(), pos, a.from) || pos.attribute(award_, a.from) == 0) return "testbed/multimove.unit";
    if (running != kNoSquare && running != a.from) return "testbed/multimove.one-runner";
    if (pos.attribute(ran_, a.from) >= pos.attribute(award_, a.from)) return "testbed/multimove.steps-left";
    if (!adjacent(a.from, a.to) || !pos.empty(a.to) || a.path_size()) return "testbed/multimove.step";
    return variant().may_enter(pos, {pos.id_at(a.from), a.from, a.to});
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    if (a.type == ActionType::kPass) {
      fire(trace, "testbed/multimove.ends-on-goal");
      return;
    }
    int ran = pos.attribute(ran_, a.from);
    variant().carry(pos, {pos.id_at(a.from), a.from, a.to, Carried::kOwnMove}, trace);
    pos.set_attribute(ran_, a.to, ran + 1);
    fire(trace, "testbed/multimove.step");
  }
  // While a unit runs, only its steps and the pass that ends the run.
  Refusal forbids(const Position& pos, const Action& a) const override {
    Square running = runner(pos);
    if (running == kNoSquare || a.type == ActionType::kPass || (owns(a) && a.from == running)) return {};
    return "testbed/multimove.runner-only";
  }
  bool continues_turn(const Position&, const Action& a) const override { return AbilityMechanic::owns(a); }
  void turn_end(Position& pos, Trace*) const override {
    pos.marked(ran_).for_each([&](Square s) { pos.set_attribute(ran_, s, 0); });
  }

  // Cheap ordering for the completion search: the pass first, then steps nearer a goal (king distance).
  void order_for_completion(const Position& pos, ActionList& candidates) const override {
    SquareSet goals = pos.marked(goal_);
    if (goals.empty()) return;
    auto distance = [&](const Action& a) {
      if (a.type == ActionType::kPass) return -1;
      int best = 99;
      goals.for_each([&](Square g) {
        best = std::min(best, std::max(std::abs(file_of(g) - file_of(a.to)), std::abs(rank_of(g) - rank_of(a.to))));
      });
      return best;
    };
    std::stable_sort(candidates.begin(), candidates.end(),
                     [&](const Action& x, const Action& y) { return distance(x) < distance(y); });
  }

  std::vector<std::string_view> clauses() const override {
    return {"testbed/multimove.unit", "testbed/multimove.one-runner", "testbed/multimove.steps-left",
            "testbed/multimove.step", "testbed/multimove.ends-on-goal", "testbed/multimove.runner-only"};
  }

 private:
  int award_ = -1, ran_ = -1, goal_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> multimove() { return std::make_unique<Multimove>(); }

}  // namespace arbiter::testbed
