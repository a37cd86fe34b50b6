// removal12's board knowledge: the removed squares (queen.square-removal) and how units move over them, for
// every mechanic of the variant. A line move stops before a removed square (square-removal.no-passing) and
// never lands on one (square-removal.no-entry); a knight move leaps over removed squares but does not land
// on one (square-removal.knight-leap); a king step does not enter one (king.no-check-or-removed). Pawn
// steps are the pawns mechanic's (pawns.h), borrowed movement the jester's (jester.h).
//
// Captures go through here too (capture_and_land), so that what a capture earns or sets off is told to the
// mechanics that listen (CaptureListener): the queen's and the king's bonuses, the pawn's double-step bonus
// and transformation, the jester's explosion.
#pragma once

#include <vector>

#include "model/core/geometry.h"
#include "model/core/interpretation_table.h"
#include "model/core/position.h"
#include "model/core/scratch.h"
#include "model/core/trace.h"
#include "model/removal12/army.h"

namespace arbiter::removal12 {

// A capture (capture.what-counts = direct-captures-only: by moving, by a dragon's shot, by a dragonrider's
// instant capture; not the kills of an explosion), told after the victim left the board. With
// every-removal-counts the kills of a blast or a vortex are told too, as captures by the acting unit (`kill`).
struct Capture {
  Piece capturer;
  Square by = kNoSquare;  // where the capturer stands now (the victim's square when it moved there)
  Piece victim;
  Square where = kNoSquare;  // the victim's square
  bool moved = false;        // the capturer moved onto the victim's square (not a shot, not an instant capture)
  Kind promotion = kNoKind;  // a pawn's capture that promotes to this kind (promotion.capture-on-last-rank)
  bool kill = false;         // a blast's or a vortex's kill (capture.what-counts = every-removal-counts)
};

// A mechanic told of every capture: the queen's and the king's bonuses, the pawn's, promotions by captures,
// the jester's explosion.
class CaptureListener {
 public:
  virtual ~CaptureListener() = default;
  virtual void captured(Position& p, const Capture& c, Trace* trace) const = 0;
};

class Knights;
class Jester;
class Rooks;

class Board {
 public:
  // The readings of the points that the board's questions (attacks, shots, new pieces) answer.
  struct Params {
    int shots = 0;  // the document's "(3 times per piece)": dragon.shot-limit/allowance
    bool shot_one_square = false;     // dragon.shot-reach = one-square (else bishop-line)
    bool allowance_zero = false;      // counters.new-piece-allowance = zero (else full-allowance)
    bool shots_check = true;          // dragon.shot-king-check = shot-attack-is-check (else shot-is-instant-win)
    bool kings_check_kings = false;   // king.adjacent-kings = orthodox-adjacency (else kings-do-not-check-kings)
    // king.surrounded-immunity-scope = all-line-effects-blocked (else only-line-moves-blocked): no effect along a
    // bishop, rook or queen line reaches a king walled in by removed squares (a dragon's bishop shot, a
    // conversion, a vortex line); knight moves and knight shots, and blasts, still do.
    bool walled_king_line_immune = false;
    // rook.protect-king = guarded-king-not-in-check (else no-effect-on-check): a king a rook or tower guards
    // (Rooks::guards) cannot be captured, so only what a guard does not stop attacks it: a dragon's shot under
    // rook.protect-vs-abilities = moving-captures-only.
    bool guarded_king_safe = false;
    bool kills_count = false;  // capture.what-counts = every-removal-counts (else direct-captures-only)
    // promotion.multiple-kings = whole-board (else per-side): while either side has two or more kings, no king
    // on the board is protected by the check rule (check_applies).
    bool whole_board_kings = false;
    // nightdragon.keeps-bishop = knight-only (else keeps-bishop): a nightdragon moves and shoots as a knight or
    // nightrider only, no bishop line (movement).
    bool nightdragon_knight_only = false;
    static Params read(const ChosenOptions& c);  // board.cpp
  };
  Board(Geometry& g, Params params);  // registers its leapers in g
  const Params& params() const { return params_; }
  const Geometry& geometry() const { return *g_; }
  int knight_leaper() const { return knight_; }
  int king_leaper() const { return king_; }

  // Set once by the composition (removal12.cpp), beside each mechanic in the list: the mechanics the board
  // asks. The knights: immobilization and the aura change who attacks.
  void set_knights(const Knights* k) { knights_ = k; }
  void set_jester(const Jester* j) { jester_ = j; }  // the joker's captures attack too; a vortex may chain
  const Jester* jester() const { return jester_; }
  void set_rooks(const Rooks* r) { rooks_ = r; }  // a guard may stop a vortex (rook.protect-vs-abilities)
  const Rooks* rooks() const { return rooks_; }
  // Set once by the composition, after compose(): the state the mechanics declared that the board reads (the
  // removed squares, the dragons' shot counter), and the capture listeners in the order they are told.
  void set_removed_attribute(int attribute) { removed_ = attribute; }
  void set_shots_attribute(int attribute) { shots_ = attribute; }
  int shots_attribute() const { return shots_; }
  int removed_attribute() const { return removed_; }
  void set_listeners(std::vector<const CaptureListener*> listeners) { listeners_ = std::move(listeners); }

  bool removed(const Position& p, Square s) const { return p.attribute(removed_, s) != 0; }
  // Every square touching s is removed (king.surrounded-by-removed).
  bool walled_in(const Position& p, Square s) const {
    for (uint8_t t : g_->targets(king_, s).span())
      if (!removed(p, t)) return false;
    return true;
  }
  // A king on s that no line effect reaches (Params::walled_king_line_immune).
  bool line_immune(const Position& p, Square s) const {
    return params_.walled_king_line_immune && !p.empty(s) && p.at(s).kind() == kKing && walled_in(p, s);
  }
  // What the kind moves like (army.h movement_of), with Params::nightdragon_knight_only.
  uint8_t movement(Kind k) const {
    const uint8_t m = movement_of(k);
    return k == kNightdragon && params_.nightdragon_knight_only ? static_cast<uint8_t>(m & ~kDiagonalLines) : m;
  }
  // Whether the unit on s shoots along the diagonals (a dragon; a nightdragon unless knight-only).
  bool shoots_lines(const Position& p, Square s) const {
    return !(params_.nightdragon_knight_only && p.at(s).kind() == kNightdragon);
  }
  bool knight_geometry(Square from, Square to) const;
  // The ray direction from -> to when they share a line, else -1.
  int line_direction(Square from, Square to) const;
  // Whether a removed square lies strictly between from and to on their line.
  bool passes_removed(const Position& p, Square from, Square to) const;

  // Calls f(to) for every square the movement `m` (army.h bits, pawn steps excepted) of a unit on `from`
  // reaches: along lines up to and including the first unit, stopping before a removed square; by knight
  // leaps and king steps onto squares that are not removed. Whether a unit there may be captured is the
  // caller's to judge.
  template <typename F>
  void reach(const Position& p, Square from, uint8_t m, F&& f) const;
  // Whether a unit of `by` attacks sq (the king's safety): with an ordinary capture (pawns diagonally, forward
  // and backward: pawn.capture; knight moves, one or two for the nightrider family, the aura's lent ones too;
  // lines of bishops, rooks, towers, queens, dragons and jesters) or a shot (dragon.shot-king-check =
  // shot-attack-is-check; with shot-is-instant-win a shot is no attack, and shooting a king wins at once).
  // Immobilized pieces attack nothing (immobilized.no-influence); kings never (king.adjacent-kings =
  // kings-do-not-check-kings; with orthodox-adjacency their steps and lent knight moves do); a jester's blast and a dragonrider's instant capture are
  // no attacks, nor an archbishop's conversion or a vortex (instant-checkmate.threat = not-check).
  // `held_too`: count immobilized pieces as if they were free (to see where immobilized.no-influence acts).
  // `shots_only`: only the dragons' shots.
  bool attacked(const Position& p, Square sq, Side by, bool held_too = false, bool shots_only = false) const;
  // Whether a side has the kinds whose attacks are long to look for (an archbishop's two bishop moves, a
  // joker's borrowed ones, two knight moves: a nightrider's, dragonrider's or nightdragon's own, or lent by a
  // touching nightrider or dragonrider): attacked() looks for their attacks only when it has one. A caller
  // asking about many squares of one position finds them once and passes them on.
  struct LongAttackers {
    bool archbishops = false, jokers = false, double_leapers = false;
  };
  LongAttackers long_attackers(const Position& p, Side by) const;
  bool attacked(const Position& p, Square sq, Side by, bool held_too, const LongAttackers& present) const;
  // Whether the king on sq is in check from `by`: attacked, and (Params::guarded_king_safe) not guarded.
  bool king_attacked(const Position& p, Square sq, Side by) const;
  bool immobilized(const Position& p, Square sq) const;

  // --- dragon shots (dragon_shots.cpp plays them) ---
  int shots_left(const Position& p, Square s) const { return params_.shots - p.attribute(shots_, s); }
  int shot_allowance() const { return params_.shots; }
  // Whether the unit on s is a dragon or nightdragon with a shot left that is not immobilized.
  bool shoots(const Position& p, Square s) const;
  // Calls f(target) for every unit a shot from s reaches: a knight move away, or the first unit along a
  // diagonal (removed squares do not stop a shot: square-removal.abilities-pass). Either side's units.
  template <typename F>
  void shot_targets(const Position& p, Square s, F&& f) const;

  // The kings of a side (promotion.king: there may be several).
  int kings(const Position& p, Side side) const;
  // Whether `side` had exactly one king on `before` and none on `after` (its last king died in the action).
  // Asked for every action judged: a king still named by the position's royal square answers at once.
  bool lost_last_king(const Position& before, const Position& after, Side side) const {
    if (after.royal(side) != kNoSquare) return false;
    return kings(before, side) == 1 && kings(after, side) == 0;
  }
  // Whether the check rule protects `side`'s king (king.multiple-kings): it has exactly one, and (with
  // Params::whole_board_kings) the enemy has no more than one.
  bool check_applies(const Position& p, Side side) const {
    return kings(p, side) == 1 && (!params_.whole_board_kings || kings(p, ~side) <= 1);
  }
  int pawns(const Position& p, Side side) const;

  // The halfmove clock after an action (no rule reads it but the game-end.no-fifty-move-rule verdict): 0
  // after a capture, a pawn move or a suicide, else one more.
  void count_halfmove(Position& p, bool resets) const { p.set_halfmove_clock(resets ? 0 : p.halfmove_clock() + 1); }
  // The unit on s becomes a new piece of another kind (a promotion, a transformation), the same unit with
  // every allowance and count of the old one cleared (counters.new-piece-allowance = full-allowance: nothing
  // spent; zero: every allowance, a piece attribute named "...-spent", spent up to its maximum, so that a new
  // queen has no removal move, a new dragon no shot, a new bishop no conversion, a new king no exchange).
  void renew(Position& p, Square s, Piece piece) const;
  // The unit on `from` captures the unit on `to` by moving there: the victim leaves, the capturer lands, the
  // listeners are told.
  // `promotion`: the kind a capturing pawn promotes to there, not transforming (promotion.capture-on-last-rank).
  void capture_and_land(Position& p, Square from, Square to, Trace* trace, Kind promotion = kNoKind) const;
  // The unit on `by` captures the unit on `where` without moving (a shot, an instant capture).
  void capture_from(Position& p, Square by, Square where, Trace* trace) const;
  // The units a blast or a vortex set off by `actor` (standing on `by`, or dead) killed: with
  // Params::kills_count each enemy unit but a king is told as a capture by `actor` (Capture::kill).
  void tell_kills(Position& p, Piece actor, Square by, const std::vector<std::pair<Square, Piece>>& dead,
                  Trace* trace) const;
  // Who asks the memo of the last position (scratch.h) about this board (king_shield.h).
  const AskerId& memo_id() const { return memo_id_; }

 private:
  bool attacked_by(const Position& p, Square sq, Side by, bool held_too, bool shots_only,
                   const LongAttackers* known) const;

  const Geometry* g_;
  int knight_ = -1, king_ = -1;
  int removed_ = -1;
  int shots_ = -1;
  const Knights* knights_ = nullptr;
  const Jester* jester_ = nullptr;
  const Rooks* rooks_ = nullptr;
  Params params_;
  std::vector<const CaptureListener*> listeners_;
  AskerId memo_id_;
};

template <typename F>
void Board::reach(const Position& p, Square from, uint8_t m, F&& f) const {
  for (int d = 0; d < 8; ++d) {
    if (!(m & (is_diagonal(d) ? kDiagonalLines : kStraightLines))) continue;
    for (uint8_t s : g_->ray(from, d).span()) {
      if (removed(p, s)) break;
      f(static_cast<Square>(s));
      if (!p.empty(s)) break;
    }
  }
  if (m & kKnightLeap)
    for (uint8_t s : g_->targets(knight_, from).span())
      if (!removed(p, s)) f(static_cast<Square>(s));
  if (m & kKingStep)
    for (uint8_t s : g_->targets(king_, from).span())
      if (!removed(p, s)) f(static_cast<Square>(s));
}

template <typename F>
void Board::shot_targets(const Position& p, Square s, F&& f) const {
  for (uint8_t t : g_->targets(knight_, s).span())
    if (!p.empty(t)) f(static_cast<Square>(t));
  if (!shoots_lines(p, s)) return;  // nightdragon.keeps-bishop = knight-only
  for (int d : {kNorthEast, kSouthEast, kSouthWest, kNorthWest})
    for (uint8_t t : g_->ray(s, d).span()) {
      if (!p.empty(t)) {
        if (!line_immune(p, t)) f(static_cast<Square>(t));
        break;
      }
      if (params_.shot_one_square) break;  // dragon.shot-reach = one-square
    }
}

}  // namespace arbiter::removal12
