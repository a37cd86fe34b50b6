#include "oracle/explore/explore_parallel.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <exception>
#include <string>
#include <thread>

namespace arbiter {

namespace {

ExploreReport failed(const std::string& variant, const std::string& error) {
  ExploreReport r;
  r.variant = variant;
  r.error = error;
  return r;
}

// item(i) for every i below n, on up to `threads` threads taking the next i as each finishes one.
template <class Item>
void on_threads(size_t n, unsigned threads, Item item) {
  std::atomic<size_t> next{0};
  auto work = [&] {
    for (size_t i; (i = next++) < n;) item(i);
  };
  std::vector<std::jthread> pool;
  for (unsigned i = 0; i < std::min<size_t>(threads, n); ++i) pool.emplace_back(work);
}

}  // namespace

std::vector<ExploreReport> explore_variants(const std::vector<ExploreJob>& jobs, const std::string& model_dir, unsigned threads) {
  std::vector<ExploreReport> out;
  if (threads <= 1) {
    for (const ExploreJob& j : jobs) out.push_back(explore_variant(j.variant, model_dir, j.options));
    return out;
  }
  // Twice as many shards as threads, each thread taking the next as it finishes one: a game's positions differ
  // in cost (frozenchess13's turn starts list every unit's actions, the middle of a double move one unit's),
  // and with one shard a thread, the plies compared ((ply + g) mod K = 0) put every turn start in the same
  // shard whenever K and the thread count are both even. The merged report is the same for any count.
  const int shards = static_cast<int>(2 * threads);
  struct Task {
    size_t job;
    int shard;
  };
  std::vector<Task> tasks;  // shard by shard, so that the threads share each variant's games
  for (size_t j = 0; j < jobs.size(); ++j)
    for (int s = 1; s <= shards; ++s) tasks.push_back({j, s});
  std::vector<ExploreRun> runs(tasks.size());
  on_threads(tasks.size(), threads, [&](size_t t) {
    const ExploreJob& job = jobs[tasks[t].job];
    ExploreRun& run = runs[t];
    run.options = job.options;
    run.options.shard = tasks[t].shard;
    run.options.shards = shards;
    run.options.shrink = false;  // each merged witness is shrunk once, below
    try {
      run.reports = {explore_variant(job.variant, model_dir, run.options)};
      // In catalog order, as a shard's JSON lists them (explore_shard.cpp): the merge pairs the options by place.
      auto& impacts = run.reports[0].impacts;
      std::sort(impacts.begin(), impacts.end(), [](const OptionImpact& a, const OptionImpact& b) { return a.order < b.order; });
    } catch (const std::exception& e) {  // a thread must not end the process: the variant reports it
      run.reports = {failed(job.variant, std::string("exploring shard ") + std::to_string(tasks[t].shard) + ": " + e.what())};
    }
  });
  for (size_t j = 0; j < jobs.size(); ++j) {
    std::vector<ExploreRun> mine;
    std::vector<std::string> names;
    for (size_t t = 0; t < tasks.size(); ++t)
      if (tasks[t].job == j) {
        mine.push_back(runs[t]);
        names.push_back(jobs[j].variant + " shard " + std::to_string(tasks[t].shard));
      }
    auto merged = merge_explore_shards(mine, names);
    if (merged && merged->reports.size() == 1) out.push_back(std::move(merged->reports[0]));
    else out.push_back(failed(jobs[j].variant, merged ? "its shards merged into no report" : "merging its shards: " + merged.error()));
  }
  // The witnesses, shrunk once each on the same threads (a shard left its own as found: the merge keeps one
  // per option, the earliest, as the unsharded run shrinks it).
  struct Witness {
    size_t report;
    size_t impact;
  };
  std::vector<Witness> witnesses;
  for (size_t r = 0; r < out.size(); ++r)
    for (size_t i = 0; i < out[r].impacts.size(); ++i)
      if (!out[r].impacts[i].witness.empty()) witnesses.push_back({r, i});
  std::vector<std::string> unshrunk(witnesses.size());  // per witness, why it could not be shrunk
  on_threads(witnesses.size(), threads, [&](size_t w) {
    ExploreReport& r = out[witnesses[w].report];
    OptionImpact& impact = r.impacts[witnesses[w].impact];
    try {
      if (!shrink_witness(r.variant, impact)) unshrunk[w] = "the witness of option " + impact.option + " could not be shrunk";
    } catch (const std::exception& e) {  // as above: the variant reports it
      unshrunk[w] = "shrinking the witness of option " + impact.option + ": " + e.what();
    }
  });
  for (size_t w = 0; w < witnesses.size(); ++w)
    if (!unshrunk[w].empty() && out[witnesses[w].report].error.empty()) out[witnesses[w].report].error = unshrunk[w];
  return out;
}

unsigned explore_threads() {
  if (const char* env = std::getenv("ARBITER_THREADS")) {
    char* end = nullptr;
    const long n = std::strtol(env, &end, 10);
    if (end != env && *end == '\0' && n >= 1 && n <= 64) return static_cast<unsigned>(n);
  }
  return std::max(1u, std::thread::hardware_concurrency());
}

}  // namespace arbiter
