// The storage of a position's attributes (Position::attribute): one plane per declared attribute, each
// kSquareSlots values followed by the set of the plane's non-zero squares as 16 words of 16 bits, all in
// one allocation (a copy costs no more allocations). Empty when no attribute is declared.
//
// Copy-make assigns positions many times a ply (the twelve family's double moves: one board per first
// step), and most planes are nearly empty: assigning between positions of one schema touches only the
// squares non-zero in either plane, found from the two sets, instead of copying every plane whole.
#pragma once

#include <bit>
#include <cstdint>
#include <cstring>
#include <vector>

#include "model/core/geometry.h"

namespace arbiter {

class AttributePlanes {
 public:
  static constexpr size_t kPlane = kSquareSlots + 16;

  AttributePlanes() = default;
  explicit AttributePlanes(size_t planes) : values_(planes * kPlane, 0) {}
  AttributePlanes(const AttributePlanes&) = default;
  AttributePlanes(AttributePlanes&&) noexcept = default;
  AttributePlanes& operator=(AttributePlanes&&) noexcept = default;
  AttributePlanes& operator=(const AttributePlanes& o) {
    if (this == &o) return *this;
    if (values_.size() != o.values_.size()) {
      values_ = o.values_;
      return *this;
    }
    for (size_t base = 0; base < values_.size(); base += kPlane) copy_plane(o, base);
    return *this;
  }
  bool operator==(const AttributePlanes& o) const { return values_ == o.values_; }

  bool empty() const { return values_.empty(); }
  int16_t value(int attr, Square s) const { return values_[static_cast<size_t>(attr) * kPlane + s]; }
  // Sets a value and keeps the plane's set of non-zero squares.
  void set(int attr, Square s, int16_t value) {
    int16_t* plane = &values_[static_cast<size_t>(attr) * kPlane];
    plane[s] = value;
    uint16_t& word = reinterpret_cast<uint16_t&>(plane[kSquareSlots + (s >> 4)]);
    if (value) word = static_cast<uint16_t>(word | (1u << (s & 15)));
    else word = static_cast<uint16_t>(word & ~(1u << (s & 15)));
  }
  // The plane's values (kSquareSlots of them), then its 16 words of non-zero squares.
  const int16_t* plane(int attr) const { return &values_[static_cast<size_t>(attr) * kPlane]; }

 private:
  // Makes the plane at `base` equal to o's: clears the squares non-zero here only, copies o's non-zero ones.
  void copy_plane(const AttributePlanes& o, size_t base) {
    int16_t* to = &values_[base];
    const int16_t* from = &o.values_[base];
    if constexpr (std::endian::native != std::endian::little) {  // the sets' words read as 64 bits below
      std::memcpy(to, from, kPlane * sizeof(int16_t));
      return;
    }
    uint64_t mine[4], theirs[4];
    std::memcpy(mine, to + kSquareSlots, sizeof mine);
    std::memcpy(theirs, from + kSquareSlots, sizeof theirs);
    for (int w = 0; w < 4; ++w) {
      for (uint64_t clear = mine[w] & ~theirs[w]; clear; clear &= clear - 1)
        to[64 * w + std::countr_zero(clear)] = 0;
      for (uint64_t copy = theirs[w]; copy; copy &= copy - 1) {
        const int s = 64 * w + std::countr_zero(copy);
        to[s] = from[s];
      }
    }
    std::memcpy(to + kSquareSlots, theirs, sizeof theirs);
  }

  std::vector<int16_t> values_;
};

}  // namespace arbiter
