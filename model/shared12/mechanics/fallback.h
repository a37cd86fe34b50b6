// The fallbacks when the side to move has no other legal action (no_other_move.cpp): the resting units'
// single moves (double-move.rest-stalemate-exception) and the paralysed units' moves
// (death-square.paralysis-no-other-move = paralysis-lifted). The mechanics that otherwise hold those units
// (quadrant12's rest.cpp, death_squares.cpp) ask whether they are in force.
#pragma once

#include "model/core/mechanic_variant.h"
#include "model/core/position.h"
#include "model/shared12/family.h"

namespace arbiter::shared12 {

// Whether the legal actions of `p` are the fallbacks: there are some, and every one is a move of a unit
// that rests or is paralysed (no ordinary action is legal).
bool fallback_in_force(const MechanicVariant& v, const Rules& r, const Position& p);

}  // namespace arbiter::shared12
