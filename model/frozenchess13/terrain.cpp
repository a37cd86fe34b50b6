// Terrain levels (the document's "Terrain level"): "Any non-pawn unit can change the elevation of his square by
// one level(+/-1)" (terrain.change-level), a special move written raise@SQ or lower@SQ; "Max/Min level is
// +63/-63" (terrain.limits). What levels do to a route is the ground's (ground.h): "Movement cannot climb"
// (terrain.no-climb), "from higher to lower/equal square elevation is allowed" (terrain.descend), the one
// lowered square a path may pass over with the unit inside it (terrain.pit-bypass), and the ranged attack
// that may go uphill (terrain.uphill-special: the cannon's shot). This mechanic owns the level state, the
// level change, and names those rules when they act.
//
// Readings: terrain.change-cost = whole-move (the change is the player's move: a special move, so not during a
// double move or multimove, advanced.no-abilities); king.immunity-own-use = hostile-and-foreign-only (the king
// uses no generic ability: king.immunity refuses it; hostile-only lets the king change its square's level).
// State: level:SQ=N (-63..63 under terrain.limits' value; 0 is not written).
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {
namespace {

class Terrain final : public FrozenMechanic, public MoveListener, public CaptureListener, public TypeScope {
 public:
  Terrain(const Board& b, bool king_may_change, int max_level, KindSet units)
      : FrozenMechanic("terrain", b), king_may_change_(king_may_change), max_level_(max_level), units_(units) {}

  void declare(Declaration& d) override { level_ = d.attribute({"level", Scope::kSquare, -max_level_, max_level_}); }
  bool owns(const Action& a) const override { return is_ability(a, kRaise) || is_ability(a, kLower); }

  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square s) {
      const Kind k = p.at(s).kind();
      if (!units_.contains(k) || (board().special_immune(k) && !king_may_change_)) return;
      const int level = p.attribute(level_, s);
      if (level < max_level_) out.push_back(action(kRaise, s));
      if (level > -max_level_) out.push_back(action(kLower, s));
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.to != a.from || a.path_size()) return kNoSuchAction;
    const Kind k = p.at(a.from).kind();
    if (!units_.contains(k)) return clause::kTerrainChangeLevel;  // "Any non-pawn unit"
    if (board().special_immune(k) && !king_may_change_) return clause::kKingImmunity;
    const int level = p.attribute(level_, a.from) + (a.ability == kRaise ? 1 : -1);
    if (level > max_level_ || level < -max_level_) return clause::kTerrainLimits;
    return {};
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    p.set_attribute(level_, a.from, p.attribute(level_, a.from) + (a.ability == kRaise ? 1 : -1));
    fire(trace, clause::kTerrainChangeLevel);
    fire(trace, clause::kChangelogTerrainLevels);
  }

  // Names the ground's rules when a move obeyed them on uneven ground.
  void moved(Position& p, const Moved& m, Trace* trace) const override {
    if (!trace || p.marked(level_).empty()) return;
    const bool descended = p.attribute(level_, m.to) < p.attribute(level_, m.from);
    if (descended) fire(trace, clause::kTerrainDescend);
    if (m.route.bypassed) fire(trace, clause::kTerrainPitBypass);
    // The changelog's same rules: "can only move to lower/equal elevation ... the unit can bypass it".
    if (descended || m.route.bypassed) fire(trace, clause::kChangelogNoClimb);
  }
  void captured(Position& p, const Capture& c, Trace* trace) const override {
    if (trace && c.by != c.where && p.attribute(level_, c.where) > p.attribute(level_, c.by))
      fire(trace, clause::kTerrainUphillSpecial);  // a ranged attack uphill
  }

  std::vector<std::string_view> clauses() const override {
    return {clause::kTerrainChangeLevel, clause::kTerrainLimits,        clause::kTerrainNoClimb,
            clause::kTerrainDescend,     clause::kTerrainPitBypass,     clause::kTerrainUphillSpecial,
            clause::kChangelogTerrainLevels, clause::kChangelogNoClimb, clause::kKingImmunity};
  }

 private:
  static Action action(Ability ab, Square s) { return Action::ability_use(ab, s, s); }
  bool king_may_change_;  // king.immunity-own-use = hostile-only
  int max_level_;         // terrain.limits: "Max/Min level is +63/-63" (the catalog's value)
  int level_ = -1;
  KindSet units_;  // terrain.change-level: "Any non-pawn unit"
};

}  // namespace

std::unique_ptr<Mechanic> terrain(const Board& b, bool king_may_change, int max_level, KindSet units) {
  return std::make_unique<Terrain>(b, king_may_change, max_level, units);
}

}  // namespace arbiter::frozenchess13
