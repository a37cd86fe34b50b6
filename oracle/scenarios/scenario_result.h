// The verdict on one scenario and on a corpus run: what the runners (scenario_runner.h) produce and the
// corpus report (corpus_report.h) writes. Plain data.
#pragma once

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace arbiter {

struct ScenarioResult {
  // kSkip: the run chose another reading than the scenario's (requires); kNotRunnable: the subject lacks the
  // variant or an option the scenario needs (a gap, not a disagreement); kNotJudged: the subject could not be
  // asked at all (an engine declared dead before the scenario), or could be asked about none of the scenario's
  // expectations (a PASS would claim what was not checked). Only kFail and kXpass fail a run.
  enum class Status { kPass, kFail, kXfail, kXpass, kSkip, kNotRunnable, kNotJudged };
  Status status = Status::kPass;
  std::string file, variant, topic, id;
  int line = 0;
  std::string message;  // for failures: position, action, expected and actual; for skips: why
  std::vector<std::string> not_judged;  // expectations the subject could not be asked about (engines)
  double seconds = 0;
  // The model's evidence for traceability (traceability.h), left empty by engine runs: the clause ids the
  // model's rule trace fired while the scenario's actions were played, plus the clause a game's
  // verdict names (Outcome::clause and Outcome::also: decided, or going on by a rule); and the clauses that
  // refused an illegal action (Error::clause). Sorted, unique.
  std::vector<std::string> fired, refused;
  bool from_start = false;  // the model accepted the setup and it is the variant's start position
  // Each expectation the walk reached, in the file's order, with the judge's finding (judge.h): `plays` is the
  // number of <play> steps before it; `failure` "" when it held; `not_judged` what the subject could not be
  // asked. A walk that stopped early (a play refused, the subject stopped) has none for the rest.
  struct Judged {
    int line = 0, plays = 0;
    std::string text, failure, not_judged;
  };
  std::vector<Judged> expectations;
};

// What a corpus run exercised of one variant's rules: the union of its scenarios' fired and refused ids.
struct Exercised {
  std::set<std::string> fired, refused;
  int from_start = 0;  // scenarios that ran from the variant's start position
  bool any(const std::string& id) const { return fired.count(id) || refused.count(id); }
};

struct CorpusRun {
  std::vector<ScenarioResult> results;
  std::vector<std::string> load_errors;  // files that could not be loaded ("file:line: what")
  int count(ScenarioResult::Status s) const {
    return static_cast<int>(std::count_if(results.begin(), results.end(), [&](const ScenarioResult& r) { return r.status == s; }));
  }
  int failures() const { return count(ScenarioResult::Status::kFail) + count(ScenarioResult::Status::kXpass) + static_cast<int>(load_errors.size()); }
  // "N passed, N failed, N xfail, N skipped[, N xpass][, N not runnable][, N not judged]" (corpus_report.cpp)
  std::string summary() const;
  // Per variant, what the scenarios that ran exercised (skipped ones did not run). corpus_report.cpp.
  std::map<std::string, Exercised> exercised() const;
};

}  // namespace arbiter
