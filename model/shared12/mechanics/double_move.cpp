#include "model/shared12/mechanics/double_move.h"

#include "model/shared12/clauses.h"
#include "model/shared12/mechanics/captures.h"

namespace arbiter::shared12 {

DoubleMove::Params DoubleMove::Params::read(const ChosenOptions& c) {
  Params d;
  d.pawns = c.is("double-move.pawns", "pawns-double-move");
  d.return_allowed = c.is("double-move.return", "allowed");  // the catalogs' defaults differ
  d.second_step_capturers = c.kinds("double-move.knight-bishop-capture", "capturers", twelve_army());
  return d;
}

Refusal DoubleMove::admit(const Position& p, const Action& a) const {
  Piece u = p.at(a.from);
  if (u.empty() || u.side() != p.side_to_move()) return kNoSuchAction;
  ActionList mine;
  rules().moves_from(p, a.from, mine);
  for (const Action& m : mine)
    if (m.same(a)) return {};
  return why_not(p, a);
}

Refusal DoubleMove::why_not(const Position& p, const Action& a) const {
  Piece u = p.at(a.from);
  auto [landings, victim] = decode_landings(a);
  if (landings.size() != 3) return kNoSuchAction;
  if (!allowed(u.kind())) return clause::kDoubleMoveNonCapture;
  Piece first = p.at(landings[1]);
  if (!first.empty() && first.side() != u.side())  // the first step captured: the turn ends there
    return u.kind() == kKnight ? clause::kKnightsLeapCaptureEnds
           : u.kind() == kBishop ? clause::kBishopBounceCaptureEnds : clause::kDoubleMoveNonCapture;
  Square target = victim != kNoSquare ? victim : landings[2];
  Piece v = p.at(target);
  if (v.empty() || v.side() == u.side()) return kNoSuchAction;
  if (Refusal r = rules().captures().refusal(p, a.from, target, movement_of(rules(), u.kind(), landings[1], landings[2]));
      !r.empty())
    return r;
  if (!p_.second_step_capturers.contains(u.kind()) && !p_.any_second_step_capture)
    return clause::kDoubleMoveNonCapture;  // double-move.capture-other-pieces
  return kNoSuchAction;
}

std::vector<std::string_view> DoubleMove::clauses() const {
  return {clause::kDoubleMoveNonCapture, clause::kKnightsLeapCaptureEnds, clause::kBishopBounceCaptureEnds};
}

}  // namespace arbiter::shared12
