// Pushing: a stepper pushes the orthogonally adjacent standing unit one square further on, onto an empty
// square; whatever the pushed unit holds goes with it.
#include "model/testbed/ability.h"

namespace arbiter::testbed {
namespace {

class Pushing final : public AbilityMechanic {
 public:
  Pushing() : AbilityMechanic("pushing", "push") {}
  void generate(const Position& pos, ActionList& out) const override {
    const Geometry& g = pos.geometry();
    const size_t first = out.size();
    for (Square s : g.squares())
      if (own_unit(variant(), pos, s) && pos.at(s).kind() == kStepper)
        for (auto [df, dr] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}})
          if (auto t = g.step(s, df, dr); t && !pos.empty(*t)) out.push_back(make(s, *t));
    keep_admitted(*this, pos, out, first);  // a push with room beyond
  }
  Refusal admit(const Position& pos, const Action& a) const override {
    if (!own_unit(variant(), pos, a.from) || pos.at(a.from).kind() != kStepper) return "testbed/push.who";
    if (!orthogonal(a.from, a.to) || pos.empty(a.to)) return "testbed/push.adjacent-unit";
    auto beyond = pos.geometry().step(a.to, file_of(a.to) - file_of(a.from), rank_of(a.to) - rank_of(a.from));
    if (!beyond || !pos.empty(*beyond)) return "testbed/push.destination-empty";
    return variant().may_enter(pos, {pos.id_at(a.to), a.to, *beyond, Carried::kPushed});
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    Square beyond = *pos.geometry().step(a.to, file_of(a.to) - file_of(a.from), rank_of(a.to) - rank_of(a.from));
    variant().carry(pos, {pos.id_at(a.to), a.to, beyond, Carried::kPushed}, trace);
    fire(trace, "testbed/push.moves");
  }
  std::vector<std::string_view> clauses() const override {
    return {"testbed/push.who", "testbed/push.adjacent-unit", "testbed/push.destination-empty", "testbed/push.moves"};
  }
};

}  // namespace

std::unique_ptr<Mechanic> pushing() { return std::make_unique<Pushing>(); }

}  // namespace arbiter::testbed
