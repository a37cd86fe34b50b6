// Sides and pieces. A piece is one byte: kind (1..63, 0 = no piece) and side.
// Kinds are numbered by each variant (see PieceKind in variant.h); the core knows none of them.
#pragma once

#include <cstdint>

namespace arbiter {

enum class Side : uint8_t { kWhite = 0, kBlack = 1, kNeutral = 2 };
constexpr Side operator~(Side s) { return s == Side::kWhite ? Side::kBlack : Side::kWhite; }
constexpr int index(Side s) { return static_cast<int>(s); }

using Kind = uint8_t;
inline constexpr Kind kNoKind = 0;
inline constexpr int kMaxKinds = 64;

class Piece {
 public:
  constexpr Piece() = default;
  constexpr Piece(Kind kind, Side side) : code_(static_cast<uint8_t>(kind << 2 | index(side))) {}
  static constexpr Piece from_code(uint8_t code) {
    Piece p;
    p.code_ = code;
    return p;
  }
  constexpr Kind kind() const { return code_ >> 2; }
  constexpr Side side() const { return static_cast<Side>(code_ & 3); }
  constexpr bool empty() const { return code_ == 0; }
  constexpr uint8_t code() const { return code_; }
  constexpr bool operator==(const Piece&) const = default;

 private:
  uint8_t code_ = 0;
};

inline constexpr Piece kNoPiece{};

}  // namespace arbiter
