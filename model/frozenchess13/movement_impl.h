// Movement's templates (movement.h says what the patterns are). Included by movement.h only.
#pragma once

namespace arbiter::frozenchess13 {

// A rule broken on a square a move passes through: a wall there is crossed, not landed on.
inline GroundBlock passing(GroundBlock b) { return b == GroundBlock::kWallLanding ? GroundBlock::kWallCrossed : b; }

// The one place where the square marks change a route's landing: a wall cannot be landed on
// (walls.path-squares), except by a unit standing on the wall, which may land on walls only
// (walls.assassin-exception, assassin.wall-movement).
inline GroundBlock Movement::landing(const Position& pos, const Walk& w, Square s, int path_level) const {
  if (w.on_wall) {
    if (!ground_.walled(pos, s)) return GroundBlock::kOffWall;
  } else if (ground_.walled(pos, s)) {
    return GroundBlock::kWallLanding;
  }
  if (w.uneven && ground_.level_of(pos, s) > (ground_.params.endpoints_only ? w.start_level : path_level))
    return GroundBlock::kClimb;
  return GroundBlock::kOpen;
}

template <typename F>
void Movement::leaps(const Position& pos, const Walk& w, int leaper, bool may_capture, F&& f) const {
  for (uint8_t t : g_->targets(leaper, w.origin).span()) {
    Route r;
    r.to = t;
    r.onto_unit = unit_on(pos, t);
    r.may_capture = may_capture;
    r.blocked_by = landing(pos, w, t, w.start_level);  // a leap passes over walls (walls.leap-over)
    if (r.blocked_by != GroundBlock::kOpen && !w.bare) continue;
    f(r);
  }
}

// An obstacle for a ride: off the board, a unit or a wall (the rider's own start square is empty once it
// left). With bounce-only-at-edges only the edge reflects.
inline bool Movement::blocked(const Position& pos, Square origin, int file, int rank) const {
  if (file < 0 || rank < 0 || file >= g_->files() || rank >= g_->ranks()) return true;
  Square s = make_square(file, rank);
  return p_.bounce_off_units && s != origin && (unit_on(pos, s) || ground_.walled(pos, s));
}

// One segment of a ride from `at` in direction `dir` with `left` squares of range, at path level lv, then
// its bounces. A wall or a unit ends the segment (a unit may be captured) and may be bounced off; a higher
// square ends it without a bounce (terrain.no-climb); a lowered square may be passed over once
// (terrain.pit-bypass) or entered, which forks the ride. A bare walk goes through walls and climbs, marking
// the route with the first it broke.
template <typename F>
void Movement::walk(const Position& pos, const Walk& w, Square at, int dir, int left, PathLevel lv, Route& r,
                    F&& f) const {
  const auto [df, dr] = kDirectionDelta[dir];
  const GroundBlock blocked_before = r.blocked_by;
  const bool bypassed_before = r.bypassed;
  auto mark = [&](GroundBlock b) {
    if (r.blocked_by == GroundBlock::kOpen) r.blocked_by = b;
  };
  auto emit = [&](Square s, bool onto_unit, int path_level) {
    const GroundBlock before = r.blocked_by;
    r.to = s;
    r.onto_unit = onto_unit;
    const GroundBlock b = landing(pos, w, s, path_level);
    if (b != GroundBlock::kOpen && !w.bare) return;
    mark(b);
    f(r);
    r.blocked_by = before;
  };
  int steps = 0;
  bool may_bounce = true;
  Square cur = at;
  while (left > 0) {
    const int nf = file_of(cur) + df, nr = rank_of(cur) + dr;
    if (nf < 0 || nr < 0 || nf >= g_->files() || nr >= g_->ranks()) break;
    const Square next = make_square(nf, nr);
    const bool unit = next != w.origin && unit_on(pos, next);
    if (ground_.walled(pos, next)) {  // an obstacle to bounce off, never entered (walls.blocks-path)
      if (!w.bare) break;
      emit(next, unit, lv.level);
      mark(GroundBlock::kWallCrossed);
    } else if (w.uneven) {
      const int level = ground_.level_of(pos, next);
      const int path = ground_.params.endpoints_only ? w.start_level : lv.level;
      const bool can_bypass = level < path && (ground_.params.depth_one ? path - level == 1 : !lv.bypassed);
      if (level > path && !ground_.params.endpoints_only) {  // a climb: the ride ends there, no bounce
        if (!w.bare) {
          may_bounce = false;
          break;
        }
        mark(GroundBlock::kClimb);
      } else if (level < path && !ground_.params.endpoints_only) {
        emit(next, unit, lv.level);  // entering the pit: a descent (terrain.descend), a capture on a unit
        if (!unit && left > 1) walk(pos, w, next, dir, left - 1, PathLevel{level, lv.bypassed}, r, f);
        if (!can_bypass) {  // entered only: the branch above went on from there
          may_bounce = unit;
          if (!unit) left = 0;
          break;
        }
        cur = next;  // passed over at the path's level, with any unit inside (terrain.pit-bypass)
        --left;
        ++steps;
        lv.bypassed = r.bypassed = true;
        continue;
      } else if (can_bypass && unit) {  // endpoints-only: a unit in a pit is passed over
        emit(next, true, lv.level);
        cur = next;
        --left;
        ++steps;
        lv.bypassed = r.bypassed = true;
        continue;
      }
    }
    if (unit) {
      emit(next, true, lv.level);
      break;
    }
    cur = next;
    --left;
    ++steps;
    if (cur != w.origin) emit(cur, false, lv.level);
    // A Distract square turns the ride (jester.distract): it goes on from there in the new direction, the
    // square written as a turn of its route.
    if (const int turned = ground_.deflect(pos, cur, dir, w.side, g_->files(), g_->ranks()); turned != dir && left > 0) {
      if (r.turns < Route::kMaxTurns) {
        r.turn_at[r.turns++] = static_cast<uint8_t>(cur);
        walk(pos, w, cur, turned, left, lv, r, f);
        --r.turns;
      }
      r.blocked_by = blocked_before;
      r.bypassed = bypassed_before;
      return;
    }
  }
  // bounce.turn-needs-a-step; with bounce-only-at-edges only the edge turns a ride.
  const int edge_file = file_of(cur) + df, edge_rank = rank_of(cur) + dr;  // no lambda: clang 14 refuses to
  // capture a structured binding
  const bool at_edge = edge_file < 0 || edge_rank < 0 || edge_file >= g_->files() || edge_rank >= g_->ranks();
  if (may_bounce && (p_.bounce_off_units || at_edge) && left > 0 && steps > 0 && r.turns < Route::kMaxTurns) {
    r.turn_at[r.turns++] = static_cast<uint8_t>(cur);
    if (is_diagonal(dir)) {
      walk(pos, w, cur, reflect(pos, w.origin, cur, dir), left, lv, r, f);
    } else {
      walk(pos, w, cur, (dir + 2) & 7, left, lv, r, f);  // a right angle either way, the player's choice
      walk(pos, w, cur, (dir + 6) & 7, left, lv, r, f);
    }
    --r.turns;
  }
  r.blocked_by = blocked_before;
  r.bypassed = bypassed_before;
}

template <typename F>
void Movement::ride(const Position& pos, const Walk& w, Line line, int range, F&& f) const {
  Route r;
  r.line = line;
  for (int d = line == Line::kDiagonal ? 1 : 0; d < 8; d += 2) walk(pos, w, w.origin, d, range, PathLevel{w.start_level, false}, r, f);
}

template <typename F>
void Movement::passed(Square from, const Route& route, Kind kind, F&& f) const {
  auto line = [&](Square a, Square b, bool include_end) {
    const int df = (file_of(b) > file_of(a)) - (file_of(b) < file_of(a));
    const int dr = (rank_of(b) > rank_of(a)) - (rank_of(b) < rank_of(a));
    for (Square s = a; s != b;) {
      s = make_square(file_of(s) + df, rank_of(s) + dr);
      if (s != b || include_end) f(s);
    }
  };
  if (route.line != Line::kNone && !route.ranged) {
    Square at = from;
    for (int i = 0; i < route.turns; ++i) {
      line(at, route.turn_at[i], true);
      at = route.turn_at[i];
    }
    line(at, route.to, false);
    return;
  }
  const int df = file_of(route.to) - file_of(from), dr = rank_of(route.to) - rank_of(from);
  const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
  if (kind == kNightrider) {  // its landings on the knight vector before the last
    const int n = std::max(std::abs(df), std::abs(dr)) / 2;
    if (n < 2) return;
    const int vf = df / n, vr = dr / n;
    for (int k = 1; k < n; ++k) f(make_square(file_of(from) + k * vf, rank_of(from) + k * vr));
  } else if (kind == kTemplar && std::abs(df) != std::abs(dr) ? std::abs(df) + std::abs(dr) == 4 : kind == kTemplar && std::abs(df) == 2) {
    // Two diagonal steps (the first one passed), and a third at a right angle (the second one passed too).
    f(make_square(file_of(from) + sf, rank_of(from) + sr));
    if (std::abs(df) != std::abs(dr)) f(make_square(file_of(from) + 2 * sf, rank_of(from) + 2 * sr));
  }
}

template <typename F>
void Movement::routes(const Position& pos, Square from, Kind kind, Side side, const Ranges& ranges, F&& f,
                      bool bare) const {
  const Walk w{from, ground_.level_of(pos, from), bare, ground_.uneven(pos), ground_.walled(pos, from), side};
  if (!w.uneven) {
    routes_impl(pos, from, kind, side, ranges, w, f);
    return;
  }
  // On uneven ground a ride forks at the pits it may enter or pass over: the same route can come twice.
  std::vector<std::pair<uint64_t, std::array<uint8_t, Route::kMaxTurns + 1>>> seen;
  routes_impl(pos, from, kind, side, ranges, w, [&](const Route& r) {
    std::pair<uint64_t, std::array<uint8_t, Route::kMaxTurns + 1>> key{r.to * 32u + r.turns, {}};
    for (int i = 0; i < r.turns; ++i) key.second[i] = r.turn_at[i];
    key.second[Route::kMaxTurns] = static_cast<uint8_t>(r.line);
    for (const auto& k : seen)
      if (k == key) return;
    seen.push_back(key);
    f(r);
  });
}

template <typename F>
void Movement::routes_impl(const Position& pos, Square from, Kind kind, Side side, const Ranges& ranges,
                           const Walk& w, F&& f) const {
  const int fwd = forward(side);
  // A step or a leap to s: where the ground lets it land (a bare listing marks the rule it breaks instead).
  auto to = [&](Square s, bool may_capture, F& out) {
    Route r;
    r.to = s;
    r.onto_unit = unit_on(pos, s);
    r.may_capture = may_capture;
    r.blocked_by = landing(pos, w, s, w.start_level);
    if (r.blocked_by == GroundBlock::kOpen || w.bare) out(r);
  };
  switch (kind) {
    case kPawn: {  // along its aim (pawn.rotation): white's unturned (0, 1)
      const auto [af, ar] = aim(pos, from, side);
      auto one = g_->step(from, af, ar);
      if (!one) return;
      if (!unit_on(pos, *one) && !ground_.walled(pos, *one)) {
        to(*one, false, f);
      } else if (auto two = g_->step(from, 2 * af, 2 * ar); two && unit_on(pos, *one) && !unit_on(pos, *two)) {
        to(*two, false, f);  // pawn.leap: over the unit directly in front
      } else if (w.bare && ground_.walled(pos, *one)) {
        to(*one, false, f);
      }
      for (int side_step : {-1, 1})  // diagonally forward: one step across the aim
        if (auto c = g_->step(from, af + side_step * ar, ar + side_step * af); c && unit_on(pos, *c)) to(*c, true, f);
      return;
    }
    case kRook: ride(pos, w, Line::kOrthogonal, ranges.orthogonal, f); return;
    case kKnight:
      leaps(pos, w, knight_, true, f);  // knight.move
      leaps(pos, w, forward_diagonal_[index(side)], true, f);
      return;
    case kBishop:
      ride(pos, w, Line::kDiagonal, ranges.diagonal, f);
      leaps(pos, w, orth_step_, false, f);  // bishop.capture: the orthogonal step does not capture
      return;
    case kQueen:
      ride(pos, w, Line::kOrthogonal, ranges.orthogonal, f);
      ride(pos, w, Line::kDiagonal, ranges.diagonal, f);
      leaps(pos, w, knight_, true, f);
      return;
    case kKing: leaps(pos, w, king_, true, f); return;
    case kJester: leaps(pos, w, jester_, true, f); return;
    case kChancellor: leaps(pos, w, chancellor_, true, f); return;
    case kTemplar: {
      ride(pos, w, Line::kOrthogonal, ranges.orthogonal, f);
      // Two diagonal steps, then optionally one diagonal step at a right angle; it does not leap, so the
      // squares stepped through must be empty and open (a climb between them counts, every-step).
      auto through = [&](Square s, int path_level) {
        return !unit_on(pos, s) && (landing(pos, w, s, path_level) == GroundBlock::kOpen || w.bare);
      };
      for (int d = 1; d < 8; d += 2) {
        const auto [df, dr] = kDirectionDelta[d];
        auto s1 = g_->step(from, df, dr);
        if (!s1 || !through(*s1, w.start_level)) continue;
        auto s2 = g_->step(*s1, df, dr);
        if (!s2) continue;
        const int l1 = ground_.level_of(pos, *s1);
        Route r;
        r.to = *s2;
        r.onto_unit = unit_on(pos, *s2);
        r.blocked_by = passing(landing(pos, w, *s1, w.start_level));
        if (r.blocked_by == GroundBlock::kOpen) r.blocked_by = landing(pos, w, *s2, l1);
        if (r.blocked_by == GroundBlock::kOpen || w.bare) f(r);
        if (r.onto_unit || !through(*s2, l1)) continue;
        const int l2 = ground_.level_of(pos, *s2);
        for (int side_dir : {(d + 2) & 7, (d + 6) & 7}) {
          const auto [sf, sr] = kDirectionDelta[side_dir];
          auto s3 = g_->step(*s2, sf, sr);
          if (!s3 || *s3 == from) continue;
          Route x;
          x.to = *s3;
          x.onto_unit = unit_on(pos, *s3);
          x.blocked_by = r.blocked_by != GroundBlock::kOpen ? passing(r.blocked_by) : landing(pos, w, *s3, l2);
          if (x.blocked_by == GroundBlock::kOpen || w.bare) f(x);
        }
      }
      return;
    }
    case kDragon:
      ride(pos, w, Line::kDiagonal, ranges.diagonal, f);
      leaps(pos, w, dragon_, true, f);
      return;
    case kFrog:
      leaps(pos, w, frog_, true, f);
      if (p_.frog_up_to) leaps(pos, w, frog_short_, true, f);
      return;
    case kNightrider:
      // Repeated leaps: no landing on the way may be a wall or climb (walls.leap-over, terrain.no-climb).
      for (uint8_t first : g_->targets(knight_, from).span()) {
        const int df = file_of(first) - file_of(from), dr = rank_of(first) - rank_of(from);
        int path_level = w.start_level;
        GroundBlock broken = GroundBlock::kOpen;
        for (std::optional<Square> s = first; s; s = g_->step(*s, df, dr)) {
          Route r;
          r.to = *s;
          r.onto_unit = unit_on(pos, *s);
          const GroundBlock b = landing(pos, w, *s, path_level);
          r.blocked_by = broken != GroundBlock::kOpen ? broken : b;
          if (r.blocked_by == GroundBlock::kOpen || w.bare) f(r);
          if (r.onto_unit) break;
          if (b != GroundBlock::kOpen) {
            if (!w.bare) break;
            if (broken == GroundBlock::kOpen) broken = b == GroundBlock::kWallLanding ? GroundBlock::kWallInLeap : b;
          }
          path_level = ground_.level_of(pos, *s);
        }
      }
      return;
    case kAssassin:
      if (w.on_wall && p_.assassin_wall_steps) {  // assassin.wall-movement-reading = orthogonal-steps
        leaps(pos, w, orth_step_, true, f);
        return;
      }
      leaps(pos, w, assassin_, true, f);
      if (p_.assassin_up_to_three) leaps(pos, w, assassin_short_, true, f);
      return;
    case kCrossbowman:
      if (!p_.crossbow_leap_only) ride(pos, w, Line::kOrthogonal, ranges.orthogonal, f);
      leaps(pos, w, crossbow_, true, f);
      return;
    case kCannon:
      // A ranged attack: it may shoot uphill (terrain.uphill-special); a wall stops the shot.
      for (int df : {-1, 0, 1}) {
        std::optional<Square> s = from;
        GroundBlock broken = GroundBlock::kOpen;
        for (int k = 0, n = p_.cannon_reach(df); k < n; ++k) {
          s = g_->step(*s, df, fwd);
          if (!s) break;
          if (ground_.walled(pos, *s)) {
            if (!w.bare) break;
            broken = GroundBlock::kWallCrossed;
            continue;
          }
          if (!unit_on(pos, *s)) continue;
          Route r;
          r.to = *s;
          r.onto_unit = true;
          r.ranged = true;
          r.blocked_by = broken;
          f(r);
          break;
        }
      }
      return;
    default: return;
  }
}

}  // namespace arbiter::frozenchess13
