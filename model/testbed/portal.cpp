// Portal: a stepper teleports to its mirror square (file f -> 7-f, rank r -> 7-r), carrying the units bound
// to it by the same displacement, each in its own layer (a bound unit that became a shadow travels as a
// shadow; a held one travels inside its holder); every standing unit's destination must be empty (else the
// bind refuses it). All are lifted, then set down, then each arrival told (Carried::kTeleported).
#include <optional>

#include "model/testbed/ability.h"

namespace arbiter::testbed {
namespace {

class Portal final : public AbilityMechanic {
 public:
  Portal() : AbilityMechanic("portal", "portal") {}
  void declare_state(Declaration& d) override { bound_ = d.relation("bound"); }
  static Square mirror(Square s) { return make_square(7 - file_of(s), 7 - rank_of(s)); }
  // The (from, to) of every unit the teleport moves, or nullopt when the bind forbids it.
  struct Move {
    UnitId unit;
    Square from, to;
    Layer layer;
  };
  std::optional<std::vector<Move>> moves(const Position& pos, Square s) const {
    Square to = mirror(s);
    int df = file_of(to) - file_of(s), dr = rank_of(to) - rank_of(s);
    std::vector<Move> out{{pos.id_at(s), s, to, Layer::kStanding}};
    for (UnitId partner : pos.related(bound_, pos.id_at(s))) {
      const Layer layer = pos.locate(partner)->layer;
      if (layer == Layer::kHeld || layer == Layer::kQueued) continue;  // it goes where its holder goes
      Square from = pos.square_of(partner);
      auto dest = pos.geometry().step(from, df, dr);
      if (!dest) return std::nullopt;
      out.push_back({partner, from, *dest, layer});
    }
    for (const Move& move : out) {
      if (move.layer != Layer::kStanding) continue;  // a shadow shares its destination
      const Square dest = move.to;
      bool vacated = std::any_of(out.begin(), out.end(), [&](const Move& m) { return m.layer == Layer::kStanding && m.from == dest; });
      if (!pos.empty(dest) && !vacated) return std::nullopt;
    }
    return out;
  }
  void generate(const Position& pos, ActionList& out) const override {
    const size_t first = out.size();
    for (Square s : pos.geometry().squares())
      if (own_unit(variant(), pos, s) && pos.at(s).kind() == kStepper) out.push_back(make(s, s));
    keep_admitted(*this, pos, out, first);  // a teleport whose destinations are vacant
  }
  Refusal admit(const Position& pos, const Action& a) const override {
    if (!own_unit(variant(), pos, a.from) || pos.at(a.from).kind() != kStepper || a.to != a.from) return "testbed/portal.who";
    if (!moves(pos, a.from)) return "testbed/bind.destination-vacant";
    return {};
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    auto all = *moves(pos, a.from);
    std::vector<std::pair<Unit, Square>> lifted;
    for (const Move& m : all)
      if (m.layer == Layer::kStanding) lifted.emplace_back(pos.lift(m.from), m.to);
    for (auto& [unit, dest] : lifted) pos.stand(dest, std::move(unit));
    for (const Move& m : all)
      if (m.layer == Layer::kEthereal) pos.relocate(m.unit, Place::ethereal(m.to));
    for (const Move& m : all) variant().arrive(pos, {m.unit, m.from, m.to, Carried::kTeleported, m.layer}, trace);
    fire(trace, "testbed/portal.teleport");
    if (all.size() > 1) fire(trace, "testbed/bind.carried");
  }
  std::vector<std::string_view> clauses() const override {
    return {"testbed/portal.who", "testbed/bind.destination-vacant", "testbed/portal.teleport", "testbed/bind.carried"};
  }

 private:
  int bound_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> portal() { return std::make_unique<Portal>(); }

}  // namespace arbiter::testbed
