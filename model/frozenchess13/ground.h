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
// Ranged attacks that leave the attacker in place and special moves may go uphill (terrain.uphill-special);
// their owners do not ask the climb rule.
#pragma once

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

struct Ground {
  struct Params {
    bool endpoints_only = false;  // terrain.climb-scope = endpoints-only (else every-step)
    bool depth_one = false;       // terrain.pit-bypass-meaning = depth-one (else one-square-any-depth)
  };
  Params params;
  int wall = -1;   // the square attribute holding a wall's waller (walls.cpp), -1 without walls
  int level = -1;  // the square attribute holding a square's level (terrain.cpp), -1 without terrain

  bool walled(const Position& p, Square s) const { return wall >= 0 && p.attribute(wall, s) != 0; }
  int level_of(const Position& p, Square s) const { return level >= 0 ? p.attribute(level, s) : 0; }
  // Whether any square has a level other than 0 (the rides need the path's level only then).
  bool uneven(const Position& p) const { return level >= 0 && !p.marked(level).empty(); }
  bool any_wall(const Position& p) const { return wall >= 0 && !p.marked(wall).empty(); }
};

// The level a path is at and whether it has used its bypass (terrain.pit-bypass).
struct PathLevel {
  int level = 0;
  bool bypassed = false;
};

}  // namespace arbiter::frozenchess13
