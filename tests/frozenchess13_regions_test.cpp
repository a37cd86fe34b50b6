// frozenchess13 stage 2, the region moves (model/frozenchess13/regions.h): values worked out by hand from the
// document's words and the catalog's default readings, never copied from the model's output.
#include <gtest/gtest.h>

#include "model/core/region.h"
#include "model/frozenchess13/regions.h"
#include "tests/test_support.h"

namespace arbiter {
namespace {

using testing::position;
using testing::variant;

Square sq(const char* name) { return *Geometry(16, 16).parse_square(name); }

// "Teleport ... as if the white side board rotated 180deg": a1 <-> p16, e2 <-> l15, h8 <-> i9 (the catalog's
// point-reflection); the literal formula (16-x,16-y): 1-based a1 -> o15 and p-file squares have none; 0-based
// b2 -> p16 and a1 has none.
TEST(FrozenChess13Regions, MirrorSquaresOfTheThreeReadings) {
  const Geometry g(16, 16);
  using frozenchess13::MirrorReading;
  EXPECT_EQ(frozenchess13::mirror_square(g, sq("a1"), MirrorReading::kPointReflection), sq("p16"));
  EXPECT_EQ(frozenchess13::mirror_square(g, sq("e2"), MirrorReading::kPointReflection), sq("l15"));
  EXPECT_EQ(frozenchess13::mirror_square(g, sq("h8"), MirrorReading::kPointReflection), sq("i9"));
  EXPECT_EQ(frozenchess13::mirror_square(g, sq("a1"), MirrorReading::kLiteralOneBased), sq("o15"));
  EXPECT_EQ(frozenchess13::mirror_square(g, sq("h8"), MirrorReading::kLiteralOneBased), sq("h8"));
  EXPECT_EQ(frozenchess13::mirror_square(g, sq("p3"), MirrorReading::kLiteralOneBased), kNoSquare);
  EXPECT_EQ(frozenchess13::mirror_square(g, sq("b2"), MirrorReading::kLiteralZeroBased), sq("p16"));
  EXPECT_EQ(frozenchess13::mirror_square(g, sq("a1"), MirrorReading::kLiteralZeroBased), kNoSquare);
}

// A quarter turn clockwise of d4-e5: d5 -> e5 -> e4 -> d4 -> d5.
TEST(FrozenChess13Regions, AQuarterTurnOfATwoByTwoBlock) {
  Square from[4], to[4];
  ASSERT_EQ(block_rotation(sq("d4"), 2, 1, from, to), 4);
  auto image = [&](const char* s) {
    for (int i = 0; i < 4; ++i)
      if (from[i] == sq(s)) return to[i];
    return kNoSquare;
  };
  EXPECT_EQ(image("d5"), sq("e5"));
  EXPECT_EQ(image("e5"), sq("e4"));
  EXPECT_EQ(image("e4"), sq("d4"));
  EXPECT_EQ(image("d4"), sq("d5"));
  EXPECT_EQ(rotation_name(8, 1), "rotate64cw");
  EXPECT_EQ(rotation_name(2, 2), "rotate4half");
  EXPECT_EQ(rotation_name(3, 3), "rotate9ccw");
}

// A shift of rank 3 by 2 with wrap-around: o3 -> a3, p3 -> b3, a3 -> c3.
TEST(FrozenChess13Regions, AShiftWrapsOverTheEdge) {
  Square from[16], to[16];
  ASSERT_EQ(line_shift(sq("a3"), false, 16, 2, from, to), 16);
  EXPECT_EQ(from[14], sq("o3"));
  EXPECT_EQ(to[14], sq("a3"));
  EXPECT_EQ(to[15], sq("b3"));
  EXPECT_EQ(to[0], sq("c3"));
}

// The rotate calculation (material.cpp) in e5-f6: the white queen f5 (light, White's colour, 5 ranks) counts
// 10 x 2 + floor(5/2) = 22 by default and (10 + 2.5) x 2 = 25 under rotate.bonus-order = rank-then-color; the
// black crossbowman f6 (dark, Black's colour, 11 ranks from Black's edge) 8 x 2 + 5 = 21, or (8 + 5.5) x 2 = 27.
// (A black jester, worth 8 too, would paralyse the queen beside it by its presence, jester.paralysis, and a
// paralysed unit is not counted.)
TEST(FrozenChess13Regions, TheMajorityDependsOnTheBonusOrder) {
  const std::string fen = "16/16/16/15k/16/16/16/16/16/16/5x10/5Q10/16/16/16/K15 w - - 0 1";
  auto v = variant("frozenchess13");
  EXPECT_EQ(v->refusal(position(*v, fen), *parse_action(*v, "rotate4cw@e5")), "");
  Profile rank_first;
  rank_first.set("rotate.bonus-order", "rank-then-color");
  auto w = variant("frozenchess13", rank_first);
  EXPECT_EQ(w->refusal(position(*w, fen), *parse_action(*w, "rotate4cw@e5")), "rotate.majority-points");
}

}  // namespace
}  // namespace arbiter
