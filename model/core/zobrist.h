// Zobrist keys, computed by mixing the coordinates of a feature (splitmix64's finaliser) instead of looked up
// in tables: a few multiplications cost less than a cache miss into a 256x256 table, they need no
// initialisation order, and they are the same on every run and machine. A zero value hashes to zero, so an
// absent attribute and a zero one are the same state.
#pragma once

#include <cstdint>

namespace arbiter::zobrist {

constexpr uint64_t mix(uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

inline uint64_t piece_square(uint8_t piece_code, int square) {
  return piece_code == 0 ? 0 : mix(0x1000000000000000ULL ^ (uint64_t(piece_code) << 8) ^ uint64_t(square));
}
inline uint64_t castling(int rights) { return rights == 0 ? 0 : mix(0x2000000000000000ULL ^ uint64_t(rights)); }
inline uint64_t en_passant(int square) { return mix(0x3000000000000000ULL ^ uint64_t(square)); }
inline constexpr uint64_t kSideToMove = 0x5ab4c3d2e1f00718ULL;

inline uint64_t attribute(int attr, int square, int value) {
  return value == 0 ? 0 : mix(0xA000000000000000ULL ^ (uint64_t(attr) << 40) ^ (uint64_t(square) << 32) ^
                              uint32_t(value));
}
inline uint64_t counter(int index, int value) {
  return value == 0 ? 0 : mix(0xC000000000000000ULL ^ (uint64_t(index) << 32) ^ uint32_t(value));
}
inline uint64_t stack_entry(int stack, int square, int depth, uint8_t piece_code) {
  return mix(0xE000000000000000ULL ^ (uint64_t(stack) << 48) ^ (uint64_t(square) << 32) ^ (uint64_t(depth) << 8) ^
             piece_code);
}

}  // namespace arbiter::zobrist
