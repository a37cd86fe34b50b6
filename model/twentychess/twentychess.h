// Variant `twentychess` (model/twentychess/document.txt): orthodox chess in which, each turn, one of 20
// numbered rules ("casts") is in force. The cast is part of the position (counter `cast`, 0 while the next
// one is still to be rolled) and its roll is an action of the game (`cast=N`), so perft, repetition and
// the corpus all see it. Casts that change how pieces move (11, 15, 16, and the additional chessman of
// 12-14) are tables of the orthodox generator; casts that restrict or chain moves (2, 3, 7-10, 18-20)
// filter and sequence its output; casts 4-6 and 17 add drops and identical moves. In cast 5 the opponent's
// choice of the piece to drop is a decision action of its own (`pick=N`), made before the drop.
#pragma once

#include <array>
#include <memory>

#include "model/chess/orthodox.h"

namespace arbiter::twentychess {

enum : Kind { kPawn = 1, kKnight, kBishop, kRook, kQueen, kKing, kFool, kElephant, kMountain, kKindCount };

// Counters of the schema, in order.
enum Counter : int {
  kCast,       // 1..20 in force; 0: to be rolled
  kPhase,      // actions the side to move has made in this turn
  kFirst,      // square + 1 of the chessman that made the turn's first action (0 none)
  kSecond,     // cast 3: square + 1 of the other exchanged chessman; cast 20: kind of the pair
  kCapacity,   // kind of the previous moved chessman: the fool's capacity
  kWhiteExtra, kBlackExtra,  // 1 while the additional chessman is in reserve
  kDrops,      // casts 4-6: drops each player makes this cast (0: the cast falls back to orthodox chess)
  kPick,       // cast 5: the kind the opponent picked for the next drop (0: not picked yet)
  kHandBase,   // w-hand-p .. w-hand-q, b-hand-p .. b-hand-q: captured pieces in hand (pools)
};
// Piece attribute: 1 on a chessman that already acted in the current turn (moved, exchanged or dropped).
inline constexpr int kActedAttribute = 0;

bool is_implemented_cast(int cast);
inline int hand_counter(Side side, Kind k) { return kHandBase + (side == Side::kWhite ? 0 : 5) + (k - kPawn); }

// The variant under a profile; an error when the profile chooses an option the model does not implement.
Result<std::shared_ptr<const Variant>> make_twentychess(const Profile& profile);
// The interpretation points of model/twentychess/rules.xml (interpretation.cpp).
const InterpretationTable& interpretation_table();

class TwentyChess final : public Variant {
 public:
  // `chosen`: the profile read against interpretation_table().
  TwentyChess(const Profile& profile, const ChosenOptions& chosen);
  TwentyChess(const TwentyChess&) = delete;
  TwentyChess& operator=(const TwentyChess&) = delete;

  std::string start_fen() const override;
  void legal_actions(const Position& pos, ActionList& out) const override;
  void apply(Position& pos, const Action& a, Trace* trace) const override;
  Outcome outcome(const Game& game) const override;
  std::string validate(const Position& pos) const override;
  bool in_check(const Position& pos) const override;
  std::vector<std::string_view> clauses_in_code() const override;
  std::string_view refusal(const Position& pos, const Action& a) const override;
  Position repetition_view(const Position& pos) const override;

  // The orthodox rules table in force: the cast's movers with the fool moving as `capacity`.
  const chess::OrthodoxRules& rules_for(const Position& pos) const;
  bool cast_fixed() const { return cast_fixed_; }

 private:
  // turn.cpp: the actions of the cast in force, before the check that the turn can be completed
  void candidate_actions(const Position& pos, ActionList& out) const;
  bool can_complete_turn(const Position& pos) const;
  // cast_rules.cpp
  void build_tables();
  void generate_cast_moves(const Position& pos, ActionList& out) const;
  // turn.cpp
  bool turn_continues(const Position& before, const Action& a) const;
  void end_turn(Position& pos, Side mover) const;
  void record_capture(Position& pos, Side capturer, Piece captured, Trace* trace) const;
  // extra_piece.cpp
  void generate_extra_drops(const Position& pos, ActionList& out) const;
  void apply_extra_drop(Position& pos, const Action& a, Trace* trace) const;
  // cast4_drops.cpp (casts 4 and 6)
  void roll_drops(Position& pos) const;
  void generate_pool_drops(const Position& pos, ActionList& out) const;
  void apply_pool_drop(Position& pos, const Action& a, Trace* trace) const;
  // cast17_identical.cpp
  void generate_identical_moves(const Position& pos, ActionList& out) const;
  void apply_identical_move(Position& pos, const Action& a, Trace* trace) const;
  // cast3_exchange.cpp, cast19_give.cpp
  void generate_exchanges(const Position& pos, ActionList& out) const;
  void apply_exchange(Position& pos, const Action& a, Trace* trace) const;
  void generate_gifts(const Position& pos, ActionList& out) const;
  void apply_gift(Position& pos, const Action& a, Trace* trace) const;

  // Tables: [0] casts without changed movers, [1] cast 11, [2] cast 15, [3] cast 16; by fool capacity.
  std::array<std::array<chess::OrthodoxRules, kKindCount>, 4> tables_;
  Geometry cylinder_;
  bool cast_fixed_ = false;  // turn.cast-selection=fixed: perft and analysis of one cast
  // Alternative readings (interpretation points, options other than the catalog's defaults).
  struct Readings {
    bool roll_every_turn = false;        // turn.cast-scope=per-player-turn
    bool sideways_allowed = false;       // cast-18.sideways=non-forward
    bool all_backwards = false;          // cast-18.capacity=all-backwards
    bool king_knight_only = false;       // cast-15.king-moves=knight-only
    bool pair_may_move_alone = false;    // cast-20.second-cannot-move=move-alone
    bool exchange_must_change = false;   // cast-3.identical-pair=must-change
    bool extra_not_giftable = false;     // cast-19.eligible=non-royal-non-extra
    bool gift_out_of_game = false;       // cast-19.given-piece-use=out-of-game
    bool pawn_drop_first_row = true;     // drop.pawn-first-row=allowed (forbidden: false)
    bool extra_drop_may_check = true;    // extra-piece.drop-check=allowed (forbidden: false)
    bool castling_mirrored = true;       // cast-17.castling=king-vector (forbidden: false)
    bool pawns_wrap = true;              // cast-16.pawn-wrap=wrap (no-pawn-wrap: false)
    bool mountain_displaceable = false;  // mountain.displacement=not-a-move
    bool pools_of_own_losses = false;    // captured-pieces.owner=own-lost
  } read_;
  int exchange_ability_ = 0;
  int give_ability_ = 1;
};

}  // namespace arbiter::twentychess
