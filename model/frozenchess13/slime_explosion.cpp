// The frog's Slime Explosion (frog.slime-explosion): "Slime Explosion:Frog explodes(dies),sending slime at
// units in nearby (3x3) squares which gets paralyzed for 11 moves(slime doesn't kill)." A special move written
// slime@F (F the frog's square): the frog leaves the game through the variant (it dies: stage 2's tombs keep
// it, a tomb on its square), and the units of the 3x3 box around it are paralysed for 11 moves (11 of their
// owner's turns; a friendly one, slimed in its own side's turn, waits 11 later turns: paralysis.own-turn).
// The slime kills nothing and clears nothing: walls, tombs and the dead in them stay (an explosion that
// clears squares is said so, as the jester's and the tombs'; this one only sends slime).
// Readings (points of model/frozenchess13/rules.xml):
//  - frog.slime-scope = all-units: "units in nearby (3x3) squares", friend and foe; enemies-only: the
//    enemy units.
//  - frog.slime-king = king-immune: a king is not paralysed (king.immunity); its exception for "Explosion"
//    is read as the explosions that kill. king-slimed is not built.
//  - Immunities: units beside their own king (royal-guards.no-paralysis). Kind Immunity spares nothing: the
//    frog is an immortal unit, exempt (kind-immunity.exceptions), so its slime paralyses frogs too.
//  - A frog that "Cannot capture or be captured" still dies by its own explosion (frog.immortal forbids
//    being captured, not exploding). A special move: not during a double move or multimove
//    (advanced.no-abilities), and not by a paralysed frog (paralysis.no-action).
#include <vector>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/paralysis.h"

namespace arbiter::frozenchess13 {
namespace {

class SlimeExplosion final : public FrozenMechanic, public TypeScope, public AttackAbility {
 public:
  SlimeExplosion(const Board& b, const Paralysis& paralysis, bool enemies_only, int moves, int radius)
      : FrozenMechanic("slime explosion", b), paralysis_(paralysis), enemies_only_(enemies_only), moves_(moves), radius_(radius) {}

  bool owns(const Action& a) const override { return is_ability(a, kSlime); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square s) {
      if (p.at(s).kind() == kFrog) out.push_back(Action::ability_use(kSlime, s, s));
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.to != a.from || a.path_size()) return kNoSuchAction;
    return p.at(a.from).kind() == kFrog ? Refusal{} : clause::kFrogSlimeExplosion;
  }
  Attack attack(const Action&) const override { return Attack::kNamed; }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire_attack_exception(p, a.from, trace);
    const Side us = p.at(a.from).side();
    std::vector<Square> slimed;
    for_each_in_box(board().geometry(), a.from, radius_, [&](Square s) {
      if (s != a.from && !p.empty(s) && !(enemies_only_ && p.at(s).side() == us)) slimed.push_back(s);
    });
    variant().remove_unit(p, a.from, trace);  // "Frog explodes(dies)"
    fire(trace, clause::kFrogSlimeExplosion);
    for (Square s : slimed) {
      if (p.at(s).kind() == kFrog && p.at(s).side() != us) fire(trace, clause::kKindImmunityExceptions);
      paralysis_.paralyse(p, s, moves_, false, trace);
    }
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kFrogSlimeExplosion, clause::kKindImmunityExceptions, clause::kKingImmunity,
            clause::kRoyalGuardsNoParalysis};
  }

 private:
  const Paralysis& paralysis_;
  const bool enemies_only_;
  const int moves_;   // frog.slime-explosion: "paralyzed for 11 moves" (the catalog's value)
  const int radius_;  // frog.slime-explosion: "nearby (3x3) squares" (the catalog's size / 2)
};

}  // namespace

std::unique_ptr<Mechanic> slime_explosion(const Board& b, const Paralysis& paralysis, bool enemies_only, int moves, int radius) {
  return std::make_unique<SlimeExplosion>(b, paralysis, enemies_only, moves, radius);
}

}  // namespace arbiter::frozenchess13
