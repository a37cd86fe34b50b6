// Rotation: the 2x2 block whose lower-left corner is named turns a quarter clockwise, if the mover has a unit
// in it; its units keep their ids, so relations between them survive the turn.
#include <array>

#include "model/testbed/ability.h"

namespace arbiter::testbed {
namespace {

class Rotation final : public AbilityMechanic {
 public:
  Rotation() : AbilityMechanic("rotation", "rotate") {}
  // lock@a=b: a pair locked together (frozenchess13's syzygy is such a relation); rotation keeps it.
  void declare_state(Declaration& d) override { d.relation("lock"); }
  // The block clockwise: top-left, top-right, bottom-right, bottom-left; each unit goes to the next.
  static std::array<Square, 4> ring(Square c) {
    int f = file_of(c), r = rank_of(c);
    return {make_square(f, r + 1), make_square(f + 1, r + 1), make_square(f + 1, r), make_square(f, r)};
  }
  static bool inside(Square c) { return file_of(c) < 7 && rank_of(c) < 7; }
  bool has_own(const Position& pos, Square c) const {
    for (Square s : ring(c))
      if (own_unit(variant(), pos, s)) return true;
    return false;
  }
  void generate(const Position& pos, ActionList& out) const override {
    for (Square s : pos.geometry().squares())
      if (inside(s) && has_own(pos, s)) out.push_back(make(s, s));
  }
  Refusal admit(const Position& pos, const Action& a) const override {
    if (!inside(a.from) || a.to != a.from) return "testbed/rotate.block";
    if (!has_own(pos, a.from)) return "testbed/rotate.own-unit";
    return {};
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    auto squares = ring(a.from);
    std::vector<std::pair<Unit, Square>> lifted;
    for (int i = 0; i < 4; ++i)
      if (!pos.empty(squares[i])) lifted.emplace_back(pos.lift(squares[i]), squares[(i + 1) % 4]);
    for (auto& [unit, dest] : lifted) pos.stand(dest, std::move(unit));
    fire(trace, "testbed/rotate.turns");
  }
  std::vector<std::string_view> clauses() const override {
    return {"testbed/rotate.block", "testbed/rotate.own-unit", "testbed/rotate.turns"};
  }
};

}  // namespace

std::unique_ptr<Mechanic> rotation() { return std::make_unique<Rotation>(); }

}  // namespace arbiter::testbed
