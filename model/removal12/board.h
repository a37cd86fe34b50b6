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
#include "model/core/position.h"
#include "model/core/trace.h"
#include "model/removal12/army.h"

namespace arbiter::removal12 {

// A mechanic told of every capture by moving (capture.what-counts = direct-captures-only: not the kills of
// an explosion), after the capturer landed on the victim's square.
class CaptureListener {
 public:
  virtual ~CaptureListener() = default;
  // `at`: where the capturer now stands (the victim's square); `capturer`, `victim`: the two units.
  virtual void captured(Position& p, Square at, Piece capturer, Piece victim, Trace* trace) const = 0;
};

class Board {
 public:
  explicit Board(Geometry& g);  // registers its leapers in g
  const Geometry& geometry() const { return *g_; }
  int knight_leaper() const { return knight_; }
  int king_leaper() const { return king_; }

  // Set once by the composition: the square attribute of the removed squares, and the capture listeners in
  // the order they are told.
  void set_removed_attribute(int attribute) { removed_ = attribute; }
  int removed_attribute() const { return removed_; }
  void add_listener(const CaptureListener* l) { listeners_.push_back(l); }

  bool removed(const Position& p, Square s) const { return p.attribute(removed_, s) != 0; }
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
  // Whether a unit of `by` attacks sq with an ordinary capture (the king's safety): pawns diagonally (a
  // pawn captures forward and backward: pawn.capture), knights, lines of bishops, rooks, queens, dragons
  // and jesters; kings never (king.adjacent-kings = kings-do-not-check-kings).
  bool attacked(const Position& p, Square sq, Side by) const;

  // The kings of a side (promotion.king: there may be several).
  int kings(const Position& p, Side side) const;
  int pawns(const Position& p, Side side) const;

  // The halfmove clock after an action (no rule reads it but the game-end.no-fifty-move-rule verdict): 0
  // after a capture, a pawn move or a suicide, else one more.
  void count_halfmove(Position& p, bool resets) const { p.set_halfmove_clock(resets ? 0 : p.halfmove_clock() + 1); }
  // The unit on s becomes a new piece of another kind (a promotion, a transformation), the same unit with
  // every allowance and count of the old one cleared (counters.new-piece-allowance = full-allowance).
  void renew(Position& p, Square s, Piece piece) const;
  // The unit on `from` captures the unit on `to` by moving there: the victim leaves, the capturer lands, the
  // listeners are told.
  void capture_and_land(Position& p, Square from, Square to, Trace* trace) const;

 private:
  const Geometry* g_;
  int knight_ = -1, king_ = -1;
  int removed_ = -1;
  std::vector<const CaptureListener*> listeners_;
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

}  // namespace arbiter::removal12
