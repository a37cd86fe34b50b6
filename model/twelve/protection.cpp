// Protection and attack, Empower and Guards, and the jester's lenders.
//
// protection.definition (geometric): a unit protects or attacks a square when its native capture movement
// reaches it over a clear path, whatever pins, paralysis or immobilisation; jesters and kings never capture,
// so never protect or attack. empower.derived-protection (native-only): empowered movement does not protect.
#include "model/twelve/clauses.h"
#include "model/twelve/twelve.h"

namespace arbiter::twelve {
namespace {

// Calls f(square, piece) for every unit whose native capture movement reaches sq (either side).
template <typename F>
void for_each_reacher(const Rules& r, const Position& p, Square sq, bool pawn_diagonal, F&& f) {
  const Geometry& g = r.geometry();
  for (int d = 0; d < 8; ++d) {
    for (uint8_t s : g.ray(sq, d).span()) {
      if (p.empty(s)) continue;
      Piece q = p.at(s);
      if ((native_movement(q.kind()) & (is_diagonal(d) ? kBishopMove : kRookMove)) &&
          (!r.has_walls() || r.line_open(p, s, sq, r.range(p, s))))  // quadrant12: walls, capture range
        f(static_cast<Square>(s), q);
      break;
    }
  }
  for (uint8_t s : g.targets(r.knight_leaper(), sq).span()) {
    Piece q = p.at(s);
    if (!q.empty() && (native_movement(q.kind()) & kKnightMove) && !r.leap_blocked(p, s, sq)) f(static_cast<Square>(s), q);
  }
  for (uint8_t s : g.targets(r.king_leaper(), sq).span()) {
    Piece q = p.at(s);
    if (q.empty() || q.kind() != kPawn) continue;
    if (r.has_walls() && r.squeezed(p, s, sq)) continue;
    if (pawn_diagonal) {  // pawn.capture-mode = diagonal-forward: the pawn reaches sq only diagonally forward
      int fwd = q.side() == Side::kWhite ? 1 : -1;
      if (rank_of(sq) - rank_of(s) != fwd || file_of(sq) == file_of(s)) continue;
    }
    f(static_cast<Square>(s), q);
  }
}

}  // namespace

// The reachers of for_each_reacher restricted to side `by`, stopping at the first (the hot path of check
// legality: every generated action asks it once).
bool Rules::attacked(const Position& p, Square sq, Side by) const {
  const Geometry& g = *g_;
  for (int d = 0; d < 8; ++d) {
    const uint8_t line = is_diagonal(d) ? kBishopMove : kRookMove;
    for (uint8_t s : g.ray(sq, d).span()) {
      if (p.empty(s)) continue;
      Piece q = p.at(s);
      if (q.side() == by && (native_movement(q.kind()) & line) &&
          (!has_walls() || line_open(p, s, sq, range(p, s))))  // quadrant12: walls, capture range
        return true;
      break;
    }
  }
  for (uint8_t s : g.targets(knight_, sq).span()) {
    Piece q = p.at(s);
    if (!q.empty() && q.side() == by && (native_movement(q.kind()) & kKnightMove) && !leap_blocked(p, s, sq)) return true;
  }
  for (uint8_t s : g.targets(king_, sq).span()) {
    Piece q = p.at(s);
    if (q.empty() || q.kind() != kPawn || q.side() != by) continue;
    if (has_walls() && squeezed(p, s, sq)) continue;
    if (opt_.pawn_diagonal_capture) {  // pawn.capture-mode = diagonal-forward
      int fwd = by == Side::kWhite ? 1 : -1;
      if (rank_of(sq) - rank_of(s) != fwd || file_of(sq) == file_of(s)) continue;
    }
    return true;
  }
  return false;
}

Protection Rules::protection(const Position& p, Square sq, Side side) const {
  Protection pr;
  for_each_reacher(*this, p, sq, opt_.pawn_diagonal_capture, [&](Square, Piece q) {
    if (q.side() != side) return;
    if (q.kind() == kPawn) {
      ++pr.pawns;
    } else {
      ++pr.pieces;
      pr.first_piece = q.kind();
    }
  });
  return pr;
}

bool Rules::guarded(const Position& p, Square sq) const {
  Piece u = p.at(sq);
  if (u.empty() || u.kind() == kKing) return false;  // guards.no-kings
  return protection(p, sq, u.side()).pieces >= 2;
}

uint8_t Rules::empowerment(const Position& p, Square sq, Trace* trace) const {
  Piece u = p.at(sq);
  if (u.kind() == kKing || u.kind() == kPawn) return 0;  // empower.kings-pawns-excluded (pawns give none: not counted)
  Protection pr = protection(p, sq, u.side());
  if (pr.pieces >= 2) return 0;  // guards.not-empowered
  if (pr.pieces != 1) return 0;
  if (opt_.empower_all_units && pr.pawns > 0) return 0;  // empower.protector-count = all-units
  (void)trace;
  return native_movement(pr.first_piece);
}

uint8_t Rules::borrowed(const Position& p, Square sq) const {
  Piece j = p.at(sq);
  uint8_t m = 0;
  bool friends = true;
  if (opt_.borrow_guards_sense) friends = protection(p, sq, j.side()).pieces >= 2;  // jester.borrow-lenders
  for_each_reacher(*this, p, sq, opt_.pawn_diagonal_capture, [&](Square, Piece q) {
    if (q.side() != j.side() || (friends && !opt_.borrow_enemy_only)) m |= native_movement(q.kind());
  });
  return m;
}

void Rules::fire_protection(const Position& p, const Step& st, Trace* trace) const {
  Piece u = p.at(st.from);
  Protection own = protection(p, st.from, u.side());
  if (u.kind() != kKing && own.pieces >= 2) fire(trace, clause::kGuardsNotEmpowered);  // its own movement only
  if (u.kind() == kPawn && own.pieces == 1) fire(trace, clause::kEmpowerKingsPawnsExcluded);  // not empowered
  Square target = st.victim != kNoSquare ? st.victim : st.to;
  Piece v = p.at(target);
  if (v.empty() || v.side() == u.side()) return;
  if (u.kind() != kKing && own.pieces >= 2) fire(trace, clause::kGuardsCanCapture);  // a guarded unit captures
  if (v.kind() == kKing && protection(p, target, v.side()).pieces >= 2) fire(trace, clause::kGuardsNoKings);
}

}  // namespace arbiter::twelve
