#include "model/shared12/mechanics/protection.h"

#include "model/shared12/clauses.h"

namespace arbiter::shared12 {

Protection::Params Protection::Params::read(const ChosenOptions& c) {
  Params e;
  e.replaces = c.is("empower.adds-or-replaces", "replaces");
  e.guard_protectors = c.value("guards.cannot-be-captured", "protectors");
  e.not_empowered = c.kinds("empower.kings-pawns-excluded", "excluded", twelve_army());
  e.pieces = c.kinds("guards.cannot-be-captured", "protectors", twelve_army());
  return e;
}

// The reachers of for_each_reacher restricted to side `by`, stopping at the first (the hot path of check
// legality: every generated action asks it once).
bool Protection::attacked(const Position& p, Square sq, Side by) const {
  const Rules& r = rules();
  const Geometry& g = r.geometry();
  for (int d = 0; d < 8; ++d) {
    const uint8_t line = is_diagonal(d) ? kBishopMove : kRookMove;
    for (uint8_t s : g.ray(sq, d).span()) {
      if (p.empty(s)) continue;
      Piece q = p.at(s);
      if (q.side() == by && (native_movement(q.kind()) & line) &&
          r.line_open(p, s, sq, r.range(p, s)))  // walls, capture range (hooks.h)
        return true;
      break;
    }
  }
  for (uint8_t s : g.targets(r.knight_leaper(), sq).span()) {
    Piece q = p.at(s);
    if (!q.empty() && q.side() == by && (native_movement(q.kind()) & kKnightMove) && !r.leap_blocked(p, s, sq)) return true;
  }
  for (uint8_t s : g.targets(r.king_leaper(), sq).span()) {
    Piece q = p.at(s);
    if (q.empty() || q.kind() != kPawn || q.side() != by) continue;
    if (r.squeezed(p, s, sq)) continue;  // walling.no-cross
    if (r.pawns().reaches(s, sq, by)) return true;  // pawn.capture-mode
  }
  return false;
}

Protectors Protection::protectors(const Position& p, Square sq, Side side) const {
  Protectors pr;
  for_each_reacher(p, sq, [&](Square, Piece q) {
    if (q.side() != side) return;
    if (!p_.pieces.contains(q.kind())) {
      ++pr.pawns;
    } else {
      ++pr.pieces;
      pr.first_piece = q.kind();
    }
  });
  return pr;
}

bool Protection::guarded(const Position& p, Square sq) const {
  Piece u = p.at(sq);
  if (u.empty() || u.kind() == kKing) return false;  // guards.no-kings
  return guards(protectors(p, sq, u.side()));
}

uint8_t Protection::empowerment(const Position& p, Square sq) const {
  Piece u = p.at(sq);
  if (p_.not_empowered.contains(u.kind())) return 0;  // empower.kings-pawns-excluded (pawns give none: not counted)
  Protectors pr = protectors(p, sq, u.side());
  if (guards(pr)) return 0;  // guards.not-empowered
  if (pr.pieces != 1) return 0;
  if (p_.all_units && pr.pawns > 0) return 0;  // empower.protector-count = all-units
  return native_movement(pr.first_piece);
}

void Protection::fire_for_step(const Position& p, const Step& st, Trace* trace) const {
  Piece u = p.at(st.from);
  Protectors own = protectors(p, st.from, u.side());
  if (u.kind() != kKing && guards(own)) arbiter::fire(trace, clause::kGuardsNotEmpowered);  // its own movement only
  if (u.kind() != kKing && p_.not_empowered.contains(u.kind()) && own.pieces == 1)  // not empowered (kings: their own rules)
    arbiter::fire(trace, clause::kEmpowerKingsPawnsExcluded);
  Square target = st.victim != kNoSquare ? st.victim : st.to;
  Piece v = p.at(target);
  if (v.empty() || v.side() == u.side()) return;
  if (u.kind() != kKing && guards(own)) arbiter::fire(trace, clause::kGuardsCanCapture);  // a guarded unit captures
  if (v.kind() == kKing && guards(protectors(p, target, v.side()))) arbiter::fire(trace, clause::kGuardsNoKings);
}

}  // namespace arbiter::shared12
