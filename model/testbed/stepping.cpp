// Stepping: kings, steppers and dragons move one square in any direction, onto an empty square or capturing
// an enemy unit; shadows (ethereal units) step too, through standing units, never onto another shadow.
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
  }
  static bool mover(Kind k) { return k == kKing || k == kStepper || k == kDragon; }
  void generate(const Position& pos, ActionList& out) const override {
    const Geometry& g = pos.geometry();
    const size_t first = out.size();
    for (Square s : g.squares()) {
      if (own_unit(pos, s) && mover(pos.at(s).kind()))
        for (auto [df, dr] : kDelta)
          if (auto t = g.step(s, df, dr)) out.push_back(Action::move(s, *t));
    }
    for (const Unit& u : pos.layered())
      if (u.place.layer == Layer::kEthereal && u.piece.side() == pos.side_to_move())
        for (auto [df, dr] : kDelta)
          if (auto t = g.step(u.place.square, df, dr)) {
            Action a = Action::move(u.place.square, *t);
            a.push_path(u.place.square);  // a shadow's step names its start twice: e4e4f5 (the ethereal layer)
            out.push_back(a);
          }
    keep_admitted(*this, pos, out, first);  // not onto its own units, not paralysed, where it may enter
  }
  bool owns(const Action& a) const override { return a.type == ActionType::kMove; }
  static bool shadow_step(const Action& a) { return a.path_size() == 1 && a.path_at(0) == a.from; }
  Refusal admit(const Position& pos, const Action& a) const override {
    if (shadow_step(a)) {
      if (pos.in(Place::ethereal(a.from)).empty()) return "testbed/stepping.unit";
      if (!pos.in(Place::ethereal(a.to)).empty()) return "testbed/shadow.one-per-square";
      return variant().may_enter(pos, {pos.in(Place::ethereal(a.from)).front()->id, a.from, a.to});
    }
    if (a.path_size() != 0 || !own_unit(pos, a.from) || !mover(pos.at(a.from).kind())) return "testbed/stepping.unit";
    if (!pos.empty(a.to) && pos.at(a.to).side() == pos.side_to_move()) return "testbed/stepping.own-unit";
    if (pos.attribute(paralysis_, a.from) > 0) return "testbed/paralysis.no-action";
    return variant().may_enter(pos, {pos.id_at(a.from), a.from, a.to});
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    if (shadow_step(a)) {
      Unit u = pos.take(pos.in(Place::ethereal(a.from)).front()->id);
      pos.add(std::move(u), Place::ethereal(a.to));
      fire(trace, "testbed/shadow.step");
      return;
    }
    if (!pos.empty(a.to)) {
      variant().remove_unit(pos, a.to, trace);
      fire(trace, "testbed/stepping.capture");
    }
    variant().carry(pos, {pos.id_at(a.from), a.from, a.to, Carried::kOwnMove}, trace);
  }
  Refusal forbids(const Position& pos, const Action& a) const override {
    // No unit acts while paralysed, whatever the action (the ability's origin is `from`).
    if (a.type == ActionType::kAbility && !pos.empty(a.from) && pos.attribute(paralysis_, a.from) > 0)
      return "testbed/paralysis.no-action";
    return {};
  }
  std::vector<std::string_view> clauses() const override {
    return {"testbed/stepping.unit", "testbed/stepping.own-unit", "testbed/stepping.capture", "testbed/shadow.step",
            "testbed/shadow.one-per-square", "testbed/paralysis.no-action"};
  }

 private:
  int paralysis_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> stepping() { return std::make_unique<Stepping>(); }

}  // namespace arbiter::testbed
