// Running scenarios: against the model (here) or an external engine (conformance.h), with one report
// format for both: console lines, a Markdown report and JUnit XML, written atomically.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "model/core/interpretation.h"
#include "model/core/variant.h"
#include "oracle/scenario.h"

namespace arbiter {

struct ScenarioResult {
  enum class Status { kPass, kFail, kXfail, kXpass, kSkip };
  Status status = Status::kPass;
  std::string file, variant, topic, id;
  int line = 0;
  std::string message;  // for failures: position, action, expected and actual; for skips: why
  std::vector<std::string> not_judged;  // conformance: expectations the engine could not be asked about
  double seconds = 0;
};

struct CorpusRun {
  std::vector<ScenarioResult> results;
  std::vector<std::string> load_errors;  // files that could not be loaded ("file:line: what")
  int count(ScenarioResult::Status s) const;
  int failures() const { return count(ScenarioResult::Status::kFail) + count(ScenarioResult::Status::kXpass) + static_cast<int>(load_errors.size()); }
  std::string summary() const;  // "N passed, N failed, N xfail, N skipped"
};

// The profile a scenario runs under: the run's profile plus the scenario's requirements; nullopt (with the
// reason) when the run's profile chose another option of a required point.
std::optional<Profile> scenario_profile(const Scenario& s, const std::string& variant, const Profile& run, std::string* why);

// Builds the setup position; Error names the scenario's file:line and what is wrong.
Result<Position> build_setup(const Variant& v, const Scenario& s);

// Expectations about the position alone (piece, empty, square, counter, fen, to-move): which they are, and
// whether one holds in pos ("" when it does, else what was found). Shared by the model and engine judges.
bool is_position_expectation(const Expectation& e);
std::string check_position(const Variant& v, const Position& pos, const Expectation& e);
// The same moves-expectation check over a list of legal move texts.
std::string check_moves(const Variant& v, std::vector<std::string> legal, const Expectation& e);

// Runs one scenario against the model.
ScenarioResult run_on_model(const Scenario& s, const ScenarioFile& file, const Profile& run_profile);

using ScenarioJudge = std::function<ScenarioResult(const Scenario&, const ScenarioFile&)>;
// Loads every file (a file that does not load is reported and the others still run) and judges each scenario.
CorpusRun run_corpus(const std::vector<std::string>& files, const ScenarioJudge& judge);

std::string corpus_markdown(const CorpusRun& run, const std::string& title);
std::string junit_xml(const CorpusRun& run, const std::string& suite);

}  // namespace arbiter
