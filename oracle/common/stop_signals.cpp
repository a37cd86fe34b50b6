#include "oracle/common/stop_signals.h"

#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cstring>

namespace arbiter::stop_signals {
namespace {

static_assert(kSignals[0] == SIGTERM && kSignals[1] == SIGINT && kSignals[2] == SIGHUP && kSignals[3] == SIGQUIT);

constexpr int kGroups = 256;
std::atomic<pid_t> g_groups[kGroups];

// A file slot: 0 free, 1 being filled, 2 holds a path to remove.
constexpr int kFiles = 256;
constexpr size_t kPathMax = 4096;
struct FileSlot {
  std::atomic<int> state{0};
  char path[kPathMax];
};
FileSlot g_files[kFiles];

std::atomic<int> g_holds{0};
std::atomic<int> g_pending{0};

void stop_now(int sig) {
  for (auto& g : g_groups) {
    pid_t pid = g.load();
    if (pid > 0) kill(-pid, SIGKILL);
  }
  for (auto& f : g_files)
    if (f.state.load(std::memory_order_acquire) == 2) unlink(f.path);
  signal(sig, SIG_DFL);
  raise(sig);  // arbiter ends by the same signal once the handler returns (or now, outside one)
}

void on_stop(int sig) {
  if (g_holds.load() > 0) {
    int none = 0;
    g_pending.compare_exchange_strong(none, sig);
    return;
  }
  stop_now(sig);
}

}  // namespace

void install() {
  static const bool installed = [] {
    for (int sig : kSignals) {
      struct sigaction old {};
      if (sigaction(sig, nullptr, &old) != 0 || (old.sa_flags & SA_SIGINFO) || old.sa_handler != SIG_DFL) continue;
      struct sigaction sa {};
      sa.sa_handler = on_stop;
      sigemptyset(&sa.sa_mask);
      sigaction(sig, &sa, nullptr);
    }
    return true;
  }();
  (void)installed;
}

void remember_group(pid_t group) {
  install();
  for (auto& g : g_groups) {
    pid_t free = 0;
    if (g.compare_exchange_strong(free, group)) return;
  }
}

void forget_group(pid_t group) {
  for (auto& g : g_groups) {
    pid_t p = group;
    if (g.compare_exchange_strong(p, 0)) return;
  }
}

int remember_file(const std::string& path) {
  if (path.size() >= kPathMax) return -1;
  install();
  for (int i = 0; i < kFiles; ++i) {
    int free = 0;
    if (!g_files[i].state.compare_exchange_strong(free, 1)) continue;
    std::memcpy(g_files[i].path, path.c_str(), path.size() + 1);
    g_files[i].state.store(2, std::memory_order_release);
    return i;
  }
  return -1;
}

void forget_file(int slot) {
  if (slot >= 0 && slot < kFiles) g_files[slot].state.store(0, std::memory_order_release);
}

Hold::Hold() { g_holds.fetch_add(1); }

Hold::~Hold() {
  if (g_holds.fetch_sub(1) == 1)
    if (int sig = g_pending.exchange(0); sig != 0) stop_now(sig);
}

}  // namespace arbiter::stop_signals
