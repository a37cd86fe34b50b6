// states_number (oracle/common/number_words.h): the forms in which the documents write their numbers, each
// expectation from the document's own wording it imitates.
#include "oracle/common/number_words.h"

#include <gtest/gtest.h>

namespace arbiter {
namespace {

TEST(NumberWords, DigitsStateTheirNumberWithAWordAfterThem) {
  EXPECT_TRUE(states_number("king can 3 times per game", 3));  // removal12 line 46
  EXPECT_TRUE(states_number("3fold repetition", 3));             // "3fold": the digits, a word after them
  EXPECT_TRUE(states_number("+1 to every range", 1));           // a sign before the digits
  EXPECT_TRUE(states_number("paralysed for -2", -2));          // a negative value's digits
  EXPECT_FALSE(states_number("king can 13 times", 3));          // part of another number
  EXPECT_FALSE(states_number("king can 31 times", 3));
  EXPECT_FALSE(states_number("the rook on a3 moves", 3));       // a square's rank is not a number
}

TEST(NumberWords, NumberWordsOrdinalsAndTimesAreWholeWords) {
  EXPECT_TRUE(states_number("two or more protectors", 2));
  EXPECT_TRUE(states_number("Twice per game", 2));  // any case
  EXPECT_TRUE(states_number("once", 1));
  EXPECT_TRUE(states_number("thrice", 3));
  EXPECT_TRUE(states_number("on the third exchange", 3));
  EXPECT_TRUE(states_number("twelve squares", 12));
  EXPECT_FALSE(states_number("someone moves", 1));  // "one" inside a word
  EXPECT_FALSE(states_number("twofold", 2));        // number words only as whole words
  EXPECT_FALSE(states_number("two or more", 3));
  EXPECT_FALSE(states_number("thirteen", 13));  // no words past twelve
}

}  // namespace
}  // namespace arbiter
