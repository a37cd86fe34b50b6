// The capture-reach memo behind Movement::capture_reach: a unit's reach is a function of its square, kind,
// side and ride ranges and of what the position holds on the squares its routes read, its footprint. The memo
// keeps, per square, the last few reaches computed with the footprint each read and what stood there; a
// reach is reused when the position holds the same blockers and walls on that footprint and the board the
// same levels and Distract squares (the key's terrain: a hash of both, compared whole, as a ride's path level
// and its turns read them anywhere). Nothing else of the position is read, so a reused reach is the reach.
//
// The footprint is a superset of the squares read, found from the patterns (movement.h), not recorded:
//  - every step and leap lands within four files and four ranks (the jester's (3,4), the frog's (3,3), the
//    assassin's (3,0), the cannon's three squares, the templar's three steps): the box of radius 4;
//  - the nightrider reads its landings along its eight knight vectors to the edge: those rays;
//  - a ride reads the square after each one it stands on (the blocker or the wall that ends a segment) and
//    the two squares beside a diagonal bounce (reflect): every read is one king step from the start square or
//    from a square of the reach, which the memo finds by dilating the reach; on uneven ground a ride may also
//    pass over a raised square it cannot land on (terrain.endpoints-only), so the raised squares are dilated
//    too; a Distract square turns a ride only where it enters, a square of its reach.
// properties/frozenchess13_reach_properties.cpp holds the memo's answer to the definition (capture_reach_fresh)
// along random games, walls included, and on boards edited at random (units, walls, levels, Distracts);
// bench/ measures what it saves.
#pragma once

#include <array>
#include <cstdint>

#include "model/core/piece.h"
#include "model/core/square_set.h"

namespace arbiter::frozenchess13 {

// s with every square one king step from a member of s (the 16x16 layout; squares off a smaller board may be
// added, which nothing stands on).
SquareSet dilate(const SquareSet& s);

class ReachMemo {
 public:
  struct Key {
    uint64_t owner = 0;  // the Movement's serial: its geometry, patterns and readings
    Square from = 0;
    Kind kind = 0;
    Side side = Side::kWhite;
    int16_t diagonal = 0, orthogonal = 0;  // the ride ranges (0 for a kind that does not ride)
    uint64_t terrain = 0;  // the board's levels and Distract squares (Movement::ReachInputs::terrain)
  };
  // This thread's memo.
  static ReachMemo& local();
  // The reach remembered for k whose footprint holds `blockers` and `walls` as they were, or null.
  const SquareSet* find(const Key& k, const SquareSet& blockers, const SquareSet& walls);
  void store(const Key& k, const SquareSet& footprint, const SquareSet& blockers, const SquareSet& walls,
             const SquareSet& reach);

 private:
  static constexpr int kWays = 4;  // entries per square, the least recently used replaced
  struct Entry {
    Key key;
    uint64_t used = 0;  // when last found or stored (0: empty)
    SquareSet footprint, blockers, walls, reach;  // blockers and walls as they stood on the footprint
  };
  static bool same(const Key& a, const Key& b) {
    return a.owner == b.owner && a.kind == b.kind && a.side == b.side && a.diagonal == b.diagonal &&
           a.orthogonal == b.orthogonal && a.terrain == b.terrain;
  }
  std::array<std::array<Entry, kWays>, kSquareSlots> slots_{};
  uint64_t clock_ = 0;
};

}  // namespace arbiter::frozenchess13
