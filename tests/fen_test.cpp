#include <gtest/gtest.h>

#include "tests/test_support.h"

namespace arbiter {
namespace {

using testing::variant;

TEST(Fen, StartPositionRoundTrips) {
  auto v = variant("chess");
  std::string fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  auto p = parse_fen(*v, fen);
  ASSERT_TRUE(p) << p.error();
  EXPECT_EQ(format_fen(*v, *p), fen);
}

TEST(Fen, MultiDigitEmptyRunsOnBigBoards) {
  auto v = variant("fairy-12x12");
  std::string fen = "k11/12/12/12/12/12/12/12/12/12/5P6/K11 w - - 0 1";
  auto p = parse_fen(*v, fen);
  ASSERT_TRUE(p) << p.error();
  EXPECT_EQ(p->at(make_square(5, 1)), Piece(*v->kind_from_letter('P'), Side::kWhite));
  EXPECT_EQ(format_fen(*v, *p), fen);
}

TEST(Fen, ClocksDefaultWhenOmitted) {
  auto v = variant("chess");
  auto p = parse_fen(*v, "4k3/8/8/8/8/8/8/4K3 b -");
  ASSERT_TRUE(p) << p.error();
  EXPECT_EQ(p->side_to_move(), Side::kBlack);
  EXPECT_EQ(p->halfmove_clock(), 0);
  EXPECT_EQ(p->fullmove_number(), 1);
}

struct BadFen {
  const char* fen;
  const char* expected_fragment;  // the message must name what is wrong
};

class FenErrors : public ::testing::TestWithParam<BadFen> {};

TEST_P(FenErrors, NameTheFieldAndCharacter) {
  auto v = variant("chess");
  auto p = parse_fen(*v, GetParam().fen);
  ASSERT_FALSE(p);
  EXPECT_NE(p.error().find(GetParam().expected_fragment), std::string::npos) << p.error();
}

INSTANTIATE_TEST_SUITE_P(
    Chess, FenErrors,
    ::testing::Values(
        BadFen{"rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 7, character 5 'x'"},
        BadFen{"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "longer than the board's 8 files"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "7 ranks, but variant chess has 8"},
        BadFen{"rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 6: 7 squares, expected 8"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1", "castling, character 4 'x'"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", "en passant"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", "halfmove clock"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "fullmove number"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 cast=3", "no counter \"cast\""},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", "exactly one king"},
        BadFen{"4k3/8/8/8/8/8/8/R3K3 w K - 0 1", "castling right K"},
        BadFen{"4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1", "not to move is in check"},
        BadFen{"17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 w - - 0 1", "largest board"},
        BadFen{"", "expected at least a board"}));

TEST(Fen, ClocksRoundTrip) {
  auto v = variant("chess");
  auto p = parse_fen(*v, "4k3/8/8/8/8/8/8/4K3 w - - 12 40");
  ASSERT_TRUE(p) << p.error();
  EXPECT_EQ(p->halfmove_clock(), 12);
  EXPECT_EQ(p->fullmove_number(), 40);
  EXPECT_EQ(format_fen(*v, *p), "4k3/8/8/8/8/8/8/4K3 w - - 12 40");
}

}  // namespace
}  // namespace arbiter
