// The king: "Cannot move/capture, Can exchange place with any friendly(non-attacked) unit in the game(kings
// exchange),(exchanged piece is removed from board, so each "teleport" costs a pawn/piece to make)."
// Check legality (king.check-legality = orthodox-check): an action may not leave its side's king attacked
// (protection.definition: geometric, native capture movement) or dead.
#include <optional>

#include "model/twelve/clauses.h"
#include "model/twelve/twelve.h"

namespace arbiter::twelve {

void Rules::generate_exchanges(const Position& p, ActionList& out, bool pseudo) const {
  Side us = p.side_to_move();
  Square king = p.royal(us);
  if (king == kNoSquare) return;
  std::optional<Position> after;  // one copy, reassigned for every target
  p.occupied(us).for_each([&](Square t) {
    if (t == king) return;
    if (!opt_.exchange_after && attacked(p, t, ~us)) return;  // king.exchange-target = before-exchange
    Action a;
    a.type = ActionType::kAbility;
    a.ability = kExchange;
    a.from = static_cast<uint8_t>(king);
    a.to = static_cast<uint8_t>(t);
    if (pseudo) {
      out.push_back(a);
      return;
    }
    if (after) *after = p;
    else after.emplace(p);
    apply_exchange(*after, king, t, nullptr);  // the board of apply(); legality reads nothing else
    if (opt_.exchange_after && (after->royal(us) == kNoSquare || attacked(*after, after->royal(us), ~us))) return;
    if (opt_.walls) {  // quadrant12: the walls that run down at the end of the action count
      if (safe_after_apply(p, a)) out.push_back(a);
      return;
    }
    legal_or_drop(*after, us, a, out);
  });
}

void Rules::apply_exchange(Position& p, Square king, Square target, Trace* trace) const {
  fire(trace, clause::kKingExchange);
  fire(trace, clause::kKingExchangeCost);
  p.remove(target);
  p.move(king, target);
  if (opt_.exchange_is_capture)  // king.exchange-removal = capture; swap.king-exchange-cost places it
    make_death_square(p, opt_.exchange_moves_then_dies ? king : target, trace);
  else
    arrive(p, target, false, trace);  // a king teleported onto a death square (any-arrival) dies
}

bool Rules::king_safe(const Position& p, Side side) const {
  if (!opt_.orthodox_check) return true;
  Square k = p.royal(side);
  return k != kNoSquare && !attacked(p, k, ~side);
}

bool Rules::safe_without(const Position& p, Side side, Square removed, Square removed2) const {
  Square k = p.royal(side);
  if (k == kNoSquare) return false;
  const Side by = ~side;
  // Walls that outlast the action (2 or more: each action runs every wall down by one first) still stop an
  // orthogonal line, by standing on it or touching a square it crosses (walling.touch-stops); diagonals may
  // be freed by perk 4 and are stopped by wall squares only.
  auto persists = [&](Square s) { return wall_ >= 0 && p.attribute(wall_, s) >= 2; };
  auto touches_persisting = [&](Square s) {
    if (wall_ < 0) return false;
    for (int e : {kNorth, kEast, kSouth, kWest})
      if (const auto& r = g_->ray(s, e); r.length && persists(r.squares[0])) return true;
    return false;
  };
  for (int d = 0; d < 8; ++d) {
    const uint8_t line = is_diagonal(d) ? kBishopMove : kRookMove;
    for (uint8_t s : g_->ray(k, d).span()) {
      if (persists(s)) break;
      if (s == removed || s == removed2 || p.empty(s)) {
        if (!is_diagonal(d) && touches_persisting(s)) break;
        continue;
      }
      Piece q = p.at(s);
      if (q.side() == by && (native_movement(q.kind()) & line)) return false;
      break;
    }
  }
  for (uint8_t s : g_->targets(knight_, k).span()) {
    Piece q = p.at(s);
    if (s != removed && !q.empty() && q.side() == by && (native_movement(q.kind()) & kKnightMove)) return false;
  }
  for (uint8_t s : g_->targets(king_, k).span()) {
    Piece q = p.at(s);
    if (q.empty() || q.kind() != kPawn || q.side() != by) continue;
    if (opt_.pawn_diagonal_capture && (rank_of(k) - rank_of(s) != (by == Side::kWhite ? 1 : -1) || file_of(k) == file_of(s)))
      continue;
    return false;
  }
  return true;
}

Square Rules::exposed_by_leaving(const Position& before, Side side, Square from) const {
  if (!opt_.orthodox_check) return kNoSquare;
  Square k = before.royal(side);
  int d = line_direction(k, from);
  if (d < 0) return kNoSquare;  // knights and pawns are the enemy's and stay; every other line is as blocked
  const uint8_t line = is_diagonal(d) ? kBishopMove : kRookMove;
  for (uint8_t s : g_->ray(k, d).span()) {
    if (s == from || before.empty(s)) continue;
    Piece q = before.at(s);
    return q.side() == ~side && (native_movement(q.kind()) & line) ? static_cast<Square>(s) : kNoSquare;
  }
  return kNoSquare;
}

bool Rules::in_check(const Position& p) const {
  Square k = p.royal(p.side_to_move());
  return k != kNoSquare && attacked(p, k, ~p.side_to_move());
}

// Whether the action, played whole, leaves the side's king safe (or its blast mates first) and perk 1
// allows it: the judgement of the family's fast generators where no shield applies.
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
