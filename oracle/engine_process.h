// An external engine run as a child process and spoken to line by line, with a timeout on every read.
// Used by the differential tests (stockfish, fairy-stockfish) and the conformance runner. Never throws:
// a hung, crashed or babbling engine shows up as an error value naming what happened.
#pragma once

#include <string>
#include <vector>

#include "model/core/result.h"

namespace arbiter {

class EngineProcess {
 public:
  EngineProcess() = default;
  ~EngineProcess();
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;

  // Starts `command` through /bin/sh -c. False (with error()) when it cannot be started.
  bool start(const std::string& command);
  bool running() const;
  bool send(const std::string& line);
  // The next line (without the newline), or an error after timeout_ms or when the engine exits.
  Result<std::string> read_line(int timeout_ms);
  // Reads lines until one satisfies `done`; returns them all, the last being the one that matched.
  Result<std::vector<std::string>> read_until(bool (*done)(const std::string&), int timeout_ms);
  void stop();  // quit politely, then kill
  const std::string& error() const { return error_; }
  const std::string& command() const { return command_; }

 private:
  int pid_ = -1;
  int to_child_ = -1;
  int from_child_ = -1;
  std::string buffer_;
  std::string error_;
  std::string command_;
};

// Whether an executable can be found: an absolute path, or a name on PATH or in /usr/games.
std::string find_program(const std::string& name);

}  // namespace arbiter
