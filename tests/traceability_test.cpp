// Traceability from the corpus run (oracle/scenarios/traceability.h): a clause counts as exercised when the model
// fired it, named it as a verdict's clause or refused an action by it while a scenario played; an id the
// code declares that no scenario exercises fails, with its id. Each test builds a tiny corpus in a
// temporary directory and judges the bundled catalog of the variant against it.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "model/core/variant.h"
#include "oracle/scenarios/model_runner.h"
#include "oracle/scenarios/scenario.h"
#include "oracle/scenarios/scenario_runner.h"
#include "oracle/scenarios/traceability.h"

namespace arbiter {
namespace {

namespace fs = std::filesystem;

const std::string kModel = std::string(ARBITER_SOURCE_DIR) + "/model";

// A corpus directory of its own per test (CTest runs tests in parallel processes): <tmp>/<test>/<variant>/.
std::string corpus_with(const std::string& variant, const std::string& xml) {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  fs::path dir = fs::path(::testing::TempDir()) / ("traceability-" + std::string(info->name()) + "-" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir / variant);
  std::ofstream(dir / variant / "tiny.xml") << xml;
  return dir.string();
}

// Runs the corpus on the model (every scenario must pass: the evidence comes from scenarios that hold) and
// judges the variant's traceability against what the run exercised.
TraceReport traced(const std::string& variant, const std::string& corpus) {
  CorpusRun run = run_corpus(corpus_files(corpus, variant),
                             [](const Scenario& s, const ScenarioFile& f) { return run_on_model(s, f, Profile{}); });
  EXPECT_EQ(run.failures(), 0) << (run.results.empty() ? "no scenario ran" : run.results[0].message);
  EXPECT_EQ(run.count(ScenarioResult::Status::kPass), static_cast<int>(run.results.size()));
  std::map<std::string, Exercised> exercised = run.exercised();
  return trace_variant(variant, kModel, corpus, &exercised[variant]);
}

bool has(const std::vector<std::string>& ids, const std::string& id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

// A king step and a back-rank mate: no castling is played or refused anywhere.
const char* kNoCastling = R"(<scenarios variant="chess" topic="tiny">
  <scenario id="tiny.king-step">
    <description>FIDE 3.8.1: the king moves to an adjoining square; e1-e2 is empty and not attacked.</description>
    <clause ref="moves.piece"/>
    <setup fen="4k3/8/8/8/8/8/8/4K3 w - - 0 1"/>
    <play move="e1e2"/>
    <expect><legal/></expect>
  </scenario>
  <scenario id="tiny.back-rank-mate">
    <description>FIDE 5.1.1: the rook a1-a8 checks the king on g8 along the 8th rank; its own pawns on f7, g7
      and h7 block every flight square and nothing can capture or block the rook: checkmate. No result is
      asked: the verdict on the last position is evidence by itself.</description>
    <clause ref="end.checkmate"/>
    <setup fen="6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"/>
    <play move="a1a8"/>
    <expect><legal/></expect>
  </scenario>
</scenarios>
)";

TEST(Traceability, DeclaredClauseThatNeverFiresFailsWithItsId) {
  auto v = make_variant("chess");
  ASSERT_TRUE(v);
  std::vector<std::string_view> declared = (*v)->clauses_in_code();
  // The premise: chess's code declares castling (FIDE 3.8.2), which nothing in this corpus does or refuses.
  ASSERT_NE(std::find(declared.begin(), declared.end(), "king.castling"), declared.end());

  TraceReport r = traced("chess", corpus_with("chess", kNoCastling));
  ASSERT_TRUE(r.has_run);
  EXPECT_TRUE(has(r.declared_not_exercised, "king.castling")) << format_trace_report(r);
  EXPECT_TRUE(has(r.declared_not_exercised, "king.castling-check")) << format_trace_report(r);
  EXPECT_GE(r.run_failures(), 2);
  EXPECT_GE(r.failures(), r.run_failures());
  std::string text = format_trace_report(r);
  EXPECT_NE(text.find("never fired nor refused"), std::string::npos) << text;
  EXPECT_NE(text.find("\n    king.castling\n"), std::string::npos) << text;
  // What the scenarios did play is exercised: a piece move, and the checkmate as the verdict's clause.
  EXPECT_TRUE(has(r.exercised_by_firing, "moves.piece")) << text;
  EXPECT_TRUE(has(r.exercised_by_firing, "end.checkmate")) << text;
  EXPECT_FALSE(has(r.declared_not_exercised, "moves.piece"));
  EXPECT_FALSE(has(r.declared_not_exercised, "end.checkmate"));
  // Without the run only the static checks are made.
  TraceReport static_only = trace_variant("chess", kModel, corpus_with("chess", kNoCastling), nullptr);
  EXPECT_FALSE(static_only.has_run);
  EXPECT_EQ(static_only.run_failures(), 0);
}

// The corpus README's example: castling through an attacked square is refused by king.castling-check.
const char* kRefusedCastling = R"(<scenarios variant="chess" topic="tiny">
  <scenario id="tiny.castling-through-check">
    <description>FIDE 3.8.2.2: the king may not cross a square attacked by the opponent. The black rook on
      f8 attacks f1, which the king crosses on its way to g1, so e1g1 is illegal.</description>
    <clause ref="king.castling-check"/>
    <setup fen="k4r2/8/8/8/8/8/8/4K2R w K - 0 1"/>
    <play move="e1g1"/>
    <expect><illegal kind="refused" clause="king.castling-check"/></expect>
  </scenario>
</scenarios>
)";

TEST(Traceability, RefusalCountsAsExercising) {
  TraceReport r = traced("chess", corpus_with("chess", kRefusedCastling));
  ASSERT_TRUE(r.has_run);
  std::string text = format_trace_report(r);
  // The only action was refused: king.castling-check never fired, yet it is exercised.
  EXPECT_TRUE(has(r.exercised_by_refusal, "king.castling-check")) << text;
  EXPECT_FALSE(has(r.exercised_by_firing, "king.castling-check")) << text;
  EXPECT_FALSE(has(r.declared_not_exercised, "king.castling-check")) << text;
  // Castling itself was neither played nor refused by its own clause.
  EXPECT_TRUE(has(r.declared_not_exercised, "king.castling")) << text;
  auto row = std::find_if(r.rows.begin(), r.rows.end(), [](const ClauseTrace& t) { return t.id == "king.castling-check"; });
  ASSERT_NE(row, r.rows.end());
  EXPECT_TRUE(row->refused && !row->fired && row->exercised());
}

// A catalog clause of the start position as drawn (section="diagram") is exercised when a scenario starts
// from the variant's start position, and only then.
TEST(Traceability, DiagramClausesNeedAScenarioFromTheStartPosition) {
  auto v = make_variant("deathsquare12");
  ASSERT_TRUE(v);
  auto scenario = [](const std::string& fen) {
    return R"(<scenarios variant="deathsquare12" topic="tiny">
  <scenario id="tiny.start">
    <description>The document's diagram: twelve pawns on each side's second rank.</description>
    <clause ref="setup.pawn-row"/>
    <setup fen=")" + fen + R"("/>
    <expect><piece at="a2" kind="pawn" side="white"/></expect>
  </scenario>
</scenarios>
)";
  };
  std::string start = (*v)->start_fen();
  TraceReport from_start = traced("deathsquare12", corpus_with("deathsquare12", scenario(start)));
  EXPECT_EQ(from_start.scenarios_from_start, 1);
  EXPECT_TRUE(has(from_start.exercised_by_start, "setup.pawn-row")) << format_trace_report(from_start);
  EXPECT_FALSE(has(from_start.declared_not_exercised, "setup.pawn-row"));
  // The document's caption of the diagram ("Board12x12:12 pawns+12 pieces per side:") is drawn by it too.
  EXPECT_TRUE(has(from_start.exercised_by_start, "board.size")) << format_trace_report(from_start);
  EXPECT_TRUE(has(from_start.exercised_by_start, "setup.counts")) << format_trace_report(from_start);
  EXPECT_FALSE(has(from_start.exercised_by_start, "death-square.creation"));  // a body clause, not the diagram

  // The same board with Black to move is not the start position.
  std::string black = start;
  black.replace(black.find(" w "), 3, " b ");
  TraceReport other = traced("deathsquare12", corpus_with("deathsquare12", scenario(black)));
  EXPECT_EQ(other.scenarios_from_start, 0);
  EXPECT_TRUE(other.exercised_by_start.empty());
  EXPECT_TRUE(has(other.declared_not_exercised, "setup.pawn-row")) << format_trace_report(other);
}

// A variant that is chess in everything but its verdict on a game that goes on: the verdict names the rule by
// which it goes on (as the twelve family's game-end.no-fifty-move-rule does at a halfmove clock of 100).
class GoesOnByARule final : public Variant {
 public:
  GoesOnByARule(std::shared_ptr<const Variant> inner, std::string_view clause)
      : Variant(inner->id(), inner->geometry(), inner->profile()), inner_(std::move(inner)), clause_(clause) {
    schema_ = inner_->schema();
    kinds_ = inner_->kinds();
    abilities_ = inner_->abilities();
    royal_ = inner_->royal_kind();
    decisions_ = inner_->decisions();
  }
  std::string start_fen() const override { return inner_->start_fen(); }
  void legal_actions(const Position& pos, ActionList& out) const override { inner_->legal_actions(pos, out); }
  void apply(Position& pos, const Action& a, Trace* trace) const override { inner_->apply(pos, a, trace); }
  std::string_view refusal(const Position& pos, const Action& a) const override { return inner_->refusal(pos, a); }
  bool in_check(const Position& pos) const override { return inner_->in_check(pos); }
  Outcome outcome(const Game&) const override {
    Outcome o = Outcome::ongoing();
    o.clause = clause_;
    return o;
  }

 private:
  std::shared_ptr<const Variant> inner_;
  std::string_view clause_;
};

const char* kKingStep = R"(<scenarios variant="chess" topic="tiny">
  <scenario id="tiny.goes-on">
    <description>FIDE 3.8.1: the king steps to an adjoining empty square; White keeps a rook (no dead position,
      5.2.2) and Black has moves: nothing ends the game.</description>
    <clause ref="moves.piece"/>
    <setup fen="4k3/8/8/8/8/8/8/R3K3 w - - 0 1"/>
    <play move="e1e2"/>
    <expect><ongoing/></expect>
  </scenario>
</scenarios>
)";

// The clause an ongoing game's verdict names is evidence, as a decided game's is; an ongoing verdict that
// names nothing is none.
TEST(Traceability, AnOngoingVerdictThatNamesAClauseIsEvidence) {
  auto chess = make_variant("chess");
  ASSERT_TRUE(chess);
  std::string corpus = corpus_with("chess", kKingStep);
  auto file = load_scenario_file(corpus + "/chess/tiny.xml");
  ASSERT_TRUE(file) << file.error();
  ASSERT_EQ(file->scenarios.size(), 1u);

  GoesOnByARule goes_on(*chess, "end.fifty-move");
  ScenarioResult r = run_on_variant(file->scenarios[0], *file, goes_on);
  EXPECT_EQ(r.status, ScenarioResult::Status::kPass) << r.message;
  EXPECT_TRUE(has(r.fired, "end.fifty-move"));
  EXPECT_TRUE(has(r.fired, "moves.piece"));

  ScenarioResult plain = run_on_variant(file->scenarios[0], *file, **chess);
  EXPECT_EQ(plain.status, ScenarioResult::Status::kPass) << plain.message;
  EXPECT_FALSE(has(plain.fired, "end.fifty-move"));
  EXPECT_TRUE(has(plain.fired, "moves.piece"));
}

}  // namespace
}  // namespace arbiter
