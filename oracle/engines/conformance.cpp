// The conformance runner (conformance.h): an engine as the subject of a scenario.
#include "oracle/engines/conformance.h"

#include <sstream>

#include "model/core/fen.h"
#include "model/core/variant.h"
#include "oracle/catalog/catalog.h"
#include "oracle/scenarios/scenario_runner.h"
#include "oracle/scenarios/scenario_setup.h"

namespace arbiter {
namespace {

// "1-0 (checkmate)" -> white; "*" -> the game goes on; anything else is unreadable ("?"). An engine that uses
// the catalog's clause ids names the deciding clause after the word "clause" ("1-0 clause chess/checkmate").
GameResult result_of(const std::string& answer, bool catalog_clauses, const std::string& variant) {
  std::string winner = answer.rfind("1-0", 0) == 0 ? "white" : answer.rfind("0-1", 0) == 0 ? "black"
                     : answer.rfind("1/2-1/2", 0) == 0 ? "draw" : answer.rfind("*", 0) == 0 ? "" : "?";
  std::optional<std::string> clause;
  if (catalog_clauses) {
    clause = "";
    if (size_t at = answer.find(" clause "); at != std::string::npos) {
      std::istringstream in(answer.substr(at + 8));
      std::string id;
      in >> id;
      clause = unqualified(id, variant);
    }
  }
  return {winner, clause, "\"Result: " + answer + "\""};
}

class EngineSubject final : public Subject {
 public:
  explicit EngineSubject(EngineSession& session) : session_(session) {}

  std::string start(const Variant& v, const Setup& setup) override {
    v_ = &v;
    fen_ = format_fen(v, setup.position());
    return session_.prepare(v.id());
  }

  Result<Verdict> play(const std::string& move) override {
    auto legal = session_.legal_moves(fen_, moves_);
    if (!legal) return Error{legal.error()};
    if (legal->count(move)) {
      moves_.push_back(move);
      return Verdict{};
    }
    std::string listed;
    for (const auto& m : *legal) listed += " " + m;
    Error refused{"the engine does not list it; engine's moves:" + listed};
    // An engine that uses the catalog's clause ids says why (`why`): its verdict is typed like the model's.
    if (session_.catalog_clauses()) {
      auto why = session_.engine_why(fen_, moves_, move);
      // An engine that declared the catalog's clause ids and then fails on `why` has not answered: the
      // scenario fails naming it, never passes as "legality only" (issue 35, item 3).
      if (!why && !session_.running())
        return Error{"the engine failed while asked why it does not list " + move + ": " + session_.last_failure()};
      if (why) {
        if (*why == "unparsable") refused.kind = ErrorKind::kUnparsableAction;
        else if (*why == "illegal") refused.kind = ErrorKind::kIllegalAction;
        else if (why->rfind("refused ", 0) == 0) {
          refused.kind = ErrorKind::kRefusedAction;
          refused.clause = unqualified(why->substr(8), v_->id());
        }
        if (refused.kind != ErrorKind::kOther) return Verdict{refused, true};
      }
    }
    return Verdict{refused, false};
  }

  std::string observe(const Needs& needs, Observation& seen) override {
    if (needs.setup) {
      auto errors = session_.position_errors(fen_);
      if (!errors) return errors.error();
      if (!errors->empty()) seen.setup = Verdict{Error{errors->front()}, false};
    }
    if (needs.moves) {
      auto legal = session_.legal_moves(fen_, moves_);
      if (!legal) return legal.error();
      seen.moves = std::vector<std::string>(legal->begin(), legal->end());
    }
    if (needs.result) {
      auto answer = session_.engine_result(fen_, moves_);
      if (!session_.running()) return "the engine failed while asked for the result";
      if (answer) seen.result = result_of(*answer, session_.catalog_clauses(), v_->id());
    }
    if (needs.position) {
      auto text = session_.engine_fen(fen_, moves_, &seen.state_reported);
      if (!text) return text.error();
      auto parsed = parse_fen_unchecked(*v_, *text);
      if (!parsed) return "the engine's FEN does not parse: " + parsed.error();
      seen.position = *parsed;
      seen.exact_en_passant = false;
    }
    if (needs.state) {
      auto lines = session_.engine_state(fen_, moves_);
      if (!session_.running()) return "the engine failed while asked for its state";
      if (lines) {
        auto report = read_state_lines(*lines, &v_->geometry(), needs.state);
        if (!report) return "the engine's state: " + report.error();
        seen.state = *report;
      }
    }
    // The rule trace only from an engine that uses the catalog's clause ids (`trace`).
    if (needs.trace && session_.catalog_clauses()) {
      auto fired = session_.engine_trace(fen_, moves_);
      if (!session_.running()) return "the engine failed while asked for its rule trace";
      if (fired) {
        seen.fired.emplace();
        for (const std::string& id : *fired) seen.fired->push_back(unqualified(id, v_->id()));
      }
    }
    // <check> has no query in the protocol: left empty, it is not judged.
    return "";
  }

  std::string context() const override { return "\n    " + EngineSession::position_command(fen_, moves_); }
  std::string name() const override { return "engine"; }
  std::string cannot_run() const override { return session_.unsupported(); }

 private:
  EngineSession& session_;
  const Variant* v_ = nullptr;
  std::string fen_;
  std::vector<std::string> moves_;
};

}  // namespace

std::string ConformanceJudge::engine_option(const std::string& variant, const std::string& point) {
  std::string declared = profile_for_variant(variant, options_.profile).option(point, "");
  if (!declared.empty()) return declared;
  auto found = catalog_defaults_.find(variant);
  if (found == catalog_defaults_.end()) {
    std::map<std::string, std::string> defaults;
    auto cat = catalog::load_catalog(catalog::default_model_dir() + "/" + variant + "/rules.xml");
    if (cat)
      for (const auto& in : cat->interpretations)
        for (const auto& o : in.options)
          if (o.is_default) defaults[in.id] = o.id;
    found = catalog_defaults_.emplace(variant, std::move(defaults)).first;
  }
  auto d = found->second.find(point);
  return d == found->second.end() ? "" : d->second;
}

ScenarioResult ConformanceJudge::judge(const Scenario& s, const ScenarioFile& file) {
  std::string why;
  // The run declares one profile for every variant: this scenario's variant takes the entries naming its
  // own points (profile_for_variant, model/core/variant.h).
  auto profile = scenario_profile(s, file.variant, profile_for_variant(file.variant, options_.profile), &why);
  if (!profile) return skipped(s, file, "engine chose another reading: " + why);
  // A scenario that needs another reading than the engine's (declared, or else the catalog's default) is
  // not held against it.
  for (const Requirement& req : s.required_options) {
    std::string point = req.point.substr(req.point.find('/') == std::string::npos ? 0 : req.point.find('/') + 1);
    std::string plays = engine_option(file.variant, point);
    if (!plays.empty() && !req.allows(plays))
      return skipped(s, file, "engine chose another reading: requires " + req.text() + ", the engine plays " + plays);
  }
  // The model builds and validates the setups: a scenario it cannot run is not run against the engine either.
  if (std::string lacking = model_cannot_run(file.variant, *profile); !lacking.empty())
    return not_runnable(s, file, "not runnable: " + lacking);
  // An engine declared dead is not asked again: its remaining scenarios are not judged.
  if (!session_.dead().empty()) return not_judged(s, file, "not judged: the engine was declared dead: " + session_.dead());
  // An engine that refused the variant lacks it: its scenarios are not runnable, not failed (it is asked once).
  if (std::string refused = session_.refused_variant(file.variant); !refused.empty())
    return not_runnable(s, file, "not runnable: " + refused);
  session_.forget_unsupported();
  EngineSubject engine(session_);
  ScenarioResult r = run_scenario(s, file, *profile, engine);
  if (std::string refused = session_.refused_variant(file.variant); !refused.empty())
    return not_runnable(s, file, "not runnable: " + refused);
  if (!session_.dead().empty())
    r.message += "\n  the engine is declared dead: the remaining scenarios are not judged";
  return r;
}

}  // namespace arbiter
