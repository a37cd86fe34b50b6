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

TEST(Notation, FindLegalActionTellsUnparsableFromIllegal) {
  auto v = variant("chess");
  Position start = v->start_position();
  EXPECT_EQ(find_legal_action(*v, start, "e2e4").status, ActionLookup::Status::kLegal);
  EXPECT_EQ(find_legal_action(*v, start, "e2e5").status, ActionLookup::Status::kIllegal);
  EXPECT_EQ(find_legal_action(*v, start, "e2x").status, ActionLookup::Status::kUnparsable);
}

}  // namespace
}  // namespace arbiter
