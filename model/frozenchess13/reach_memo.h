// The capture-reach memo behind Movement::capture_reach: a unit's reach is a function of its square, kind,
// side and ride ranges, of the board's levels and Distract squares, and of the units and walls on the squares
// its routes read, its footprint. The memo keeps, per square, the last few reaches computed with the footprint
// each read and what stood there; a reach is reused when the position holds the same units and walls on that
// footprint and the board the same levels and Distract squares (the key's terrain: a hash of both, compared
// whole, as a ride's path level and its turns read them anywhere). Nothing else of the position is read, so
// a reused reach is the reach: given the same values on the squares it read, the computation takes the same
// steps, reads the same squares and ends with the same reach.
//
// The footprint is recorded, not derived: while a reach is computed, Ground::walled and Movement::unit_on,
// the only two ways a route reads a wall or a unit, record each square they are asked about (ReadRecorder,
// ground.h). Until 2026-12-04 it was a superset found from the patterns (every square within four files and
// ranks, a ride's squares dilated by one), which missed the memo on every move near a unit: a king's reach
// read its eight neighbours and was recomputed for any move within four squares.
// properties/frozenchess13_reach_properties.cpp holds the memo's answer to the definition (capture_reach_fresh)
// along random games, walls included, and on boards edited at random (units, walls, levels, Distracts);
// bench/ measures what it saves.
#pragma once

#include <array>
#include <cstdint>

#include "model/core/piece.h"
#include "model/core/square_set.h"

namespace arbiter::frozenchess13 {

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
  // The reach remembered for k whose footprint holds `blockers` and `walls` as they were, or null; with
  // `footprint`, the footprint is given too.
  const SquareSet* find(const Key& k, const SquareSet& blockers, const SquareSet& walls, SquareSet* footprint = nullptr);
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
