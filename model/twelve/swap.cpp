// Swap places (deathsquare12): "Instead of a move friendly pieces can swap places with each other.King cannot
// swap, only use kings exchange". swap.range (anywhere | adjacent-only | mutually-reachable), swap.pawns,
// swap.immobilised.
// The action is written with the square nearer a1 first (rank, then file): swap@a1>b1.
#include <cstdlib>
#include <optional>

#include "model/twelve/clauses.h"
#include "model/twelve/twelve.h"

namespace arbiter::twelve {
bool Rules::swappable(const Position& p, Square s) const {
  Piece u = p.at(s);
  if (u.kind() == kKing) return false;  // swap.king-excluded
  if (u.kind() == kPawn && !opt_.swap_pawns) return false;
  if (!opt_.swap_immobilised && (!can_move(p, s) || p.attribute(push_, s))) return false;
  return true;
}

bool Rules::swap_in_range(const Position& p, Square a, Square b) const {
  if (opt_.swap_range == Options::SwapRange::kAdjacent &&
      (std::abs(file_of(a) - file_of(b)) > 1 || std::abs(rank_of(a) - rank_of(b)) > 1))
    return false;
  if (opt_.swap_range == Options::SwapRange::kMutuallyReachable && !reaches(p, a, b) && !reaches(p, b, a))
    return false;
  return true;
}

// swap.range = mutually-reachable: the unit on `from` could move to `to` by its own movement (knight move,
// slide over empty squares, pawn step), were `to` empty.
bool Rules::reaches(const Position& p, Square from, Square to) const {
  uint8_t moves = own_moves(p.at(from).kind());
  if ((moves & kKnightMove) && knight_geometry(from, to)) return true;
  int d = line_direction(from, to);
  if (d < 0) return false;
  bool adjacent = std::abs(file_of(to) - file_of(from)) <= 1 && std::abs(rank_of(to) - rank_of(from)) <= 1;
  if ((moves & kPawnStep) && adjacent) return true;
  if (!(moves & (is_diagonal(d) ? kBishopMove : kRookMove))) return false;
  for (uint8_t s : g_->ray(from, d).span()) {
    if (s == to) return true;
    if (!p.empty(s)) return false;
  }
  return false;
}

void Rules::generate_swaps(const Position& p, ActionList& out, bool pseudo) const {
  Side us = p.side_to_move();
  std::array<Square, kSquareSlots> units;
  size_t n = 0;
  p.occupied(us).for_each([&](Square s) {
    if (swappable(p, s)) units[n++] = s;
  });
  // Two friendly units trading squares leave every line blocked as before and the enemy in place, so unless
  // one of them lands on a death square (and dies) the king is exactly as safe as now; a swap onto a death
  // square is played on a copy.
  const bool safe_now = king_safe(p, us);
  std::optional<Position> after;
  for (size_t i = 0; i < n; ++i) {
    for (size_t j = i + 1; j < n; ++j) {
      Square a = units[i];
      Square b = units[j];
      if (!swap_in_range(p, a, b)) continue;
      Action act;
      act.type = ActionType::kAbility;
      act.ability = kSwap;
      act.from = static_cast<uint8_t>(a);
      act.to = static_cast<uint8_t>(b);
      if (pseudo) {
        out.push_back(act);
        continue;
      }
      if (!is_death(p, a) && !is_death(p, b)) {
        if (safe_now) out.push_back(act);
        continue;
      }
      if (after) *after = p;
      else after.emplace(p);
      apply_swap(*after, a, b, nullptr);  // the board of apply(); legality reads nothing else
      legal_or_drop(*after, us, act, out);
    }
  }
}

void Rules::apply_swap(Position& p, Square a, Square b, Trace* trace) const {
  fire(trace, clause::kSwapFriendly);
  std::array<int, 4> attrs_a{};
  std::array<int, 4> attrs_b{};
  const int piece_attrs[] = {paralysis_, immobilized_, push_};
  for (int i = 0; i < 3; ++i) {
    attrs_a[i] = p.attribute(piece_attrs[i], a);
    attrs_b[i] = p.attribute(piece_attrs[i], b);
  }
  Piece pa = p.remove(a);
  Piece pb = p.remove(b);
  p.put(a, pb);
  p.put(b, pa);
  for (int i = 0; i < 3; ++i) {
    if (attrs_b[i]) p.set_attribute(piece_attrs[i], a, attrs_b[i]);
    if (attrs_a[i]) p.set_attribute(piece_attrs[i], b, attrs_a[i]);
  }
  arrive(p, a, false, trace);
  arrive(p, b, false, trace);
}

}  // namespace arbiter::twelve
