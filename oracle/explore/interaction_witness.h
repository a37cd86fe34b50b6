// Positions for the interaction findings (issue 16): a finding of kind interaction names pairs of clauses, one
// setting a term the other reads, that no scenario plays together. Through the model, random games under the
// variant's default profile look for an action whose rule trace fires both clauses of a pair: first games
// from the start position, then short games from the setups of the variant's scenarios (positions built to
// show a rule, where rare pieces and states are already on the board). The position before the action and
// the action become the finding's situation (a real position where the question arises); when no game
// plays any pair together the situation says so, with the budget searched.
#pragma once

#include <string>
#include <vector>

#include "oracle/catalog/findings_report.h"

namespace arbiter {

struct WitnessBudget {
  // Games are cheap here (one random action and its trace a ply, no comparison). 200 x 60 from the start finds
  // twentychess's pair (game 15, ply 39); nothing found costs frozenchess13 about a second.
  int games = 200;
  int plies = 60;
  // From each scenario setup (FEN only) of corpus_dir/<variant>/*.xml.
  int setup_games = 5;
  int setup_plies = 20;
  unsigned seed = 20261122;
};

// Fills the situation (and the witness FEN) of every interaction finding of `results`, for the variants the
// model has; corpus_dir may be empty (no scenario setups searched).
void find_interaction_witnesses(std::vector<catalog::VariantFindings>& results, const std::string& corpus_dir,
                                const WitnessBudget& budget = {});

}  // namespace arbiter
