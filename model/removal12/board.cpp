#include "model/removal12/board.h"

#include <cstdlib>

namespace arbiter::removal12 {

Board::Board(Geometry& g) : g_(&g) {
  knight_ = g.add_leaper(knight_offsets());
  king_ = g.add_leaper(king_offsets());
}

bool Board::knight_geometry(Square from, Square to) const {
  int df = std::abs(file_of(to) - file_of(from));
  int dr = std::abs(rank_of(to) - rank_of(from));
  return df * df + dr * dr == 5;
}

int Board::line_direction(Square from, Square to) const {
  int df = file_of(to) - file_of(from);
  int dr = rank_of(to) - rank_of(from);
  if (df == 0 && dr == 0) return -1;
  if (df != 0 && dr != 0 && df != dr && df != -dr) return -1;
  static constexpr int kBySigns[9] = {kSouthWest, kWest, kNorthWest, kSouth, -1, kNorth, kSouthEast, kEast, kNorthEast};
  return kBySigns[((df > 0) - (df < 0) + 1) * 3 + ((dr > 0) - (dr < 0) + 1)];
}

bool Board::passes_removed(const Position& p, Square from, Square to) const {
  int d = line_direction(from, to);
  if (d < 0) return false;
  for (uint8_t s : g_->ray(from, d).span()) {
    if (s == to) return false;
    if (removed(p, s)) return true;
  }
  return false;
}

bool Board::attacked(const Position& p, Square sq, Side by) const {
  for (int d = 0; d < 8; ++d) {
    const uint8_t line = is_diagonal(d) ? kDiagonalLines : kStraightLines;
    for (uint8_t s : g_->ray(sq, d).span()) {
      if (removed(p, s)) break;
      if (p.empty(s)) continue;
      Piece q = p.at(s);
      if (q.side() == by && (movement_of(q.kind()) & line)) return true;
      break;
    }
  }
  for (uint8_t s : g_->targets(knight_, sq).span()) {
    Piece q = p.at(s);
    if (!q.empty() && q.side() == by && (movement_of(q.kind()) & kKnightLeap)) return true;
  }
  for (uint8_t s : g_->targets(king_, sq).span()) {  // pawn.capture: diagonally, forward or backward
    Piece q = p.at(s);
    if (!q.empty() && q.side() == by && q.kind() == kPawn && file_of(s) != file_of(sq) && rank_of(s) != rank_of(sq))
      return true;
  }
  return false;
}

int Board::kings(const Position& p, Side side) const {
  int n = 0;
  p.occupied(side).for_each([&](Square s) { n += p.at(s).kind() == kKing; });
  return n;
}

int Board::pawns(const Position& p, Side side) const {
  int n = 0;
  p.occupied(side).for_each([&](Square s) { n += p.at(s).kind() == kPawn; });
  return n;
}

void Board::renew(Position& p, Square s, Piece piece) const {
  p.transform(s, piece);
  const auto& attributes = p.schema().attributes;
  for (size_t a = 0; a < attributes.size(); ++a)
    if (attributes[a].scope == Scope::kPiece) p.set_attribute(static_cast<int>(a), s, 0);
}

void Board::capture_and_land(Position& p, Square from, Square to, Trace* trace) const {
  Piece capturer = p.at(from);
  Piece victim = p.remove(to);
  p.move(from, to);
  for (const CaptureListener* l : listeners_) l->captured(p, to, capturer, victim, trace);
}

}  // namespace arbiter::removal12
