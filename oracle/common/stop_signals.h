// What arbiter undoes when a stop signal (SIGTERM, SIGINT, SIGHUP, SIGQUIT) ends it: every running engine's
// process group is killed (engine_process.h) and every temporary file of a report not yet in place is removed
// (atomic_file.h); then arbiter ends by the same signal, as it would have without the handler. One handler for
// both, installed on first use; a signal the program ignores (nohup) or that something else handles is left
// as it is.
//
// While a Hold lives (a group of reports being renamed into place), a stop signal waits: the handler notes it
// and returns, and the last Hold's end acts on it, so the files of one run are replaced together or not at all.
// The handler touches only atomics, fixed buffers, kill() and unlink(): all async-signal-safe.
#pragma once

#include <sys/types.h>

#include <string>

namespace arbiter::stop_signals {

// Installs the handler (once per process; later calls do nothing).
void install();
// The signals it handles: an engine's child process resets them to their defaults.
inline constexpr int kSignals[] = {15 /* SIGTERM */, 2 /* SIGINT */, 1 /* SIGHUP */, 3 /* SIGQUIT */};

// A process group to kill (an engine's), until forgotten.
void remember_group(pid_t group);
void forget_group(pid_t group);
// A temporary file to remove, until forgotten; returns its slot, or -1 when none is free or the path is too
// long (the file is then written and renamed as usual, only not removed by a signal).
int remember_file(const std::string& path);
void forget_file(int slot);

class Hold {
 public:
  Hold();
  ~Hold();
  Hold(const Hold&) = delete;
  Hold& operator=(const Hold&) = delete;
};

}  // namespace arbiter::stop_signals
