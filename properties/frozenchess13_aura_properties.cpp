// Properties of frozenchess13's auras (stage 3a: the jester's paralysis, the chancellor's Paralyse, the
// queen's gaze, the pawns' pincer), under the default readings. The units an aura holds are read from the
// model through its refusals (a probe move of a unit is refused by an aura's clause exactly when an aura
// holds it) and recomputed here from the document's words by another method: a unit-by-unit (chaotic)
// iteration in a random visiting order, which must settle, and settle on the same units for two orders.
// The model's fixpoint itself (aura_fixpoint.h) is held to its stated bound and to order independence on
// the sources the words give, shuffled.
#include <algorithm>
#include <array>
#include <random>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "model/core/fen.h"
#include "model/core/mechanic_variant.h"
#include "model/frozenchess13/aura_fixpoint.h"
#include "properties/generators.h"

namespace arbiter::properties {
namespace {

constexpr int kN = 16;
const std::set<std::string_view> kAuraClauses = {"jester.paralysis", "chancellor.paralyse", "queen.gaze", "pawn.pincer"};

// A position as the words see it: a letter per square (upper case White), and paralysis counters.
struct Board16 {
  std::array<std::array<char, kN>, kN> at{};  // [file][rank], 0 = empty
  std::array<std::array<int, kN>, kN> counter{};
  bool on(int f, int r) const { return f >= 0 && f < kN && r >= 0 && r < kN; }
  char get(int f, int r) const { return on(f, r) ? at[f][r] : 0; }
  static bool white(char c) { return c >= 'A' && c <= 'Z'; }
  static char kind(char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); }
  bool enemies(char a, char b) const { return a && b && white(a) != white(b); }
  // "Royal Guards:units near king(3x3) cannot be paralyzed" (own units), and "Kings are immune".
  bool paralysable(int f, int r) const {
    const char u = get(f, r);
    if (!u || kind(u) == 'K') return false;
    for (int df = -1; df <= 1; ++df)
      for (int dr = -1; dr <= 1; ++dr) {
        const char k = get(f + df, r + dr);
        if ((df || dr) && k && kind(k) == 'K' && white(k) == white(u)) return false;
      }
    return true;
  }
  std::string fen(bool white_to_move) const {
    std::string out;
    for (int r = kN - 1; r >= 0; --r) {
      int empty = 0;
      for (int f = 0; f < kN; ++f) {
        if (!at[f][r]) {
          ++empty;
          continue;
        }
        if (empty) out += std::to_string(empty);
        empty = 0;
        out += at[f][r];
      }
      if (empty) out += std::to_string(empty);
      if (r) out += '/';
    }
    out += white_to_move ? " w - - 0 1" : " b - - 0 1";
    for (int f = 0; f < kN; ++f)
      for (int r = 0; r < kN; ++r)
        if (counter[f][r]) out += " paralysis@" + std::string(1, static_cast<char>('a' + f)) + std::to_string(r + 1) + "=" + std::to_string(counter[f][r]);
    return out;
  }
};

// The zone of the source on (f, r) by the document's words, under the default readings: jester.paralysis-scope
// = enemies-only, chancellor.paralyse-range = knight-leap, queen.gaze-scope = enemy pawns.
std::vector<std::pair<int, int>> zone(const Board16& b, int f, int r) {
  std::vector<std::pair<int, int>> out;
  const char s = b.get(f, r);
  auto hold = [&](int g, int q, auto&& may) {
    const char u = b.get(g, q);
    if (b.enemies(s, u) && b.paralysable(g, q) && may(Board16::kind(u))) out.emplace_back(g, q);
  };
  switch (Board16::kind(s)) {
    case 'J':  // "paralyzes nearby units(3x3) by presence"; jesters (Kind Immunity) and chancellors immune
      for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr)
          if (df || dr) hold(f + df, r + dr, [](char k) { return k != 'J' && k != 'C'; });
      break;
    case 'C':  // "Any enemy units in knight range"; a chancellor does nothing to chancellors (Kind Immunity)
      for (auto [df, dr] : std::array<std::pair<int, int>, 8>{{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}})
        hold(f + df, r + dr, [](char k) { return k != 'C'; });
      break;
    case 'Q':  // "Pawns in 1sq radius(3x3) are paralyzed"
      for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr)
          if (df || dr) hold(f + df, r + dr, [](char k) { return k == 'P'; });
      break;
    default: break;
  }
  return out;
}

// "unit whose orthogonal sides are occupied with pawn" (pincer.geometry = two-opposite-enemy-pawns).
bool pincered(const Board16& b, int f, int r) {
  const char u = b.get(f, r);
  if (!u || !b.paralysable(f, r)) return false;
  auto enemy_pawn = [&](int g, int q) { const char c = b.get(g, q); return c && Board16::kind(c) == 'P' && b.enemies(u, c); };
  return (enemy_pawn(f - 1, r) && enemy_pawn(f + 1, r)) || (enemy_pawn(f, r - 1) && enemy_pawn(f, r + 1));
}

// The units the auras hold, unit by unit in `order` (Gauss-Seidel), until a sweep changes nothing: a source
// radiates unless it is paralysed (a counter, or held itself); the pincer always. nullopt if it never settles.
std::optional<std::set<std::pair<int, int>>> held_by_sweeps(const Board16& b, std::vector<std::pair<int, int>> order) {
  std::set<std::pair<int, int>> held;
  for (size_t sweep = 0; sweep <= order.size() + 1; ++sweep) {
    bool changed = false;
    for (auto [f, r] : order) {
      bool h = pincered(b, f, r);
      for (int g = 0; g < kN && !h; ++g)
        for (int q = 0; q < kN && !h; ++q) {
          if (!b.get(g, q) || b.counter[g][q] > 0 || held.count({g, q})) continue;
          for (auto z : zone(b, g, q))
            if (z == std::make_pair(f, r)) h = true;
        }
      if (h != static_cast<bool>(held.count({f, r}))) {
        changed = true;
        if (h) held.insert({f, r});
        else held.erase({f, r});
      }
    }
    if (!changed) return held;
  }
  return std::nullopt;
}

// A dense random position: both kings and 8 to 28 units, mostly the aura kinds, in a 7x7 window; a few
// units carry a paralysis counter.
Board16 random_board() {
  Board16 b;
  const int f0 = *rc::gen::inRange(0, kN - 7), r0 = *rc::gen::inRange(0, kN - 7);
  std::vector<std::pair<int, int>> free;  // the window's empty squares: each unit takes one of them
  for (int f = f0; f < f0 + 7; ++f)
    for (int r = r0; r < r0 + 7; ++r) free.emplace_back(f, r);
  auto place = [&](char c) {
    const size_t i = *rc::gen::inRange<size_t>(0, free.size());
    const auto [f, r] = free[i];
    free.erase(free.begin() + static_cast<std::ptrdiff_t>(i));
    b.at[f][r] = c;
    if (Board16::kind(c) != 'K' && *rc::gen::inRange(0, 6) == 0) b.counter[f][r] = *rc::gen::inRange(1, 4);
  };
  place('K');
  place('k');
  const int n = *rc::gen::inRange(8, 29);
  const std::string kinds = "JJJCCCQQPPPPPPPPLRN";
  for (int i = 0; i < n; ++i) {
    const char k = kinds[*rc::gen::inRange<size_t>(0, kinds.size())];
    place(*rc::gen::arbitrary<bool>() ? k : static_cast<char>(std::tolower(static_cast<unsigned char>(k))));
  }
  return b;
}

// The aura fixpoint (aura_fixpoint.h) settles within its bound, leaves no unit undecided, and gives the same
// units whatever order its sources are visited in; the model's refusals name an aura for exactly the units
// the document's words hold (found by sweeps in two random orders, which agree).
RC_GTEST_PROP(FrozenChess13, AurasHoldWhatTheWordsHoldInAnyOrder, ()) {
  auto v = variant("frozenchess13");
  const auto& mv = dynamic_cast<const MechanicVariant&>(*v);
  const Board16 b = random_board();
  auto parsed = parse_fen_unchecked(*v, b.fen(*rc::gen::arbitrary<bool>()));
  RC_ASSERT(parsed.ok());
  const Position& p = *parsed;
  std::mt19937_64 rng(*rc::gen::arbitrary<uint64_t>());

  std::vector<std::pair<int, int>> units;
  for (int f = 0; f < kN; ++f)
    for (int r = 0; r < kN; ++r)
      if (b.at[f][r]) units.emplace_back(f, r);
  std::shuffle(units.begin(), units.end(), rng);
  const auto first = held_by_sweeps(b, units);
  std::shuffle(units.begin(), units.end(), rng);
  const auto second = held_by_sweeps(b, units);
  RC_ASSERT(first.has_value());
  RC_ASSERT(second.has_value());
  RC_ASSERT(*first == *second);

  // The model: a probe move of each unit without a counter (a counter's refusal comes first) is refused by
  // an aura's clause exactly when the words hold it.
  for (auto [f, r] : units) {
    if (b.counter[f][r]) continue;
    const Square s = make_square(f, r);
    const Judgement j = mv.forbidden_before_play(p, Action::move(s, s));
    const bool model_held = !j.legal && kAuraClauses.count(j.clause);
    RC_ASSERT(model_held == static_cast<bool>(first->count({f, r})));
  }

  // The fixpoint function on the words' sources, in three orders.
  std::vector<frozenchess13::AuraSource> sources;
  SquareSet pincers;
  for (auto [f, r] : units) {
    if (pincered(b, f, r)) pincers.insert(make_square(f, r));
    const auto z = zone(b, f, r);
    if (z.empty()) continue;
    frozenchess13::AuraSource src;
    src.at = make_square(f, r);
    src.stops = true;  // jesters and queens as statues (statue-no-threat), the chancellor always
    src.held = b.counter[f][r] > 0;
    for (auto [g, q] : z) src.zone.insert(make_square(g, q));
    sources.push_back(src);
  }
  if (!pincers.empty()) sources.push_back({kNoSquare, 3, false, false, pincers});  // the pincer never stops
  SquareSet expected;
  for (auto [f, r] : *first) expected.insert(make_square(f, r));
  for (int round = 0; round < 3; ++round) {
    std::shuffle(sources.begin(), sources.end(), rng);
    const frozenchess13::AuraFixpoint fix = frozenchess13::aura_fixpoint(sources);
    RC_ASSERT(fix.rounds <= 1 + static_cast<int>(sources.size()));
    RC_ASSERT(fix.undecided.empty());
    RC_ASSERT(fix.paralysed == expected);
    RC_ASSERT(frozenchess13::aura_step(sources, fix.paralysed) == fix.paralysed);  // a fixpoint of F
  }
  RC_CLASSIFY(!expected.empty(), "some unit held");
}

// paralysis.no-action for the auras: along random play, no legal action's actor is held by an aura (its probe
// would be refused by an aura's clause).
RC_GTEST_PROP(FrozenChess13, UnitsHeldByAurasNeverAct, ()) {
  auto played = *played_position("frozenchess13", 120);
  const auto& mv = dynamic_cast<const MechanicVariant&>(*played.variant);
  const Position& p = played.position;
  ActionList legal;
  mv.legal_actions(p, legal);
  int held = 0;
  for (const Action& a : legal)
    for (Square s : mv.actors(p, a)) {
      if (s == kNoSquare || p.empty(s)) continue;
      const Judgement j = mv.forbidden_before_play(p, Action::move(s, s));
      RC_ASSERT(!(!j.legal && kAuraClauses.count(j.clause)));
    }
  p.occupied().for_each([&](Square s) {
    const Judgement j = mv.forbidden_before_play(p, Action::move(s, s));
    held += !j.legal && kAuraClauses.count(j.clause);
  });
  RC_CLASSIFY(held > 0, "some unit held by an aura");
}

}  // namespace
}  // namespace arbiter::properties
