// How the pieces of the orthodox family move: each kind is a rider along some of the 8 directions, a
// leaper (a set of offsets), both, a pawn, or the royal king. Chess, the `fairy` test variant and the
// variants built on them describe their pieces with this table instead of code.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "model/core/geometry.h"
#include "model/core/piece.h"

namespace arbiter::chess {

inline constexpr uint8_t kOrthogonal = 0b01010101;  // N, E, S, W
inline constexpr uint8_t kDiagonal = 0b10101010;    // NE, SE, SW, NW

struct Mover {
  uint8_t slides = 0;  // bit d: rides along direction d
  int leaper = -1;     // geometry leaper id, or -1
  bool pawn = false;
};

class Movers {
 public:
  // Registers a kind; offsets are symmetric leaper offsets (empty for none).
  void add(Geometry& g, Kind kind, uint8_t slides, const std::vector<std::pair<int, int>>& offsets, bool pawn);

  const Mover& of(Kind k) const { return movers_[k]; }
  // Kinds (bit per kind) that ride diagonally / orthogonally.
  uint64_t diagonal_riders() const { return diagonal_riders_; }
  uint64_t orthogonal_riders() const { return orthogonal_riders_; }
  // Each leaper in use, with the kinds (bit per kind) that leap with it.
  const std::vector<std::pair<int, uint64_t>>& leapers() const { return leapers_; }
  uint64_t pawns() const { return pawns_; }

 private:
  std::array<Mover, kMaxKinds> movers_{};
  uint64_t diagonal_riders_ = 0;
  uint64_t orthogonal_riders_ = 0;
  uint64_t pawns_ = 0;
  std::vector<std::pair<int, uint64_t>> leapers_;
  std::vector<std::pair<std::vector<std::pair<int, int>>, int>> leaper_ids_;  // offsets -> geometry id
};

}  // namespace arbiter::chess
