#include <iostream>
#include <map>
#include <utility>

#include "oracle/common/atomic_file.h"
#include "oracle/cli/arguments.h"
#include "oracle/cli/commands.h"
#include "oracle/engines/conformance.h"
#include "oracle/scenarios/corpus_report.h"
#include "oracle/scenarios/scenario_runner.h"
#include "oracle/scenarios/skip_list.h"

namespace arbiter::cli {

int conform_command(const Args& args) {
  const char* help =
      "usage: arbiter conform --engine \"CMD\" [--variant V] [--profile P] [--timeout-ms N] [--junit FILE]\n"
      "                       [--corpus DIR] [--report FILE] [--skip FILE] [--only PATTERNS]\n\n"
      "Runs the scenario corpus against an external engine through the adapter protocol (see README).\n"
      "--profile declares the interpretation options the engine implements: scenarios requiring another\n"
      "option are skipped as \"chose another reading\" (each variant takes the entries that name its own\n"
      "points; a point none of the run's variants has is an error). Every engine call times out after N ms (default\n"
      "10000), reads and writes alike, and a reply is capped at 4 MiB; a hung, crashed, deaf or babbling engine\n"
      "fails the scenario at hand and is restarted. An engine that does not answer uci, or twice in a row answers\n"
      "nothing after it, is declared dead once: its remaining scenarios are reported as not judged.\n"
      "--skip FILE lists scenario ids not to run (one a line, `id` or `variant/id`, # comments): they are\n"
      "reported SKIP with the reason \"skip list\" (corpus/CONFORMANCE.md).\n"
      "Writes ~/.cache/arbiter/reports/conformance.md ($ARBITER_REPORTS/conformance.md; or --report FILE) atomically. Exit 1 when a scenario failed; 2 when the\n"
      "engine's program does not exist, a scenario file did not load or a report cannot be written.\n"
      "--only PATTERNS runs only the scenarios some pattern selects (comma-separated globs, * ? [...], matched\n"
      "against the scenario's id, its topic, and variant/id or variant/topic: --only 'king.*,removal12/dragon').\n";
  EngineOptions options;
  std::string variant, profile_text, timeout = "10000", junit, corpus = default_corpus_dir();
  std::string report = default_reports_dir() + "/conformance.md", skip_file, only_text;
  Command command("conform");
  command.option("--engine", options.command).option("--variant", variant).option("--profile", profile_text)
      .option("--timeout-ms", timeout).option("--junit", junit).option("--corpus", corpus).option("--report", report)
      .option("--skip", skip_file).option("--only", only_text);
  std::string complaint = command.parse(args);
  if (command.help()) {
    std::cout << help;
    return kExitOk;
  }
  std::string error;
  const std::vector<std::string> only = split_list(only_text);
  if (complaint.empty() && command.given("--only") && only.empty()) complaint = "--only expects patterns, e.g. --only 'king.*'";
  if (complaint.empty()) complaint = unknown_variant(command, variant);
  if (!complaint.empty() || options.command.empty()) {
    std::cerr << "arbiter conform: " << (!complaint.empty() ? complaint : "--engine \"CMD\" is required") << "\n" << help;
    return kExitUsage;
  }
  try {
    size_t used = 0;
    options.timeout_ms = std::stoi(timeout, &used);
    if (used != timeout.size() || options.timeout_ms < 1) throw std::invalid_argument("range");
  } catch (const std::exception&) {
    std::cerr << "arbiter conform: --timeout-ms expects a positive number of milliseconds, got \"" << timeout << "\"\n";
    return kExitUsage;
  }
  if (!options.profile.parse(profile_text, &error)) {
    std::cerr << "arbiter conform: --profile: " << error << "\n";
    return kExitUsage;
  }
  if (std::string unknown = check_profile(options.profile, variant); !unknown.empty()) {
    std::cerr << "arbiter conform: --profile: " << unknown << "\n";
    return kExitUsage;
  }
  if (std::string problem = engine_program_problem(options.command); !problem.empty()) {
    std::cerr << "arbiter conform: --engine: " << problem << "\n";
    return kExitUsage;
  }
  for (const auto& [flag, output] : {std::pair<const char*, std::string>{"--junit", junit}, {"--report", report}})
    if (std::string missing = output.empty() || !command.given(flag) ? "" : missing_directory(output); !missing.empty()) {
      std::cerr << "arbiter conform: " << flag << " " << missing << "\n";
      return kExitUsage;
    }
  for (const std::string& output : {junit, report})
    if (std::string clash = output.empty() ? "" : overwrites_an_input(output, {corpus, skip_file}); !clash.empty()) {
      std::cerr << "arbiter conform: " << clash << "\n";
      return kExitUsage;
    }
  SkipList skip;
  if (!skip_file.empty()) {
    auto loaded = load_skip_list(skip_file);
    if (!loaded) {
      std::cerr << "arbiter conform: --skip: " << loaded.error() << "\n";
      return kExitUsage;
    }
    skip = *loaded;
  }
  auto files = corpus_files(corpus, variant);
  if (files.empty()) {
    std::cerr << "arbiter conform: no scenario files under " << corpus << (variant.empty() ? "" : "/" + variant) << "\n";
    return kExitUsage;
  }
  ConformanceJudge judge(options);
  std::map<std::string, int> unused_skips = skip.ids;
  CorpusRun run = run_corpus(files, [&](const Scenario& s, const ScenarioFile& f) {
    if (int line = skip.line_of(f.variant, s.id)) {
      unused_skips.erase(f.variant + "/" + s.id);
      unused_skips.erase(s.id);
      return skipped(s, f, "skip list (" + skip.file + ":" + std::to_string(line) + ")");
    }
    return judge.judge(s, f);
  }, only);
  if (!only.empty() && run.results.empty() && run.load_errors.empty()) {
    std::cerr << "arbiter conform: --only selects no scenario\n";
    return kExitUsage;
  }
  // An id that matched nothing is said, not fatal: a list may serve several variants or corpus versions.
  for (const auto& [id, line] : unused_skips)
    std::cerr << "arbiter conform: " << skip.file << ":" << line << ": \"" << id << "\" names no scenario of this run\n";
  int not_judged = 0;
  for (const auto& e : run.load_errors) std::cout << "ERROR " << e << "\n";
  for (const auto& r : run.results) {
    if (r.status == ScenarioResult::Status::kFail) std::cout << "FAIL " << r.variant << "/" << r.id << ": " << r.message << "\n";
    not_judged += !r.not_judged.empty();
  }
  // A file that did not load is bad input, and so is an output that cannot be written: exit 2 (the run went on).
  bool unusable = !run.load_errors.empty();
  std::string title = "Conformance of `" + options.command + "`";
  // The report and the JUnit file are replaced together or not at all (FileGroup).
  FileGroup out;
  std::string md = out.add(report, corpus_markdown(run, title));
  if (md.empty() && !junit.empty()) md = out.add(junit, junit_xml(run, "arbiter conform"));
  if (md.empty()) md = out.commit();
  if (!md.empty()) std::cerr << "arbiter conform: " << md << "\n";
  unusable = unusable || !md.empty();
  for (const auto& [reason, n] : not_runnable_reasons(run)) std::cout << "NOT-RUNNABLE " << n << " x " << reason << "\n";
  std::cout << counts_by_variant_and_topic(run);
  std::cout << run.summary() << "; " << not_judged << " with expectations the engine could not be asked about; "
            << judge.restarts() << " engine restarts" << std::endl;
  if (md.empty() && !command.given("--report")) std::cout << "report: " << report << "\n";  // where the default put it
  return unusable ? kExitUsage : run.failures() ? kExitFailed : kExitOk;
}

}  // namespace arbiter::cli
