// The twelve family as mechanics (model/core/mechanic.h): each file is one rule of the 12x12 documents,
// composed in order by twelve_variant.cpp. Their shared knowledge of the board (movement, protection, death
// squares, walls; Rules in ../twelve.h) is asked through `rules()`; their parameters are the Options.
//
// The order of the list is the order in which refusals are asked (the first mechanic that forbids names
// the clause): the unit's state (a variant's own first: quadrant12's rest and walls; then the king,
// paralysis, immobilisation), then the shape of the action (rook push, captures), then the owner's admit,
// then the position after it (check; quadrant12's quadrants). A variant's own mechanics live in its folder
// (deathsquare12's swap, quadrant12's rest, walls, rotation, swapshot, quadrants) and are placed by
// TwelveVariant's OwnMechanics.
//
// Generation: every action mechanic generates its candidates (Rules' generators with pseudo = true) and
// its legal actions directly (pseudo = false, the family's fast copy-make generator); the property
// Mechanics.FastGenerationEqualsCheckedGeneration holds the two equal through check().
#pragma once

#include <memory>

#include "model/core/mechanic.h"
#include "model/core/mechanic_variant.h"
#include "model/twelve/twelve.h"

namespace arbiter::twelve {

// A mechanic of the family: one rule, reading the family's board knowledge.
class TwelveMechanic : public Mechanic {
 public:
  TwelveMechanic(std::string name, const Rules& rules) : Mechanic(std::move(name)), rules_(rules) {}

 protected:
  const Rules& rules() const { return rules_; }
  const Options& options() const { return rules_.options(); }

 private:
  const Rules& rules_;
};

// Actions (actions.cpp): whether the action is a move of one unit, of one or two steps (plain, Knight's
// Leap or Rook Push); whether it is a move of one step; the movement a step uses, by its geometry.
bool is_move(const Action& a);
bool single_step(const Action& a);
uint8_t movement_of(const Rules& r, Kind kind, Square from, Square to);

// --- the unit's state ---
std::unique_ptr<Mechanic> king(const Rules& r);             // king.no-move
std::unique_ptr<Mechanic> paralysis(const Rules& r);        // death-square.pass-paralysis
std::unique_ptr<Mechanic> immobilisation(const Rules& r);   // jester.immobilized-effect
// --- the shape of an action ---
std::unique_ptr<Mechanic> rook_push(const Rules& r);        // rook-push.push, rook-push.rooks-immune
std::unique_ptr<Mechanic> captures(const Rules& r);         // who may capture whom
// --- actions (owners) ---
std::unique_ptr<Mechanic> double_move(const Rules& r);      // moves of one or two steps
std::unique_ptr<Mechanic> kings_exchange(const Rules& r);   // king.exchange
std::unique_ptr<Mechanic> no_other_move(const Rules& r);    // the rest and paralysis fallbacks
// --- the position after an action, and the verdict ---
std::unique_ptr<Mechanic> check(const Rules& r);            // king.check-legality = orthodox-check
std::unique_ptr<Mechanic> game_end(const Rules& r);         // how a game ends

}  // namespace arbiter::twelve
