// Movement's templates (movement.h says what the patterns are). Included by movement.h only.
#pragma once

namespace arbiter::frozenchess13 {

template <typename F>
void Movement::leaps(const Position& pos, Square from, int leaper, bool may_capture, F&& f) const {
  for (uint8_t t : g_->targets(leaper, from).span()) {
    Route r;
    r.to = t;
    r.onto_unit = !pos.empty(t);
    r.may_capture = may_capture;
    f(r);
  }
}

// An obstacle for a ride: off the board, or a unit (the rider's own start square is empty once it left).
// With bounce-only-at-edges only the edge reflects.
inline bool Movement::blocked(const Position& pos, Square origin, int file, int rank) const {
  if (file < 0 || rank < 0 || file >= g_->files() || rank >= g_->ranks()) return true;
  Square s = make_square(file, rank);
  return p_.bounce_off_units && s != origin && !pos.empty(s);
}

template <typename F>
void Movement::walk(const Position& pos, Square origin, Square at, int dir, int left, Route& r, F&& f) const {
  const auto [df, dr] = kDirectionDelta[dir];
  int steps = 0;
  Square cur = at;
  while (left > 0) {
    int nf = file_of(cur) + df, nr = rank_of(cur) + dr;
    if (nf < 0 || nr < 0 || nf >= g_->files() || nr >= g_->ranks()) break;
    Square next = make_square(nf, nr);
    if (next != origin && !pos.empty(next)) {
      r.to = next;
      r.onto_unit = true;
      f(r);
      if (!p_.bounce_off_units) return;  // bounce-only-at-edges: a unit ends the ride
      break;
    }
    cur = next;
    --left;
    ++steps;
    if (cur != origin) {
      r.to = cur;
      r.onto_unit = false;
      f(r);
    }
  }
  if (left == 0 || steps == 0 || r.turns >= Route::kMaxTurns) return;  // bounce.turn-needs-a-step
  r.turn_at[r.turns++] = static_cast<uint8_t>(cur);
  if (is_diagonal(dir)) {
    walk(pos, origin, cur, reflect(pos, origin, cur, dir), left, r, f);
  } else {
    walk(pos, origin, cur, (dir + 2) & 7, left, r, f);  // a right angle either way, the player's choice
    walk(pos, origin, cur, (dir + 6) & 7, left, r, f);
  }
  --r.turns;
}

template <typename F>
void Movement::ride(const Position& pos, Square from, Line line, int range, F&& f) const {
  Route r;
  r.line = line;
  for (int d = line == Line::kDiagonal ? 1 : 0; d < 8; d += 2) walk(pos, from, from, d, range, r, f);
}

template <typename F>
void Movement::routes(const Position& pos, Square from, Kind kind, Side side, const Ranges& ranges, F&& f) const {
  const int fwd = forward(side);
  switch (kind) {
    case kPawn: {
      auto one = g_->step(from, 0, fwd);
      if (!one) return;
      Route r;
      if (pos.empty(*one)) {
        r.to = *one;
        f(r);
      } else if (auto two = g_->step(from, 0, 2 * fwd); two && pos.empty(*two)) {
        r.to = *two;  // pawn.leap: over the unit directly in front
        f(r);
      }
      for (int df : {-1, 1})
        if (auto c = g_->step(from, df, fwd); c && !pos.empty(*c)) {
          Route x;
          x.to = *c;
          x.onto_unit = true;
          f(x);
        }
      return;
    }
    case kRook: ride(pos, from, Line::kOrthogonal, ranges.orthogonal, f); return;
    case kKnight:
      leaps(pos, from, knight_, true, f);  // knight.move
      leaps(pos, from, forward_diagonal_[index(side)], true, f);
      return;
    case kBishop:
      ride(pos, from, Line::kDiagonal, ranges.diagonal, f);
      leaps(pos, from, orth_step_, false, f);  // bishop.capture: the orthogonal step does not capture
      return;
    case kQueen:
      ride(pos, from, Line::kOrthogonal, ranges.orthogonal, f);
      ride(pos, from, Line::kDiagonal, ranges.diagonal, f);
      leaps(pos, from, knight_, true, f);
      return;
    case kKing: leaps(pos, from, king_, true, f); return;
    case kJester: leaps(pos, from, jester_, true, f); return;
    case kChancellor: leaps(pos, from, chancellor_, true, f); return;
    case kTemplar: {
      ride(pos, from, Line::kOrthogonal, ranges.orthogonal, f);
      // Two diagonal steps, then optionally one diagonal step at a right angle; it does not leap.
      for (int d = 1; d < 8; d += 2) {
        const auto [df, dr] = kDirectionDelta[d];
        auto s1 = g_->step(from, df, dr);
        if (!s1 || !pos.empty(*s1)) continue;
        auto s2 = g_->step(*s1, df, dr);
        if (!s2) continue;
        Route r;
        r.to = *s2;
        r.onto_unit = !pos.empty(*s2);
        f(r);
        if (r.onto_unit) continue;
        for (int side_dir : {(d + 2) & 7, (d + 6) & 7}) {
          const auto [sf, sr] = kDirectionDelta[side_dir];
          auto s3 = g_->step(*s2, sf, sr);
          if (!s3 || *s3 == from) continue;
          Route x;
          x.to = *s3;
          x.onto_unit = !pos.empty(*s3);
          f(x);
        }
      }
      return;
    }
    case kDragon:
      ride(pos, from, Line::kDiagonal, ranges.diagonal, f);
      leaps(pos, from, dragon_, true, f);
      return;
    case kFrog:
      leaps(pos, from, frog_, true, f);
      if (p_.frog_up_to) leaps(pos, from, frog_short_, true, f);
      return;
    case kNightrider:
      for (uint8_t first : g_->targets(knight_, from).span()) {
        const int df = file_of(first) - file_of(from), dr = rank_of(first) - rank_of(from);
        for (std::optional<Square> s = first; s; s = g_->step(*s, df, dr)) {
          Route r;
          r.to = *s;
          r.onto_unit = !pos.empty(*s);
          f(r);
          if (r.onto_unit) break;
        }
      }
      return;
    case kAssassin:
      leaps(pos, from, assassin_, true, f);
      if (p_.assassin_up_to_three) leaps(pos, from, assassin_short_, true, f);
      return;
    case kCrossbowman:
      if (!p_.crossbow_leap_only) ride(pos, from, Line::kOrthogonal, ranges.orthogonal, f);
      leaps(pos, from, crossbow_, true, f);
      return;
    case kCannon:
      for (int df : {-1, 0, 1}) {
        std::optional<Square> s = from;
        for (int k = 0; k < 3; ++k) {
          s = g_->step(*s, df, fwd);
          if (!s) break;
          if (pos.empty(*s)) continue;
          Route r;
          r.to = *s;
          r.onto_unit = true;
          r.ranged = true;
          f(r);
          break;
        }
      }
      return;
    default: return;
  }
}

}  // namespace arbiter::frozenchess13
