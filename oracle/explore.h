// `arbiter explore`: which interpretation points change real play. Random legal games under the default
// profile (seeded, so a run is reproducible) visit positions; at each one, every implemented alternative
// option of every point of the variant's catalog is asked for its legal actions and its verdict. A point
// whose options never differ on the positions play reaches matters little, whatever the text says; one
// that changes a third of them matters a lot. For each differing option the first position found is kept
// as a witness and shrunk (pieces removed one by one while the options still differ).
#pragma once

#include <string>
#include <vector>

#include "model/core/interpretation.h"

namespace arbiter {

struct ExploreOptions {
  int games = 4;
  int plies = 40;
  unsigned seed = 20261122;
};

struct OptionImpact {
  std::string point;
  std::string option;           // the alternative, compared with the default
  std::string default_option;   // the baseline: the default, or the option the base profile chose
  bool implemented = true;      // false: the model does not implement it (nothing measured)
  int positions = 0;            // positions compared
  int moves_differ = 0;         // positions whose legal-action sets differ
  int verdict_differs = 0;      // positions whose outcome differs
  std::string witness;          // extended FEN of a (shrunk) position where they differ
  std::vector<std::string> only_default;  // a few actions legal under the default only
  std::vector<std::string> only_option;   // ... under the option only
  double share() const { return positions ? static_cast<double>(moves_differ + verdict_differs) / positions : 0; }
};

struct ExploreReport {
  std::string variant;
  std::string error;            // the variant or its catalog could not be loaded
  int positions = 0;
  std::vector<OptionImpact> impacts;  // ranked: largest share first
};

// model_dir holds <variant>/rules.xml. With a base profile (its entries for this variant), the games are
// played under it and each alternative is compared with the option it chose (`arbiter diff --profile`).
ExploreReport explore_variant(const std::string& variant, const std::string& model_dir, const ExploreOptions& options,
                              const Profile& base_profile = {});
std::string explore_markdown(const std::vector<ExploreReport>& reports, const ExploreOptions& options);

}  // namespace arbiter
