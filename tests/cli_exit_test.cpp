// Exit codes as the README promises them (0 success, 1 a check failed, 2 bad usage, bad input or an output
// that cannot be written) on small corpora made by each test, and inputs that must not hang (issue 17).
#include <gtest/gtest.h>
#include <unistd.h>

#include <sys/stat.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace {

namespace fs = std::filesystem;

struct Outcome {
  int exit_code;
  std::string output;  // stdout and stderr together
};

std::string arbiter() {
  const char* binary = std::getenv("ARBITER_BINARY");  // overrides the path of the built binary
  return binary ? binary : ARBITER_BINARY_PATH;
}

// Runs `arbiter args` under timeout(1): a run that hangs ends with 124 instead of holding the suite.
Outcome run(const std::string& args) {
  std::string cmd = "timeout -s KILL 120 " + arbiter() + " " + args + " 2>&1";
  FILE* pipe = popen(cmd.c_str(), "r");
  std::string out;
  std::array<char, 4096> buf{};
  while (pipe && fgets(buf.data(), buf.size(), pipe)) out += buf.data();
  int status = pipe ? pclose(pipe) : -1;
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

const char* kGood = R"(<scenarios variant="chess" topic="t">
  <scenario id="t.start">
    <description>From the rules: the start position has 20 moves (16 pawn, 4 knight).</description>
    <clause ref="moves.piece"/>
    <setup fen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"/>
    <expect><moves count="20"/></expect>
  </scenario>
</scenarios>
)";

// A fresh directory per test (CTest runs tests in parallel processes).
class CliExit : public ::testing::Test {
 protected:
  void SetUp() override {
    dir = ::testing::TempDir() + "/cli-exit-" + ::testing::UnitTest::GetInstance()->current_test_info()->name() +
          "-" + std::to_string(getpid());  // two suites may run at once (Release and sanitizers)
    fs::remove_all(dir);
    fs::create_directories(dir + "/corpus/chess");
    write("corpus/chess/good.xml", kGood);
    std::ofstream(dir + "/plain-file") << "a file, so that a path below it cannot be created\n";
  }
  void TearDown() override { fs::remove_all(dir); }

  std::string write(const std::string& name, const std::string& text) {
    std::string path = dir + "/" + name;
    std::ofstream(path) << text;
    return path;
  }
  std::string corpus() const { return " --corpus " + dir + "/corpus"; }
  std::string reports() const { return " --reports " + dir + "/reports"; }
  std::string unwritable() const { return dir + "/plain-file/out"; }
  std::string engine() const { return " --engine '" + arbiter() + " uci'"; }

  std::string dir;
};

TEST_F(CliExit, AGoodCorpusExitsZero) {
  Outcome r = run("corpus" + corpus() + reports() + " --junit " + dir + "/j.xml");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("1 passed, 0 failed"), std::string::npos) << r.output;
  EXPECT_TRUE(fs::exists(dir + "/reports/corpus.md"));
  EXPECT_TRUE(fs::exists(dir + "/j.xml"));
}

// No command but `arbiter check` writes the tracked reports/ (issue 15): without --reports, corpus, conform,
// analyze and explore write under $ARBITER_REPORTS (else ~/.cache/arbiter/reports) and say where.
TEST_F(CliExit, WithoutReportsCommandsWriteOutsideTheSourceTree) {
  const fs::path tracked = fs::path(ARBITER_SOURCE_DIR) / "reports";
  auto stamp = [&](const char* name) {
    std::error_code ec;
    auto t = fs::last_write_time(tracked / name, ec);
    return ec ? fs::file_time_type::min() : t;
  };
  const auto corpus_md = stamp("corpus.md"), explore_md = stamp("explore.md"), findings_md = stamp("findings.md");
  const std::string env = "ARBITER_REPORTS=" + dir + "/out ";
  auto with_env = [&](const std::string& args) {
    std::string cmd = "env " + env + "timeout -s KILL 120 " + arbiter() + " " + args + " 2>&1";
    FILE* pipe = popen(cmd.c_str(), "r");
    std::string out;
    std::array<char, 4096> buf{};
    while (pipe && fgets(buf.data(), buf.size(), pipe)) out += buf.data();
    int status = pipe ? pclose(pipe) : -1;
    return Outcome{WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
  };
  Outcome c = with_env("corpus" + corpus());
  EXPECT_EQ(c.exit_code, 0) << c.output;
  EXPECT_NE(c.output.find("report: " + dir + "/out/corpus.md"), std::string::npos) << c.output;
  EXPECT_TRUE(fs::exists(dir + "/out/corpus.md"));
  EXPECT_EQ(with_env("explore --variant chess --games 1 --plies 4").exit_code, 0);
  EXPECT_TRUE(fs::exists(dir + "/out/explore.md"));
  EXPECT_EQ(with_env("analyze --variant chess").exit_code, 0);
  EXPECT_TRUE(fs::exists(dir + "/out/findings.md"));
  Outcome k = with_env("conform" + corpus() + engine());
  EXPECT_EQ(k.exit_code, 0) << k.output;
  EXPECT_TRUE(fs::exists(dir + "/out/conformance.md"));
  EXPECT_EQ(stamp("corpus.md"), corpus_md);
  EXPECT_EQ(stamp("explore.md"), explore_md);
  EXPECT_EQ(stamp("findings.md"), findings_md);
}

TEST_F(CliExit, AMalformedScenarioFileIsBadInputAndTheRestStillRuns) {
  write("corpus/chess/broken.xml", "<scenarios variant=\"chess\" topic=\"t\">\n  <scenario id=\"x\">\n");
  Outcome r = run("corpus" + corpus() + reports());
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find("broken.xml:"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("1 passed"), std::string::npos) << r.output;
  EXPECT_TRUE(fs::exists(dir + "/reports/corpus.md"));
}

TEST_F(CliExit, AFifoNamedLikeAScenarioFileIsAnErrorNotAHang) {
  ASSERT_EQ(mkfifo((dir + "/corpus/chess/pipe.xml").c_str(), 0600), 0);
  Outcome r = run("corpus" + corpus() + reports());
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find("pipe.xml:0: not a regular file"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("1 passed"), std::string::npos) << r.output;
}

// Issue 35, item 2: `diff`, `explore merge` and `conform --skip` read their files as the scenario readers do:
// a FIFO hung each of them, /dev/zero grew each past 600 MB. Both are refused as not regular files, exit 2.
TEST_F(CliExit, AFifoOrADeviceGivenAsAnInputFileIsAnErrorNotAHang) {
  const std::string fifo = dir + "/pipe.json";
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  for (const std::string& input : {fifo, std::string("/dev/zero")}) {
    Outcome diff = run("diff " + input + " " + input);
    EXPECT_EQ(diff.exit_code, 2) << diff.output;
    EXPECT_NE(diff.output.find("not a regular file"), std::string::npos) << diff.output;
    Outcome merge = run("explore merge " + input + reports());
    EXPECT_EQ(merge.exit_code, 2) << merge.output;
    EXPECT_NE(merge.output.find("not a regular file"), std::string::npos) << merge.output;
    Outcome skip = run("conform" + engine() + corpus() + " --skip " + input + " --report " + dir + "/c.md");
    EXPECT_EQ(skip.exit_code, 2) << skip.output;
    EXPECT_NE(skip.output.find("not a regular file"), std::string::npos) << skip.output;
  }
  EXPECT_NE(run("diff " + fifo + " " + fifo).output.find("(a FIFO)"), std::string::npos);
}

// Issue 35, item 7: `diff A.json A.json --output A.json` destroyed the check result and `corpus --junit` into
// the corpus replaced a scenario file. An output that is an input (or lies in an input directory) is refused
// before the run, exit 2, and the input is left as it was.
TEST_F(CliExit, AnOutputThatIsAnInputIsRefusedAndTheInputKept) {
  const std::string before = "{\"format\": \"a check result, as far as this test goes\"}\n";
  const std::string result = write("a.json", before);  // refused before it is read
  Outcome diff = run("diff " + result + " " + result + " --output " + result);
  EXPECT_EQ(diff.exit_code, 2) << diff.output;
  EXPECT_NE(diff.output.find("is the input file"), std::string::npos) << diff.output;
  std::ifstream again(result);
  EXPECT_EQ(std::string((std::istreambuf_iterator<char>(again)), std::istreambuf_iterator<char>()), before);

  const std::string scenario = dir + "/corpus/chess/good.xml";
  Outcome junit = run("corpus" + corpus() + reports() + " --junit " + scenario);
  EXPECT_EQ(junit.exit_code, 2) << junit.output;
  EXPECT_NE(junit.output.find("inside the input directory"), std::string::npos) << junit.output;
  std::ifstream kept(scenario);
  EXPECT_EQ(std::string((std::istreambuf_iterator<char>(kept)), std::istreambuf_iterator<char>()), kGood);
  Outcome conform = run("conform" + engine() + corpus() + " --report " + dir + "/corpus/chess/c.md");
  EXPECT_EQ(conform.exit_code, 2) << conform.output;
  EXPECT_FALSE(fs::exists(dir + "/corpus/chess/c.md"));
}

// Issue 35, item 10: a point given twice in --profile was taken with the last option winning; --variant nosuch
// said "no scenario files under ..."; --variant '' ran every variant. Each is a usage error naming the fault.
TEST_F(CliExit, DuplicatePointsAndUnknownOrEmptyVariantsAreUsageErrors) {
  Outcome twice = run("corpus" + corpus() + reports() + " --profile 'moves.piece=a,moves.piece=b'");
  EXPECT_EQ(twice.exit_code, 2) << twice.output;
  EXPECT_NE(twice.output.find("\"moves.piece\" is given twice (a, b)"), std::string::npos) << twice.output;
  for (const std::string& v : {std::string("nosuch"), std::string("''")}) {
    for (const std::string& cmd : {"corpus" + corpus() + reports(), "conform" + engine() + corpus() + " --report " + dir + "/c.md",
                                   std::string("soak --plies 1")}) {
      Outcome r = run(cmd + " --variant " + v);
      EXPECT_EQ(r.exit_code, 2) << cmd << " --variant " << v << ": " << r.output;
      EXPECT_NE(r.output.find("--variant: no variant \"" + (v == "''" ? std::string() : v) + "\" (known: chess,"),
                std::string::npos)
          << r.output;
    }
  }
}

TEST_F(CliExit, UnwritableCorpusOutputsAreExitTwo) {
  Outcome md = run("corpus" + corpus() + " --reports " + unwritable());
  EXPECT_EQ(md.exit_code, 2) << md.output;
  EXPECT_NE(md.output.find("plain-file/out"), std::string::npos) << md.output;
  Outcome junit = run("corpus" + corpus() + reports() + " --junit " + unwritable() + "/j.xml");
  EXPECT_EQ(junit.exit_code, 2) << junit.output;
  EXPECT_NE(junit.output.find("plain-file/out/j.xml"), std::string::npos) << junit.output;
}

TEST_F(CliExit, UnwritableConformOutputsAreExitTwo) {
  Outcome ok = run("conform" + engine() + corpus() + " --report " + dir + "/c.md");
  EXPECT_EQ(ok.exit_code, 0) << ok.output;
  Outcome md = run("conform" + engine() + corpus() + " --report " + unwritable() + "/c.md");
  EXPECT_EQ(md.exit_code, 2) << md.output;
  EXPECT_NE(md.output.find("plain-file/out/c.md"), std::string::npos) << md.output;
  Outcome junit = run("conform" + engine() + corpus() + " --report " + dir + "/c.md --junit " + unwritable() + "/j.xml");
  EXPECT_EQ(junit.exit_code, 2) << junit.output;
  EXPECT_NE(junit.output.find("plain-file/out/j.xml"), std::string::npos) << junit.output;
}

TEST_F(CliExit, AMalformedScenarioFileIsBadInputForConformToo) {
  write("corpus/chess/broken.xml", "<scenarios");
  Outcome r = run("conform" + engine() + corpus() + " --report " + dir + "/c.md");
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find("broken.xml:"), std::string::npos) << r.output;
}

TEST_F(CliExit, AnEngineThatIsNoProgramIsAUsageError) {
  Outcome r = run("conform --engine /nonexistent" + corpus() + " --report " + dir + "/c.md");
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find("/nonexistent"), std::string::npos) << r.output;
  EXPECT_EQ(r.output.find("FAIL"), std::string::npos) << r.output;
  EXPECT_FALSE(fs::exists(dir + "/c.md"));
}

TEST_F(CliExit, OtherOutputsThatCannotBeWrittenAreExitTwo) {
  EXPECT_EQ(run("graph --variant chess --output " + unwritable() + "/g.dot").exit_code, 2);
  EXPECT_EQ(run("analyze --variant chess --reports " + unwritable()).exit_code, 2);
  EXPECT_EQ(run("explore --variant chess --games 1 --plies 4 --reports " + unwritable()).exit_code, 2);
}

// An interpretation point or option that does not exist is a usage error naming the ones that do.
TEST_F(CliExit, AnUnknownProfilePointOrOptionNamesTheKnownOnes) {
  Outcome point = run("corpus" + corpus() + reports() + " --profile end.claim=automatic");
  EXPECT_EQ(point.exit_code, 2) << point.output;
  EXPECT_NE(point.output.find("end.claim"), std::string::npos) << point.output;
  EXPECT_NE(point.output.find("end.claims"), std::string::npos) << point.output;  // chess's one point
  Outcome option = run("corpus" + corpus() + reports() + " --profile end.claims=sometimes");
  EXPECT_EQ(option.exit_code, 2) << option.output;
  EXPECT_NE(option.output.find("\"sometimes\""), std::string::npos) << option.output;
  EXPECT_NE(option.output.find("automatic"), std::string::npos) << option.output;
  EXPECT_NE(option.output.find("on-claim"), std::string::npos) << option.output;
  EXPECT_EQ(option.output.find("FAIL"), std::string::npos) << option.output;
  // Over every variant (no --variant): an option no variant having the point knows.
  Outcome all = run("corpus --corpus " + dir + "/corpus" + reports() + " --profile en-passant.window=bogus");
  EXPECT_EQ(all.exit_code, 2) << all.output;
  EXPECT_NE(all.output.find("next-opponent-action"), std::string::npos) << all.output;
  Outcome conform = run("conform" + engine() + corpus() + " --report " + dir + "/c.md --profile end.claims=sometimes");
  EXPECT_EQ(conform.exit_code, 2) << conform.output;
  EXPECT_NE(conform.output.find("on-claim"), std::string::npos) << conform.output;
  Outcome perft = run("perft --variant chess --depth 1 --profile end.claim=automatic");
  EXPECT_EQ(perft.exit_code, 2) << perft.output;
  EXPECT_NE(perft.output.find("end.claims"), std::string::npos) << perft.output;
}

// Issue 36, item 5: a file option into a directory that does not exist is a usage error that creates nothing
// (a misspelt directory used to become a tree of new ones); perft without --variant says so (it counted chess);
// an unknown point with no near spelling names a few nearest points, not every point of every catalog.
TEST_F(CliExit, MissingDirectoriesAndAMissingVariantAreUsageErrors) {
  Outcome junit = run("corpus" + corpus() + reports() + " --junit " + dir + "/no/such/j.xml");
  EXPECT_EQ(junit.exit_code, 2) << junit.output;
  EXPECT_NE(junit.output.find("does not exist"), std::string::npos) << junit.output;
  EXPECT_FALSE(fs::exists(dir + "/no"));
  Outcome report = run("conform" + engine() + corpus() + " --report " + dir + "/no/c.md");
  EXPECT_EQ(report.exit_code, 2) << report.output;
  EXPECT_FALSE(fs::exists(dir + "/no"));
  EXPECT_EQ(run("graph --variant chess --output " + dir + "/no/g.dot").exit_code, 2);
  EXPECT_FALSE(fs::exists(dir + "/no"));
  Outcome bare = run("perft");
  EXPECT_EQ(bare.exit_code, 2) << bare.output;
  EXPECT_NE(bare.output.find("--variant V is required"), std::string::npos) << bare.output;
  EXPECT_NE(bare.output.find("--depth N"), std::string::npos) << bare.output;
  Outcome depth_only = run("perft --depth 1");
  EXPECT_EQ(depth_only.exit_code, 2) << depth_only.output;
  EXPECT_EQ(depth_only.output.find("Nodes searched"), std::string::npos) << depth_only.output;
  // "zzzz.qqqq" is no misspelling of any point: five nearest ones and the count, not the hundred-odd ids.
  Outcome point = run("corpus" + corpus() + reports() + " --profile zzzz.qqqq=x");
  EXPECT_EQ(point.exit_code, 2) << point.output;
  EXPECT_NE(point.output.find("nearest known points:"), std::string::npos) << point.output;
  EXPECT_LT(point.output.size(), 600u) << point.output;
}

// Issue 36, item 2: `check --variant V` checks one document. Its corpus stage runs exactly V's scenarios (counted
// here from corpus/V's files), its reports go to the --reports DIR it requires, and an unknown variant is named.
TEST_F(CliExit, CheckOfOneVariantRunsOnlyItsScenarios) {
  int scenarios = 0;
  for (const auto& f : fs::directory_iterator(std::string(ARBITER_SOURCE_DIR) + "/corpus/removal12")) {
    std::ifstream in(f.path());
    std::stringstream text;
    text << in.rdbuf();
    const std::string t = text.str();
    for (size_t at = t.find("<scenario id="); at != std::string::npos; at = t.find("<scenario id=", at + 1)) ++scenarios;
  }
  ASSERT_GT(scenarios, 100);
  Outcome one = run("check --variant removal12" + reports());
  EXPECT_EQ(one.exit_code, 0) << one.output;
  EXPECT_NE(one.output.find("corpus against the model (" + std::to_string(scenarios) + " passed"), std::string::npos)
      << one.output;
  EXPECT_TRUE(fs::exists(dir + "/reports/check.md"));
  EXPECT_EQ(run("check --variant removal12").exit_code, 2);  // no --reports: the tracked reports are every document's
  Outcome unknown = run("check --variant nosuch" + reports());
  EXPECT_EQ(unknown.exit_code, 2) << unknown.output;
  EXPECT_NE(unknown.output.find("frozenchess13"), std::string::npos) << unknown.output;
}

// Issue 36, item 3: --only runs a subset by id or topic glob; one that selects nothing is a usage error.
TEST_F(CliExit, OnlyRunsTheScenariosItsPatternsSelect) {
  write("corpus/chess/other.xml", std::string(kGood).replace(std::string(kGood).find("t.start"), 7, "o.start"));
  Outcome all = run("corpus" + corpus() + reports());
  EXPECT_NE(all.output.find("2 passed"), std::string::npos) << all.output;
  Outcome one = run("corpus" + corpus() + reports() + " --only 'o.*'");
  EXPECT_EQ(one.exit_code, 0) << one.output;
  EXPECT_NE(one.output.find("1 passed"), std::string::npos) << one.output;
  Outcome by_topic = run("corpus" + corpus() + reports() + " --only 'chess/t'");
  EXPECT_NE(by_topic.output.find("2 passed"), std::string::npos) << by_topic.output;  // both files' topic is t
  Outcome none = run("corpus" + corpus() + reports() + " --only 'zz*'");
  EXPECT_EQ(none.exit_code, 2) << none.output;
  EXPECT_NE(none.output.find("selects no scenario"), std::string::npos) << none.output;
}

// Issue 17: quadrant12 read a unit of neither side from a FEN ("*n") and counted it into a two-side array
// (a stack-buffer-overflow under ASan, a quiet read past it in Release). None of the five documents has a
// third side: the FEN is bad input, named.
TEST_F(CliExit, AUnitOfNeitherSideIsBadInputInEveryVariantOfTheDocuments) {
  Outcome perft = run("perft --variant quadrant12 --fen '11k/10pp/9*n2/12/12/12/12/12/12/2N9/10PP/11K w - - 0 1' --depth 1");
  EXPECT_EQ(perft.exit_code, 2) << perft.output;
  EXPECT_NE(perft.output.find("rank 10, character 2 '*'"), std::string::npos) << perft.output;
  EXPECT_NE(perft.output.find("variant quadrant12 has none"), std::string::npos) << perft.output;
}

}  // namespace

// conform --skip FILE (corpus/CONFORMANCE.md): the listed scenarios are SKIP with the reason "skip list",
// by id or by variant/id, with # comments; a malformed list is bad input naming file and line.
TEST_F(CliExit, ASkipListSkipsByScenarioId) {
  write("corpus/chess/more.xml", R"(<scenarios variant="chess" topic="u">
  <scenario id="u.wrong">
    <description>Deliberately wrong (19 instead of the rules' 20 moves), so that running it fails.</description>
    <clause ref="moves.piece"/>
    <setup fen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"/>
    <expect><moves count="19"/></expect>
  </scenario>
</scenarios>
)");
  Outcome unskipped = run("conform" + engine() + corpus() + " --report " + dir + "/c.md");
  EXPECT_EQ(unskipped.exit_code, 1) << unskipped.output;
  write("skip.txt", "# engine X: known gaps\n\n  u.wrong   # counts differ\n");
  Outcome r = run("conform" + engine() + corpus() + " --report " + dir + "/c.md --skip " + dir + "/skip.txt --junit " + dir + "/j.xml");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("1 passed, 0 failed, 0 xfail, 1 skipped"), std::string::npos) << r.output;
  std::ifstream md(dir + "/c.md");
  std::string text((std::istreambuf_iterator<char>(md)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("skip list (" + dir + "/skip.txt:3)"), std::string::npos) << text;
  write("skip.txt", "chess/u.wrong\nchess/t.nowhere\n");
  Outcome qualified = run("conform" + engine() + corpus() + " --report " + dir + "/c.md --skip " + dir + "/skip.txt");
  EXPECT_EQ(qualified.exit_code, 0) << qualified.output;
  EXPECT_NE(qualified.output.find("1 skipped"), std::string::npos) << qualified.output;
  EXPECT_NE(qualified.output.find("skip.txt:2: \"chess/t.nowhere\" names no scenario"), std::string::npos) << qualified.output;
}

TEST_F(CliExit, AMalformedSkipListIsBadInputWithFileAndLine) {
  write("skip.txt", "t.start\n\nt.start extra words\n");
  Outcome r = run("conform" + engine() + corpus() + " --report " + dir + "/c.md --skip " + dir + "/skip.txt");
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find("skip.txt:3: expected one scenario id"), std::string::npos) << r.output;
  EXPECT_FALSE(fs::exists(dir + "/c.md"));
  write("skip.txt", "t.start\nt.start\n");
  Outcome twice = run("conform" + engine() + corpus() + " --report " + dir + "/c.md --skip " + dir + "/skip.txt");
  EXPECT_EQ(twice.exit_code, 2) << twice.output;
  EXPECT_NE(twice.output.find("skip.txt:2: \"t.start\" is listed twice"), std::string::npos) << twice.output;
  Outcome missing = run("conform" + engine() + corpus() + " --report " + dir + "/c.md --skip " + dir + "/none.txt");
  EXPECT_EQ(missing.exit_code, 2) << missing.output;
  EXPECT_NE(missing.output.find("none.txt:0: cannot read"), std::string::npos) << missing.output;
}
