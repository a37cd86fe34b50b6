// Why an action is not legal: the clause that forbids it, judged from the rules (Variant::refusal).
#include <cstdlib>

#include "model/twelve/clauses.h"
#include "model/twelve/twelve.h"

namespace arbiter::twelve {

std::string_view Rules::refusal(const Position& p, const Action& a) const {
  Side us = p.side_to_move();
  if (is_rotation(a)) return rotation_refusal(p, a);  // quadrant12 (rotation.cpp)
  Piece u = p.at(a.from);
  if (u.empty() || u.side() != us) return {};
  if (a.type == ActionType::kAbility && a.ability == kSwap && opt_.swapshot) {  // quadrant12: SwapShotAny
    Piece v = p.at(a.to);
    if (u.kind() == kKing || v.kind() == kKing) return clause::kSwapShotNoKings;
    if (v.kind() == u.kind() && !opt_.swapshot_own_kind) return clause::kKindImmunityNoEngage;
    if (rest_ >= 0 && p.attribute(rest_, a.from)) return clause::kDoubleMoveRest;
    return clause::kSwapShotAny;
  }
  if (rest_ >= 0 && p.attribute(rest_, a.from) && u.kind() != kKing) return clause::kDoubleMoveRest;
  if (opt_.walls && a.type == ActionType::kMove) {  // quadrant12: walling.no-land
    auto landings = decode_landings(a).squares;
    for (size_t i = 1; i < landings.size(); ++i)
      if (is_wall(p, landings[i])) return u.kind() == kJester ? clause::kWallingJesterNoLand : clause::kWallingNoLand;
  }
  if (a.type == ActionType::kAbility && a.ability == kSwap) {
    Piece v = p.at(a.to);
    if (u.kind() == kKing || v.kind() == kKing) return clause::kSwapKingExcluded;
    if (!can_move(p, a.from) || !can_move(p, a.to)) {
      if (p.attribute(paralysis_, a.from) || p.attribute(paralysis_, a.to)) return clause::kDeathSquarePassParalysis;
      return clause::kJesterImmobilizedEffect;
    }
    return clause::kSwapFriendly;
  }
  if (a.type == ActionType::kAbility && a.ability == kExchange) {
    if (u.kind() != kKing) return clause::kKingExchange;
    Piece v = p.at(a.to);
    if (v.empty() || v.side() != us || attacked(p, a.to, ~us)) return clause::kKingExchange;
    return {};
  }
  if (u.kind() == kKing) return clause::kKingNoMove;
  if (p.attribute(paralysis_, a.from)) return clause::kDeathSquarePassParalysis;
  if (p.attribute(immobilized_, a.from) || presence_immobilized(p, a.from)) return clause::kJesterImmobilizedEffect;
  // The steps as written, and the first capture among them.
  auto [landings, victim] = decode_landings(a);
  if (a.type != ActionType::kMove) {
    if ((a.ability == kPush || a.ability == kPushFirst || a.ability == kPushBoth) && u.kind() != kRook)
      return clause::kRookPushPush;
    if (a.ability == kPush || a.ability == kPushFirst || a.ability == kPushBoth) {
      int d = line_direction(landings[landings.size() - 2], landings.back());
      if (d >= 0 && g_->ray(landings.back(), d).length > 0) {
        Piece ahead = p.at(g_->ray(landings.back(), d).squares[0]);
        if (ahead.kind() == kRook && ahead.side() != us) return clause::kRookPushRooksImmune;
      }
    }
  }
  for (size_t i = 1; i < landings.size(); ++i) {
    Square t = landings[i];
    bool last = i + 1 == landings.size();
    Square target = last && victim != kNoSquare ? victim : t;
    Piece v = p.at(target);
    if (v.empty() || v.side() == us) continue;
    if (u.kind() == kJester) return clause::kJesterNoCapture;
    if (u.kind() != kPawn && v.kind() == u.kind()) return clause::kKindImmunityNoCapture;
    if (int rook = p.attribute(push_, a.from); rook && rook - 1 == target) return clause::kRookPushPushParalysis;
    if (guarded(p, target)) return clause::kGuardsCannotBeCaptured;
    if (!last) return u.kind() == kKnight ? clause::kKnightsLeapCaptureEnds
                      : u.kind() == kBishop ? clause::kBishopBounceCaptureEnds : clause::kDoubleMoveNonCapture;
    if (i == 2 && u.kind() != kKnight && u.kind() != kBishop && !opt_.any_second_step_capture)
      return clause::kDoubleMoveNonCapture;
  }
  if (landings.size() > 2 && u.kind() == kPawn && !opt_.pawns_double_move) return clause::kDoubleMoveNonCapture;
  if (opt_.quadrants && (a.type == ActionType::kMove || a.type == ActionType::kAbility)) {  // quadrant12: perk 1
    Position after = p;
    apply(after, a, nullptr);
    if (auto why = quadrant_forbids(p, a, after); !why.empty()) return why;
  }
  return {};
}

}  // namespace arbiter::twelve
