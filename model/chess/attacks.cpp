// Attack detection: does a side attack a square? Walks the 8 rays to the first piece (or finds it on the 8x8
// tables), then looks at the leapers' and pawns' squares. Used for check, for the king's destinations and
// for castling.
#include "model/chess/orthodox.h"

#include <bit>

namespace arbiter::chess {
namespace {

// A pawn of `by` attacks sq from the squares sq would capture towards if it were a pawn of the other side.
bool pawn_attacks(const OrthodoxRules& r, const Position& pos, Square sq, Side by) {
  const Movers& m = r.movers;
  for (int16_t from : r.pawn_captures[index(~by)][sq]) {
    if (from < 0) continue;
    Piece p = pos.at(from);
    if (!p.empty() && p.side() == by && ((m.pawns() >> p.kind()) & 1)) return true;
  }
  return false;
}

}  // namespace

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
  return pawn_attacks(r, pos, sq, by);
}

bool attacked(const OrthodoxRules& r, const Board8& b, const Position& pos, Square sq, Side by, uint64_t occupied,
              uint64_t theirs) {
  const Movers& m = r.movers;
  int i = Board8::index(sq);
  for (int d = 0; d < 8; ++d) {
    int f = b.first(d, i, occupied);
    if (f < 0 || !((theirs >> f) & 1)) continue;
    uint64_t riders = is_diagonal(d) ? m.diagonal_riders() : m.orthogonal_riders();
    if ((riders >> pos.at(Board8::square(f)).kind()) & 1) return true;
  }
  for (const auto& [leaper, kinds] : m.leapers())
    for (uint64_t near = b.leap(leaper, i) & theirs; near; near &= near - 1)
      if ((kinds >> pos.at(Board8::square(std::countr_zero(near))).kind()) & 1) return true;
  return pawn_attacks(r, pos, sq, by);
}

bool in_check(const OrthodoxRules& r, const Position& pos, Side side) {
  Square k = pos.royal(side);
  return k != kNoSquare && attacked(r, pos, k, ~side);
}

}  // namespace arbiter::chess
