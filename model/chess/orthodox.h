// The orthodox family: chess (8x8, castling) and the `fairy` test variant (any board, extra riders), and the
// base that twentychess composes its casts onto. A variant of the family is a MechanicVariant whose list
// of mechanics (one file each, named with the document's words) is:
//   piece_movement.cpp  piece movement (FIDE 3.1-3.6): owns every board move, plays it (make_move.cpp)
//   pawn.cpp            the pawn: push, double step, capture, promotion (3.7.1-3.7.3.1, 3.7.5)
//   en_passant.cpp      en passant (3.7.3.2)
//   castling.cpp        castling (3.8.2), and its rights
//   king_safety.cpp     no move may leave the own king in check (3.9)
//   game_end.cpp        checkmate, stalemate, dead position, threefold repetition, fifty moves (5, 9)
// They read one rules table (OrthodoxRules: the movers and the pawn's tables). Each mechanic generates its
// candidates for check() (the definition of legality and of refusals) and, for speed, its legal moves
// directly with the Stockfish-style generator (movegen.cpp: pseudo-legal moves filtered by what checks and
// pins allow, computed once per position), held equal by properties/mechanic_properties.cpp.
#pragma once

#include <array>
#include <memory>
#include <vector>

#include "model/chess/board8.h"
#include "model/chess/movers.h"
#include "model/core/mechanic_variant.h"
#include "model/core/scratch.h"

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
  AskerId memo;                       // who asks movegen's memo of the last position (scratch.h)
  const AskerId& memo_id() const { return memo; }

  // Derived tables, filled by finish(): per side and square, the pawn's push and captures.
  std::array<std::array<int16_t, kSquareSlots>, 2> pawn_push{};
  std::array<std::array<std::array<int16_t, 2>, kSquareSlots>, 2> pawn_captures{};
  int king_leaper = -1;
  // The geometry moves are generated on: the variant's own, or another of the same size with another
  // topology (twentychess cast 16's cylinder). Set by finish().
  const Geometry* geometry = nullptr;
  // The bulk count's 64-bit tables (board8.h) on a plain 8x8 board; null on any other. Set by finish().
  std::shared_ptr<const Board8> board8;
  // Kinds that can never be captured (twentychess cast 14's mountain): they block like any piece.
  uint64_t uncapturable = 0;
  bool capturable(Piece p) const { return !((uncapturable >> p.kind()) & 1); }
  void finish(const Geometry& g);

  int forward(Side s) const { return s == Side::kWhite ? 1 : -1; }
};

// The clause ids the orthodox mechanics fire (in the rule trace of the moves they play, in the verdict) and
// refuse with: chess's own, or qualified by their catalog ("chess/check.no-self-check") in a variant built
// on chess whose own catalog does not hold them (twentychess). A parameter of every mechanic of the family
// and of the functions they share (play_move, orthodox_outcome).
struct OrthodoxClauses {
  std::string_view piece_moves, capture, pawn_push, double_step, pawn_capture, en_passant, promotion, castling,
      castling_rights, castling_check, no_self_check, checkmate, stalemate, dead_position, threefold, fifty_move;
  bool own_catalog = true;  // whether the ids are the variant's own (then the mechanics list them as clauses())
  // Whether the pawn, en passant and castling mechanics generate their moves; false in a variant where
  // another mechanic generates every move of the family (twentychess's moves of the cast in force): they
  // then only refuse.
  bool generates = true;
};
// --- attacks.cpp ---
// Whether `by` attacks sq, treating `ignore` (if any) as empty: the king's own square when it moves.
bool attacked(const OrthodoxRules& r, const Position& pos, Square sq, Side by, Square ignore = kNoSquare);
// The same on the 8x8 tables: `occupied` are the occupied squares (the moving king's left out), `theirs`
// those of `by`.
bool attacked(const OrthodoxRules& r, const Board8& b, const Position& pos, Square sq, Side by, uint64_t occupied,
              uint64_t theirs);
bool in_check(const OrthodoxRules& r, const Position& pos, Side side);

// --- movegen.cpp ---
// Which moves a generator lists: one part per mechanic.
enum MoveParts : unsigned {
  kKingSteps = 1, kPieceMoves = 2,  // piece movement (the king's steps and the other pieces' moves)
  kPawnMoves = 4,                   // the pawn
  kEnPassantMoves = 8,              // en passant
  kCastlingMoves = 16,              // castling
  kAllMoves = 31,
};
// Appends the legal moves of the given parts.
void generate_legal(const OrthodoxRules& r, const Position& pos, ActionList& out, unsigned parts = kAllMoves);
// The number of legal moves (all parts), without listing them: perft's bulk count.
uint64_t count_legal_moves(const OrthodoxRules& r, const Position& pos);
// Appends the pseudo-legal moves of the given parts: as the pieces move, whatever becomes of the own king
// (castling: with the rights, the rook and the squares between empty, whatever attacks them).
void generate_pseudo(const OrthodoxRules& r, const Position& pos, ActionList& out, unsigned parts = kAllMoves);

// --- make_move.cpp ---
// Plays a move on the board, its rights and clocks; the side to move stays (the turn pipeline changes it).
void play_move(const OrthodoxRules& r, const OrthodoxClauses& ids, Position& pos, const Action& a, Trace* trace);
// play_move, then the other side moves.
void make_move(const OrthodoxRules& r, const OrthodoxClauses& ids, Position& pos, const Action& a, Trace* trace);

// --- orthodox.cpp ---
// Why pos cannot occur ("" when it can). `opponent_may_be_in_check`: variants whose rules can change between
// turns (twentychess) may reach positions where the side not to move stands attacked.
std::string validate_orthodox(const OrthodoxRules& r, const Position& pos, const std::string& variant,
                              bool opponent_may_be_in_check);

// --- game_end.cpp ---
// `dead_positions`: whether a dead position by insufficient material is judged here (where r says so): a
// variant whose pieces can still enter the board (twentychess's pools) asks it only when none can.
Outcome orthodox_outcome(const OrthodoxRules& r, const OrthodoxClauses& ids, const Variant& v, const Game& game,
                         bool dead_positions = true);
bool insufficient_material(const OrthodoxRules& r, const Position& pos);

// The rules table a position is judged by: chess and fairy have one, twentychess one per cast in force.
class RulesSource {
 public:
  virtual ~RulesSource() = default;
  virtual const OrthodoxRules& rules(const Position& pos) const = 0;
};

const OrthodoxClauses& chess_clauses();      // "moves.piece", ...
const OrthodoxClauses& qualified_clauses();  // "chess/moves.piece", ...

// --- the mechanics (one file each) ---
std::unique_ptr<Mechanic> piece_movement(const RulesSource& rules, const OrthodoxClauses& ids);
std::unique_ptr<Mechanic> pawn(const RulesSource& rules, const OrthodoxClauses& ids);
std::unique_ptr<Mechanic> en_passant(const RulesSource& rules, const OrthodoxClauses& ids);
std::unique_ptr<Mechanic> castling(const RulesSource& rules, const OrthodoxClauses& ids);
std::unique_ptr<Mechanic> king_safety(const RulesSource& rules, const OrthodoxClauses& ids);
std::unique_ptr<Mechanic> game_end(const RulesSource& rules, const OrthodoxClauses& ids);

// A variant of the family: chess and fairy are instances with different tables and lists of mechanics.
class OrthodoxVariant : public MechanicVariant, public RulesSource {
 public:
  OrthodoxVariant(std::string id, Geometry geometry, Profile profile)
      : MechanicVariant(std::move(id), std::move(geometry), std::move(profile)) {}
  OrthodoxVariant(const OrthodoxVariant&) = delete;
  OrthodoxVariant& operator=(const OrthodoxVariant&) = delete;

  std::string start_fen() const override { return start_fen_; }
  std::string validate(const Position& pos) const override;
  bool in_check(const Position& pos) const override { return chess::in_check(rules_, pos, pos.side_to_move()); }
  // Perft's bulk count: every part of the legal generator at once.
  uint64_t count_legal(const Position& pos) const override;
  const OrthodoxRules& rules() const { return rules_; }
  const OrthodoxRules& rules(const Position&) const override { return rules_; }

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
