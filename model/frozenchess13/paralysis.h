// Paralysis, a state of any unit (the document's "Paralysis"): a paralysed unit is frozen on its square like a
// statue (paralysis.freeze): it may not move, capture or use an ability (paralysis.no-action) until N turns of
// its owner have passed (paralysis.duration: a clock of the owner's turns, timers.move-unit's reading for
// unit timers), and it threatens and protects nothing (paralysis.statue-threat = statue-no-threat, board.h).
// Units next to their own king cannot be paralysed (royal-guards.no-paralysis, royal-guards.scope =
// own-units) and a king is immune to it (king.immunity); a cost a unit pays for its own ability applies even
// there (royal-guards.self-cost = costs-still-apply). State: paralysis@sq.
#pragma once

#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {

class Paralysis final : public FrozenMechanic, public ParalysisSource {
 public:
  struct Params {
    bool own_turn_counted = false;  // paralysis.own-turn = counted (else not-counted)
    bool ends_on_death = false;     // death.unit-state = paralysis-ends-on-death (else only-stated-resets)
    int guard_radius = 0;           // royal-guards.no-paralysis: "units near king(3x3)" (the catalog's size / 2)
  };
  Paralysis(const Board& b, Params params) : FrozenMechanic("paralysis", b), p_(params) {}
  void declare(Declaration& d) override;
  Refusal forbids(const Position& p, const Action& a) const override;
  void clock_expired(Position& p, const ClockHit& hit, Trace* trace) const override;
  // death.unit-state = paralysis-ends-on-death: a unit that dies is no longer paralysed (only-stated-resets
  // keeps its turns, which run on in its tomb).
  void removed(Position&, Unit& victim, const Removal&, Trace*) const override {
    if (p_.ends_on_death) victim.attributes[attribute_] = 0;
  }
  std::vector<std::string_view> clauses() const override;

  bool paralysed(const Position& p, Square s) const override { return p.attribute(attribute_, s) > 0; }
  SquareSet held(const Position& p) const override { return p.marked(attribute_) & p.occupied(); }
  int turns(const Position& p, Square s) const { return p.attribute(attribute_, s); }
  // Whether something may paralyse the unit on s: not a king, not a unit beside its own king.
  bool can_be_paralysed(const Position& p, Square s) const;
  // Paralyses the unit on s for n more of its owner's turns (at least, if already paralysed). `cost`: the
  // unit pays for its own ability, which the Royal Guards do not waive. False when the unit is immune.
  bool paralyse(Position& p, Square s, int n, bool cost, Trace* trace) const;
  void set_turns(Position& p, Square s, int n) const { p.set_attribute(attribute_, s, n); }

 private:
  Params p_;
  int attribute_ = -1;
  int clock_ = -1;
};

}  // namespace arbiter::frozenchess13
