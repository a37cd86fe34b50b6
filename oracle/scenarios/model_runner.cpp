// The model as a scenario subject (model_runner.h): it plays on a Game and answers every observation from
// its own state, with typed verdicts (result.h) and the rule trace.
#include "oracle/scenarios/model_runner.h"

#include <algorithm>
#include <optional>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "oracle/scenarios/scenario_runner.h"
#include "oracle/scenarios/scenario_setup.h"

namespace arbiter {
namespace {

class ModelSubject final : public Subject {
 public:
  std::string start(const Variant& v, const Setup& setup) override {
    v_ = &v;
    written_ = format_fen(v, setup.position());
    auto pos = validate_setup(v, setup);
    if (pos) {
      from_start_ = *pos == v.start_position();
      game_.emplace(v, *pos);
    } else {
      setup_.error = pos.error_value();
    }
    return "";
  }

  Result<Verdict> play(const std::string& move) override {
    if (!game_) return Error{"the setup was rejected: " + setup_.error->message};
    last_move_ = move;
    trace_.clear();
    auto action = lookup_action(*game_, move);
    if (!action) {
      const Error& e = action.error_value();
      if (e.kind == ErrorKind::kRefusedAction && !e.clause.empty()) refused_.push_back(e.clause);
      return Verdict{e, true};
    }
    game_->play(*action, &trace_);
    for (std::string_view c : trace_.clauses()) fired_.emplace_back(c);
    // A mechanic that leaves the board, its sets and its hash disagreeing fails the scenario here, in every
    // build (the sanitizer build's assertions see only some of it).
    if (std::string why = game_->position().consistency_error(); !why.empty())
      return Error{"the model's position after " + move + " is inconsistent: " + why};
    return Verdict{};
  }

  std::string observe(const Needs& needs, Observation& seen) override {
    if (needs.setup) seen.setup = setup_;
    if (!game_) return needs.position || needs.check || needs.moves || needs.trace || needs.result || needs.state ? "the setup was rejected" : "";
    const Position& pos = game_->position();
    if (needs.position) seen.position = pos;
    if (needs.state) {  // the model speaks the vocabulary as `arbiter uci` does (state_lines)
      auto report = read_state_lines(state_lines(*v_, pos, *needs.state));
      if (!report) return report.error();
      seen.state = *report;
    }
    if (needs.check) seen.check = v_->in_check(pos);
    if (needs.moves) {
      ActionList legal;
      game_->legal_actions(legal);
      seen.moves.emplace();
      for (const Action& a : legal) seen.moves->push_back(action_text(*v_, a));
    }
    if (needs.trace) seen.fired = std::vector<std::string>(trace_.clauses().begin(), trace_.clauses().end());
    if (needs.result) {
      Outcome o = verdict();
      std::string winner = o.status == Outcome::Status::kDraw ? "draw" : o.status == Outcome::Status::kWin ? side_name(o.winner) : "";
      seen.result = GameResult{winner, std::string(o.clause), o.text()};
    }
    return "";
  }

  // The verdict on the last position, while the variant lives: its clause, if it names one.
  void finished() override {
    if (game_) verdict();
    v_ = nullptr;
    game_.reset();
  }

  // The traceability evidence of the whole scenario (ScenarioResult::fired, refused): what the plays fired
  // and refused, and the clause of the verdict on the last position (and on any position a <result> or
  // <ongoing> was asked about): a decided game's, or an ongoing one's when the verdict names the rule by
  // which the game goes on (the twelve family's game-end.no-fifty-move-rule).
  void evidence(ScenarioResult& r) const {
    auto unique = [](std::vector<std::string> ids) {
      std::sort(ids.begin(), ids.end());
      ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
      return ids;
    };
    r.fired = unique(fired_);
    r.refused = unique(refused_);
    r.from_start = from_start_;
  }

  std::string context() const override {
    std::string fen = game_ ? format_fen(*v_, game_->position()) : written_;
    return "\n    position: " + fen + (last_move_.empty() ? "" : "\n    last action: " + last_move_);
  }

 private:
  // The game's verdict now; the clause it names, decided or going on, is evidence that the clause acted.
  Outcome verdict() {
    Outcome o = game_->outcome();
    if (!o.clause.empty()) fired_.emplace_back(o.clause);
    if (!o.also.empty()) fired_.emplace_back(o.also);
    return o;
  }

  const Variant* v_ = nullptr;
  std::optional<Game> game_;  // none when the setup was rejected
  Verdict setup_;             // the model's verdict on the setup
  std::string written_;       // the setup as written
  std::string last_move_;
  Trace trace_;
  std::vector<std::string> fired_, refused_;  // over the whole scenario, with repeats
  bool from_start_ = false;                   // the setup is the variant's start position
};

}  // namespace

ScenarioResult run_on_model(const Scenario& s, const ScenarioFile& file, const Profile& run_profile,
                            VariantCache* variants) {
  std::string why;
  auto profile = scenario_profile(s, file.variant, run_profile, &why);
  if (!profile) return skipped(s, file, why);
  if (std::string lacking = model_cannot_run(file.variant, *profile); !lacking.empty())
    return not_runnable(s, file, "not runnable: " + lacking);
  ModelSubject model;
  std::shared_ptr<const Variant> shared;
  if (variants)
    if (auto made = variants->get(file.variant, *profile)) shared = *made;
  // A variant that cannot be made is reported as the scenario's own make_variant reports it.
  ScenarioResult r = shared ? run_scenario(s, file, *shared, model) : run_scenario(s, file, *profile, model);
  model.evidence(r);
  return r;
}

ScenarioResult run_on_variant(const Scenario& s, const ScenarioFile& file, const Variant& v) {
  ModelSubject model;
  ScenarioResult r = run_scenario(s, file, v, model);
  model.evidence(r);
  return r;
}

}  // namespace arbiter
