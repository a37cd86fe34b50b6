// Positions for the interaction findings (issue 16): a finding of kind interaction names pairs of clauses, one
// setting a term the other reads, that no scenario plays together. Through the model, random games under the
// variant's default profile look for an action whose rule trace fires both clauses of a pair; the position
// before it and the action become the finding's situation (a real position where the question arises), and
// when no game plays any pair together the situation says so, with the budget searched.
#pragma once

#include <vector>

#include "oracle/catalog/findings_report.h"

namespace arbiter {

struct WitnessBudget {
  int games = 100;  // arbiter check's explore budget (check_explore_budget): the same seeds, the same games
  int plies = 30;
  unsigned seed = 20261122;
};

// Fills the situation of every interaction finding of `results` (the variants the model has; others untouched).
void find_interaction_witnesses(std::vector<catalog::VariantFindings>& results, const WitnessBudget& budget = {});

}  // namespace arbiter
