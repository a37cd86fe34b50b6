// The verdict on one scenario and on a corpus run: what the runners (scenario_runner.h) produce and the
// corpus report (corpus_report.h) writes. Plain data.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

namespace arbiter {

struct ScenarioResult {
  enum class Status { kPass, kFail, kXfail, kXpass, kSkip };
  Status status = Status::kPass;
  std::string file, variant, topic, id;
  int line = 0;
  std::string message;  // for failures: position, action, expected and actual; for skips: why
  std::vector<std::string> not_judged;  // expectations the subject could not be asked about (engines)
  double seconds = 0;
};

struct CorpusRun {
  std::vector<ScenarioResult> results;
  std::vector<std::string> load_errors;  // files that could not be loaded ("file:line: what")
  int count(ScenarioResult::Status s) const {
    return static_cast<int>(std::count_if(results.begin(), results.end(), [&](const ScenarioResult& r) { return r.status == s; }));
  }
  int failures() const { return count(ScenarioResult::Status::kFail) + count(ScenarioResult::Status::kXpass) + static_cast<int>(load_errors.size()); }
  std::string summary() const;  // "N passed, N failed, N xfail, N skipped" (corpus_report.cpp)
};

}  // namespace arbiter
