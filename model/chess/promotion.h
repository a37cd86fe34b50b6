// Promotion (FIDE 3.7.5): a pawn reaching the last rank is replaced by a piece of the variant's promotion
// kinds; the generator lists one action per kind.
#pragma once

#include "model/chess/orthodox.h"

namespace arbiter::chess {

inline bool is_last_rank(const Position& pos, Square s, Side side) {
  return rank_of(s) == (side == Side::kWhite ? pos.geometry().ranks() - 1 : 0);
}

// `Out`: an ActionList, or a MoveCount when only the number of moves is wanted (perft).
template <typename Out>
inline void add_pawn_move(const OrthodoxRules& r, const Position& pos, Square from, Square to, uint8_t flags, Out& out) {
  if (!is_last_rank(pos, to, pos.side_to_move())) {
    out.push_back(Action::move(from, to, flags));
    return;
  }
  for (Kind k : r.promotion_kinds) out.push_back(Action::move(from, to, flags, k));
}

inline bool is_double_step_rank(const OrthodoxRules&, const Position& pos, Square from, Side side) {
  return rank_of(from) == (side == Side::kWhite ? 1 : pos.geometry().ranks() - 2);
}

}  // namespace arbiter::chess
