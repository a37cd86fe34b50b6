// The king's safety (the kings exchange itself is mechanics/kings_exchange.cpp).
// Check legality (king.check-legality = orthodox-check): an action may not leave its side's king attacked
// (protection.definition: geometric, native capture movement) or dead.

#include "model/core/scratch.h"
#include "model/twelve/clauses.h"
#include "model/twelve/twelve.h"

namespace arbiter::twelve {

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
  if (!opt_.orthodox_check && !has_quadrants()) return true;
  Scratch scratch(p);  // assigned, not constructed: no allocation per judged action
  Position& q = scratch.position();
  play(q, a, nullptr);
  // jester.instant-checkmate-precedence: a blast that kills the enemy king may excuse the own king's state.
  if (opt_.orthodox_check && !king_safe(q, p.side_to_move()) && !mate_comes_first(p, a, q)) return false;
  return quadrant_forbids(p, a, q).empty();  // quadrant12: perk 1 (quadrants.cpp)
}

}  // namespace arbiter::twelve
