// conform survives any engine (issue 17, items 4-6 and 10): engines written here as small shell scripts that
// flood, never read, never answer, die at start, print bytes that are not UTF-8, or ignore SIGTERM. Each test
// asserts what the run reports, never how long it took; the timeouts are short only so that a failing
// engine costs little.
#include <gtest/gtest.h>

#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <thread>

#include "oracle/engines/conformance.h"
#include "oracle/scenarios/corpus_report.h"
#include "oracle/scenarios/scenario_runner.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;
using S = ScenarioResult::Status;

// Five chess scenarios whose verdicts the model's own engine gets right (the start position's 20 moves).
std::string scenarios_xml() {
  std::string xml = "<scenarios variant=\"chess\" topic=\"t\">\n";
  for (int i = 1; i <= 5; ++i)
    xml += "  <scenario id=\"t.s" + std::to_string(i) + "\">\n"
           "    <description>From the rules: the start position has 20 moves.</description>\n"
           "    <clause ref=\"moves.piece\"/>\n"
           "    <setup fen=\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"/>\n"
           "    <expect><moves count=\"20\"/></expect>\n"
           "  </scenario>\n";
  return xml + "</scenarios>\n";
}

// A uci/isready answerer in sh; `perft` is what it does on `go perft` (it may never return).
std::string answering_engine(const std::string& perft) {
  return "while read -r line; do\n"
         "  case \"$line\" in\n"
         "    uci) echo 'id name scripted'; echo uciok ;;\n"
         "    isready) echo readyok ;;\n"
         "    'go perft'*) " + perft + " ;;\n"
         "    quit) exit 0 ;;\n"
         "  esac\n"
         "done\n";
}

class ConformSurvival : public ::testing::Test {
 protected:
  void SetUp() override {
    dir = ::testing::TempDir() + "/conform-survival-" + ::testing::UnitTest::GetInstance()->current_test_info()->name() +
          "-" + std::to_string(getpid());  // two suites may run at once (Release and sanitizers)
    fs::remove_all(dir);
    fs::create_directories(dir + "/corpus/chess");
    std::ofstream(dir + "/corpus/chess/t.xml") << scenarios_xml();
  }
  void TearDown() override { fs::remove_all(dir); }

  // An executable sh script in the test's directory.
  std::string script(const std::string& name, const std::string& body) {
    std::string path = dir + "/" + name;
    std::ofstream(path) << "#!/bin/sh\n" << body;
    chmod(path.c_str(), 0755);
    return path;
  }
  CorpusRun conform(const std::string& command, int timeout_ms, int* restarts = nullptr) {
    EngineOptions options;
    options.command = command;
    options.timeout_ms = timeout_ms;
    ConformanceJudge judge(options);
    CorpusRun run = run_corpus(corpus_files(dir + "/corpus", "chess"),
                               [&](const Scenario& s, const ScenarioFile& f) { return judge.judge(s, f); });
    if (restarts) *restarts = judge.restarts();
    return run;
  }

  std::string dir;
};

std::string messages(const CorpusRun& run) {
  std::string out;
  for (const auto& r : run.results) out += r.id + ": " + r.message + "\n";
  return out;
}

// Item 4: an engine that prints without end costs one reply's cap of memory, and the scenario at hand.
TEST_F(ConformSurvival, AnEndlessReplyIsCutAtTheCapAndFailsTheScenario) {
  CorpusRun run = conform(script("flood", answering_engine("exec yes 'a2a3: 1'")), 10000);
  ASSERT_EQ(run.results.size(), 5u);
  EXPECT_EQ(run.count(S::kFail), 5) << messages(run);
  for (const auto& r : run.results)
    EXPECT_NE(r.message.find("the engine's reply exceeds its cap"), std::string::npos) << r.message;
}

// Item 10: an engine that never starts answering is declared dead once; the rest is not judged.
TEST_F(ConformSurvival, AnEngineDeadAtStartIsDeclaredDeadOnce) {
  int restarts = -1;
  CorpusRun run = conform(script("dead", "exit 3\n"), 10000, &restarts);
  ASSERT_EQ(run.results.size(), 5u);
  EXPECT_EQ(run.count(S::kFail), 1) << messages(run);
  EXPECT_EQ(run.count(S::kNotJudged), 4) << messages(run);
  EXPECT_EQ(restarts, 0);
  EXPECT_NE(run.results[0].message.find("engine exited with status 3"), std::string::npos) << messages(run);
  EXPECT_NE(run.results[0].message.find("declared dead"), std::string::npos) << messages(run);
  EXPECT_NE(run.summary().find("4 not judged"), std::string::npos) << run.summary();
}

TEST_F(ConformSurvival, AnEngineThatNeverAnswersCostsOneTimeout) {
  int restarts = -1;
  CorpusRun run = conform(script("mute", "exec sleep 600\n"), 300, &restarts);
  ASSERT_EQ(run.results.size(), 5u);
  EXPECT_EQ(run.count(S::kFail), 1) << messages(run);
  EXPECT_EQ(run.count(S::kNotJudged), 4) << messages(run);
  EXPECT_EQ(restarts, 0);
  EXPECT_NE(run.results[0].message.find("timeout: no answer within 300 ms"), std::string::npos) << messages(run);
}

// It answers uci, then nothing: two runs of it in a row that answer nothing after uci declare it dead.
TEST_F(ConformSurvival, AnEngineThatAnswersOnlyUciIsDeclaredDeadAfterTwoRuns) {
  CorpusRun run = conform(script("uci-only", "read -r line; echo uciok; exec sleep 600\n"), 1000);
  ASSERT_EQ(run.results.size(), 5u);
  EXPECT_EQ(run.count(S::kFail), 2) << messages(run);
  EXPECT_EQ(run.count(S::kNotJudged), 3) << messages(run);
}

// Item 5: an engine that answers but never reads its input: a write that cannot be made within the timeout
// fails (the position command below is larger than any pipe's buffer), and stopping the engine does not
// wait on it either. Run in a child process so that a write that blocks shows as a failure, not a hang.
TEST_F(ConformSurvival, WritesToAnEngineThatDoesNotReadTimeOut) {
  std::string deaf = script("deaf", "echo uciok; echo readyok; exec sleep 600\n");
  pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    EngineOptions options;
    options.command = deaf;
    options.timeout_ms = 1000;
    EngineSession session(options);
    if (!session.prepare("chess").empty()) _exit(2);
    std::vector<std::string> moves(100000, "g1f3");  // 500 kB of move text
    auto legal = session.legal_moves("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", moves);
    bool reported = !legal && legal.error().find("the engine does not read its input") != std::string::npos;
    _exit(reported ? 0 : 3);  // the session's destructor is skipped: the engine dies with this process
  }
  int status = 0;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  while (waitpid(child, &status, WNOHANG) == 0) {
    if (std::chrono::steady_clock::now() > deadline) {
      kill(child, SIGKILL);
      waitpid(child, &status, 0);
      FAIL() << "the write to an engine that does not read its input blocked";
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0) << "the session did not report the engine that does not read";
}

// Whether a string is well-formed UTF-8 (RFC 3629), written out here apart from oracle/common/utf8.h.
bool valid_utf8(const std::string& s) {
  for (size_t i = 0; i < s.size();) {
    unsigned c = static_cast<unsigned char>(s[i]);
    int n = c < 0x80 ? 1 : (c >> 5) == 0x6 && c >= 0xC2 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E && c <= 0xF4 ? 4 : 0;
    if (n == 0 || i + n > s.size()) return false;
    unsigned cp = n == 1 ? c : n == 2 ? c & 0x1F : n == 3 ? c & 0x0F : c & 0x07;
    for (int k = 1; k < n; ++k) {
      unsigned b = static_cast<unsigned char>(s[i + k]);
      if ((b >> 6) != 0x2) return false;
      cp = (cp << 6) | (b & 0x3F);
    }
    unsigned least = n == 2 ? 0x80 : n == 3 ? 0x800 : n == 4 ? 0x10000 : 0;
    if (cp < least || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i += n;
  }
  return true;
}

// Item 6: bytes that are not UTF-8 in an engine's reply reach no report raw.
TEST_F(ConformSurvival, RepliesThatAreNotUtf8AreEscapedInEveryReport) {
  CorpusRun run = conform(script("latin1", answering_engine("printf 'caf\\351\\nNodes searched: 1\\n'")), 10000);
  ASSERT_EQ(run.count(S::kFail), 5) << messages(run);
  std::string junit = junit_xml(run, "conform");
  std::string md = corpus_markdown(run, "conform");
  EXPECT_TRUE(valid_utf8(junit)) << junit;
  EXPECT_TRUE(valid_utf8(md)) << md;
  EXPECT_NE(junit.find("caf\\xE9"), std::string::npos) << junit;
  for (const auto& r : run.results) EXPECT_TRUE(valid_utf8(r.message)) << r.message;
  // And well-formed XML to a parser that is not ours.
  std::string xmllint = find_program("xmllint");
  if (!xmllint.empty()) {
    std::ofstream(dir + "/junit.xml") << junit;
    EXPECT_EQ(std::system((xmllint + " --noout " + dir + "/junit.xml").c_str()), 0) << junit;
  }
}

TEST(CorpusReport, TextThatIsNotUtf8IsEscapedAndUtf8IsKept) {
  CorpusRun run;
  ScenarioResult r;
  r.status = S::kFail;
  r.variant = "chess";
  r.topic = "t";
  r.id = "t.x";
  r.message = "caf\xC3\xA9 \xFF\xFE half \xE2\x82 end \xEF\xBF\xBF";
  run.results.push_back(r);
  std::string junit = junit_xml(run, "s");
  std::string md = corpus_markdown(run, "s");
  EXPECT_TRUE(valid_utf8(junit)) << junit;
  EXPECT_TRUE(valid_utf8(md)) << md;
  EXPECT_NE(junit.find("caf\xC3\xA9 \\xFF\\xFE half \\xE2\\x82 end"), std::string::npos) << junit;
  EXPECT_NE(md.find("caf\xC3\xA9 \\xFF\\xFE"), std::string::npos) << md;
  EXPECT_EQ(junit.find("\xEF\xBF\xBF"), std::string::npos) << "U+FFFF is no XML character";
}

// Item 10: SIGTERM to arbiter stops its engine and what the engine started, though both ignore SIGTERM and
// never exit by themselves (the engine is a script waiting on a child of its own).
TEST_F(ConformSurvival, ASignalToArbiterStopsItsEngine) {
  std::string pidfile = dir + "/engine.pid";
  std::string stubborn = script("stubborn", "trap '' TERM INT HUP\nsleep 600 &\necho $! > " + pidfile + ".tmp\nmv " +
                                                pidfile + ".tmp " + pidfile + "\nwait\n");
  const char* b = std::getenv("ARBITER_BINARY");
  std::string binary = b ? b : ARBITER_BINARY_PATH;
  std::string corpus = dir + "/corpus";
  std::string report = dir + "/c.md";
  pid_t arbiter = fork();
  ASSERT_GE(arbiter, 0);
  if (arbiter == 0) {
    execl(binary.c_str(), binary.c_str(), "conform", "--engine", stubborn.c_str(), "--corpus", corpus.c_str(), "--report",
          report.c_str(), "--timeout-ms", "600000", static_cast<char*>(nullptr));
    _exit(127);
  }
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  pid_t engine = 0;
  while (engine == 0 && std::chrono::steady_clock::now() < deadline) {
    std::ifstream(pidfile) >> engine;
    if (engine == 0) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  kill(arbiter, SIGTERM);
  int status = 0;
  waitpid(arbiter, &status, 0);
  ASSERT_GT(engine, 0) << "the engine never started its child";
  EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM) << "arbiter did not end by the signal";
  // Gone, or a zombie waiting for whoever adopted it: either way no longer running.
  auto gone = [&] {
    std::ifstream stat("/proc/" + std::to_string(engine) + "/stat");
    std::string pid, name, state;
    return !(stat >> pid >> name >> state) || state == "Z";
  };
  while (!gone() && std::chrono::steady_clock::now() < deadline) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  bool stopped = gone();
  if (!stopped) kill(engine, SIGKILL);
  EXPECT_TRUE(stopped) << "the engine's child outlived arbiter";
}

}  // namespace
}  // namespace arbiter
