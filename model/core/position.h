// A position of any variant: pieces on a board up to 16x16, the side to move, the orthodox fields
// (castling rights, en passant square, clocks) and the variant's own state declared by a StateSchema.
//
// Positions are values: copy one to try an action (copy-make). The hash is kept up to date by every
// mutator; compute_hash() recomputes it from scratch (the cross-check the properties use).
//
// Fields, and which are derived:
//   stored:  board, side to move, castling, en passant, clocks, attributes, stacks, counters
//   derived: occupancy per side, royal squares, hash (all maintained incrementally by the mutators)
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "model/core/geometry.h"
#include "model/core/piece.h"
#include "model/core/square_set.h"
#include "model/core/state_schema.h"

namespace arbiter {

// Castling rights, as the four bits of the FEN field KQkq.
enum CastlingRight : uint8_t { kWhiteKingSide = 1, kWhiteQueenSide = 2, kBlackKingSide = 4, kBlackQueenSide = 8 };

struct StackEntry {
  uint8_t stack;   // index into StateSchema::stacks
  uint8_t square;
  std::vector<Piece> pieces;  // front = first out
  bool operator==(const StackEntry&) const = default;
};

class Position {
 public:
  // royal: the kind whose square is tracked per side (the king), kNoKind for none.
  Position(const Geometry* geometry, const StateSchema* schema, Kind royal);

  const Geometry& geometry() const { return *geometry_; }
  const StateSchema& schema() const { return *schema_; }

  // --- pieces ---
  Piece at(Square s) const { return Piece::from_code(board_[s]); }
  bool empty(Square s) const { return board_[s] == 0; }
  void put(Square s, Piece p);          // s must be empty
  Piece remove(Square s);               // returns what was there; clears the piece's attributes
  void move(Square from, Square to);    // to must be empty; piece attributes travel along
  const SquareSet& occupied(Side side) const { return occupied_[index(side)]; }
  SquareSet occupied() const { return occupied_[0] | occupied_[1] | occupied_[2]; }
  Square royal(Side side) const { return royal_[index(side)]; }
  Kind royal_kind() const { return royal_kind_; }

  // --- orthodox fields ---
  Side side_to_move() const { return side_; }
  void set_side_to_move(Side s);
  int castling() const { return castling_; }
  void set_castling(int rights);
  Square en_passant() const { return en_passant_; }
  void set_en_passant(Square s);
  int halfmove_clock() const { return halfmove_; }
  void set_halfmove_clock(int n) { halfmove_ = n; }
  int fullmove_number() const { return fullmove_; }
  void set_fullmove_number(int n) { fullmove_ = n; }

  // --- variant state ---
  int attribute(int attr, Square s) const {
    return attributes_.empty() ? 0 : attributes_[static_cast<size_t>(attr) * kSquareSlots + s];
  }
  void set_attribute(int attr, Square s, int value);
  int counter(int c) const { return counters_[c]; }
  void set_counter(int c, int value);
  const std::vector<StackEntry>& stacks() const { return stacks_; }
  const std::vector<Piece>* stack(int stack, Square s) const;
  void set_stack(int stack, Square s, std::vector<Piece> pieces);  // empty vector removes it

  // --- hashing and comparison ---
  uint64_t hash() const { return hash_; }
  uint64_t compute_hash() const;
  // Same stored state: pieces, side, castling, en passant, variant state and clocks.
  bool operator==(const Position& other) const;
  // Recomputes every derived field from the stored ones; returns "" or what disagrees (Stockfish's pos_is_ok).
  std::string consistency_error() const;
  // Same position in the sense of repetition: everything but the clocks.
  bool same_placement_and_state(const Position& other) const;

 private:
  const Geometry* geometry_;
  const StateSchema* schema_;
  std::array<uint8_t, kSquareSlots> board_{};
  std::array<SquareSet, 3> occupied_{};
  std::array<Square, 3> royal_{kNoSquare, kNoSquare, kNoSquare};
  Kind royal_kind_;
  Side side_ = Side::kWhite;
  uint8_t castling_ = 0;
  Square en_passant_ = kNoSquare;
  int halfmove_ = 0;
  int fullmove_ = 1;
  uint64_t hash_ = 0;
  std::vector<int16_t> attributes_;  // attribute-major planes of kSquareSlots values; empty if none declared
  std::vector<int32_t> counters_;
  std::vector<StackEntry> stacks_;   // sorted by (stack, square)
};

}  // namespace arbiter
