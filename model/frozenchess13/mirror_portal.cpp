// Mirror Portal: "each square on board has a mirror square(mirroring:half-board rotated into another half) a
// non-pawn piece can teleport at will as special move" (mirror-portal.teleport; changelog.v12.mirror-portal-
// generic: every non-pawn unit), written portal@S>T, T the mirror of S. "Teleport(x,y) to Square(16-x,16-y)"
// (mirror-portal.formula) and "as if the white side board rotated 180deg and inserted in the black side"
// (mirror-portal.rotation) disagree: mirror-portal.coordinates = point-reflection plays the rotation (a1 <->
// p16, h8 <-> i9); literal-formula-1-based (a1 -> o15; file p and rank 16 have no mirror) and
// literal-formula-0-based (b2 -> p16; file a and rank 1 have none) play the formula.
// "if the mirror square is empty or tomb" (mirror-portal.target-empty): no unit stands there, and the
// mechanics that keep units off squares (walls) let the unit enter (may_enter); the unit arrives teleported
// (carry: a tomb's own arrival rule decides, mirror-portal.tomb-landing, with tombs). A special move: the
// player's whole action, not inside a double move or multimove (advanced.no-abilities); the teleporting unit
// acts (a paralysed or locked unit may not).
// cannon.self-move = cannon-never-self-moves: a cannon does not teleport (refused by cannon.immobile;
// generic-abilities-allowed lets it). king.immunity-own-use = hostile-and-foreign-only: the king does not
// use the generic abilities (refused by king.immunity; hostile-only lets it).
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/regions.h"

namespace arbiter::frozenchess13 {

Square mirror_square(const Geometry& g, Square s, MirrorReading reading) {
  const int f = file_of(s), r = rank_of(s), files = g.files(), ranks = g.ranks();
  int mf = files - 1 - f, mr = ranks - 1 - r;  // (17-x, 17-y) in 1-16 numbering
  if (reading == MirrorReading::kLiteralOneBased) {
    mf -= 1;  // (16-x) with x = f+1 is file 15-f-1 counted from 0
    mr -= 1;
  } else if (reading == MirrorReading::kLiteralZeroBased) {
    mf += 1;  // 16-f counted from 0
    mr += 1;
  }
  if (mf < 0 || mr < 0 || mf >= files || mr >= ranks) return kNoSquare;
  return make_square(mf, mr);
}

namespace {

class MirrorPortal final : public FrozenMechanic, public TypeScope {
 public:
  MirrorPortal(const Board& b, MirrorPortalParams params) : FrozenMechanic("mirror portal", b), p_(params) {}
  bool owns(const Action& a) const override { return is_ability(a, kPortal); }

  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square s) {
      const Square t = mirror_square(p.geometry(), s, p_.mirror);
      if (t == kNoSquare || !p.empty(t)) return;
      Action a = action(s, t);
      if (admit(p, a).empty()) out.push_back(a);
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size()) return kNoSuchAction;
    if (a.to != mirror_square(p.geometry(), a.from, p_.mirror))
      return p_.mirror == MirrorReading::kPointReflection ? clause::kMirrorPortalRotation : clause::kMirrorPortalFormula;
    const Kind k = p.at(a.from).kind();
    if (!p_.units.contains(k)) return clause::kMirrorPortalTeleport;  // "a non-pawn piece"
    if (k == kCannon && !p_.cannon_may_teleport) return clause::kCannonImmobile;
    if (board().special_immune(k) && !p_.king_may_teleport) return clause::kKingImmunity;
    if (!p.empty(a.to)) return clause::kMirrorPortalTargetEmpty;
    if (Refusal r = variant().may_enter(p, step(p, a)); !r.empty()) return r;
    return {};
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire(trace, clause::kMirrorPortalTeleport);
    fire(trace, clause::kChangelogMirrorPortalGeneric);
    fire(trace, p_.mirror == MirrorReading::kPointReflection ? clause::kMirrorPortalRotation : clause::kMirrorPortalFormula);
    fire(trace, clause::kMirrorPortalTargetEmpty);
    variant().carry(p, step(p, a), trace);
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kMirrorPortalTeleport, clause::kChangelogMirrorPortalGeneric, clause::kMirrorPortalRotation,
            clause::kMirrorPortalFormula, clause::kMirrorPortalTargetEmpty, clause::kCannonImmobile, clause::kKingImmunity};
  }

 private:
  static Step step(const Position& p, const Action& a) { return Step{p.id_at(a.from), a.from, a.to, Carried::kTeleported}; }
  static Action action(Square s, Square t) { return Action::ability_use(kPortal, s, t); }
  MirrorPortalParams p_;
};

}  // namespace

std::unique_ptr<Mechanic> mirror_portal(const Board& b, MirrorPortalParams params) {
  return std::make_unique<MirrorPortal>(b, params);
}

}  // namespace arbiter::frozenchess13
