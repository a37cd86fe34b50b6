// The twelve family as mechanics (model/core/mechanic.h): each file is one rule of the 12x12 documents, with
// its readings as its own parameters, composed in order by each variant's list. The family's steps (Rules in
// ../family.h) ask the mechanics that shape a step (death squares, protection, the jester, Rook Push, pawns,
// captures, check); every mechanic reaches the others and the board through `rules()`.
//
// The order of the list is the order in which refusals are asked (the first mechanic that forbids names
// the clause): the unit's state (a variant's own first: quadrant12's rest and walls; then the king, death
// squares (paralysis), the jester (immobilisation)), then the shape of the action (rook push, captures),
// then the owner's admit, then the position after it (check; quadrant12's quadrants). Protection and pawns
// refuse nothing; the steps ask them. A variant's own mechanics live in its folder
// (deathsquare12's swap, quadrant12's rest, walls, rotation, swapshot, quadrants); each variant's file
// (deathsquare12.cpp, quadrant12.cpp) states its list, the family's mechanics and its own in their place.
//
// Generation: every action mechanic generates its candidates (Rules' generators with pseudo = true) and
// its legal actions directly (pseudo = false, the family's fast copy-make generator); the property
// Mechanics.FastGenerationEqualsCheckedGeneration holds the two equal through check().
#pragma once

#include <memory>

#include "model/core/mechanic.h"
#include "model/core/mechanic_variant.h"
#include "model/shared12/family.h"

namespace arbiter::shared12 {

// A mechanic of the family: one rule, reading the family's board knowledge.
class TwelveMechanic : public Mechanic {
 public:
  TwelveMechanic(std::string name, const Rules& rules) : Mechanic(std::move(name)), rules_(rules) {}

 protected:
  const Rules& rules() const { return rules_; }

 private:
  const Rules& rules_;
};

// A variant's own mechanic that the family's steps also ask, through one of their hooks (../hooks.h: WallRules,
// BonusQuadrants, SlideLimit, DoubleMoveRest): the variant's list names it in FamilyMechanics as it adds it.
template <class Hook>
class HookedMechanic : public TwelveMechanic, public Hook {
 public:
  using TwelveMechanic::TwelveMechanic;
};

// Actions (actions.cpp): whether the action is a move of one unit, of one or two steps (plain, Knight's
// Leap or Rook Push); whether it is a move of one step; the movement a step uses, by its geometry.
bool is_move(const Action& a);
bool single_step(const Action& a);
uint8_t movement_of(const Rules& r, Kind kind, Square from, Square to);

// The family's mechanics that the steps ask, one class each with its parameters (Params): death_squares.h,
// protection.h (Empower and Guards), jester.h, rook_push.h, pawns.h, captures.h, double_move.h, check.h,
// game_end.h (the family's reading of all_pawns_lost.h: the lost-all-pawns loss and the verdict, a plain
// Mechanic that removal12 composes too). The others, which only the variant's list asks, are made here:
std::unique_ptr<Mechanic> king(const Rules& r);             // king.no-move
// The kings exchange's readings: king.exchange-removal = capture (the unit exchanged is captured: a death
// square), swap.king-exchange-cost = moves-then-dies (that death square is the king's old square),
// king.exchange-target = after-exchange (the king must stand unattacked afterwards).
struct KingsExchangeParams {
  bool is_capture = false;
  bool moves_then_dies = false;
  bool after = false;
};
std::unique_ptr<Mechanic> kings_exchange(const Rules& r, KingsExchangeParams params);  // king.exchange
std::unique_ptr<Mechanic> no_other_move(const Rules& r);    // the rest and paralysis fallbacks

}  // namespace arbiter::shared12
