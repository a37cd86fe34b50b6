// Whether a document's or a scenario's words state a number: shared by the catalog check (a clause value's
// literal must state its value) and the diff (scenarios whose words state an edited number are re-validated
// first).
#pragma once

#include <string_view>

namespace arbiter {

// Whether `text` states n: a run of digits equal to |n| not after a letter (a sign before it aside, "+1"; a
// word may follow, "3fold"; a square's rank, "a3", is not a number), or, for 0-12, its number word ("two"), its ordinal ("second") or, for 1-3, "once", "twice",
// "thrice", each as a whole word (any case).
bool states_number(std::string_view text, int n);

}  // namespace arbiter
