// Properties of frozenchess13's paralysis dealt by an action (stage 3a, item 2), under the default readings,
// along random games from an open position: the rook's Stun held to its words, recomputed here from the position
// before and after each rook move (not from the model's trace), and the king's immunity to every paralysis.
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "model/core/fen.h"
#include "model/core/mechanic_variant.h"
#include "model/frozenchess13/army.h"
#include "properties/generators.h"

namespace arbiter::properties {
namespace {

using frozenchess13::kKing;
using frozenchess13::kRook;

int paralysis_of(const Position& p, Square s) { return p.attribute(*p.schema().attribute("paralysis"), s); }

// Whether the unit on s stands next to its own king ("Royal Guards:units near king(3x3) cannot be paralyzed").
bool beside_own_king(const Position& p, Square s) {
  const Square k = p.royal(p.at(s).side());
  return k != kNoSquare && k != s && std::abs(file_of(k) - file_of(s)) <= 1 && std::abs(rank_of(k) - rank_of(s)) <= 1;
}

// rook.stun: "Stun - when landing on a square,all nearby(3x3) enemy units are paralyzed for 2 moves." After
// every own move of a rook that still stands where it landed, each enemy unit of the 3x3 around its landing
// that was there before the move and is paralysable (not a king, not beside its own king, not a rook: Kind
// Immunity) has at least 2 turns of paralysis. And no king is ever paralysed (king.immunity), whatever acted.
RC_GTEST_PROP(FrozenChess13, RookLandingsStunTheirNeighbours, ()) {
  auto v = variant("frozenchess13");
  // Rooks with open files and enemies to land beside (from the start they are boxed in for long): each king
  // sheltered by its pawns and bishop, knights, pawns, a jester and a frog each.
  auto setup = parse_fen(*v, "3r3r6bk/10f3pp/2l2l3j6/4p1p9/16/16/16/16/16/16/16/16/4P1P9/2L2L3J6/PP8F5/KB1R3R8 w - - 0 1");
  RC_ASSERT(setup.ok());
  Position p = *setup;
  std::mt19937_64 rng(*rc::gen::arbitrary<uint64_t>());
  Game game(*v, p);
  int stuns = 0;
  for (int ply = 0; ply < 200 && !game.outcome().over(); ++ply) {
    Action a;
    if (!v->random_action(p, rng, a)) break;
    const bool rook_move = a.type == ActionType::kMove && !p.empty(a.from) && p.at(a.from).kind() == kRook;
    const UnitId rook = rook_move ? p.id_at(a.from) : kNoUnit;
    const Side us = rook_move ? p.at(a.from).side() : Side::kWhite;
    std::vector<std::pair<Square, UnitId>> near;  // the enemy units of the 3x3 around the landing, before
    if (rook_move) {
      for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr) {
          const auto s = p.geometry().step(a.to, df, dr);
          if (s && *s != a.to && !p.empty(*s) && p.at(*s).side() != us) near.push_back({*s, p.id_at(*s)});
        }
    }
    v->apply(p, a, nullptr);
    game.play(a);
    p.occupied().for_each([&](Square s) {
      if (p.at(s).kind() == kKing) RC_ASSERT(paralysis_of(p, s) == 0);
    });
    if (!rook_move || p.empty(a.to) || p.id_at(a.to) != rook) continue;
    for (auto [s, id] : near) {
      if (p.empty(s) || p.id_at(s) != id) continue;
      const Kind k = p.at(s).kind();
      if (k == kKing || k == kRook || beside_own_king(p, s)) continue;
      ++stuns;
      if (paralysis_of(p, s) < 2)
        RC_FAIL("the rook landing on " + p.geometry().square_name(a.to) + " left " + p.geometry().square_name(s) +
                " unstunned: " + format_fen(*v, p));
    }
  }
  RC_CLASSIFY(stuns > 0, "some unit stunned");
}

}  // namespace
}  // namespace arbiter::properties
