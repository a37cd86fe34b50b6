// The example adapter (examples/adapter/adapter.py, corpus/CONFORMANCE.md) end to end, as an implementer
// runs it: `arbiter conform` with the adapter wrapping Debian's stockfish. The chess corpus must pass with no
// failure (the expectations come from the rules and were cross-checked with stockfish, an independent
// engine); twentychess runs its cast-1 scenarios and reports the others NOT-RUNNABLE, never failed; a
// variant the adapter lacks is NOT-RUNNABLE. Skipped, with the reason, without stockfish or python3.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

namespace {

struct Outcome {
  int exit_code;
  std::string output;
};

Outcome run(const std::string& args) {
  const char* b = std::getenv("ARBITER_BINARY");
  std::string cmd = "timeout -s KILL 600 " + std::string(b ? b : ARBITER_BINARY_PATH) + " " + args + " 2>&1";
  FILE* pipe = popen(cmd.c_str(), "r");
  std::string out;
  std::array<char, 4096> buf{};
  while (pipe && fgets(buf.data(), buf.size(), pipe)) out += buf.data();
  int status = pipe ? pclose(pipe) : -1;
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

// The count before `what` in conform's summary line ("156 passed, 0 failed, ..."), -1 when absent.
int count_of(const std::string& output, const std::string& what) {
  std::smatch m;
  return std::regex_search(output, m, std::regex("(\\d+) " + what)) ? std::stoi(m[1]) : -1;
}

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

class ExampleAdapter : public ::testing::Test {
 protected:
  void SetUp() override {
    if (access("/usr/games/stockfish", X_OK) != 0) GTEST_SKIP() << "/usr/games/stockfish not installed (apt-get install stockfish): skipped";
    if (std::system("python3 -c pass >/dev/null 2>&1") != 0) GTEST_SKIP() << "python3 not installed (apt-get install python3): skipped";
    dir = ::testing::TempDir() + "/adapter-" + ::testing::UnitTest::GetInstance()->current_test_info()->name() +
          "-" + std::to_string(getpid());  // two suites may run at once (Release and sanitizers)
    std::filesystem::create_directories(dir);
  }
  std::string conform(const std::string& variant) {
    // 30 s per answer: the adapter starts python3 and stockfish, which a loaded CI machine (the sanitizer suite
    // runs two tests at once) can slow past conform's default 10 s; a hang still ends the run.
    return "conform --variant " + variant + " --timeout-ms 30000 --engine '" + adapter + "' --report " + dir + "/" + variant + ".md";
  }
  std::string adapter = std::string(ARBITER_SOURCE_DIR) + "/examples/adapter/adapter.py --engine /usr/games/stockfish";
  std::string dir;
};

TEST_F(ExampleAdapter, PassesTheChessCorpusWithNoFailure) {
  Outcome r = run(conform("chess"));
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_EQ(count_of(r.output, "failed"), 0) << r.output;
  EXPECT_GE(count_of(r.output, "passed"), 150) << r.output;
  // The adapter answers `result`: the report does not call results unjudged.
  EXPECT_EQ(slurp(dir + "/chess.md").find("the game result"), std::string::npos);
}

// Cast 1 is orthodox chess: those scenarios run; every other cast is NOT-RUNNABLE with the adapter's reason,
// and the twentychess state the adapter does not track is not judged, never passed.
TEST_F(ExampleAdapter, RunsTwentychessCastOneAndDeclaresTheRest) {
  Outcome r = run(conform("twentychess"));
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_EQ(count_of(r.output, "failed"), 0) << r.output;
  EXPECT_GE(count_of(r.output, "passed"), 5) << r.output;
  EXPECT_GE(count_of(r.output, "not runnable"), 100) << r.output;
  std::string md = slurp(dir + "/twentychess.md");
  EXPECT_NE(md.find("this adapter plays cast 1 (orthodox chess) only"), std::string::npos);
  std::smatch row;
  ASSERT_TRUE(std::regex_search(md, row, std::regex("\\| cast-01\\.captures-fill-the-capturers-pool \\|[^\\n]*")));
  EXPECT_NE(row.str().find("the variant's state"), std::string::npos) << row.str();
}

TEST_F(ExampleAdapter, AVariantItLacksIsNotRunnable) {
  Outcome r = run(conform("removal12"));
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_EQ(count_of(r.output, "passed"), 0) << r.output;
  EXPECT_GT(count_of(r.output, "not runnable"), 0) << r.output;
  EXPECT_NE(slurp(dir + "/removal12.md").find("is not played by this adapter"), std::string::npos);
}

}  // namespace
