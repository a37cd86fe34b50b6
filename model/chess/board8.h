// The bulk count's fast path on a plain 8x8 board (chess): every square's rays and leaper targets as 64-bit
// sets, so that counting a rider's or a leaper's moves is a mask and a popcount instead of a walk. The sets
// are built from the geometry's own tables (Geometry::ray, Geometry::targets), so the two cannot disagree on
// where a piece goes. movegen.cpp uses them in count_legal_moves only; the walk lists the moves. Perft
// against the published tables (tests/perft_test.cpp) and the property
// `Mechanics.FastGenerationEqualsCheckedGeneration` (the bulk count against the list) hold the two equal.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <vector>

#include "model/core/geometry.h"
#include "model/core/square_set.h"

namespace arbiter::chess {

class Movers;

class Board8 {
 public:
  // The tables of a plain 8x8 geometry and the leapers of `movers`; null for any other board (a cylinder's
  // rays wrap, so their first piece is not the nearest bit).
  static std::shared_ptr<const Board8> make(const Geometry& g, const Movers& movers);

  static int index(Square s) { return rank_of(s) * 8 + file_of(s); }
  static Square square(int i) { return make_square(i & 7, i >> 3); }
  // A 256-bit set of squares of an 8x8 board as 64 bits (bit rank * 8 + file).
  static uint64_t bits(const SquareSet& s) { return pack(s.word(0)) | pack(s.word(1)) << 32; }

  // The squares a rider on square i reaches along direction d, up to and including the first occupied one.
  uint64_t slide(int d, int i, uint64_t occupied) const {
    int f = first(d, i, occupied);
    return f < 0 ? ray_[d][i] : ray_[d][i] ^ ray_[d][f];
  }
  // The index of the first occupied square along direction d from square i, or -1 if the ray is empty.
  int first(int d, int i, uint64_t occupied) const {
    uint64_t blockers = ray_[d][i] & occupied;
    if (!blockers) return -1;
    return ascending(d) ? std::countr_zero(blockers) : 63 - std::countl_zero(blockers);
  }
  uint64_t leap(int leaper, int i) const { return leaper_[leaper][i]; }

  // The number of squares in a set. Without the popcnt instruction (Debian builds for any x86-64),
  // std::popcount is a library call: the shifts and masks below are three times faster.
  static int count(uint64_t x) {
#if defined(__POPCNT__) || !defined(__x86_64__)
    return std::popcount(x);
#else
    x -= (x >> 1) & 0x5555555555555555ULL;
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
#endif
  }

 private:
  // N, NE, E and NW walk towards higher bits, the other four towards lower ones.
  static constexpr bool ascending(int d) { return d == kNorth || d == kNorthEast || d == kEast || d == kNorthWest; }
  // One word of a SquareSet (four ranks of 16 squares) to the 32 bits of their first 8 files.
  static uint64_t pack(uint64_t w) {
    w &= 0x00FF00FF00FF00FFULL;
    w = (w | w >> 8) & 0x0000FFFF0000FFFFULL;
    return (w | w >> 16) & 0xFFFFFFFFULL;
  }

  std::array<std::array<uint64_t, 64>, 8> ray_{};
  std::vector<std::array<uint64_t, 64>> leaper_;  // by geometry leaper id
};

}  // namespace arbiter::chess
