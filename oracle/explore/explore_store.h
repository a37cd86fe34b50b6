// `arbiter check`'s exploration of each variant kept with its reports, so that a check of unchanged sources
// reuses it instead of playing the same games again (issue 34's budget: frozenchess13's hundred games are most
// of a check). DIR/explore/<variant>.json is a shard result of one shard (explore_shard.cpp's format) with the
// witnesses shrunk, and the key of the sources it was measured on.
//
// Fresh: the stored key equals the key now, a SHA-256 over the check's budget (games, plies, compare_every,
// seed), the sources the variant plays by (source_key.h's play_sources) and the exploration's own code
// (oracle/explore/explore*, and the catalog reader oracle/catalog/catalog.*, beside model/, when the data root
// has them). Exploration is deterministic (a game's generator
// is seeded from the run's seed and the game alone), so a fresh stored run is the run check would make; any
// edit to those sources, even one that changes no play, makes it stale, and check explores that variant again.
#pragma once

#include <optional>
#include <string>

#include "oracle/explore/explore.h"

namespace arbiter {

std::string explore_key(const std::string& variant, const std::string& model_dir, const ExploreOptions& options);

// The stored form of one variant's report, explored under `options` (one shard of one).
std::string stored_exploration_json(const ExploreReport& report, const ExploreOptions& options, const std::string& key);

// The report stored in `path` when it is fresh: the file is a stored exploration of `variant` whose key is `key`.
// Otherwise nullopt, and `why` (if given) says why not in a few words ("no stored exploration", "sources changed",
// or the file's error).
std::optional<ExploreReport> load_fresh_exploration(const std::string& path, const std::string& variant, const std::string& key,
                                                   std::string* why = nullptr);

}  // namespace arbiter
