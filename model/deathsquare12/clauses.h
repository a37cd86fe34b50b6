// Clause ids of deathsquare12 (catalog: model/deathsquare12/rules.xml). The mechanics are the twelve family's
// (model/twelve/), whose ids are the catalog's; this header names them for the variant.
#pragma once

#include "model/twelve/clauses.h"

namespace arbiter::deathsquare12 {
namespace clause = twelve::clause;
}  // namespace arbiter::deathsquare12
