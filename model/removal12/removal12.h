// Variant `removal12`: the document model/removal12/document.txt. Stage 1 of its model: the army of the start
// position (pawns, knights, bishops, rooks, dragons, jesters, queen, king: army.h) with their movement over
// removed squares (board.h), the queen's square removal, suicide, the pawns' moves, double steps,
// transformation and promotion (to a king too), the jester's borrowed movement and explosion, the king's
// exchange and rules, check, and the game's end (mechanics.h lists the mechanics, removal12.cpp composes
// them). Pending in the catalog, for the next stages: dragon shots and the nightdragon, the knights' aura and
// immobilization, nightriders and dragonriders, bishop conversion and the archbishop, rook and tower
// protection, the joker, the vortex, the air-move, the blocked pawn's knight assist.
#pragma once

#include <memory>

#include "model/core/interpretation_table.h"
#include "model/core/result.h"
#include "model/core/variant.h"

namespace arbiter::removal12 {

// An error when the profile chooses an option the model does not implement (read_interpretation).
Result<std::shared_ptr<const Variant>> make_removal12(const Profile& profile);
// The interpretation points of model/removal12/rules.xml (interpretation.cpp).
const InterpretationTable& interpretation_table();

}  // namespace arbiter::removal12
