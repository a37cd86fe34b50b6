// The jester's Explosion and Detonate (jester.explosion, jester.detonate), and the stay counter of every unit.
//  - "Jesters Explosion: Explodes 3x3 when captured(explosion bypasses "cannot be captured"/instant checkmate),
//    and all adjacent (3x3) squares are cleared of units/walls, tomb queues are activated." A CaptureListener
//    (board.h): when a jester is captured, the box around its square (the catalog's size, 3: radius 1) explodes
//    through the tombs' blast (Tombs::blast): every unit in it dies, frogs and guarded units too (the bypass;
//    a king dies: his side loses, king.loss), each victim to a tomb of its own; its walls disappear.
//  - "Detonate: Explodes self-as if it was captured,3x3 explosion. Available when the jester stays on same
//    place for 10 moves." A special move written detonate@J (J the jester's square): the jester dies on J and
//    J explodes as above. Not during a double move or multimove (advanced.no-abilities), not by a paralysed
//    jester (paralysis.no-action).
//  - The stay counter (unit attribute "stay"): the owner's turns a unit has ended without moving, up to the
//    catalog's 10; a move of its own resets it to 0. A mechanic of its own, for the kinds it is given: the
//    document counts a stay for the jester's Detonate ("stays on same place for 10 moves"); the assassin's
//    Tunnel ("stays in a square adjacent to a wall for 2 moves", wall_tunnel.cpp) adds its kind. Counting
//    the kinds nothing reads would only grow every position's state (FEN, hash) and slow play.
// Readings (points of model/frozenchess13/rules.xml):
//  - jester.explosion-capturer = capturer-dies: the capturer standing on the jester's square dies in it (a
//    ranged capturer only if it stands in the box); capturer-survives: the blast spares it.
//  - jester.explosion-chain = chain-reaction: a jester any explosion kills explodes in turn (Tombs::blast,
//    TombsParams::jester_chain); no-chain: only a captured or detonated jester explodes.
//  - jester.explosion-tombs = activated: "tomb queues are activated": the tombs in the box open for a respawn
//    (tomb-state 3, their dead stay); cleared: they are cleared as by a tomb's explosion (tomb.cleared).
//  - jester.detonate-stay = own-turns-unmoved: "stays on same place for 10 moves" counts the owner's turns the
//    jester ended without a move of its own (a unit carried by a rotation, a shift or a portal keeps its count);
//    same-square (carried resets the count) is not built.
//  - tomb.own-king-in-blast (tombs.cpp) applies: under illegal, no capture or detonation may kill the
//    player's own king.
#include <algorithm>
#include <vector>

#include "model/frozenchess13/advanced_moves.h"
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/tombs.h"

namespace arbiter::frozenchess13 {
namespace {

// The stay counter, before the advanced moves in the list (it reads who moved before they forget it).
class StayCounter final : public FrozenMechanic {
 public:
  StayCounter(const Board& b, const AdvancedMoves& adv, int limit, std::vector<Kind> kinds)
      : FrozenMechanic("stay counter", b), adv_(adv), limit_(limit), kinds_(std::move(kinds)) {}
  void declare(Declaration& d) override { stay_ = d.attribute({"stay", Scope::kPiece, 0, limit_}); }
  void turn_end(Position& p, Trace*) const override {
    p.occupied(p.side_to_move()).for_each([&](Square s) {
      if (std::find(kinds_.begin(), kinds_.end(), p.at(s).kind()) == kinds_.end()) return;
      const int was = p.attribute(stay_, s);
      const int now = adv_.moved(p, s) ? 0 : std::min(limit_, was + 1);
      if (now != was) p.set_attribute(stay_, s, now);
    });
  }

 private:
  const AdvancedMoves& adv_;
  const int limit_;
  const std::vector<Kind> kinds_;
  int stay_ = -1;
};

class JestersExplosion final : public FrozenMechanic, public CaptureListener, public TypeScope, public AttackAbility {
 public:
  JestersExplosion(const Board& b, const Tombs& tombs, JestersExplosionParams params)
      : FrozenMechanic("jesters explosion", b), tombs_(tombs), p_(params) {}

  void declare(Declaration& d) override { stay_ = d.attribute({"stay", Scope::kPiece, 0, p_.stay}); }

  // "Explodes 3x3 when captured"
  void captured(Position& p, const Capture& c, Trace* trace) const override {
    if (c.victim.kind() != kJester) return;
    Blast b = p_.blast;
    if (p_.capturer_survives && c.by == c.where) b.spare = c.by;
    fire(trace, clause::kJesterExplosion);
    tombs_.blast(p, c.where, b, trace);
  }

  bool owns(const Action& a) const override { return is_ability(a, kDetonate); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square s) {
      if (p.at(s).kind() == kJester && p.attribute(stay_, s) >= p_.stay) out.push_back(Action::ability_use(kDetonate, s, s));
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.to != a.from || a.path_size()) return kNoSuchAction;
    if (p.at(a.from).kind() != kJester) return kNoSuchAction;
    return p.attribute(stay_, a.from) >= p_.stay ? Refusal{} : clause::kJesterDetonate;  // "Available when ..."
  }
  // "Explodes self-as if it was captured": the jester dies on its square, which explodes.
  Attack attack(const Action&) const override { return Attack::kExplosion; }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire_attack_exception(p, a.from, trace);
    variant().remove_unit(p, a.from, trace);
    fire(trace, clause::kJesterDetonate);
    fire(trace, clause::kJesterExplosion);
    tombs_.blast(p, a.from, p_.blast, trace);
  }
  std::vector<std::string_view> clauses() const override { return {clause::kJesterExplosion, clause::kJesterDetonate}; }

 private:
  const Tombs& tombs_;
  const JestersExplosionParams p_;
  int stay_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> stay_counter(const Board& b, const AdvancedMoves& adv, int limit, std::vector<Kind> kinds) {
  return std::make_unique<StayCounter>(b, adv, limit, std::move(kinds));
}

std::unique_ptr<Mechanic> jesters_explosion(const Board& b, const Tombs& tombs, JestersExplosionParams params) {
  return std::make_unique<JestersExplosion>(b, tombs, params);
}

}  // namespace arbiter::frozenchess13
