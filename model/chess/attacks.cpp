// Attack detection: does a side attack a square? Walks the 8 rays to the first piece, then looks at the
// leapers' and pawns' squares. Used for check, for the king's destinations and for castling.
#include "model/chess/orthodox.h"

namespace arbiter::chess {

bool attacked(const OrthodoxRules& r, const Position& pos, Square sq, Side by, Square ignore) {
  const Geometry& g = *r.geometry;
  const Movers& m = r.movers;
  for (int d = 0; d < 8; ++d) {
    uint64_t riders = is_diagonal(d) ? m.diagonal_riders() : m.orthogonal_riders();
    for (uint8_t t : g.ray(sq, d).span()) {
      if (t == ignore) continue;
      Piece p = pos.at(t);
      if (p.empty()) continue;
      if (p.side() == by && ((riders >> p.kind()) & 1)) return true;
      break;
    }
  }
  for (const auto& [leaper, kinds] : m.leapers()) {
    for (uint8_t t : g.targets(leaper, sq).span()) {
      Piece p = pos.at(t);
      if (!p.empty() && p.side() == by && ((kinds >> p.kind()) & 1)) return true;
    }
  }
  // A pawn of `by` attacks sq from the squares sq would capture towards if it were a pawn of the other side.
  for (int16_t from : r.pawn_captures[index(~by)][sq]) {
    if (from < 0) continue;
    Piece p = pos.at(from);
    if (!p.empty() && p.side() == by && ((m.pawns() >> p.kind()) & 1)) return true;
  }
  return false;
}

bool in_check(const OrthodoxRules& r, const Position& pos, Side side) {
  Square k = pos.royal(side);
  return k != kNoSquare && attacked(r, pos, k, ~side);
}

}  // namespace arbiter::chess
