// The legality of a partial turn (MechanicVariant::completable, mechanic_variant.h): a search that stops at
// the first way to complete the turn and searches a position reached by several orders of sub-actions once.
// Played on the testbed's multimove (model/testbed/multimove.cpp): a unit awarded N steps makes up to N king
// steps in one turn (run@d4>d5), each a partial turn, and only a pass on a goal square ends the turn.
//
// Node counts are MechanicVariant::completion_stats(): `searched` positions whose candidates were judged,
// `remembered` answers from the memo. A search without a memo searches every walk of the runner, and their
// number grows like 8^N; the bound below is linear in N.
#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>
#include <random>
#include <set>
#include <string>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "model/testbed/testbed.h"

namespace arbiter {
namespace {

class Completion : public testing::Test {
 protected:
  std::unique_ptr<MechanicVariant> v = testbed::make_testbed();

  Position setup(const std::string& fen) {
    auto p = parse_fen(*v, fen);
    EXPECT_TRUE(p) << p.error();
    return *p;
  }
  Square sq(const char* name) { return *v->geometry().parse_square(name); }
  Action action(const std::string& text) {
    auto a = parse_action(*v, text);
    EXPECT_TRUE(a) << a.error();
    return *a;
  }
  CompletionStats judged(const Position& pos, const std::string& text, bool* legal) {
    MechanicVariant::completion_stats() = {};
    *legal = v->check(pos, action(text)).legal;
    return MechanicVariant::completion_stats();
  }

  // --- the brute-force definition: every completion enumerated, no memo, no shortcut ---
  // Whether `a` passes every test of one action (its owner, forbids, admit, forbids_result); `after` is the
  // position it leads to.
  bool allowed_alone(const Position& pos, const Action& a, Position& after) const {
    const Mechanic* owner = nullptr;
    for (const auto& m : v->mechanics())
      if (!owner && m->owns(a)) owner = m.get();
    if (!owner) return false;
    for (const auto& m : v->mechanics())
      if (!m->forbids(pos, a).empty()) return false;
    if (!owner->admit(pos, a).empty()) return false;
    after = pos;
    v->apply(after, a, nullptr);
    for (const auto& m : v->mechanics())
      if (!m->forbids_result(pos, a, after).empty()) return false;
    return true;
  }
  // The number of ways to complete the turn from `pos` (every sequence of actions ending it).
  uint64_t completions(const Position& pos) const {
    ActionList candidates;
    for (const auto& m : v->mechanics()) m->generate(pos, candidates);
    uint64_t n = 0;
    for (const Action& a : candidates) {
      Position after = pos;
      if (!allowed_alone(pos, a, after)) continue;
      n += after.side_to_move() != pos.side_to_move() ? 1 : completions(after);
    }
    return n;
  }
  // Legal = allowed alone, and ends the turn or leaves at least one completion.
  std::set<std::string> brute_legal(const Position& pos) const {
    ActionList candidates;
    for (const auto& m : v->mechanics()) m->generate(pos, candidates);
    std::set<std::string> out;
    for (const Action& a : candidates) {
      Position after = pos;
      if (allowed_alone(pos, a, after) && (after.side_to_move() != pos.side_to_move() || completions(after) > 0))
        out.insert(action_text(*v, a));
    }
    return out;
  }
  std::set<std::string> texts(const ActionList& list) const {
    std::set<std::string> out;
    for (const Action& a : list) out.insert(action_text(*v, a));
    return out;
  }

  // The distinct mid-turn positions after run@d4>d5 with award n and no goal: the runner's square after
  // k = 1..n steps (its walks from d5 of k - 1 king steps onto empty squares), all else unchanged.
  uint64_t reachable(const Position& pos, int n) {
    std::set<Square> at{sq("d5")};
    uint64_t count = 0;
    for (int k = 1; k <= n; ++k) {
      count += at.size();
      std::set<Square> next;
      for (Square s : at)
        for (Square t : pos.geometry().squares())
          if (t != s && std::abs(file_of(t) - file_of(s)) <= 1 && std::abs(rank_of(t) - rank_of(s)) <= 1 &&
              (pos.empty(t) || t == sq("d4")))
            next.insert(t);
      at = next;
    }
    return count;
  }
};

// The legal set is the brute-force definition (every completion enumerated) on small random cases: a runner
// with 1 to 3 steps, before or during its run, goals and other units that block it.
TEST_F(Completion, TheLegalSetIsTheBruteForceDefinition) {
  std::mt19937 rng(20261122);
  const int award = *v->schema().attribute("multimove"), ran = *v->schema().attribute("ran");
  const int goal = *v->schema().attribute("goal");
  int compared = 0, with_runs = 0;
  for (int round = 0; round < 300; ++round) {
    Position pos = setup("7k/8/8/8/8/8/8/K7 w - - 0 1");
    auto free_square = [&] {
      Square s;
      do s = static_cast<Square>(make_square(static_cast<int>(rng() % 8), static_cast<int>(rng() % 8)));
      while (!pos.empty(s));
      return s;
    };
    Square runner = free_square();
    pos.put(runner, Piece(testbed::kStepper, Side::kWhite));
    int n = 1 + static_cast<int>(rng() % 3);
    pos.set_attribute(award, runner, n);
    if (rng() % 2) pos.set_attribute(ran, runner, 1 + static_cast<int>(rng() % n));  // during its run
    for (int g = static_cast<int>(rng() % 3); g > 0; --g) pos.set_attribute(goal, free_square(), 1);
    for (int b = static_cast<int>(rng() % 4); b > 0; --b)
      pos.put(free_square(), Piece(testbed::kKing + 1 + static_cast<Kind>(rng() % 2), rng() % 2 ? Side::kWhite : Side::kBlack));
    std::set<std::string> expected = brute_legal(pos);
    ActionList listed, checked;
    v->legal_actions(pos, listed);
    v->checked_actions(pos, checked);
    ASSERT_EQ(texts(listed), expected) << format_fen(*v, pos);
    ASSERT_EQ(texts(checked), expected) << format_fen(*v, pos);
    for (const std::string& text : expected) with_runs += text.rfind("run@", 0) == 0;
    ++compared;
  }
  EXPECT_EQ(compared, 300);
  EXPECT_GT(with_runs, 100);  // the runs were really judged, not only other units' moves
}

}  // namespace
}  // namespace arbiter
