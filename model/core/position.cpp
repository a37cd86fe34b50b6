#include "model/core/position.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <cassert>

#include "model/core/zobrist.h"

namespace arbiter {

Position::Position(const Geometry* geometry, const StateSchema* schema, Kind royal)
    : geometry_(geometry), schema_(schema), royal_kind_(royal) {
  if (!schema_->attributes.empty()) attributes_ = AttributePlanes(schema_->attributes.size());
  counters_.resize(schema_->counters.size());
  for (size_t i = 0; i < counters_.size(); ++i) counters_[i] = schema_->counters[i].initial;
  refresh_unit_state();
  hash_ = base_hash();
}

UnitId Position::put(Square s, Piece p) { return occupy(s, p, next_id_++); }

UnitId Position::occupy(Square s, Piece p, UnitId id) {
  stale_placement(s);
  assert(board_[s] == 0 && !p.empty() && geometry_->contains(s));
  board_[s] = p.code();
  ids_[s] = id;
  occupied_[index(p.side())].insert(s);
  if (p.kind() == royal_kind_) royal_[index(p.side())] = s;
  hash_ ^= zobrist::piece_square(p.code(), s);
  return ids_[s];
}

Piece Position::remove(Square s) {
  stale_units();
  Piece p = at(s);
  if (p.empty()) return p;
  UnitId id = ids_[s];
  vacate(s);
  if (unit_state_) forget(id);
  return p;
}

void Position::vacate(Square s) {
  stale_placement(s);
  Piece p = at(s);
  board_[s] = 0;
  ids_[s] = kNoUnit;
  occupied_[index(p.side())].erase(s);
  if (p.kind() == royal_kind_ && royal_[index(p.side())] == s) royal_[index(p.side())] = kNoSquare;
  hash_ ^= zobrist::piece_square(p.code(), s);
  clear_piece_attributes(s);
}

void Position::clear_piece_attributes(Square s) {
  stale_placement(s);
  for (size_t a = 0; a < schema_->attributes.size(); ++a)
    if (schema_->attributes[a].scope == Scope::kPiece && attribute(static_cast<int>(a), s) != 0)
      set_attribute(static_cast<int>(a), s, 0);
}

void Position::move(Square from, Square to) {
  const bool named = unit_hash_known_ && unit_hash_named_.contains(from);
  Piece p = at(from);
  assert(!p.empty() && board_[to] == 0);
  board_[from] = 0;
  board_[to] = p.code();
  ids_[to] = ids_[from];
  ids_[from] = kNoUnit;
  SquareSet& occ = occupied_[index(p.side())];
  occ.erase(from);
  occ.insert(to);
  if (p.kind() == royal_kind_) royal_[index(p.side())] = to;
  hash_ ^= zobrist::piece_square(p.code(), from) ^ zobrist::piece_square(p.code(), to);
  if (named && !rehash_moved_unit(ids_[to], from, to)) stale_units();
  for (size_t a = 0; a < schema_->attributes.size(); ++a) {
    if (schema_->attributes[a].scope != Scope::kPiece) continue;
    int v = attribute(static_cast<int>(a), from);
    if (v == 0) continue;
    set_attribute(static_cast<int>(a), from, 0);
    set_attribute(static_cast<int>(a), to, v);
  }
}

void Position::transform(Square s, Piece p) {
  stale_placement(s);
  Piece old = at(s);
  assert(!old.empty() && !p.empty());
  occupied_[index(old.side())].erase(s);
  if (old.kind() == royal_kind_ && royal_[index(old.side())] == s) royal_[index(old.side())] = kNoSquare;
  hash_ ^= zobrist::piece_square(old.code(), s) ^ zobrist::piece_square(p.code(), s);
  board_[s] = p.code();
  occupied_[index(p.side())].insert(s);
  if (p.kind() == royal_kind_) royal_[index(p.side())] = s;
}

void Position::set_side_to_move(Side s) {
  if (s != side_) hash_ ^= zobrist::kSideToMove;
  side_ = s;
}

void Position::set_castling(int rights) {
  hash_ ^= zobrist::castling(castling_) ^ zobrist::castling(rights);
  castling_ = static_cast<uint8_t>(rights);
}

void Position::set_en_passant(Square s) {
  if (en_passant_ != kNoSquare) hash_ ^= zobrist::en_passant(en_passant_);
  en_passant_ = s;
  if (en_passant_ != kNoSquare) hash_ ^= zobrist::en_passant(en_passant_);
}

void Position::set_attribute(int attr, Square s, int value) {
  const int16_t old = attributes_.value(attr, s);
  if (old == static_cast<int16_t>(value)) return;  // unchanged: nothing to hash or forget
  // A square's plain value is in hash_; only a unit-valued one is part of the unit state (for_each_unit_state),
  // whose kept hash follows it where both units are standing (a wall and its waller), else is forgotten.
  if (schema_->attributes[attr].unit_valued) {
    if (unit_hash_known_ && !(rehash_named_entry(attr, s, old) && rehash_named_entry(attr, s, value))) stale_units();
  } else {
    hash_ ^= zobrist::attribute(attr, s, old) ^ zobrist::attribute(attr, s, value);
  }
  attributes_.set(attr, s, static_cast<int16_t>(value));
}

SquareSet Position::marked(int attr) const {
  if (attributes_.empty()) return {};
  // The 16 words of 16 bits hold squares 16w..16w+15; as 4 words of 64 bits they are SquareSet's layout.
  const int16_t* words = attributes_.plane(attr) + kSquareSlots;
  std::array<uint64_t, 4> bits;
  if constexpr (std::endian::native == std::endian::little) {
    std::memcpy(bits.data(), words, sizeof bits);
  } else {
    bits = {};
    for (int w = 0; w < 16; ++w) bits[w / 4] |= uint64_t{static_cast<uint16_t>(words[w])} << (16 * (w % 4));
  }
  return SquareSet::from_words(bits);
}

void Position::set_counter(int c, int value) {
  hash_ ^= zobrist::counter(c, counters_[c]) ^ zobrist::counter(c, value);
  counters_[c] = value;
}

uint64_t Position::base_hash() const {
  uint64_t h = 0;
  for (Square s : geometry_->squares()) h ^= zobrist::piece_square(board_[s], s);
  if (side_ == Side::kBlack) h ^= zobrist::kSideToMove;
  h ^= zobrist::castling(castling_);
  if (en_passant_ != kNoSquare) h ^= zobrist::en_passant(en_passant_);
  for (size_t a = 0; a < schema_->attributes.size(); ++a) {
    if (schema_->attributes[a].unit_valued) continue;
    for (Square s : geometry_->squares()) h ^= zobrist::attribute(static_cast<int>(a), s, attribute(static_cast<int>(a), s));
  }
  for (size_t c = 0; c < counters_.size(); ++c) h ^= zobrist::counter(static_cast<int>(c), counters_[c]);
  return h;
}

uint64_t Position::compute_hash() const { return unit_state_ ? base_hash() ^ unit_state_hash() : base_hash(); }

bool Position::same_placement_and_state(const Position& o) const {
  if (!(board_ == o.board_ && side_ == o.side_ && castling_ == o.castling_ && en_passant_ == o.en_passant_ &&
        counters_ == o.counters_))
    return false;
  if (!unit_state_ && !o.unit_state_) return attributes_ == o.attributes_;
  for (size_t a = 0; a < schema_->attributes.size(); ++a) {
    if (schema_->attributes[a].unit_valued) continue;
    const int16_t* first = attributes_.plane(static_cast<int>(a));
    if (!std::equal(first, first + kSquareSlots, o.attributes_.plane(static_cast<int>(a))))
      return false;
  }
  return unit_state() == o.unit_state();
}

bool Position::operator==(const Position& o) const {
  return same_placement_and_state(o) && halfmove_ == o.halfmove_ && fullmove_ == o.fullmove_;
}

std::string Position::consistency_error() const {
  std::array<SquareSet, 3> occupied{};
  std::array<Square, 3> royal{kNoSquare, kNoSquare, kNoSquare};
  std::vector<UnitId> ids;
  for (Square s = 0; s < kSquareSlots; ++s) {
    Piece p = at(s);
    if (p.empty() != (ids_[s] == kNoUnit)) return "unit id and piece disagree at slot " + std::to_string(s);
    if (p.empty()) continue;
    if (!geometry_->contains(s)) return "piece outside the board at slot " + std::to_string(s);
    occupied[index(p.side())].insert(s);
    if (p.kind() == royal_kind_) royal[index(p.side())] = s;
    ids.push_back(ids_[s]);
  }
  if (occupied != occupied_) return "occupancy sets disagree with the board";
  for (int i = 0; i < 2; ++i)
    if (royal_[i] != kNoSquare && royal[i] != royal_[i]) return "royal square disagrees with the board";
  for (size_t a = 0; a < schema_->attributes.size(); ++a) {
    SquareSet nonzero;
    for (Square s = 0; s < kSquareSlots; ++s)
      if (attribute(static_cast<int>(a), s) != 0) nonzero.insert(s);
    if (nonzero != marked(static_cast<int>(a))) return "the marked squares of " + schema_->attributes[a].name + " disagree with its plane";
  }
  if (std::string why = layers_error(ids); !why.empty()) return why;
  if (hash_ != base_hash()) return "incremental hash disagrees with the hash computed from scratch";
  if (unit_state_ && unit_hash_known_ && unit_hash_ != unit_state_hash())
    return "the kept unit-state hash disagrees with the one computed from scratch";
  return "";
}

}  // namespace arbiter
