// Properties of quadrant12 on positions reached by random legal play (properties/generators.h): clause
// invariants (walls, capture range, rest, SwapShotAny) and copy-make agreement with a rebuild from scratch.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <random>

#include "model/core/fen.h"
#include "properties/generators.h"

namespace arbiter::properties {
namespace {

int attr(const Position& p, const char* name, Square s) { return p.attribute(*p.schema().attribute(name), s); }

// A sample of the legal actions of a random position, each applied on a copy.
template <typename F>
void for_sampled_successors(const PlayedPosition& p, F&& f) {
  ActionList legal;
  p.variant->legal_actions(p.position, legal);
  for (size_t i = 0; i < legal.size(); i += 1 + legal.size() / 30) {
    Position next = p.position;
    p.variant->apply(next, legal[i], nullptr);
    f(legal[i], next);
  }
}

RC_GTEST_PROP(Quadrant12, CopyMakeAgreesWithARebuild, ()) {
  auto p = *played_position("quadrant12", 40);
  for_sampled_successors(p, [&](const Action&, const Position& next) {
    RC_ASSERT(next.consistency_error() == "");
    auto back = parse_fen(*p.variant, format_fen(*p.variant, next));
    RC_ASSERT(back.ok());
    RC_ASSERT(*back == next);
    RC_ASSERT(back->hash() == next.hash());
    RC_ASSERT(next.hash() == next.compute_hash());
  });
}

RC_GTEST_PROP(Quadrant12, NoUnitStandsOnAWall, ()) {
  // walling.no-land: "cannot be ... landed on", and walls are raised only on empty path squares.
  auto p = *played_position("quadrant12", 40);
  for_sampled_successors(p, [&](const Action&, const Position& next) {
    next.occupied().for_each([&](Square s) { RC_ASSERT(attr(next, "wall", s) == 0); });
  });
}

RC_GTEST_PROP(Quadrant12, CaptureRangeNeverBelowTwo, ()) {
  // capture-range.reduction: "reduced by 2(up to 2 square minimum)": at most 5 captures count (12 - 10 = 2).
  auto p = *played_position("quadrant12", 60);
  p.position.occupied().for_each([&](Square s) {
    int c = attr(p.position, "captures", s);
    RC_ASSERT(c >= 0 && c <= 5);
    RC_ASSERT(12 - 2 * c >= 2);
  });
}

RC_GTEST_PROP(Quadrant12, FrozenUnitsNeverMove, ()) {
  // Paralysed, immobilised units never move; a resting unit moves only when nothing else can, a single move.
  // A rotation (abilities 6 and on, written from the block's corner) turns squares, not a unit's move: frozen
  // units are carried along (rotation.frozen-contents = allowed), and it is an action other than the rest's.
  auto p = *played_position("quadrant12", 40);
  ActionList legal;
  p.variant->legal_actions(p.position, legal);
  auto rotation = [](const Action& a) { return a.type == ActionType::kAbility && a.ability >= 6; };
  bool only_resting = true;
  for (const Action& a : legal) only_resting = only_resting && !rotation(a) && attr(p.position, "rest", a.from) > 0;
  for (const Action& a : legal) {
    if (a.type == ActionType::kAbility && a.ability == 5) continue;  // the kings exchange moves the king
    if (rotation(a)) continue;
    RC_ASSERT(attr(p.position, "paralysis", a.from) == 0);
    RC_ASSERT(attr(p.position, "immobilized", a.from) == 0);
    if (attr(p.position, "rest", a.from) > 0) {
      RC_ASSERT(only_resting);
      RC_ASSERT(!(a.type == ActionType::kMove && a.path_size() > 0));
    }
  }
}

RC_GTEST_PROP(Quadrant12, SwapShotsNeverInvolveKingsOrTheOwnKind, ()) {
  // swapshot.no-kings, kind-immunity.no-engage (swapshot.kind-immunity = forbidden).
  auto p = *played_position("quadrant12", 40);
  ActionList legal;
  p.variant->legal_actions(p.position, legal);
  for (const Action& a : legal) {
    if (a.type != ActionType::kAbility || a.ability != 4) continue;  // swap
    Piece u = p.position.at(a.from);
    Piece v = p.position.at(a.to);
    RC_ASSERT(!u.empty() && !v.empty());
    RC_ASSERT(p.variant->letter(u) != 'K' && p.variant->letter(v) != 'K' && p.variant->letter(v) != 'k');
    RC_ASSERT(u.kind() != v.kind());
    RC_ASSERT(p.variant->letter(u) != 'P');
  }
}

TEST(Quadrant12Playouts, RandomGamesEndOrReach300Plies) {
  auto v = variant("quadrant12");
  std::mt19937 rng(20261122);
  for (int game = 0; game < 2; ++game) {
    Game g(*v, v->start_position());
    ActionList list;
    for (int ply = 0; ply < 300 && !g.outcome().over(); ++ply) {
      v->legal_actions(g.position(), list);
      ASSERT_FALSE(list.empty());
      g.play(list[rng() % list.size()]);
      ASSERT_EQ(g.position().consistency_error(), "");
      ASSERT_EQ(v->validate(g.position()), "");
    }
  }
}

}  // namespace
}  // namespace arbiter::properties
