// frozenchess13's capture-reach memo (model/frozenchess13/reach_memo.h) held to the definition: along random
// games, where walls rise and fall and units come and go, the reach the memo answers for every unit and every
// capturing kind (its own, or one Empower could lend it) equals the reach computed afresh from the patterns
// (Movement::capture_reach_fresh). The memo is warmed by the game's own earlier positions, as in play, so a
// footprint that missed a square a route reads would show as a stale reach here.
#include <initializer_list>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "model/core/fen.h"
#include "model/core/geometry.h"
#include "model/core/variant.h"
#include "model/frozenchess13/board.h"
#include "model/frozenchess13/frozenchess13.h"
#include "model/frozenchess13/movement.h"

namespace arbiter::properties {
namespace {

using frozenchess13::Movement;
using frozenchess13::Ranges;

RC_GTEST_PROP(FrozenChess13, CaptureReachMemoIsTheDefinition, ()) {
  auto v = make_variant("frozenchess13");
  RC_ASSERT(static_cast<bool>(v));
  const Variant& variant = **v;
  Geometry geometry(16, 16);
  Movement movement(geometry, Movement::Params{});
  Position pos = variant.start_position();
  frozenchess13::Ground ground;
  if (auto wall = pos.schema().attribute("wall")) ground.wall = *wall;
  if (auto level = pos.schema().attribute("level")) ground.level = *level;
  RC_ASSERT(ground.wall >= 0);  // the walls are what a footprint must see besides the units
  movement.set_ground(ground);
  // Ranges as Range Extension and CRR make them: short and long, so a ride's footprint varies.
  const int range = *rc::gen::inRange(1, 17);
  const Ranges ranges{range, 17 - range};
  std::mt19937_64 rng(*rc::gen::arbitrary<uint64_t>());
  const int plies = *rc::gen::inRange(1, 120);
  Action action;
  for (int ply = 0; ply < plies && variant.random_action(pos, rng, action); ++ply) {
    variant.apply(pos, action, nullptr);
    const Movement::ReachInputs inputs = movement.reach_inputs(pos);
    pos.occupied().for_each([&](Square s) {
      const Piece u = pos.at(s);
      for (Kind k : std::initializer_list<Kind>{u.kind(), frozenchess13::kRook, frozenchess13::kBishop, frozenchess13::kQueen,
                     frozenchess13::kKnight, frozenchess13::kNightrider, frozenchess13::kTemplar}) {
        const SquareSet memo = movement.capture_reach(pos, s, k, u.side(), ranges, inputs);
        const SquareSet fresh = movement.capture_reach_fresh(pos, s, k, u.side(), ranges);
        if (memo == fresh) continue;
        RC_FAIL("ply " + std::to_string(ply + 1) + ": the memo's reach of a unit moving as kind " +
                std::to_string(k) + " from square " + std::to_string(s) + " differs from the definition");
      }
    });
  }
}

// The threats the board keeps (board.h), both sides' reach at every position of random games, are the
// definition: every unit that can capture and is not paralysed (paralysis.statue-threat = statue-no-threat)
// with its reach computed afresh from the patterns and its ranges, and no other. The board starts each half
// from the last one of that side on this thread (Board::compute_side's seed) and takes the rest from the memo,
// so a unit kept from the seed whose footprint changed, or a position that differs in what the seed does not
// compare, shows here as a stale reach. Played with random_play, as the benchmark's and explore's games are,
// under random readings of the terrain and paralysis points that change what a reach reads.
RC_GTEST_PROP(FrozenChess13, ThreatsAreTheDefinition, ()) {
  Profile profile;
  if (*rc::gen::arbitrary<bool>()) profile.set("terrain.climb-scope", "endpoints-only");
  if (*rc::gen::arbitrary<bool>()) profile.set("bounce.geometry", "bounce-only-at-edges");
  auto v = make_variant("frozenchess13", profile);
  RC_ASSERT(static_cast<bool>(v));
  const Variant& variant = **v;
  const frozenchess13::Board* board = frozenchess13::board_of(variant);
  RC_ASSERT(board != nullptr);
  const Movement& movement = board->movement();
  std::mt19937_64 rng(*rc::gen::arbitrary<uint64_t>());
  Position pos = variant.start_position();
  const int plies = *rc::gen::inRange(40, 150);
  Action action;
  for (int ply = 0; ply < plies && variant.random_play(pos, rng, action); ++ply) {
    for (Side side : {Side::kWhite, Side::kBlack}) {
      const frozenchess13::Threats& t = board->reach_of(pos, side);
      SquareSet listed;
      for (int i = 0; i < t.unit_count; ++i) {
        const frozenchess13::Threats::Reacher& r = t.units[i];
        if (r.piece.side() != side) continue;
        listed.insert(r.at);
        const SquareSet fresh = movement.capture_reach_fresh(pos, r.at, r.piece.kind(), side, board->ranges(pos, r.at));
        if (!(pos.at(r.at) == r.piece) || r.reach != fresh)
          RC_FAIL("ply " + std::to_string(ply + 1) + " (" + format_fen(variant, pos) + "): the reach kept for square " +
                  std::to_string(r.at) + " is not the definition's");
      }
      SquareSet expected;
      board->seen(pos, side).for_each([&](Square s) {
        if (!board->cannot_capture(pos.at(s).kind()) && board->active(pos, s)) expected.insert(s);
      });
      RC_ASSERT(listed == expected);
    }
  }
}

// The same on boards edited at random where rides end and bounce: a unit put or removed, a wall raised or
// razed one king step from a square a rook, bishop or queen reaches (the squares a ride reads beyond its reach:
// the wall that stops it, the squares beside a diagonal bounce). Any board, reachable in play or not.
RC_GTEST_PROP(FrozenChess13, CaptureReachMemoHoldsUnderEdits, ()) {
  auto v = make_variant("frozenchess13");
  RC_ASSERT(static_cast<bool>(v));
  Geometry geometry(16, 16);
  Movement movement(geometry, Movement::Params{});
  Position pos = (*v)->start_position();
  frozenchess13::Ground ground;
  ground.wall = *pos.schema().attribute("wall");
  movement.set_ground(ground);
  const Ranges ranges{16, 16};
  std::mt19937_64 rng(*rc::gen::arbitrary<uint64_t>());
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<uint64_t>(n)); };
  // Thin the start out, so that rides go somewhere.
  for (int i = 0; i < 80; ++i) {
    const Square s = pick(256);
    if (!pos.empty(s) && pos.at(s).kind() != frozenchess13::kKing) pos.remove(s);
  }
  const Kind riders[] = {frozenchess13::kRook, frozenchess13::kBishop, frozenchess13::kQueen};
  for (int edit = 0; edit < 60; ++edit) {
    std::vector<Square> units;
    pos.occupied().for_each([&](Square s) { units.push_back(s); });
    const Square from = units[static_cast<size_t>(pick(static_cast<int>(units.size())))];
    std::vector<Square> reach;
    movement.capture_reach_fresh(pos, from, riders[pick(3)], Side::kWhite, ranges).for_each([&](Square s) { reach.push_back(s); });
    if (reach.empty()) continue;
    const Square near = reach[static_cast<size_t>(pick(static_cast<int>(reach.size())))];
    const auto target = geometry.step(near, pick(3) - 1, pick(3) - 1);
    if (!target || *target == from) continue;
    const Square e = *target;
    if (pos.attribute(ground.wall, e) != 0) {
      pos.set_attribute(ground.wall, e, 0);
    } else if (!pos.empty(e)) {
      if (pos.at(e).kind() != frozenchess13::kKing) pos.remove(e);
    } else if (pick(2) == 0) {
      pos.set_attribute(ground.wall, e, 1);
    } else {
      pos.put(e, Piece(frozenchess13::kPawn, pick(2) ? Side::kWhite : Side::kBlack));
    }
    const Movement::ReachInputs inputs = movement.reach_inputs(pos);
    pos.occupied().for_each([&](Square s) {
      for (Kind k : riders) {
        if (movement.capture_reach(pos, s, k, Side::kWhite, ranges, inputs) ==
            movement.capture_reach_fresh(pos, s, k, Side::kWhite, ranges))
          continue;
        RC_FAIL("edit " + std::to_string(edit + 1) + ": the memo's reach of a unit moving as kind " +
                std::to_string(k) + " from square " + std::to_string(s) + " differs from the definition");
      }
    });
  }
}

// The same where the ground is uneven and Distract squares turn rides: levels raised and lowered, units put on
// and taken off raised squares (a ride under terrain.climb-scope = endpoints-only passes over a raised square
// it cannot land on, so the unit there stops it out of its reach), Distract squares set and cleared, walls
// raised and razed; both terrain readings and both bounce readings. The memo keys the board's levels and
// Distracts whole and its footprints take in the raised squares: a reach it answers must still be the
// definition's.
RC_GTEST_PROP(FrozenChess13, CaptureReachMemoHoldsOnUnevenGround, ()) {
  auto v = make_variant("frozenchess13");
  RC_ASSERT(static_cast<bool>(v));
  Geometry geometry(16, 16);
  Movement::Params params;
  params.bounce_off_units = *rc::gen::arbitrary<bool>();
  Movement movement(geometry, params);
  Position pos = (*v)->start_position();
  frozenchess13::Ground ground;
  ground.wall = *pos.schema().attribute("wall");
  ground.level = *pos.schema().attribute("level");
  ground.distract = *pos.schema().attribute("distract");
  ground.params.endpoints_only = *rc::gen::arbitrary<bool>();
  ground.params.depth_one = *rc::gen::arbitrary<bool>();
  movement.set_ground(ground);
  const int range = *rc::gen::inRange(1, 17);
  const Ranges ranges{range, 17 - range};
  std::mt19937_64 rng(*rc::gen::arbitrary<uint64_t>());
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<uint64_t>(n)); };
  for (int i = 0; i < 90; ++i) {  // thinned, so that rides go somewhere
    const Square s = pick(256);
    if (!pos.empty(s) && pos.at(s).kind() != frozenchess13::kKing) pos.remove(s);
  }
  for (int i = pick(12); i > 0; --i) pos.set_attribute(ground.level, pick(256), pick(5) - 2);
  // Four kinds a square, as the memo keeps four reaches a square (more would evict what an edit should test);
  // the fourth varies between runs.
  const Kind fourth[] = {frozenchess13::kNightrider, frozenchess13::kKnight, frozenchess13::kTemplar, frozenchess13::kDragon,
                         frozenchess13::kJester};
  const Kind kinds[] = {frozenchess13::kRook, frozenchess13::kBishop, frozenchess13::kQueen, fourth[pick(5)]};
  for (int edit = 0; edit < 50; ++edit) {
    std::vector<Square> raised;
    pos.marked(ground.level).for_each([&](Square s) { raised.push_back(s); });
    // Mostly where it matters: a raised square (a unit onto it or off it), else anywhere.
    const Square e = !raised.empty() && pick(2) == 0 ? raised[static_cast<size_t>(pick(static_cast<int>(raised.size())))]
                                                     : static_cast<Square>(pick(256));
    if (pos.empty(e) || pos.at(e).kind() != frozenchess13::kKing) switch (pick(5)) {
        case 0: {  // a run of up to five squares in a line at one level: a ridge a ride passes over
          const int level = pick(5) - 2, dir = pick(8), length = 1 + pick(5);
          std::optional<Square> at = e;
          for (int i = 0; i < length && at; ++i, at = geometry.step(*at, kDirectionDelta[dir].first, kDirectionDelta[dir].second))
            pos.set_attribute(ground.level, *at, level);
          break;
        }
        case 1: pos.set_attribute(ground.distract, e, pos.attribute(ground.distract, e) ? 0 : 1 + pick(8)); break;
        case 2: pos.set_attribute(ground.wall, e, pos.attribute(ground.wall, e) ? 0 : 1); break;
        default:
          if (!pos.empty(e)) pos.remove(e);
          else pos.put(e, Piece(frozenchess13::kPawn, pick(2) ? Side::kWhite : Side::kBlack));
      }
    const Movement::ReachInputs inputs = movement.reach_inputs(pos);
    pos.occupied().for_each([&](Square s) {
      for (Kind k : kinds) {
        const SquareSet memo = movement.capture_reach(pos, s, k, pos.at(s).side(), ranges, inputs);
        const SquareSet fresh = movement.capture_reach_fresh(pos, s, k, pos.at(s).side(), ranges);
        if (memo == fresh) continue;
        std::string only_memo, only_fresh, levels;
        memo.for_each([&](Square q) { if (!fresh.contains(q)) only_memo += " " + geometry.square_name(q); });
        fresh.for_each([&](Square q) { if (!memo.contains(q)) only_fresh += " " + geometry.square_name(q); });
        pos.marked(ground.level).for_each([&](Square q) { levels += " " + geometry.square_name(q) + "=" + std::to_string(pos.attribute(ground.level, q)); });
        RC_FAIL("edit " + std::to_string(edit + 1) + ": the memo's reach of a unit moving as kind " + std::to_string(k) +
                " from " + geometry.square_name(s) + " differs from the definition (endpoints-only " +
                std::to_string(ground.params.endpoints_only) + ", bounce off units " + std::to_string(params.bounce_off_units) +
                "): the memo only" + only_memo + "; the definition only" + only_fresh + "; levels" + levels);
      }
    });
  }
}

// The rides have two implementations: the routes a move is chosen among (Movement::routes, through walk) and
// the reach threats and check read (capture_reach_fresh, through reach_ride). Along random games, with a
// jester's Distract squares (jester.distract: a ride entering one is turned) scattered at random, the reach of
// a rook, a bishop and a queen on every occupied square is exactly the set of ends of its capturing routes.
RC_GTEST_PROP(FrozenChess13, RideReachIsTheEndsOfItsRoutes, ()) {
  auto v = make_variant("frozenchess13");
  RC_ASSERT(static_cast<bool>(v));
  const Variant& variant = **v;
  Geometry geometry(16, 16);
  Movement movement(geometry, Movement::Params{});
  Position pos = variant.start_position();
  frozenchess13::Ground ground;
  if (auto wall = pos.schema().attribute("wall")) ground.wall = *wall;
  if (auto distract = pos.schema().attribute("distract")) ground.distract = *distract;
  RC_ASSERT(ground.distract >= 0);
  ground.params.distract_tie_from_north = *rc::gen::arbitrary<bool>();
  movement.set_ground(ground);
  const int range = *rc::gen::inRange(1, 17);
  const Ranges ranges{range, 17 - range};
  std::mt19937_64 rng(*rc::gen::arbitrary<uint64_t>());
  const int plies = *rc::gen::inRange(1, 60);
  Action action;
  for (int ply = 0; ply < plies && variant.random_action(pos, rng, action); ++ply) variant.apply(pos, action, nullptr);
  for (int n = *rc::gen::inRange(1, 12); n > 0; --n)  // Distract squares anywhere, in any of the 8 directions
    pos.set_attribute(ground.distract, static_cast<Square>(make_square(static_cast<int>(rng() % 16), static_cast<int>(rng() % 16))),
                      1 + static_cast<int>(rng() % 8));
  pos.occupied().for_each([&](Square s) {
    const Piece u = pos.at(s);
    for (Kind k : {frozenchess13::kRook, frozenchess13::kBishop, frozenchess13::kQueen}) {
      SquareSet ends;
      movement.routes(pos, s, k, u.side(), ranges, [&](const frozenchess13::Route& r) {
        if (r.may_capture) ends.insert(r.to);
      });
      const SquareSet reach = movement.capture_reach_fresh(pos, s, k, u.side(), ranges);
      if (ends == reach) continue;
      std::string only_reach, only_routes;
      reach.for_each([&](Square q) {
        if (!ends.contains(q)) only_reach += " " + geometry.square_name(q);
      });
      ends.for_each([&](Square q) {
        if (!reach.contains(q)) only_routes += " " + geometry.square_name(q);
      });
      RC_FAIL("a unit moving as kind " + std::to_string(k) + " from " + geometry.square_name(s) + " (ranges " +
              std::to_string(ranges.diagonal) + "/" + std::to_string(ranges.orthogonal) + "): its reach differs from the ends of its capturing routes: reach only" +
              only_reach + "; routes only" + only_routes + "; position " + format_fen(variant, pos));
    }
  });
}

}  // namespace
}  // namespace arbiter::properties
