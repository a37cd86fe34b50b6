// The conformance runner: judges an external engine on the scenario corpus through the adapter protocol
// (README, "The adapter protocol"). Legality comes from the engine's `go perft 1`, the position from its
// `d` (the "Fen:" line), the result from `result` where it answers. Every call has a timeout; a hung,
// crashed or babbling engine fails the scenario at hand with the evidence, is restarted, and the run goes on.
#pragma once

#include <map>
#include <memory>
#include <set>
#include <string>

#include "oracle/engine_process.h"
#include "oracle/scenario_runner.h"

namespace arbiter {

struct EngineOptions {
  std::string command;
  int timeout_ms = 10000;
  Profile profile;  // the interpretation options the engine declares it implements
};

class ConformanceJudge {
 public:
  explicit ConformanceJudge(EngineOptions options) : options_(std::move(options)) {}
  ScenarioResult judge(const Scenario& s, const ScenarioFile& file);
  int restarts() const { return restarts_; }

 private:
  bool ensure_running(std::string* error);
  bool select_variant(const std::string& variant, std::string* error);
  // Sends lines and returns what the engine answers, up to the line that satisfies `done` (included), or
  // when `done` is null, up to the "readyok" that answers an "isready" sent after the lines (not included).
  // `go perft` may run on a search thread (Stockfish), so it is read up to its "Nodes searched:" line.
  Result<std::vector<std::string>> exchange(const std::vector<std::string>& lines, bool (*done)(const std::string&) = nullptr);
  Result<std::set<std::string>> legal_moves(const std::string& fen, const std::vector<std::string>& moves);
  Result<std::string> engine_fen(const std::string& fen, const std::vector<std::string>& moves);
  std::optional<std::string> engine_result(const std::string& fen, const std::vector<std::string>& moves);
  void fail_engine();  // after a timeout or crash: stop it, so the next scenario starts a fresh one
  // The option the engine plays for a point: the one it declared, else the catalog's default.
  std::string engine_option(const std::string& variant, const std::string& point);

  EngineOptions options_;
  EngineProcess engine_;
  bool running_ = false;
  bool started_ = false;
  std::string variant_;
  int restarts_ = 0;
  std::map<std::string, std::map<std::string, std::string>> catalog_defaults_;  // variant -> point -> default
};

}  // namespace arbiter
