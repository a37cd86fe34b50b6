// arbiter explore at scale (issue 13): a run split into shards by game, each shard's result written as JSON
// and the shards merged, must give exactly the report of the unsharded run, which is the independent
// expectation here; and merge must refuse bad input (truncated, foreign, other runs', duplicate or missing
// shards) with exit 2 and a message naming the file and line, writing no report.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "oracle/catalog/catalog.h"
#include "oracle/explore/explore.h"
#include "oracle/explore/explore_parallel.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;

struct Ran {
  int exit_code;
  std::string out;  // stdout
  std::string err;  // stderr
};

std::string arbiter() {
  const char* binary = std::getenv("ARBITER_BINARY");
  return binary ? binary : ARBITER_BINARY_PATH;
}

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void write(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

class ExploreShard : public ::testing::Test {
 protected:
  void SetUp() override {
    dir = ::testing::TempDir() + "/explore-shard-" + ::testing::UnitTest::GetInstance()->current_test_info()->name() +
          "-" + std::to_string(getpid());  // two suites may run at once (Release and sanitizers)
    fs::remove_all(dir);
    fs::create_directories(dir);
  }
  void TearDown() override { fs::remove_all(dir); }

  // `arbiter args` under timeout(1), stdout and stderr apart (stderr is a file, not a terminal: no progress).
  Ran run(const std::string& args) {
    std::string cmd = "timeout -s KILL 300 " + arbiter() + " " + args + " 2>" + dir + "/stderr";
    FILE* pipe = popen(cmd.c_str(), "r");
    std::string out;
    std::array<char, 4096> buf{};
    while (pipe && fgets(buf.data(), buf.size(), pipe)) out += buf.data();
    int status = pipe ? pclose(pipe) : -1;
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out, read(dir + "/stderr")};
  }
  std::string dir;
};

const char* kBudget = "--games 7 --plies 24 --seed 99";

// Three shards of twentychess and removal12 (and chess, whose one alternative is not implemented), merged in
// a scrambled order, against one unsharded run: explore.md byte for byte, and the summary on stdout.
TEST_F(ExploreShard, MergedShardsGiveTheUnshardedReport) {
  std::string variants[] = {"twentychess", "removal12", "chess"};
  for (const std::string& v : variants) {
    SCOPED_TRACE(v);
    std::string common = "explore --variant " + v + " " + kBudget;
    Ran single = run(common + " --reports " + dir + "/single");
    ASSERT_EQ(single.exit_code, 0) << single.err;
    EXPECT_EQ(single.err, "");  // not a terminal: no progress line
    for (int i = 1; i <= 3; ++i) {
      Ran shard = run(common + " --shard " + std::to_string(i) + "/3 --json " + dir + "/s" + std::to_string(i) + ".json --reports " + dir + "/none");
      ASSERT_EQ(shard.exit_code, 0) << shard.err;
      EXPECT_EQ(shard.err, "");
    }
    EXPECT_FALSE(fs::exists(dir + "/none")) << "a shard writes no explore.md";
    Ran merged = run("explore merge " + dir + "/s2.json " + dir + "/s3.json " + dir + "/s1.json --reports " + dir + "/merged");
    ASSERT_EQ(merged.exit_code, 0) << merged.err;
    std::string expected = read(dir + "/single/explore.md");
    ASSERT_NE(expected.find("## " + v), std::string::npos);
    EXPECT_EQ(read(dir + "/merged/explore.md"), expected);
    EXPECT_EQ(merged.out, single.out);
  }
}

// --compare-every K compares one ply in K (the plies p of game g with (p + g) mod K = 0) of games played
// whole: 5 chess games of 12 plies (none ends sooner: no random game mates in 12 plies from the start here)
// have 5 x 12 = 60 plies, and in 12 consecutive plies each residue mod 4 occurs 3 times, so 5 x 3 = 15 are
// compared; shards of such a run merge into its report.
TEST_F(ExploreShard, CompareEveryComparesOnePlyInKAndShardsStillMerge) {
  ExploreOptions every_ply;
  every_ply.games = 5;
  every_ply.plies = 12;
  ExploreOptions one_in_4 = every_ply;
  one_in_4.compare_every = 4;
  ExploreReport all = explore_variant("chess", catalog::default_model_dir(), every_ply);
  ExploreReport sampled = explore_variant("chess", catalog::default_model_dir(), one_in_4);
  ASSERT_EQ(all.error, "");
  EXPECT_EQ(all.positions, 60);
  EXPECT_EQ(sampled.positions, 15);
  EXPECT_EQ(sampled.compare_every, 4);
  std::string common = "explore --variant twentychess --games 5 --plies 12 --compare-every 4";
  Ran single = run(common + " --reports " + dir + "/single");
  ASSERT_EQ(single.exit_code, 0) << single.err;
  for (int i = 1; i <= 2; ++i)
    ASSERT_EQ(run(common + " --shard " + std::to_string(i) + "/2 --json " + dir + "/s" + std::to_string(i) + ".json").exit_code, 0);
  Ran merged = run("explore merge " + dir + "/s1.json " + dir + "/s2.json --reports " + dir + "/merged");
  ASSERT_EQ(merged.exit_code, 0) << merged.err;
  EXPECT_NE(read(dir + "/single/explore.md").find("one ply in 4"), std::string::npos);
  EXPECT_EQ(read(dir + "/merged/explore.md"), read(dir + "/single/explore.md"));
  // A shard of another sampling is another run: refused.
  ASSERT_EQ(run("explore --variant twentychess --games 5 --plies 12 --shard 2/2 --json " + dir + "/other.json").exit_code, 0);
  EXPECT_EQ(run("explore merge " + dir + "/s1.json " + dir + "/other.json --reports " + dir + "/mixed").exit_code, 2);
}

// explore_variants (what `arbiter check` runs) on 3 threads, each variant's games in 3 shards played at once:
// the report is the one of each variant explored alone on this thread, the independent expectation, for two
// variants of different sampling (twentychess compares one ply in 2 here) and one that fails to load.
TEST_F(ExploreShard, ThreadsGiveTheReportOfOneThread) {
  ExploreOptions small;
  small.games = 7;
  small.plies = 10;
  ExploreOptions sampled = small;
  sampled.compare_every = 2;
  const std::vector<ExploreJob> jobs = {{"removal12", small}, {"twentychess", sampled}, {"no-such-variant", small}};
  const std::vector<ExploreReport> threaded = explore_variants(jobs, catalog::default_model_dir(), 3);
  ASSERT_EQ(threaded.size(), 3u);
  for (size_t j = 0; j < 2; ++j) {
    const ExploreReport alone = explore_variant(jobs[j].variant, catalog::default_model_dir(), jobs[j].options);
    ASSERT_EQ(alone.error, "");
    EXPECT_GT(alone.positions, 0);
    EXPECT_EQ(explore_markdown({threaded[j]}, jobs[j].options), explore_markdown({alone}, jobs[j].options)) << jobs[j].variant;
  }
  EXPECT_EQ(threaded[2].variant, "no-such-variant");
  EXPECT_NE(threaded[2].error, "");
}

// The same in-process, on every field, and the witness really comes from the lowest game whichever shard
// holds it: some witnesses must come from shards other than the first for this to test anything.
TEST_F(ExploreShard, CountsAndWitnessesAddUpAcrossShards) {
  ExploreOptions options;
  options.games = 7;
  options.plies = 24;
  options.seed = 99;
  ExploreReport single = explore_variant("twentychess", catalog::default_model_dir(), options);
  ASSERT_EQ(single.error, "");
  std::vector<ExploreRun> runs;
  std::vector<std::string> names;
  for (int i = 3; i >= 1; --i) {  // the shards in reverse: merging does not depend on the order
    ExploreRun run;
    run.options = options;
    run.options.shard = i;
    run.options.shards = 3;
    run.reports.push_back(explore_variant("twentychess", catalog::default_model_dir(), run.options));
    EXPECT_EQ(run.reports[0].games, i == 1 ? 3 : 2);  // games 0 3 6, 1 4, 2 5
    // Through the JSON and back, as the command does.
    std::string name = "shard" + std::to_string(i) + ".json";
    auto back = parse_explore_shard(explore_shard_json(run), name);
    ASSERT_TRUE(back) << back.error();
    runs.push_back(*back);
    names.push_back(name);
  }
  auto merged = merge_explore_shards(runs, names);
  ASSERT_TRUE(merged) << merged.error();
  ASSERT_EQ(merged->reports.size(), 1u);
  const ExploreReport& m = merged->reports[0];
  EXPECT_EQ(m.games, 7);
  EXPECT_EQ(m.positions, single.positions);
  ASSERT_EQ(m.impacts.size(), single.impacts.size());
  int from_later_shards = 0;
  for (size_t k = 0; k < m.impacts.size(); ++k) {
    const OptionImpact& a = single.impacts[k];
    const OptionImpact& b = m.impacts[k];
    SCOPED_TRACE(a.point + "=" + a.option);
    EXPECT_EQ(b.point, a.point);
    EXPECT_EQ(b.option, a.option);
    EXPECT_EQ(b.positions, a.positions);
    EXPECT_EQ(b.moves_differ, a.moves_differ);
    EXPECT_EQ(b.verdict_differs, a.verdict_differs);
    EXPECT_EQ(b.witness, a.witness);
    EXPECT_EQ(b.witness_game, a.witness_game);
    EXPECT_EQ(b.witness_ply, a.witness_ply);
    EXPECT_EQ(b.only_default, a.only_default);
    EXPECT_EQ(b.only_option, a.only_option);
    from_later_shards += a.witness_game > 0 && a.witness_game % 3 != 0;
  }
  EXPECT_GT(from_later_shards, 0) << "no witness from shards 2 or 3: the choice of the lowest game is not exercised";
  EXPECT_EQ(explore_markdown(merged->reports, merged->options), explore_markdown({single}, options));
}

// Bad input: exit 2, a message naming the file (and the line where there is one), no report written.
TEST_F(ExploreShard, BadInputExitsTwoNamingTheFile) {
  std::string common = std::string("explore --variant twentychess ") + kBudget;
  for (int i = 1; i <= 2; ++i)
    ASSERT_EQ(run(common + " --shard " + std::to_string(i) + "/2 --json " + dir + "/s" + std::to_string(i) + ".json").exit_code, 0);
  std::string s1 = dir + "/s1.json", s2 = dir + "/s2.json";
  std::string text = read(s2);
  auto expect_refused = [&](const std::string& files, const std::string& named, const std::string& says) {
    SCOPED_TRACE(files);
    fs::remove_all(dir + "/out");
    Ran r = run("explore merge " + files + " --reports " + dir + "/out");
    EXPECT_EQ(r.exit_code, 2) << r.err;
    EXPECT_NE(r.err.find(named), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(says), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(dir + "/out/explore.md"));
  };
  // Truncated: the end of the file where a value or ',' was expected, at the last line.
  write(dir + "/truncated.json", text.substr(0, text.size() / 2));
  int last_line = 1;
  for (char c : text.substr(0, text.size() / 2)) last_line += c == '\n';
  expect_refused(s1 + " " + dir + "/truncated.json", dir + "/truncated.json:" + std::to_string(last_line) + ":", "syntax error while parsing");
  // (nlohmann-json's words: "unexpected end of input", or "missing closing quote" when the cut is in a string)
  // Foreign: a JSON file that is not a shard result.
  write(dir + "/foreign.json", "{\"format\": \"arbiter-check-result\", \"version\": 1}\n");
  expect_refused(s1 + " " + dir + "/foreign.json", dir + "/foreign.json:1:", "not an explore shard result");
  // Not JSON at all.
  write(dir + "/notes.txt", "shard 2 of 2\n");
  expect_refused(s1 + " " + dir + "/notes.txt", dir + "/notes.txt:1:1:", "expected");
  // Another run: a shard of another seed, then of another number of games.
  ASSERT_EQ(run("explore --variant twentychess --games 7 --plies 24 --seed 98 --shard 2/2 --json " + dir + "/seed.json").exit_code, 0);
  expect_refused(s1 + " " + dir + "/seed.json", dir + "/seed.json:4:", "seed is 98, expected 99");
  ASSERT_EQ(run("explore --variant twentychess --games 8 --plies 24 --seed 99 --shard 2/2 --json " + dir + "/games.json").exit_code, 0);
  expect_refused(s1 + " " + dir + "/games.json", dir + "/games.json:5:", "games is 8, expected 7");
  ASSERT_EQ(run("explore --variant removal12 --games 7 --plies 24 --seed 99 --shard 2/2 --json " + dir + "/variant.json").exit_code, 0);
  expect_refused(s1 + " " + dir + "/variant.json", dir + "/variant.json:", "variants are [removal12], expected [twentychess]");
  // A count that does not fit the shard: shard 2/2 of 7 games plays 3 of them.
  std::string edited = text;
  edited.replace(edited.find("\"games\": 3"), 10, "\"games\": 4");
  write(dir + "/edited.json", edited);
  expect_refused(s1 + " " + dir + "/edited.json", dir + "/edited.json:", "expected a whole number from 3 to 3, found 4");
  // The same shard twice, and a shard missing.
  expect_refused(s1 + " " + s1, s1 + ":", "again");
  expect_refused(s2, "shard 1/2 is missing", "expected one file for each of shards 1 to 2");
  // A file that does not exist.
  expect_refused(s1 + " " + dir + "/absent.json", dir + "/absent.json", "cannot open the file (No such file or directory)");
  // Usage: --shard out of range, or without --json.
  EXPECT_EQ(run(common + " --shard 3/2 --json " + dir + "/x.json").exit_code, 2);
  EXPECT_EQ(run(common + " --shard 0/2 --json " + dir + "/x.json").exit_code, 2);
  EXPECT_EQ(run(common + " --shard 1/2").exit_code, 2);
  EXPECT_EQ(run("explore merge").exit_code, 2);
  // And the good pair still merges.
  EXPECT_EQ(run("explore merge " + s1 + " " + s2 + " --reports " + dir + "/out").exit_code, 0);
}

// The peak memory (KB) of `arbiter explore ARGS...`, or -1 when it could not be run or failed.
long peak_kb(const std::vector<std::string>& args) {
  std::string binary = arbiter();
  pid_t pid = fork();
  if (pid == 0) {
    int null = open("/dev/null", O_WRONLY);
    dup2(null, 1);
    dup2(null, 2);
    std::vector<char*> argv{binary.data()};
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    execv(binary.c_str(), argv.data());
    _exit(127);
  }
  int status = 0;
  rusage usage{};
  if (pid < 0 || wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0) return -1;
  return usage.ru_maxrss;
}

#if defined(__SANITIZE_ADDRESS__)
#define ARBITER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ARBITER_ASAN 1
#endif
#endif

// Games are streamed: a hundred times more games must not take more memory (keeping every position, as
// exploring once did, took about 1 KB a position: 300 MB here).
TEST_F(ExploreShard, MemoryDoesNotGrowWithTheGames) {
#ifdef ARBITER_ASAN
  GTEST_SKIP() << "AddressSanitizer's quarantine keeps freed memory: peak memory means nothing here";
#endif
  auto run_games = [&](int games) {
    return peak_kb({"explore", "--variant", "chess", "--games", std::to_string(games), "--plies", "100", "--reports", dir + "/r"});
  };
  long few = run_games(30);
  long many = run_games(3000);
  ASSERT_GT(few, 0);
  ASSERT_GT(many, 0);
  EXPECT_LT(many, few + 32 * 1024) << "30 games: " << few << " KB, 3000 games: " << many << " KB";
}

}  // namespace
}  // namespace arbiter
