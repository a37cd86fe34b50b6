// The jester: "movement of bishop +gain movement ability of all nearby (touching squares) friendly/enemy
// pieces(includes pawns) explodes 3x3 square where its captured(kings checkmated if exploded near). Captures
// like bishop only." Its readings are the catalog's defaults (the only ones implemented):
// jester.borrow-timing = adjacent-before-move, jester.borrow-scope = plain-movement,
// jester.borrowed-pawn-direction = jester-forward, jester.explosion-kings = in-blast-self-illegal (for a side
// with one king; promotion.multiple-kings = per-side: a side with several loses just the king in the blast),
// explosion.chain = captures-only (a jester killed by a blast does not explode).
// The moves mechanic asks it for a jester's borrowed moves; as a mechanic it refuses a capture made with
// borrowed movement and a capture that blows up its side's only king, and, told of captures, explodes.
#pragma once

#include "model/removal12/mechanics.h"
#include "model/removal12/pawns.h"

namespace arbiter::removal12 {

class Jester final : public RemovalMechanic, public CaptureListener {
 public:
  Jester(const Board& b, const Pawns& pawns) : RemovalMechanic("jester", b), pawns_(pawns) {}

  // Calls f(to) for every square the jester on `from` reaches with the movement of the units touching it
  // (movement only: never a capture, jester.capture-bishop-only).
  template <typename F>
  void borrowed(const Position& p, Square from, F&& f) const;
  // Kills every unit on the 3x3 around sq (jester.explosion).
  void explode(Position& p, Square sq, Trace* trace) const;

  Refusal forbids(const Position& p, const Action& a) const override;
  Refusal forbids_result(const Position& before, const Action& a, const Position& after) const override;
  void captured(Position& p, Square at, Piece capturer, Piece victim, Trace* trace) const override;
  std::vector<std::string_view> clauses() const override;

 private:
  const Pawns& pawns_;
};

template <typename F>
void Jester::borrowed(const Position& p, Square from, F&& f) const {
  const Board& b = board();
  const Side us = p.at(from).side();
  uint8_t lent = 0;
  bool pawn = false;
  for (uint8_t s : b.geometry().targets(b.king_leaper(), from).span()) {
    if (p.empty(s)) continue;
    Kind k = p.at(s).kind();
    if (k == kPawn) pawn = true;
    else lent |= movement_of(k);
  }
  lent &= static_cast<uint8_t>(~kDiagonalLines);  // its own movement already
  if (lent)
    b.reach(p, from, lent, [&](Square to) {
      if (p.empty(to)) f(to);
    });
  if (pawn) pawns_.single_steps(p, from, us, f);  // in the jester's forward direction
}

}  // namespace arbiter::removal12
