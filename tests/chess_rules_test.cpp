// Orthodox chess rules, each expectation derived from the FIDE Laws of Chess (article in the comment).
#include <gtest/gtest.h>

#include "model/chess/clauses.h"
#include "tests/test_support.h"

namespace arbiter {
namespace {

using testing::is_legal;
using testing::play;
using testing::position;
using testing::variant;

class ChessRules : public ::testing::Test {
 protected:
  std::shared_ptr<const Variant> v = variant("chess");
  bool legal(const std::string& fen, const std::string& move) { return is_legal(*v, position(*v, fen), move); }
  Outcome outcome(const std::string& fen, const std::string& moves = "") { return play(*v, fen, moves).outcome(); }
};

// 3.8.2: castling on either side when nothing prevents it.
TEST_F(ChessRules, CastlingOnBothSides) {
  EXPECT_TRUE(legal("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1"));
  EXPECT_TRUE(legal("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1"));
  EXPECT_TRUE(legal("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8g8"));
  EXPECT_TRUE(legal("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8"));
}

// 3.8.2.2: not out of, through or into check.
TEST_F(ChessRules, CastlingNotOutOfThroughOrIntoCheck) {
  EXPECT_FALSE(legal("k3r3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"));  // out of check (Re8)
  EXPECT_FALSE(legal("k4r2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"));  // through f1 (Rf8)
  EXPECT_FALSE(legal("k5r1/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"));  // into g1 (Rg8)
  EXPECT_TRUE(legal("k7/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1"));     // the same without the rook
  // b1 attacked does not matter: the king crosses d1 and c1 only; the rook crosses b1.
  EXPECT_TRUE(legal("1r5k/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1"));
}

// 3.8.2.1: rights are lost once king or rook has moved; squares between must be empty.
TEST_F(ChessRules, CastlingRightsAndBlockers) {
  Game g = play(*v, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "h1h2 h8h7 h2h1 h7h8");
  EXPECT_FALSE(is_legal(*v, g.position(), "e1g1"));
  EXPECT_TRUE(is_legal(*v, g.position(), "e1c1"));
  EXPECT_FALSE(legal("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", "e1c1"));  // b1 occupied
}

// 3.7.3.2: en passant, on the next move only.
TEST_F(ChessRules, EnPassant) {
  Game g = play(*v, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", "d7d5");
  EXPECT_TRUE(is_legal(*v, g.position(), "e5d6"));
  Game after = play(*v, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", "d7d5 e5d6");
  EXPECT_TRUE(after.position().empty(make_square(3, 4)));  // the d5 pawn is gone
  Game late = play(*v, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", "d7d5 e1e2 e8e7");
  EXPECT_FALSE(is_legal(*v, late.position(), "e5d6"));
}

// 3.9.2 with 3.7.3.2: removing both pawns from the rank may expose the king: illegal.
TEST_F(ChessRules, EnPassantThatExposesTheKingIsIllegal) {
  EXPECT_FALSE(legal("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1", "e5d6"));
}

// En passant may capture a pawn that gives check.
TEST_F(ChessRules, EnPassantMayCaptureTheCheckingPawn) {
  EXPECT_TRUE(legal("8/8/8/3pP3/4K3/8/8/7k w - d6 0 1", "e5d6"));
}

// 3.7.5: promotion to queen, rook, bishop or knight of the same colour; a pawn may not stay a pawn.
TEST_F(ChessRules, Promotion) {
  Position p = position(*v, "8/4P3/8/8/8/8/8/k6K w - - 0 1");
  for (const char* m : {"e7e8q", "e7e8r", "e7e8b", "e7e8n"}) EXPECT_TRUE(is_legal(*v, p, m)) << m;
  EXPECT_FALSE(is_legal(*v, p, "e7e8"));
  EXPECT_FALSE(is_legal(*v, p, "e7e8k"));
  Game g = play(*v, "8/4P3/8/8/8/8/8/k6K w - - 0 1", "e7e8n");
  EXPECT_EQ(g.position().at(make_square(4, 7)), Piece(*v->kind_from_letter('N'), Side::kWhite));
}

// 3.9.2: a pinned piece may not leave the line of the pin.
TEST_F(ChessRules, PinnedPieceStaysOnTheLine) {
  EXPECT_FALSE(legal("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "e2d3"));
  EXPECT_TRUE(legal("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1", "e2e7"));
}

// 3.9: the king may not capture a defended piece, nor step next to the other king.
TEST_F(ChessRules, KingNeverMovesIntoAttack) {
  EXPECT_TRUE(legal("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", "e1d2"));   // the queen on d2 is undefended
  EXPECT_FALSE(legal("3rk3/8/8/8/8/8/3q4/4K3 w - - 0 1", "e1d2"));  // defended by the rook on d8
  EXPECT_FALSE(legal("8/8/8/8/8/3k4/8/3K4 w - - 0 1", "d1d2"));     // next to the other king
}

// 5.1.1: checkmate ends the game; Fool's mate.
TEST_F(ChessRules, FoolsMate) {
  Outcome o = outcome("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "f2f3 e7e5 g2g4 d8h4");
  EXPECT_EQ(o.status, Outcome::Status::kWin);
  EXPECT_EQ(o.winner, Side::kBlack);
  EXPECT_EQ(o.clause, chess::clause::kCheckmate);
}

// 5.2.1: stalemate is a draw.
TEST_F(ChessRules, Stalemate) {
  Outcome o = outcome("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
  EXPECT_EQ(o.status, Outcome::Status::kDraw);
  EXPECT_EQ(o.clause, chess::clause::kStalemate);
}

// 9.3: fifty moves by each side without capture or pawn move; a mate on the last move stands.
TEST_F(ChessRules, FiftyMoveRule) {
  EXPECT_EQ(outcome("4k3/8/8/8/8/8/8/R3K3 w - - 98 80", "a1a2").status, Outcome::Status::kOngoing);
  Outcome o = outcome("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", "a1a2");
  EXPECT_EQ(o.status, Outcome::Status::kDraw);
  EXPECT_EQ(o.clause, chess::clause::kFiftyMove);
  Outcome mate = outcome("k7/8/1K6/8/8/8/8/7R w - - 99 80", "h1h8");
  EXPECT_EQ(mate.status, Outcome::Status::kWin);
  EXPECT_EQ(mate.clause, chess::clause::kCheckmate);
}

// 9.2: the same position for the third time, same player to move, same rights.
TEST_F(ChessRules, ThreefoldRepetition) {
  const std::string start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  EXPECT_EQ(outcome(start, "g1f3 g8f6 f3g1 f6g8").status, Outcome::Status::kOngoing);  // twice
  Outcome o = outcome(start, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");              // three times
  EXPECT_EQ(o.status, Outcome::Status::kDraw);
  EXPECT_EQ(o.clause, chess::clause::kThreefold);
}

// Castling rights are part of the position (9.2.3): after the king returns, it is not a repetition.
TEST_F(ChessRules, LostCastlingRightsMakeADifferentPosition) {
  const std::string fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  Outcome o = outcome(fen, "e1f1 e8f8 f1e1 f8e8 e1f1 e8f8 f1e1 f8e8");
  // Positions after plies 4 and 8 repeat (no rights), but the start had rights: only twice, not three times.
  EXPECT_EQ(o.status, Outcome::Status::kOngoing);
}

// 5.2.2: a position where no sequence of legal moves can mate is dead.
TEST_F(ChessRules, InsufficientMaterial) {
  EXPECT_EQ(outcome("4k3/8/8/8/8/8/8/4K3 w - - 0 1").clause, chess::clause::kInsufficientMaterial);
  EXPECT_EQ(outcome("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1").clause, chess::clause::kInsufficientMaterial);
  EXPECT_EQ(outcome("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1").clause, chess::clause::kInsufficientMaterial);
  // Bishops on squares of one colour (c1 and f8 are both dark) cannot mate.
  EXPECT_EQ(outcome("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1").clause, chess::clause::kInsufficientMaterial);
  // Bishops on both colours, two knights, or a pawn keep the game alive.
  EXPECT_EQ(outcome("4k3/8/8/8/8/8/8/2B1Kb2 w - - 0 1").status, Outcome::Status::kOngoing);
  EXPECT_EQ(outcome("4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1").status, Outcome::Status::kOngoing);
  EXPECT_EQ(outcome("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").status, Outcome::Status::kOngoing);
}

TEST_F(ChessRules, TraceNamesTheClausesThatFired) {
  Position p = position(*v, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  ActionLookup castle = find_legal_action(*v, p, "e1g1");
  ASSERT_EQ(castle.status, ActionLookup::Status::kLegal);
  Trace trace;
  v->apply(p, castle.action, &trace);
  EXPECT_TRUE(trace.fired(chess::clause::kCastling));
  EXPECT_TRUE(trace.fired(chess::clause::kCastlingRights));
  EXPECT_FALSE(trace.fired(chess::clause::kCapture));
}

}  // namespace
}  // namespace arbiter
