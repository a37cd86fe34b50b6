// Clause ids of deathsquare12 (catalog: model/deathsquare12/rules.xml). The mechanics are the twelve family's
// (model/shared12/), whose ids are the catalog's; this header names them for the variant.
#pragma once

#include "model/shared12/clauses.h"

namespace arbiter::deathsquare12 {
namespace clause = shared12::clause;
}  // namespace arbiter::deathsquare12
