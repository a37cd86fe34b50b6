// An external engine run as a child process and spoken to line by line. Used by the differential tests
// (stockfish, fairy-stockfish) and the conformance runner. Never throws and never blocks for long: a hung,
// crashed, babbling or deaf engine shows up as an error value naming what happened.
//  - every read and every write has a timeout (a write to an engine that does not read its input fails
//    when the pipe stays full, instead of blocking);
//  - a reply is capped (reply_limit bytes, and a line for every 16 of them), so an engine printing without
//    end costs bounded memory;
//  - the engine runs in its own process group, is killed with it when stopped, dies with arbiter (Linux's
//    parent-death signal), and SIGTERM, SIGINT, SIGHUP or SIGQUIT to arbiter kills every running engine's
//    group before arbiter ends by that signal.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "model/core/result.h"

namespace arbiter {

class EngineProcess {
 public:
  static constexpr size_t kDefaultReplyLimit = size_t{4} << 20;  // bytes of one reply
  static constexpr int kDefaultWriteTimeoutMs = 10000;

  EngineProcess() = default;
  ~EngineProcess();
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;

  // Starts `command` through /bin/sh -c. False (with error()) when it cannot be started.
  bool start(const std::string& command);
  bool running() const;
  // Writes the line, waiting at most timeout_ms for the engine to take it. False (with error()) when the
  // engine has closed its input or does not read it.
  bool send(const std::string& line, int timeout_ms = kDefaultWriteTimeoutMs);
  // The next line (without the newline), or an error after timeout_ms, when the engine exits, or when it
  // prints more than max_bytes without a newline.
  Result<std::string> read_line(int timeout_ms, size_t max_bytes = kDefaultReplyLimit);
  // Reads lines until one satisfies `done`; returns them all, the last being the one that matched. An error
  // after timeout_ms, or when the reply exceeds reply_limit() bytes or reply_limit() / 16 lines.
  Result<std::vector<std::string>> read_until(bool (*done)(const std::string&), int timeout_ms);
  void set_reply_limit(size_t bytes) { reply_limit_ = bytes; }
  size_t reply_limit() const { return reply_limit_; }
  void stop();  // quit politely (never waiting on a full pipe), then kill its process group
  const std::string& error() const { return error_; }
  const std::string& command() const { return command_; }

 private:
  // When the engine has exited: kills what is left of its process group, reaps it and returns how it ended
  // ("" while it runs). Waits up to wait_ms for it to exit.
  std::string reap(int wait_ms);

  int pid_ = -1;
  int to_child_ = -1;
  int from_child_ = -1;
  size_t reply_limit_ = kDefaultReplyLimit;
  std::string buffer_;  // read from the engine, not yet returned from start_ on
  size_t start_ = 0;
  std::string ended_;  // how it ended, once it has
  std::string error_;
  std::string command_;
};

// Whether an executable can be found: an absolute path, or a name on PATH or in /usr/games.
std::string find_program(const std::string& name);

// What is wrong with an engine command whose program is plainly named (its first word, when that has no
// quoting, expansion or assignment): "" when that program exists and is executable, or when the command is
// shell text this cannot judge; else a sentence naming the program.
std::string engine_program_problem(const std::string& command);

}  // namespace arbiter
