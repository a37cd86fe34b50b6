// What the squares themselves do to a unit's path: walls (walls.cpp) and terrain levels (terrain.cpp). Not a
// mechanic: the state belongs to those two mechanics, which declare it; Movement asks the Ground at every
// step of a route, so that generating a move and refusing one read the same rule.
//
// A step from the square a path is on into the next square (the catalog's readings, each a point):
//  - a wall square cannot be entered or landed on (walls.path-squares, walls.blocks-path), by either side,
//    its waller included; a leap passes over walls and lands beside them (walls.leap-over);
//  - the path may not climb: the next square's level may not be higher than the path's
//    (terrain.no-climb; terrain.climb-scope = every-step checks every step, endpoints-only only the landing
//    against the start);
//  - a lowered square (lower than the path) may be passed over at the path's level, with any unit standing
//    in it (terrain.pit-bypass): terrain.pit-bypass-meaning = one-square-any-depth allows one such square per
//    route, of any depth; depth-one allows any number lowered by exactly one level. Entering a lowered
//    square instead is a descent (terrain.descend): the path goes on at its level.
//  - a jester's Distract square (jesters_distract.cpp) turns a ride that enters it into the direction it was cast
//    with (jester.distract): a direction the ride's line type cannot take, or that leaves the board, is
//    "unavailable", and jester.distract-direction-image says what the ride does instead (deflect).
// Ranged attacks that leave the attacker in place and special moves may go uphill (terrain.uphill-special);
// their owners do not ask the climb rule.
#pragma once

#include <algorithm>
#include <cstdint>

#include "model/core/position.h"

namespace arbiter::frozenchess13 {

// Why a route is not open (Route::blocked_by; 0: it is).
// kWallCrossed: a path square is a wall (walls.blocks-path); kWallLanding: the move ends on one
// (walls.path-squares); kWallInLeap: a repeated leap lands on one on its way (walls.leap-over); kClimb: a
// step goes up (terrain.no-climb).
// kOffWall: a unit standing on a wall square (an assassin that climbed it) ends off the wall
// (assassin.wall-movement).
enum class GroundBlock : uint8_t { kOpen, kWallCrossed, kWallLanding, kWallInLeap, kClimb, kOffWall };

// The squares whose units and walls a computation reads, recorded while a ReadRecorder lives on this thread:
// Ground::walled and Movement::unit_on, the only two ways a route reads either, record every square they are
// asked about. The capture-reach memo keeps what a reach read as its footprint (reach_memo.h).
class ReadRecorder {
 public:
  explicit ReadRecorder(SquareSet& into) : was_(active_) { active_ = &into; }
  ~ReadRecorder() { active_ = was_; }
  ReadRecorder(const ReadRecorder&) = delete;
  ReadRecorder& operator=(const ReadRecorder&) = delete;
  static void read(Square s) {
    if (active_) active_->insert(s);
  }

 private:
  SquareSet* const was_;
  static inline thread_local SquareSet* active_ = nullptr;
};

struct Ground {
  struct Params {
    bool endpoints_only = false;  // terrain.climb-scope = endpoints-only (else every-step)
    bool depth_one = false;       // terrain.pit-bypass-meaning = depth-one (else one-square-any-depth)
    // jester.distract-direction-image: nearest-then-clockwise-of-board (the tie broken from north for both
    // sides, else from the ride's side's forward), straight-on (an unavailable direction leaves the ride going on)
    bool distract_tie_from_north = false;
    bool distract_straight_on = false;
  };
  Params params;
  int wall = -1;   // the square attribute holding a wall's waller (walls.cpp), -1 without walls
  int level = -1;  // the square attribute holding a square's level (terrain.cpp), -1 without terrain
  int distract = -1;  // the square attribute holding a Distract's direction + 1 (jesters_distract.cpp), -1 without

  bool walled(const Position& p, Square s) const {
    ReadRecorder::read(s);
    return wall >= 0 && p.attribute(wall, s) != 0;
  }
  int level_of(const Position& p, Square s) const { return level >= 0 ? p.attribute(level, s) : 0; }
  // Whether any square has a level other than 0 (the rides need the path's level only then).
  bool uneven(const Position& p) const { return level >= 0 && !p.marked(level).empty(); }
  bool any_wall(const Position& p) const { return wall >= 0 && !p.marked(wall).empty(); }
  bool any_distract(const Position& p) const { return distract >= 0 && !p.marked(distract).empty(); }
  // The direction (geometry.h's kDirectionDelta: 0 north, clockwise) a ride of `side` goes on in after entering
  // s in direction dir, on a board of files x ranks: dir, unless s is a Distract square. Its direction if the
  // ride's line type can take it and its next square is on the board; else (jester.distract-direction-image)
  // the usable direction nearest to it, a tie going to the first met clockwise from the side's forward (or
  // from north), or dir itself under straight-on.
  int deflect(const Position& p, Square s, int dir, Side side, int files, int ranks) const {
    const int v = distract >= 0 ? p.attribute(distract, s) : 0;
    if (v == 0) return dir;
    const int want = v - 1;
    const bool diagonal = (dir & 1) != 0;
    auto usable = [&](int d) {
      if (((d & 1) != 0) != diagonal) return false;  // the ride keeps its line type
      static constexpr int kFile[8] = {0, 1, 1, 1, 0, -1, -1, -1}, kRank[8] = {1, 1, 0, -1, -1, -1, 0, 1};
      const int f = file_of(s) + kFile[d], r = rank_of(s) + kRank[d];
      return f >= 0 && r >= 0 && f < files && r < ranks;
    };
    if (usable(want)) return want;
    if (params.distract_straight_on) return dir;
    const int start = params.distract_tie_from_north || side == Side::kWhite ? 0 : 4;
    int best = dir, distance = 8;
    for (int k = 0; k < 8; ++k) {
      const int d = (start + k) & 7;
      const int apart = std::min((d - want) & 7, (want - d) & 7);
      if (usable(d) && apart < distance) best = d, distance = apart;
    }
    return best;
  }
};

// The level a path is at and whether it has used its bypass (terrain.pit-bypass).
struct PathLevel {
  int level = 0;
  bool bypassed = false;
};

}  // namespace arbiter::frozenchess13
