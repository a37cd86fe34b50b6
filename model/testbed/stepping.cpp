// Stepping: kings, steppers and dragons (a stack: any of its kinds, Occupancy::kinds) move one square in any
// direction, onto an empty square or capturing an enemy unit; shadows (ethereal units) step too, named by
// their address (e4[e1]f5: the core's Selector), onto squares standing units or other shadows share, never
// where the occupancy blocks them (a tomb). What each meets is Occupancy::landing's answer. A capture of a
// stack may name the member it aims at (d3e4[h1]): the whole stack is taken, each member told apart
// (MechanicVariant::remove).
// Only units the acting side controls act (MechanicVariant::controls: a looping unit is nobody's).
// A paralysed unit (attribute "paralysis", a clock of its owner's turns) may not act.
#include "model/testbed/testbed.h"

namespace arbiter::testbed {
namespace {

constexpr int kDelta[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

class Stepping final : public Mechanic {
 public:
  Stepping() : Mechanic("stepping") {}
  void declare(Declaration& d) override {
    paralysis_ = d.attribute({"paralysis", Scope::kPiece, 0, 99});
    d.clock(paralysis_, ClockTick::kOwnerTurn);
    d.addresses_units();
  }
  bool mover(const Position& pos, Square s) const {
    const KindSet k = variant().occupancy().kinds(pos, s);
    return k.contains(kKing) || k.contains(kStepper) || k.contains(kDragon);
  }
  void generate(const Position& pos, ActionList& out) const override {
    const Geometry& g = pos.geometry();
    const size_t first = out.size();
    variant().controlled(pos).for_each([&](Square s) {
      if (mover(pos, s))
        for (auto [df, dr] : kDelta)
          if (auto t = g.step(s, df, dr)) out.push_back(Action::move(s, *t));
    });
    for (const Unit& u : pos.layered())
      if (u.place.layer == Layer::kEthereal)
        for (auto [df, dr] : kDelta)
          if (auto t = g.step(u.place.square, df, dr)) {
            Action a = Action::move(u.place.square, *t);
            a.actor = pos.address_of(u.id)->selector;
            out.push_back(a);
          }
    // Captures aimed at one member of an enemy stack.
    const size_t plain = out.size();
    for (size_t i = first; i < plain; ++i) {
      const Action m = out[i];
      if (!m.actor.is_standing() || pos.empty(m.to)) continue;
      const size_t members = pos.held_under(pos.id_at(m.to)).size();
      for (size_t k = 0; k < members && k <= Selector::kMaxIndex; ++k) {
        Action aimed = m;
        aimed.target = Selector::of(Layer::kHeld, static_cast<int>(k));
        out.push_back(aimed);
      }
    }
    keep_admitted(*this, pos, out, first);  // not onto its own units, not paralysed, where it may enter
  }
  bool owns(const Action& a) const override { return a.type == ActionType::kMove; }
  Refusal admit(const Position& pos, const Action& a) const override {
    const UnitId unit = pos.unit_at(a.actor_address());
    if (a.path_size() != 0 || unit == kNoUnit || !variant().controls(pos, a.actor_address())) return "testbed/stepping.unit";
    const Occupancy& occupancy = variant().occupancy();
    if (a.actor.layer() == Layer::kEthereal) {  // a shadow: a touching square, shared with whatever is there
      if (!a.target.is_standing()) return "testbed/stepping.unit";
      const Side side = pos.layered_unit(unit)->piece.side();
      if (occupancy.landing(pos, a.target_address(), Layer::kEthereal, side) == Occupancy::Landing::kBlocked)
        return "testbed/shadow.blocked";
      return variant().may_enter(pos, {unit, a.from, a.to, Carried::kOwnMove, Layer::kEthereal});
    }
    if (!a.actor.is_standing() || !mover(pos, a.from)) return "testbed/stepping.unit";
    if (occupancy.landing(pos, a.target_address(), Layer::kStanding, pos.at(a.from).side()) == Occupancy::Landing::kBlocked)
      return "testbed/stepping.own-unit";
    if (!a.target.is_standing() && (a.target.layer() != Layer::kHeld || pos.empty(a.to))) return "testbed/stepping.unit";
    if (pos.attribute(paralysis_, a.from) > 0) return "testbed/paralysis.no-action";
    return variant().may_enter(pos, {unit, a.from, a.to});
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    const UnitId unit = pos.unit_at(a.actor_address());
    if (a.actor.layer() == Layer::kEthereal) {
      variant().carry(pos, {unit, a.from, a.to, Carried::kOwnMove, Layer::kEthereal}, trace);
      fire(trace, "testbed/shadow.step");
      return;
    }
    if (const UnitId victim = variant().occupancy().victim(pos, a.target_address(), Layer::kStanding); victim != kNoUnit) {
      if (!a.target.is_standing()) fire(trace, "testbed/stepping.member-aimed");  // the stack goes whole
      variant().remove(pos, victim, unit, trace);
      fire(trace, "testbed/stepping.capture");
    }
    variant().carry(pos, {unit, a.from, a.to, Carried::kOwnMove}, trace);
  }
  Refusal forbids(const Position& pos, const Action& a) const override {
    // No unit acts while paralysed, whatever the action (the ability's origin is `from`).
    if (a.type == ActionType::kAbility && !pos.empty(a.from) && pos.attribute(paralysis_, a.from) > 0)
      return "testbed/paralysis.no-action";
    return {};
  }
  std::vector<std::string_view> clauses() const override {
    return {"testbed/stepping.unit", "testbed/stepping.own-unit", "testbed/stepping.capture", "testbed/shadow.step",
            "testbed/stepping.member-aimed", "testbed/shadow.blocked", "testbed/paralysis.no-action"};
  }

 private:
  int paralysis_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> stepping() { return std::make_unique<Stepping>(); }

}  // namespace arbiter::testbed
