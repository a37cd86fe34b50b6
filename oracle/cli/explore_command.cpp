#include <iostream>

#include "oracle/atomic_file.h"
#include "oracle/catalog/catalog.h"
#include "oracle/cli/commands.h"
#include "oracle/explore.h"

namespace arbiter::cli {

std::vector<std::string> explorable_variants() { return {"chess", "twentychess", "deathsquare12", "quadrant12", "removal12", "frozenchess13"}; }

int explore_command(const Args& args) {
  const char* help =
      "usage: arbiter explore [--variant V] [--games N] [--plies N] [--seed S] [--reports DIR]\n\n"
      "Measures which interpretation points change play: random legal games under the default profile visit\n"
      "positions, and each implemented alternative option is compared with the default there (legal actions\n"
      "and verdict). Prints the share of positions where each option differs, and writes DIR/explore.md\n"
      "(default reports/) with a shrunk witness position for each. Defaults: 4 games of 40 plies, seed 20261122.\n";
  if (has_flag(args, "--help")) {
    std::cout << help;
    return kExitOk;
  }
  std::string error;
  std::string variant = option_value(args, "--variant", "", &error);
  std::string games = option_value(args, "--games", "4", &error);
  std::string plies = option_value(args, "--plies", "40", &error);
  std::string seed = option_value(args, "--seed", "20261122", &error);
  std::string reports = option_value(args, "--reports", std::string(ARBITER_SOURCE_DIR) + "/reports", &error);
  std::string complaint = unknown_argument(args, {"--variant", "--games", "--plies", "--seed", "--reports"}, {});
  ExploreOptions options;
  try {
    options.games = std::stoi(games);
    options.plies = std::stoi(plies);
    options.seed = static_cast<unsigned>(std::stoul(seed));
    if (options.games < 1 || options.plies < 1) throw std::invalid_argument("range");
  } catch (const std::exception&) {
    error = error.empty() ? "--games, --plies and --seed expect positive numbers" : error;
  }
  if (!error.empty() || !complaint.empty()) {
    std::cerr << "arbiter explore: " << (error.empty() ? complaint : error) << "\n" << help;
    return kExitUsage;
  }
  std::vector<std::string> variants = variant.empty() ? explorable_variants() : std::vector<std::string>{variant};
  std::vector<ExploreReport> results;
  bool failed = false;
  for (const std::string& v : variants) {
    results.push_back(explore_variant(v, catalog::default_model_dir(), options));
    const ExploreReport& r = results.back();
    if (!r.error.empty()) {
      std::cerr << "arbiter explore: " << v << ": " << r.error << "\n";
      failed = true;
      continue;
    }
    int measured = 0;
    int differing = 0;
    for (const auto& i : r.impacts) {
      measured += i.implemented;
      differing += i.implemented && i.share() > 0;
    }
    std::cout << v << ": " << r.positions << " positions, " << measured << " alternative options measured, "
              << differing << " change play\n";
    for (const auto& i : r.impacts)
      if (i.implemented && i.share() > 0)
        std::cout << "  " << static_cast<int>(1000 * i.share()) / 10.0 << "%  " << i.point << "=" << i.option << "\n";
  }
  std::string written = write_file_atomically(reports + "/explore.md", explore_markdown(results, options));
  if (!written.empty()) {
    std::cerr << "arbiter explore: " << written << "\n";
    return kExitUsage;  // an output that cannot be written
  }
  return failed ? kExitUsage : kExitOk;
}

}  // namespace arbiter::cli
