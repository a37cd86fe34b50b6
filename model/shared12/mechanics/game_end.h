// How a game ends: "If king is captured/checkmated the enemy wins", "if a side loses all pawns it loses the
// game ... as alternative to checkmate", "(50 moves rule not enforced,3fold repetition is draw)", "If a side
// cannot move(stalemate) it loses the game." quadrant12: a jester's explosion is an "instant checkmate" of the
// kings in its blast (the jester's Params::blast_mates). Judged from the game's positions and the variant's
// legal actions.
#pragma once

#include "model/shared12/mechanics/mechanics.h"

namespace arbiter::shared12 {

class GameEnd final : public TwelveMechanic {
 public:
  struct Params {
    // game-end.pawn-loss-vs-checkmate: the mover who lost its last pawn and left the opponent without a move.
    enum class PawnLossVsMate { kMoverLoses, kMoverWins, kDraw } pawn_loss_vs_mate = PawnLossVsMate::kMoverLoses;
    // game-end.simultaneous-loss: both sides lost at once (a blast).
    enum class Simultaneous { kDraw, kCapturerWins, kCapturerLoses } simultaneous = Simultaneous::kDraw;
    bool repetition_board_only = false;    // game-end.repetition-status = board-only
    bool stalemate_ordinary_only = false;  // game-end.cannot-move = ordinary-moves-only
  };
  GameEnd(const Rules& r, Params params) : TwelveMechanic("game end", r), p_(params) {}
  const Params& params() const { return p_; }

  Outcome outcome(const Variant& v, const Game& game) const;  // v: its legal actions and its play
  // jester.explosion-instant-checkmate: whether the game's last action killed a king by a blast.
  bool blast_killed_king(const Game& game) const;

  bool decides_outcome() const override { return true; }
  Outcome verdict(const Game& game) const override { return outcome(variant(), game); }

 private:
  Params p_;
};

}  // namespace arbiter::shared12
