#include <gtest/gtest.h>

#include "tests/state_variant.h"
#include "tests/test_support.h"

namespace arbiter {
namespace {

using testing::variant;

TEST(Notation, OrthodoxMovesUseUciText) {
  auto v = variant("chess");
  auto a = parse_action(*v, "e7e8q");
  ASSERT_TRUE(a) << a.error();
  EXPECT_EQ(a->type, ActionType::kMove);
  EXPECT_EQ(a->from, make_square(4, 6));
  EXPECT_EQ(a->to, make_square(4, 7));
  EXPECT_EQ(a->kind, *v->kind_from_letter('Q'));
  EXPECT_EQ(action_text(*v, *a), "e7e8q");
}

TEST(Notation, EveryKindOfActionRoundTrips) {
  testing::StateVariant v;
  for (std::string text : {"a10a12", "l12a1", "d4f6h4", "N@e4", "exchange@e1>d2", "flood@d4", "flood@d4>c4>c5", "0000"}) {
    auto a = parse_action(v, text);
    ASSERT_TRUE(a) << text << ": " << a.error();
    EXPECT_EQ(action_text(v, *a), text);
  }
}

// Units named where a square is not enough (notation.h's unit := square [ "[" layer N "]" ]): the first and
// the last square of a move, the origin and the first target of an ability; N counts from 1.
TEST(Notation, AUnitOfASquareIsNamedInBrackets) {
  testing::StateVariant v;
  for (std::string text : {"e4[e1]f5", "d3e4[h2]", "e4[e2]f5[h64]", "d4f6[e1]", "e4[q1]e5", "exchange@e1[e3]>d2[h1]",
                           "flood@d4>c4[e1]>c5", "flood@d4[h1]"}) {
    auto a = parse_action(v, text);
    ASSERT_TRUE(a) << text << ": " << a.error();
    EXPECT_EQ(action_text(v, *a), text);
  }
  auto shadow = parse_action(v, "e4[e1]f5");
  EXPECT_EQ(shadow->actor, Selector::of(Layer::kEthereal, 0));
  EXPECT_TRUE(shadow->target.is_standing());
  EXPECT_FALSE(shadow->same(*parse_action(v, "e4f5")));  // the shadow's move is not the standing unit's
  auto aimed = parse_action(v, "d3e4[h2]");
  EXPECT_EQ(aimed->target, Selector::of(Layer::kHeld, 1));
  EXPECT_EQ(parse_action(v, "exchange@e1[e3]>d2[h1]")->actor, Selector::of(Layer::kEthereal, 2));
}

TEST(Notation, AMalformedUnitSaysHowUnitsAreWritten) {
  testing::StateVariant v;
  for (const char* text : {"e4[x1]f5", "e4[e0]f5", "e4[e65]f5", "e4[e]f5", "e4[e1f5", "e4[]f5", "e4[e01]f5"}) {
    auto a = parse_action(v, text);
    ASSERT_FALSE(a) << text;
    EXPECT_NE(a.error().find("[eN]"), std::string::npos) << text << ": " << a.error();
  }
  // A path square names no unit; nor does a later target of an ability.
  for (const char* text : {"d4f6[e1]h4", "flood@d4>c4>c5[e1]"}) {
    auto a = parse_action(v, text);
    ASSERT_FALSE(a) << text;
    EXPECT_NE(a.error().find("may name a unit"), std::string::npos) << text << ": " << a.error();
  }
}

struct BadMove {
  const char* text;
  const char* fragment;
};

class NotationErrors : public ::testing::TestWithParam<BadMove> {};

TEST_P(NotationErrors, SayWhatWasExpected) {
  auto v = variant("chess");
  auto a = parse_action(*v, GetParam().text);
  ASSERT_FALSE(a);
  EXPECT_NE(a.error().find(GetParam().fragment), std::string::npos) << a.error();
  EXPECT_NE(a.error().find(std::string("\"") + GetParam().text + "\""), std::string::npos) << a.error();
}

INSTANTIATE_TEST_SUITE_P(Chess, NotationErrors,
                         ::testing::Values(BadMove{"e2", "expected a destination square"},
                                           BadMove{"e2e9", "\"e9\" is not a square of the 8x8 board"},
                                           BadMove{"e7e8x", "promotion letter"},
                                           BadMove{"Z@e4", "not a piece letter"},
                                           BadMove{"hello", "expected a move"},
                                           BadMove{"jump@e4", "not a piece letter or an ability"},
                                           BadMove{"N@z9", "expected a square"}));

// A decision's number is read digit by digit: a text that is not a number is refused without reading on
// (found by fuzz/engine_reply_fuzz.cpp: "cast=x55555555555" overflowed an int, undefined behaviour).
TEST(Notation, ADecisionThatIsNotANumberIsRefusedWhateverItsLength) {
  auto v = variant("twentychess");
  for (const char* text : {"cast=x55555555555", "cast=5x5555555555555", "cast=99999999999999999999", "cast=", "cast=0",
                           "cast=256", "cast=-1"}) {
    auto a = parse_action(*v, text);
    EXPECT_FALSE(a) << text;
    if (!a) {
      EXPECT_EQ(a.error_value().kind, ErrorKind::kUnparsableAction) << text;
    }
  }
  for (int n : {1, 7, 20}) {
    auto a = parse_action(*v, "cast=" + std::to_string(n));
    ASSERT_TRUE(a) << a.error();
    EXPECT_EQ(action_text(*v, *a), "cast=" + std::to_string(n));
  }
  auto padded = parse_action(*v, "cast=007");
  ASSERT_TRUE(padded) << padded.error();
  EXPECT_EQ(action_text(*v, *padded), "cast=7");
}

TEST(Notation, FindLegalActionTellsUnparsableFromIllegal) {
  auto v = variant("chess");
  Position start = v->start_position();
  EXPECT_EQ(find_legal_action(*v, start, "e2e4").status, ActionLookup::Status::kLegal);
  EXPECT_EQ(find_legal_action(*v, start, "e2e5").status, ActionLookup::Status::kIllegal);
  EXPECT_EQ(find_legal_action(*v, start, "e2x").status, ActionLookup::Status::kUnparsable);
}

// The three action kinds of result.h, each from the phase that produces it.
TEST(Notation, LookupActionTypesItsErrors) {
  auto v = variant("chess");
  Position start = v->start_position();
  auto legal = lookup_action(*v, start, "e2e4");
  ASSERT_TRUE(legal) << legal.error();
  EXPECT_EQ(action_text(*v, *legal), "e2e4");

  auto unparsable = lookup_action(*v, start, "e2x");
  ASSERT_FALSE(unparsable);
  EXPECT_EQ(unparsable.error_kind(), ErrorKind::kUnparsableAction);
  EXPECT_NE(unparsable.error().find("move text \"e2x\""), std::string::npos) << unparsable.error();
  EXPECT_EQ(parse_action(*v, "e2x").error_kind(), ErrorKind::kUnparsableAction);

  // FIDE 3.8.2.2: the black rook on f8 attacks f1, which the king would cross.
  Position through_check = testing::position(*v, "k4r2/8/8/8/8/8/8/4K2R w K - 0 1");
  auto refused = lookup_action(*v, through_check, "e1g1");
  ASSERT_FALSE(refused);
  EXPECT_EQ(refused.error_kind(), ErrorKind::kRefusedAction);
  EXPECT_EQ(refused.error_value().clause, "king.castling-check");
  EXPECT_EQ(refused.error(), "move e1g1 is not legal in this position");
}

TEST(Notation, AnIllegalActionNoClauseRefusesIsOfKindIllegal) {
  testing::StateVariant v;  // no moves at all, and no refusal clauses
  auto illegal = lookup_action(v, v.start_position(), "a1a2");
  ASSERT_FALSE(illegal);
  EXPECT_EQ(illegal.error_kind(), ErrorKind::kIllegalAction);
  EXPECT_EQ(illegal.error_value().clause, "");
  EXPECT_EQ(illegal.error(), "move a1a2 is not legal in this position");
}

TEST(Result, UntypedErrorsKeepTheirMessage) {
  Result<int> e = Error{"cannot open x.xml"};
  ASSERT_FALSE(e);
  EXPECT_EQ(e.error(), "cannot open x.xml");
  EXPECT_EQ(e.error_kind(), ErrorKind::kOther);
  EXPECT_STREQ(to_string(ErrorKind::kRefusedAction), "refused");
}

}  // namespace
}  // namespace arbiter
