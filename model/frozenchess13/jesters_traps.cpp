// The jester's Traps (jester.traps, jester.trap-effect, jester.trap-limit; the traps' half of
// jester.kind-immunity).
//  - "Jesters Traps:when jesters leaves a square during a move, it becomes a trap": after a jester's own move
//    (moves.cpp tells it, MoveListener) the square it left becomes a trap of its side (square terms trap and
//    trapper). A jester that died on its way leaves none; a square that is a trap already stays the trap it is.
//  - "which paralyzes an enemy unit for 4 moves (and then dissolves) if stepped on" (the catalog's value 4): a
//    unit of the other side than the trap's arriving on it is paralysed for 4 of its turns (paralysis.h: the
//    Royal Guards and the kings' immunity apply) and the trap is spent, whether the paralysis took or not (it
//    "dissolves" once stepped on). A unit of the trap's side passes it harmlessly, the trap staying.
//  - "After there are 5 traps on board, no more will appear(per each jester, 10 per 2 jesters,etc)" (the
//    catalog's value 5): a square a jester leaves with its limit reached stays an ordinary square.
//  - "Jesters ... can move into Jesters trapsquares without harm" (jester.kind-immunity): an enemy jester
//    arriving on a trap is not paralysed and the trap stays.
// State: trap:SQ=1|2 (the side whose trap it is: its enemies are caught), trapper:SQ=UNIT (the jester that
// left it, while it lives).
// Readings (points of model/frozenchess13/rules.xml):
//  - jester.trap-wall-conflict = trap-replaces-wall: the square the jester left is its trap, not its wall (this
//    mechanic, listed after the walls, takes back the wall the move raised or left pending there);
//    wall-and-trap: both, the trap acting once the wall dissolved (a wall cannot be entered meanwhile);
//    wall-only: no trap ever appears.
//  - jester.trap-limit-scope = per-jester: each jester has at most 5 traps; pooled: a side has at most 5 per
//    jester it has on the board, whichever jester left them.
//  - jester.trap-trigger = any-arrival: an enemy unit arriving on the trap by any means (its own move, or
//    carried: a shift, a rotation, a portal, a pull) is caught ("Pull can move units into a Tomb/Trapsquare");
//    own-move-only: only by its own move or capture.
//  - jester.trap-owner-dies = traps-stay: the traps of a dead jester stay, keeping their side; it has none any
//    more (trapper cleared: they count for no jester's limit, a respawned jester starts afresh).
//    traps-go: they go with it.
#include <optional>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/paralysis.h"

namespace arbiter::frozenchess13 {
namespace {

class JestersTraps final : public FrozenMechanic, public MoveListener {
 public:
  JestersTraps(const Board& b, const Paralysis& paralysis, JestersTrapsParams params)
      : FrozenMechanic("jesters traps", b), paralysis_(paralysis), p_(params) {}

  void declare(Declaration& d) override {
    trap_ = d.attribute({"trap", Scope::kSquare, 0, 2});
    trapper_ = d.attribute({"trapper", Scope::kSquare, 0, 32767, true});
  }

  // "when jesters leaves a square during a move, it becomes a trap"
  void moved(Position& p, const Moved& m, Trace* trace) const override {
    if (p_.wall_only || p.empty(m.to) || p.id_at(m.to) != m.unit || p.at(m.to).kind() != kJester) return;
    if (p.attribute(trap_, m.from) != 0 || !p.empty(m.from)) return;
    const Side side = p.at(m.to).side();
    if (reached(p, m.unit, side)) {
      fire(trace, clause::kJesterTrapLimit);  // "no more will appear"
      return;
    }
    p.set_attribute(trap_, m.from, side == Side::kWhite ? 1 : 2);
    p.set_attribute(trapper_, m.from, static_cast<int>(m.unit));
    fire(trace, clause::kJesterTraps);
    if (p_.wall_and_trap) return;
    // trap-replaces-wall: the move's wall on the square it left (raised already, or waiting for the turn's end)
    for (const char* name : {"wall", "wall-path"})
      if (std::optional<int> attr = p.schema().attribute(name); attr && p.attribute(*attr, m.from) == static_cast<int>(m.unit))
        p.set_attribute(*attr, m.from, 0);
  }

  // "paralyzes an enemy unit for 4 moves (and then dissolves) if stepped on"
  void arrived(Position& p, const Step& step, Trace* trace) const override {
    if (step.layer != Layer::kStanding || p.marked(trap_).empty() || p.empty(step.to)) return;
    const int trap = p.attribute(trap_, step.to);
    if (trap == 0 || trap == (p.at(step.to).side() == Side::kWhite ? 1 : 2)) return;  // none, or its own side's
    if (p_.own_move_only && step.how != Carried::kOwnMove) return;
    if (p_.immune.contains(p.at(step.to).kind())) {  // "can move into Jesters trapsquares without harm"
      fire(trace, clause::kJesterKindImmunity);
      return;
    }
    p.set_attribute(trap_, step.to, 0);
    p.set_attribute(trapper_, step.to, 0);
    fire(trace, clause::kJesterTrapEffect);
    paralysis_.paralyse(p, step.to, p_.moves, false, trace);
  }

  // jester.trap-owner-dies = traps-stay: its traps stay, it has none any more (traps-go: they go).
  void removed(Position& p, Unit& victim, const Removal&, Trace*) const override {
    if (victim.piece.kind() != kJester) return;
    p.marked(trapper_).for_each([&](Square s) {
      if (p.attribute(trapper_, s) != static_cast<int>(victim.id)) return;
      p.set_attribute(trapper_, s, 0);
      if (p_.traps_go) p.set_attribute(trap_, s, 0);
    });
  }

  std::vector<std::string_view> clauses() const override {
    return {clause::kJesterTraps, clause::kJesterTrapEffect, clause::kJesterTrapLimit, clause::kJesterKindImmunity};
  }

 private:
  // Whether the jester `unit` of `side` may leave no more traps (jester.trap-limit, jester.trap-limit-scope).
  bool reached(const Position& p, UnitId unit, Side side) const {
    int mine = 0, sides = 0, jesters = 0;
    const int code = side == Side::kWhite ? 1 : 2;
    p.marked(trap_).for_each([&](Square s) {
      mine += p.attribute(trapper_, s) == static_cast<int>(unit);
      sides += p.attribute(trap_, s) == code;
    });
    if (!p_.pooled) return mine >= p_.limit;
    p.occupied(side).for_each([&](Square s) { jesters += p.at(s).kind() == kJester; });
    return sides >= p_.limit * jesters;
  }

  const Paralysis& paralysis_;
  const JestersTrapsParams p_;
  int trap_ = -1, trapper_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> jesters_traps(const Board& b, const Paralysis& paralysis, JestersTrapsParams params) {
  return std::make_unique<JestersTraps>(b, paralysis, params);
}

}  // namespace arbiter::frozenchess13
