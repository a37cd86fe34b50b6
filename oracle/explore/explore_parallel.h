// Several variants explored at once on this machine's cores: each variant's games are split into as many shards
// as threads (ExploreOptions::shard, as scripts/explore-parallel splits them between processes), the shards are
// played on a pool of threads, and each variant's shards are merged (merge_explore_shards). The reports are
// those of one unsharded run per variant, byte for byte (tests/explore_shard_test.cpp holds them to it), so a
// run's results do not depend on the machine it ran on.
#pragma once

#include <string>
#include <vector>

#include "oracle/explore/explore.h"

namespace arbiter {

struct ExploreJob {
  std::string variant;
  ExploreOptions options;  // its shard fields are set here; a progress callback would be called from the pool
};

// The report of each job, in the order given. threads <= 1 explores them one after another on this thread.
std::vector<ExploreReport> explore_variants(const std::vector<ExploreJob>& jobs, const std::string& model_dir, unsigned threads);

// The threads `arbiter check` and `arbiter analyze` use: $ARBITER_THREADS when it is a number from 1 to 64,
// else the machine's hardware threads (at least 1).
unsigned explore_threads();

}  // namespace arbiter
