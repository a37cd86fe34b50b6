#include "oracle/conformance.h"

#include <algorithm>
#include <chrono>
#include <sstream>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "oracle/catalog/catalog.h"

namespace arbiter {
namespace {

bool is_readyok(const std::string& l) { return l == "readyok"; }
bool is_uciok(const std::string& l) { return l == "uciok"; }
bool is_nodes_searched(const std::string& l) { return l.rfind("Nodes searched:", 0) == 0; }

std::string position_command(const std::string& fen, const std::vector<std::string>& moves) {
  std::string c = "position fen " + fen;
  if (!moves.empty()) {
    c += " moves";
    for (const auto& m : moves) c += " " + m;
  }
  return c;
}

bool mentions_error(const std::string& l) {
  std::string lower = l;
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
  return lower.find("error") != std::string::npos || lower.find("no such option") != std::string::npos ||
         lower.find("unknown") != std::string::npos;
}

}  // namespace

std::string ConformanceJudge::engine_option(const std::string& variant, const std::string& point) {
  std::string declared = options_.profile.option(point, "");
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

void ConformanceJudge::fail_engine() {
  engine_.stop();
  running_ = false;
  variant_.clear();
}

bool ConformanceJudge::ensure_running(std::string* error) {
  if (running_ && engine_.running()) return true;
  if (started_) ++restarts_;
  started_ = true;
  running_ = false;
  variant_.clear();
  if (!engine_.start(options_.command)) {
    *error = "cannot start engine \"" + options_.command + "\": " + engine_.error();
    return false;
  }
  engine_.send("uci");
  auto lines = engine_.read_until(is_uciok, options_.timeout_ms);
  if (!lines) {
    *error = "engine \"" + options_.command + "\" did not answer uci with uciok: " + lines.error();
    fail_engine();
    return false;
  }
  running_ = true;
  // An engine that offers a Profile option (as `arbiter uci` does) is told the declared readings.
  bool has_profile_option = false;
  for (const auto& l : *lines) has_profile_option = has_profile_option || l.rfind("option name Profile ", 0) == 0;
  if (has_profile_option && !options_.profile.choices().empty()) {
    std::string text;
    for (const auto& [point, option] : options_.profile.choices()) text += (text.empty() ? "" : ",") + point + "=" + option;
    engine_.send("setoption name Profile value " + text);
  }
  return true;
}

Result<std::vector<std::string>> ConformanceJudge::exchange(const std::vector<std::string>& lines, bool (*done)(const std::string&)) {
  for (const auto& l : lines)
    if (!engine_.send(l)) {
      fail_engine();
      return Error{"could not write \"" + l + "\" to the engine (it has exited)"};
    }
  if (!done) engine_.send("isready");
  auto answer = engine_.read_until(done ? done : is_readyok, options_.timeout_ms);
  if (!answer) {
    std::string sent;
    for (const auto& l : lines) sent += (sent.empty() ? "" : " / ") + l;
    fail_engine();
    return Error{answer.error() + " (after sending: " + sent + ")"};
  }
  if (!done) answer->pop_back();
  return *answer;
}

bool ConformanceJudge::select_variant(const std::string& variant, std::string* error) {
  if (variant_ == variant) return true;
  auto answer = exchange({"setoption name UCI_Variant value " + variant, "ucinewgame"});
  if (!answer) {
    *error = answer.error();
    return false;
  }
  for (const auto& l : *answer) {
    if (!mentions_error(l)) continue;
    // A plain chess engine knows no UCI_Variant option: fine for chess, not for the other variants.
    if (variant == "chess" && l.find("UCI_Variant") != std::string::npos) continue;
    *error = "engine does not know variant " + variant + ": it answered \"" + l + "\"";
    return false;
  }
  variant_ = variant;
  return true;
}

Result<std::set<std::string>> ConformanceJudge::legal_moves(const std::string& fen, const std::vector<std::string>& moves) {
  auto answer = exchange({position_command(fen, moves), "go perft 1"}, is_nodes_searched);
  if (!answer) return Error{answer.error()};
  std::set<std::string> out;
  uint64_t sum = 0;
  std::optional<uint64_t> total;
  for (const auto& l : *answer) {
    if (l.empty() || l.rfind("info", 0) == 0) continue;
    if (l.rfind("Nodes searched:", 0) == 0) {
      try {
        total = std::stoull(l.substr(15));
      } catch (const std::exception&) {
        return Error{"malformed output: \"" + l + "\""};
      }
      continue;
    }
    if (mentions_error(l)) return Error{"the engine refused the position: \"" + l + "\""};
    size_t colon = l.find(": ");
    uint64_t n = 0;
    try {
      if (colon == std::string::npos) throw std::invalid_argument("no colon");
      size_t used = 0;
      std::string count = l.substr(colon + 2);
      n = std::stoull(count, &used);
      if (used != count.size()) throw std::invalid_argument("trailing");
    } catch (const std::exception&) {
      return Error{"malformed output to 'go perft 1': \"" + l + "\" (expected \"move: count\")"};
    }
    if (n != 1) return Error{"inconsistent output to 'go perft 1': \"" + l + "\" (a move at depth 1 counts 1)"};
    out.insert(l.substr(0, colon));
    sum += n;
  }
  if (!total) return Error{"no \"Nodes searched:\" line in the answer to 'go perft 1'"};
  if (*total != sum || *total != out.size())
    return Error{"inconsistent output to 'go perft 1': " + std::to_string(out.size()) + " moves listed but \"Nodes searched: " + std::to_string(*total) + "\""};
  return out;
}

Result<std::string> ConformanceJudge::engine_fen(const std::string& fen, const std::vector<std::string>& moves) {
  auto answer = exchange({position_command(fen, moves), "d"});
  if (!answer) return Error{answer.error()};
  for (const auto& l : *answer)
    if (l.rfind("Fen: ", 0) == 0) return l.substr(5);
  return Error{"no \"Fen:\" line in the answer to 'd'"};
}

std::optional<std::string> ConformanceJudge::engine_result(const std::string& fen, const std::vector<std::string>& moves) {
  auto answer = exchange({position_command(fen, moves), "result"});
  if (!answer) return std::nullopt;
  for (const auto& l : *answer)
    if (l.rfind("Result: ", 0) == 0) return l.substr(8);
  return std::nullopt;
}

ScenarioResult ConformanceJudge::judge(const Scenario& s, const ScenarioFile& file) {
  auto start = std::chrono::steady_clock::now();
  ScenarioResult r{ScenarioResult::Status::kPass, s.file, file.variant, file.topic, s.id, s.line, "", {}, 0};
  auto where = [&](int line) { return s.file + ":" + std::to_string(line); };
  auto finish = [&](bool ok, std::string message) {
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    r.message = std::move(message);
    if (s.xfail && !ok) r.message = "xfail: " + s.reason + "; engine: " + r.message;
    r.status = s.xfail ? (ok ? ScenarioResult::Status::kXpass : ScenarioResult::Status::kXfail)
                       : (ok ? ScenarioResult::Status::kPass : ScenarioResult::Status::kFail);
    return r;
  };
  std::string why;
  auto profile = scenario_profile(s, file.variant, profile_for_variant(file.variant, options_.profile), &why);
  if (!profile) {
    r.status = ScenarioResult::Status::kSkip;
    r.message = "engine chose another reading: " + why;
    return r;
  }
  // A scenario that needs another reading than the engine's (declared, or else the catalog's default) is
  // not held against it.
  for (const auto& [point_ref, option] : s.required_options) {
    std::string point = point_ref.substr(point_ref.find('/') == std::string::npos ? 0 : point_ref.find('/') + 1);
    std::string plays = engine_option(file.variant, point);
    if (!plays.empty() && plays != option) {
      r.status = ScenarioResult::Status::kSkip;
      r.message = "engine chose another reading: requires " + point + "=" + option + ", the engine plays " + plays;
      return r;
    }
  }
  auto variant = make_variant(file.variant, *profile);
  if (!variant) return finish(false, variant.error());
  const Variant& v = **variant;
  auto setup = build_setup(v, s);
  if (!setup) return finish(false, setup.error());
  std::string fen = format_fen(v, *setup);

  std::string error;
  if (!ensure_running(&error) || !select_variant(file.variant, &error)) return finish(false, error);

  std::vector<std::string> moves;
  bool last_legal = true;
  std::string failures;
  auto not_judged = [&](const std::string& what) {
    if (std::find(r.not_judged.begin(), r.not_judged.end(), what) == r.not_judged.end()) r.not_judged.push_back(what);
  };
  auto context = [&]() { return "\n    " + position_command(fen, moves); };
  for (size_t i = 0; i < s.steps.size(); ++i) {
    const Step& step = s.steps[i];
    if (step.play) {
      auto legal = legal_moves(fen, moves);
      if (!legal) return finish(false, where(step.line) + ": before " + step.move + ": " + legal.error() + context());
      last_legal = legal->count(step.move) > 0;
      if (last_legal) {
        moves.push_back(step.move);
      } else {
        bool expected = i + 1 < s.steps.size() && !s.steps[i + 1].play &&
                        std::any_of(s.steps[i + 1].expect.begin(), s.steps[i + 1].expect.end(),
                                    [](const Expectation& e) { return e.kind == Expectation::Kind::kIllegal; });
        if (!expected) {
          std::string listed;
          for (const auto& m : *legal) listed += " " + m;
          return finish(false, where(step.line) + ": " + step.move + " should be legal but the engine does not list it; engine's moves:" + listed + context());
        }
      }
      continue;
    }
    std::optional<Position> engine_position;
    for (const Expectation& e : step.expect) {
      using K = Expectation::Kind;
      std::string found;
      switch (e.kind) {
        case K::kLegal:
          found = last_legal ? "" : "the engine does not list the move";
          break;
        case K::kIllegal:
          found = last_legal ? "the engine lists the move as legal" : "";
          if (e.illegal_kind == "refused") not_judged("the clause that refuses a move (engines report legality only)");
          break;
        case K::kMoves: {
          auto legal = legal_moves(fen, moves);
          if (!legal) return finish(false, where(e.line) + ": " + legal.error() + context());
          found = check_moves(v, std::vector<std::string>(legal->begin(), legal->end()), e);
          break;
        }
        case K::kFired:
        case K::kNotFired:
          not_judged("the rule trace (<fired>)");
          break;
        case K::kCheck:
          not_judged("<check> (the protocol has no query for it)");
          break;
        case K::kResult:
        case K::kOngoing: {
          auto answer = engine_result(fen, moves);
          if (!running_) return finish(false, where(e.line) + ": the engine failed while asked for the result" + context());
          if (!answer) {
            not_judged("the game result (the engine does not answer 'result')");
            break;
          }
          std::string want = e.kind == K::kOngoing ? "*" : e.winner == "white" ? "1-0" : e.winner == "black" ? "0-1" : "1/2-1/2";
          if (answer->rfind(want, 0) != 0) found = "the engine says \"Result: " + *answer + "\"";
          break;
        }
        default: {
          if (!engine_position) {
            auto text = engine_fen(fen, moves);
            if (!text) return finish(false, where(e.line) + ": " + text.error() + context());
            auto parsed = parse_fen_unchecked(v, *text);
            if (!parsed) return finish(false, where(e.line) + ": the engine's FEN does not parse: " + parsed.error() + context());
            engine_position = *parsed;
          }
          Position pos = *engine_position;
          // En passant squares are written differently by engines when no capture is possible: compare
          // them only when the expected position has an en passant capture.
          if (e.kind == K::kFen) {
            auto want = parse_fen_unchecked(v, e.fen);
            if (want && want->en_passant() == kNoSquare) pos.set_en_passant(kNoSquare);
          }
          found = check_position(v, pos, e);
        }
      }
      if (!found.empty()) failures += "\n  " + where(e.line) + ": expected " + e.text + "; " + found;
    }
  }
  if (!failures.empty()) return finish(false, "scenario " + s.id + ":" + failures + context());
  return finish(true, "");
}

}  // namespace arbiter
