// The subcommands of `arbiter`. Each returns the process exit code:
//   0 success, 1 a check failed (a verdict or count disagrees), 2 bad usage or bad input.
#pragma once

#include <string>
#include <vector>

#include "oracle/catalog/findings_report.h"
#include "oracle/explore/consequence.h"

namespace arbiter {
struct ExploreOptions;
struct ExploreReport;
}

namespace arbiter::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1;
inline constexpr int kExitUsage = 2;

using Args = std::vector<std::string>;

int perft_command(const Args& args);
int uci_command(const Args& args);
int check_command(const Args& args);
int catalog_command(const Args& args);  // catalog_commands.cpp: `catalog check`, `analyze`, `graph`
int analyze_command(const Args& args);
int graph_command(const Args& args);
int corpus_command(const Args& args);
int conform_command(const Args& args);
int explore_command(const Args& args);
std::vector<std::string> explorable_variants();
int diff_command(const Args& args);  // diff_command.cpp
int soak_command(const Args& args);  // soak_command.cpp
int report_command(const Args& args);  // report_command.cpp: the HTML report
int serve_command(const Args& args);  // serve_command.cpp: the workbench in the browser (oracle/serve/)
ExploreOptions check_explore_budget(const std::string& variant);  // check_command.cpp: the explore budget of `arbiter check` and `diff --profile`
// check_command.cpp: explore's measurements as the findings' ranking reads them (failed variants left out).
catalog::ImpactsByVariant point_impacts(const std::vector<ExploreReport>& reports);
// check_command.cpp: the paired games' budget of `arbiter analyze --deep` for a variant.
ConsequenceOptions deep_budget(const std::string& variant);
// check_command.cpp: adds the paired games of measurements/consequence.json (consequence_store.h) for the
// variants whose entry is fresh. Returns "" or the error (a malformed file); *path_taken says, in a line, which
// variants are ranked by paired games and which by explore's share alone.
std::string use_consequences(catalog::ImpactsByVariant& impacts, const std::string& model, const std::string& corpus,
                             const std::vector<std::string>& variants, std::string* path_taken);

// Where a command writes its reports when --reports is not given. Only `arbiter check` writes the tracked
// reports/ of the source tree; the others (corpus, conform, analyze, explore) write outside it, so that no
// command rewrites a tracked file as a side effect: $ARBITER_REPORTS, else $XDG_CACHE_HOME/arbiter/reports,
// else $HOME/.cache/arbiter/reports, else /tmp/arbiter-reports.
std::string default_reports_dir();
// The tracked reports/ of the source tree (arbiter check's default).
std::string tracked_reports_dir();

}  // namespace arbiter::cli
