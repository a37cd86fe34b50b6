// Portal: a stepper teleports to its mirror square (file f -> 7-f, rank r -> 7-r), carrying the units bound
// to it by the same displacement; every destination must be empty (else the bind refuses it).
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
  std::optional<std::vector<std::pair<Square, Square>>> moves(const Position& pos, Square s) const {
    Square to = mirror(s);
    int df = file_of(to) - file_of(s), dr = rank_of(to) - rank_of(s);
    std::vector<std::pair<Square, Square>> out{{s, to}};
    for (UnitId partner : pos.related(bound_, pos.id_at(s))) {
      Square from = pos.square_of(partner);
      auto dest = pos.geometry().step(from, df, dr);
      if (!dest) return std::nullopt;
      out.emplace_back(from, *dest);
    }
    for (const auto& move : out) {
      Square dest = move.second;  // not a structured binding: clang 14 cannot capture one in a lambda
      bool vacated = std::any_of(out.begin(), out.end(), [&](auto& m) { return m.first == dest; });
      if (!pos.empty(dest) && !vacated) return std::nullopt;
    }
    return out;
  }
  void generate(const Position& pos, ActionList& out) const override {
    const size_t first = out.size();
    for (Square s : pos.geometry().squares())
      if (own_unit(pos, s) && pos.at(s).kind() == kStepper) out.push_back(make(s, s));
    keep_admitted(*this, pos, out, first);  // a teleport whose destinations are vacant
  }
  Refusal admit(const Position& pos, const Action& a) const override {
    if (!own_unit(pos, a.from) || pos.at(a.from).kind() != kStepper || a.to != a.from) return "testbed/portal.who";
    if (!moves(pos, a.from)) return "testbed/bind.destination-vacant";
    return {};
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    auto all = *moves(pos, a.from);
    std::vector<std::pair<Unit, Square>> lifted;
    for (auto& [from, dest] : all) lifted.emplace_back(pos.lift(from), dest);
    for (auto& [unit, dest] : lifted) pos.stand(dest, std::move(unit));
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
