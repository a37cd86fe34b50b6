// Earthquake (the document's "Earthquake ability"): "Exploding(3x3 kill zone cannot contain enemy units) any
// non-pawn/king unit to reset all terrain levels to 0." A special move written earthquake@UNIT: the player's
// own non-pawn, non-king unit explodes (earthquake.eligible-units), no enemy unit may stand in the 3x3 zone (the
// catalog's size) around it (earthquake.no-enemy-in-zone), and every level on the board goes back to 0 (earthquake.reset).
//
// Readings (points of model/frozenchess13/rules.xml):
//  - earthquake.kill-zone = friendly-die: the other friendly units of the zone die too; only-exploder: only the
//    exploding unit.
//  - explosion.immune-units = only-jester-bypasses: the explosion spares units that cannot be captured (a frog,
//    unit-type.immortal) and guarded units (Guards, protection.h); all-explosions-kill: it spares none. The
//    exploding unit itself dies, so a frog, which cannot be captured, cannot be the one exploded
//    (unit-type.immortal refuses it) under either reading.
//  - earthquake.flat-ground = always-legal: an earthquake when every level is 0 is legal (it only kills);
//    needs-a-level refuses it (earthquake.reset).
//  - earthquake.own-king-in-zone = illegal: the kill zone may not hold the player's own king either (a move
//    may not kill its own king); king-dies is not implemented.
// The dead leave the board through the variant (remove_unit): each gets a tomb on its square (tombs.h).
#include <vector>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {
namespace {

class Earthquake final : public FrozenMechanic, public TypeScope {
 public:
  Earthquake(const Board& b, EarthquakeParams params) : FrozenMechanic("earthquake", b), p_(params) {}

  void declare(Declaration& d) override { level_ = d.attribute({"level", Scope::kSquare, -p_.max_level, p_.max_level}); }
  bool owns(const Action& a) const override { return is_ability(a, kEarthquake); }

  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square s) {
      const Kind k = p.at(s).kind();
      if (eligible(k) && !board().immortal(k) && zone_refusal(p, s).empty() && level_refusal(p).empty()) out.push_back(action(s));
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.to != a.from || a.path_size()) return kNoSuchAction;
    if (board().immortal(p.at(a.from).kind())) return clause::kUnitTypeImmortal;
    if (!eligible(p.at(a.from).kind())) return clause::kEarthquakeEligibleUnits;
    if (Refusal r = level_refusal(p); !r.empty()) return r;
    return zone_refusal(p, a.from);
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    const Side us = p.at(a.from).side();
    std::vector<Square> dead{a.from};
    if (p_.friendly_die) {
      zone(a.from, [&](Square s) {
        if (s == a.from || p.empty(s) || p.at(s).side() != us) return;
        if (board().spared_by_explosion(p, s, p_.all_kill)) return;  // explosion.immune-units
        dead.push_back(s);
      });
    }
    for (Square s : dead) variant().remove_unit(p, s, trace);
    p.marked(level_).for_each([&](Square s) { p.set_attribute(level_, s, 0); });
    fire(trace, clause::kEarthquakeReset);
    fire(trace, clause::kChangelogEarthquake);
  }

  std::vector<std::string_view> clauses() const override {
    return {clause::kEarthquakeReset, clause::kEarthquakeNoEnemyInZone, clause::kEarthquakeEligibleUnits,
            clause::kChangelogEarthquake, clause::kUnitTypeImmortal};
  }

 private:
  bool eligible(Kind k) const { return p_.units.contains(k); }  // "any non-pawn/king unit"
  template <typename F>
  void zone(Square c, F&& f) const { for_each_in_box(board().geometry(), c, p_.radius, f); }
  // An enemy unit in the zone, or the player's own king there, forbids it.
  Refusal zone_refusal(const Position& p, Square c) const {
    const Side us = p.at(c).side();
    Refusal r;
    zone(c, [&](Square s) {
      if (p.empty(s) || s == c) return;
      if (p.at(s).side() != us || (p_.friendly_die && p.at(s).kind() == kKing)) r = clause::kEarthquakeNoEnemyInZone;
    });
    return r;
  }
  // earthquake.flat-ground = needs-a-level: an earthquake that resets no level is refused.
  Refusal level_refusal(const Position& p) const {
    return p_.needs_a_level && p.marked(level_).empty() ? clause::kEarthquakeReset : Refusal{};
  }
  static Action action(Square s) { return Action::ability_use(kEarthquake, s, s); }
  EarthquakeParams p_;
  int level_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> earthquake(const Board& b, EarthquakeParams params) {
  return std::make_unique<Earthquake>(b, params);
}

}  // namespace arbiter::frozenchess13
