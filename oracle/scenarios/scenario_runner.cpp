// The walk through one scenario (scenario_runner.h), shared by the model and engine runners.
#include "oracle/scenarios/scenario_runner.h"

#include <fnmatch.h>

#include <algorithm>
#include <chrono>

#include "oracle/scenarios/scenario_setup.h"

namespace arbiter {
namespace {

std::string where(const Scenario& s, int line) { return s.file + ":" + std::to_string(line); }

bool expects_illegal(const ScenarioStep& step) {
  return !step.play && std::any_of(step.expect.begin(), step.expect.end(),
                                   [](const Expectation& e) { return e.kind == Expectation::Kind::kIllegal; });
}

ScenarioResult walk(const Scenario& s, const ScenarioFile& file, const Variant* made, const std::string& unmade,
                    Subject& subject);

}  // namespace

ScenarioResult skipped(const Scenario& s, const ScenarioFile& file, std::string why) {
  ScenarioResult r;
  r.status = ScenarioResult::Status::kSkip;
  r.file = s.file;
  r.variant = file.variant;
  r.topic = file.topic;
  r.id = s.id;
  r.line = s.line;
  r.message = std::move(why);
  return r;
}

ScenarioResult not_runnable(const Scenario& s, const ScenarioFile& file, std::string why) {
  ScenarioResult r = skipped(s, file, std::move(why));
  r.status = ScenarioResult::Status::kNotRunnable;
  return r;
}

ScenarioResult not_judged(const Scenario& s, const ScenarioFile& file, std::string why) {
  ScenarioResult r = skipped(s, file, std::move(why));
  r.status = ScenarioResult::Status::kNotJudged;
  return r;
}

ScenarioResult run_scenario(const Scenario& s, const ScenarioFile& file, const Profile& profile, Subject& subject) {
  auto variant = make_variant(file.variant, profile);
  if (!variant) return walk(s, file, nullptr, where(s, s.line) + ": " + variant.error(), subject);
  return walk(s, file, variant->get(), "", subject);
}

ScenarioResult run_scenario(const Scenario& s, const ScenarioFile& file, const Variant& v, Subject& subject) {
  return walk(s, file, &v, "", subject);
}

namespace {

// The walk of one scenario on `made` (nullptr: the variant could not be made, and `unmade` says why, judged
// like any failure, xfail included).
ScenarioResult walk(const Scenario& s, const ScenarioFile& file, const Variant* made, const std::string& unmade,
                    Subject& subject) {
  auto start = std::chrono::steady_clock::now();
  ScenarioResult r;
  r.file = s.file;
  r.variant = file.variant;
  r.topic = file.topic;
  r.id = s.id;
  r.line = s.line;
  auto finish = [&](bool ok, std::string message) {
    using S = ScenarioResult::Status;
    subject.finished();
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    r.status = s.xfail ? (ok ? S::kXpass : S::kXfail) : (ok ? S::kPass : S::kFail);
    r.message = std::move(message);
    if (s.xfail && !ok) r.message = "xfail: " + s.reason + (subject.name().empty() ? "" : "; " + subject.name() + ": " + r.message);
    if (s.xfail && ok) r.message = "XPASS: the scenario now passes; remove status=\"xfail\" (" + s.reason + ")";
    return r;
  };

  std::string failures;
  // The subject could not answer: a failure, or not runnable when it said it cannot go on (cannot_run) and
  // nothing judged so far failed.
  auto stopped = [&](std::string message) {
    std::string cannot = subject.cannot_run();
    if (cannot.empty()) return finish(false, std::move(message));
    if (!failures.empty()) return finish(false, "scenario " + s.id + ":" + failures + "\n  then the subject stopped: " + cannot + subject.context());
    finish(true, "");
    r.status = ScenarioResult::Status::kNotRunnable;
    r.message = "not runnable: the engine cannot play it: " + cannot;
    return r;
  };

  if (!made) return finish(false, unmade);
  const Variant& v = *made;
  auto setup = build_setup(v, s);
  if (!setup) return finish(false, setup.error());
  // A setup the model rejects is an error of the scenario, unless that is what it expects.
  if (!s.expects_invalid_setup())
    if (auto checked = validate_setup(v, *setup); !checked)
      return finish(false, where(s, s.setup.line) + ": setup: " + checked.error());
  if (std::string failed = subject.start(v, *setup); !failed.empty()) return stopped(failed);

  Verdict last;  // on the last play; accepted before any
  int judged = 0;  // expectations the subject could be asked about (held or failed)
  int plays = 0;   // <play> steps walked so far
  for (size_t i = 0; i < s.steps.size(); ++i) {
    const ScenarioStep& step = s.steps[i];
    if (step.play) {
      ++plays;
      std::string move = step.move;
      if (move == "*") {  // any reply: the subject's first legal action in text order
        Observation legal;
        Needs moves;
        moves.moves = true;
        if (std::string failed = subject.observe(moves, legal); !failed.empty())
          return stopped(where(s, step.line) + ": before *: " + failed + subject.context());
        if (!legal.moves || legal.moves->empty())
          return finish(false, where(s, step.line) + ": * (any reply) but no legal action" + subject.context());
        move = *std::min_element(legal.moves->begin(), legal.moves->end());
      }
      auto verdict = subject.play(move);
      if (!verdict) return stopped(where(s, step.line) + ": before " + move + ": " + verdict.error() + subject.context());
      last = *verdict;
      judged += last.accepted();  // the subject accepted the move: a check made (it is legal there)
      if (!last.accepted() && !(i + 1 < s.steps.size() && expects_illegal(s.steps[i + 1])))
        return finish(false, where(s, step.line) + ": " + move + " was expected to be legal: " + last.error->message + subject.context());
      continue;
    }
    Observation seen;
    seen.action = last;
    if (std::string failed = subject.observe(needs_of(step.expect, s.vocabulary), seen); !failed.empty())
      return stopped(where(s, step.line) + ": " + failed + subject.context());
    for (const Expectation& e : step.expect) {
      Finding f = judge(v, e, seen);
      r.expectations.push_back({e.line, plays, e.text, f.failure, f.not_judged});
      // An <illegal> the subject rejected was checked (the move is not legal there) even when the refusing
      // clause could not be asked.
      judged += f.not_judged.empty() || (e.kind == Expectation::Kind::kIllegal && !seen.action.accepted());
      if (!f.failure.empty()) failures += "\n  " + where(s, e.line) + ": expected " + e.text + "; " + f.failure;
      if (!f.not_judged.empty() && std::find(r.not_judged.begin(), r.not_judged.end(), f.not_judged) == r.not_judged.end())
        r.not_judged.push_back(f.not_judged);
    }
  }
  if (!failures.empty()) return finish(false, "scenario " + s.id + ":" + failures + subject.context());
  // No PASS for what was not checked: a scenario that plays no move and none of whose expectations the subject
  // could be asked about (an engine that accepts any setup, against <invalid-setup/> alone) is not judged.
  if (judged == 0) {
    finish(true, "");
    r.status = ScenarioResult::Status::kNotJudged;
    r.message = "no move played and no expectation could be asked";  // the report adds what (not_judged)
    return r;
  }
  return finish(true, "");
}

}  // namespace

bool scenario_selected(const Scenario& s, const ScenarioFile& file, const std::vector<std::string>& only) {
  if (only.empty()) return true;
  for (const std::string& pattern : only)
    for (const std::string& name : {s.id, file.topic, file.variant + "/" + s.id, file.variant + "/" + file.topic})
      if (fnmatch(pattern.c_str(), name.c_str(), 0) == 0) return true;
  return false;
}

CorpusRun run_corpus(const std::vector<std::string>& files, const ScenarioJudge& judge, const std::vector<std::string>& only) {
  CorpusRun run;
  for (const std::string& path : files) {
    auto file = load_scenario_file(path);
    if (!file) {
      run.load_errors.push_back(file.error());
      continue;
    }
    for (const Scenario& s : file->scenarios)
      if (scenario_selected(s, *file, only)) run.results.push_back(judge(s, *file));
  }
  return run;
}

}  // namespace arbiter
