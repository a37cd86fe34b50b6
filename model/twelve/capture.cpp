// Captures: who may capture whom (Kind Immunity, Guards, the jester and the king that never capture, push
// paralysis) and what a capture leaves behind (a death square).
#include "model/twelve/clauses.h"
#include "model/twelve/twelve.h"

namespace arbiter::twelve {

std::string_view Rules::capture_refusal(const Position& p, Square from, Square target, uint8_t movement) const {
  Piece u = p.at(from);
  Piece v = p.at(target);
  if (u.kind() == kJester) return clause::kJesterNoCapture;
  if (u.kind() == kKing) return clause::kKingNoMove;
  if (u.kind() != kPawn) {
    if (v.kind() == u.kind()) return clause::kKindImmunityNoCapture;
    if (opt_.kind_by_movement &&  // kind-immunity.kind-basis = movement-kind
        ((movement == kKnightMove && v.kind() == kKnight) || (movement == kBishopMove && v.kind() == kBishop) ||
         (movement == kRookMove && v.kind() == kRook)))
      return clause::kKindImmunityNoCapture;
  }
  if (int rook = p.attribute(push_, from); rook && rook - 1 == target) return clause::kRookPushPushParalysis;
  if (guarded(p, target) && !(v.kind() == kJester && opt_.guarded_jester_capturable)) return clause::kGuardsCannotBeCaptured;
  return {};
}

bool Rules::may_capture(const Position& p, Square from, Square target, uint8_t movement) const {
  Piece u = p.at(from);
  Piece v = p.at(target);
  if (v.empty() || v.side() == u.side()) return false;
  return capture_refusal(p, from, target, movement).empty();
}

void Rules::capture(Position& p, Square target, Trace* trace) const {
  Piece v = p.remove(target);
  if (v.kind() == kKing) fire(trace, clause::kKingCaptureWins);
  if (v.kind() != kPawn || opt_.death_pawns) make_death_square(p, target, trace);  // death-square.pawns
}

}  // namespace arbiter::twelve
