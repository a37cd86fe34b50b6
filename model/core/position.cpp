#include "model/core/position.h"

#include <algorithm>
#include <cassert>

#include "model/core/zobrist.h"

namespace arbiter {

Position::Position(const Geometry* geometry, const StateSchema* schema, Kind royal)
    : geometry_(geometry), schema_(schema), royal_kind_(royal) {
  if (!schema_->attributes.empty()) attributes_.assign(schema_->attributes.size() * kSquareSlots, 0);
  counters_.resize(schema_->counters.size());
  for (size_t i = 0; i < counters_.size(); ++i) counters_[i] = schema_->counters[i].initial;
  hash_ = compute_hash();
}

void Position::put(Square s, Piece p) {
  assert(board_[s] == 0 && !p.empty() && geometry_->contains(s));
  board_[s] = p.code();
  occupied_[index(p.side())].insert(s);
  if (p.kind() == royal_kind_) royal_[index(p.side())] = s;
  hash_ ^= zobrist::piece_square(p.code(), s);
}

Piece Position::remove(Square s) {
  Piece p = at(s);
  if (p.empty()) return p;
  board_[s] = 0;
  occupied_[index(p.side())].erase(s);
  if (p.kind() == royal_kind_ && royal_[index(p.side())] == s) royal_[index(p.side())] = kNoSquare;
  hash_ ^= zobrist::piece_square(p.code(), s);
  for (size_t a = 0; a < schema_->attributes.size(); ++a)
    if (schema_->attributes[a].scope == Scope::kPiece) set_attribute(static_cast<int>(a), s, 0);
  return p;
}

void Position::move(Square from, Square to) {
  Piece p = at(from);
  assert(!p.empty() && board_[to] == 0);
  board_[from] = 0;
  board_[to] = p.code();
  SquareSet& occ = occupied_[index(p.side())];
  occ.erase(from);
  occ.insert(to);
  if (p.kind() == royal_kind_) royal_[index(p.side())] = to;
  hash_ ^= zobrist::piece_square(p.code(), from) ^ zobrist::piece_square(p.code(), to);
  for (size_t a = 0; a < schema_->attributes.size(); ++a) {
    if (schema_->attributes[a].scope != Scope::kPiece) continue;
    int v = attribute(static_cast<int>(a), from);
    if (v == 0) continue;
    set_attribute(static_cast<int>(a), from, 0);
    set_attribute(static_cast<int>(a), to, v);
  }
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
  int16_t& slot = attributes_[static_cast<size_t>(attr) * kSquareSlots + s];
  hash_ ^= zobrist::attribute(attr, s, slot) ^ zobrist::attribute(attr, s, value);
  slot = static_cast<int16_t>(value);
}

void Position::set_counter(int c, int value) {
  hash_ ^= zobrist::counter(c, counters_[c]) ^ zobrist::counter(c, value);
  counters_[c] = value;
}

const std::vector<Piece>* Position::stack(int stack, Square s) const {
  for (const StackEntry& e : stacks_)
    if (e.stack == stack && e.square == s) return &e.pieces;
  return nullptr;
}

void Position::set_stack(int stack, Square s, std::vector<Piece> pieces) {
  auto key = [](const StackEntry& e) { return std::make_pair(e.stack, e.square); };
  auto it = std::find_if(stacks_.begin(), stacks_.end(),
                         [&](const StackEntry& e) { return e.stack == stack && e.square == s; });
  if (it != stacks_.end()) {
    for (size_t i = 0; i < it->pieces.size(); ++i)
      hash_ ^= zobrist::stack_entry(stack, s, static_cast<int>(i), it->pieces[i].code());
    stacks_.erase(it);
  }
  if (pieces.empty()) return;
  for (size_t i = 0; i < pieces.size(); ++i)
    hash_ ^= zobrist::stack_entry(stack, s, static_cast<int>(i), pieces[i].code());
  StackEntry entry{static_cast<uint8_t>(stack), static_cast<uint8_t>(s), std::move(pieces)};
  auto pos = std::lower_bound(stacks_.begin(), stacks_.end(), entry,
                              [&](const StackEntry& a, const StackEntry& b) { return key(a) < key(b); });
  stacks_.insert(pos, std::move(entry));
}

uint64_t Position::compute_hash() const {
  uint64_t h = 0;
  for (Square s : geometry_->squares()) h ^= zobrist::piece_square(board_[s], s);
  if (side_ == Side::kBlack) h ^= zobrist::kSideToMove;
  h ^= zobrist::castling(castling_);
  if (en_passant_ != kNoSquare) h ^= zobrist::en_passant(en_passant_);
  for (size_t a = 0; a < schema_->attributes.size(); ++a)
    for (Square s : geometry_->squares()) h ^= zobrist::attribute(static_cast<int>(a), s, attribute(static_cast<int>(a), s));
  for (size_t c = 0; c < counters_.size(); ++c) h ^= zobrist::counter(static_cast<int>(c), counters_[c]);
  for (const StackEntry& e : stacks_)
    for (size_t i = 0; i < e.pieces.size(); ++i)
      h ^= zobrist::stack_entry(e.stack, e.square, static_cast<int>(i), e.pieces[i].code());
  return h;
}

bool Position::same_placement_and_state(const Position& o) const {
  return board_ == o.board_ && side_ == o.side_ && castling_ == o.castling_ && en_passant_ == o.en_passant_ &&
         attributes_ == o.attributes_ && counters_ == o.counters_ && stacks_ == o.stacks_;
}

bool Position::operator==(const Position& o) const {
  return same_placement_and_state(o) && halfmove_ == o.halfmove_ && fullmove_ == o.fullmove_;
}

std::string Position::consistency_error() const {
  std::array<SquareSet, 3> occupied{};
  std::array<Square, 3> royal{kNoSquare, kNoSquare, kNoSquare};
  for (Square s = 0; s < kSquareSlots; ++s) {
    Piece p = at(s);
    if (p.empty()) continue;
    if (!geometry_->contains(s)) return "piece outside the board at slot " + std::to_string(s);
    occupied[index(p.side())].insert(s);
    if (p.kind() == royal_kind_) royal[index(p.side())] = s;
  }
  if (occupied != occupied_) return "occupancy sets disagree with the board";
  for (int i = 0; i < 2; ++i)
    if (royal_[i] != kNoSquare && royal[i] != royal_[i]) return "royal square disagrees with the board";
  if (hash_ != compute_hash()) return "incremental hash disagrees with the hash computed from scratch";
  return "";
}

}  // namespace arbiter
