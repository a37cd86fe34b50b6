// Variant `quadrant12`: the document model/quadrant12/document.txt, composed of the twelve family's mechanics
// (model/twelve/) with its own: walls, capture range, SwapShotAny, the double move's rest.
#pragma once

#include <memory>

#include "model/core/result.h"
#include "model/core/variant.h"

namespace arbiter::quadrant12 {

Result<std::shared_ptr<const Variant>> make_quadrant12(const Profile& profile);

}  // namespace arbiter::quadrant12
