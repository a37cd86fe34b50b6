// Running scenarios: one walk through a scenario's setup, plays and expectations, the same for every
// subject under test: the model (model_runner.h) or an external engine (conformance.h). The subject is
// told the setup and each play and answers what each <expect> needs; the judge (judge.h) compares; the
// corpus report (corpus_report.h) is written apart from both.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "model/core/interpretation.h"
#include "model/core/setup.h"
#include "model/core/variant.h"
#include "oracle/scenarios/judge.h"
#include "oracle/scenarios/scenario.h"
#include "oracle/scenarios/scenario_result.h"

namespace arbiter {

// What a scenario runs against. Errors returned here are failures of the subject itself (an engine that
// hangs, crashes or babbles), never verdicts: verdicts are Verdict and Observation values.
class Subject {
 public:
  virtual ~Subject() = default;
  // Starts from the setup as written (validated by the model already, unless the scenario expects it to
  // be invalid). "" when started, else what went wrong.
  virtual std::string start(const Variant& v, const Setup& setup) = 0;
  // Plays move text from the current state: the subject's verdict on it. An action that is not accepted
  // leaves the state as it was.
  virtual Result<Verdict> play(const std::string& move) = 0;
  // Fills what `needs` asks for and the subject can answer (seen.action is set by the runner). "" or what
  // went wrong.
  virtual std::string observe(const Needs& needs, Observation& seen) = 0;
  // The current state for failure messages: "\n    position: ...".
  virtual std::string context() const = 0;
  // The walk is over, whatever its verdict; the variant still lives. The model takes its last evidence for
  // traceability here (model_runner.cpp).
  virtual void finished() {}
  // Why the subject cannot go on with this scenario ("" while it can): an engine that plays only part of a
  // variant says so (`info string unsupported:`). A walk the subject stops this way is not runnable,
  // unless an expectation already failed.
  virtual std::string cannot_run() const { return ""; }
  // How failures of an xfail scenario are reported: "" (the model) or the subject's name ("engine").
  virtual std::string name() const { return ""; }
};

// Runs one scenario under `profile` (already resolved: scenario_setup.h) against the subject.
ScenarioResult run_scenario(const Scenario& s, const ScenarioFile& file, const Profile& profile, Subject& subject);
// The same on a variant the caller made (tests: a variant no registry holds).
ScenarioResult run_scenario(const Scenario& s, const ScenarioFile& file, const Variant& v, Subject& subject);
// The result of a scenario that does not run, with why.
ScenarioResult skipped(const Scenario& s, const ScenarioFile& file, std::string why);
// The result of a scenario the subject cannot run (it lacks the variant or an option), with why.
ScenarioResult not_runnable(const Scenario& s, const ScenarioFile& file, std::string why);
// The result of a scenario the subject could not be asked about at all (an engine declared dead), with why.
ScenarioResult not_judged(const Scenario& s, const ScenarioFile& file, std::string why);

using ScenarioJudge = std::function<ScenarioResult(const Scenario&, const ScenarioFile&)>;
// Loads every file (a file that does not load is reported and the others still run) and judges each scenario
// that `only` selects (every one when it is empty; --only, scenario_selection below).
CorpusRun run_corpus(const std::vector<std::string>& files, const ScenarioJudge& judge,
                     const std::vector<std::string>& only = {});
// Whether a scenario is among those `only` selects: each pattern a glob (fnmatch: * ? [...]) matched against the
// scenario's id, its topic, "variant/id" and "variant/topic"; any pattern matching selects it.
bool scenario_selected(const Scenario& s, const ScenarioFile& file, const std::vector<std::string>& only);

}  // namespace arbiter
