// SwapShotAny (quadrant12): "Non-pawn Pieces can also swap places with units which they can capture(threat of
// capture,even if unit is friendly).e.g. Knight which can capture a pawn can swap places with it(works within
// single move only,doublemove range is ignored).Friendly units can be swapped same way. Kings cannot be
// SwapShotted, only use kings exchange." With Kind Immunity: "a non-pawn piece cannot engage a piece of its
// own kind".
//
// Points: swapshot.threat-meaning = geometric-threat (the piece reaches the unit with one capture move of its
// present movement, own and empowered, within its range and respecting walls; guards do not matter);
// swapshot.kind-immunity = forbidden | allowed. The action is written swap@<mover>><target>; the jester, which
// cannot capture, threatens nothing; an immobilised, paralysed or resting piece cannot swap.
#include <optional>

#include "model/twelve/clauses.h"
#include "model/twelve/twelve.h"

namespace arbiter::twelve {

void Rules::generate_swapshots(const Position& p, ActionList& out, bool pseudo) const {
  p.occupied(p.side_to_move()).for_each([&](Square from) {
    if (!pseudo && !can_move(p, from)) return;
    swapshots_from(p, from, out, pseudo);
  });
}

void Rules::swapshots_from(const Position& p, Square from, ActionList& out, bool pseudo) const {
  {
    Kind kind = p.at(from).kind();
    if (kind == kPawn || kind == kKing || kind == kJester) return;
    uint8_t power = empowerment(p, from, nullptr);
    uint8_t movement = opt_.empower_replaces && power ? power : static_cast<uint8_t>(own_moves(kind) | power);
    // Two friendly units trading squares (either may die arriving on a death square): the king is at most
    // as attacked as on the board without both and without walls (walls run down at the end of the action).
    const Side us = p.at(from).side();
    auto shielded = [&](Square t) {
      return p.at(t).side() == us && (!opt_.orthodox_check || safe_without(p, us, from, t));
    };
    auto consider = [&](Square t) {
      Piece v = p.at(t);
      if (v.kind() == kKing) return;                               // swapshot.no-kings
      if (v.kind() == kind && !opt_.swapshot_own_kind) return;     // kind-immunity.no-engage
      Action a;
      a.type = ActionType::kAbility;
      a.ability = kSwap;
      a.from = static_cast<uint8_t>(from);
      a.to = static_cast<uint8_t>(t);
      if (pseudo || shielded(t) || safe_after_apply(p, a)) out.push_back(a);
    };
    const int limit = range(p, from);
    for (int d = 0; d < 8; ++d) {
      if (!(movement & (is_diagonal(d) ? kBishopMove : kRookMove))) continue;
      if (opt_.quadrants && is_diagonal(d)) {  // quadrant.perk-bishop-cross-walls: judged on the whole path
        int n = 0;
        for (uint8_t t : g_->ray(from, d).span()) {
          if (++n > limit || is_wall(p, t)) break;
          if (p.empty(t)) continue;
          if (line_open(p, from, t, limit)) consider(t);
          break;
        }
        continue;
      }
      int n = 0;
      Square prev = from;
      for (uint8_t t : g_->ray(from, d).span()) {
        if (++n > limit || is_wall(p, t) || squeezed(p, prev, t)) break;
        if (!p.empty(t)) {
          consider(t);
          break;
        }
        if (touches_wall(p, t)) break;
        prev = t;
      }
    }
    if (movement & kKnightMove) {
      for (uint8_t t : g_->targets(knight_, from).span())
        if (!p.empty(t) && !leap_blocked(p, from, t)) consider(t);
    }
  }
}

void Rules::apply_swapshot(Position& p, Square mover, Square target, Trace* trace) const {
  fire(trace, clause::kSwapShotAny);
  fire(trace, clause::kSwapShotSingleMove);
  if (p.at(mover).side() == p.at(target).side()) fire(trace, clause::kSwapShotFriendly);
  const auto& attrs = p.schema().attributes;
  std::vector<std::pair<int, int>> of_mover, of_target;
  for (size_t i = 0; i < attrs.size(); ++i) {
    if (attrs[i].scope != Scope::kPiece) continue;
    of_mover.emplace_back(static_cast<int>(i), p.attribute(static_cast<int>(i), mover));
    of_target.emplace_back(static_cast<int>(i), p.attribute(static_cast<int>(i), target));
  }
  Piece pm = p.remove(mover);
  Piece pt = p.remove(target);
  p.put(mover, pt);
  p.put(target, pm);
  for (auto [i, v] : of_mover)
    if (v) p.set_attribute(i, target, v);
  for (auto [i, v] : of_target)
    if (v) p.set_attribute(i, mover, v);
  // death-square.activation-state = replacement-keeps-inactive: both squares were occupied, so neither is an
  // active death square; arrive() finds nothing to do unless a square was active.
  arrive(p, target, true, trace);
  arrive(p, mover, false, trace);
}

bool Rules::safe_after_apply(const Position& p, const Action& a) const {
  if (!opt_.orthodox_check && !opt_.quadrants) return true;
  // One scratch position per thread, assigned rather than constructed: no allocation per judged action.
  thread_local std::optional<Position> scratch;
  if (scratch) *scratch = p;
  else scratch.emplace(p);
  Position& q = *scratch;
  play(q, a, nullptr);
  // jester.instant-checkmate-precedence: a blast that kills the enemy king may excuse the own king's state.
  if (opt_.orthodox_check && !king_safe(q, p.side_to_move()) && !mate_comes_first(p, a, q)) return false;
  return quadrant_forbids(p, a, q).empty();  // quadrant12: perk 1 (quadrant.cpp)
}

}  // namespace arbiter::twelve
