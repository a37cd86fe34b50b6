// twentychess: every position reached by legal play reads back from its FEN (issue 17, item 3). Each case
// plays from a hand-written position and holds the text the model prints against the validating reader.
#include <gtest/gtest.h>

#include "model/core/fen.h"
#include "model/twentychess/twentychess.h"
#include "tests/test_support.h"

namespace arbiter {
namespace {

class TwentyChessFen : public ::testing::Test {
 protected:
  std::shared_ptr<const Variant> v = testing::variant("twentychess");

  // Plays the moves and returns the position reached; fails the test unless its FEN reads back equal.
  Position reached(const std::string& fen, const std::string& moves) {
    Game g = testing::play(*v, fen, moves);
    std::string text = format_fen(*v, g.position());
    auto back = parse_fen(*v, text);
    EXPECT_TRUE(back.ok()) << text << ": " << (back.ok() ? "" : back.error());
    if (back.ok()) {
      EXPECT_TRUE(*back == g.position()) << text;
    }
    return g.position();
  }
};

// En passant takes a pawn that has just made a double step (the term en-passant of the catalog); a fool
// with a pawn's capacity moves like one, but it is no pawn: no black pawn can take it en passant, so its
// double step leaves no en passant square.
TEST_F(TwentyChessFen, AFoolsDoubleStepLeavesNoEnPassantSquare) {
  Position p = reached("4k3/8/8/8/1p6/8/F7/4K3 w - - 0 1 cast=1 capacity=1", "a2a4");
  EXPECT_EQ(p.at(v->geometry().parse_square("a4").value()), Piece(twentychess::kFool, Side::kWhite));
  EXPECT_EQ(p.en_passant(), kNoSquare);
  // b4 takes nothing en passant: only the pawn's push to b3 and the king's moves (d8 d7 e7 f7 f8) remain,
  // and black has the cast still in force (cast-scope white-and-black).
  EXPECT_FALSE(testing::is_legal(*v, p, "b4a3"));
  EXPECT_TRUE(testing::is_legal(*v, p, "b4b3"));
}

// A pawn's own double step beside an enemy pawn still leaves the square (the control case).
TEST_F(TwentyChessFen, APawnsDoubleStepStillLeavesItsEnPassantSquare) {
  Position p = reached("4k3/8/8/8/1p6/8/P7/4K3 w - - 0 1 cast=1", "a2a4");
  EXPECT_EQ(p.en_passant(), v->geometry().parse_square("a3").value());
  EXPECT_TRUE(testing::is_legal(*v, p, "b4a3"));
}

// Cast 6: each player drops as many captured pieces as the smaller pool holds (drops), then moves another
// chessman; the phase counts the turn's actions so far, so after the last of 9 drops it is 9, and the
// largest phase a position can hold is the largest number of drops.
TEST_F(TwentyChessFen, TheCast6PhaseCountsEveryDropOfTheTurn) {
  Position p = reached("4k3/8/8/8/8/8/8/4K3 w - - 0 1 cast=6 phase=8 drops=9 w-hand-q=1", "Q@d4");
  const StateSchema& schema = v->schema();
  int phase = *schema.counter("phase");
  int drops = *schema.counter("drops");
  EXPECT_EQ(p.counter(phase), 9);
  EXPECT_GE(schema.counters[phase].max, schema.counters[drops].max);
  int most = schema.counters[drops].max;
  reached("4k3/8/8/8/8/8/8/4K3 w - - 0 1 cast=6 phase=" + std::to_string(most - 1) + " drops=" +
              std::to_string(most) + " w-hand-q=1",
          "Q@d4");
}

// A drop cast's turn cannot ask for more drops than the side holds captured pieces (count_drops sets them
// to a holding). The fuzzer's move target found such a position, written by hand: with five pieces held and
// 22 drops due, listing its legal actions searched every placement of every piece for a way to finish the
// turn (over 100 s); with three, 0.4 s. It is no position of the game.
TEST_F(TwentyChessFen, MoreDropsDueThanPiecesHeldIsNoPosition) {
  auto p = parse_fen(*v, "4k3/8/8/8/8/8/8/4K2R w - - 0 1 cast=6 drops=22 w-hand-n=2 w-hand-b=2 w-hand-r=1 b-hand-r=1 b-hand-q=1");
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.error_kind(), ErrorKind::kInvalidSetup) << p.error();
  EXPECT_NE(p.error().find("White has 22 drops still to make this turn (drops=22, phase=0) but holds 5 captured pieces"),
            std::string::npos) << p.error();
  // As many due as held (the smaller holding at the roll, cast-6.termination = equal-count) is a position.
  auto due = parse_fen(*v, "4k3/8/8/8/8/8/8/4K2R w - - 0 1 cast=6 drops=2 phase=1 w-hand-n=1 b-hand-r=1 b-hand-q=1");
  EXPECT_TRUE(due.ok()) << (due.ok() ? "" : due.error());
}

}  // namespace
}  // namespace arbiter
