// `arbiter diff`: two check results, or two readings on this build (oracle/diff/diff.h says what is compared).
#include <iostream>

#include "model/core/variant.h"
#include "oracle/common/atomic_file.h"
#include "oracle/catalog/catalog.h"
#include "oracle/cli/arguments.h"
#include "oracle/cli/commands.h"
#include "oracle/diff/collect.h"
#include "oracle/diff/diff.h"
#include "oracle/explore/explore.h"
#include "oracle/scenarios/model_runner.h"
#include "oracle/scenarios/scenario_runner.h"

namespace arbiter::cli {
namespace {

const char* kHelp =
    "usage: arbiter diff A.json B.json [--format md|json] [--threshold X] [--output FILE]\n"
    "       arbiter diff --profile P --profile Q [--variant V] [--format md|json] [--threshold X] [--output FILE]\n\n"
    "Compares two results of `arbiter check --json FILE` and prints what changed, grouped in this order:\n"
    "clauses (added, removed, quote reworded, gone stale with the document text now there, and the scenarios\n"
    "and findings citing them: re-validate these), interpretation points (added, removed, default changed),\n"
    "scenarios whose verdict changed (with the clauses they cite), findings added, removed or whose severity\n"
    "changed, explore shares that moved by more than X (a fraction of positions, default 0.05), perft counts\n"
    "that changed; then a summary line counting each group. The documents whose text changed head the report.\n\n"
    "With two --profile \"point=option,...\" instead of files, runs the corpus and the exploration (the\n"
    "budget of `arbiter check`) under each profile on this build and compares those: a rule change that is\n"
    "already an interpretation option is tried without touching code. --variant V limits both to V.\n\n"
    "scripts/diff-revisions REV1 [REV2] builds two revisions (or one and the working tree) and diffs them.\n"
    "Exit codes: 0 nothing changed, 1 something changed, 2 bad usage or a file that is not a check result.\n";

// A result of the corpus and the exploration under one profile, on this build.
Result<CheckResult> run_under(const std::string& text, const std::string& variant) {
  Profile profile;
  std::string error;
  if (!profile.parse(text, &error)) return Error("--profile \"" + text + "\": " + error);
  if (std::string unknown = unknown_points(profile, variant); !unknown.empty()) return Error("--profile \"" + text + "\": " + unknown);
  // An option a point does not have, or that the model does not implement, is bad input here (the corpus
  // would fail every scenario of the variant): each variant the run covers is made under the profile once.
  for (const std::string& v : variant.empty() ? explorable_variants() : std::vector<std::string>{variant}) {
    Profile own = profile_for_variant(v, profile);
    if (own.choices().empty()) continue;
    if (auto made = make_variant(v, own); !made) return Error("--profile \"" + text + "\": " + made.error());
  }
  auto files = corpus_files(default_corpus_dir(), variant);
  if (files.empty()) return Error("no scenario files under " + default_corpus_dir() + (variant.empty() ? "" : "/" + variant));
  CheckResult r;
  r.profile = text;
  VariantCache variants;
  CorpusRun run = run_corpus(files, [&](const Scenario& s, const ScenarioFile& f) { return run_on_model(s, f, profile_for_variant(f.variant, profile), &variants); });
  collect_corpus(r, run, files);
  std::vector<ExploreReport> explored;
  for (const std::string& v : explorable_variants())
    if (variant.empty() || v == variant) explored.push_back(explore_variant(v, catalog::default_model_dir(), check_explore_budget(v), profile));
  collect_explore(r, explored);
  return r;
}

}  // namespace

int diff_command(const Args& args) {
  std::vector<std::string> files, profiles;
  std::string format = "md", threshold_text, output, variant;
  Command command("diff");
  command.option("--format", format).option("--threshold", threshold_text).option("--output", output).option("--variant", variant)
      .options("--profile", profiles).positionals(files);
  std::string error = command.parse(args);
  if (command.help()) {
    std::cout << kHelp;
    return kExitOk;
  }
  double threshold = kDefaultThreshold;
  if (error.empty() && format != "md" && format != "json") error = "--format: expected md or json, found \"" + format + "\"";
  if (error.empty() && !threshold_text.empty()) {
    size_t used = 0;
    try {
      threshold = std::stod(threshold_text, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used != threshold_text.size() || !(threshold >= 0 && threshold <= 1))
      error = "--threshold: expected a share of positions between 0 and 1 (0.05 is 5%), found \"" + threshold_text + "\"";
  }
  if (error.empty() && profiles.empty() && files.size() != 2) error = "expected two check results (A.json B.json), found " + std::to_string(files.size());
  if (error.empty() && !profiles.empty() && (profiles.size() != 2 || !files.empty()))
    error = "expected exactly two --profile options and no files, or two files";
  if (error.empty() && profiles.empty() && !variant.empty()) error = "--variant goes with --profile (a check result holds every variant)";
  if (!error.empty()) {
    std::cerr << "arbiter diff: " << error << "\n" << kHelp;
    return kExitUsage;
  }
  if (std::string missing = output.empty() ? "" : missing_directory(output); !missing.empty()) {
    std::cerr << "arbiter diff: --output " << missing << "\n";
    return kExitUsage;
  }
  if (!output.empty())
    if (std::string clash = overwrites_an_input(output, files); !clash.empty()) {
      std::cerr << "arbiter diff: --output " << clash << "\n";
      return kExitUsage;
    }

  std::vector<CheckResult> results;
  std::vector<std::string> names = profiles.empty() ? files : std::vector<std::string>{"this build", "this build"};
  for (size_t k = 0; k < 2; ++k) {
    auto r = profiles.empty() ? load_check_result(files[k]) : run_under(profiles[k], variant);
    if (!r) {
      std::cerr << "arbiter diff: " << r.error() << "\n";
      return kExitUsage;
    }
    results.push_back(std::move(*r));
  }
  DiffReport d = diff_results(results[0], results[1], threshold);
  d.a_name = names[0];
  d.b_name = names[1];
  std::string text = format == "json" ? diff_json(d) : diff_markdown(d);
  if (output.empty()) {
    std::cout << text;
  } else {
    if (std::string written = write_file_atomically(output, text); !written.empty()) {
      std::cerr << "arbiter diff: " << written << "\n";
      return kExitUsage;
    }
    std::cout << diff_summary(d) << "\n";
  }
  return d.changed() ? kExitFailed : kExitOk;
}

}  // namespace arbiter::cli
