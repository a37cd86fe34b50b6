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
  // Games are cheap here (one random action and its trace a ply, no comparison): longer and more of them than
  // explore compares at. 200 x 60 finds twentychess's pair (game 15, ply 39) and costs frozenchess13 about a
  // second when nothing is found.
  int games = 200;
  int plies = 60;
  unsigned seed = 20261122;
};

// Fills the situation of every interaction finding of `results` (the variants the model has; others untouched).
void find_interaction_witnesses(std::vector<catalog::VariantFindings>& results, const WitnessBudget& budget = {});

}  // namespace arbiter
