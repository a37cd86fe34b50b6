#include "oracle/engines/engine_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <sstream>

#include "oracle/common/stop_signals.h"
#include "oracle/common/utf8.h"

namespace arbiter {
namespace {

using Clock = std::chrono::steady_clock;

int ms_left(Clock::time_point deadline) {
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return left > 0 ? static_cast<int>(left) : 0;
}

const char* kReplyCap = "the reply exceeds its cap";

}  // namespace

EngineProcess::~EngineProcess() { stop(); }

bool EngineProcess::start(const std::string& command) {
  stop();
  command_ = command;
  buffer_.clear();
  start_ = 0;
  error_.clear();
  ended_.clear();
  stop_signals::install();
  signal(SIGPIPE, SIG_IGN);  // a write to an engine that has exited fails with EPIPE instead
  int in[2];
  int out[2];
  if (pipe2(in, O_CLOEXEC) != 0) {
    error_ = std::string("cannot create pipes: ") + std::strerror(errno);
    return false;
  }
  if (pipe2(out, O_CLOEXEC) != 0) {
    error_ = std::string("cannot create pipes: ") + std::strerror(errno);
    close(in[0]);
    close(in[1]);
    return false;
  }
  pid_t parent = getpid();
  // The stop signals wait until the new engine is remembered: one arriving between the fork and remember()
  // would otherwise end arbiter without killing the engine's group.
  sigset_t stops, before;
  sigemptyset(&stops);
  for (int sig : stop_signals::kSignals) sigaddset(&stops, sig);
  pthread_sigmask(SIG_BLOCK, &stops, &before);
  pid_t pid = fork();
  if (pid < 0) {
    pthread_sigmask(SIG_SETMASK, &before, nullptr);
    error_ = std::string("cannot fork: ") + std::strerror(errno);
    for (int fd : {in[0], in[1], out[0], out[1]}) close(fd);
    return false;
  }
  if (pid == 0) {
    setpgid(0, 0);  // its own process group, so that stop() also ends whatever it started
    // It dies with arbiter, however arbiter ends (the signal follows the thread that forked: engines are
    // started and stopped by the thread that talks to them).
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(127);
    for (int sig : stop_signals::kSignals) signal(sig, SIG_DFL);
    pthread_sigmask(SIG_SETMASK, &before, nullptr);  // then the engine starts with arbiter's usual mask
    signal(SIGPIPE, SIG_DFL);
    dup2(in[0], STDIN_FILENO);
    dup2(out[1], STDOUT_FILENO);
    int devnull = open("/dev/null", O_WRONLY);
    if (devnull >= 0) dup2(devnull, STDERR_FILENO);
    execl("/bin/sh", "sh", "-c", ("exec " + command).c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  setpgid(pid, pid);  // also here: the group exists before anyone may signal it
  stop_signals::remember_group(pid);
  pthread_sigmask(SIG_SETMASK, &before, nullptr);  // a stop signal that came meanwhile is handled now
  close(in[0]);
  close(out[1]);
  pid_ = pid;
  to_child_ = in[1];
  from_child_ = out[0];
  fcntl(to_child_, F_SETFL, fcntl(to_child_, F_GETFL) | O_NONBLOCK);
  fcntl(from_child_, F_SETFL, fcntl(from_child_, F_GETFL) | O_NONBLOCK);
  return true;
}

bool EngineProcess::running() const {
  if (pid_ < 0) return false;
  siginfo_t info{};
  if (waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) != 0) return false;
  return info.si_pid == 0;
}

bool EngineProcess::send(const std::string& line, int timeout_ms) {
  if (to_child_ < 0) {
    error_ = "engine is not running";
    return false;
  }
  std::string data = line + "\n";
  auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
  size_t written = 0;
  while (written < data.size()) {
    ssize_t n = write(to_child_, data.data() + written, data.size() - written);
    if (n > 0) {
      written += static_cast<size_t>(n);
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK) {
      error_ = "engine closed its input (" + std::string(std::strerror(errno)) + ")";
      return false;
    }
    int left = ms_left(deadline);
    if (left == 0) {
      error_ = "the engine does not read its input: a line could not be written within " + std::to_string(timeout_ms) + " ms";
      return false;
    }
    pollfd pfd{to_child_, POLLOUT, 0};
    if (poll(&pfd, 1, left) < 0 && errno != EINTR) {
      error_ = std::string("cannot wait for the engine's input: ") + std::strerror(errno);
      return false;
    }
  }
  return true;
}

std::string EngineProcess::reap(int wait_ms) {
  if (pid_ < 0) return ended_;
  auto deadline = Clock::now() + std::chrono::milliseconds(wait_ms);
  while (true) {
    siginfo_t info{};
    if (waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) != 0) {
      stop_signals::forget_group(pid_);  // reaped by someone else: nothing left to kill by this id
      pid_ = -1;
      return ended_ = "engine ended";
    }
    if (info.si_pid == pid_) break;
    if (ms_left(deadline) == 0) return "";
    usleep(2000);
  }
  // The leader has exited but is not reaped yet, so its group id cannot have been reused: what it left
  // running in its group goes with it.
  kill(-pid_, SIGKILL);
  int status = 0;
  waitpid(pid_, &status, 0);
  stop_signals::forget_group(pid_);
  pid_ = -1;
  ended_ = WIFSIGNALED(status) ? "engine crashed (signal " + std::to_string(WTERMSIG(status)) + ")"
                               : "engine exited with status " + std::to_string(WEXITSTATUS(status));
  return ended_;
}

Result<std::string> EngineProcess::read_line(int timeout_ms, size_t max_bytes) {
  auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
  while (true) {
    // Lines are taken from buffer_ at start_ (the consumed front is dropped once it is half the buffer, so
    // a burst of many short lines costs linear time).
    size_t nl = buffer_.find('\n', start_);
    if (nl != std::string::npos && nl - start_ < max_bytes) {
      std::string line = buffer_.substr(start_, nl - start_);
      start_ = nl + 1;
      if (start_ == buffer_.size()) {
        buffer_.clear();
        start_ = 0;
      } else if (start_ > buffer_.size() / 2) {
        buffer_.erase(0, start_);
        start_ = 0;
      }
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return escape_invalid_utf8(line);
    }
    if (buffer_.size() - start_ >= max_bytes) return Error{std::string(kReplyCap)};
    if (from_child_ < 0) return Error{ended_.empty() ? "engine is not running" : ended_};
    int left = ms_left(deadline);
    if (left == 0) return Error{"timeout: no answer within " + std::to_string(timeout_ms) + " ms"};
    pollfd pfd{from_child_, POLLIN, 0};
    int r = poll(&pfd, 1, left);
    if (r <= 0) continue;  // interrupted, or the deadline: checked above
    char chunk[65536];
    ssize_t n = read(from_child_, chunk, sizeof chunk);
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) continue;
    if (n <= 0) {
      // Its output closes as it dies: give the kernel a moment to report how it ended (generous: a loaded
      // machine may not run the dying process at once; an engine that only closed its output costs it once).
      std::string how = reap(1000);
      if (how.empty()) how = ended_ = "engine closed its output";
      close(from_child_);
      from_child_ = -1;
      if (start_ < buffer_.size()) {
        std::string line = buffer_.substr(start_);
        buffer_.clear();
        start_ = 0;
        return escape_invalid_utf8(line);
      }
      return Error{how};
    }
    buffer_.append(chunk, static_cast<size_t>(n));
  }
}

Result<std::vector<std::string>> EngineProcess::read_until(bool (*done)(const std::string&), int timeout_ms) {
  std::vector<std::string> lines;
  size_t used = 0;
  const size_t max_lines = std::max<size_t>(reply_limit_ / 16, 1);
  auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
  auto failed = [&](const std::string& what) {
    std::string seen;
    for (size_t i = lines.size() > 5 ? lines.size() - 5 : 0; i < lines.size(); ++i) seen += "\n  > " + lines[i].substr(0, 200);
    return Error{what + (lines.empty() ? "" : "; last lines read:" + seen)};
  };
  auto over_cap = [&] {
    return failed("the engine's reply exceeds its cap of " + std::to_string(reply_limit_) + " bytes or " +
                  std::to_string(max_lines) + " lines (" + std::to_string(lines.size()) + " lines read)");
  };
  while (true) {
    auto line = read_line(ms_left(deadline), reply_limit_ - used);
    if (!line) {
      if (line.error() == kReplyCap) return over_cap();
      return failed(line.error().rfind("timeout", 0) == 0 ? "timeout: no answer within " + std::to_string(timeout_ms) + " ms"
                                                           : line.error());
    }
    used += line->size() + 1;
    lines.push_back(std::move(*line));
    if (done(lines.back())) return lines;
    if (used >= reply_limit_ || lines.size() >= max_lines) return over_cap();
  }
}

void EngineProcess::stop() {
  if (to_child_ >= 0) {
    send("quit", 0);  // one attempt: an engine that does not read its input is not waited for
    close(to_child_);
    to_child_ = -1;
  }
  if (pid_ > 0 && reap(100).empty()) {
    kill(-pid_, SIGKILL);
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
    stop_signals::forget_group(pid_);
    pid_ = -1;
  }
  if (from_child_ >= 0) {
    close(from_child_);
    from_child_ = -1;
  }
}

std::string find_program(const std::string& name) {
  auto executable = [](const std::string& p) {
    struct stat st {};
    return stat(p.c_str(), &st) == 0 && S_ISREG(st.st_mode) && access(p.c_str(), X_OK) == 0;
  };
  if (name.find('/') != std::string::npos) return executable(name) ? name : "";
  std::string path = std::getenv("PATH") ? std::getenv("PATH") : "";
  path += ":/usr/games:/usr/local/games";
  std::stringstream ss(path);
  for (std::string dir; std::getline(ss, dir, ':');)
    if (!dir.empty() && executable(dir + "/" + name)) return dir + "/" + name;
  return "";
}

std::string engine_program_problem(const std::string& command) {
  size_t start = command.find_first_not_of(" \t\n");
  if (start == std::string::npos) return "the engine command is empty";
  size_t end = command.find_first_of(" \t\n", start);
  std::string word = command.substr(start, end == std::string::npos ? std::string::npos : end - start);
  // Shell text (quoting, expansion, an assignment, a builtin) is left to the shell to judge.
  if (word.find_first_of("'\"\\$`=;|&<>(){}*?[]~!#") != std::string::npos) return "";
  for (const char* builtin : {"exec", "command", "eval", "time", ".", "set", "cd", "export", "trap", "ulimit", "umask",
                              "unset", "readonly", "alias", "wait", "if", "while", "until", "for", "case"})
    if (word == builtin) return "";
  if (!find_program(word).empty()) return "";
  return "no program \"" + escape_invalid_utf8(word) + "\" to run (" +
         (word.find('/') != std::string::npos ? "no executable file at that path" : "not found on PATH") + ")";
}

}  // namespace arbiter
