#include "model/chess/en_passant.h"

namespace arbiter::chess {

Square en_passant_target(const OrthodoxRules& r, const Position& pos, Square from, Square to) {
  Side mover = pos.at(to).empty() ? pos.at(from).side() : pos.at(to).side();
  Square target = r.pawn_push[index(mover)][from];
  // Enemy pawns that could capture onto target stand where a mover's pawn on target would capture.
  for (int16_t s : r.pawn_captures[index(mover)][target]) {
    if (s < 0) continue;
    Piece p = pos.at(s);
    if (!p.empty() && p.side() == ~mover && p.kind() == r.pawn) return target;
  }
  return kNoSquare;
}

void add_en_passant_if_legal(const OrthodoxRules& r, const Position& pos, Square from, Square target, ActionList& out) {
  Side us = pos.side_to_move();
  Position after = pos;
  after.remove(en_passant_victim(r, us, target));
  after.move(from, target);
  if (!in_check(r, after, us)) out.push_back(Action::move(from, target, kCapture | kEnPassant));
}

}  // namespace arbiter::chess
