#include "model/testbed/testbed.h"

#include <algorithm>

namespace arbiter::testbed {
namespace {

class Testbed final : public MechanicVariant {
 public:
  Testbed() : MechanicVariant("testbed", Geometry(8, 8), Profile{}) {
    kinds_ = {{kKing, 'K', "king"}, {kStepper, 'N', "stepper"}, {kBox, 'X', "box"}, {kEgg, 'E', "egg"},
              {kDragon, 'D', "dragon"}};
    royal_ = kKing;
    // The list of mechanics, in the order the pipeline asks them.
    add(stepping());
    add(shadowing());
    add(boxing());
    add(pushing());
    add(fusion());
    add(binding());
    add(portal());
    add(flood());
    add(eggs());
    add(quickening());
    add(rotation());
    add(loop());
    add(multimove());
    add(blast());
    add(mind_control());
    add(monads());
    add(walls());
    add(king_capture());
    add(awards());
    add(tombs());  // last: every other mechanic has seen a victim before a tomb keeps it
    compose();
  }
  std::string start_fen() const override { return "4k3/8/8/8/8/8/8/4K3 w - - 0 1"; }
};

}  // namespace

std::unique_ptr<MechanicVariant> make_testbed() { return std::make_unique<Testbed>(); }

bool is_ability(const MechanicVariant& v, const Action& a, int ability) {
  return a.type == ActionType::kAbility && a.ability == ability && ability >= 0 &&
         static_cast<size_t>(ability) < v.abilities().size();
}

bool own_unit(const MechanicVariant& v, const Position& pos, Square s) { return v.controls(pos, {s, Selector::standing()}); }

void keep_admitted(const Mechanic& m, const Position& pos, ActionList& out, size_t first) {
  out.erase(std::remove_if(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
                           [&](const Action& a) { return !m.admit(pos, a).empty(); }),
            out.end());
}

}  // namespace arbiter::testbed
