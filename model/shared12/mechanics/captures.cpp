#include "model/shared12/mechanics/captures.h"

#include "model/shared12/clauses.h"
#include "model/shared12/mechanics/death_squares.h"
#include "model/shared12/mechanics/jester.h"
#include "model/shared12/mechanics/protection.h"

namespace arbiter::shared12 {

Captures::Params Captures::Params::read(const ChosenOptions& c) {
  Params k;
  k.kind_by_movement = c.is("kind-immunity.kind-basis", "movement-kind");
  k.kind_immune = c.kinds("kind-immunity.no-capture", "kinds", twelve_army());  // "a non-pawn piece"
  return k;
}

std::string_view Captures::refusal(const Position& p, Square from, Square target, uint8_t movement) const {
  Piece u = p.at(from);
  Piece v = p.at(target);
  if (u.kind() == kJester) return clause::kJesterNoCapture;
  if (u.kind() == kKing) return clause::kKingNoMove;
  if (p_.kind_immune.contains(u.kind())) {
    if (v.kind() == u.kind()) return clause::kKindImmunityNoCapture;
    if (p_.kind_by_movement &&  // kind-immunity.kind-basis = movement-kind
        ((movement == kKnightMove && v.kind() == kKnight) || (movement == kBishopMove && v.kind() == kBishop) ||
         (movement == kRookMove && v.kind() == kRook)))
      return clause::kKindImmunityNoCapture;
  }
  if (int rook = p.attribute(rules().push_attr(), from); rook && rook - 1 == target) return clause::kRookPushPushParalysis;
  if (rules().protection().guarded(p, target) && !(v.kind() == kJester && rules().jester().params().guarded_capturable))
    return clause::kGuardsCannotBeCaptured;
  return {};
}

void Captures::capture(Position& p, Square target, Trace* trace) const {
  Piece v = p.remove(target);
  if (v.kind() == kKing) fire(trace, clause::kKingCaptureWins);
  rules().death().captured(p, target, v.kind(), trace);  // death-square.pawns
}

Refusal Captures::forbids(const Position& p, const Action& a) const {
  if (!is_move(a) || p.empty(a.from)) return {};
  Piece u = p.at(a.from);
  auto [landings, victim] = decode_landings(a);
  Square target = landings.size() == 2 && victim != kNoSquare ? victim : landings[1];
  Piece v = p.at(target);
  if (v.empty() || v.side() == u.side()) return {};
  return refusal(p, a.from, target, movement_of(rules(), u.kind(), landings[0], landings[1]));
}

std::vector<std::string_view> Captures::clauses() const {
  return {clause::kJesterNoCapture, clause::kKindImmunityNoCapture, clause::kRookPushPushParalysis,
          clause::kGuardsCannotBeCaptured};
}

}  // namespace arbiter::shared12
