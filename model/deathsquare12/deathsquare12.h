// Variant `deathsquare12`: the document model/deathsquare12/document.txt, composed of the twelve family's
// mechanics (model/twelve/) with its swap places rule.
#pragma once

#include <memory>

#include "model/core/result.h"
#include "model/core/variant.h"

namespace arbiter::deathsquare12 {

Result<std::shared_ptr<const Variant>> make_deathsquare12(const Profile& profile);

}  // namespace arbiter::deathsquare12
