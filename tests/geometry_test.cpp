#include <gtest/gtest.h>

#include "model/core/geometry.h"

namespace arbiter {
namespace {

TEST(Geometry, SquareNamesCoverFilesAToPAndRanks1To16) {
  Geometry g(16, 16);
  EXPECT_EQ(g.square_name(make_square(0, 0)), "a1");
  EXPECT_EQ(g.square_name(make_square(15, 15)), "p16");
  EXPECT_EQ(g.square_name(make_square(11, 9)), "l10");
  EXPECT_EQ(g.parse_square("p16"), make_square(15, 15));
  EXPECT_EQ(g.parse_square("a10"), make_square(0, 9));
  EXPECT_EQ(g.squares().size(), 256u);
}

TEST(Geometry, ParsingRejectsSquaresOffTheBoard) {
  Geometry g(8, 8);
  EXPECT_FALSE(g.parse_square("i1"));
  EXPECT_FALSE(g.parse_square("a9"));
  EXPECT_FALSE(g.parse_square("a0"));
  EXPECT_FALSE(g.parse_square("a01"));
  EXPECT_FALSE(g.parse_square("a"));
  EXPECT_FALSE(g.parse_square("a1x"));
}

TEST(Geometry, RejectsBoardsBeyond16x16) {
  EXPECT_THROW(Geometry(17, 17), std::invalid_argument);
  EXPECT_THROW(Geometry(0, 8), std::invalid_argument);
}

TEST(Geometry, RaysStopAtTheEdge) {
  Geometry g(8, 8);
  // From a1 north: a2..a8 (7 squares); north-east: b2..h8 (7); west: none.
  EXPECT_EQ(g.ray(make_square(0, 0), kNorth).length, 7);
  EXPECT_EQ(g.ray(make_square(0, 0), kNorthEast).length, 7);
  EXPECT_EQ(g.ray(make_square(0, 0), kWest).length, 0);
  // From d4 on 12x12 east: e4..l4 (8 squares).
  Geometry big(12, 12);
  EXPECT_EQ(big.ray(make_square(3, 3), kEast).length, 8);
}

TEST(Geometry, CylinderWrapsFilesButNotRanks) {
  Geometry g(8, 8, Topology::kCylinder);
  // From h1 east, a cylinder continues at a1 and stops before returning to h1: 7 squares.
  const Ray& east = g.ray(make_square(7, 0), kEast);
  ASSERT_EQ(east.length, 7);
  EXPECT_EQ(east.squares[0], make_square(0, 0));
  EXPECT_EQ(g.step(make_square(0, 3), -1, 0), make_square(7, 3));
  EXPECT_FALSE(g.step(make_square(0, 7), 0, 1));
}

TEST(Geometry, KnightFromACornerHasTwoTargets) {
  Geometry g(8, 8);
  int knight = g.add_leaper(knight_offsets());
  EXPECT_EQ(g.targets(knight, make_square(0, 0)).count, 2);
  EXPECT_EQ(g.targets(knight, make_square(3, 3)).count, 8);
}

}  // namespace
}  // namespace arbiter
