// Reports replaced together or not at all (oracle/common/atomic_file.h: FileGroup) and temporary files removed when a
// stop signal ends the run (oracle/common/stop_signals.h). Issue 35, item 8: SIGTERM during a 200k-scenario run left a
// 10 MB j.xml.tmp.<pid>, and corpus.md was new while the JUnit file was old.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "oracle/common/atomic_file.h"
#include "oracle/common/stop_signals.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;

// A fresh directory per test (CTest runs tests in parallel processes).
fs::path fresh_dir() {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  fs::path d = fs::path(::testing::TempDir()) / ("atomic-" + std::string(info->name()) + "-" + std::to_string(getpid()));
  fs::remove_all(d);
  fs::create_directories(d);
  return d;
}

std::string read(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

void write(const fs::path& p, const std::string& text) { std::ofstream(p) << text; }

// The names in d besides the targets: temporary files left behind.
std::vector<std::string> leftovers(const fs::path& d) {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(d))
    if (e.path().filename().string().find(".tmp.") != std::string::npos) out.push_back(e.path().filename().string());
  return out;
}

TEST(FileGroup, CommitReplacesEveryFile) {
  fs::path d = fresh_dir();
  write(d / "a.md", "old a");
  write(d / "b.xml", "old b");
  FileGroup g;
  EXPECT_EQ(g.add((d / "a.md").string(), "new a"), "");
  EXPECT_EQ(g.add((d / "b.xml").string(), "new b"), "");
  EXPECT_EQ(read(d / "a.md"), "old a") << "nothing is in place before commit()";
  EXPECT_EQ(g.commit(), "");
  EXPECT_EQ(read(d / "a.md"), "new a");
  EXPECT_EQ(read(d / "b.xml"), "new b");
  EXPECT_TRUE(leftovers(d).empty());
}

TEST(FileGroup, OneFailedFileReplacesNone) {
  fs::path d = fresh_dir();
  write(d / "a.md", "old a");
  write(d / "file", "a file where a directory is needed");
  FileGroup g;
  EXPECT_EQ(g.add((d / "a.md").string(), "new a"), "");
  EXPECT_NE(g.add((d / "file" / "b.xml").string(), "new b"), "");
  EXPECT_NE(g.commit(), "");
  EXPECT_EQ(read(d / "a.md"), "old a");
  EXPECT_TRUE(leftovers(d).empty());
}

TEST(FileGroup, AGroupNeverCommittedLeavesNoTrace) {
  fs::path d = fresh_dir();
  {
    FileGroup g;
    EXPECT_EQ(g.add((d / "a.md").string(), "new a"), "");
  }
  EXPECT_FALSE(fs::exists(d / "a.md"));
  EXPECT_TRUE(leftovers(d).empty());
}

// In a child: a group with a large file staged, then SIGTERM before commit(). The child ends by SIGTERM, the
// targets are the old ones, and no temporary file is left.
TEST(FileGroup, AStopSignalBeforeCommitRemovesTheTemporaryFilesAndChangesNothing) {
  fs::path d = fresh_dir();
  write(d / "corpus.md", "old corpus");
  write(d / "j.xml", "old junit");
  pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    FileGroup g;
    g.add((d / "corpus.md").string(), "new corpus");
    g.add((d / "j.xml").string(), std::string(10 << 20, 'x'));
    kill(getpid(), SIGTERM);
    _exit(0);  // not reached: the handler re-raises SIGTERM with its default action
  }
  int status = 0;
  ASSERT_EQ(waitpid(child, &status, 0), child);
  EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM) << "status " << status;
  EXPECT_EQ(read(d / "corpus.md"), "old corpus");
  EXPECT_EQ(read(d / "j.xml"), "old junit");
  EXPECT_TRUE(leftovers(d).empty()) << leftovers(d).front();
}

// A stop signal during the renames waits for the last one: the child commits with SIGTERM arriving inside the
// Hold (raised from within, as a signal between two renames would), and both files are the new ones.
TEST(FileGroup, AStopSignalDuringTheRenamesWaitsForTheLast) {
  fs::path d = fresh_dir();
  write(d / "a.md", "old a");
  pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    stop_signals::install();
    {
      stop_signals::Hold hold;
      kill(getpid(), SIGTERM);  // noted, not acted on
      FileGroup g;
      g.add((d / "a.md").string(), "new a");
      g.add((d / "b.md").string(), "new b");
      if (!g.commit().empty()) _exit(3);
      write(d / "after-commit", "the process was still running");
    }  // the Hold ends: the process ends by SIGTERM here
    _exit(0);
  }
  int status = 0;
  ASSERT_EQ(waitpid(child, &status, 0), child);
  EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM) << "status " << status;
  EXPECT_EQ(read(d / "a.md"), "new a");
  EXPECT_EQ(read(d / "b.md"), "new b");
  EXPECT_TRUE(fs::exists(d / "after-commit"));
  EXPECT_TRUE(leftovers(d).empty());
}

}  // namespace
}  // namespace arbiter
