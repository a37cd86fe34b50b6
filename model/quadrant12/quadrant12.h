// Variant `quadrant12`: the document model/quadrant12/document.txt, composed of the twelve family's mechanics
// (model/shared12/) with its own (mechanics.h): rest, walls, rotations, SwapShotAny, bonus quadrants, capture range.
#pragma once

#include <memory>

#include "model/core/interpretation_table.h"
#include "model/core/result.h"
#include "model/core/variant.h"

namespace arbiter::quadrant12 {

// An error when the profile chooses an option the model does not implement (read_interpretation).
Result<std::shared_ptr<const Variant>> make_quadrant12(const Profile& profile);
// The interpretation points of model/quadrant12/rules.xml (interpretation.cpp).
const InterpretationTable& interpretation_table();

}  // namespace arbiter::quadrant12
