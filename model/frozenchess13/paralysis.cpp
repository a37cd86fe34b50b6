// Paralysis (paralysis.h).
#include "model/frozenchess13/paralysis.h"

#include <algorithm>

#include "model/frozenchess13/clauses.h"

namespace arbiter::frozenchess13 {

void Paralysis::declare(Declaration& d) {
  attribute_ = d.attribute({"paralysis", Scope::kPiece, 0, 999});
  clock_ = d.clock(attribute_, ClockTick::kOwnerTurn);
}

Refusal Paralysis::forbids(const Position& p, const Action& a) const {
  for (Square s : variant().actors(p, a))
    if (s != kNoSquare && paralysed(p, s))
      return a.type == ActionType::kMove && !is_capture(p, a) ? clause::kParalysisFreeze : clause::kParalysisNoAction;
  return {};
}

bool Paralysis::can_be_paralysed(const Position& p, Square s) const {
  if (p.empty(s)) return false;
  const Piece u = p.at(s);
  if (board().special_immune(u.kind())) return false;  // king.immunity
  const Square king = p.royal(u.side());
  if (king == kNoSquare) return true;
  return std::max(std::abs(file_of(king) - file_of(s)), std::abs(rank_of(king) - rank_of(s))) > p_.guard_radius;
}

bool Paralysis::paralyse(Position& p, Square s, int n, bool cost, Trace* trace) const {
  if (p.empty(s)) return false;
  if (!can_be_paralysed(p, s) && !(cost && !board().special_immune(p.at(s).kind()))) {
    fire(trace, board().special_immune(p.at(s).kind()) ? clause::kKingImmunity : clause::kRoyalGuardsNoParalysis);
    return false;
  }
  // Counted in turns of the unit's owner that pass after this one: paralysed during its own turn, the unit
  // also waits out the end of this turn, which the clock counts (paralysis.own-turn = not-counted) at the
  // square's time rate (on a quickened square the end of this turn wears off 2, which are added back).
  if (p.at(s).side() == p.side_to_move() && !p_.own_turn_counted) n += variant().time_rate(p, s, clock_);
  p.set_attribute(attribute_, s, std::min(999, std::max(n, p.attribute(attribute_, s))));
  fire(trace, clause::kParalysisFreeze);
  return true;
}

void Paralysis::clock_expired(Position&, const ClockHit&, Trace* trace) const { fire(trace, clause::kParalysisDuration); }

std::vector<std::string_view> Paralysis::clauses() const {
  return {clause::kParalysisFreeze, clause::kParalysisNoAction, clause::kParalysisDuration};
}

}  // namespace arbiter::frozenchess13
