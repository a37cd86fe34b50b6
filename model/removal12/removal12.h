// Variant `removal12`: the document model/removal12/document.txt, every clause of its catalog. Its army
// (army.h: the start position's kinds and the promoted nightrider, dragonrider, tower, nightdragon, archbishop
// and joker) moves over removed squares (board.h); its rules are mechanics, one file each (mechanics.h lists
// them, removal12.cpp composes them): the king (exchange, vortex), the knights (immobilization, aura, the
// dragonrider's instant capture), rook and tower protection, square removal, pawns, the jester and joker,
// dragon shots, conversion, suicide, the moves of every unit, promotions by captures, check, game end.
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
