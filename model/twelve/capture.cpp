// Captures: who may capture whom (Kind Immunity, Guards, the jester and the king that never capture, push
// paralysis) and what a capture leaves behind (a death square).
#include "model/twelve/clauses.h"
#include "model/twelve/twelve.h"

namespace arbiter::twelve {

bool Rules::may_capture(const Position& p, Square from, Square target, uint8_t movement) const {
  Piece u = p.at(from);
  Piece v = p.at(target);
  if (v.empty() || v.side() == u.side()) return false;
  if (u.kind() == kJester || u.kind() == kKing) return false;  // jester.no-capture, king.no-move
  if (int rook = p.attribute(push_, from); rook && rook - 1 == target) return false;  // rook-push.push-paralysis
  if (u.kind() != kPawn) {                                      // kind-immunity.no-capture
    if (v.kind() == u.kind()) return false;
    if (opt_.kind_by_movement &&
        ((movement == kKnightMove && v.kind() == kKnight) || (movement == kBishopMove && v.kind() == kBishop) ||
         (movement == kRookMove && v.kind() == kRook)))
      return false;
  }
  if (guarded(p, target) && !(v.kind() == kJester && opt_.guarded_jester_capturable)) return false;  // guards
  return true;
}

void Rules::capture(Position& p, Square target, Trace* trace) const {
  Piece v = p.remove(target);
  if (v.kind() == kKing) fire(trace, clause::kKingCaptureWins);
  if (v.kind() != kPawn || opt_.death_pawns) make_death_square(p, target, trace);  // death-square.pawns
}

}  // namespace arbiter::twelve
