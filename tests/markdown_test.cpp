// Text from outside in the Markdown reports (oracle/common/markdown.h). Issue 35, item 9: `explore merge` wrote a
// shard's witness "fen" raw into explore.md (a newline or a pipe broke the table), and an engine's NUL and ESC
// bytes reached conformance.md and, through it, the HTML report's <pre>.
#include <gtest/gtest.h>

#include <sstream>

#include "oracle/scenarios/corpus_report.h"
#include "oracle/explore/explore.h"
#include "oracle/common/markdown.h"

namespace arbiter {
namespace {

// The rows of the Markdown table that follows `header` (the header's line, its rule, then its rows up to the
// first blank line), each split at its unescaped '|'.
std::vector<std::vector<std::string>> table_after(const std::string& md, const std::string& header) {
  std::vector<std::vector<std::string>> rows;
  size_t at = md.find(header);
  if (at == std::string::npos) return rows;
  std::istringstream in(md.substr(at));
  std::string line;
  std::getline(in, line);  // the header
  std::getline(in, line);  // the rule
  while (std::getline(in, line) && !line.empty()) {
    std::vector<std::string> cells;
    std::string cell;
    for (size_t i = 0; i < line.size(); ++i) {
      if (line[i] == '\\' && i + 1 < line.size() && line[i + 1] == '|') {
        cell += "\\|";
        ++i;
      } else if (line[i] == '|') {
        cells.push_back(cell);
        cell.clear();
      } else {
        cell += line[i];
      }
    }
    rows.push_back(cells);
  }
  return rows;
}

bool has_control_byte(const std::string& s, bool allow_newline) {
  for (unsigned char c : s)
    if ((c < 0x20 && !(allow_newline && (c == '\n' || c == '\t'))) || c == 0x7f) return true;
  return false;
}

TEST(Markdown, ACellIsOneLineWithItsPipesAndTagsEscaped) {
  EXPECT_EQ(md::cell("a|b\nc <fired clause=\"x\"/> & d"), "a\\|b c &lt;fired clause=\"x\"/&gt; &amp; d");
  EXPECT_EQ(md::cell(std::string("nul") + '\0' + "esc\x1b[31m"), "nul\\x00esc\\x1b[31m");
  EXPECT_EQ(md::code_cell("8/8 w | x"), "`8/8 w \\| x`");
  EXPECT_EQ(md::code_cell("a`b"), "``a`b``");
  EXPECT_EQ(md::code_cell("`a"), "`` `a ``");
}

TEST(Markdown, ABlockHasAFenceLongerThanAnyRunInside) {
  EXPECT_EQ(md::block("x"), "```\nx\n```\n");
  EXPECT_EQ(md::block("a\n```\n# heading"), "````\na\n```\n# heading\n````\n");
  EXPECT_EQ(md::block(std::string("\0", 1)), "```\n\\x00\n```\n");
}

TEST(Markdown, AWitnessWithNewlinesAndPipesStaysInItsRow) {
  ExploreReport r;
  r.variant = "chess";
  r.positions = 10;
  OptionImpact i;
  i.point = "p";
  i.option = "b";
  i.default_option = "a";
  i.positions = 10;
  i.moves_differ = 1;
  i.witness = "8/8 w - - 0 1\n| injected | row |\n# heading";
  i.only_default = {"e2e4|x"};
  r.impacts.push_back(i);
  const std::string md = explore_markdown({r}, ExploreOptions{});
  auto rows = table_after(md, "| point | option (vs default)");
  ASSERT_EQ(rows.size(), 1u) << md;
  EXPECT_EQ(rows[0].size(), 7u) << md;  // "" before the first '|', six columns
  EXPECT_EQ(md.find("\n# heading"), std::string::npos) << md;
  EXPECT_EQ(md.find("\n| injected"), std::string::npos) << md;
}

TEST(Markdown, AnEnginesBytesReachNoReportRaw) {
  CorpusRun run;
  ScenarioResult failed;
  failed.status = ScenarioResult::Status::kFail;
  failed.variant = "chess";
  failed.topic = "t";
  failed.id = "a.b";
  failed.message = std::string("engine said ") + '\0' + "\x1b[2J and ```\n## not a heading";
  ScenarioResult skipped = failed;
  skipped.status = ScenarioResult::Status::kSkip;
  skipped.id = "a.c";
  skipped.message = "expected <fired clause=\"x\"/> | a\nb";
  run.results = {failed, skipped};
  const std::string md = corpus_markdown(run, "Conformance");
  EXPECT_FALSE(has_control_byte(md, true)) << md;
  EXPECT_NE(md.find("\\x00\\x1b[2J"), std::string::npos) << md;
  EXPECT_NE(md.find("````\nengine said"), std::string::npos) << "the message's fence is longer than its backticks: " << md;
  EXPECT_NE(md.find("## not a heading\n````\n"), std::string::npos) << "the line stays inside the block: " << md;
  auto rows = table_after(md, "| scenario | topic | verdict | note |");
  ASSERT_EQ(rows.size(), 2u) << md;
  EXPECT_EQ(rows[1].size(), 5u) << md;
  EXPECT_NE(rows[1][4].find("&lt;fired"), std::string::npos) << md;
}

}  // namespace
}  // namespace arbiter

namespace arbiter {
namespace {

// Issue 36, item 3: NOT-RUNNABLE reasons come grouped with their counts, most frequent first (not a row per
// scenario to be counted by hand). Three scenarios an engine cannot run for one reason, one for another.
TEST(CorpusReport, NotRunnableReasonsAreGroupedWithCounts) {
  CorpusRun run;
  auto result = [&](const std::string& id, ScenarioResult::Status status, const std::string& why) {
    ScenarioResult r;
    r.variant = "twentychess";
    r.topic = "casts";
    r.id = id;
    r.status = status;
    r.message = why;
    run.results.push_back(r);
  };
  result("a", ScenarioResult::Status::kNotRunnable, "unsupported: cast 7");
  result("b", ScenarioResult::Status::kNotRunnable, "unsupported: cast 4");
  result("c", ScenarioResult::Status::kNotRunnable, "unsupported: cast 7");
  result("d", ScenarioResult::Status::kNotRunnable, "unsupported: cast 7");
  result("e", ScenarioResult::Status::kPass, "");
  const auto reasons = not_runnable_reasons(run);
  ASSERT_EQ(reasons.size(), 2u);
  EXPECT_EQ(reasons[0], std::make_pair(std::string("twentychess: unsupported: cast 7"), 3));
  EXPECT_EQ(reasons[1], std::make_pair(std::string("twentychess: unsupported: cast 4"), 1));
  const std::string md = corpus_markdown(run, "t");
  EXPECT_NE(md.find("| twentychess: unsupported: cast 7 | 3 |"), std::string::npos) << md;
}

// Issue 36, item 3: conform prints its counts per variant and per topic, not only the grand total. Two
// variants: chess with a pass and a failure in one topic and a pass in another, twentychess one not runnable.
TEST(CorpusReport, CountsPerVariantAndTopic) {
  CorpusRun run;
  auto result = [&](const std::string& variant, const std::string& topic, ScenarioResult::Status status) {
    ScenarioResult r;
    r.variant = variant;
    r.topic = topic;
    r.id = topic + std::to_string(run.results.size());
    r.status = status;
    run.results.push_back(r);
  };
  result("chess", "check", ScenarioResult::Status::kPass);
  result("chess", "check", ScenarioResult::Status::kFail);
  result("chess", "castling", ScenarioResult::Status::kPass);
  result("twentychess", "casts", ScenarioResult::Status::kNotRunnable);
  EXPECT_EQ(counts_by_variant_and_topic(run),
            "chess: 2 passed, 1 failed, 0 xfail, 0 skipped\n"
            "  castling: 1 passed, 0 failed, 0 xfail, 0 skipped\n"
            "  check: 1 passed, 1 failed, 0 xfail, 0 skipped\n"
            "twentychess: 0 passed, 0 failed, 0 xfail, 0 skipped, 1 not runnable\n"
            "  casts: 0 passed, 0 failed, 0 xfail, 0 skipped, 1 not runnable\n");
}

}  // namespace
}  // namespace arbiter
