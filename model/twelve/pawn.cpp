// Pawns: "1 square in any direction", "pawns at last file, promote to knight/bishop/rook/queen/dragon/jester",
// "Pawn capturing a non-pawn transforms into that piece(early promotion)", and both count as a lost pawn.
#include "model/twelve/clauses.h"
#include "model/twelve/twelve.h"

namespace arbiter::twelve {

void Rules::promote(Position& p, Square sq, Kind kind, Trace* trace) const {
  Piece pawn = p.remove(sq);
  p.put(sq, Piece(kind, pawn.side()));
  fire(trace, clause::kPromotionLastFile);
  fire(trace, clause::kPromotionCountsAsLost);
}

void Rules::transform(Position& p, Square sq, Kind captured, Trace* trace) const {
  Piece pawn = p.remove(sq);
  p.put(sq, Piece(captured, pawn.side()));
  fire(trace, clause::kPawnTransformByCapture);
  fire(trace, clause::kPromotionCountsAsLost);
}

int Rules::pawns(const Position& p, Side side) const {
  int n = 0;
  p.occupied(side).for_each([&](Square s) { n += p.at(s).kind() == kPawn; });
  return n;
}

}  // namespace arbiter::twelve
