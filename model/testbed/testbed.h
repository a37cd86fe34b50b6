// testbed: a small variant that proves the core carries frozenchess13's kinds of state before anyone builds
// frozenchess13. Every rule here is one mechanic file (model/testbed/*.cpp), composed in testbed.cpp; none
// is a rule of any document, so their clause ids are prefixed "testbed/" and no catalog lists them.
//
// Army (8x8): K king, N stepper (one square in any direction, capturing an enemy), X box, E egg, D dragon.
// Abilities (move text):
//   shadow@e4          the unit on e4 becomes ethereal on the same square (a shadow: it blocks nothing)
//   box@e4             the unit on e4 goes into a new box standing on e4
//   push@e4>e5         the unit on e4 pushes the orthogonally adjacent unit on e5 one square on (e6 empty)
//   fuse@e4>e5         the unit on e4 joins the friendly unit on e5 (held by it: they move as one)
//   bind@e4>e5         the units on e4 and e5 (friendly, touching) are bound: each carries the other
//   portal@e4          teleport to the mirror square (h-file <-> a-file, 8th rank <-> 1st), with bound units
//   flood@e4>e5        the empty square e5 next to e4 is flooded for 10 turns; a unit stepping in is
//                      paralysed for 2 of its owner's turns
//   rotate@e4          the 2x2 block with e4 as lower-left corner turns a quarter clockwise, units and all
//   loop@e4{...}       the unit on e4 is given a loop (a plan of steps ending where it started): nobody
//                      controls it any more; before each of its owner's turns it steps one move of it, an
//                      automatic step judged like any move (it waits while refused: occupied, a wall)
//   run@e4>e5          multimove: the unit on e4, awarded N steps (multimove@e4=N), steps to the touching
//                      empty e5; the turn goes on (only its steps) until a pass (0000) on a goal square
//   e4[e1]f5           the first shadow on e4 steps to f5 (shadows step through standing units and share
//                      squares with each other); d3e4[h1]: a capture of the stack on e4 aimed at its first
//                      member (the whole stack is taken, each member told apart)
//   monad@e4[e1]       the mover's shadow on e4 becomes a monad (inactive); an enemy shadow arriving on or
//                      leaving its square activates it
//   blast@e4           the dragon on e4 takes every enemy unit on the eight squares around it (several victims)
//   control@e4>e5>e6   the stepper on e4 makes the touching enemy stepper on e5 step to e6 (mind control)
// kills@e4=N counts the units the unit on e4 took, one per victim.
// Squares: wall:e4=1 (no unit enters), tomb:e4=1 (the units that leave the game there are queued in "dead",
// each in its own place: a stack's members the last held first, then the holder).
// State: growth@e4=N (an egg's clock: it becomes a dragon, the same unit, after N turns, twice as fast on a
// quickened square quick:e4=1), flood:e4=N, paralysis@e4=N, lock@e4=f5 and bound@e4=e5 (relations),
// multimove@e4=N (a unit's award), ran@e4=N (the steps it made this turn) and goal:e4=1.
#pragma once

#include <memory>

#include "model/core/mechanic_variant.h"

namespace arbiter::testbed {

enum : Kind { kKing = 1, kStepper, kBox, kEgg, kDragon };

std::unique_ptr<MechanicVariant> make_testbed();

// The mechanics, one file each.
std::unique_ptr<Mechanic> stepping();
std::unique_ptr<Mechanic> shadowing();
std::unique_ptr<Mechanic> boxing();
std::unique_ptr<Mechanic> pushing();
std::unique_ptr<Mechanic> fusion();
std::unique_ptr<Mechanic> binding();
std::unique_ptr<Mechanic> portal();
std::unique_ptr<Mechanic> flood();
std::unique_ptr<Mechanic> eggs();
std::unique_ptr<Mechanic> quickening();
std::unique_ptr<Mechanic> rotation();
std::unique_ptr<Mechanic> loop();
std::unique_ptr<Mechanic> multimove();
std::unique_ptr<Mechanic> king_capture();
std::unique_ptr<Mechanic> walls();
std::unique_ptr<Mechanic> tombs();
std::unique_ptr<Mechanic> blast();
std::unique_ptr<Mechanic> mind_control();
std::unique_ptr<Mechanic> monads();
std::unique_ptr<Mechanic> awards();

// Helpers the mechanics share: the ability an action is, and the unit standing on a square of the mover.
bool is_ability(const MechanicVariant& v, const Action& a, int ability);
// Whether the acting side controls the unit standing on s (MechanicVariant::controls).
bool own_unit(const MechanicVariant& v, const Position& pos, Square s);
// Keeps, of out[first...], the candidates m's admit accepts: a mechanic lists only actions its own rule
// admits, as MechanicVariant's listings and random draw rely on (a candidate is not asked again).
void keep_admitted(const Mechanic& m, const Position& pos, ActionList& out, size_t first);

}  // namespace arbiter::testbed
