#include "oracle/explore/explore_store.h"

#include <filesystem>

#include "oracle/diff/sha256.h"
#include "oracle/explore/source_key.h"

namespace arbiter {
namespace fs = std::filesystem;

std::string explore_key(const std::string& variant, const std::string& model_dir, const ExploreOptions& options) {
  std::string data = "explore games=" + std::to_string(options.games) + " plies=" + std::to_string(options.plies) +
                     " compare_every=" + std::to_string(options.compare_every) + " seed=" + std::to_string(options.seed) + "\n";
  data += play_sources(variant, model_dir);
  // The exploration's own code (explore*.cpp and .h: the games, the comparisons, the shards, this store) and the
  // catalog reader it takes the points from; not its neighbours in oracle/explore/ (the paired games, the boards).
  const fs::path oracle = fs::path(model_dir).parent_path() / "oracle";
  add_source_tree(data, (oracle / "explore").string(), "oracle/explore", "explore");
  add_source_tree(data, (oracle / "catalog").string(), "oracle/catalog", "catalog.");
  return sha256_hex(data);
}

std::string stored_exploration_json(const ExploreReport& report, const ExploreOptions& options, const std::string& key) {
  ExploreRun run;
  run.options = options;
  run.options.shard = 1;
  run.options.shards = 1;
  run.options.compare_every = report.compare_every;
  run.key = key;
  run.reports.push_back(report);
  return explore_shard_json(run);
}

std::optional<ExploreReport> load_fresh_exploration(const std::string& path, const std::string& variant, const std::string& key,
                                                   std::string* why) {
  auto say = [&](const std::string& reason) {
    if (why) *why = reason;
    return std::nullopt;
  };
  std::error_code ec;
  if (!fs::exists(path, ec)) return say("no stored exploration");
  auto run = load_explore_shard(path);
  if (!run) return say(run.error());
  if (run->key != key) return say("sources changed");
  if (run->options.shards != 1 || run->reports.size() != 1 || run->reports[0].variant != variant || !run->reports[0].error.empty())
    return say(path + ": not a stored exploration of " + variant);
  ExploreReport report = std::move(run->reports[0]);
  rank_impacts(report.impacts);  // stored in catalog order
  return report;
}

}  // namespace arbiter
