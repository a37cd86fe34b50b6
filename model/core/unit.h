// Units with identity, and the layers a square can hold.
//
// Every unit has an id (UnitId) that it keeps for the whole game: through moves, pushes, swaps, rotations,
// shifts, teleports, promotion and conversion (Position::transform keeps it), and while it waits in a tomb,
// a box or a fused stack. Relations between units (a bound group, a locked pair, a loop's owner, the dragon an
// egg belongs to) point at ids, so nothing has to be rewritten when a unit moves.
//
// Ids are not part of the position's identity: two positions that differ only in which ids their units carry
// are the same position (the same FEN, the same hash). Relations and unit-valued attributes are therefore
// hashed and printed through the *places* of the units they name, never through raw ids.
//
// Layers (where a unit can be):
//   kStanding  the one unit that occupies a square: it blocks movement, is what a capture takes, is what
//              attacks see. Kept in Position's board (one piece code per square, the fast path).
//   kEthereal  units sharing a square with whatever stands there and with each other (shadows, monads):
//              they block nothing and are not taken by a capture of the square, unless a mechanic says so.
//   kHeld      units inside another unit, in order: a box's content, the members of a fused stack, eggs
//              fused into an egg. They travel with their holder, wherever it goes.
//   kQueued    units in a named queue on a square (a tomb's dead, first in first out).
// What blocks, what is captured and what is seen by default is decided once, in Occupancy (occupancy.h);
// mechanics refine it through their step hooks.
#pragma once

#include <cstdint>
#include <vector>

#include "model/core/geometry.h"
#include "model/core/piece.h"

namespace arbiter {

using UnitId = uint16_t;
inline constexpr UnitId kNoUnit = 0;

enum class Layer : uint8_t { kStanding, kEthereal, kHeld, kQueued };

struct Place {
  Layer layer = Layer::kStanding;
  Square square = kNoSquare;  // kStanding, kEthereal, kQueued
  UnitId holder = kNoUnit;    // kHeld
  uint8_t queue = 0;          // kQueued: index into StateSchema::stacks
  uint16_t index = 0;         // order within the ethereal set, the holder, or the queue (0 = first)
  bool operator==(const Place&) const = default;

  static Place standing(Square s) { return {Layer::kStanding, s, kNoUnit, 0, 0}; }
  static Place ethereal(Square s) { return {Layer::kEthereal, s, kNoUnit, 0, 0}; }
  static Place held(UnitId holder) { return {Layer::kHeld, kNoSquare, holder, 0, 0}; }
  static Place queued(int queue, Square s) { return {Layer::kQueued, s, kNoUnit, static_cast<uint8_t>(queue), 0}; }
};

// Which unit of a square an action addresses, where the square alone is not enough: a shadow sharing a
// square with a standing unit, one member of a fused stack, one of several units on a square. One byte: the
// layer in the top two bits, a 0-based index in the low six:
//   standing  the standing unit (code 0, the default: a plain square in the move text);
//   ethereal  the index-th ethereal unit on the square, in the order of arrival (text e4[e1]);
//   held      the index-th unit held under the standing unit, depth first: its first member, that member's
//             own members, then its second member... (text e4[h1]);
//   queued    the index-th unit queued on the square, queue by queue in the schema's order, each queue front
//             first (text e4[q1]).
// Position::unit_at resolves it; Position::address_of gives the address of a unit. notation.h writes it.
struct Selector {
  uint8_t code = 0;
  static constexpr int kMaxIndex = 63;
  static constexpr Selector standing() { return {}; }
  static constexpr Selector of(Layer layer, int index) {
    return {static_cast<uint8_t>(static_cast<int>(layer) << 6 | (index & kMaxIndex))};
  }
  constexpr Layer layer() const { return static_cast<Layer>(code >> 6); }
  constexpr int index() const { return code & kMaxIndex; }
  constexpr bool is_standing() const { return code == 0; }
  constexpr bool operator==(const Selector&) const = default;
};

// A unit's address: its square and which unit of it (the square of a held unit is its outermost holder's).
struct Address {
  Square square = kNoSquare;
  Selector selector;
  bool operator==(const Address&) const = default;
};

// A unit away from the standing layer, or lifted off it: its id, piece and the values of the piece-scoped
// attributes of the schema (indexed like StateSchema::attributes; square-scoped slots stay 0).
struct Unit {
  UnitId id = kNoUnit;
  Piece piece;
  Place place;
  std::vector<int16_t> attributes;
  bool operator==(const Unit&) const = default;
};

// A relation between two units (StateSchema::relations names them): `bound`, `syzygy`, `egg-of`.
struct Relation {
  uint8_t kind = 0;
  UnitId from = kNoUnit;
  UnitId to = kNoUnit;
  bool operator==(const Relation&) const = default;
  auto operator<=>(const Relation&) const = default;
};

}  // namespace arbiter
