// The scenario judge (oracle/scenarios/judge.h) on hand-made observations: every kind of verdict it can reach, and
// that a wrong observation fails the scenario with the expectation named, whatever the subject.
#include <gtest/gtest.h>

#include "oracle/scenarios/judge.h"
#include "oracle/scenarios/scenario_runner.h"
#include "tests/test_support.h"

namespace arbiter {
namespace {

using K = Expectation::Kind;
using testing::variant;

Expectation expect(K kind, std::string text) {
  Expectation e;
  e.kind = kind;
  e.text = std::move(text);
  return e;
}

Expectation illegal(const std::string& kind, const std::string& clause = "") {
  Expectation e = expect(K::kIllegal, "<illegal kind=\"" + kind + "\"/>");
  e.illegal_kind = kind;
  e.clause = clause;
  return e;
}

Observation after(Verdict action) {
  Observation o;
  o.action = std::move(action);
  return o;
}

Verdict rejected(Error e, bool typed = true) { return Verdict{std::move(e), typed}; }

class Judge : public ::testing::Test {
 protected:
  std::shared_ptr<const Variant> chess = variant("chess");
  Finding judged(const Expectation& e, const Observation& o) { return judge(*chess, e, o); }
};

TEST_F(Judge, EachActionErrorKindIsTold) {
  Observation unparsable = after(rejected(Error::unparsable_action("move text \"e2x\": expected a square")));
  Observation illegal_move = after(rejected(Error::illegal_action("move a1a2 is not legal in this position")));
  Observation refused = after(rejected(Error::refused_action("move e1g1 is not legal", "king.castling-check")));

  EXPECT_EQ(judged(illegal("unparsable"), unparsable).failure, "");
  EXPECT_EQ(judged(illegal("unparsable"), illegal_move).failure, "the text parses; the action is illegal instead");
  EXPECT_EQ(judged(illegal("illegal"), unparsable).failure, "the text does not parse: move text \"e2x\": expected a square");
  EXPECT_EQ(judged(illegal("illegal"), illegal_move).failure, "");
  EXPECT_EQ(judged(illegal("illegal"), refused).failure, "");  // a refusal is an illegal action with a clause
  EXPECT_EQ(judged(illegal("refused", "king.castling-check"), refused).failure, "");
  EXPECT_EQ(judged(illegal("refused", "king.castling-rights"), refused).failure, "refused by clause \"king.castling-check\"");
  EXPECT_EQ(judged(illegal("refused", "king.castling-check"), illegal_move).failure, "refused by clause \"\" (none named)");
  EXPECT_EQ(judged(illegal("illegal"), after(Verdict{})).failure, "the action was legal");
  EXPECT_EQ(judged(expect(K::kLegal, "<legal/>"), illegal_move).failure,
            "the action was not legal: move a1a2 is not legal in this position");
}

TEST_F(Judge, AnUntypedVerdictJudgesLegalityOnlyAndSaysSo) {
  Observation engine = after(rejected(Error{"the engine does not list it"}, false));
  EXPECT_EQ(judged(illegal("illegal"), engine).failure, "");
  Finding refused = judged(illegal("refused", "king.castling-check"), engine);
  EXPECT_EQ(refused.failure, "");
  EXPECT_EQ(refused.not_judged, "the clause that refuses a move (engines report legality only)");
}

TEST_F(Judge, AnInvalidSetupMustBeRejectedAsInvalid) {
  Expectation e = expect(K::kInvalidSetup, "<invalid-setup/>");
  Observation o;
  o.setup = rejected(Error::invalid_setup("position is not legal in chess: the side not to move is in check"));
  EXPECT_EQ(judged(e, o).failure, "");
  o.setup = Verdict{};
  EXPECT_EQ(judged(e, o).failure, "the setup was accepted as a position that can occur");
  o.setup = rejected(Error::fen_syntax("FEN side to move: expected 'w' or 'b'"));
  EXPECT_EQ(judged(e, o).failure, "rejected as fen-syntax: FEN side to move: expected 'w' or 'b'");
  o.setup = rejected(Error{"info string error: illegal position"}, false);
  EXPECT_EQ(judged(e, o).failure, "");
  o.setup.reset();
  Finding silent = judged(e, o);
  EXPECT_EQ(silent.failure, "");
  EXPECT_NE(silent.not_judged.find("the setup's validity"), std::string::npos);
}

TEST_F(Judge, PositionMovesCheckTraceAndResult) {
  Observation o;
  o.position = testing::position(*chess, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
  Expectation piece = expect(K::kPiece, "<piece/>");
  piece.piece = {"h1", "knight", "white"};
  EXPECT_EQ(judged(piece, o).failure, "found white rook");
  piece.piece.kind = "rook";
  EXPECT_EQ(judged(piece, o).failure, "");

  o.moves = std::vector<std::string>{"e1d1", "e1f1"};
  Expectation moves = expect(K::kMoves, "<moves/>");
  moves.count = 3;
  EXPECT_EQ(judged(moves, o).failure, "2 moves instead of 3; legal: e1d1 e1f1");

  o.check = false;
  Expectation check = expect(K::kCheck, "<check/>");
  check.check = true;
  EXPECT_EQ(judged(check, o).failure, "found no check");

  o.fired = std::vector<std::string>{"moves.piece"};
  Expectation fired = expect(K::kFired, "<fired/>");
  fired.clause = "moves.capture";
  EXPECT_EQ(judged(fired, o).failure, "fired: moves.piece");

  o.result = GameResult{"draw", std::string("end.stalemate"), "1/2-1/2 (stalemate)"};
  Expectation result = expect(K::kResult, "<result/>");
  result.winner = "white";
  EXPECT_EQ(judged(result, o).failure, "found 1/2-1/2 (stalemate) by clause end.stalemate");
  result.winner = "draw";
  result.clause = "end.stalemate";
  EXPECT_EQ(judged(result, o).failure, "");
  o.result->clause.reset();  // an engine states the result, not its clause
  EXPECT_EQ(judged(result, o).not_judged, "the clause that decides a result (engines report the result only)");
  EXPECT_EQ(judged(expect(K::kOngoing, "<ongoing/>"), o).failure, "found 1/2-1/2 (stalemate)");
}

TEST_F(Judge, WhatWasNotObservedIsNotJudged) {
  Observation nothing;
  Expectation check = expect(K::kCheck, "<check/>");
  EXPECT_EQ(judged(check, nothing).failure, "");
  EXPECT_EQ(judged(check, nothing).not_judged, "<check> (the protocol has no query for it)");
  EXPECT_EQ(judged(expect(K::kFired, "<fired/>"), nothing).not_judged, "the rule trace (<fired>)");
  EXPECT_EQ(judged(expect(K::kOngoing, "<ongoing/>"), nothing).not_judged, "the game result (the engine does not answer 'result')");
}

TEST_F(Judge, EnginesEnPassantSquareIsComparedOnlyWhenOneIsExpected) {
  Observation o;
  o.position = testing::position(*chess, "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1");
  Expectation fen = expect(K::kFen, "<fen/>");
  fen.fen = "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1";
  EXPECT_NE(judged(fen, o).failure, "");
  o.exact_en_passant = false;
  EXPECT_EQ(judged(fen, o).failure, "");
}

// An engine that reports the board but not the variant's state (`info string unsupported:` beside `d`'s
// "Fen:"): pieces and the side to move are judged, the FEN's tail is not, whatever the tail would say.
TEST_F(Judge, UnreportedVariantStateIsNotJudged) {
  Observation o;
  o.position = testing::position(*chess, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
  o.state_reported = false;
  Expectation fen = expect(K::kFen, "<fen/>");
  fen.fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
  EXPECT_EQ(judged(fen, o).failure, "");
  EXPECT_EQ(judged(fen, o).not_judged, "the variant's state (the engine reports the board only)");
  Expectation piece = expect(K::kPiece, "<piece/>");
  piece.piece = {"h1", "knight", "white"};
  EXPECT_EQ(judged(piece, o).failure, "found white rook");
  o.state_reported = true;
  fen.fen = "4k3/8/8/8/8/8/8/4K2R b K - 0 1";
  EXPECT_NE(judged(fen, o).failure, "");
}

// A subject that shows what it is told to: the judge must fail the scenario and name the expectation.
class ScriptedSubject final : public Subject {
 public:
  explicit ScriptedSubject(std::vector<std::string> moves) : moves_(std::move(moves)) {}
  std::string start(const Variant&, const Setup&) override { return ""; }
  Result<Verdict> play(const std::string&) override { return Verdict{}; }
  std::string observe(const Needs& needs, Observation& seen) override {
    if (needs.moves) seen.moves = moves_;
    return "";
  }
  std::string context() const override { return "\n    scripted"; }

 private:
  std::vector<std::string> moves_;
};

TEST(ScenarioWalk, AWrongObservationFailsWithTheExpectationNamed) {
  Scenario s;
  s.id = "start.moves";
  s.file = "x.xml";
  s.setup.fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  Expectation e = expect(K::kMoves, "<moves count=\"20\"/>");
  e.count = 20;
  e.line = 7;
  s.steps.push_back({false, "", {e}, 7});
  ScenarioFile file{"x.xml", "chess", "t", {}};

  ScriptedSubject wrong({"e2e4", "d2d4"});
  ScenarioResult r = run_scenario(s, file, Profile{}, wrong);
  EXPECT_EQ(r.status, ScenarioResult::Status::kFail);
  EXPECT_NE(r.message.find("x.xml:7: expected <moves count=\"20\"/>; 2 moves instead of 20"), std::string::npos) << r.message;
  EXPECT_NE(r.message.find("scripted"), std::string::npos) << r.message;

  std::vector<std::string> twenty;
  for (const char* m : {"a2a3", "a2a4", "b2b3", "b2b4", "c2c3", "c2c4", "d2d3", "d2d4", "e2e3", "e2e4", "f2f3", "f2f4",
                        "g2g3", "g2g4", "h2h3", "h2h4", "b1a3", "b1c3", "g1f3", "g1h3"})
    twenty.push_back(m);
  ScriptedSubject right(twenty);
  EXPECT_EQ(run_scenario(s, file, Profile{}, right).status, ScenarioResult::Status::kPass);
}

// A subject that says it cannot go on (an engine's `info string unsupported:`) after its first answer.
class StoppingSubject final : public Subject {
 public:
  explicit StoppingSubject(std::vector<std::string> moves) : moves_(std::move(moves)) {}
  std::string start(const Variant&, const Setup&) override { return ""; }
  Result<Verdict> play(const std::string&) override {
    why_ = "cast 2 is not played";
    return Error{"the engine cannot list the legal actions here: " + why_};
  }
  std::string observe(const Needs& needs, Observation& seen) override {
    if (needs.moves) seen.moves = moves_;
    return "";
  }
  std::string context() const override { return "\n    stopping"; }
  std::string cannot_run() const override { return why_; }

 private:
  std::vector<std::string> moves_;
  std::string why_;
};

TEST(ScenarioWalk, ASubjectThatCannotGoOnIsNotRunnableUnlessSomethingFailedBefore) {
  Scenario s;
  s.id = "start.then-play";
  s.file = "x.xml";
  s.setup.fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  Expectation e = expect(K::kMoves, "<moves include=\"e2e4\"/>");
  e.include = std::vector<std::string>{"e2e4"};
  s.steps.push_back({false, "", {e}, 7});
  s.steps.push_back({true, "e2e4", {}, 8});
  ScenarioFile file{"x.xml", "chess", "t", {}};

  StoppingSubject agrees({"e2e4"});
  ScenarioResult r = run_scenario(s, file, Profile{}, agrees);
  EXPECT_EQ(r.status, ScenarioResult::Status::kNotRunnable) << r.message;
  EXPECT_NE(r.message.find("cast 2 is not played"), std::string::npos) << r.message;

  StoppingSubject disagrees({"d2d4"});
  ScenarioResult failed = run_scenario(s, file, Profile{}, disagrees);
  EXPECT_EQ(failed.status, ScenarioResult::Status::kFail) << failed.message;
  EXPECT_NE(failed.message.find("missing e2e4"), std::string::npos) << failed.message;
  EXPECT_NE(failed.message.find("then the subject stopped: cast 2 is not played"), std::string::npos) << failed.message;
}

}  // namespace
}  // namespace arbiter
