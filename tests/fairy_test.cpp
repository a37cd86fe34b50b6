// The `fairy` test variant: its movers on boards other than 8x8, counted by hand.
#include <gtest/gtest.h>

#include "oracle/engines/perft.h"
#include "tests/test_support.h"

namespace arbiter {
namespace {

using testing::legal_texts;
using testing::position;
using testing::variant;

TEST(Fairy, StartPositionHasThirtyMovesByHand) {
  // 10 pawns x (one or two steps) = 20; knights b1, i1: a3 c3 h3 j3 = 4; dragons d1, g1 leap like knights
  // to c3 e3 f3 h3 = 4; the amazon e1 leaps to d3 f3 = 2; rooks, bishops and king are hemmed in. 30 in all.
  auto v = variant("fairy");
  EXPECT_EQ(v->geometry().files(), 10);
  EXPECT_EQ(legal_texts(*v, v->start_position()).size(), 30u);
}

TEST(Fairy, DragonRidesDiagonallyAndLeapsLikeAKnight) {
  auto v = variant("fairy-12x12");
  Position p = position(*v, "k11/12/12/12/12/12/12/12/12/3D8/12/K11 w - - 0 1");
  auto moves = legal_texts(*v, p);
  // Dragon on d3 of a 12x12 board: diagonals a6..c4 (3), e4..l11 (8), c2 b1 (2), e2 f1 (2) = 15;
  // knight leaps b2 b4 c1 c5 e1 e5 f2 f4 = 8; king a1: a2 b1 b2 = 3. 26 in all.
  EXPECT_EQ(moves.size(), 26u);
  EXPECT_TRUE(std::count(moves.begin(), moves.end(), "d3l11"));
  EXPECT_TRUE(std::count(moves.begin(), moves.end(), "d3e5"));
  EXPECT_FALSE(std::count(moves.begin(), moves.end(), "d3d4"));
}

TEST(Fairy, AmazonIsQueenPlusKnight) {
  auto v = variant("fairy");
  Position p = position(*v, "10/10/9k/10/10/4A5/10/10/10/K9 w - - 0 1");
  // Amazon on e5 of 10x10 (black king on j8, out of its lines): rook lines e1-e4, e6-e10, a5-d5, f5-j5 = 18;
  // diagonals f6-j10 (5), d6-a9 (4), f4-i1 (4), d4-b2 (3: a1 holds the white king) = 16; knight leaps 8.
  // King a1: a2 b1 b2 = 3. Total 18 + 16 + 8 + 3 = 45.
  EXPECT_EQ(legal_texts(*v, p).size(), 45u);
}

TEST(Fairy, PawnsPromoteOnTheLastRankOfAnyBoard) {
  auto v = variant("fairy-12x10");
  Position p = position(*v, "11k/4P7/12/12/12/12/12/12/12/K11 w - - 0 1");
  auto moves = legal_texts(*v, p);
  for (const char* m : {"e9e10a", "e9e10d", "e9e10r", "e9e10b", "e9e10n"})
    EXPECT_TRUE(std::count(moves.begin(), moves.end(), m)) << m;
}

TEST(Fairy, RejectsSizesItCannotHold) {
  EXPECT_FALSE(make_variant("fairy-17x10"));
  EXPECT_FALSE(make_variant("fairy-5x5"));
  EXPECT_FALSE(make_variant("fairy-axb"));
}

}  // namespace
}  // namespace arbiter
