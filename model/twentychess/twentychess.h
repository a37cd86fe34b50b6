// Variant `twentychess` (model/twentychess/document.txt): orthodox chess in which, each turn, one of 20
// numbered rules ("casts") is in force. The cast is part of the position (counter `cast`, 0 while the next
// one is still to be rolled) and its roll is an action of the game (`cast=N`), so perft, repetition and
// the corpus all see it. In cast 5 the opponent's choice of the piece to drop is a decision action of its
// own (`pick=N`), made before the drop.
//
// The variant is a MechanicVariant; its list of mechanics (twentychess.cpp), one file each:
//   cast_roll.cpp          the cast: the roll (a chance action, Mechanic::by_chance), and when the next is due
//   cast_moves.cpp         the moves of the cast in force: chess's movers, with the cast's table (cast 11's
//                          extra steps, 15's knight king, 16's cylinder, the fool's capacity: cast_rules.cpp);
//                          owns every move, plays it with the pools, the fool's capacity and the en passant window
//   cast4_drops.cpp        casts 4-6: drops of captured pieces (and cast 5's pick)
//   cast3_exchange.cpp     cast 3: the exchange of two own chessmen, then another moves
//   cast19_give.cpp        cast 19: a chessman given to the opponent, then a move
//   extra_piece.cpp        casts 12-14: the additional chessman dropped (fool, elephant, mountain), the
//                          mountain that never moves nor is taken; owns the pass (cast 20's lone move too)
//   cast_rules.cpp         casts 7-10, 15 and 18: which chessmen may move, and how (restrictions)
//   cast2_two_moves.cpp    cast 2: two moves with two different chessmen
//   cast17_identical.cpp   cast 17: the identical move
//   cast20_pair.cpp        cast 20: both chessmen of the type move
//   chess's pawn, en passant, castling and king safety (model/chess/), refusing with chess's clauses
//   turn.cpp               the turn: its phases (continues_turn), its end, the verdict at turn boundaries
//   twentychess.cpp        the variant: pieces, state, readings, and this list in the order check() asks it
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
  kSecond,     // cast 3: square + 1 of the other exchanged chessman; cast 17: square + 1 the first move left;
               // cast 20: kind of the pair
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
// The pieces in a side's pool.
inline int pool_size(const Position& pos, Side side) {
  int n = 0;
  for (Kind k = kPawn; k <= kQueen; ++k) n += pos.counter(hand_counter(side, k));
  return n;
}
inline bool is_extra(Kind k) { return k == kFool || k == kElephant || k == kMountain; }

// The variant under a profile; an error when the profile chooses an option the model does not implement.
Result<std::shared_ptr<const Variant>> make_twentychess(const Profile& profile);
// The interpretation points of model/twentychess/rules.xml (interpretation.cpp).
const InterpretationTable& interpretation_table();

// Alternative readings (interpretation points, options other than the catalog's defaults): the mechanics'
// parameters.
struct Readings {
  bool cast_fixed = false;             // turn.cast-selection=fixed: perft and analysis of one cast
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
  bool pools_keep_alive = true;        // dead-position.pools=pools-count (board-only: false)
};

// A mechanic of twentychess that originates actions lists its candidates: its actions that are legal on
// their own (a move that does not leave the own king attacked, a drop that gives no check), before the
// other mechanics' restrictions and the completion of the turn. Its generate_legal is its candidates kept
// by TwentyChess::keep_allowed.
class CandidateSource {
 public:
  virtual ~CandidateSource() = default;
  virtual void candidates(const Position& pos, ActionList& out) const = 0;
};

class TwentyChess;

// The usual such mechanic: its candidates are what it generates, its legal actions those candidates kept by
// TwentyChess::keep_allowed (turn.cpp).
class CastMechanic : public Mechanic, public CandidateSource, public LegalListing {
 public:
  CastMechanic(std::string name, const TwentyChess& v) : Mechanic(std::move(name)), v_(v) {}
  void candidates(const Position& pos, ActionList& out) const override { generate(pos, out); }
  bool generate_legal(const Position& pos, ActionList& out) const override;

 protected:
  const TwentyChess& v_;
};

class TwentyChess final : public MechanicVariant, public chess::RulesSource {
 public:
  // `chosen`: the profile read against interpretation_table().
  TwentyChess(const Profile& profile, const ChosenOptions& chosen);
  TwentyChess(const TwentyChess&) = delete;
  TwentyChess& operator=(const TwentyChess&) = delete;

  std::string start_fen() const override;
  std::string validate(const Position& pos) const override;
  bool in_check(const Position& pos) const override;
  std::vector<std::string_view> clauses_in_code() const override;
  Position repetition_view(const Position& pos) const override;

  // The orthodox rules table in force: the cast's movers with the fool moving as `capacity` (cast_rules.cpp).
  const chess::OrthodoxRules& rules(const Position& pos) const override;
  const chess::OrthodoxRules& plain_rules() const { return tables_[0][0]; }
  const Readings& readings() const { return read_; }

  // --- shared by the mechanics (turn.cpp) ---
  // What every action but the roll and the pick begins and ends with: the en passant window
  // (en-passant.window=next-opponent-action) before, the record of the turn's actions after (the phase,
  // the chessman that acted).
  void begin_action(Position& pos, const Action& a) const;
  void end_action(Position& pos, const Action& a) const;
  // A captured chessman goes to a pool (or, the additional one, back to its owner's reserve).
  void record_capture(Position& pos, Side capturer, Piece captured, Trace* trace) const;
  // Keeps the candidates no mechanic forbids and that leave a turn its player can complete (the fast
  // paths' filter: the same checks as check(), on candidates already legal for the king).
  void keep_allowed(const Position& pos, ActionList& list, size_t first) const;
  // Whether the cast in force has turns of several actions (else no action continues the turn).
  static bool multi_action_cast(int cast);
  // Whether the side to move, in the middle of its turn, can complete it: the first candidate that no
  // mechanic forbids and that ends the turn or leaves one that can be completed (the same answer as
  // MechanicVariant::completable, found without listing every legal action at each step).
  bool can_complete(const Position& pos) const;

 private:
  void build_tables();  // cast_rules.cpp

  // Tables: [0] casts without changed movers, [1] cast 11, [2] cast 15, [3] cast 16; by fool capacity.
  std::array<std::array<chess::OrthodoxRules, kKindCount>, 4> tables_;
  Geometry cylinder_;
  Readings read_;
  std::vector<const CandidateSource*> sources_;  // the mechanics that originate actions, in order
};

// --- the mechanics (one file each) ---
std::unique_ptr<Mechanic> cast_roll(const TwentyChess& v);
std::unique_ptr<Mechanic> cast_moves(const TwentyChess& v);
std::unique_ptr<Mechanic> pool_drops(const TwentyChess& v);
std::unique_ptr<Mechanic> exchange(const TwentyChess& v, int ability);
std::unique_ptr<Mechanic> give(const TwentyChess& v, int ability);
std::unique_ptr<Mechanic> extra_piece(const TwentyChess& v);
std::unique_ptr<Mechanic> piece_restrictions(const TwentyChess& v);
std::unique_ptr<Mechanic> two_moves(const TwentyChess& v);
std::unique_ptr<Mechanic> identical_move(const TwentyChess& v);
std::unique_ptr<Mechanic> pair_move(const TwentyChess& v);
std::unique_ptr<Mechanic> turn_phases(const TwentyChess& v);
// cast4_drops.cpp: how many drops each player makes under the cast just rolled (casts 4-6).
void count_drops(Position& pos);
// Why the pools cannot meet the drops of the cast in force (empty when they can): the mover's pool holds the
// drops still due in his turn, the opponent's the whole count when he plays the cast after the mover
// (turn.cast-scope=white-and-black, White to move). Read by validate: a position asking for more could not
// be played to its end.
std::string drops_beyond_pools(const Position& pos, const Readings& read);
// Whether the chessman on `dropped` gives check in `after` ("checking is not allowed": only the dropped piece,
// cast-4.no-check-scope=drop-only). `checked_before`: whether the opponent may have been in check before the
// drop, or a line may have opened with it (a change of cast can leave a king attacked at the opponent's
// turn, turn.cast-change-exposure; the additional chessman's drop lifts it first); when neither, the opponent
// is in check after the drop exactly when the dropped chessman checks him. Else only the dropped chessman is
// asked: the mover's others become mere blockers.
bool dropped_checks(const chess::OrthodoxRules& r, const Position& after, Square dropped, bool checked_before);
// cast17_identical.cpp: the identical moves that may follow the turn's first move.
void generate_identical_moves(const TwentyChess& v, const Position& pos, ActionList& out);

}  // namespace arbiter::twentychess
