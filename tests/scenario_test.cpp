// The scenario loader is strict: a misspelt element, attribute or value is an error naming file:line,
// never a silently skipped check (STYLE.md: LLVM #93674).
#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>

#include "oracle/scenarios/scenario.h"
#include "oracle/scenarios/corpus_report.h"
#include "oracle/scenarios/model_runner.h"
#include "oracle/scenarios/scenario_runner.h"
#include "oracle/scenarios/scenario_setup.h"

namespace arbiter {
namespace {

// Files are named after the running test too: CTest runs tests in parallel processes.
std::string write(const std::string& name, const std::string& body) {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  std::string path = ::testing::TempDir() + "/" + (info ? std::string(info->name()) + "-" : "") + std::to_string(getpid()) + "-" + name;
  std::ofstream(path) << body;
  return path;
}

const char* kGood = R"(<scenarios variant="chess" topic="t">
  <scenario id="a.b">
    <description>From the rules: the start position has 20 moves (16 pawn, 4 knight).</description>
    <clause ref="moves.piece"/>
    <setup fen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"/>
    <expect><moves count="20"/></expect>
  </scenario>
</scenarios>
)";

std::string error_of(const std::string& xml) {
  auto f = load_scenario_file(write("s.xml", xml));
  return f ? "" : f.error();
}

std::string replace(std::string s, const std::string& from, const std::string& to) {
  size_t at = s.find(from);
  if (at != std::string::npos) s.replace(at, from.size(), to);
  return s;
}

TEST(ScenarioLoader, LoadsAWellFormedFile) {
  auto f = load_scenario_file(write("good.xml", kGood));
  ASSERT_TRUE(f) << f.error();
  ASSERT_EQ(f->scenarios.size(), 1u);
  EXPECT_EQ(f->scenarios[0].id, "a.b");
  EXPECT_EQ(f->scenarios[0].steps.size(), 1u);
}

TEST(ScenarioLoader, MalformedXmlNamesTheLine) {
  std::string e = error_of(replace(kGood, "<expect>", "<expect"));
  EXPECT_NE(e.find("s.xml:6: malformed XML"), std::string::npos) << e;
}

TEST(ScenarioLoader, MisspeltExpectationIsAnError) {
  std::string e = error_of(replace(kGood, "<moves count=\"20\"/>", "<moves count=\"20\"/><peice at=\"e1\"/>"));
  EXPECT_NE(e.find("s.xml:6: unknown element <peice>"), std::string::npos) << e;
}

TEST(ScenarioLoader, UnknownAttributeIsAnError) {
  std::string e = error_of(replace(kGood, "<moves count=\"20\"/>", "<moves cuont=\"20\"/>"));
  EXPECT_NE(e.find("s.xml:6: <moves> has no attribute \"cuont\""), std::string::npos) << e;
}

TEST(ScenarioLoader, MalformedValuesAreErrors) {
  EXPECT_NE(error_of(replace(kGood, "count=\"20\"", "count=\"twenty\"")).find("expected an integer"), std::string::npos);
  EXPECT_NE(error_of(replace(kGood, "<moves count=\"20\"/>", "<empty at=\"z9\"/>")).find("expected a square name"), std::string::npos);
  EXPECT_NE(error_of(replace(kGood, "<moves count=\"20\"/>", "<illegal kind=\"bad\"/>")).find("expected unparsable, illegal or refused"), std::string::npos);
  EXPECT_NE(error_of(replace(kGood, "<moves count=\"20\"/>", "<result winner=\"nobody\"/>")).find("expected white, black or draw"), std::string::npos);
}

// Nothing nested where the XSD allows nothing is ever silently skipped: each of these loaded and passed
// before (issue 35, item 5), the nested check never made.
TEST(ScenarioLoader, AnElementNestedInALeafIsAnError) {
  EXPECT_NE(error_of(replace(kGood, "<moves count=\"20\"/>",
                             "<fen value=\"8/8/8/8/8/8/8/8 w - - 0 1\"><moves count=\"999\"/></fen>"))
                .find("s.xml:6: <moves> inside <fen>, which holds no element"),
            std::string::npos);
  EXPECT_NE(error_of(replace(kGood, "<expect>", "<play move=\"e2e4\"><expect><empty at=\"a2\"/></expect></play><expect>"))
                .find("<expect> inside <play>, which holds no element"),
            std::string::npos);
  EXPECT_NE(error_of(replace(kGood, "<moves count=\"20\"/>", "<moves count=\"20\"><moves count=\"3\"/></moves>"))
                .find("<moves> inside <moves>"),
            std::string::npos);
  EXPECT_NE(error_of(replace(kGood, "<clause ref=\"moves.piece\"/>", "<clause ref=\"moves.piece\"><x/></clause>"))
                .find("<x> inside <clause>"),
            std::string::npos);
  EXPECT_NE(error_of(replace(kGood, "<setup fen=\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"/>",
                             "<setup><piece at=\"e1\" kind=\"king\" side=\"white\"><piece at=\"e2\" kind=\"king\" side=\"white\"/></piece></setup>"))
                .find("<piece> inside <piece>"),
            std::string::npos);
}

// frozenchess13's <unit> nested in a <unit>, and a value written "03" that the model writes "3": errors where
// they are read, never a check that is skipped or fails later as "expected 03; found 3".
TEST(ScenarioLoader, NestedUnitsAndNonCanonicalIntegersAreErrors) {
  const std::string fc13 = R"(<scenarios variant="frozenchess13" topic="t">
  <scenario id="a.b">
    <description>d</description>
    <clause ref="paralysis.freeze"/>
    <setup fen="15k/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K15 w - - 0 1"/>
    <expect>UNIT</expect>
  </scenario>
</scenarios>
)";
  EXPECT_NE(error_of(replace(fc13, "UNIT", R"(<unit at="h8" paralysed="3"><unit at="h8" paralysed="4"/></unit>)"))
                .find("<unit> inside <unit>"),
            std::string::npos);
  EXPECT_NE(error_of(replace(fc13, "UNIT", R"(<unit at="h8" paralysed="03"/>)")).find("paralysed=\"03\": expected an integer, written without leading zeros"),
            std::string::npos);
  EXPECT_EQ(error_of(replace(fc13, "UNIT", R"(<unit at="a1" paralysed="3"/>)")), "");
}

// Scenario ids are the XSD's Id: reports print them in Markdown headings and tables, JUnit and messages.
TEST(ScenarioLoader, AScenarioIdIsLowerCaseWordsJoinedByDashesAndDots) {
  for (const std::string bad : {"", "a b", "A.b", "a|b", "a&quot;b", "a\nb", "a\n# heading", "a..b", "-a", "a.", "a\x1b[31m"}) {
    std::string e = error_of(replace(kGood, "id=\"a.b\"", "id=\"" + bad + "\""));
    EXPECT_NE(e.find("expected lower-case letters and digits"), std::string::npos) << "id \"" << bad << "\": " << e;
    EXPECT_EQ(e.find('\x1b'), std::string::npos) << "the message shows the id's control bytes escaped";
  }
  for (const std::string good : {"a", "a.b", "a-b.c-d", "cast-01.no-move-after-the-draw", "x1.y2"})
    EXPECT_EQ(error_of(replace(kGood, "id=\"a.b\"", "id=\"" + good + "\"")), "") << good;
}

// A setup's side to move and clocks are held to the same rules as the FEN's (model/core/fen.h): w or b, a
// halfmove clock of 0 or more, a fullmove number of 1 or more, both within an int (issue 17, item 9).
TEST(ScenarioLoader, SetupsAreCheckedAsStrictlyAsFen) {
  auto setup_error = [](const std::string& attributes) {
    return error_of(replace(kGood, "<setup fen=", "<setup " + attributes + " fen="));
  };
  EXPECT_EQ(setup_error("to-move=\"black\" halfmove=\"0\" fullmove=\"2147483647\""), "");
  std::string e = setup_error("to-move=\"neutral\"");
  EXPECT_NE(e.find("s.xml:5: to-move=\"neutral\": expected white or black"), std::string::npos) << e;
  e = setup_error("halfmove=\"-1\"");
  EXPECT_NE(e.find("s.xml:5: halfmove=\"-1\": expected a number from 0 to 2147483647"), std::string::npos) << e;
  e = setup_error("fullmove=\"99999999999\"");
  EXPECT_NE(e.find("s.xml:5: fullmove=\"99999999999\": expected a number from 1 to 2147483647"), std::string::npos) << e;
  e = setup_error("fullmove=\"0\"");
  EXPECT_NE(e.find("s.xml:5: fullmove=\"0\": expected a number from 1 to 2147483647"), std::string::npos) << e;
  e = setup_error("halfmove=\"2147483648\"");
  EXPECT_NE(e.find("s.xml:5: halfmove=\"2147483648\""), std::string::npos) << e;
}

// A counter or square value beyond the variant's range is refused where the setup is built, never cut to an
// int (4294967297 would otherwise read as 1).
TEST(ScenarioRunner, ASetupCounterOutOfItsRangeFailsTheScenario) {
  std::string xml = R"(<scenarios variant="twentychess" topic="t">
  <scenario id="a.b">
    <description>The cast is a number from 0 to 20.</description>
    <clause ref="turn.cast-in-force"/>
    <setup fen="4k3/8/8/8/8/8/8/4K3 w - - 0 1"><counter name="cast" value="4294967297"/></setup>
    <expect><moves count="5"/></expect>
  </scenario>
</scenarios>
)";
  CorpusRun run = run_corpus({write("cast.xml", xml)}, [](const Scenario& s, const ScenarioFile& f) { return run_on_model(s, f, Profile{}); });
  ASSERT_EQ(run.results.size(), 1u) << (run.load_errors.empty() ? "" : run.load_errors[0]);
  EXPECT_EQ(run.results[0].status, ScenarioResult::Status::kFail);
  EXPECT_NE(run.results[0].message.find("cast.xml:5: counter cast=4294967297: expected a number from 0 to 20"), std::string::npos)
      << run.results[0].message;
}

// A setup piece of side "neutral" (a word of the scenario format, for the core's units of neither side) in a
// variant without such units is refused where the setup is built, as the FEN's "*" is (issue 17).
TEST(ScenarioRunner, ASetupPieceOfNeitherSideFailsTheScenario) {
  std::string xml = R"(<scenarios variant="quadrant12" topic="t">
  <scenario id="a.b">
    <description>quadrant12 has two sides, White and Black.</description>
    <clause ref="board.size"/>
    <setup fen="11k/12/12/12/12/12/12/12/12/12/12/11K w - - 0 1"><piece at="j10" kind="knight" side="neutral"/></setup>
    <expect><moves count="3"/></expect>
  </scenario>
</scenarios>
)";
  CorpusRun run = run_corpus({write("neutral.xml", xml)}, [](const Scenario& s, const ScenarioFile& f) { return run_on_model(s, f, Profile{}); });
  ASSERT_EQ(run.results.size(), 1u) << (run.load_errors.empty() ? "" : run.load_errors[0]);
  EXPECT_EQ(run.results[0].status, ScenarioResult::Status::kFail);
  EXPECT_NE(run.results[0].message.find("neutral.xml:5: piece at j10: side \"neutral\", and variant quadrant12 has no units of neither side"),
            std::string::npos) << run.results[0].message;
}

TEST(ScenarioLoader, AScenarioMustSayWhereItsExpectationComesFromAndTestSomething) {
  EXPECT_NE(error_of(replace(kGood, "<description>From the rules: the start position has 20 moves (16 pawn, 4 knight).</description>", "<description> </description>")).find("needs a <description>"), std::string::npos);
  EXPECT_NE(error_of(replace(kGood, "    <expect><moves count=\"20\"/></expect>\n", "")).find("has no <expect>"), std::string::npos);
  EXPECT_NE(error_of(replace(kGood, "<scenario id=\"a.b\">", "<scenario id=\"a.b\" status=\"xfail\">")).find("needs reason"), std::string::npos);
}

TEST(ScenarioLoader, AllErrorsOfAFileAreReportedTogether) {
  std::string xml = replace(replace(kGood, "<moves count=\"20\"/>", "<moves cuont=\"20\"/><bogus/>"), "topic=\"t\"", "topic=\"t\" colour=\"x\"");
  std::string e = error_of(xml);
  EXPECT_NE(e.find("colour"), std::string::npos) << e;
  EXPECT_NE(e.find("cuont"), std::string::npos) << e;
  EXPECT_NE(e.find("<bogus>"), std::string::npos) << e;
}

TEST(ScenarioRunner, AFileThatDoesNotLoadIsReportedAndTheRestRuns) {
  std::string good = write("good2.xml", kGood);
  std::string bad = write("bad2.xml", "<scenarios");
  CorpusRun run = run_corpus({bad, good}, [](const Scenario& s, const ScenarioFile& f) { return run_on_model(s, f, Profile{}); });
  EXPECT_EQ(run.load_errors.size(), 1u);
  ASSERT_EQ(run.results.size(), 1u);
  EXPECT_EQ(run.results[0].status, ScenarioResult::Status::kPass) << run.results[0].message;
  EXPECT_EQ(run.summary(), "1 passed, 1 failed, 0 xfail, 0 skipped");
}

TEST(ScenarioRunner, AWrongExpectationFailsWithPositionExpectedAndActual) {
  std::string path = write("wrong.xml", replace(kGood, "count=\"20\"", "count=\"21\""));
  CorpusRun run = run_corpus({path}, [](const Scenario& s, const ScenarioFile& f) { return run_on_model(s, f, Profile{}); });
  ASSERT_EQ(run.results.size(), 1u);
  const ScenarioResult& r = run.results[0];
  EXPECT_EQ(r.status, ScenarioResult::Status::kFail);
  EXPECT_NE(r.message.find("wrong.xml:6: expected <moves count=\"21\"/>; 20 moves instead of 21"), std::string::npos) << r.message;
  EXPECT_NE(r.message.find("position: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), std::string::npos) << r.message;
}

TEST(ScenarioRunner, XfailIsReportedAndXpassFails) {
  std::string xfail = write("xf.xml", replace(replace(kGood, "count=\"20\"", "count=\"21\""), "<scenario id=\"a.b\">", "<scenario id=\"a.b\" status=\"xfail\" reason=\"known\">"));
  std::string xpass = write("xp.xml", replace(kGood, "<scenario id=\"a.b\">", "<scenario id=\"a.b\" status=\"xfail\" reason=\"known\">"));
  CorpusRun run = run_corpus({xfail, xpass}, [](const Scenario& s, const ScenarioFile& f) { return run_on_model(s, f, Profile{}); });
  ASSERT_EQ(run.results.size(), 2u);
  EXPECT_EQ(run.results[0].status, ScenarioResult::Status::kXfail);
  EXPECT_EQ(run.results[1].status, ScenarioResult::Status::kXpass);
  EXPECT_EQ(run.failures(), 1);
}

TEST(ScenarioRunner, ARequiredOptionOtherThanTheRunsIsSkipped) {
  std::string path = write("req.xml", replace(kGood, "<setup", "<requires point=\"end.claims\" option=\"automatic\"/>\n    <setup"));
  Profile other;
  other.set("end.claims", "on-claim");
  CorpusRun run = run_corpus({path}, [&](const Scenario& s, const ScenarioFile& f) { return run_on_model(s, f, other); });
  ASSERT_EQ(run.results.size(), 1u);
  EXPECT_EQ(run.results[0].status, ScenarioResult::Status::kSkip);
  EXPECT_NE(run.results[0].message.find("requires end.claims=automatic"), std::string::npos);
}

TEST(ScenarioRunner, JunitAndMarkdownReportTheRun) {
  std::string path = write("wrong2.xml", replace(kGood, "count=\"20\"", "count=\"21\""));
  CorpusRun run = run_corpus({path}, [](const Scenario& s, const ScenarioFile& f) { return run_on_model(s, f, Profile{}); });
  std::string junit = junit_xml(run, "suite");
  EXPECT_NE(junit.find("<failure message="), std::string::npos);
  EXPECT_NE(junit.find("failures=\"1\""), std::string::npos);
  std::string md = corpus_markdown(run, "title");
  EXPECT_NE(md.find("0 passed, 1 failed"), std::string::npos);
}

const char* kInvalid = R"(<scenarios variant="chess" topic="t">
  <scenario id="a.invalid">
    <description>FIDE 3.9: the side not to move cannot stand in check (the rook on e1 attacks e8).</description>
    <clause ref="check.no-self-check"/>
    <setup fen="4k3/8/8/8/8/8/8/4RK2 w - - 0 1"/>
    <expect><invalid-setup/></expect>
  </scenario>
</scenarios>
)";

TEST(ScenarioLoader, AnInvalidSetupIsTheOnlyExpectationOfItsScenario) {
  auto f = load_scenario_file(write("inv.xml", kInvalid));
  ASSERT_TRUE(f) << f.error();
  EXPECT_TRUE(f->scenarios[0].expects_invalid_setup());
  std::string with_play = error_of(replace(kInvalid, "<expect><invalid-setup/></expect>", "<play move=\"e1e2\"/><expect><invalid-setup/></expect>"));
  EXPECT_NE(with_play.find("s.xml:2: scenario a.invalid: <invalid-setup/> is judged on the setup alone"), std::string::npos) << with_play;
  EXPECT_NE(error_of(replace(kInvalid, "<invalid-setup/>", "<invalid-setup/><to-move side=\"white\"/>")).find("judged on the setup alone"), std::string::npos);
  EXPECT_NE(error_of(replace(kInvalid, "<invalid-setup/>", "<invalid-setup why=\"x\"/>")).find("<invalid-setup> has no attribute \"why\""), std::string::npos);
}

CorpusRun run_on_model(const std::string& path) {
  return run_corpus({path}, [](const Scenario& s, const ScenarioFile& f) { return run_on_model(s, f, Profile{}); });
}

TEST(ScenarioRunner, AnExpectedInvalidSetupPassesOnlyWhenTheModelRejectsIt) {
  CorpusRun invalid = run_on_model(write("inv1.xml", kInvalid));
  ASSERT_EQ(invalid.results.size(), 1u);
  EXPECT_EQ(invalid.results[0].status, ScenarioResult::Status::kPass) << invalid.results[0].message;

  // Black to move: the same board can occur, so the expectation fails and says so.
  CorpusRun valid = run_on_model(write("inv2.xml", replace(kInvalid, "4RK2 w", "4RK2 b")));
  ASSERT_EQ(valid.results.size(), 1u);
  const ScenarioResult& r = valid.results[0];
  EXPECT_EQ(r.status, ScenarioResult::Status::kFail);
  EXPECT_NE(r.message.find("inv2.xml:6: expected <invalid-setup/>; the setup was accepted"), std::string::npos) << r.message;

  // A FEN that does not parse is an error of the scenario, not an invalid setup.
  CorpusRun syntax = run_on_model(write("inv3.xml", replace(kInvalid, "4RK2 w", "4RK2 x")));
  ASSERT_EQ(syntax.results.size(), 1u);
  EXPECT_EQ(syntax.results[0].status, ScenarioResult::Status::kFail);
  EXPECT_NE(syntax.results[0].message.find("inv3.xml:5: setup fen: FEN side to move"), std::string::npos) << syntax.results[0].message;
}

TEST(ScenarioRunner, AnUnexpectedInvalidSetupFailsTheScenarioWithTheReason) {
  CorpusRun run = run_on_model(write("inv4.xml", replace(kInvalid, "<expect><invalid-setup/></expect>", "<expect><to-move side=\"white\"/></expect>")));
  ASSERT_EQ(run.results.size(), 1u);
  EXPECT_EQ(run.results[0].status, ScenarioResult::Status::kFail);
  EXPECT_NE(run.results[0].message.find("inv4.xml:5: setup: position is not legal in chess: the side not to move is in check"), std::string::npos)
      << run.results[0].message;
}

TEST(ScenarioRunner, IllegalKindsAreJudgedFromTheModelsTypedErrors) {
  const char* xml = R"(<scenarios variant="chess" topic="t">
  <scenario id="a.refused">
    <description>FIDE 3.8.2.2: the rook on f8 attacks f1, which the king crosses.</description>
    <clause ref="king.castling-check"/>
    <setup fen="k4r2/8/8/8/8/8/8/4K2R w K - 0 1"/>
    <play move="e1g1"/>
    <expect><illegal kind="refused" clause="king.castling-check"/></expect>
  </scenario>
</scenarios>
)";
  EXPECT_EQ(run_on_model(write("k1.xml", xml)).failures(), 0);
  CorpusRun wrong_clause = run_on_model(write("k2.xml", replace(xml, "clause=\"king.castling-check\"/>", "clause=\"king.castling-rights\"/>")));
  EXPECT_NE(wrong_clause.results.at(0).message.find("refused by clause \"king.castling-check\""), std::string::npos) << wrong_clause.results[0].message;
  CorpusRun unparsable = run_on_model(write("k3.xml", replace(xml, "kind=\"refused\" clause=\"king.castling-check\"", "kind=\"unparsable\"")));
  EXPECT_NE(unparsable.results.at(0).message.find("the text parses; the action is illegal instead"), std::string::npos) << unparsable.results[0].message;
  CorpusRun parse_error = run_on_model(write("k4.xml", replace(replace(xml, "e1g1", "e1z9"), "kind=\"refused\" clause=\"king.castling-check\"", "kind=\"unparsable\"")));
  EXPECT_EQ(parse_error.failures(), 0) << parse_error.results.at(0).message;
}


// corpus/README.md: a play that is not legal leaves the position as it was, and the scenario goes on from it.
// FIDE 3.8.2.2 refuses e1g1 (the rook on f8 attacks f1, which the king crosses); the FEN after it is the
// setup's; e1d1 is then an ordinary king step from e1.
TEST(ScenarioRunner, PlaysGoOnAfterAnIllegalPlayFromTheSamePosition) {
  const char* xml = R"(<scenarios variant="chess" topic="t">
  <scenario id="a.shared-setup">
    <description>FIDE 3.8.2.2, then an ordinary king step from the unchanged position.</description>
    <clause ref="king.castling-check"/>
    <setup fen="k4r2/8/8/8/8/8/8/4K2R w K - 0 1"/>
    <play move="e1g1"/>
    <expect><illegal kind="refused" clause="king.castling-check"/><fen value="k4r2/8/8/8/8/8/8/4K2R w K - 0 1"/></expect>
    <play move="e1d1"/>
    <expect><piece at="d1" kind="king" side="white"/><to-move side="black"/></expect>
  </scenario>
</scenarios>
)";
  auto f = load_scenario_file(write("after-illegal.xml", xml));
  ASSERT_TRUE(f) << f.error();
  CorpusRun run = run_on_model(write("after-illegal.xml", xml));
  EXPECT_EQ(run.failures(), 0) << run.results.at(0).message;
  EXPECT_EQ(run.results.at(0).status, ScenarioResult::Status::kPass);
  // The same without the <illegal> expectation: the refused play is a failure, named.
  CorpusRun unexpected = run_on_model(write("after-illegal2.xml", replace(xml, "<illegal kind=\"refused\" clause=\"king.castling-check\"/>", "")));
  EXPECT_NE(unexpected.results.at(0).message.find("e1g1 was expected to be legal"), std::string::npos) << unexpected.results[0].message;
}

TEST(ScenarioLoader, ARequirementListsOneOrSeveralOptions) {
  auto req = [&](const std::string& attrs) { return replace(kGood, "<setup", "<requires " + attrs + "/>\n    <setup"); };
  auto f = load_scenario_file(write("two.xml", req("point=\"end.claims\" option=\"automatic on-claim\"")));
  ASSERT_TRUE(f) << f.error();
  const Requirement& r = f->scenarios.at(0).required_options.at(0);
  EXPECT_EQ(r.options, (std::vector<std::string>{"automatic", "on-claim"}));
  EXPECT_TRUE(r.allows("on-claim"));
  EXPECT_FALSE(r.allows("on"));
  EXPECT_EQ(r.text(), "end.claims=automatic|on-claim");
  EXPECT_NE(error_of(req("point=\"end.claims\" option=\" \"")).find("expected one option id or several"), std::string::npos);
  EXPECT_NE(error_of(req("point=\"end.claims\" option=\"automatic automatic\"")).find("\"automatic\" is listed twice"), std::string::npos);
  std::string twice = replace(kGood, "<setup", "<requires point=\"end.claims\" option=\"automatic\"/><requires point=\"end.claims\" option=\"on-claim\"/>\n    <setup");
  EXPECT_NE(error_of(twice).find("end.claims is required twice"), std::string::npos) << error_of(twice);
}

// chess's end.claims has two options, of which the model implements only "automatic" (the default)
// (model/chess/interpretation.cpp). A scenario holding under both runs under the default; one that holds
// only under "on-claim" cannot run on the model: NOT-RUNNABLE, which is neither a pass nor a failure.
TEST(ScenarioRunner, SeveralOptionsRunUnderTheDefaultAndAnUnimplementedOneIsNotRunnable) {
  auto req = [&](const std::string& options) {
    return replace(kGood, "<setup", "<requires point=\"end.claims\" option=\"" + options + "\"/>\n    <setup");
  };
  auto on_model = [](const std::string& path, const Profile& p) {
    return run_corpus({path}, [&](const Scenario& s, const ScenarioFile& f) { return run_on_model(s, f, p); });
  };
  CorpusRun both = on_model(write("both.xml", req("on-claim automatic")), Profile{});
  EXPECT_EQ(both.results.at(0).status, ScenarioResult::Status::kPass) << both.results[0].message;
  CorpusRun other = on_model(write("other.xml", req("on-claim")), Profile{});
  EXPECT_EQ(other.results.at(0).status, ScenarioResult::Status::kNotRunnable);
  EXPECT_NE(other.results[0].message.find("the model does not implement end.claims=on-claim"), std::string::npos) << other.results[0].message;
  EXPECT_EQ(other.failures(), 0);
  EXPECT_NE(other.summary().find("1 not runnable"), std::string::npos) << other.summary();
  // A run that chose on-claim keeps a scenario listing it (runs it, here not runnable) and skips one that does not.
  Profile claim;
  claim.set("end.claims", "on-claim");
  EXPECT_EQ(on_model(write("both2.xml", req("automatic on-claim")), claim).results.at(0).status, ScenarioResult::Status::kNotRunnable);
  EXPECT_EQ(on_model(write("auto.xml", req("automatic")), claim).results.at(0).status, ScenarioResult::Status::kSkip);
  // JUnit counts it as skipped, not failed.
  std::string junit = junit_xml(other, "suite");
  EXPECT_NE(junit.find("failures=\"0\" skipped=\"1\""), std::string::npos) << junit;
}

// A variant without a model: its scenarios are NOT-RUNNABLE, not failures (issue 15).
TEST(ScenarioRunner, AVariantWithoutAModelIsNotRunnable) {
  CorpusRun run = run_on_model(write("nomodel.xml", replace(kGood, "variant=\"chess\"", "variant=\"no-such-variant\"")));
  ASSERT_EQ(run.results.size(), 1u);
  EXPECT_EQ(run.results[0].status, ScenarioResult::Status::kNotRunnable) << run.results[0].message;
  EXPECT_NE(run.results[0].message.find("the model has no variant \"no-such-variant\""), std::string::npos) << run.results[0].message;
  EXPECT_EQ(run.failures(), 0);
}

// An id of a family (fairy-WxH) is a variant of the model, as make_variant makes it, not a variant without one.
TEST(ScenarioRunner, AFamilysIdIsAVariantOfTheModel) {
  EXPECT_EQ(model_cannot_run("fairy-12x10", Profile{}), "");
  EXPECT_EQ(model_cannot_run("fairy", Profile{}), "");
  EXPECT_EQ(model_cannot_run("fairy12x10", Profile{}), "the model has no variant \"fairy12x10\"");
}

}  // namespace
}  // namespace arbiter
