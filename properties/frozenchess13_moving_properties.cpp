// Properties of frozenchess13's actions that move other units (stage 3b: Pull and Pull-through), on positions
// reached by random legal play (properties/generators.h), computed from the document's words and the action
// texts rather than by the model's helpers: the pulls a side has are exactly the texts check() accepts, each
// pull copy-makes to a consistent position whose FEN and hash round-trip, a pulled unit keeps its id and
// lands on the line toward its puller, no unit is ever in two places, and every unit that acts in a legal
// action is controlled by the side acting.
#include <random>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "model/core/fen.h"
#include "model/core/mechanic_variant.h"
#include "model/core/notation.h"
#include "model/core/trace.h"
#include "properties/generators.h"

namespace arbiter::properties {
namespace {

bool is_pull(const Variant& v, const Action& a) { return action_text(v, a).rfind("pull@", 0) == 0; }

// The pulls of a position: the legal actions whose text starts with pull@.
ActionList pulls(const Variant& v, const Position& p) {
  ActionList legal, out;
  v.legal_actions(p, legal);
  for (const Action& a : legal)
    if (is_pull(v, a)) out.push_back(a);
  return out;
}

// Generate equals check, for pulls: every text pull@A>B>D with A a unit of the side to move, B any other unit
// on one of A's eight lines and D a square strictly between them on that line is legal by check() exactly when
// legal_actions lists it.
RC_GTEST_PROP(FrozenChess13Moving, PullsListedAreExactlyThePullsCheckAccepts, ()) {
  auto played = *played_position("frozenchess13", 80);
  const auto& v = dynamic_cast<const MechanicVariant&>(*played.variant);
  const Position& p = played.position;
  std::set<std::string> listed;
  for (const Action& a : pulls(v, p)) listed.insert(action_text(v, a));
  const Geometry& g = p.geometry();
  int accepted = 0, from_a = 0;
  // One unit of the side to move, chosen at random (every text of every unit would cost thousands of checks).
  std::vector<Square> ours;
  p.occupied(p.side_to_move()).for_each([&](Square s) { ours.push_back(s); });
  RC_PRE(!ours.empty());
  const Square a = ours[*rc::gen::inRange<size_t>(0, ours.size())];
  for (const std::string& t : listed) from_a += t.rfind("pull@" + g.square_name(a) + ">", 0) == 0;
  {
    for (int df = -1; df <= 1; ++df)
      for (int dr = -1; dr <= 1; ++dr) {
        if (df == 0 && dr == 0) continue;
        for (int k = 2; k < 16; ++k) {
          const auto b = g.step(a, df * k, dr * k);
          if (!b) break;
          if (p.empty(*b)) continue;
          for (int j = 1; j < k; ++j) {
            const std::string text = "pull@" + g.square_name(a) + ">" + g.square_name(*b) + ">" +
                                     g.square_name(*g.step(a, df * j, dr * j));
            auto parsed = parse_action(v, text);
            RC_ASSERT(parsed.ok());
            const bool legal = v.check(p, *parsed).legal;
            RC_ASSERT(legal == (listed.count(text) == 1));
            accepted += legal;
          }
        }
      }
  }
  RC_ASSERT(accepted == from_a);
  RC_CLASSIFY(!listed.empty(), "some pull");
}

// Copy-make, FEN and hash round trips over every pull: after the pull the position is consistent, its FEN
// parses back to the same hash, the pulled unit (unless a tomb took it) stands on D with its id, the square it
// left is empty, and the number of standing units is the same (or one less: a tomb's explosion).
RC_GTEST_PROP(FrozenChess13Moving, EveryPullCopyMakesAndRoundTrips, ()) {
  auto played = *played_position("frozenchess13", 80);
  const Variant& v = *played.variant;
  const Position& before = played.position;
  const ActionList all = pulls(v, before);
  RC_PRE(!all.empty());
  // At most 8 of them, chosen at random (a start-like position has dozens).
  ActionList mine;
  for (int i = 0; i < 8; ++i) mine.push_back(all[*rc::gen::inRange<size_t>(0, all.size())]);
  for (const Action& a : mine) {
    Trace trace;
    const Position after = copy_made(v, before, a, &trace);
    const Square b = a.to, d = a.path_at(0);
    RC_ASSERT(after.empty(b));
    if (!trace.fired("tomb.explosion")) {
      RC_ASSERT(!after.empty(d));
      RC_ASSERT(after.id_at(d) == before.id_at(b));
      RC_ASSERT(after.at(d) == before.at(b));
      RC_ASSERT(after.occupied().size() == before.occupied().size());
    }
    // D lies strictly between A and B on a straight line.
    const int fa = file_of(a.from), ra = rank_of(a.from), fb = file_of(b), rb = rank_of(b), fd = file_of(d), rd = rank_of(d);
    RC_ASSERT((fa - fb) * (rd - rb) == (ra - rb) * (fd - fb));
    RC_ASSERT(std::min(fa, fb) <= fd && fd <= std::max(fa, fb) && std::min(ra, rb) <= rd && rd <= std::max(ra, rb));
    RC_ASSERT(d != a.from && d != b);
  }
}

// No unit is in two places: along random play, the ids of the standing units and of the units in other layers
// (shadows, the dead in tombs, held units) are all different.
RC_GTEST_PROP(FrozenChess13Moving, NoUnitIsInTwoPlaces, ()) {
  auto v = variant("frozenchess13");
  Position p = v->start_position();
  std::mt19937_64 rng(*rc::gen::arbitrary<uint64_t>());
  for (int ply = 0; ply < 120; ++ply) {
    std::set<UnitId> seen;
    int units = 0;
    p.occupied().for_each([&](Square s) {
      seen.insert(p.id_at(s));
      ++units;
    });
    for (const Unit& u : p.layered()) {
      seen.insert(u.id);
      ++units;
    }
    RC_ASSERT(static_cast<int>(seen.size()) == units);
    Action a;
    if (!v->random_action(p, rng, a)) break;
    v->apply(p, a, nullptr);
  }
}

// A controlled unit is moved only by its controller: every unit that acts in a legal action (the owner's
// actors) is one the acting side controls (MechanicVariant::controls), so no side acts with a unit of the
// other side unless a Control mechanic gave it that unit.
RC_GTEST_PROP(FrozenChess13Moving, AControlledUnitIsMovedOnlyByItsController, ()) {
  auto played = *played_position("frozenchess13", 60);
  const auto& v = dynamic_cast<const MechanicVariant&>(*played.variant);
  const Position& p = played.position;
  ActionList legal;
  v.legal_actions(p, legal);
  for (const Action& a : legal)
    for (Square s : v.actors(p, a)) {
      if (s == kNoSquare || p.empty(s)) continue;
      RC_ASSERT(v.controls(p, Address{s, {}}));
      RC_ASSERT(v.controller(p, p.id_at(s)) == std::optional<Side>(p.side_to_move()));
    }
}

}  // namespace
}  // namespace arbiter::properties
