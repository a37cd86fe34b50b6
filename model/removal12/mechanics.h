// removal12's mechanics (model/core/mechanic.h), one rule of its document each, composed in order by
// removal12.cpp; their readings of the catalog's interpretation points are their parameters, each read from
// the profile by the mechanic's own Params::read (beside its Params, the point named beside each field). Every mechanic
// reads the board (board.h: removed squares, lines, leaps, attacks) through `board()`. The order of the list
// is the order refusals are asked: the king's own rules, the removed squares, the pawns, the jester, then the
// owners of actions (suicide, the moves), then the position after an action (check), then the verdict.
#pragma once

#include <memory>

#include "model/core/interpretation_table.h"
#include "model/core/mechanic.h"
#include "model/core/mechanic_variant.h"
#include "model/removal12/board.h"
#include "model/shared12/mechanics/all_pawns_lost.h"

namespace arbiter::removal12 {

class RemovalMechanic : public Mechanic {
 public:
  RemovalMechanic(std::string name, const Board& board) : Mechanic(std::move(name)), board_(board) {}

 protected:
  const Board& board() const { return board_; }

 private:
  const Board& board_;
};

// The ability names of removal12's actions (abilities of the variant, in this order).
enum Ability : uint8_t { kRemove, kSuicide, kExchange, kShot, kConvert, kVortex };
inline bool is_ability(const Action& a, Ability ab) { return a.type == ActionType::kAbility && a.ability == ab; }

// --- the mechanics the moves ask while they are generated and played (their headers) ---
class Pawns;    // pawns.h
class Jester;   // jester.h
class Knights;  // knights.h
class Rooks;    // rooks.h

// --- the others (one file each) ---
struct KingParams {
  // The document's quantities (its catalog's <value>s): "king can 3 times per game(+1 per capture of any
  // piece) exchange", "Each 3 captures of non-pawn piece by king, king gains +1 vortex move".
  int allowance = 0;            // king.exchange/allowance
  KindSet vortex_victims;       // "Each 3 captures of non-pawn piece by king" (king.vortex-earn)
  int per_capture = 0;          // king.exchange-bonus/per-capture
  int vortex_captures = 0;      // king.vortex-earn/captures
  int vortex_moves = 0;         // king.vortex-earn/vortex-moves
  bool exchange_pawns = true;       // king.exchange-target = pawns-included (else pieces-only)
  bool vortex_first_piece = false;  // king.vortex-range = first-piece (else to-edge)
  // king.exchange-bonus-whose-captures: whose captures give a king one more exchange.
  enum class Bonus { kOwnSide, kKingsOwn, kAnyCapture } bonus = Bonus::kOwnSide;
  // promotion.without-moving = not-allowed (else stays-pawn): no exchange puts a pawn on its promotion square.
  bool no_exchange_onto_promotion = false;
  static KingParams read(const ChosenOptions& c);  // king.cpp
};
std::unique_ptr<Mechanic> king(const Board& b, KingParams params);  // king.*: exchange, vortex, no suicide...
struct SquareRemovalParams {
  // The document's quantities: "Queen has 3 moves per game where ... (square removal), each capture by queen gives
  // it +1 square removal move".
  int allowance = 0;    // queen.square-removal/allowance
  int per_capture = 0;  // queen.removal-bonus/per-capture
  // pawn.double-step-path = may-jump (else clear-path): a pawn's double step is not refused for passing over a
  // removed square (the pawns, pawns.h, read the same choice to generate it).
  bool pawn_double_step_jumps = false;
  // queen.removal-choice = automatic (else player-chooses): a queen with removal moves left makes only removal
  // moves, her plain moves refused.
  bool automatic = false;
  static SquareRemovalParams read(const ChosenOptions& c);  // square_removal.cpp
};
std::unique_ptr<Mechanic> square_removal(const Board& b, SquareRemovalParams params);  // queen.square-removal, square-removal.*
struct SuicideParams {
  bool pawns = true;  // suicide.pawns = pawns-included (else pawns-excluded)
  KindSet kinds;      // "Any non-king piece ... can also suicide" (suicide)
  static SuicideParams read(const ChosenOptions& c);  // suicide.cpp
};
std::unique_ptr<Mechanic> suicide(const Board& b, const Jester& jester, SuicideParams params);  // a joker's explodes
struct ConversionParams {
  bool pawns_immune = false;   // archbishop.convert-pawns = pawns-still-immune (else all-but-archbishops)
  KindSet immune;              // "(kings/pawns/bishops immune)" (bishop.convert-immune)
  bool reset_to_base = false;  // bishop.converted-state = reset-to-base (else keeps-state)
  // archbishop.double-move = convert-instead-of-moving (else move-then-act): an archbishop converts only from
  // where it stands, as a whole turn; no bishop move before it.
  bool convert_standing = false;
  // allowance.per-piece = per-target (else per-user): a unit may be converted at most 3 times (the piece
  // attribute conversions-received); the converters' own allowances stay.
  bool per_target = false;
  static ConversionParams read(const ChosenOptions& c);  // conversion.cpp
};
std::unique_ptr<Mechanic> conversion(const Board& b, ConversionParams params);  // bishop.convert, the archbishop's
// The moves of every unit (moves.cpp): their owner.
std::unique_ptr<Mechanic> moves(const Board& b, const Pawns& pawns, const Jester& jester, const Knights& knights);
std::unique_ptr<Mechanic> dragon_shots(const Board& b);   // dragon.shot, shot@d4>g7
struct PromotionParams {
  // The document's quantities: the captures that promote a dragon, a nightrider, a jester and a rook (each "3"
  // or "three"), the nightdragon's "+6 shots", and the dragon's shots ("3 times per piece").
  int dragon_captures = 0, nightrider_captures = 0, jester_captures = 0, rook_captures = 0;
  int nightdragon_shots = 0;
  int shots = 0;
  bool shots_set_to_six = false;  // nightdragon.shots-added = set-to-six (else added)
  // dragon.shot-promotion-count = separate (else combined): a dragon promotes on its third capture by moving
  // or its third shot, the two counted apart (the piece attributes captures and shot-captures).
  bool separate_shot_count = false;
  static PromotionParams read(const ChosenOptions& c);  // promotions.cpp
};
std::unique_ptr<Mechanic> promotions(const Board& b, PromotionParams params);  // promotions by captures
struct CheckParams {
  // jester.explosion-kings = in-blast-capturer-loses: an action that leaves its side without a king (its blast
  // killed the last one) is legal, and loses (game_end.cpp); else it is refused like a move into check.
  bool own_king_may_die = false;
  static CheckParams read(const ChosenOptions& c);  // check.cpp
};
std::unique_ptr<Mechanic> check(const Board& b, CheckParams params);  // king.no-check-or-removed on the position after
struct GameEndParams {
  // game-end.simultaneous-loss (both sides' last pawns, or last kings, gone to one action's effect: draw,
  // acting-side-wins, acting-side-loses), game-end.pawn-loss-vs-checkmate (mover-loses, mover-wins, draw),
  // game-end.stalemate-and-repetition = sibling-rules (the stalemated side loses; else orthodox: a draw).
  shared12::AllPawnsLost::Readings readings;
  static GameEndParams read(const ChosenOptions& c);  // game_end.cpp
};
// (A side that lost its last king by its own action, jester.explosion-kings = in-blast-capturer-loses, loses;
// both sides' last kings in one blast: game-end.simultaneous-loss.) The shared 12x12 mechanic, game_end.cpp.
std::unique_ptr<Mechanic> game_end(const Board& b, GameEndParams params);  // how a game ends

}  // namespace arbiter::removal12
