// The adapter protocol, spoken (engine_session.h).
#include "oracle/engines/engine_session.h"

#include <algorithm>
#include <sstream>
#include <stdexcept>
#include <string_view>

namespace arbiter {
namespace {

bool is_readyok(const std::string& l) { return l == "readyok"; }
bool is_uciok(const std::string& l) { return l == "uciok"; }
bool is_nodes_searched(const std::string& l) { return l.rfind("Nodes searched:", 0) == 0; }

constexpr std::string_view kUnsupported = "info string unsupported:";
bool is_unsupported(const std::string& l) { return l.rfind(kUnsupported, 0) == 0; }

bool mentions_error(const std::string& l) {
  if (is_unsupported(l)) return false;
  std::string lower = l;
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
  return lower.find("error") != std::string::npos || lower.find("no such option") != std::string::npos ||
         lower.find("unknown") != std::string::npos;
}

}  // namespace

namespace engine_reply {

bool declares_catalog_clauses(const std::vector<std::string>& lines) {
  return std::find(lines.begin(), lines.end(), "id clauses catalog") != lines.end();
}

std::optional<std::string> why(const std::vector<std::string>& lines) {
  for (const auto& l : lines)
    if (l.rfind("why ", 0) == 0) return l.substr(4);
  return std::nullopt;
}

std::optional<std::vector<std::string>> fired(const std::vector<std::string>& lines) {
  for (const auto& l : lines) {
    if (l != "fired" && l.rfind("fired ", 0) != 0) continue;
    std::vector<std::string> out;
    std::istringstream in(l.substr(5));
    for (std::string id; in >> id;) out.push_back(id);
    return out;
  }
  return std::nullopt;
}

bool offers_profile(const std::vector<std::string>& lines) {
  for (const auto& l : lines)
    if (l.rfind("option name Profile ", 0) == 0) return true;
  return false;
}

std::string variant_refusal(const std::string& variant, const std::vector<std::string>& lines) {
  for (const auto& l : lines) {
    if (is_unsupported(l)) return "engine does not play variant " + variant + ": \"" + l + "\"";
    if (!mentions_error(l)) continue;
    // A plain chess engine knows no UCI_Variant option: fine for chess, not for the other variants.
    if (variant == "chess" && l.find("UCI_Variant") != std::string::npos) continue;
    return "engine does not know variant " + variant + ": it answered \"" + l + "\"";
  }
  return "";
}

std::optional<std::vector<std::string>> state(const std::vector<std::string>& lines) {
  std::vector<std::string> out;
  for (const auto& l : lines) {
    if (l == "stateok") return out;
    if (l.rfind("state ", 0) == 0) out.push_back(l.substr(6));
  }
  return std::nullopt;  // no "stateok": the engine does not answer `state`
}

Result<std::set<std::string>> perft_moves(const std::vector<std::string>& lines) {
  std::set<std::string> out;
  uint64_t sum = 0;
  std::optional<uint64_t> total;
  for (const auto& l : lines) {
    // An error answered to the `position` sent with `go perft 1`: whatever follows is not this position's.
    if (l.rfind("info string error", 0) == 0) return Error{"the engine refused the position: \"" + l + "\""};
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

Result<std::string> fen(const std::vector<std::string>& lines) {
  for (const auto& l : lines)
    if (l.rfind("Fen: ", 0) == 0) return l.substr(5);
  return Error{"no \"Fen:\" line in the answer to 'd'"};
}

std::optional<std::string> result(const std::vector<std::string>& lines) {
  for (const auto& l : lines)
    if (l.rfind("Result: ", 0) == 0) return l.substr(8);
  return std::nullopt;
}

std::string unsupported(const std::vector<std::string>& lines) {
  for (const auto& l : lines) {
    if (!is_unsupported(l)) continue;
    size_t from = l.find_first_not_of(' ', kUnsupported.size());
    return from == std::string::npos ? "(no reason given)" : l.substr(from);
  }
  return "";
}

std::vector<std::string> errors(const std::vector<std::string>& lines) {
  std::vector<std::string> out;
  for (const auto& l : lines)
    if (mentions_error(l)) out.push_back(l);
  return out;
}

}  // namespace engine_reply

std::string EngineSession::position_command(const std::string& fen, const std::vector<std::string>& moves) {
  std::string c = "position fen " + fen;
  if (!moves.empty()) {
    c += " moves";
    for (const auto& m : moves) c += " " + m;
  }
  return c;
}

std::string EngineSession::prepare(const std::string& variant) {
  std::string error;
  if (!ensure_running(&error) || !select_variant(variant, &error)) return error;
  return "";
}

void EngineSession::fail_engine() {
  engine_.stop();
  running_ = false;
  variant_.clear();
}

bool EngineSession::ensure_running(std::string* error) {
  if (!dead_.empty()) {
    *error = dead_;
    return false;
  }
  if (running_ && engine_.running()) return true;
  if (started_) ++restarts_;
  started_ = true;
  running_ = false;
  answered_ = false;
  variant_.clear();
  engine_.set_reply_limit(options_.reply_limit);
  if (!engine_.start(options_.command)) {
    *error = dead_ = "cannot start engine \"" + options_.command + "\": " + engine_.error();
    return false;
  }
  engine_.send("uci", options_.timeout_ms);  // an engine that has already exited shows how it ended on the read
  auto lines = engine_.read_until(is_uciok, options_.timeout_ms);
  if (!lines) {
    // An engine that does not even answer uci is not restarted for every scenario: it is dead.
    *error = dead_ = "engine \"" + options_.command + "\" did not answer uci with uciok: " + lines.error();
    fail_engine();
    return false;
  }
  running_ = true;
  catalog_clauses_ = engine_reply::declares_catalog_clauses(*lines);
  // An engine that offers a Profile option (as `arbiter uci` does) is told the declared readings.
  if (engine_reply::offers_profile(*lines) && !options_.profile.choices().empty()) {
    std::string text;
    for (const auto& [point, option] : options_.profile.choices()) text += (text.empty() ? "" : ",") + point + "=" + option;
    engine_.send("setoption name Profile value " + text, options_.timeout_ms);
  }
  return true;
}

Result<std::vector<std::string>> EngineSession::exchange(const std::vector<std::string>& lines, bool (*done)(const std::string&)) {
  // A failed exchange stops the engine; one that fails in a run that never answered anything after uci
  // counts towards declaring it dead.
  auto failed = [&](std::string what) {
    fail_engine();
    last_failure_ = what;
    if (!answered_ && ++unanswered_ >= 2)
      dead_ = "engine \"" + options_.command + "\" answered nothing after uci in " + std::to_string(unanswered_) +
              " runs in a row; last: " + what;
    return Error{std::move(what)};
  };
  auto shortened = [](const std::string& l) { return l.size() > 200 ? l.substr(0, 200) + "..." : l; };
  for (const auto& l : lines)
    if (!engine_.send(l, options_.timeout_ms))
      return failed("could not write \"" + shortened(l) + "\" to the engine: " + engine_.error());
  if (!done && !engine_.send("isready", options_.timeout_ms))
    return failed("could not write \"isready\" to the engine: " + engine_.error());
  auto answer = engine_.read_until(done ? done : is_readyok, options_.timeout_ms);
  if (!answer) {
    std::string sent;
    for (const auto& l : lines) sent += (sent.empty() ? "" : " / ") + shortened(l);
    return failed(answer.error() + " (after sending: " + sent + ")");
  }
  answered_ = true;
  unanswered_ = 0;
  if (!done) answer->pop_back();
  return *answer;
}

bool EngineSession::select_variant(const std::string& variant, std::string* error) {
  if (variant_ == variant) return true;
  if (std::string refused = refused_variant(variant); !refused.empty()) {
    *error = refused;
    return false;
  }
  auto answer = exchange({"setoption name UCI_Variant value " + variant, "ucinewgame"});
  if (!answer) {
    *error = answer.error();
    return false;
  }
  if (std::string refused = engine_reply::variant_refusal(variant, *answer); !refused.empty()) {
    *error = refused_variants_[variant] = refused;
    return false;
  }
  variant_ = variant;
  return true;
}

Result<std::set<std::string>> EngineSession::legal_moves(const std::string& fen, const std::vector<std::string>& moves) {
  auto answer = exchange({position_command(fen, moves), "go perft 1"}, is_nodes_searched);
  if (!answer) return Error{answer.error()};
  if (std::string why = engine_reply::unsupported(*answer); !why.empty()) {
    unsupported_ = why;
    return Error{"the engine cannot list the legal actions here: " + why};
  }
  return engine_reply::perft_moves(*answer);
}

Result<std::string> EngineSession::engine_fen(const std::string& fen, const std::vector<std::string>& moves, bool* state_reported) {
  auto answer = exchange({position_command(fen, moves), "d"});
  if (!answer) return Error{answer.error()};
  std::string why = engine_reply::unsupported(*answer);
  auto text = engine_reply::fen(*answer);
  if (!why.empty() && !text) {
    unsupported_ = why;
    return Error{"the engine cannot show the position here: " + why};
  }
  if (state_reported) *state_reported = why.empty();
  return text;
}

std::optional<std::string> EngineSession::engine_result(const std::string& fen, const std::vector<std::string>& moves) {
  auto answer = exchange({position_command(fen, moves), "result"});
  if (!answer) return std::nullopt;
  return engine_reply::result(*answer);
}

std::optional<std::string> EngineSession::engine_why(const std::string& fen, const std::vector<std::string>& moves,
                                                     const std::string& move) {
  auto answer = exchange({position_command(fen, moves), "why " + move});
  if (!answer) return std::nullopt;
  return engine_reply::why(*answer);
}

std::optional<std::vector<std::string>> EngineSession::engine_trace(const std::string& fen, const std::vector<std::string>& moves) {
  auto answer = exchange({position_command(fen, moves), "trace"});
  if (!answer) return std::nullopt;
  return engine_reply::fired(*answer);
}

std::optional<std::vector<std::string>> EngineSession::engine_state(const std::string& fen, const std::vector<std::string>& moves) {
  auto answer = exchange({position_command(fen, moves), "state"});
  if (!answer) return std::nullopt;
  return engine_reply::state(*answer);
}

Result<std::vector<std::string>> EngineSession::position_errors(const std::string& fen) {
  auto answer = exchange({position_command(fen, {})});
  if (!answer) return Error{answer.error()};
  if (std::string why = engine_reply::unsupported(*answer); !why.empty()) {
    unsupported_ = why;
    return Error{"the engine cannot take the position: " + why};
  }
  return engine_reply::errors(*answer);
}

}  // namespace arbiter
