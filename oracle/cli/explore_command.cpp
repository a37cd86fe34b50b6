#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>

#include "model/core/variant_table.h"
#include "oracle/common/atomic_file.h"
#include "oracle/catalog/catalog.h"
#include "oracle/cli/arguments.h"
#include "oracle/cli/commands.h"
#include "oracle/explore/explore.h"

namespace arbiter::cli {

// Exploring compares the readings of interpretation points, which only a variant with a catalog has.
std::vector<std::string> explorable_variants() { return catalog_variant_ids(); }

namespace {

// The help, in two parts around the line naming the variants explored by default (generated from the
// variant table, so that it names every one).
const char* kHelpHead =
    "usage: arbiter explore [--variant V] [--games N] [--plies N] [--seed S] [--compare-every K]\n"
    "                       [--reports DIR] [--shard I/N --json FILE]\n"
    "       arbiter explore merge FILE... [--reports DIR]\n\n"
    "Measures which interpretation points change play: random legal games under the default profile visit\n"
    "positions, and each implemented alternative option is compared with the default there (legal actions\n"
    "and verdict). Prints the share of positions where each option differs, and writes DIR/explore.md\n"
    "(default ~/.cache/arbiter/reports, or $ARBITER_REPORTS: only `arbiter check` writes the tracked reports/)\n"
    "with a shrunk witness position for each. Defaults: 4 games of 40 plies, seed 20261122.\n";
const char* kHelpOptions =
    "--compare-every K  compares the readings at one ply in K (the plies p of game g with (p + g) mod K = 0;\n"
    "                 default 1: every ply): more games for the same time, as comparing is what costs.\n"
    "--json FILE      also writes the counts and witnesses, machine-readable (atomically).\n"
    "--shard I/N      plays only the games g with g mod N = I-1 (game g plays the same in any shard), and\n"
    "                 writes no explore.md: only --json FILE (required), for `arbiter explore merge`.\n"
    "merge FILE...    reads the N shard results of one run and writes the report of the unsharded run\n"
    "                 (byte-identical). Shards of different runs, a shard given twice or missing, and a\n"
    "                 truncated or foreign file are errors naming the file and line (exit 2).\n"
    "On a terminal, progress (games, positions, rate, time left) is shown on stderr.\n"
    "scripts/explore-parallel runs the shards with GNU parallel, locally or over ssh, and merges them.\n";

std::string help() {
  std::string variants;
  for (const std::string& v : explorable_variants()) variants += (variants.empty() ? "" : ", ") + v;
  return kHelpHead + std::string("Without --variant, every variant with a catalog: ") + variants + ".\n\n" + kHelpOptions;
}

// A progress line on stderr, refreshed at most four times a second; nothing when stderr is not a terminal.
class ProgressLine {
 public:
  ProgressLine() : on_(isatty(STDERR_FILENO) == 1) {}
  ~ProgressLine() { finish(); }
  bool on() const { return on_; }

  void update(const ExploreProgress& p) {
    auto now = std::chrono::steady_clock::now();
    if (p.variant != variant_) {
      finish();
      variant_ = p.variant;
      start_ = shown_ = now;  // the first line after a quarter of a second, with a rate worth reading
    }
    bool last = p.games_done == p.games_total;
    if (!last && now - shown_ < std::chrono::milliseconds(250)) return;
    shown_ = now;
    double seconds = std::chrono::duration<double>(now - start_).count();
    char line[256];
    int n = std::snprintf(line, sizeof line, "\r%s: %d/%d games, %lld positions, %.0f positions/s", p.variant.c_str(), p.games_done,
                          p.games_total, static_cast<long long>(p.positions), seconds > 0 ? p.positions / seconds : 0.0);
    if (p.games_done > 0 && !last) {
      long left = static_cast<long>(seconds / p.games_done * (p.games_total - p.games_done) + 0.5);
      std::snprintf(line + n, sizeof line - static_cast<size_t>(n), ", about %ldm%02lds left", left / 60, left % 60);
    }
    std::fprintf(stderr, "%s\033[K", line);
    std::fflush(stderr);
    shown_any_ = true;
  }
  void finish() {
    if (shown_any_) std::fprintf(stderr, "\n");
    shown_any_ = false;
  }

 private:
  bool on_;
  bool shown_any_ = false;
  std::string variant_;
  std::chrono::steady_clock::time_point start_, shown_;
};

// The summary on stdout: one line per variant, then each option that changes play.
bool print_summary(const std::vector<ExploreReport>& results) {
  bool failed = false;
  for (const ExploreReport& r : results) {
    if (!r.error.empty()) {
      std::cerr << "arbiter explore: " << r.variant << ": " << r.error << "\n";
      failed = true;
      continue;
    }
    int measured = 0;
    int differing = 0;
    for (const auto& i : r.impacts) {
      measured += i.implemented;
      differing += i.implemented && i.share() > 0;
    }
    std::cout << r.variant << ": " << r.positions << " positions, " << measured << " alternative options measured, " << differing
              << " change play\n";
    for (const auto& i : r.impacts)
      if (i.implemented && i.share() > 0)
        std::cout << "  " << static_cast<int>(1000 * i.share()) / 10.0 << "%  " << i.point << "=" << i.option << "\n";
  }
  return failed;
}

// `defaulted`: --reports was not given, so the command says where the report went.
int write_report(const std::string& reports, bool defaulted, const std::vector<ExploreReport>& results,
                 const ExploreOptions& options, bool failed) {
  std::string written = write_file_atomically(reports + "/explore.md", explore_markdown(results, options));
  if (!written.empty()) {
    std::cerr << "arbiter explore: " << written << "\n";
    return kExitUsage;  // an output that cannot be written
  }
  if (defaulted) std::cout << "report: " << reports << "/explore.md\n";  // where the default put it
  return failed ? kExitUsage : kExitOk;
}

int merge_command(const Args& args) {
  std::string reports = default_reports_dir();
  std::vector<std::string> files;
  Command command("explore merge");
  command.option("--reports", reports).positionals(files);
  std::string error = command.parse(args);
  if (error.empty() && files.empty()) error = "merge needs the shard results (FILE...) written by --shard I/N --json FILE";
  if (!error.empty()) {
    std::cerr << "arbiter explore merge: " << error << "\n" << help();
    return kExitUsage;
  }
  if (std::string clash = overwrites_an_input(reports + "/explore.md", files); !clash.empty()) {
    std::cerr << "arbiter explore merge: " << clash << "\n";
    return kExitUsage;
  }
  std::vector<ExploreRun> runs;
  for (const std::string& f : files) {
    auto run = load_explore_shard(f);
    if (!run) {
      std::cerr << "arbiter explore merge: " << run.error() << "\n";
      return kExitUsage;
    }
    runs.push_back(std::move(*run));
  }
  auto merged = merge_explore_shards(runs, files);
  if (!merged) {
    std::cerr << "arbiter explore merge: " << merged.error() << "\n";
    return kExitUsage;
  }
  bool failed = print_summary(merged->reports);
  return write_report(reports, !command.given("--reports"), merged->reports, merged->options, failed);
}

}  // namespace

int explore_command(const Args& args) {
  if (!args.empty() && args[0] == "merge" && std::find(args.begin(), args.end(), "--help") == args.end())
    return merge_command(Args(args.begin() + 1, args.end()));
  std::string variant, games = "4", plies = "40", seed = "20261122", every = "1", shard, json_path, reports = default_reports_dir();
  Command command("explore");
  command.option("--variant", variant).option("--games", games).option("--plies", plies).option("--seed", seed)
      .option("--compare-every", every).option("--shard", shard).option("--json", json_path).option("--reports", reports);
  std::string error = command.parse(args);
  if (command.help()) {
    std::cout << help();
    return kExitOk;
  }
  std::string complaint;
  ExploreOptions options;
  try {
    size_t end = 0;
    options.games = std::stoi(games, &end);
    if (end != games.size()) throw std::invalid_argument("games");
    options.plies = std::stoi(plies, &end);
    if (end != plies.size()) throw std::invalid_argument("plies");
    unsigned long s = std::stoul(seed, &end);
    if (end != seed.size() || seed[0] == '-' || s > 4294967295UL) throw std::invalid_argument("seed");
    options.seed = static_cast<unsigned>(s);
    options.compare_every = std::stoi(every, &end);
    if (end != every.size()) throw std::invalid_argument("compare-every");
    if (options.games < 1 || options.plies < 1 || options.compare_every < 1) throw std::invalid_argument("range");
  } catch (const std::exception&) {
    error = error.empty() ? "--games, --plies, --seed and --compare-every expect positive numbers" : error;
  }
  if (!shard.empty() && error.empty()) {
    int i = 0, n = 0;
    char rest = 0;
    if (std::sscanf(shard.c_str(), "%d/%d%c", &i, &n, &rest) != 2 || n < 1 || i < 1 || i > n || shard[0] == '+' || shard.find(' ') != std::string::npos)
      error = "--shard expects I/N with 1 <= I <= N (as 2/3), found \"" + shard + "\"";
    options.shard = i;
    options.shards = n;
    if (error.empty() && json_path.empty()) error = "--shard needs --json FILE (a shard writes no explore.md; merge the shards' files)";
  }
  if (!error.empty() || !complaint.empty()) {
    std::cerr << "arbiter explore: " << (error.empty() ? complaint : error) << "\n" << help();
    return kExitUsage;
  }
  ProgressLine progress;
  if (progress.on()) options.progress = [&progress](const ExploreProgress& p) { progress.update(p); };
  std::vector<std::string> variants = variant.empty() ? explorable_variants() : std::vector<std::string>{variant};
  ExploreRun run;
  for (const std::string& v : variants) run.reports.push_back(explore_variant(v, catalog::default_model_dir(), options));
  progress.finish();
  options.progress = nullptr;
  run.options = options;
  bool failed = print_summary(run.reports);
  if (!json_path.empty()) {
    std::string written = write_file_atomically(json_path, explore_shard_json(run));
    if (!written.empty()) {
      std::cerr << "arbiter explore: " << written << "\n";
      return kExitUsage;
    }
  }
  if (!shard.empty()) return failed ? kExitUsage : kExitOk;
  return write_report(reports, !command.given("--reports"), run.reports, options, failed);
}

}  // namespace arbiter::cli
