// Variant `deathsquare12`: the document model/deathsquare12/document.txt, composed of the twelve family's
// mechanics (model/shared12/) with its swap places rule.
#pragma once

#include <memory>

#include "model/core/interpretation_table.h"
#include "model/core/mechanic.h"
#include "model/core/result.h"
#include "model/core/variant.h"

namespace arbiter::shared12 {
class Rules;
}

namespace arbiter::deathsquare12 {

// An error when the profile chooses an option the model does not implement (read_interpretation).
Result<std::shared_ptr<const Variant>> make_deathsquare12(const Profile& profile);

// Its own mechanic, composed with the twelve family's: swap places (swap.cpp), with its points' readings.
struct SwapRules {
  enum class Range { kAnywhere, kAdjacent, kMutuallyReachable } range = Range::kAnywhere;  // swap.range
  bool pawns = true;         // swap.pawns = pawns-included
  bool immobilised = false;  // swap.immobilised = swap-allowed
  KindSet excluded;          // "King cannot swap" (swap.king-excluded)
  static SwapRules read(const ChosenOptions& c);  // swap.cpp
};
std::unique_ptr<Mechanic> swap(const shared12::Rules& r, SwapRules rules);
// The interpretation points of model/deathsquare12/rules.xml (interpretation.cpp).
const InterpretationTable& interpretation_table();

}  // namespace arbiter::deathsquare12
