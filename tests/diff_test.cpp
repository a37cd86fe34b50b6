// `arbiter diff` on results whose differences are known by construction: the fixture pair in fixtures/diff
// (its README lists the four differences) and small hand-made results. Every expectation below is read off
// the fixture files or the hand-made records, never off the tool's output.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>

#include "oracle/catalog/check.h"
#include "oracle/catalog/findings_report.h"
#include "oracle/diff/collect.h"
#include "oracle/diff/diff.h"
#include "oracle/diff/json.h"
#include "oracle/diff/sha256.h"
#include "oracle/scenarios/scenario.h"
#include "oracle/scenarios/scenario_runner.h"

namespace arbiter {
namespace {

const std::string kFixtures = std::string(ARBITER_SOURCE_DIR) + "/fixtures/diff";

// One side of the fixture pair, built as `arbiter check --json` builds it: catalogs and documents, analyses,
// corpus verdicts. The test, not a model, decides the verdicts: promotion.to-queen passes on side A and
// fails on side B; the other scenarios pass on both.
CheckResult fixture_side(char side) {
  std::string model = kFixtures + "/" + side;
  CheckResult r;
  collect_catalogs(r, model);
  collect_findings(r, catalog::analyze_catalogs(model, {}));
  std::vector<std::string> files = corpus_files(kFixtures + "/corpus", "toy");
  EXPECT_EQ(files.size(), 2u);
  CorpusRun run;
  for (const std::string& path : files) {
    auto f = load_scenario_file(path);
    if (!f) throw std::runtime_error(f.error());
    for (const Scenario& s : f->scenarios) {
      bool flips = s.id == "promotion.to-queen" && side == 'b';
      run.results.push_back(skipped(s, *f, ""));
      run.results.back().status = flips ? ScenarioResult::Status::kFail : ScenarioResult::Status::kPass;
      run.results.back().message = flips ? "expected a queen on a8" : "";
    }
  }
  collect_corpus(r, run, files);
  return r;
}

const Change* find(const std::vector<Change>& changes, const std::string& key) {
  for (const Change& c : changes)
    if (c.key == key) return &c;
  return nullptr;
}

size_t occurrences(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(Sha256, MatchesThePublishedTestVectors) {
  // FIPS 180-4 examples (NIST CSRC "Example Algorithms": SHA-256 of "abc", of the empty string, of the 448-bit message).
  EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(sha256_hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
}

TEST(DiffFixture, EachKnownDifferenceIsReportedExactlyOnce) {
  DiffReport d = diff_results(fixture_side('a'), fixture_side('b'));
  ASSERT_TRUE(d.a_errors.empty() && d.b_errors.empty()) << (d.a_errors.empty() ? d.b_errors.front() : d.a_errors.front());
  EXPECT_TRUE(d.not_compared.empty());

  // The document: only its third sentence changed, so its hash did.
  ASSERT_EQ(d.documents.size(), 1u);
  EXPECT_EQ(d.documents[0].key, "toy");
  EXPECT_EQ(d.documents[0].kind, "changed");

  // Clauses: pawn.promotion's quote is no longer in the document (queen -> rook); knight.jump is removed.
  // board.size and capture.removal are untouched.
  const auto& clauses = d.group(Group::kClauses);
  ASSERT_EQ(clauses.size(), 2u);
  const Change* stale = find(clauses, "toy/pawn.promotion");
  ASSERT_NE(stale, nullptr);
  EXPECT_EQ(stale->kind, "changed");
  ASSERT_EQ(stale->facts.size(), 1u);
  EXPECT_EQ(stale->facts[0].what, "went stale");
  EXPECT_EQ(stale->facts[0].from, "A pawn that reaches the last rank is promoted to a queen.");
  EXPECT_NE(stale->facts[0].to.find("line 3"), std::string::npos) << stale->facts[0].to;
  // The document text now at that place: it starts where the quote's longest prefix matches, and is at least
  // as long as the quote, so it shows the new word.
  EXPECT_NE(stale->facts[0].to.find("A pawn that reaches the last rank is promoted to a rook."), std::string::npos) << stale->facts[0].to;
  // Re-validate: the one scenario citing it, and the one finding (the ambiguity of promotion.choice, whose
  // <clause> names it).
  EXPECT_EQ(stale->revalidate_scenarios, std::vector<std::string>{"toy/promotion/promotion.to-queen"});
  EXPECT_EQ(stale->revalidate_findings, std::vector<std::string>{"toy/ambiguity/promotion.choice"});
  const Change* removed = find(clauses, "toy/knight.jump");
  ASSERT_NE(removed, nullptr);
  EXPECT_EQ(removed->kind, "removed");
  EXPECT_EQ(removed->revalidate_scenarios, std::vector<std::string>{"toy/board/knight.jumps"});

  // Points: promotion.choice's default moved, and nothing else about it (its quote is still in the text).
  const auto& points = d.group(Group::kPoints);
  ASSERT_EQ(points.size(), 1u);
  EXPECT_EQ(points[0].key, "toy/promotion.choice");
  ASSERT_EQ(points[0].facts.size(), 1u);
  EXPECT_EQ(points[0].facts[0].what, "default");
  EXPECT_EQ(points[0].facts[0].from, "queen-only");
  EXPECT_EQ(points[0].facts[0].to, "any-piece");
  EXPECT_EQ(points[0].revalidate_scenarios, std::vector<std::string>{"toy/promotion/promotion.to-queen"});

  // Scenarios: the one verdict the test flipped, with the clause it cites.
  const auto& scenarios = d.group(Group::kScenarios);
  ASSERT_EQ(scenarios.size(), 1u);
  EXPECT_EQ(scenarios[0].key, "toy/promotion/promotion.to-queen");
  EXPECT_EQ(scenarios[0].facts[0].what, "verdict");
  EXPECT_EQ(scenarios[0].facts[0].from, "pass");
  EXPECT_EQ(scenarios[0].facts[0].to, "fail");
  EXPECT_EQ(scenarios[0].cites, std::vector<std::string>{"pawn.promotion"});

  // The catalogs have no relations, so their only finding is the ambiguity, the same on both sides; no
  // exploration or perft ran.
  EXPECT_TRUE(d.group(Group::kFindings).empty());
  EXPECT_TRUE(d.group(Group::kExplore).empty());
  EXPECT_TRUE(d.group(Group::kPerft).empty());
  EXPECT_TRUE(d.changed());

  // In the Markdown, each changed key heads exactly one entry, groups in the order.
  std::string md = diff_markdown(d);
  for (const char* key : {"toy/pawn.promotion", "toy/knight.jump", "toy/promotion.choice", "toy/promotion/promotion.to-queen"})
    EXPECT_EQ(occurrences(md, "\n- `" + std::string(key) + "`"), 1u) << key << "\n" << md;
  EXPECT_LT(md.find("## Clauses"), md.find("## Interpretation points"));
  EXPECT_LT(md.find("## Interpretation points"), md.find("## Scenarios"));
  EXPECT_NE(md.find("summary: clauses 2, points 1, scenarios 1, findings 0, explore 0, perft 0; documents 1: changed"), std::string::npos) << md;
}

// A quote whose first word was edited matches the document by its suffix only: the text shown as "now at that
// place" starts at the beginning of the edited word, not inside it.
TEST(DiffFixture, TheDocumentTextNowAtAStaleQuoteStartsAtAWord) {
  auto cat = catalog::parse_catalog(
      "<catalog variant=\"toy\" document=\"document.txt\" title=\"t\"><glossary/>"
      "<clause id=\"guards.no-kings\" status=\"pending\"><quote>Kings cannot be guarded.</quote><summary>s</summary></clause>"
      "</catalog>",
      "/nowhere/toy/rules.xml");
  ASSERT_TRUE(cat) << cat.error();
  catalog::CheckReport r = catalog::check_catalog(*cat, "Guards protect.\nQueens cannot be guarded. Swap places.\n");
  ASSERT_EQ(r.stale.size(), 1u);
  EXPECT_EQ(r.stale[0].nearest.rfind("line 2: \"Queens cannot be guarded.", 0), 0u) << r.stale[0].nearest;
}

TEST(DiffFixture, AResultAgainstItselfReportsNothing) {
  CheckResult a = fixture_side('a');
  DiffReport d = diff_results(a, a);
  EXPECT_FALSE(d.changed());
  EXPECT_TRUE(d.documents.empty());
  for (size_t g = 0; g < kGroups; ++g) EXPECT_TRUE(d.groups[g].empty()) << group_title(static_cast<Group>(g));
  EXPECT_NE(diff_markdown(d).find("summary: clauses 0, points 0, scenarios 0, findings 0, explore 0, perft 0; documents 0: nothing changed"),
            std::string::npos);
}

TEST(CheckResultJson, ReadsBackWhatItWrites) {
  CheckResult a = fixture_side('b');
  std::string text = check_result_json(a);
  auto back = parse_check_result(text, "b.json");
  ASSERT_TRUE(back) << back.error();
  EXPECT_EQ(check_result_json(*back), text);
  // The stale quote survives the round trip with its nearest text.
  bool stale = false;
  for (const ClauseRecord& c : back->clauses)
    for (const QuoteRecord& q : c.quotes) stale = stale || (c.id == "pawn.promotion" && q.stale && !q.nearest.empty());
  EXPECT_TRUE(stale);
}

// Hand-made explore and perft records: shares 0.10 -> 0.30 moved by 0.20, more than 0.05; 0.10 -> 0.12 by 0.02,
// less; 0.10 -> 0.15 by exactly 0.05, not more; one record's baseline differs (not comparable); one option
// became implemented. Perft: one count changed, one did not.
TEST(DiffThreshold, ExploreSharesMovedByMoreThanTheThresholdAndPerftCounts) {
  CheckResult a, b;
  a.has_explore = b.has_explore = a.has_perft = b.has_perft = true;
  auto rec = [](const std::string& point, const std::string& baseline, bool implemented, double share) {
    return ExploreRecord{"v", point, "alt", baseline, implemented, 100, static_cast<int>(share * 100), share, implemented ? "8/8 w" : ""};
  };
  a.explore = {rec("big", "def", true, 0.10), rec("small", "def", true, 0.10), rec("edge", "def", true, 0.10), rec("base", "def", true, 0.10),
               rec("impl", "def", false, 0)};
  b.explore = {rec("big", "def", true, 0.30), rec("small", "def", true, 0.12), rec("edge", "def", true, 0.15), rec("base", "other", true, 0.90),
               rec("impl", "def", true, 0.40)};
  a.perft = {{"chess", "start", 3, 8902, 8902, ""}, {"chess", "kiwipete", 2, 2039, 2039, ""}};
  b.perft = {{"chess", "start", 3, 8902, 8903, ""}, {"chess", "kiwipete", 2, 2039, 2039, ""}};
  DiffReport d = diff_results(a, b, 0.05);
  const auto& explore = d.group(Group::kExplore);
  ASSERT_EQ(explore.size(), 2u);
  EXPECT_EQ(explore[0].key, "v/big=alt");
  EXPECT_EQ(explore[0].facts[0].from, "10.0%");
  EXPECT_EQ(explore[0].facts[0].to, "30.0%");
  EXPECT_EQ(explore[1].key, "v/impl=alt");
  EXPECT_EQ(explore[1].facts[0].what, "implemented");
  const auto& perft = d.group(Group::kPerft);
  ASSERT_EQ(perft.size(), 1u);
  EXPECT_EQ(perft[0].key, "chess/start/3");
  EXPECT_EQ(perft[0].facts[0].from, "8902");
  EXPECT_EQ(perft[0].facts[0].to, "8903");
  // A lower threshold also takes the 0.02 and 0.05 moves.
  EXPECT_EQ(diff_results(a, b, 0.01).group(Group::kExplore).size(), 4u);
}

// A value of a clause (model/core/document_values.h) changed by a document edit, "3 times" -> "2 times": the
// clause reports the value's old and new number, the scenarios citing it are to re-validate, and the value
// survives the JSON round trip.
TEST(DiffValues, AChangedValueIsReportedWithTheScenariosCitingItsClause) {
  CheckResult a, b;
  a.has_clauses = b.has_clauses = a.has_scenarios = b.has_scenarios = true;
  ClauseRecord clause{"removal12", "king.exchange", "interpreted", "body", {{"king can 3 times per game", false, ""}},
                      {{"allowance", 3, "3 times"}}};
  a.clauses = {clause};
  clause.quotes = {{"king can 2 times per game", false, ""}};
  clause.values = {{"allowance", 2, "2 times"}};
  b.clauses = {clause};
  ScenarioRecord runs_out{"removal12", "king", "king.exchange-runs-out", "pass", {"king.exchange"}, {}, "", ""};
  a.scenarios = {runs_out};
  runs_out.verdict = "fail";
  b.scenarios = {runs_out};
  DiffReport d = diff_results(a, b);
  const auto& clauses = d.group(Group::kClauses);
  ASSERT_EQ(clauses.size(), 1u);
  bool value = false;
  for (const Fact& f : clauses[0].facts) value = value || (f.what == "value allowance" && f.from == "3" && f.to == "2");
  EXPECT_TRUE(value) << diff_markdown(d);
  EXPECT_EQ(clauses[0].revalidate_scenarios, std::vector<std::string>{"removal12/king/king.exchange-runs-out"});
  EXPECT_NE(diff_markdown(d).find("value allowance: 3 → 2"), std::string::npos) << diff_markdown(d);
  auto back = parse_check_result(check_result_json(b), "b.json");
  ASSERT_TRUE(back) << back.error();
  ASSERT_EQ(back->clauses.size(), 1u);
  ASSERT_EQ(back->clauses[0].values.size(), 1u);
  EXPECT_EQ(back->clauses[0].values[0].value, 2);
  EXPECT_EQ(back->clauses[0].values[0].literal, "2 times");
}

// Issue 36, item 2: after "3 times" became "2 times", the scenarios whose words state the old number ("the
// third exchange", "3 exchanges") are to be re-validated first, the clause says how many verdicts moved, and
// the changed scenarios citing the clause lead the Scenarios section. Three scenarios cite the clause: one
// says "third", one "3", one no number; two change verdict; a fourth changed scenario cites nothing edited.
TEST(DiffValues, ScenariosStatingTheOldNumberComeFirst) {
  CheckResult a, b;
  a.has_clauses = b.has_clauses = a.has_scenarios = b.has_scenarios = true;
  ClauseRecord clause{"removal12", "king.exchange", "interpreted", "body", {{"king can 3 times per game", false, ""}},
                      {{"allowance", 3, "3 times"}}};
  a.clauses = {clause};
  clause.quotes = {{"king can 2 times per game", false, ""}};
  clause.values = {{"allowance", 2, "2 times"}};
  b.clauses = {clause};
  auto scenario = [](const std::string& id, const std::string& verdict, std::vector<std::string> clauses, const std::string& words) {
    return ScenarioRecord{"removal12", "king", id, verdict, std::move(clauses), {}, "", words};
  };
  a.scenarios = {scenario("a-plain", "pass", {"king.exchange"}, "The king exchanges with a rook."),
                 scenario("b-third", "pass", {"king.exchange"}, "After two exchanges the third is still legal."),
                 scenario("c-digits", "pass", {"king.exchange"}, "A king that spent 3 exchanges has none left."),
                 scenario("d-other", "pass", {"rook.move"}, "A rook moves 30 squares.")};
  b.scenarios = a.scenarios;
  b.scenarios[1].verdict = "fail";
  b.scenarios[2].verdict = "fail";
  b.scenarios[3].verdict = "fail";
  DiffReport d = diff_results(a, b);
  const auto& clauses = d.group(Group::kClauses);
  ASSERT_EQ(clauses.size(), 1u);
  EXPECT_EQ(clauses[0].revalidate_first,
            (std::vector<std::string>{"removal12/king/b-third", "removal12/king/c-digits"}));
  EXPECT_EQ(clauses[0].revalidate_scenarios,
            (std::vector<std::string>{"removal12/king/b-third", "removal12/king/c-digits", "removal12/king/a-plain"}));
  EXPECT_EQ(clauses[0].verdicts_changed, 2);
  const std::string md = diff_markdown(d);
  EXPECT_NE(md.find("2 of the 3 scenarios citing it changed verdict"), std::string::npos) << md;
  const auto& scenarios = d.group(Group::kScenarios);
  ASSERT_EQ(scenarios.size(), 3u);
  EXPECT_EQ(scenarios.back().key, "removal12/king/d-other");  // cites no edited clause: last
  auto back = parse_check_result(check_result_json(b), "b.json");
  ASSERT_TRUE(back) << back.error();
  EXPECT_EQ(back->scenarios[1].words, "After two exchanges the third is still legal.");
}

// A finding attached as evidence of an ambiguity (findings_rank.h) keeps a record of its own, so its id
// compares across runs: attaching it is no removal, and the ambiguity cites the evidence's clauses too.
TEST(DiffFindings, EvidenceKeepsItsOwnRecord) {
  catalog::Finding contradiction;
  contradiction.id = "contradiction/a.rule+b.rule/capturable";
  contradiction.kind = catalog::FindingKind::kContradiction;
  contradiction.clauses = {"a.rule", "b.rule"};
  catalog::Finding ambiguity;
  ambiguity.id = "ambiguity/p.same";
  ambiguity.kind = catalog::FindingKind::kAmbiguity;
  ambiguity.clauses = {"p.same", "a.rule"};
  catalog::VariantFindings standalone{"toy", "rules.xml", "", {ambiguity, contradiction}};
  ambiguity.evidence = {contradiction};
  catalog::VariantFindings attached{"toy", "rules.xml", "", {ambiguity}};
  CheckResult a, b;
  collect_findings(a, {standalone});
  collect_findings(b, {attached});
  ASSERT_EQ(b.findings.size(), 2u);
  EXPECT_EQ(b.findings[0].key(), "toy/ambiguity/p.same");
  EXPECT_EQ(b.findings[0].clauses, (std::vector<std::string>{"p.same", "a.rule", "b.rule"}));
  EXPECT_EQ(b.findings[1].key(), "toy/contradiction/a.rule+b.rule/capturable");
  EXPECT_TRUE(diff_results(a, b).group(Group::kFindings).empty());
}

// Issue 34: a revision that reorders a document's findings shows each move in the ranked list, as the
// designer reads it (findings.md, top first): here the death-square question rises from #2 to #1 above the
// swap one, which falls from #1 to #2; the rank survives check --json.
TEST(DiffFindings, ARankChangeIsShown) {
  catalog::Finding swap, recapture;
  swap.id = "ambiguity/swap.range";
  swap.kind = recapture.kind = catalog::FindingKind::kAmbiguity;
  swap.clauses = {"swap.range"};
  recapture.id = "ambiguity/death-square.recapture";
  recapture.clauses = {"death-square.recapture"};
  CheckResult a, b;
  collect_findings(a, {{"toy", "rules.xml", "", {swap, recapture}}});
  collect_findings(b, {{"toy", "rules.xml", "", {recapture, swap}}});
  auto back = parse_check_result(check_result_json(b), "b.json");
  ASSERT_TRUE(back) << back.error();
  ASSERT_EQ(back->findings.size(), 2u);
  EXPECT_EQ(back->findings[0].rank, 1);
  const DiffReport d = diff_results(a, *back);
  std::map<std::string, std::pair<std::string, std::string>> rank;
  for (const Change& c : d.group(Group::kFindings))
    for (const Fact& f : c.facts)
      if (f.what == "rank") rank[c.key] = {f.from, f.to};
  EXPECT_EQ(rank["toy/ambiguity/death-square.recapture"], (std::pair<std::string, std::string>{"#2", "#1"}));
  EXPECT_EQ(rank["toy/ambiguity/swap.range"], (std::pair<std::string, std::string>{"#1", "#2"}));
  EXPECT_NE(diff_markdown(d).find("#2"), std::string::npos) << diff_markdown(d);
}

TEST(Json, RejectsWhatRfc8259RejectsWithLineAndColumn) {
  struct Case {
    const char* text;
    const char* message;
  };
  // The places are the hand-written reader's; the words after them are nlohmann-json's (oracle/diff/json.h),
  // which name the token found and what was expected just as well, and quote what was last read.
  const Case cases[] = {
      {"{\"a\": 1,}", "f.json:1:9: syntax error while parsing object key - unexpected '}'; expected string literal"},
      {"{\"a\": 1, \"a\": 2}", "f.json:1:10: duplicate member name \"a\""},
      {"[1, 2", "f.json:1:6: syntax error while parsing array - unexpected end of input; expected ']'"},
      {"{\n  \"a\": \"unterminated\n}", "f.json:2:21: syntax error while parsing value - invalid string: control character U+000A (LF) must be escaped"},
      {"\"\\x\"", "f.json:1:3: syntax error while parsing value - invalid string: forbidden character after backslash"},
      {"01", "f.json:1:2: syntax error while parsing value - unexpected number literal; expected end of input"},
      {"NaN", "f.json:1:1: syntax error while parsing value - invalid literal"},
      {"[] []", "f.json:1:4: syntax error while parsing value - unexpected '['; expected end of input"},
      {"\"\\ud800\"", "f.json:1:8: syntax error while parsing value - invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF"},
      {"", "f.json:1:1: syntax error while parsing value - unexpected end of input"},
      {"[\"caf\xe9\"]", "f.json:1:7: syntax error while parsing value - invalid string: ill-formed UTF-8 byte"},
  };
  for (const Case& c : cases) {
    auto r = json::parse(c.text, "f.json");
    ASSERT_FALSE(r) << c.text;
    EXPECT_EQ(r.error().rfind(c.message, 0), 0u) << c.text << "\n  got: " << r.error();
  }
  std::string deep(100, '[');
  EXPECT_NE(json::parse(deep, "f.json").error().find("nesting deeper than 64"), std::string::npos);
  // Escapes decode to UTF-8: U+00E9 is C3 A9, the surrogate pair D83D DE00 is U+1F600, F0 9F 98 80.
  auto ok = json::parse("[\"\\u00e9\", \"\\ud83d\\ude00\", \"\\n\"]", "f.json");
  ASSERT_TRUE(ok) << ok.error();
  EXPECT_EQ(ok->items[0].text, "\xc3\xa9");
  EXPECT_EQ(ok->items[1].text, "\xf0\x9f\x98\x80");
  EXPECT_EQ(ok->items[2].text, "\n");
  // A byte that is not UTF-8 is written as its Latin-1 reading (U+00E9, in UTF-8: nlohmann-json escapes no
  // letter; the hand-written writer wrote \u00e9), so the file still reads back.
  EXPECT_EQ(json::quoted("caf\xe9"), "\"caf\xc3\xa9\"");
  auto back = json::parse(json::quoted("caf\xe9\x01"), "f.json");
  ASSERT_TRUE(back) << back.error();
  EXPECT_EQ(back->text, "caf\xc3\xa9\x01");
}

// --- the command line ------------------------------------------------------------------------------

struct Outcome {
  int exit_code;
  std::string output;
};

Outcome run(const std::string& args) {
  const char* binary = std::getenv("ARBITER_BINARY");
  std::string cmd = std::string(binary ? binary : ARBITER_BINARY_PATH) + " " + args + " 2>&1";
  FILE* pipe = popen(cmd.c_str(), "r");
  std::string out;
  std::array<char, 4096> buf{};
  while (pipe && fgets(buf.data(), buf.size(), pipe)) out += buf.data();
  int status = pipe ? pclose(pipe) : -1;
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

class DiffCli : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() / ("arbiter-diff-test-" + std::to_string(getpid()));
    std::filesystem::create_directories(dir_);
    a_ = write("a.json", check_result_json(fixture_side('a')));
    b_ = write("b.json", check_result_json(fixture_side('b')));
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::string write(const std::string& name, const std::string& text) {
    std::ofstream(dir_ / name, std::ios::binary) << text;
    return (dir_ / name).string();
  }
  std::filesystem::path dir_;
  std::string a_, b_;
};

TEST_F(DiffCli, TheSameResultTwiceExitsZero) {
  Outcome r = run("diff " + a_ + " " + a_);
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find(": nothing changed"), std::string::npos) << r.output;
}

TEST_F(DiffCli, TheFixturePairExitsOneAndItsJsonCountsEachGroup) {
  Outcome r = run("diff " + a_ + " " + b_ + " --format json");
  EXPECT_EQ(r.exit_code, 1) << r.output;
  auto doc = json::parse(r.output, "stdout");
  ASSERT_TRUE(doc) << doc.error() << "\n" << r.output;
  const json::Value* summary = doc->find("summary");
  ASSERT_NE(summary, nullptr);
  // Two clauses (one stale, one removed), one point, one scenario; nothing else.
  const std::pair<const char*, const char*> expected[] = {{"clauses", "2"}, {"points", "1"}, {"scenarios", "1"}, {"findings", "0"},
                                                          {"explore", "0"}, {"perft", "0"},  {"documents", "1"}};
  for (const auto& [key, count] : expected) {
    ASSERT_NE(summary->find(key), nullptr) << key;
    EXPECT_EQ(summary->find(key)->text, count) << key;
  }
}

// Two readings of twentychess on this build. A scenario that requires one option of the point runs under it
// and is skipped under the other (corpus/README.md), and the bundled corpus passes: so exactly the scenarios
// requiring captured-pieces.owner change, pass -> skip for captured-by-him, skip -> pass for own-lost.
TEST(DiffProfiles, TheScenariosRequiringThePointChangeVerdict) {
  std::map<std::string, std::string> expected;  // key -> "from>to"
  for (const std::string& path : corpus_files(default_corpus_dir(), "twentychess")) {
    auto f = load_scenario_file(path);
    ASSERT_TRUE(f) << f.error();
    for (const Scenario& sc : f->scenarios)
      for (const Requirement& req : sc.required_options)
        if (req.point == "captured-pieces.owner" && req.options.size() == 1)
          expected[f->variant + "/" + f->topic + "/" + sc.id] = req.options[0] == "captured-by-him" ? "pass>skip" : "skip>pass";
  }
  ASSERT_FALSE(expected.empty());
  Outcome r = run("diff --profile captured-pieces.owner=captured-by-him --profile captured-pieces.owner=own-lost --variant twentychess --format json");
  EXPECT_EQ(r.exit_code, 1) << r.output;
  auto doc = json::parse(r.output, "stdout");
  ASSERT_TRUE(doc) << doc.error() << "\n" << r.output;
  std::map<std::string, std::string> seen;
  for (const json::Value& c : doc->find("scenarios")->items) {
    const json::Value& verdict = c.find("facts")->items.at(0);
    seen[c.find("key")->text] = verdict.find("from")->text + ">" + verdict.find("to")->text;
  }
  EXPECT_EQ(seen, expected);
}

TEST_F(DiffCli, TruncatedForeignAndMissingFilesExitTwoNamingTheFile) {
  std::string whole = check_result_json(fixture_side('a'));
  // Cut at the end of a line near the middle: the input ends between tokens, never inside one.
  std::string truncated = write("truncated.json", whole.substr(0, whole.rfind('\n', whole.size() / 2) + 1));
  Outcome r = run("diff " + truncated + " " + a_);
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find(truncated + ":"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("unexpected end of input"), std::string::npos) << r.output;  // nlohmann-json's words

  // reports/findings.json is JSON, but not a check result.
  std::string foreign = std::string(ARBITER_SOURCE_DIR) + "/reports/findings.json";
  r = run("diff " + a_ + " " + foreign);
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find(foreign + ":1:1: not an arbiter check result"), std::string::npos) << r.output;

  // A check result with a verdict the format does not have: the member's path and what was expected.
  std::string bad = whole;
  bad.replace(bad.find("\"verdict\": \"pass\""), 17, "\"verdict\": \"won\"");
  r = run("diff " + write("bad.json", bad) + " " + a_);
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find("scenarios[0].verdict: expected one of pass, fail, xfail, xpass, skip, not-judged, not-runnable, found \"won\""), std::string::npos) << r.output;

  // Every verdict check --json writes is one diff reads back (collect.cpp's names): a scenario the engine could
  // not run (an action text it does not know) is "not-runnable".
  std::string not_runnable = whole;
  not_runnable.replace(not_runnable.find("\"verdict\": \"pass\""), 17, "\"verdict\": \"not-runnable\"");
  r = run("diff " + write("not-runnable.json", not_runnable) + " " + a_);
  EXPECT_NE(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find("not-runnable"), std::string::npos) << r.output;

  r = run("diff " + (dir_ / "missing.json").string() + " " + a_);
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find("missing.json: cannot open the file (No such file or directory)"), std::string::npos) << r.output;

  r = run("diff " + a_);
  EXPECT_EQ(r.exit_code, 2) << r.output;
  // An option the point does not have is bad input, found before anything runs.
  r = run("diff --profile end.claims=automatic --profile end.claims=never --variant chess");
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find("--profile \"end.claims=never\": chess: interpretation point end.claims: option \"never\""), std::string::npos) << r.output;
  r = run("diff " + a_ + " " + b_ + " --threshold 5");
  EXPECT_EQ(r.exit_code, 2) << r.output;
}

}  // namespace
}  // namespace arbiter
