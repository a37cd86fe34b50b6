// Morph (morph.transform, morph.no-kings-pawns, morph.paralysis, morph.state-restriction, morph.reset-stats,
// morph.immortal-limit; range-extension.morph-reset): "Morph - Any unit which is not threatened by enemy
// units(not in capture area for single move), can transform into another unit (with exception of Kings/pawns
// which cannot use Morph or be transformed into). The new unit will be in paralysis for 18 moves(bypasses
// paralysis immunity).. Paralyzed,fused,dead,trapped units cannot morph(only normal state units). Morph resets
// all unit stats to default(as if new unit was created in its place). Restrictions: Morph is restricted for
// immortal units, max 16 immortal units can exist at same time(e.g. 16frogs)."
// Written morph-KIND@S (one ability per kind the unit may become: morph-rook@d4, morph-queen@d4, ...):
//  - the unit on S, neither a king nor a pawn, no enemy unit threatens (board.h: the enemy's capture reach in
//    one move, Kind Immunity applied) and not paralysed (any paralysis: an action's, an aura's, a trap's, a
//    syzygy lock; "fused" and "dead" units are not standing units that could act), becomes a unit of another
//    kind, neither king nor pawn (morph.targets = regular-kinds-any-number: the 13 regular kinds, a second queen
//    too);
//  - it stays the same unit on S (its id: relations to it hold) but every stat of a unit is reset to a new
//    unit's ("as if new unit was created in its place"): its range, CRR, stay and other unit attributes are 0
//    again (morph.range-reset = reset-always: range-extension.morph-reset's case, a non-rider, is one of them;
//    rider-keeps-range: a unit that becomes a rider keeps its range extension and CRR, range.cpp's attributes);
//  - then it is paralysed for the catalog's 18 moves, the Royal Guards' immunity bypassed (Paralysis' cost
//    flag; kings do not morph);
//  - into a frog (unit-type.immortal) only while the side has fewer than the catalog's 16 immortal units
//    (spawn.immortal-limit-scope = per-side; board-total: fewer than 16 on the board);
//  - not on a wall square (an assassin that climbed one): "as if new unit was created in its place", and a wall
//    square "cannot be landed on".
// A special move: the whole action, not inside a double move or multimove (advanced.no-abilities).
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/mechanics_acting.h"
#include "model/frozenchess13/unit_limits.h"
#include "model/frozenchess13/paralysis.h"

namespace arbiter::frozenchess13 {
namespace {

// The kinds a unit may become (morph.targets = regular-kinds-any-number), in the variant's kind order.
// Their names are the kinds' names of frozenchess13.cpp (the ability texts morph-rook ... morph-cannon).
struct Target {
  Kind kind;
  const char* name;
};
constexpr Target kTargets[] = {{kRook, "rook"},           {kKnight, "knight"},         {kBishop, "bishop"},
                               {kQueen, "queen"},         {kJester, "jester"},         {kChancellor, "chancellor"},
                               {kTemplar, "templar"},     {kDragon, "dragon"},         {kFrog, "frog"},
                               {kNightrider, "nightrider"}, {kAssassin, "assassin"},   {kCrossbowman, "crossbowman"},
                               {kCannon, "cannon"}};
constexpr int kTargetCount = static_cast<int>(std::size(kTargets));

class Morph final : public FrozenMechanic, public TypeScope {
 public:
  Morph(const Board& b, const Paralysis& paralysis, MorphParams params)
      : FrozenMechanic("morph", b), paralysis_(paralysis), p_(params) {}

  void declare(Declaration& d) override {
    for (int i = 0; i < kTargetCount; ++i) {
      const int index = d.ability(std::string("morph-") + kTargets[i].name);
      if (i == 0) first_ = index;
    }
  }
  bool owns(const Action& a) const override {
    return a.type == ActionType::kAbility && a.ability >= first_ && a.ability < first_ + kTargetCount;
  }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square s) {
      if (!unit_refusal(p, s).empty()) return;
      const int frogs = immortal_count(p, board().movement().params().types, p.at(s).side(), p_.board_total);
      for (int i = 0; i < kTargetCount; ++i)
        if (target_refusal(p.at(s).kind(), kTargets[i].kind, frogs).empty())
          out.push_back(Action::ability_use(static_cast<uint8_t>(first_ + i), s, s));
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size() || a.to != a.from) return kNoSuchAction;
    if (Refusal r = unit_refusal(p, a.from); !r.empty()) return r;
    return target_refusal(p.at(a.from).kind(), target(a), immortal_count(p, board().movement().params().types, p.at(a.from).side(), p_.board_total));
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire(trace, clause::kMorphTransform);
    fire(trace, clause::kMorphNoKingsPawns);
    fire(trace, clause::kMorphStateRestriction);
    const Kind kind = target(a);
    if (board().immortal(kind)) fire(trace, clause::kMorphImmortalLimit);
    p.transform(a.from, Piece(kind, p.at(a.from).side()));
    // "Morph resets all unit stats to default(as if new unit was created in its place)."
    // morph.range-reset = rider-keeps-range: a rider keeps its range (the extension's idle count and its CRR).
    const bool keep_range = p_.rider_keeps_range && crr_unit(kind);
    const auto& attributes = p.schema().attributes;
    for (size_t i = 0; i < attributes.size(); ++i) {
      const std::string& name = attributes[i].name;
      if (attributes[i].scope != Scope::kPiece || p.attribute(static_cast<int>(i), a.from) == 0) continue;
      if (keep_range && (name == "idle" || name == "crr-diagonal" || name == "crr-orthogonal")) continue;
      p.set_attribute(static_cast<int>(i), a.from, 0);
    }
    fire(trace, clause::kMorphResetStats);
    if (!crr_unit(kind)) fire(trace, clause::kRangeExtensionMorphReset);  // "if the unit morphed into is not a rider"
    if (paralysis_.paralyse(p, a.from, p_.paralysis, true, trace)) fire(trace, clause::kMorphParalysis);
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kMorphTransform, clause::kMorphNoKingsPawns, clause::kMorphParalysis, clause::kMorphStateRestriction,
            clause::kMorphResetStats, clause::kMorphImmortalLimit, clause::kRangeExtensionMorphReset};
  }

 private:
  Kind target(const Action& a) const { return kTargets[a.ability - first_].kind; }
  Refusal unit_refusal(const Position& p, Square s) const {
    const Kind k = p.at(s).kind();
    if (p_.excluded.contains(k)) return clause::kMorphNoKingsPawns;      // "cannot use Morph"
    if (board().paralysed(p, s)) return clause::kMorphStateRestriction;  // "only normal state units"
    if (board().threatened(p, s)) return clause::kMorphTransform;        // "not threatened by enemy units"
    // "as if new unit was created in its place": not on a wall square (an assassin that climbed), where no unit
    // may be placed (walls.path-squares: "cannot be landed on").
    return variant().may_enter(p, Step{p.id_at(s), s, s, Carried::kTeleported});
  }
  Refusal target_refusal(Kind from, Kind to, int immortals) const {
    if (to == from) return clause::kMorphTransform;  // "into another unit"
    if (p_.excluded.contains(to)) return clause::kMorphNoKingsPawns;  // "or be transformed into"
    if (board().immortal(to) && immortals >= p_.immortal_limit) return clause::kMorphImmortalLimit;
    return {};
  }

  const Paralysis& paralysis_;
  const MorphParams p_;
  int first_ = -1;  // the ability of morph-rook; the other kinds of kTargets follow
};

}  // namespace

std::unique_ptr<Mechanic> morph(const Board& b, const Paralysis& paralysis, MorphParams params) {
  return std::make_unique<Morph>(b, paralysis, params);
}

}  // namespace arbiter::frozenchess13
