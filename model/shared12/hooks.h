// The hooks of the twelve family's step code: what a variant's own mechanics answer when they change how
// units move (quadrant12's capture range, walls, bonus quadrants and rest, model/quadrant12/). A variant's list
// names the mechanic that answers each (FamilyMechanics, family.h); without one, the family's Rules reads the
// rule as absent (each interface says how). Such a mechanic is a shared12::HookedMechanic (mechanics/mechanics.h).
#pragma once

#include <string_view>
#include <vector>

#include "model/core/action.h"
#include "model/core/position.h"
#include "model/core/trace.h"

namespace arbiter::shared12 {

// How far a unit may slide, and what a capture made by sliding costs it: a variant's capture range
// (quadrant12's capture_range.cpp), which the family's steps and attacks ask. Without one, slides are
// unlimited (16 squares: the whole board).
class SlideLimit {
 public:
  virtual ~SlideLimit() = default;
  virtual int range(const Position& p, Square sq) const = 0;
  // Whether the limit binds captures only (non-capturing slides go as far as the board allows).
  virtual bool captures_only() const = 0;
  // A slide of the unit now on `at` (of `side`), which captured if `captured`: the clauses that act, the
  // range it loses.
  virtual void slid(Position& p, Square at, Side side, bool captured, Trace* trace) const = 0;
};

// What walls do to movement: a variant's walls (quadrant12's walls.cpp), which the family's steps, attacks
// and actions ask. Without them nothing is walled.
class WallRules {
 public:
  virtual ~WallRules() = default;
  // walling.touch-rule: whether a slide or step from `from` to `to` (a line, `to` included) is open: no wall
  // entered or squeezed past, no entered square before `to` touching a wall, within `limit` squares (perk 4
  // may lift walls for a bishop move when `perk`).
  virtual bool line_open(const Position& p, Square from, Square to, int limit, bool perk) const = 0;
  virtual bool touches_wall(const Position& p, Square s) const = 0;
  virtual bool squeezed(const Position& p, Square a, Square b) const = 0;  // a diagonal step between two walls
  // walling.no-leap (knight moves; perk 4 for the majority side; `victim`: a Knight's Leap's, gone from the count).
  virtual bool leap_blocked(const Position& p, Square from, Square to, Square victim) const = 0;
  // The end of an action: every wall runs down, the empty squares of `path` become walls.
  virtual void rise(Position& p, const std::vector<Square>& path, Trace* trace) const = 0;
  // The square attribute the walls declared (plies a wall has left), which the steps read (Rules::is_wall).
  virtual int wall_attribute() const = 0;
};

// The bonus quadrants (quadrant12's quadrants.cpp): who holds the majority of a quadrant, and the perks the
// family's steps and walls ask for (perk 2: passing death squares; perk 4: walls). Perk 1 is the mechanic's
// own refusal; forbids_after also serves the family's fast generator.
class BonusQuadrants {
 public:
  virtual ~BonusQuadrants() = default;
  virtual bool bonus_quadrant(const Position& p, Square sq, Side side) const = 0;
  virtual std::string_view forbids_after(const Position& before, const Action& a, const Position& after) const = 0;
  virtual bool wall_perk(const Position& p, Square wall, Square from, Square to, Square victim) const = 0;
  virtual void fire_wall_perks(const Position& p, Square from, Square to, Trace* trace) const = 0;
  virtual bool death_pass_exempt(const Position& after, Square from, Square to, Side side) const = 0;
};

// A hold on a unit that made a double move (quadrant12's rest.cpp: double-move.rest): the steps mark the
// unit after its double move, release their side's units as its turn starts, and ask whether a unit rests
// (it may not move, unless its side has no other move: the no-other-move fallback). Without one, nothing
// rests.
class DoubleMoveRest {
 public:
  virtual ~DoubleMoveRest() = default;
  virtual bool resting(const Position& p, Square sq) const = 0;
  virtual void rested(Position& p, Square sq, Trace* trace) const = 0;  // a double move ended on sq
  virtual void release(Position& p, Side mover) const = 0;            // the start of mover's turn
  // The resting unit on `actor` acts (only the fallback lets it: double-move.rest-stalemate-exception).
  virtual void acts(const Position& p, Square actor, Trace* trace) const = 0;
};

}  // namespace arbiter::shared12
