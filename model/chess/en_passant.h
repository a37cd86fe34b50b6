// En passant (FIDE 3.7.3.2): after a double step, an enemy pawn beside the arrival square may capture the
// pawn as if it had moved one square, on the very next move only.
#pragma once

#include "model/chess/orthodox.h"

namespace arbiter::chess {

// The en passant target a double step from `from` to `to` leaves, or kNoSquare when no enemy pawn could
// take it (the target is then omitted, as Stockfish and X-FEN do, so repetitions compare equal) or the
// chessman that stepped is not a pawn (only a pawn is taken en passant).
Square en_passant_target(const OrthodoxRules& r, const Position& pos, Square from, Square to);
// Adds the en passant capture from -> target if it does not leave the mover's king attacked.
void add_en_passant_if_legal(const OrthodoxRules& r, const Position& pos, Square from, Square target, ActionList& out);
// The square of the pawn an en passant capture onto `target` removes.
inline Square en_passant_victim(const OrthodoxRules& r, Side mover, Square target) {
  return r.pawn_push[index(~mover)][target];
}

}  // namespace arbiter::chess
