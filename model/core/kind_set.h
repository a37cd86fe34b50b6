// A set of piece kinds: what a unit can move, capture and use as (a fused stack has the kinds of all its
// members: frozenchess13, "can use AB as either unitA or UnitB"), which kinds reach a square (threats), which
// kinds an immunity spares. One bit per kind in a word the caller chooses: KindSet (64 bits) holds every kind
// a Piece can carry (piece.h: kinds 1..63), KindSet32 is the compact form for tables kept per square. A kind
// that does not fit is refused where the set is made (insert asserts; fits() lets a variant prove at compile
// time that its army fits: static_assert(KindSet32::fits(kLastKind))), never silently truncated.
#pragma once

#include <bit>
#include <cassert>
#include <cstdint>
#include <type_traits>

#include "model/core/piece.h"

namespace arbiter {

template <typename Word>
class BasicKindSet {
  static_assert(std::is_unsigned_v<Word>);

 public:
  static constexpr int kCapacity = static_cast<int>(sizeof(Word) * 8);  // kinds 0..kCapacity-1
  static constexpr bool fits(Kind k) { return k < kCapacity; }

  constexpr BasicKindSet() = default;
  static constexpr BasicKindSet of(Kind k) {
    BasicKindSet s;
    s.insert(k);
    return s;
  }
  static constexpr BasicKindSet from_bits(Word bits) {
    BasicKindSet s;
    s.bits_ = bits;
    return s;
  }

  constexpr void insert(Kind k) {
    assert(fits(k));
    bits_ |= static_cast<Word>(Word{1} << k);
  }
  constexpr void erase(Kind k) {
    if (fits(k)) bits_ &= static_cast<Word>(~(Word{1} << k));
  }
  constexpr bool contains(Kind k) const { return fits(k) && ((bits_ >> k) & 1) != 0; }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr int size() const { return std::popcount(bits_); }
  constexpr Word bits() const { return bits_; }
  // Whether the set holds some kind other than k (a unit reached by another kind than its own).
  constexpr bool any_but(Kind k) const { return (bits_ & static_cast<Word>(~(fits(k) ? Word{1} << k : Word{0}))) != 0; }

  constexpr BasicKindSet& operator|=(BasicKindSet o) {
    bits_ |= o.bits_;
    return *this;
  }
  constexpr BasicKindSet& operator&=(BasicKindSet o) {
    bits_ &= o.bits_;
    return *this;
  }
  friend constexpr BasicKindSet operator|(BasicKindSet a, BasicKindSet b) { return a |= b; }
  friend constexpr BasicKindSet operator&(BasicKindSet a, BasicKindSet b) { return a &= b; }
  friend constexpr BasicKindSet operator-(BasicKindSet a, BasicKindSet b) { return from_bits(static_cast<Word>(a.bits_ & ~b.bits_)); }
  constexpr bool operator==(const BasicKindSet&) const = default;

  // Calls f(Kind) for each kind in the set, lowest first.
  template <typename F>
  constexpr void for_each(F&& f) const {
    for (Word b = bits_; b; b &= static_cast<Word>(b - 1)) f(static_cast<Kind>(std::countr_zero(b)));
  }

 private:
  Word bits_ = 0;
};

using KindSet = BasicKindSet<uint64_t>;
using KindSet32 = BasicKindSet<uint32_t>;
static_assert(KindSet::kCapacity >= kMaxKinds, "a KindSet holds every kind a Piece can carry");

}  // namespace arbiter
