// The rook's Launch (rook.launch, rook.launch-ammo-dies).
//  - "Launch:Throws unit(enemy/friendly) directly forward at Aim Direction(thrown units destroy wallsquares and
//    other units) until it meets edge of board or obstacle wall/unit which is destroyed in explosion (3x3)."
//    "THe unit which is used as ammo also dies in explosion.(new tombs)." A special move written launch@R>U
//    (R the rook, U the unit it throws). The thrown unit flies square by square in the aim direction; the first
//    square ahead holding a unit or a wall is the obstacle: the ammo dies, and the box around the obstacle (the
//    catalog's 3x3) explodes through the tombs' blast (Tombs::blast): its units die, each to a tomb of its own
//    (the obstacle's too: it is no exploding tomb), its walls disappear, its tombs are cleared as a tomb's
//    explosion clears them. The rook stays where it is.
// Readings (points of model/frozenchess13/rules.xml):
//  - rook.launch-mechanics = adjacent-unit-side-forward: the rook throws the unit directly in front of it (one
//    square toward the enemy's side: up the board for White) further forward; at the board's edge with no
//    obstacle the ammo stops on the last square and nothing explodes (carried there: a tomb there explodes
//    under it, tomb.explosion). adjacent-unit-chosen-direction: any orthogonally adjacent unit, thrown away
//    from the rook. edge-explodes: as the default, and the ammo reaching the edge explodes there (3x3).
//  - Tombs on the way are not obstacles ("obstacle wall/unit"): the ammo flies over them.
//  - Whom the rook may throw: any unit, friend or enemy ("unit(enemy/friendly)"), but a king (king.immunity:
//    immune to the abilities but Rotate, Explosion and Teleswap), and not an enemy rook (Kind Immunity,
//    kind-immunity.no-engage: "with any capture/abilitymove"). A unit with nowhere to fly (the edge or an
//    obstacle right ahead of it) is still thrown: it meets the obstacle at once.
//  - explosion.immune-units applies to the box (the rook's explosion is not the jester's); the ammo dies
//    whatever spares it ("also dies"). tomb.own-king-in-blast (tombs.cpp): no launch may kill its own king.
//  - A special move: not during a double move or multimove (advanced.no-abilities), not by a paralysed rook.
#include <cstdlib>
#include <optional>
#include <utility>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/tombs.h"

namespace arbiter::frozenchess13 {
namespace {

class RooksLaunch final : public FrozenMechanic, public TypeScope, public AttackAbility {
 public:
  RooksLaunch(const Board& b, const Tombs& tombs, RooksLaunchParams params)
      : FrozenMechanic("rooks launch", b), tombs_(tombs), p_(params) {}

  void declare(Declaration& d) override { wall_ = d.attribute({"wall", Scope::kSquare, 0, 32767, true}); }

  bool owns(const Action& a) const override { return is_ability(a, kLaunch); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    const Geometry& g = board().geometry();
    variant().controlled(p).for_each([&](Square r) {
      if (p.at(r).kind() != kRook) return;
      for (auto [df, dr] : {std::pair{0, 1}, {0, -1}, {1, 0}, {-1, 0}})
        if (auto u = g.step(r, df, dr); u && refusal(p, r, *u).empty()) out.push_back(Action::ability_use(kLaunch, r, *u));
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size() || p.at(a.from).kind() != kRook) return kNoSuchAction;
    return refusal(p, a.from, a.to);
  }
  Attack attack(const Action&) const override { return Attack::kExplosion; }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire_attack_exception(p, a.from, trace);
    const Geometry& g = board().geometry();
    const int df = file_of(a.to) - file_of(a.from), dr = rank_of(a.to) - rank_of(a.from);
    fire(trace, clause::kRookLaunch);
    fire(trace, clause::kChangelogOnagerRemoved);  // "onager abilities transfers to rook"
    Square at = a.to;
    std::optional<Square> obstacle;
    for (auto next = g.step(at, df, dr); next; next = g.step(at, df, dr)) {
      if (!p.empty(*next) || p.attribute(wall_, *next) != 0) {  // "obstacle wall/unit"
        obstacle = *next;
        break;
      }
      at = *next;
    }
    if (!obstacle && !p_.edge_explodes) {  // "until it meets edge of board": it stops there
      if (at != a.to) variant().carry(p, Step{p.id_at(a.to), a.to, at, Carried::kPushed}, trace);
      return;
    }
    // "THe unit which is used as ammo also dies in explosion.(new tombs).": it stands in the box and dies with
    // its victims, each to a tomb of its own; spared there (a frog, a guarded unit), it dies after.
    if (at != a.to) variant().carry(p, Step{p.id_at(a.to), a.to, at, Carried::kPushed}, trace);
    const UnitId ammo = p.empty(at) ? kNoUnit : p.id_at(at);  // (a tomb on its last square may have taken it)
    if (ammo != kNoUnit) fire(trace, clause::kRookLaunchAmmoDies);
    tombs_.blast(p, obstacle ? *obstacle : at, p_.blast, trace);
    if (ammo != kNoUnit && !p.empty(at) && p.id_at(at) == ammo) variant().remove_unit(p, at, trace);
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kRookLaunch, clause::kRookLaunchAmmoDies, clause::kChangelogOnagerRemoved};
  }

 private:
  Refusal refusal(const Position& p, Square r, Square u) const {
    const int df = file_of(u) - file_of(r), dr = rank_of(u) - rank_of(r);
    if (std::abs(df) + std::abs(dr) != 1) return clause::kRookLaunch;  // an adjacent unit
    if (!p_.chosen_direction && (df != 0 || dr != (p.at(r).side() == Side::kWhite ? 1 : -1)))
      return clause::kRookLaunch;  // "directly forward at Aim Direction"
    if (p.empty(u) || p.at(u).kind() == kKing) return clause::kRookLaunch;
    if (kind_immune(board(), p, kRook, p.at(r).side(), u)) return clause::kKindImmunityNoEngage;
    return {};
  }

  const Tombs& tombs_;
  const RooksLaunchParams p_;
  int wall_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> rooks_launch(const Board& b, const Tombs& tombs, RooksLaunchParams params) {
  return std::make_unique<RooksLaunch>(b, tombs, params);
}

}  // namespace arbiter::frozenchess13
