#include "model/shared12/mechanics/pawns.h"

#include "model/shared12/clauses.h"

namespace arbiter::shared12 {

bool Pawns::last_rank(Square s, Side side) const {
  const Geometry& g = rules().geometry();
  if (p_.edge_files) return file_of(s) == 0 || file_of(s) == g.files() - 1;  // promotion.arrival
  return rank_of(s) == (side == Side::kWhite ? g.ranks() - 1 : 0);
}

void Pawns::promote(Position& p, Square sq, Kind kind, Trace* trace) const {
  Piece pawn = p.remove(sq);
  p.put(sq, Piece(kind, pawn.side()));
  fire(trace, clause::kPromotionLastFile);
  fire(trace, clause::kPromotionCountsAsLost);
}

void Pawns::transform(Position& p, Square sq, Kind captured, Trace* trace) const {
  Piece pawn = p.remove(sq);
  p.put(sq, Piece(transformation_.becomes(captured), pawn.side()));
  fire(trace, clause::kPawnTransformByCapture);
  fire(trace, clause::kPromotionCountsAsLost);
}

int Pawns::count(const Position& p, Side side) const {
  int n = 0;
  p.occupied(side).for_each([&](Square s) { n += p.at(s).kind() == kPawn; });
  return n;
}

}  // namespace arbiter::shared12
