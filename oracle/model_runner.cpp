// The model as a scenario subject (model_runner.h): it plays on a Game and answers every observation from
// its own state, with typed verdicts (result.h) and the rule trace.
#include "oracle/model_runner.h"

#include <optional>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "oracle/scenario_runner.h"
#include "oracle/scenario_setup.h"

namespace arbiter {
namespace {

class ModelSubject final : public Subject {
 public:
  std::string start(const Variant& v, const Setup& setup) override {
    v_ = &v;
    written_ = format_fen(v, setup.position());
    auto pos = validate_setup(v, setup);
    if (pos) game_.emplace(v, *pos);
    else setup_.error = pos.error_value();
    return "";
  }

  Result<Verdict> play(const std::string& move) override {
    if (!game_) return Error{"the setup was rejected: " + setup_.error->message};
    last_move_ = move;
    trace_.clear();
    auto action = lookup_action(*v_, game_->position(), move);
    if (!action) return Verdict{action.error_value(), true};
    game_->play(*action, &trace_);
    return Verdict{};
  }

  std::string observe(const Needs& needs, Observation& seen) override {
    if (needs.setup) seen.setup = setup_;
    if (!game_) return needs.position || needs.check || needs.moves || needs.trace || needs.result ? "the setup was rejected" : "";
    const Position& pos = game_->position();
    if (needs.position) seen.position = pos;
    if (needs.check) seen.check = v_->in_check(pos);
    if (needs.moves) {
      ActionList legal;
      v_->legal_actions(pos, legal);
      seen.moves.emplace();
      for (const Action& a : legal) seen.moves->push_back(action_text(*v_, a));
    }
    if (needs.trace) seen.fired = std::vector<std::string>(trace_.clauses().begin(), trace_.clauses().end());
    if (needs.result) {
      Outcome o = game_->outcome();
      std::string winner = o.status == Outcome::Status::kDraw ? "draw" : o.status == Outcome::Status::kWin ? side_name(o.winner) : "";
      seen.result = GameResult{winner, std::string(o.clause), o.text()};
    }
    return "";
  }

  std::string context() const override {
    std::string fen = game_ ? format_fen(*v_, game_->position()) : written_;
    return "\n    position: " + fen + (last_move_.empty() ? "" : "\n    last action: " + last_move_);
  }

 private:
  const Variant* v_ = nullptr;
  std::optional<Game> game_;  // none when the setup was rejected
  Verdict setup_;             // the model's verdict on the setup
  std::string written_;       // the setup as written
  std::string last_move_;
  Trace trace_;
};

}  // namespace

ScenarioResult run_on_model(const Scenario& s, const ScenarioFile& file, const Profile& run_profile) {
  std::string why;
  auto profile = scenario_profile(s, file.variant, run_profile, &why);
  if (!profile) return skipped(s, file, why);
  ModelSubject model;
  return run_scenario(s, file, *profile, model);
}

}  // namespace arbiter
