#include <iostream>

#include "oracle/common/atomic_file.h"
#include "oracle/cli/arguments.h"
#include "oracle/cli/commands.h"
#include "oracle/scenarios/corpus_report.h"
#include "oracle/scenarios/model_runner.h"
#include "oracle/scenarios/scenario_runner.h"

namespace arbiter::cli {

int corpus_command(const Args& args) {
  const char* help =
      "usage: arbiter corpus [--variant V] [--profile P] [--only PATTERNS] [--junit FILE] [--corpus DIR] [--reports DIR]\n\n"
      "Runs the scenarios of corpus/<variant>/*.xml against the model and prints\n"
      "\"N passed, N failed, N xfail, N skipped[, N not runnable]\". Writes DIR/corpus.md (default\n"
      "~/.cache/arbiter/reports, or $ARBITER_REPORTS: only `arbiter check` writes the tracked reports/) and, with --junit,\n"
      "JUnit XML; both atomically. --profile \"point=option,...\" chooses interpretation options (each variant\n"
      "takes the entries that name its own points; a point none of the run's variants has is an error); scenarios\n"
      "that require another option are skipped. Exit 1 when a scenario failed or an xfail passed; 2 when a file did\n"
      "not load (the others still run) or a report cannot be written.\n"
      "--only PATTERNS runs only the scenarios some pattern selects (comma-separated globs, * ? [...], matched\n"
      "against the scenario's id, its topic, and variant/id or variant/topic: --only 'king.*,removal12/dragon').\n";
  std::string variant, profile_text, junit, only_text, corpus = default_corpus_dir(), reports = default_reports_dir();
  Command command("corpus");
  command.option("--variant", variant).option("--profile", profile_text).option("--junit", junit).option("--corpus", corpus)
      .option("--reports", reports).option("--only", only_text);
  std::string complaint = command.parse(args);
  if (command.help()) {
    std::cout << help;
    return kExitOk;
  }
  const std::vector<std::string> only = split_list(only_text);
  if (complaint.empty() && command.given("--only") && only.empty()) complaint = "--only expects patterns, e.g. --only 'king.*'";
  if (complaint.empty()) complaint = unknown_variant(command, variant);
  std::string error;
  if (!complaint.empty()) {
    std::cerr << "arbiter corpus: " << complaint << "\n" << help;
    return kExitUsage;
  }
  Profile profile;
  if (!profile.parse(profile_text, &error)) {
    std::cerr << "arbiter corpus: --profile: " << error << "\n";
    return kExitUsage;
  }
  if (std::string unknown = check_profile(profile, variant); !unknown.empty()) {
    std::cerr << "arbiter corpus: --profile: " << unknown << "\n";
    return kExitUsage;
  }
  if (std::string missing = junit.empty() ? "" : missing_directory(junit); !missing.empty()) {
    std::cerr << "arbiter corpus: --junit " << missing << "\n";
    return kExitUsage;
  }
  for (const std::string& output : {junit, reports + "/corpus.md"})
    if (std::string clash = output.empty() ? "" : overwrites_an_input(output, {corpus}); !clash.empty()) {
      std::cerr << "arbiter corpus: " << clash << "\n";
      return kExitUsage;
    }
  auto files = corpus_files(corpus, variant);
  if (files.empty()) {
    std::cerr << "arbiter corpus: no scenario files under " << corpus << (variant.empty() ? "" : "/" + variant) << "\n";
    return kExitUsage;
  }
  VariantCache variants;
  CorpusRun run = run_corpus(
      files, [&](const Scenario& s, const ScenarioFile& f) { return run_on_model(s, f, profile_for_variant(f.variant, profile), &variants); },
      only);
  if (!only.empty() && run.results.empty() && run.load_errors.empty()) {
    std::cerr << "arbiter corpus: --only selects no scenario\n";
    return kExitUsage;
  }
  for (const auto& e : run.load_errors) std::cout << "ERROR " << e << "\n";
  for (const auto& r : run.results) {
    if (r.status == ScenarioResult::Status::kFail) std::cout << "FAIL " << r.variant << "/" << r.id << ": " << r.message << "\n";
    if (r.status == ScenarioResult::Status::kXpass) std::cout << "XPASS " << r.variant << "/" << r.id << ": " << r.message << "\n";
  }
  // A file that did not load is bad input, and so is an output that cannot be written: exit 2 (the run went on).
  bool unusable = !run.load_errors.empty();
  // corpus.md and the JUnit file are replaced together or not at all (FileGroup).
  FileGroup out;
  std::string md_error = out.add(reports + "/corpus.md", corpus_markdown(run, "Scenario corpus against the model"));
  if (md_error.empty() && !junit.empty()) md_error = out.add(junit, junit_xml(run, "arbiter corpus"));
  if (md_error.empty()) md_error = out.commit();
  if (!md_error.empty()) std::cerr << "arbiter corpus: " << md_error << "\n";
  unusable = unusable || !md_error.empty();
  std::cout << run.summary() << std::endl;
  if (md_error.empty() && !command.given("--reports")) std::cout << "report: " << reports << "/corpus.md\n";  // where the default put it
  return unusable ? kExitUsage : run.failures() ? kExitFailed : kExitOk;
}

}  // namespace arbiter::cli
