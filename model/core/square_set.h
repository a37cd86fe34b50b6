// A set of squares of a board up to 16x16: 256 bits, iterated lowest square first.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "model/core/geometry.h"

namespace arbiter {

class SquareSet {
 public:
  constexpr SquareSet() = default;
  // From its 256 bits, square s at bit s % 64 of word s / 64.
  static SquareSet from_words(const std::array<uint64_t, 4>& words) {
    SquareSet out;
    out.w_ = words;
    return out;
  }
  void insert(Square s) { w_[s >> 6] |= uint64_t{1} << (s & 63); }
  void erase(Square s) { w_[s >> 6] &= ~(uint64_t{1} << (s & 63)); }
  bool contains(Square s) const { return (w_[s >> 6] >> (s & 63)) & 1; }
  bool empty() const { return (w_[0] | w_[1] | w_[2] | w_[3]) == 0; }
  int size() const {
    return std::popcount(w_[0]) + std::popcount(w_[1]) + std::popcount(w_[2]) + std::popcount(w_[3]);
  }
  SquareSet operator|(const SquareSet& o) const {
    SquareSet r;
    for (int i = 0; i < 4; ++i) r.w_[i] = w_[i] | o.w_[i];
    return r;
  }
  SquareSet operator&(const SquareSet& o) const {
    SquareSet r;
    for (int i = 0; i < 4; ++i) r.w_[i] = w_[i] & o.w_[i];
    return r;
  }
  // The squares in exactly one of the two.
  SquareSet operator^(const SquareSet& o) const {
    SquareSet r;
    for (int i = 0; i < 4; ++i) r.w_[i] = w_[i] ^ o.w_[i];
    return r;
  }
  bool operator==(const SquareSet&) const = default;
  uint64_t word(int i) const { return w_[i]; }  // squares 64 * i .. 64 * i + 63

  // Calls f(square) for each member, lowest first.
  template <typename F>
  void for_each(F&& f) const {
    for (int i = 0; i < 4; ++i)
      for (uint64_t b = w_[i]; b; b &= b - 1) f(static_cast<Square>(i * 64 + std::countr_zero(b)));
  }

 private:
  std::array<uint64_t, 4> w_{};
};

}  // namespace arbiter
