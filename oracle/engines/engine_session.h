// A conversation with an engine under test through the adapter protocol (README, "The adapter protocol"):
// started on demand, told the variant and the declared profile, and asked for legal moves (`go perft 1`),
// the position (`d`'s "Fen:" line), the result (`result`) and whether it takes a position without an
// error. Every call has a timeout, and every reply a cap (reply_limit); after a timeout, a crash or a reply
// over the cap the engine is stopped, and the next call starts a fresh one (counted in restarts()). An engine
// that does not start, or does not answer `uci` with `uciok`, or twice in a row answers nothing after it, is
// declared dead (dead()): it is not started again. An engine that plays only part of a variant answers
// `info string unsupported: <why>` where it cannot go on (unsupported()): the scenario at hand is then not
// runnable, and beside a `d` answer's "Fen:" line it means the FEN's variant state is not reported.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "model/core/interpretation.h"
#include "model/core/result.h"
#include "oracle/engines/engine_process.h"

namespace arbiter {

struct EngineOptions {
  std::string command;
  int timeout_ms = 10000;  // for every read and every write
  size_t reply_limit = EngineProcess::kDefaultReplyLimit;  // bytes of one reply
  Profile profile;  // the interpretation options the engine declares it implements
};

// The readers of an engine's answers, apart from the conversation: each takes the lines the engine answered
// (as the session read them, up to the line that ends the answer) and trusts none of them
// (fuzz/engine_reply_fuzz.cpp feeds them arbitrary lines).
namespace engine_reply {
// `uci`: whether the engine offers the Profile option (as `arbiter uci` does).
bool offers_profile(const std::vector<std::string>& lines);
// `uci`: whether the engine declares it names rules by the catalog's clause ids (`id clauses catalog`).
bool declares_catalog_clauses(const std::vector<std::string>& lines);
// `why <move>`: "legal", "unparsable", "illegal" or "refused <clause>" (the text after "why "); nullopt without it.
std::optional<std::string> why(const std::vector<std::string>& lines);
// `trace`: the clause ids after "fired"; nullopt without such a line.
std::optional<std::vector<std::string>> fired(const std::vector<std::string>& lines);
// `setoption name UCI_Variant value V`: "" when the engine took the variant, else why not.
std::string variant_refusal(const std::string& variant, const std::vector<std::string>& lines);
// `go perft 1`: the legal moves, or what is malformed or inconsistent in the answer.
Result<std::set<std::string>> perft_moves(const std::vector<std::string>& lines);
// `d`: the text of the "Fen: " line.
Result<std::string> fen(const std::vector<std::string>& lines);
// `state`: the lines "state unit|square SQ term=value ..." without their "state " (vocabulary.h), up to the
// closing "stateok"; nullopt without it (the engine does not answer `state`).
std::optional<std::vector<std::string>> state(const std::vector<std::string>& lines);
// `result`: the text after "Result: ", nullopt without such a line.
std::optional<std::string> result(const std::vector<std::string>& lines);
// The lines that report an error (the answer to `position`); `info string unsupported:` lines are not errors.
std::vector<std::string> errors(const std::vector<std::string>& lines);
// The text after the first "info string unsupported: " line, or "" without one.
std::string unsupported(const std::vector<std::string>& lines);
}  // namespace engine_reply

class EngineSession {
 public:
  explicit EngineSession(const EngineOptions& options) : options_(options) {}

  // Starts the engine if needed and selects the variant: "" or what went wrong.
  std::string prepare(const std::string& variant);
  bool running() const { return running_; }
  // Why the last failed exchange failed (it stopped the engine): a timeout, a closed pipe, with what was sent.
  const std::string& last_failure() const { return last_failure_; }
  int restarts() const { return restarts_; }
  // Why the engine was declared dead, or "" while it is not.
  const std::string& dead() const { return dead_; }
  // What the engine answered when asked for the variant, if it refused it ("" otherwise): it is not asked again.
  std::string refused_variant(const std::string& variant) const {
    auto it = refused_variants_.find(variant);
    return it == refused_variants_.end() ? "" : it->second;
  }

  // Why the engine said it cannot go on with the scenario at hand ("" while it did not): the calls below
  // record it and fail; forget_unsupported() at the start of each scenario.
  const std::string& unsupported() const { return unsupported_; }
  void forget_unsupported() { unsupported_.clear(); }

  Result<std::set<std::string>> legal_moves(const std::string& fen, const std::vector<std::string>& moves);
  // The "Fen:" line of `d`. `state_reported` (when given) is set false when the engine answered an
  // `info string unsupported:` line beside it: the board is reported, the variant's state is not.
  Result<std::string> engine_fen(const std::string& fen, const std::vector<std::string>& moves, bool* state_reported = nullptr);
  // The text after "Result: ", or nullopt when the engine does not answer `result` (or failed: see running()).
  std::optional<std::string> engine_result(const std::string& fen, const std::vector<std::string>& moves);
  // Whether the engine declared the catalog's clause ids in its `uci` answer (then conform judges clauses).
  bool catalog_clauses() const { return catalog_clauses_; }
  // Why the engine does not take a move (`why`), and the clauses its last move fired (`trace`); nullopt when
  // it does not answer (or failed: see running()).
  std::optional<std::string> engine_why(const std::string& fen, const std::vector<std::string>& moves, const std::string& move);
  std::optional<std::vector<std::string>> engine_trace(const std::string& fen, const std::vector<std::string>& moves);
  // The engine's state in the variant's vocabulary (engine_reply::state), or nullopt (see running()).
  std::optional<std::vector<std::string>> engine_state(const std::string& fen, const std::vector<std::string>& moves);
  // The error lines the engine answers to `position fen` (none: it took the position).
  Result<std::vector<std::string>> position_errors(const std::string& fen);

  static std::string position_command(const std::string& fen, const std::vector<std::string>& moves);

 private:
  bool ensure_running(std::string* error);
  bool select_variant(const std::string& variant, std::string* error);
  // Sends lines and returns what the engine answers, up to the line that satisfies `done` (included), or
  // when `done` is null, up to the "readyok" that answers an "isready" sent after the lines (not included).
  // `go perft` may run on a search thread (Stockfish), so it is read up to its "Nodes searched:" line.
  Result<std::vector<std::string>> exchange(const std::vector<std::string>& lines, bool (*done)(const std::string&) = nullptr);
  void fail_engine();  // after a timeout or crash: stop it, so the next scenario starts a fresh one

  std::string last_failure_;
  bool catalog_clauses_ = false;  // `id clauses catalog` in the uci answer
  std::map<std::string, std::string> refused_variants_;  // variant -> the engine's refusal
  EngineOptions options_;
  EngineProcess engine_;
  bool running_ = false;
  bool started_ = false;
  std::string variant_;
  int restarts_ = 0;
  std::string dead_;
  std::string unsupported_;
  bool answered_ = false;  // this run of the engine has answered a request after uci
  int unanswered_ = 0;     // runs in a row that failed without answering any
};

}  // namespace arbiter
