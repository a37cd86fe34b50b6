// Syzygy (syzygy.h).
#include "model/frozenchess13/syzygy.h"

#include "model/frozenchess13/clauses.h"

namespace arbiter::frozenchess13 {

void Syzygy::declare(Declaration& d) { relation_ = d.relation("syzygy"); }

Refusal Syzygy::forbids(const Position& p, const Action& a) const {
  if (p.relations().empty()) return {};
  for (Square s : variant().actors(p, a))
    if (s != kNoSquare && locked(p, s)) return clause::kSyzygyNoUse;
  return {};
}

void Syzygy::arrived(Position& p, const Step& step, Trace* trace) const {
  if (!p_.enabled || step.how != Carried::kOwnMove || p.empty(step.to)) return;
  const Piece a = p.at(step.to);
  if (!p_.units.contains(a.kind())) return;  // "A non-pawn unitA"
  const Square mirror = mirror_square(p.geometry(), step.to, p_.mirror);
  if (mirror == kNoSquare || p.empty(mirror)) return;
  const Piece b = p.at(mirror);
  if (b.side() == a.side() || b.kind() != a.kind()) return;
  if (board().special_immune(a.kind()) && !p_.kings_lock) {  // syzygy.kings = kings-immune
    fire(trace, clause::kKingImmunity);
    return;
  }
  const UnitId ida = p.id_at(step.to), idb = p.id_at(mirror);
  p.relate(relation_, ida, idb);
  p.relate(relation_, idb, ida);
  fire(trace, clause::kSyzygyLock);
  fire(trace, clause::kChangelogSyzygy);
}

void Syzygy::release(Position& p, UnitId id, Trace* trace) const {
  bool any = false;
  for (UnitId other : p.related(relation_, id)) {
    p.unrelate(relation_, id, other);
    p.unrelate(relation_, other, id);
    any = true;
  }
  if (any) {
    fire(trace, clause::kSyzygyRelease);
    fire(trace, clause::kChangelogSyzygy);
  }
}

std::vector<std::string_view> Syzygy::clauses() const {
  return {clause::kSyzygyLock, clause::kSyzygyNoUse, clause::kSyzygyRelease, clause::kChangelogSyzygy,
          clause::kKingImmunity};
}

}  // namespace arbiter::frozenchess13
