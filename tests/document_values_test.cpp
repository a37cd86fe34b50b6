// The document's quantities as data (model/core/document_values.h): the designer's edit loop on a copied
// document, the catalog check of each value against its quote, and that the model reads every value it is given.
//
// The loop (issue 36): removal12's line 46 says "king can 3 times per game ... exchange". Edited to "2 times",
// the quote of king.exchange is stale; the quote updated, its value is stale; the value updated, the catalog
// passes and the model made from the copy allows two exchanges, refusing the third by king.exchange, where the
// bundled document's model allows it; the bundled scenario that asserts the third is legal now fails.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "model/core/document_values.h"
#include "model/core/fen.h"
#include "model/core/notation.h"
#include "model/core/variant.h"
#include "model/core/variant_table.h"
#include "oracle/catalog/catalog.h"
#include "oracle/catalog/check.h"
#include "oracle/scenarios/model_runner.h"
#include "oracle/scenarios/scenario.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;
using catalog::CheckReport;
using catalog::check_catalog_file;
using catalog::format_check_report;

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}
void spit(const fs::path& p, const std::string& text) { std::ofstream(p, std::ios::binary) << text; }
// Replaces the one occurrence of `from` in the file (the test fails if there is not exactly one).
void edit(const fs::path& p, const std::string& from, const std::string& to) {
  std::string text = slurp(p);
  const size_t at = text.find(from);
  ASSERT_NE(at, std::string::npos) << from << " not in " << p;
  ASSERT_EQ(text.find(from, at + 1), std::string::npos) << from << " twice in " << p;
  text.replace(at, from.size(), to);
  spit(p, text);
}
// Replaces every occurrence (at least one): a sentence several clauses and points quote.
void edit_all(const fs::path& p, const std::string& from, const std::string& to) {
  std::string text = slurp(p);
  size_t n = 0;
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()), ++n)
    text.replace(at, from.size(), to);
  ASSERT_GT(n, 0u) << from << " not in " << p;
  spit(p, text);
}

// The king a1 exchanges with the bishop c4 and back, Black's king stepping between: then a third exchange.
// Whether that third one is legal, and the clause that refuses it when not.
std::string third_exchange(const Variant& v) {
  auto pos = parse_fen(v, "11k/9ppp/12/12/12/12/12/12/2B9/12/PPP9/K11 w - - 0 1");
  if (!pos) return "setup: " + pos.error();
  Game game(v, *pos);
  for (const char* text : {"exchange@a1>c4", "l12k12", "exchange@c4>a1", "k12l12"}) {
    auto a = lookup_action(game, text);
    if (!a) return std::string(text) + ": " + a.error();
    game.play(*a);
  }
  auto third = lookup_action(game, "exchange@a1>c4");
  return third ? "legal" : "refused by " + third.error_value().clause;
}

class DocumentValuesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::temp_directory_path() / ("arbiter-values-" + std::to_string(::getpid()));
    fs::remove_all(root_);
    for (const char* v : {"removal12", "deathsquare12", "quadrant12"}) {
      fs::create_directories(root_ / v);
      for (const char* f : {"document.txt", "rules.xml"})
        fs::copy_file(fs::path(ARBITER_SOURCE_DIR) / "model" / v / f, root_ / v / f);
    }
  }
  void TearDown() override {
    set_model_dir(std::string(ARBITER_SOURCE_DIR) + "/model");
    fs::remove_all(root_);
  }
  // The designer's edit of one number, everywhere it is written: `from` -> `to` in the document and in every
  // quote of the catalog (a sentence several clauses and points quote), and the value `name` of the catalog
  // from (literal `from`, number a) to (literal `to`, number b); then the copy's catalog must pass and the
  // model is made from the copy.
  void edit_number(const std::string& variant, const std::string& from, const std::string& to, const std::string& name, int a,
                   int b, const std::string& literal_from, const std::string& literal_to) {
    edit_all(root_ / variant / "document.txt", from, to);
    edit_all(root_ / variant / "rules.xml", from, to);
    edit(root_ / variant / "rules.xml",
         "<value name=\"" + name + "\" literal=\"" + literal_from + "\">" + std::to_string(a) + "</value>",
         "<value name=\"" + name + "\" literal=\"" + literal_to + "\">" + std::to_string(b) + "</value>");
    EXPECT_EQ(check(variant).failures(), 0) << format_check_report(check(variant));
    set_model_dir(root_.string());
  }
  CheckReport check(const std::string& variant = "removal12") {
    auto report = check_catalog_file((root_ / variant / "rules.xml").string());
    EXPECT_TRUE(report) << report.error();
    return report ? *report : CheckReport{};
  }
  fs::path root_;
};

TEST_F(DocumentValuesTest, AnEditedNumberReachesPlayThroughTheCatalog) {
  // The bundled document: the third exchange is legal ("3 times per game").
  auto bundled = make_variant("removal12");
  ASSERT_TRUE(bundled) << bundled.error();
  EXPECT_EQ(third_exchange(**bundled), "legal");

  const fs::path doc = root_ / "removal12/document.txt", rules = root_ / "removal12/rules.xml";
  edit(doc, "king can 3 times per game", "king can 2 times per game");
  CheckReport r = check();
  ASSERT_EQ(r.stale.size(), 1u);
  EXPECT_EQ(r.stale[0].owner, "clause king.exchange");

  edit(rules, "<quote>but king can 3 times per game", "<quote>but king can 2 times per game");
  r = check();
  EXPECT_TRUE(r.stale.empty());
  ASSERT_EQ(r.stale_values.size(), 1u);
  EXPECT_NE(r.stale_values[0].message.find("king.exchange/allowance"), std::string::npos) << r.stale_values[0].message;
  EXPECT_EQ(r.failures(), 1);

  edit(rules, "<value name=\"allowance\" literal=\"3 times\">3</value>", "<value name=\"allowance\" literal=\"2 times\">2</value>");
  r = check();
  EXPECT_EQ(r.failures(), 0) << format_check_report(r);

  set_model_dir(root_.string());
  auto edited = make_variant("removal12");
  ASSERT_TRUE(edited) << edited.error();
  EXPECT_EQ(third_exchange(**edited), "refused by king.exchange");

  // The bundled scenario asserting that a king which spent two exchanges has a third now fails.
  auto file = load_scenario_file(std::string(ARBITER_SOURCE_DIR) + "/corpus/removal12/king.xml");
  ASSERT_TRUE(file) << file.error();
  const Scenario* runs_out = nullptr;
  for (const Scenario& s : file->scenarios)
    if (s.id == "king.exchange-runs-out") runs_out = &s;
  ASSERT_NE(runs_out, nullptr);
  EXPECT_EQ(run_on_variant(*runs_out, *file, **edited).status, ScenarioResult::Status::kFail);
  EXPECT_EQ(run_on_variant(*runs_out, *file, **bundled).status, ScenarioResult::Status::kPass);
}

// Whether `move` is legal after `fen` in `variant` made from the current model directory: "legal", or the clause
// that refuses it.
std::string judge_move(const std::string& variant, const std::string& fen, const std::string& move) {
  auto v = make_variant(variant);
  if (!v) return "variant: " + v.error();
  auto pos = parse_fen(**v, fen);
  if (!pos) return "setup: " + pos.error();
  Game game(**v, *pos);
  auto a = lookup_action(game, move);
  return a ? "legal" : "refused by " + a.error_value().clause;
}

// The twelve family's mechanics read their numbers too. deathsquare12's guards: "protected by two or more
// (non-pawn) pieces ... cannot be captured". The bishop e5, protected by the rooks e1 and a5, is guarded: the
// knight d7 may not take it. Edited to "three or more", two protectors make no guard (and no Empower, which
// needs exactly one), so the capture is legal.
TEST_F(DocumentValuesTest, AnEditedGuardCountReachesDeathsquare12) {
  const std::string fen = "11k/9ppp/12/12/12/3n8/12/R3B7/12/12/9PPP/4R6K b - - 0 1";
  EXPECT_EQ(judge_move("deathsquare12", fen, "d7e5"), "refused by guards.cannot-be-captured");
  edit_number("deathsquare12", "two or more (non-pawn)", "three or more (non-pawn)", "protectors", 2, 3, "two or more",
              "three or more");
  EXPECT_EQ(judge_move("deathsquare12", fen, "d7e5"), "legal");
}

// quadrant12's capture range: "ranged pieces normally have 12 squares range". The rook a1 reaches a12, 11
// squares away, on an empty file; edited to "10 squares range", it no longer does.
TEST_F(DocumentValuesTest, AnEditedRangeReachesQuadrant12) {
  const std::string fen = "11k/9ppp/12/12/12/12/12/12/12/12/9PPP/R10K w - - 0 1";
  EXPECT_EQ(judge_move("quadrant12", fen, "a1a12"), "legal");
  edit_number("quadrant12", "normally have 12 squares range", "normally have 10 squares range", "range", 12, 10,
              "12 squares range", "10 squares range");
  const std::string edited = judge_move("quadrant12", fen, "a1a12");
  EXPECT_EQ(edited.rfind("refused by ", 0), 0u) << edited;
  EXPECT_EQ(judge_move("quadrant12", fen, "a1a11"), "legal");  // 10 squares: within the edited range
}

// quadrant12's rotations: "rotate as a single square in any direction 1-3 times". Edited to "1-5 times", the
// catalog is consistent again once its values say 5, but a fourth quarter turn leaves the block as it was and a
// fifth is the first again: the model does not play such a count silently clamped to 3, making the variant
// fails naming the catalog line, the value and what the model plays.
TEST_F(DocumentValuesTest, ANumberTheModelCannotPlayIsAnErrorNotAClamp) {
  const fs::path rules = root_ / "quadrant12/rules.xml";
  edit_all(root_ / "quadrant12/document.txt", "1-3 times", "1-5 times");
  edit_all(rules, "1-3 times", "1-5 times");
  edit_all(rules, "literal=\"1-5 times\">3</value>", "literal=\"1-5 times\">5</value>");
  EXPECT_EQ(check("quadrant12").failures(), 0) << format_check_report(check("quadrant12"));
  set_model_dir(root_.string());
  auto v = make_variant("quadrant12");
  ASSERT_FALSE(v);
  EXPECT_NE(v.error().find("quadrant12/rules.xml:"), std::string::npos) << v.error();
  EXPECT_NE(v.error().find("rotation.rotate4/turns = 5 (\"1-5 times\")"), std::string::npos) << v.error();
  EXPECT_NE(v.error().find("the model plays 1 to 3"), std::string::npos) << v.error();
}

TEST_F(DocumentValuesTest, AValueMustStateItsNumberInItsQuote) {
  const fs::path rules = root_ / "removal12/rules.xml";
  // The literal is in the quote but states another number.
  edit(rules, "<value name=\"allowance\" literal=\"3 times\">3</value>", "<value name=\"allowance\" literal=\"3 times\">4</value>");
  CheckReport r = check();
  ASSERT_EQ(r.stale_values.size(), 1u);
  EXPECT_NE(r.stale_values[0].message.find("does not state 4"), std::string::npos) << r.stale_values[0].message;
  // A value that is not an integer does not load, naming the file and line.
  edit(rules, "literal=\"3 times\">4</value>", "literal=\"3 times\">three</value>");
  auto cat = catalog::load_catalog(rules.string());
  ASSERT_FALSE(cat);
  EXPECT_NE(cat.error().find("rules.xml:"), std::string::npos) << cat.error();
  EXPECT_NE(cat.error().find("expected an integer"), std::string::npos) << cat.error();
  set_model_dir(root_.string());
  auto v = make_variant("removal12");
  ASSERT_FALSE(v);
  EXPECT_NE(v.error().find("expected an integer"), std::string::npos) << v.error();
}

// The kinds a rule names are data too. deathsquare12's "Jesters/kings are immune to jesters immobilization":
// the white jester e5 beside the black jester f6 may move (e5-d3, a knight move, is legal). Edited to "Kings are
// immune", the catalog's kinds follow ("king"), and the black jester's presence now holds the white one: its move
// is refused by jester.immobilized-effect.
TEST_F(DocumentValuesTest, AnEditedKindListReachesDeathsquare12) {
  const std::string fen = "11k/9ppp/12/12/12/12/5j6/4J7/12/12/9PPP/11K w - - 0 1";
  EXPECT_EQ(judge_move("deathsquare12", fen, "e5d3"), "legal");
  const fs::path doc = root_ / "deathsquare12/document.txt", rules = root_ / "deathsquare12/rules.xml";
  edit_all(doc, "Jesters/kings are immune", "Kings are immune");
  edit_all(rules, "Jesters/kings are immune", "Kings are immune");
  // The quote changed, the kinds did not: the literal is no longer in the quote.
  CheckReport r = check("deathsquare12");
  ASSERT_EQ(r.stale_values.size(), 1u) << format_check_report(r);
  EXPECT_NE(r.stale_values[0].message.find("kinds jester.immobilization-immunity/immune = jester king"), std::string::npos)
      << r.stale_values[0].message;
  // A literal that is quoted but does not name a listed kind is stale too.
  edit(rules, "<kinds name=\"immune\" literal=\"Jesters/kings\">jester king</kinds>",
       "<kinds name=\"immune\" literal=\"Kings\">jester king</kinds>");
  r = check("deathsquare12");
  ASSERT_EQ(r.stale_values.size(), 1u) << format_check_report(r);
  EXPECT_NE(r.stale_values[0].message.find("does not name jester"), std::string::npos) << r.stale_values[0].message;
  edit(rules, "literal=\"Kings\">jester king</kinds>", "literal=\"Kings\">king</kinds>");
  EXPECT_EQ(check("deathsquare12").failures(), 0) << format_check_report(check("deathsquare12"));
  set_model_dir(root_.string());
  EXPECT_EQ(judge_move("deathsquare12", fen, "e5d3"), "refused by jester.immobilized-effect");
}

// A kind the variant does not have fails the variant, naming the catalog line and the kinds it has.
TEST_F(DocumentValuesTest, AKindTheVariantDoesNotHaveIsAnError) {
  const fs::path rules = root_ / "deathsquare12/rules.xml";
  edit(rules, "literal=\"Jesters/kings\">jester king</kinds>", "literal=\"Jesters/kings\">jester kings</kinds>");
  set_model_dir(root_.string());
  auto v = make_variant("deathsquare12");
  ASSERT_FALSE(v);
  EXPECT_NE(v.error().find("deathsquare12/rules.xml:"), std::string::npos) << v.error();
  EXPECT_NE(v.error().find("name \"kings\", which the variant does not have"), std::string::npos) << v.error();
  EXPECT_NE(v.error().find("pawn, knight, bishop"), std::string::npos) << v.error();
}

TEST(DocumentValues, KindListsAreNamesOrAllButNames) {
  auto named = parse_kind_list("jester king");
  ASSERT_TRUE(named) << named.error();
  EXPECT_FALSE(named->first);
  EXPECT_EQ(named->second, (std::vector<std::string>{"jester", "king"}));
  auto rest = parse_kind_list("all but pawn");
  ASSERT_TRUE(rest) << rest.error();
  EXPECT_TRUE(rest->first);
  EXPECT_EQ(rest->second, (std::vector<std::string>{"pawn"}));
  for (const char* bad : {"", "all but", "Jester", "jester  king", " jester", "jester,king", "jester "})
    EXPECT_FALSE(parse_kind_list(bad)) << '"' << bad << '"';
  EXPECT_TRUE(names_kind("Kings/pawns", "king"));
  EXPECT_TRUE(names_kind("(non-pawn) pieces", "pawn"));
  EXPECT_FALSE(names_kind("Kings/pawns", "jester"));
}

TEST(DocumentValues, NumberWordsAndSignsStateTheirNumbers) {
  auto values = parse_document_values(
      "<catalog><clause id=\"a\"><value name=\"n\" literal=\"twice\">2</value></clause></catalog>", "t.xml");
  ASSERT_TRUE(values) << values.error();
  EXPECT_EQ((*values)->integer("a", "n"), 2);
  EXPECT_THROW((*values)->integer("a", "m"), std::logic_error);
  EXPECT_FALSE(parse_document_values("<catalog><clause id=\"a\"><value name=\"n\" literal=\"x\">07</value></clause></catalog>", "t.xml"));
  EXPECT_FALSE(parse_document_values("<catalog><clause id=\"a\"><value name=\"n\">7</value></clause></catalog>", "t.xml"));
}

// Every value a catalog states is read by the model when its variant is made under the default readings: a
// value nothing reads is a number of the document the model ignores or keeps its own copy of.
TEST(DocumentValues, TheModelReadsEveryValueOfEveryCatalog) {
  for (const VariantRow& row : variant_table()) {
    if (!row.catalog) continue;
    const std::string id(row.id);
    auto values = document_values(id);
    ASSERT_TRUE(values) << values.error();
    auto v = make_variant(id);
    ASSERT_TRUE(v) << v.error();
    const std::vector<bool> read = (*values)->read();
    for (size_t i = 0; i < read.size(); ++i)
      EXPECT_TRUE(read[i]) << row.id << ": the model never reads the value " << (*values)->all()[i].clause << "/"
                           << (*values)->all()[i].name << " (rules.xml:" << (*values)->all()[i].line << ")";
    const std::vector<bool> kinds_read = (*values)->kinds_read();
    for (size_t i = 0; i < kinds_read.size(); ++i)
      EXPECT_TRUE(kinds_read[i]) << row.id << ": the model never reads the kinds " << (*values)->all_kinds()[i].clause << "/"
                                 << (*values)->all_kinds()[i].name << " (rules.xml:" << (*values)->all_kinds()[i].line << ")";
  }
}

}  // namespace
}  // namespace arbiter
