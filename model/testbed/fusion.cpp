// Fusion: a stepper joins a touching friendly stepper or dragon; it is held by it (the last in is held last)
// and the fused stack moves as one unit, each member keeping its id and attributes. The stack moves, captures
// and acts as any of its members (an OccupancyRule lending the members' kinds to their holder: a stepper
// holding a dragon may blast). A box holds its content without lending it anything.
#include "model/testbed/ability.h"

namespace arbiter::testbed {
namespace {

class Fusion final : public AbilityMechanic, public OccupancyRule {
 public:
  Fusion() : AbilityMechanic("fusion", "fuse") {}
  static bool fusable(Kind k) { return k == kStepper || k == kDragon; }
  void generate(const Position& pos, ActionList& out) const override {
    for (Square s : pos.geometry().squares())
      if (own_unit(variant(), pos, s) && pos.at(s).kind() == kStepper)
        for (Square t : pos.geometry().squares())
          if (adjacent(s, t) && own_unit(variant(), pos, t) && fusable(pos.at(t).kind())) out.push_back(make(s, t));
  }
  Refusal admit(const Position& pos, const Action& a) const override {
    if (!own_unit(variant(), pos, a.from) || pos.at(a.from).kind() != kStepper) return "testbed/fusion.who";
    if (!adjacent(a.from, a.to) || !own_unit(variant(), pos, a.to) || !fusable(pos.at(a.to).kind())) return "testbed/fusion.partner";
    return {};
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    UnitId holder = pos.id_at(a.to);
    pos.add(pos.lift(a.from), Place::held(holder));
    fire(trace, "testbed/fusion.join");
  }
  bool lends_kinds(const Position& pos, UnitId holder) const override {
    auto place = pos.locate(holder);
    const Kind k = !place ? kNoKind : place->layer == Layer::kStanding ? pos.at(place->square).kind() : pos.layered_unit(holder)->piece.kind();
    return fusable(k);
  }
  std::vector<std::string_view> clauses() const override { return {"testbed/fusion.who", "testbed/fusion.partner", "testbed/fusion.join"}; }
};

}  // namespace

std::unique_ptr<Mechanic> fusion() { return std::make_unique<Fusion>(); }

}  // namespace arbiter::testbed
