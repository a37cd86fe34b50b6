#include "model/shared12/mechanics/check.h"

#include "model/shared12/clauses.h"
#include "model/shared12/mechanics/jester.h"
#include "model/shared12/mechanics/pawns.h"
#include "model/shared12/mechanics/protection.h"

namespace arbiter::shared12 {

Check::Params Check::Params::read(const ChosenOptions& c) {
  Params k;
  k.orthodox = c.is("king.check-legality", "orthodox-check");
  return k;
}

bool Check::king_safe(const Position& p, Side side) const {
  if (!p_.orthodox) return true;
  Square k = p.royal(side);
  return k != kNoSquare && !rules().protection().attacked(p, k, ~side);
}

bool Check::in_check(const Position& p) const {
  Square k = p.royal(p.side_to_move());
  return k != kNoSquare && rules().protection().attacked(p, k, ~p.side_to_move());
}

bool Check::safe_without(const Position& p, Side side, Square removed, Square removed2, Square king) const {
  const Rules& r = rules();
  const Geometry& g = r.geometry();
  Square k = king == kNoSquare ? p.royal(side) : king;
  if (k == kNoSquare) return false;
  const Side by = ~side;
  // Walls that outlast the action (2 or more: each action runs every wall down by one first) still stop an
  // orthogonal line, by standing on it or touching a square it crosses (walling.touch-stops); diagonals may
  // be freed by perk 4 and are stopped by wall squares only.
  const int wall = r.wall_attr();
  auto persists = [&](Square s) { return wall >= 0 && p.attribute(wall, s) >= 2; };
  auto touches_persisting = [&](Square s) {
    if (wall < 0) return false;
    for (int e : {kNorth, kEast, kSouth, kWest})
      if (const auto& ray = g.ray(s, e); ray.length && persists(ray.squares[0])) return true;
    return false;
  };
  for (int d = 0; d < 8; ++d) {
    const uint8_t line = is_diagonal(d) ? kBishopMove : kRookMove;
    for (uint8_t s : g.ray(k, d).span()) {
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
  for (uint8_t s : g.targets(r.knight_leaper(), k).span()) {
    Piece q = p.at(s);
    if (s != removed && !q.empty() && q.side() == by && (native_movement(q.kind()) & kKnightMove)) return false;
  }
  for (uint8_t s : g.targets(r.king_leaper(), k).span()) {
    Piece q = p.at(s);
    if (q.empty() || q.kind() != kPawn || q.side() != by) continue;
    if (r.pawns().reaches(s, k, by)) return false;  // pawn.capture-mode
  }
  return true;
}

Square Check::exposed_by_leaving(const Position& before, Side side, Square from) const {
  if (!p_.orthodox) return kNoSquare;
  Square k = before.royal(side);
  if (k == kNoSquare) return kNoSquare;  // no king (a reading under which it may be lost): nothing to expose
  int d = rules().line_direction(k, from);
  if (d < 0) return kNoSquare;  // knights and pawns are the enemy's and stay; every other line is as blocked
  const uint8_t line = is_diagonal(d) ? kBishopMove : kRookMove;
  for (uint8_t s : rules().geometry().ray(k, d).span()) {
    if (s == from || before.empty(s)) continue;
    Piece q = before.at(s);
    return q.side() == ~side && (native_movement(q.kind()) & line) ? static_cast<Square>(s) : kNoSquare;
  }
  return kNoSquare;
}

Refusal Check::forbids_result(const Position& before, const Action& a, const Position& after) const {
  if (!p_.orthodox) return {};
  if (king_safe(after, before.side_to_move()) || rules().jester().mate_comes_first(before, a, after)) return {};
  return clause::kKingCheckmateWins;
}

std::vector<std::string_view> Check::clauses() const { return {clause::kKingCheckmateWins}; }

}  // namespace arbiter::shared12
