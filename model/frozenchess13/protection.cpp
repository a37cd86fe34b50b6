// Empower and Guards (protection.h).
#include "model/frozenchess13/protection.h"

#include "model/frozenchess13/clauses.h"

namespace arbiter::frozenchess13 {

Refusal Protection::forbids(const Position& p, const Action& a) const {
  if (is_capture(p, a) && board().guarded(p, a.to)) return clause::kGuardsCannotBeCaptured;
  return {};
}

void Protection::fire_for_move(const Position& p, const Action& a, bool lent, Trace* trace) const {
  if (!trace) return;
  const Threats& t = board().threats(p);
  const int guards = board().guards_needed();
  const Kind k = p.at(a.from).kind();
  if (lent) {
    fire(trace, clause::kEmpowerProtectedByOne);
    fire(trace, clause::kEmpowerUnthreatened);
  }
  if (!board().not_empowering(k) && t.guards[a.from] == 1 && t.lenders[a.from] == 0)
    fire(trace, clause::kEmpowerKingsPawns);  // its one protector is a king, which gives no empowerment
  if (board().not_empowering(k)) {
    if (t.lenders[a.from] == 1) fire(trace, clause::kEmpowerKingsPawns);
    if (k == kKing && t.guards[a.from] >= guards) fire(trace, clause::kGuardsNoKing);
  } else if (t.guards[a.from] >= guards) {
    fire(trace, clause::kGuardsNotEmpowered);
    if (is_capture(p, a)) fire(trace, clause::kGuardsCanCapture);
  }
  if (is_capture(p, a) && t.guards[a.to] < guards && t.all_guards[a.to] >= guards) fire(trace, clause::kGuardsUnthreatened);
}

std::vector<std::string_view> Protection::clauses() const {
  return {clause::kGuardsCannotBeCaptured, clause::kEmpowerProtectedByOne, clause::kEmpowerUnthreatened,
          clause::kEmpowerKingsPawns, clause::kGuardsNoKing, clause::kGuardsNotEmpowered, clause::kGuardsCanCapture,
          clause::kGuardsUnthreatened};
}

}  // namespace arbiter::frozenchess13
