// The conformance runner: judges an external engine on the scenario corpus through the adapter protocol
// (engine_session.h). The engine is the subject of the same walk and judge as the model
// (scenario_runner.h, judge.h): legality comes from its `go perft 1`, the position from its `d` (the
// "Fen:" line), the result from `result` where it answers, a setup's validity from the errors it answers
// to `position`. A hung, crashed, deaf or babbling engine fails the scenario at hand with the evidence, is
// restarted, and the run goes on; one declared dead (engine_session.h) fails the scenario at hand once, and
// the scenarios after it are not judged (ScenarioResult::Status::kNotJudged).
#pragma once

#include <map>
#include <string>

#include "oracle/engines/engine_session.h"
#include "oracle/scenarios/scenario.h"
#include "oracle/scenarios/scenario_result.h"

namespace arbiter {

class ConformanceJudge {
 public:
  explicit ConformanceJudge(EngineOptions options) : options_(options), session_(std::move(options)) {}
  ScenarioResult judge(const Scenario& s, const ScenarioFile& file);
  int restarts() const { return session_.restarts(); }

 private:
  // The option the engine plays for a point: the one it declared, else the catalog's default.
  std::string engine_option(const std::string& variant, const std::string& point);

  EngineOptions options_;
  EngineSession session_;
  std::map<std::string, std::map<std::string, std::string>> catalog_defaults_;  // variant -> point -> default
};

}  // namespace arbiter
