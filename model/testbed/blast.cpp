// Blast: a dragon (or a stack one of whose kinds is a dragon, Occupancy::kinds) takes every enemy unit standing on the eight squares around it, in one action (blast@e4):
// several victims, removed one by one in the order of the board's squares (a1, b1, ... h8), each told to the
// mechanics with the dragon as the unit that took it (MechanicVariant::capture). Needs at least one victim.
#include "model/testbed/ability.h"

namespace arbiter::testbed {
namespace {

class Blast final : public AbilityMechanic {
 public:
  Blast() : AbilityMechanic("blast", "blast") {}
  bool dragon(const Position& pos, Square s) const { return variant().occupancy().kinds(pos, s).contains(kDragon); }
  std::vector<UnitId> victims(const Position& pos, Square at) const {
    std::vector<UnitId> out;
    for (Square s : pos.geometry().squares())
      if (adjacent(at, s) && !pos.empty(s) && pos.at(s).side() != pos.at(at).side()) out.push_back(pos.id_at(s));
    return out;
  }
  void generate(const Position& pos, ActionList& out) const override {
    variant().controlled(pos).for_each([&](Square s) {
      if (dragon(pos, s) && !victims(pos, s).empty()) out.push_back(make(s, s));
    });
  }
  Refusal admit(const Position& pos, const Action& a) const override {
    if (!own_unit(variant(), pos, a.from) || !dragon(pos, a.from) || a.to != a.from) return "testbed/blast.who";
    if (victims(pos, a.from).empty()) return "testbed/blast.victims";
    return {};
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    variant().capture(pos, victims(pos, a.from), pos.id_at(a.from), trace);
    fire(trace, "testbed/blast.takes-all");
  }
  std::vector<std::string_view> clauses() const override {
    return {"testbed/blast.who", "testbed/blast.victims", "testbed/blast.takes-all"};
  }
};

}  // namespace

std::unique_ptr<Mechanic> blast() { return std::make_unique<Blast>(); }

}  // namespace arbiter::testbed
