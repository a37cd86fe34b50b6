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

// No completion: the runner (on d4, kings on a1 and h8) has no goal to end on, so every first step is
// illegal and the search must exhaust everything the turn can reach.
//
// The bound. A position the search meets after run@d4>d5 differs from the others only by the runner's
// square s and its steps made k (the kings, the award, the side, the clocks and every other square are what
// they were: nothing else may act during a run, and a step captures nothing). s is one of the 62 squares no
// king stands on and 1 <= k <= N, so there are at most 62N distinct positions. The memo answers a position
// already searched, so
//   searched <= 62N                 (each distinct position searched once; exactly the reachable ones),
//   searched + remembered <= 1 + 8 * searched
// because every call of completable() is the first or follows a step judged in a searched position, and the
// runner has at most 8 steps there (the pass and every other action are refused before anything is
// played). A search without a memo searches once per walk of the runner instead: the king walks of length
// k < N from d5, 1, 9, 73, 585, 4512 and 34137 searches for N = 1..6 (7.6 times more per step; this test's
// bounds are 62, 124, ... 372), where the memo searches the 1, 9, 34, 83, 145 and 207 distinct positions.
TEST_F(Completion, WithoutACompletionEachPositionIsSearchedOnce) {
  for (int n = 1; n <= 6; ++n) {
    Position pos = setup("7k/8/8/8/3N4/8/8/K7 w - - 0 1 multimove@d4=" + std::to_string(n));
    bool legal = true;
    CompletionStats stats = judged(pos, "run@d4>d5", &legal);
    std::cout << "N=" << n << ": searched " << stats.searched << ", remembered " << stats.remembered
              << ", candidates judged " << stats.judged << " (distinct positions " << reachable(pos, n) << ")\n";
    EXPECT_FALSE(legal);
    EXPECT_EQ(stats.searched, reachable(pos, n)) << "N=" << n;
    EXPECT_LE(stats.searched, 62u * static_cast<uint64_t>(n)) << "N=" << n;
    EXPECT_LE(stats.searched + stats.remembered, 1 + 8 * stats.searched) << "N=" << n;
  }
}

// Listing the legal actions shares the memo among the candidates: the eight first steps of the runner
// reach the same positions, searched once for all of them (62N again, here with N = 6).
TEST_F(Completion, ListingSharesTheMemoAmongCandidates) {
  Position pos = setup("7k/8/8/8/3N4/8/8/K7 w - - 0 1 multimove@d4=6");
  MechanicVariant::completion_stats() = {};
  ActionList legal;
  v->legal_actions(pos, legal);
  CompletionStats stats = MechanicVariant::completion_stats();
  std::cout << "legal_actions: searched " << stats.searched << ", remembered " << stats.remembered << "\n";
  for (const Action& a : legal) EXPECT_NE(action_text(*v, a).rfind("run@", 0), 0u) << action_text(*v, a);
  EXPECT_LE(stats.searched, 62u * 6u);
}

// A completion exists: found, and the search stops at it. With the runner's steps ordered toward the
// goal (Multimove's order_for_completion), the first step judged from each position is on a shortest way,
// so exactly one position per step to the goal is searched.
TEST_F(Completion, ACompletionIsFoundAndTheSearchStopsThere) {
  Position pos = setup("7k/8/8/8/3N4/8/8/K7 w - - 0 1 multimove@d4=6 goal:h4=1");
  bool legal = false;
  CompletionStats stats = judged(pos, "run@d4>e4", &legal);
  EXPECT_TRUE(legal);
  EXPECT_EQ(stats.searched, 4u);  // after e4, then f, g and h: the pass on h4 ends the turn
  EXPECT_TRUE(judged(pos, "run@d4>c4", &legal).searched > 0 && legal);  // c4 to h4: 5 steps of the 5 left
  // With 5 steps, c4 leaves 4 for the 5 to h4: illegal, refused by no clause (the turn cannot be completed).
  Position short_award = setup("7k/8/8/8/3N4/8/8/K7 w - - 0 1 multimove@d4=5 goal:h4=1");
  EXPECT_FALSE(v->check(short_award, action("run@d4>c4")).legal);
  EXPECT_EQ(v->refusal(short_award, action("run@d4>c4")), "");
  EXPECT_TRUE(v->check(short_award, action("run@d4>e4")).legal);
  // Played out: steps, then the pass on the goal; the same side moves until the pass.
  Position mid = pos;
  for (const char* step : {"run@d4>e4", "run@e4>f4", "run@f4>g4", "run@g4>h4"}) {
    ASSERT_TRUE(v->check(mid, action(step)).legal) << step;
    v->apply(mid, action(step), nullptr);
    EXPECT_EQ(mid.side_to_move(), Side::kWhite);
  }
  EXPECT_EQ(v->refusal(mid, action("a1b1")), "testbed/multimove.runner-only");
  ASSERT_TRUE(v->check(mid, action("0000")).legal);
  v->apply(mid, action("0000"), nullptr);
  EXPECT_EQ(mid.side_to_move(), Side::kBlack);
  EXPECT_EQ(format_fen(*v, mid), "7k/8/8/8/7N/8/8/K7 b - - 0 1 multimove@h4=6 goal:h4=1");
}

// A random draw proves a partial turn legal by drawing its continuation from the same generator, and keeps
// it (model/core/listing.cpp, "Drawing ahead"): the next draw of that generator, untouched since, at the
// position the partial action left, gives it without taking a number. No other draw gets it: another
// generator, the same one once a number was taken from it, or another position. The runner on d4 may run
// toward the goal on h4 (a partial turn, refused unless the goal can still be reached) or the king may move.
TEST_F(Completion, ADrawnContinuationIsGivenOnlyToTheNextDrawOfItsGenerator) {
  const Position start = setup("7k/8/8/8/3N4/8/8/K7 w - - 0 1 multimove@d4=6 goal:h4=1");
  // The first seed whose first draw is a step of the run (white moves again), from `start`.
  auto partial_draw = [&](std::mt19937_64& rng, Position& mid) {
    for (uint64_t seed = 1; seed < 200; ++seed) {
      rng.seed(seed);
      mid = start;
      Action a;
      if (!v->random_play(mid, rng, a)) return false;
      if (mid.side_to_move() == Side::kWhite) return true;
    }
    return false;
  };
  std::mt19937_64 rng;
  Position mid = start;
  ASSERT_TRUE(partial_draw(rng, mid));
  const std::mt19937_64 left = rng;
  {  // another generator drawing in between neither takes nor spoils it
    Position other_game = mid;
    std::mt19937_64 other(7);
    Action b;
    ASSERT_TRUE(v->random_play(other_game, other, b));
    EXPECT_TRUE(v->check(mid, b).legal) << action_text(*v, b);
  }
  Position played = mid;
  Action next;
  ASSERT_TRUE(v->random_play(played, rng, next));
  EXPECT_TRUE(rng == left) << "the kept continuation takes no number";
  EXPECT_TRUE(v->check(mid, next).legal) << action_text(*v, next);
  Position applied = mid;
  v->apply(applied, next, nullptr);
  EXPECT_EQ(format_fen(*v, played), format_fen(*v, applied));
  // Given once: the same draw again takes numbers.
  played = mid;
  ASSERT_TRUE(v->random_play(played, rng, next));
  EXPECT_FALSE(rng == left);
  EXPECT_TRUE(v->check(mid, next).legal) << action_text(*v, next);

  // A number taken from the generator drops it.
  ASSERT_TRUE(partial_draw(rng, mid));
  rng();
  std::mt19937_64 touched = rng;
  played = mid;
  ASSERT_TRUE(v->random_action(played, rng, next));
  EXPECT_FALSE(rng == touched);
  EXPECT_TRUE(v->check(mid, next).legal) << action_text(*v, next);

  // So does a draw from another position: the start's actions, not the continuation.
  ASSERT_TRUE(partial_draw(rng, mid));
  touched = rng;
  ASSERT_TRUE(v->random_action(start, rng, next));
  EXPECT_FALSE(rng == touched);
  EXPECT_TRUE(v->check(start, next).legal) << action_text(*v, next);
}

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
      do {
        const int file = static_cast<int>(rng() % 8);  // one draw per statement (see below)
        s = static_cast<Square>(make_square(file, static_cast<int>(rng() % 8)));
      } while (!pos.empty(s));
      return s;
    };
    Square runner = free_square();
    pos.put(runner, Piece(testbed::kStepper, Side::kWhite));
    int n = 1 + static_cast<int>(rng() % 3);
    pos.set_attribute(award, runner, n);
    if (rng() % 2) pos.set_attribute(ran, runner, 1 + static_cast<int>(rng() % n));  // during its run
    for (int g = static_cast<int>(rng() % 3); g > 0; --g) pos.set_attribute(goal, free_square(), 1);
    for (int b = static_cast<int>(rng() % 4); b > 0; --b) {
      // One draw per statement: the order in which a call's arguments are evaluated is unspecified (g++ and
      // clang++ differ), and the positions must be the same whichever compiler built the test.
      const Square at = free_square();
      const Kind kind = testbed::kKing + 1 + static_cast<Kind>(rng() % 2);
      const Side side = rng() % 2 ? Side::kWhite : Side::kBlack;
      pos.put(at, Piece(kind, side));
    }
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
  // The runs were really judged, not only other units' moves: the 300 legal sets hold 99 run@ actions in
  // all with this seed (rounds without steps left or a goal in reach have none).
  EXPECT_GT(with_runs, 50);
}

// A turn that can come back to where it was: a unit turns on its square (turn@e1 flips its `facing`, 0 or 1)
// and its turn goes on; only a pass ends it, and only while the unit faces 1 (or never, with `pass_never`).
// From facing 1, turning leads back to facing 0, a position the search is still judging: the search must not
// follow the loop (it would never end) and must still find the pass.
class Turnstile final : public MechanicVariant {
 public:
  explicit Turnstile(bool pass_never) : MechanicVariant("turnstile", Geometry(8, 8), Profile{}) {
    kinds_ = {{testbed::kKing, 'K', "king"}, {testbed::kStepper, 'N', "stepper"}};
    royal_ = testbed::kKing;
    add(std::make_unique<Turning>(pass_never));
    compose();
  }
  std::string start_fen() const override { return "7k/8/8/8/8/8/8/4N2K w - - 0 1"; }

 private:
  class Turning final : public Mechanic {
   public:
    explicit Turning(bool pass_never) : Mechanic("turning"), pass_never_(pass_never) {}
    void declare(Declaration& d) override {
      turn_ = d.ability("turn");
      facing_ = d.attribute({"facing", Scope::kPiece, 0, 1});
    }
    bool owns(const Action& a) const override {
      return a.type == ActionType::kPass || (a.type == ActionType::kAbility && a.ability == turn_);
    }
    // The turn first, then the pass where it is allowed (a candidate is one its owner admits).
    void generate(const Position& pos, ActionList& out) const override {
      pos.occupied(pos.side_to_move()).for_each([&](Square s) {
        if (pos.at(s).kind() == testbed::kStepper) out.push_back(Action::ability_use(static_cast<uint8_t>(turn_), s, s));
      });
      if (admit(pos, Action::pass()).empty()) out.push_back(Action::pass());
    }
    Refusal admit(const Position& pos, const Action& a) const override {
      if (a.type == ActionType::kPass) return !pass_never_ && facing_one(pos) ? Refusal() : "turnstile.pass";
      return pos.empty(a.from) || pos.at(a.from).kind() != testbed::kStepper ? "turnstile.turn" : Refusal();
    }
    void play(Position& pos, const Action& a, Trace*) const override {
      if (a.type == ActionType::kAbility) pos.set_attribute(facing_, a.from, 1 - pos.attribute(facing_, a.from));
    }
    bool continues_turn(const Position&, const Action& a) const override { return a.type == ActionType::kAbility; }

   private:
    bool facing_one(const Position& pos) const { return !pos.marked(facing_).empty(); }
    const bool pass_never_;
    int turn_ = -1, facing_ = -1;
  };
};

TEST(CompletionLoop, ATurnThatComesBackToAPositionIsSearchedOnceAndItsCompletionFound) {
  const Turnstile v(false);
  const Position start = v.start_position();
  const Action turn = *parse_action(v, "turn@e1");
  // turn@e1 leaves facing 1, where the pass ends the turn; before the pass, the search tries turning back.
  EXPECT_TRUE(v.check(start, turn).legal);
  Position once = start;
  v.apply(once, turn, nullptr);
  EXPECT_EQ(once.side_to_move(), Side::kWhite);  // the turn goes on
  EXPECT_TRUE(v.completable(once));
  // From facing 1 the turn back to facing 0 is legal too: facing 0 is completed by turning again, then passing.
  EXPECT_TRUE(v.check(once, turn).legal);
  ActionList legal;
  v.legal_actions(once, legal);
  EXPECT_EQ(legal.size(), 2u);
}

TEST(CompletionLoop, ATurnThatOnlyGoesRoundInCirclesCannotBeCompleted) {
  const Turnstile v(true);
  const Position start = v.start_position();
  const Action turn = *parse_action(v, "turn@e1");
  EXPECT_FALSE(v.check(start, turn).legal);  // turning forever never ends the turn
  ActionList legal;
  v.legal_actions(start, legal);
  EXPECT_TRUE(legal.empty());
  // A random draw, which proves a partial turn by drawing its continuation, ends too, and finds nothing.
  std::mt19937_64 rng(1);
  Action drawn;
  EXPECT_FALSE(v.random_action(start, rng, drawn));
  Position played = start;
  EXPECT_FALSE(v.random_play(played, rng, drawn));
}

}  // namespace
}  // namespace arbiter
