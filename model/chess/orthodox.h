// The orthodox family: chess (8x8, castling) and the `fairy` test variant (any board, extra riders), and the
// base that twentychess composes its casts onto. One rules table, and one legal move generator in the
// style of Stockfish's: pseudo-legal moves filtered by what checks and pins allow, computed once per position.
#pragma once

#include <array>
#include <vector>

#include "model/chess/movers.h"
#include "model/core/variant.h"

namespace arbiter::chess {

struct OrthodoxRules {
  Movers movers;
  Kind pawn = kNoKind;
  Kind king = kNoKind;
  std::vector<Kind> promotion_kinds;  // in the order generated
  bool castling = false;              // orthodox castling: king on the e-file, rooks on a and h
  Kind castling_rook = kNoKind;
  bool double_step = true;            // from the second rank of each side
  bool en_passant = true;
  bool insufficient_material = true;  // judge dead positions (chess only)
  bool pawns_on_first_rank = false;   // a pawn may stand on its own first rank (twentychess drops)

  // Derived tables, filled by finish(): per side and square, the pawn's push and captures.
  std::array<std::array<int16_t, kSquareSlots>, 2> pawn_push{};
  std::array<std::array<std::array<int16_t, 2>, kSquareSlots>, 2> pawn_captures{};
  int king_leaper = -1;
  // The geometry moves are generated on: the variant's own, or another of the same size with another
  // topology (twentychess cast 16's cylinder). Set by finish().
  const Geometry* geometry = nullptr;
  // Kinds that can never be captured (twentychess cast 14's mountain): they block like any piece.
  uint64_t uncapturable = 0;
  bool capturable(Piece p) const { return !((uncapturable >> p.kind()) & 1); }
  void finish(const Geometry& g);

  int forward(Side s) const { return s == Side::kWhite ? 1 : -1; }
};

// --- attacks.cpp ---
// Whether `by` attacks sq, treating `ignore` (if any) as empty: the king's own square when it moves.
bool attacked(const OrthodoxRules& r, const Position& pos, Square sq, Side by, Square ignore = kNoSquare);
bool in_check(const OrthodoxRules& r, const Position& pos, Side side);

// --- movegen.cpp ---
void generate_legal(const OrthodoxRules& r, const Position& pos, ActionList& out);

// --- make_move.cpp ---
void make_move(const OrthodoxRules& r, Position& pos, const Action& a, Trace* trace);

// --- orthodox.cpp ---
// Why pos cannot occur ("" when it can). `opponent_may_be_in_check`: variants whose rules can change between
// turns (twentychess) may reach positions where the side not to move stands attacked.
std::string validate_orthodox(const OrthodoxRules& r, const Position& pos, const std::string& variant,
                              bool opponent_may_be_in_check);

// --- refusal.cpp ---
std::string_view refusal_clause(const OrthodoxRules& r, const Position& pos, const Action& a);

// --- game_end.cpp ---
Outcome orthodox_outcome(const OrthodoxRules& r, const Variant& v, const Game& game);
bool insufficient_material(const OrthodoxRules& r, const Position& pos);

// A variant of the family: chess and fairy are instances with different tables.
class OrthodoxVariant : public Variant {
 public:
  OrthodoxVariant(std::string id, Geometry geometry, Profile profile) : Variant(std::move(id), std::move(geometry), std::move(profile)) {}
  OrthodoxVariant(const OrthodoxVariant&) = delete;
  OrthodoxVariant& operator=(const OrthodoxVariant&) = delete;

  std::string start_fen() const override { return start_fen_; }
  void legal_actions(const Position& pos, ActionList& out) const override { generate_legal(rules_, pos, out); }
  void apply(Position& pos, const Action& a, Trace* trace) const override { make_move(rules_, pos, a, trace); }
  Outcome outcome(const Game& game) const override { return orthodox_outcome(rules_, *this, game); }
  std::string validate(const Position& pos) const override;
  bool in_check(const Position& pos) const override { return chess::in_check(rules_, pos, pos.side_to_move()); }
  uint64_t count_legal(const Position& pos) const override;
  std::string_view refusal(const Position& pos, const Action& a) const override { return refusal_clause(rules_, pos, a); }
  std::vector<std::string_view> clauses_in_code() const override;
  const OrthodoxRules& rules() const { return rules_; }

 protected:
  // Declares a kind: its letter and name, and how it moves.
  void add_kind(Kind kind, char letter, std::string name, uint8_t slides,
                const std::vector<std::pair<int, int>>& offsets, bool pawn = false);

  OrthodoxRules rules_;
  std::string start_fen_;
};

// Variant `chess`; an error when the profile chooses an option the model does not implement.
Result<std::shared_ptr<const Variant>> make_chess(const Profile& profile);
// The interpretation points of model/chess/rules.xml (interpretation.cpp).
const InterpretationTable& interpretation_table();

}  // namespace arbiter::chess
