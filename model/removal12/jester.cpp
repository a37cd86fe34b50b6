#include "model/removal12/jester.h"

#include "model/removal12/clauses.h"

namespace arbiter::removal12 {

void Jester::explode(Position& p, Square sq, Trace* trace) const {
  fire(trace, clause::kJesterExplosion);
  auto kill = [&](Square s) {
    if (p.empty(s)) return;
    if (p.at(s).kind() == kKing) fire(trace, clause::kJesterExplosionCheckmate);
    p.remove(s);  // not a capture: no listener is told (explosion.chain = captures-only)
  };
  kill(sq);
  for (uint8_t s : board().geometry().targets(board().king_leaper(), sq).span()) kill(s);
}

void Jester::captured(Position& p, Square at, Piece, Piece victim, Trace* trace) const {
  if (victim.kind() == kJester) explode(p, at, trace);
}

// jester.capture-bishop-only: a capture by a jester is a bishop's, along a diagonal.
Refusal Jester::forbids(const Position& p, const Action& a) const {
  if (a.type != ActionType::kMove || p.empty(a.from) || p.at(a.from).kind() != kJester) return {};
  if (p.empty(a.to) || p.at(a.to).side() == p.at(a.from).side()) return {};
  int d = board().line_direction(a.from, a.to);
  return d >= 0 && is_diagonal(d) ? Refusal() : clause::kJesterCaptureBishopOnly;
}

// jester.explosion-kings = in-blast-self-illegal: a capture whose blast kills its side's only king is refused
// like a move into check (a side with several kings loses just the king: promotion.multiple-kings).
Refusal Jester::forbids_result(const Position& before, const Action&, const Position& after) const {
  const Side us = before.side_to_move();
  if (board().kings(before, us) == 1 && board().kings(after, us) == 0) return clause::kJesterExplosionCheckmate;
  return {};
}

std::vector<std::string_view> Jester::clauses() const {
  return {clause::kJesterExplosion, clause::kJesterExplosionCheckmate, clause::kJesterCaptureBishopOnly};
}

}  // namespace arbiter::removal12
