#include "oracle/engine_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <sstream>

namespace arbiter {

EngineProcess::~EngineProcess() { stop(); }

bool EngineProcess::start(const std::string& command) {
  stop();
  command_ = command;
  int in[2];
  int out[2];
  if (pipe(in) != 0 || pipe(out) != 0) {
    error_ = std::string("cannot create pipes: ") + std::strerror(errno);
    return false;
  }
  pid_t pid = fork();
  if (pid < 0) {
    error_ = std::string("cannot fork: ") + std::strerror(errno);
    return false;
  }
  if (pid == 0) {
    setpgid(0, 0);  // its own process group, so that stop() also ends whatever it started
    dup2(in[0], STDIN_FILENO);
    dup2(out[1], STDOUT_FILENO);
    int devnull = open("/dev/null", O_WRONLY);
    if (devnull >= 0) dup2(devnull, STDERR_FILENO);
    close(in[0]); close(in[1]); close(out[0]); close(out[1]);
    execl("/bin/sh", "sh", "-c", ("exec " + command).c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  close(in[0]);
  close(out[1]);
  pid_ = pid;
  to_child_ = in[1];
  from_child_ = out[0];
  signal(SIGPIPE, SIG_IGN);
  buffer_.clear();
  error_.clear();
  return true;
}

bool EngineProcess::running() const {
  if (pid_ < 0) return false;
  int status = 0;
  return waitpid(pid_, &status, WNOHANG) == 0;
}

bool EngineProcess::send(const std::string& line) {
  if (to_child_ < 0) return false;
  std::string data = line + "\n";
  const char* p = data.data();
  size_t left = data.size();
  while (left > 0) {
    ssize_t n = write(to_child_, p, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      error_ = "engine closed its input (" + std::string(std::strerror(errno)) + ")";
      return false;
    }
    p += n;
    left -= static_cast<size_t>(n);
  }
  return true;
}

Result<std::string> EngineProcess::read_line(int timeout_ms) {
  auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
  while (true) {
    size_t nl = buffer_.find('\n');
    if (nl != std::string::npos) {
      std::string line = buffer_.substr(0, nl);
      buffer_.erase(0, nl + 1);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return line;
    }
    if (from_child_ < 0) return Error{"engine is not running"};
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()).count();
    if (left <= 0) return Error{"timeout: no answer within " + std::to_string(timeout_ms) + " ms"};
    pollfd pfd{from_child_, POLLIN, 0};
    int r = poll(&pfd, 1, static_cast<int>(left));
    if (r < 0 && errno == EINTR) continue;
    if (r == 0) continue;
    char chunk[4096];
    ssize_t n = read(from_child_, chunk, sizeof chunk);
    if (n <= 0) {
      int status = 0;
      std::string how = "engine closed its output";
      // Its output closes as it dies: give the kernel a moment to report how it ended.
      for (int i = 0; pid_ > 0 && i < 50; ++i) {
        if (waitpid(pid_, &status, WNOHANG) == pid_) {
          how = WIFSIGNALED(status) ? "engine crashed (signal " + std::to_string(WTERMSIG(status)) + ")"
                                    : "engine exited with status " + std::to_string(WEXITSTATUS(status));
          pid_ = -1;
          break;
        }
        usleep(2000);
      }
      close(from_child_);
      from_child_ = -1;
      if (!buffer_.empty()) {
        std::string line = buffer_;
        buffer_.clear();
        return line;
      }
      return Error{how};
    }
    buffer_.append(chunk, static_cast<size_t>(n));
    if (buffer_.size() > (1u << 24)) return Error{"engine printed more than 16 MiB without a newline"};
  }
}

Result<std::vector<std::string>> EngineProcess::read_until(bool (*done)(const std::string&), int timeout_ms) {
  std::vector<std::string> lines;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
  while (true) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()).count();
    auto line = read_line(static_cast<int>(left > 0 ? left : 0));
    if (!line) {
      std::string what = line.error().rfind("timeout", 0) == 0
                             ? "timeout: no answer within " + std::to_string(timeout_ms) + " ms"
                             : line.error();
      std::string seen;
      for (size_t i = lines.size() > 5 ? lines.size() - 5 : 0; i < lines.size(); ++i) seen += "\n  > " + lines[i];
      return Error{what + (lines.empty() ? "" : "; last lines read:" + seen)};
    }
    lines.push_back(*line);
    if (done(lines.back())) return lines;
  }
}

void EngineProcess::stop() {
  if (to_child_ >= 0) {
    send("quit");
    close(to_child_);
    to_child_ = -1;
  }
  if (pid_ > 0) {
    for (int i = 0; i < 20; ++i) {
      int status = 0;
      if (waitpid(pid_, &status, WNOHANG) == pid_) { pid_ = -1; break; }
      usleep(5000);
    }
    if (pid_ > 0) {
      kill(-pid_, SIGKILL);
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
      pid_ = -1;
    }
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

}  // namespace arbiter
