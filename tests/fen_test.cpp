#include <gtest/gtest.h>

#include "tests/state_variant.h"
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
  ErrorKind kind = ErrorKind::kFenSyntax;
};

class FenErrors : public ::testing::TestWithParam<BadFen> {};

TEST_P(FenErrors, NameTheFieldAndCharacter) {
  auto v = variant("chess");
  auto p = parse_fen(*v, GetParam().fen);
  ASSERT_FALSE(p);
  EXPECT_NE(p.error().find(GetParam().expected_fragment), std::string::npos) << p.error();
  EXPECT_STREQ(to_string(p.error_kind()), to_string(GetParam().kind)) << p.error();
}

INSTANTIATE_TEST_SUITE_P(
    Chess, FenErrors,
    ::testing::Values(
        BadFen{"rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 7, character 5 'x'"},
        BadFen{"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "longer than the board's 8 files"},
        // A count too large for an int (issue 17): it wrapped past the width check and wrote pieces outside
        // the board; a count is now read no further than the board's width can use.
        BadFen{"k7/8/8/8/8/8/8/4294967288PPPPPPPPK7 w - - 0 1", "rank 1, character 1 '4': rank is longer"},
        BadFen{"k7/8/8/8/8/8/8/99999999999999999999K w - - 0 1", "rank is longer than the board's 8 files"},
        BadFen{"k7/8/8/8/8/8/8/4K2 w - - 0 1", "rank 1: 7 squares, expected 8"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "7 ranks, but variant chess has 8"},
        BadFen{"rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 6: 7 squares, expected 8"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1", "castling, character 4 'x'"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", "en passant"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", "halfmove clock"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "fullmove number"},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 cast=3", "no counter \"cast\""},
        BadFen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", "exactly one king", ErrorKind::kInvalidSetup},
        BadFen{"4k3/8/8/8/8/8/8/R3K3 w K - 0 1", "castling right K", ErrorKind::kInvalidSetup},
        BadFen{"4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1", "not to move is in check", ErrorKind::kInvalidSetup},
        BadFen{"17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 w - - 0 1", "largest board"},
        BadFen{"", "expected at least a board"}));

// "*" marks a unit of neither side, which the core can hold (the state test variant has them) but none of
// the five documents has: every variant refuses one on the board and in a unit list, naming the variant.
TEST(Fen, NoVariantOfTheDocumentsTakesAUnitOfNeitherSide) {
  for (const char* id : {"chess", "twentychess", "deathsquare12", "quadrant12", "removal12", "frozenchess13"}) {
    auto v = variant(id);
    ASSERT_FALSE(v->has_neutral_units()) << id;
    std::string fen = v->start_fen();
    size_t king = fen.find('K');
    ASSERT_NE(king, std::string::npos) << id;
    auto plain = parse_fen(*v, fen);
    ASSERT_TRUE(plain) << id << ": " << plain.error();
    auto p = parse_fen(*v, fen.substr(0, king) + "*" + fen.substr(king));
    ASSERT_FALSE(p) << id;
    EXPECT_EQ(p.error_kind(), ErrorKind::kFenSyntax) << p.error();
    EXPECT_NE(p.error().find("'*' marks a unit of neither side, and variant " + std::string(id) + " has none"),
              std::string::npos) << p.error();
  }
  testing::StateVariant state;  // the core itself reads and writes them
  auto p = parse_fen(state, "k11/12/12/12/12/12/12/12/12/12/12/K*n10 w - - 0 1");
  ASSERT_TRUE(p) << p.error();
  EXPECT_EQ(p->at(make_square(1, 0)).side(), Side::kNeutral);
}

// The two steps of setup.h: a setup that cannot occur still parses, and only validation rejects it.
TEST(Setup, ParsingAndValidationAreSeparateSteps) {
  auto v = variant("chess");
  std::string two_white_kings = "4k3/8/8/8/8/8/8/3KK3 w - - 0 1";
  auto setup = parse_setup(*v, two_white_kings);
  ASSERT_TRUE(setup) << setup.error();
  EXPECT_EQ(format_fen(*v, setup->position()), two_white_kings);
  auto pos = validate_setup(*v, *setup);
  ASSERT_FALSE(pos);
  EXPECT_EQ(pos.error_kind(), ErrorKind::kInvalidSetup);
  EXPECT_EQ(pos.error(), "position is not legal in chess: each side needs exactly one king (white has 2, black 1)");
  auto both = parse_fen(*v, two_white_kings);
  ASSERT_FALSE(both);
  EXPECT_EQ(both.error_kind(), ErrorKind::kInvalidSetup);
  EXPECT_EQ(both.error(), "FEN " + pos.error());
  auto unchecked = parse_fen_unchecked(*v, two_white_kings);
  ASSERT_TRUE(unchecked) << unchecked.error();
}

TEST(Setup, ASyntaxErrorIsNotAnInvalidSetup) {
  auto v = variant("chess");
  auto setup = parse_setup(*v, "4k3/8/8/8/8/8/8/3KX3 w - - 0 1");
  ASSERT_FALSE(setup);
  EXPECT_EQ(setup.error_kind(), ErrorKind::kFenSyntax);
  EXPECT_NE(setup.error().find("rank 1, character 3 'X': unknown piece letter"), std::string::npos) << setup.error();
  auto unchecked = parse_fen_unchecked(*v, "4k3/8/8/8/8/8/8/3KX3 w - - 0 1");
  ASSERT_FALSE(unchecked);
  EXPECT_EQ(unchecked.error_kind(), ErrorKind::kFenSyntax);
}

TEST(Setup, AValidSetupBecomesThePosition) {
  auto v = variant("chess");
  auto setup = parse_setup(*v, "4k3/8/8/8/8/8/8/4K3 b - - 3 9");
  ASSERT_TRUE(setup) << setup.error();
  auto pos = validate_setup(*v, *setup);
  ASSERT_TRUE(pos) << pos.error();
  EXPECT_EQ(*pos, setup->position());
}

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
