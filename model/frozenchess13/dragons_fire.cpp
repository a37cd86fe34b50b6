// The dragon's Fire (dragon.fire, dragon.fire-awards).
//  - "Dragon's Fire - capture (3x3) nearby units (Tombs/walls unharmed) when arriving on a empty square." A
//    special move written fire@D>S (D the dragon, S the empty square it moves to): the dragon makes a move of
//    its own movement to S ("As bishop or knight or 2sq orthogonal leap", without a bounce: the text names no
//    turn), arrives there as any move arrives (a trap, a slip square, a tomb act on it), and, standing on S,
//    captures the units of the box around S (the catalog's "3x3": radius 1). Each victim leaves the game into
//    a tomb of its own, on its square (tombs.h: its square waits, and becomes a tomb when the turn ends); the
//    tombs and walls of the box are left as they were.
//  - "CRR & multimove award applies for all units captured." Every victim is a capture told to the capture
//    listeners (range.cpp, advanced_moves.h, entanglement.cpp...): each counts toward the multimove award and
//    each reduces the dragon's range, on its diagonal (the dragon's only rider line, army.h: crr_line), as a
//    capture along a line would.
//  - Who is captured (dragon.fire-trigger = optional-enemies-only): the enemy units of the box that a capture
//    may take: not a frog (unit-type.immortal), not a dragon (Kind Immunity, kind-immunity.no-engage), not a
//    guarded unit (guards.cannot-be-captured, judged with the dragon on S), not a king (the box is no part of the
//    capture reach that check reads: a king is taken only by a capture onto it). The templar's Shield is not asked
//    (it refuses a capture from a square, and the fire takes no square). A fire@ is listed only where the box
//    holds an enemy unit it could take by kind (a guarded one may still survive: a fire that burns nobody).
//  - A special move: not within a double move or multimove (advanced.no-abilities), not by a paralysed
//    dragon (paralysis.no-action); it ends the turn.
// Readings (points of model/frozenchess13/rules.xml):
//  - dragon.fire-trigger = optional-enemies-only: the player chooses the fire (fire@D>S beside the plain move
//    to S). automatic-enemies-only: no fire@ text; every own move of a dragon unit onto an empty square burns
//    the enemy units of its box as above. automatic-all-units: the same, its own units burnt too (without an
//    award: a unit does not capture its own), its own king excepted (no action may kill its own king).
#include <vector>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/mechanics_acting.h"

namespace arbiter::frozenchess13 {
namespace {

class DragonsFire final : public FrozenMechanic, public TypeScope, public MoveListener, public AttackAbility {
 public:
  DragonsFire(const Board& b, DragonsFireParams params) : FrozenMechanic("dragons fire", b), p_(params) {}

  bool owns(const Action& a) const override { return is_ability(a, kFire); }
  unsigned generated_types() const override { return p_.automatic ? 0u : type_bit(ActionType::kAbility); }
  unsigned refused_types() const override { return 0; }
  void generate(const Position& p, ActionList& out) const override {
    if (p_.automatic) return;
    variant().controlled(p).for_each([&](Square d) {
      if (p.at(d).kind() != kDragon) return;
      const Side us = p.at(d).side();
      board().movement().routes(p, d, kDragon, us, board().ranges(p, d), [&](const Route& r) {
        if (r.turns == 0 && !r.onto_unit && r.to != d && burnable_near(p, r.to, us, d))
          out.push_back(Action::ability_use(kFire, d, r.to));
      });
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (p_.automatic || !own_actor(p, a) || a.path_size() || p.at(a.from).kind() != kDragon) return kNoSuchAction;
    const Side us = p.at(a.from).side();
    if (!p.empty(a.to)) return clause::kDragonFire;  // "when arriving on a empty square"
    const std::optional<Route> r =
        board().movement().route_of(p, Action::move(a.from, a.to), kDragon, us, board().ranges(p, a.from));
    if (!r || r->onto_unit || a.to == a.from) return clause::kDragonFire;
    if (!burnable_near(p, a.to, us, a.from)) return clause::kDragonFire;  // "capture (3x3) nearby units"
    return {};
  }
  Attack attack(const Action&) const override { return Attack::kNamed; }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire_attack_exception(p, a.from, trace);
    const UnitId id = p.id_at(a.from);
    const Side us = p.at(a.from).side();
    Route route = *board().movement().route_of(p, Action::move(a.from, a.to), kDragon, us, board().ranges(p, a.from));
    p.set_halfmove_clock(0);
    variant().carry(p, Step{id, a.from, a.to, Carried::kOwnMove}, trace);
    board().tell(p, Moved{id, kDragon, a.from, a.to, route, false}, trace);
    if (p.empty(a.to) || p.id_at(a.to) != id) return;  // it died on arrival (a tomb): no fire
    burn(p, a.to, false, trace);
  }
  // automatic-*: every own move of a dragon onto an empty square burns.
  void moved(Position& p, const Moved& m, Trace* trace) const override {
    if (!p_.automatic || m.capture || p.empty(m.to) || p.id_at(m.to) != m.unit || p.at(m.to).kind() != kDragon) return;
    burn(p, m.to, p_.all_units, trace);
  }
  std::vector<std::string_view> clauses() const override { return {clause::kDragonFire, clause::kDragonFireAwards}; }

 private:
  void box(const Geometry& g, Square c, auto&& f) const {
    for (int df = -p_.radius; df <= p_.radius; ++df)
      for (int dr = -p_.radius; dr <= p_.radius; ++dr)
        if (auto s = g.step(c, df, dr); s && *s != c) f(*s);
  }
  // Whether an enemy unit a capture could take by its kind stands in the box around s (the dragon on `from`
  // excepted: it is the one moving).
  bool burnable_near(const Position& p, Square s, Side us, Square from) const {
    bool any = false;
    box(p.geometry(), s, [&](Square t) {
      if (!any && t != from && !p.empty(t) && p.at(t).side() != us) any = !spared_by_kind(p, t, us);
    });
    return any;
  }
  bool spared_by_kind(const Position& p, Square t, Side us) const {
    return p.at(t).kind() == kKing || board().immortal(p.at(t).kind()) || kind_immune(board(), p, kDragon, us, t);
  }
  // The dragon on c burns its box; `friends` (automatic-all-units): its own units too, its king excepted.
  void burn(Position& p, Square c, bool friends, Trace* trace) const {
    const Piece dragon = p.at(c);
    const Side us = dragon.side();
    const UnitId id = p.id_at(c);
    // Who burns is decided before anyone is taken (a guard burnt first still guards).
    std::vector<Square> victims;
    box(p.geometry(), c, [&](Square t) {
      if (p.empty(t)) return;
      const Piece u = p.at(t);
      if (u.side() == us ? !friends || u.kind() == kKing : spared_by_kind(p, t, us) || board().guarded(p, t)) return;
      victims.push_back(t);
    });
    if (victims.empty()) return;
    fire(trace, clause::kDragonFire);
    for (Square t : victims) {
      if (p.empty(t)) continue;  // (taken meanwhile: a jester's explosion, an entanglement)
      const Piece victim = p.at(t);
      variant().remove_unit(p, t, trace, id);  // into a tomb of its own on t (tombs.h)
      if (victim.side() == us || p.empty(c) || p.id_at(c) != id) continue;
      fire(trace, clause::kDragonFireAwards);
      board().tell(p, Capture{dragon, c, victim, t, Line::kDiagonal}, trace);  // "CRR & multimove award applies"
    }
  }

  const DragonsFireParams p_;
};

}  // namespace

std::unique_ptr<Mechanic> dragons_fire(const Board& b, DragonsFireParams params) {
  return std::make_unique<DragonsFire>(b, params);
}

}  // namespace arbiter::frozenchess13
