// The observable-state vocabularies (corpus/vocabulary/<variant>.xml, oracle/scenarios/vocabulary.h) and the
// expectations written in them: every term names state the model has, with the scope the term says, and a
// clause of the variant's catalog; the area actions are exactly the abilities in which no unit acts; the
// loader refuses a term or value the vocabulary does not have; <unit>, <square>, <moves unit=>, <turn
// may-end=> and the any-reply play are judged as corpus/README.md says.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "model/core/mechanic_variant.h"
#include "model/core/notation.h"
#include "oracle/catalog/catalog.h"
#include "oracle/engines/engine_session.h"
#include "oracle/scenarios/model_runner.h"
#include "oracle/scenarios/scenario_runner.h"
#include "oracle/scenarios/vocabulary.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> vocabulary_variants() {
  std::vector<std::string> out;
  for (const auto& f : fs::directory_iterator(default_corpus_dir() + "/vocabulary")) out.push_back(f.path().stem().string());
  std::sort(out.begin(), out.end());
  return out;
}

TEST(Vocabulary, EveryTermNamesModelStateOfItsScopeAndACatalogClause) {
  const auto variants = vocabulary_variants();
  ASSERT_GE(variants.size(), 4u);
  for (const std::string& id : variants) {
    SCOPED_TRACE(id);
    auto vocabulary = vocabulary_for(default_corpus_dir(), id);
    ASSERT_TRUE(vocabulary) << vocabulary.error();
    auto v = make_variant(id);
    ASSERT_TRUE(v) << v.error();
    auto cat = catalog::load_catalog(catalog::default_model_dir() + "/" + id + "/rules.xml");
    ASSERT_TRUE(cat) << cat.error();
    for (const StateTerm& t : (*vocabulary)->terms) {
      SCOPED_TRACE(t.name);
      auto a = (*v)->schema().attribute(t.attribute);
      ASSERT_TRUE(a.has_value()) << "no attribute " << t.attribute;
      const AttributeDef& def = (*v)->schema().attributes[*a];
      EXPECT_EQ(def.scope == Scope::kPiece, t.of == StateTerm::Of::kUnit) << "scope of " << t.attribute;
      EXPECT_EQ(def.unit_valued, t.names_unit) << t.attribute;
      for (const auto& [raw, word] : t.values) EXPECT_TRUE(raw >= def.min && raw <= def.max) << word;
      bool known = false;
      for (const auto& c : cat->clauses) known = known || c.id == t.clause;
      EXPECT_TRUE(known) << "clause " << t.clause << " is not in " << id << "'s catalog";
    }
  }
}

// The model's own answer: an ability is an area action when its owner names no unit acting in it
// (Mechanic::actors). Checked on every legal ability of each variant's start position.
TEST(Vocabulary, AreaActionsAreTheAbilitiesNoUnitActs) {
  for (const std::string& id : vocabulary_variants()) {
    SCOPED_TRACE(id);
    auto vocabulary = vocabulary_for(default_corpus_dir(), id);
    ASSERT_TRUE(vocabulary) << vocabulary.error();
    auto made = make_variant(id);
    ASSERT_TRUE(made);
    auto v = std::dynamic_pointer_cast<const MechanicVariant>(*made);
    ASSERT_TRUE(v);
    const Position pos = v->start_position();
    ActionList legal;
    v->legal_actions(pos, legal);
    for (const Action& a : legal) {
      if (a.type != ActionType::kAbility) continue;
      const std::string text = action_text(*v, a);
      const std::string name = text.substr(0, text.find('@'));
      const auto& area = (*vocabulary)->area_actions;
      const bool listed = std::find(area.begin(), area.end(), name) != area.end();
      EXPECT_EQ(listed, v->actors(pos, a).empty()) << text;
    }
  }
}

// Issue 35, item 4: `state unit h8 paralysed=4` then `state unit h8 paralysed=3` passed with the last one
// winning, and `state unit zz99 bogus=1` was accepted. Two values for one term are a contradiction; against a
// variant's board and vocabulary (a conformance run), an unknown square or term is an error.
TEST(Vocabulary, ContradictoryOrUnknownStateIsAnError) {
  auto twice = read_state_lines({"unit h8 paralysed=4", "unit h8 paralysed=3"});
  ASSERT_FALSE(twice);
  EXPECT_NE(twice.error().find("unit h8 paralysed is given twice (4, 3)"), std::string::npos) << twice.error();
  EXPECT_TRUE(read_state_lines({"unit h8 paralysed=4", "unit h8 paralysed=4"}));  // a repeat says nothing new
  auto made = make_variant("frozenchess13", Profile{});
  ASSERT_TRUE(made.ok());
  auto vocabulary = vocabulary_for(default_corpus_dir(), "frozenchess13");
  ASSERT_TRUE(vocabulary) << vocabulary.error();
  const Geometry& g = (*made)->geometry();
  EXPECT_TRUE(read_state_lines({"unit p16 paralysed=2", "square a1 tomb=open"}, &g, *vocabulary));
  auto square = read_state_lines({"unit zz99 paralysed=1"}, &g, *vocabulary);
  ASSERT_FALSE(square);
  EXPECT_NE(square.error().find("\"zz99\" is no square of this board"), std::string::npos) << square.error();
  auto term = read_state_lines({"unit h8 bogus=1"}, &g, *vocabulary);
  ASSERT_FALSE(term);
  EXPECT_NE(term.error().find("\"bogus\" is no unit term"), std::string::npos) << term.error();
  EXPECT_FALSE(read_state_lines({"square h8 paralysed=1"}, &g, *vocabulary));  // a unit's term, not a square's
}

TEST(Vocabulary, StateLinesReadBackAndBadLinesAreErrors) {
  auto report = read_state_lines({"unit e4 paralysed=2 level=1", "square c5 tomb=open"});
  ASSERT_TRUE(report) << report.error();
  EXPECT_EQ(report->at("unit e4 paralysed"), "2");
  EXPECT_EQ(report->at("square c5 tomb"), "open");
  EXPECT_FALSE(read_state_lines({"piece e4 paralysed=2"}));
  EXPECT_FALSE(read_state_lines({"unit e4 paralysed"}));
  // An engine's answer: the lines up to "stateok"; without it, the engine does not speak `state`.
  auto lines = engine_reply::state({"info string x", "state unit e4 paralysed=2", "stateok"});
  ASSERT_TRUE(lines);
  EXPECT_EQ(*lines, std::vector<std::string>{"unit e4 paralysed=2"});
  EXPECT_FALSE(engine_reply::state({"Unknown command: 'state'"}));
}

std::string write(const std::string& name, const std::string& body) {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  std::string path = ::testing::TempDir() + "/" + std::string(info->name()) + "-" + std::to_string(getpid()) + "-" + name;
  std::ofstream(path) << body;
  return path;
}

CorpusRun run(const std::string& path) {
  return run_corpus({path}, [](const Scenario& s, const ScenarioFile& f) { return run_on_model(s, f, Profile{}); });
}

// frozenchess13's paralysis.freeze and FEN (README "Positions and moves"): a unit's paralysis is the piece
// attribute paralysis@SQ; the tomb of d5 is tomb-state 3 (open) holding a dead white rook.
const char* kState = R"(<scenarios variant="frozenchess13" topic="t">
  <scenario id="t.state">
    <description>A paralysed lancer on b4 (2 turns), an open tomb on d5 (tomb.creation), flat ground.</description>
    <clause ref="paralysis.freeze"/>
    <setup fen="K14k/16/16/16/16/16/16/16/16/16/16/16/1L14/16/16/16 w - - 0 1 paralysis@b4=2 tomb-state:d5=3 tomb:d5=[Rl]"/>
    <expect>
      <unit at="b4" paralysed="2" crr-diagonal="0"/>
      <square at="d5" tomb="open" level="0"/>
      <square at="d6" tomb="none"/>
    </expect>
  </scenario>
</scenarios>
)";

TEST(VocabularyExpectations, UnitAndSquareTermsAreJudgedOnTheModelsState) {
  CorpusRun ok = run(write("state.xml", kState));
  ASSERT_EQ(ok.results.size(), 1u);
  EXPECT_EQ(ok.results[0].status, ScenarioResult::Status::kPass) << ok.results[0].message;
  std::string wrong = kState;
  wrong.replace(wrong.find("paralysed=\"2\""), 13, "paralysed=\"1\"");
  wrong.replace(wrong.find("tomb=\"open\""), 11, "tomb=\"explosive\"");
  CorpusRun bad = run(write("wrong.xml", wrong));
  ASSERT_EQ(bad.results.size(), 1u);
  EXPECT_NE(bad.results[0].message.find("found paralysed=2"), std::string::npos) << bad.results[0].message;
  EXPECT_NE(bad.results[0].message.find("found tomb=open"), std::string::npos) << bad.results[0].message;
  std::string empty = kState;
  empty.replace(empty.find("<unit at=\"b4\""), 13, "<unit at=\"c4\"");
  EXPECT_NE(run(write("empty.xml", empty)).results.at(0).message.find("no unit stands on c4"), std::string::npos);
}

TEST(VocabularyExpectations, TheLoaderRefusesTermsAndValuesTheVocabularyLacks) {
  std::string unknown = kState;
  unknown.replace(unknown.find("crr-diagonal=\"0\""), 16, "frozen=\"1\"");
  auto f = load_scenario_file(write("unknown.xml", unknown));
  ASSERT_FALSE(f);
  EXPECT_NE(f.error().find("\"frozen\" is not a term of a unit"), std::string::npos) << f.error();
  std::string value = kState;
  value.replace(value.find("tomb=\"none\""), 11, "tomb=\"shut\"");
  auto g = load_scenario_file(write("value.xml", value));
  ASSERT_FALSE(g);
  EXPECT_NE(g.error().find("tomb=\"shut\": expected one of none explosive waiting open respawned"), std::string::npos) << g.error();
}

// quadrant12's start position (model/quadrant12): the rook on a1 has no plain move (its own pawn and knight
// stand beside it) but may swap with the pawn on a2 (swap.friendly), while the rotations anchored on b2
// (quadrant12's area actions: no unit acts in them) are listed by from="b2" and not by unit="b2".
TEST(VocabularyExpectations, MovesOfAUnitLeaveOutAreaActionsAnchoredOnItsSquare) {
  const char* xml = R"(<scenarios variant="quadrant12" topic="t">
  <scenario id="t.unit">
    <description>See the test's comment.</description>
    <clause ref="rook.movement"/>
    <setup fen="START"/>
    <expect>
      <moves unit="a1" type="move" count="0"/>
      <moves unit="a1" include="swap@a1&gt;a2"/>
      <moves from="b2" ability="rotate4cw" include="rotate4cw@b2"/>
      <moves unit="b2" exclude="rotate4cw@b2 rotate9cw@b2" include="b2b3"/>
    </expect>
  </scenario>
</scenarios>
)";
  auto v = make_variant("quadrant12");
  ASSERT_TRUE(v);
  std::string text = xml;
  text.replace(text.find("START"), 5, (*v)->start_fen());
  CorpusRun r = run(write("unit.xml", text));
  ASSERT_EQ(r.results.size(), 1u);
  EXPECT_EQ(r.results[0].status, ScenarioResult::Status::kPass) << r.results[0].message;
}

// frozenchess13's double move (double-move.non-capture): after a unit's first move its side may end the turn
// with 0000 (the vocabulary's turn-end); <turn may-end="no"> there fails. The any-reply play (*) lets Black
// answer with whatever comes first in text order.
TEST(VocabularyExpectations, TurnMayEndAndAnyReply) {
  const char* xml = R"(<scenarios variant="frozenchess13" topic="t">
  <scenario id="t.turn">
    <description>See the test's comment.</description>
    <clause ref="double-move.non-capture"/>
    <setup fen="K14k/16/16/16/16/16/16/16/16/16/16/16/1R14/16/16/16 w - - 0 1"/>
    <play move="b4b5"/>
    <expect><turn may-end="yes"/><to-move side="white"/></expect>
    <play move="0000"/>
    <play move="*"/>
    <expect><to-move side="white"/></expect>
  </scenario>
</scenarios>
)";
  CorpusRun r = run(write("turn.xml", xml));
  ASSERT_EQ(r.results.size(), 1u);
  EXPECT_EQ(r.results[0].status, ScenarioResult::Status::kPass) << r.results[0].message;
  std::string must = xml;
  must.replace(must.find("may-end=\"yes\""), 13, "may-end=\"no\"");
  CorpusRun wrong = run(write("must.xml", must));
  EXPECT_NE(wrong.results.at(0).message.find("the turn may end here (0000 is legal)"), std::string::npos) << wrong.results[0].message;
}

}  // namespace
}  // namespace arbiter
