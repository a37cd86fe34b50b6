// How a game of the twelve family ends: "If king is captured/checkmated the enemy wins", "if a side loses all
// pawns it loses the game ... as alternative to checkmate", "(50 moves rule not enforced,3fold repetition is
// draw)", "If a side cannot move(stalemate) it loses the game." The verdict is the shared lost-all-pawns
// mechanic (all_pawns_lost.h), made here with the family's counts and readings: a king captured is a loss
// (king.capture-wins); quadrant12's jester blast that kills a king is an "instant checkmate" (the jester's
// Params::blast_mates), which jester.instant-checkmate-precedence may put before the mover's own losses.
#pragma once

#include <memory>

#include "model/shared12/mechanics/all_pawns_lost.h"
#include "model/shared12/mechanics/jester.h"
#include "model/shared12/mechanics/mechanics.h"

namespace arbiter::shared12 {

struct GameEndParams {
  AllPawnsLost::Readings readings;  // game-end.simultaneous-loss, game-end.pawn-loss-vs-checkmate,
                                    // game-end.repetition-status; the stalemated side always loses here
  bool stalemate_ordinary_only = false;  // game-end.cannot-move = ordinary-moves-only
  int repetition_occurrences = 0;        // "3fold repetition" (game-end.threefold-draw's value)
  // game-end.pawn-loss-vs-checkmate and game-end.simultaneous-loss, which both catalogs of the family name
  // alike; a variant's file reads its catalog's others.
  static GameEndParams read(const ChosenOptions& c);
};
// jester: the jester's readings of the blast (blast_mates, mate_precedence), which the verdict asks too.
std::unique_ptr<Mechanic> game_end(const Rules& r, GameEndParams params, const Jester::Params& jester);

}  // namespace arbiter::shared12
