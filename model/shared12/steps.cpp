// Steps: what one move of a unit is and does. A step is one move of the unit (its own movement, plus
// Empower's or the jester's borrowed movement, within the walls and the unit's range where the variant's list
// has them: hooks.h): steps_from
// lists a unit's steps from a square, apply_step plays one (capture, death squares, promotion and
// transformation, the jester's explosion and leap, Rook Push). The actions of one unit (moves.cpp) chain
// two; play.cpp plays a whole action.
#include <algorithm>
#include <cstdlib>

#include "model/shared12/clauses.h"
#include "model/shared12/mechanics/captures.h"
#include "model/shared12/mechanics/death_squares.h"
#include "model/shared12/mechanics/jester.h"
#include "model/shared12/mechanics/pawns.h"
#include "model/shared12/mechanics/protection.h"
#include "model/shared12/mechanics/rook_push.h"
#include "model/shared12/family.h"

namespace arbiter::shared12 {

Landings decode_landings(const Action& a) {
  Landings out;
  out.squares.push_back(a.from);
  if (a.type == ActionType::kMove) {
    for (int i = 0; i < a.path_size(); ++i) out.squares.push_back(a.path_at(i));
    out.squares.push_back(a.to);
    return out;
  }
  out.squares.push_back(a.to);
  int n = a.path_size();
  if (a.ability == kLeap && n > 0) out.victim = a.path_at(--n);
  for (int i = 0; i < n; ++i) out.squares.push_back(a.path_at(i));
  return out;
}
uint8_t step_movement(const Rules& r, Square from, Square to) {
  if (r.knight_geometry(from, to)) return kKnightMove;
  int d = r.line_direction(from, to);
  if (d < 0) return 0;
  bool adjacent = std::abs(file_of(to) - file_of(from)) <= 1 && std::abs(rank_of(to) - rank_of(from)) <= 1;
  return static_cast<uint8_t>((is_diagonal(d) ? kBishopMove : kRookMove) | (adjacent ? kPawnStep : 0));
}

uint8_t Rules::movement(const Position& p, Square sq, Kind kind, uint8_t lent) const {
  return static_cast<uint8_t>(protection().empowered_movement(p, sq, kind) | lent);
}

void Rules::steps_from(const Position& p, Square from, Kind kind, uint8_t movement, bool allow_capture,
                       std::vector<Step>& out) const {
  out.clear();
  SquareSet seen;
  const bool leaper = leaps(kind);
  const Pawns& pawn = pawns();
  const Captures& captures = this->captures();
  auto may_capture = [&](Square target, uint8_t m) { return captures.may_capture(p, from, target, m); };
  Side us = p.at(from).side();
  auto add = [&](Square to, Square victim, int push_dir) {
    Piece target = p.at(to);
    bool capture = victim != kNoSquare || !target.empty();
    Step s{from, to, victim, false, kNoKind};
    if (kind == kPawn && pawn.last_rank(to, us)) {
      // promotion.capture-on-last-rank: transformation instead of the owner's choice (option).
      if (!pawn.transforms(to, us, target.kind())) {
        for (Kind k : pawn.params().promotion_kinds) {
          s.promotion = k;
          out.push_back(s);
        }
        return;
      }
    }
    out.push_back(s);
    if (push_dir >= 0 && (!capture || push().params().after_capture) && victim == kNoSquare &&
        push().victim(p, to, push_dir, us) != kNoSquare) {
      s.push = true;
      out.push_back(s);
    }
  };
  // Slides (Rook Push: rooks, or with specials.by-kind = by-movement any unit making a rook move), within the
  // unit's range (capture-range.*: the whole board without a SlideLimit) and the walls standing (walling.*).
  const int limit = range(p, from);
  const bool captures_only = m_.slides && m_.slides->captures_only();
  const SquareSet walls = this->walls(p);
  const bool walled = !walls.empty();
  for (int d = 0; d < 8; ++d) {
    if (!(movement & (is_diagonal(d) ? kBishopMove : kRookMove))) continue;
    const bool pusher = pushes(kind, d);
    if (walled && is_diagonal(d)) {
      // quadrant.perk-bishop-cross-walls: whether walls count depends on where the move ends
      // (quadrant.majority-moment = after-move), so each square of the diagonal is judged on its own path,
      // unless no square of that path has a wall within one square (all line_open reads): then it is open.
      // (Without a perk, line_open judges a diagonal as the orthogonal slide below stops.)
      auto near_wall = [&](Square s) {
        if (walls.contains(s)) return true;
        for (uint8_t q : g_->targets(king_, s).span())
          if (walls.contains(q)) return true;
        return false;
      };
      bool clear = true;  // no square of the path so far is near a wall
      int n = 0;
      for (uint8_t t : g_->ray(from, d).span()) {
        bool in_range = ++n <= limit;
        if (!in_range && !captures_only) break;
        if (is_wall(p, t)) break;  // walling.no-land
        clear = clear && !near_wall(t);
        bool open = clear || line_open(p, from, t, 16);
        if (p.empty(t)) {
          if (!open) continue;
          seen.insert(t);
          add(t, kNoSquare, pusher ? d : -1);
          continue;
        }
        if (open && in_range && allow_capture && may_capture(t, kBishopMove)) {
          seen.insert(t);
          add(t, kNoSquare, pusher ? d : -1);
        }
        break;
      }
      continue;
    }
    if (walled) {  // walling.no-cross, walling.no-land, walling.touch-stops
      int n = 0;
      Square prev = from;
      for (uint8_t t : g_->ray(from, d).span()) {
        bool in_range = ++n <= limit;
        if (!in_range && !captures_only) break;
        if (is_wall(p, t) || squeezed(p, prev, t)) break;  // walling.no-cross, walling.no-land
        if (p.empty(t)) {
          seen.insert(t);
          add(t, kNoSquare, pusher ? d : -1);
          if (touches_wall(p, t)) break;  // walling.touch-stops
          prev = t;
          continue;
        }
        if (in_range && allow_capture && may_capture(t, is_diagonal(d) ? kBishopMove : kRookMove)) {
          seen.insert(t);
          add(t, kNoSquare, pusher ? d : -1);
        }
        break;
      }
      continue;
    }
    // No wall stands: the slide goes to the first unit, within its range (beyond it, with captures_only,
    // it moves on but captures nothing).
    const Ray& ray = g_->ray(from, d);
    const int length = captures_only ? ray.length : std::min<int>(ray.length, limit);
    for (int i = 0; i < length; ++i) {
      const Square t = ray.squares[i];
      if (p.empty(t)) {
        seen.insert(t);
        add(t, kNoSquare, pusher ? d : -1);
        continue;
      }
      if (i < limit && allow_capture && may_capture(t, is_diagonal(d) ? kBishopMove : kRookMove)) {
        seen.insert(t);
        add(t, kNoSquare, pusher ? d : -1);
      }
      break;
    }
  }
  // Knight moves, with Knight's Leap captures.
  if (movement & kKnightMove) {
    for (uint8_t t : g_->targets(knight_, from).span()) {
      // walling.no-land; walling.no-leap (walling.jester-leap: the jester leaps over walls)
      // (quadrant.perk-knight-leap-walls: walls of the bonus quadrant counted after the move do not block)
      if (walled && walls.contains(t)) continue;
      const bool blocked = walled && kind != kJester && leap_blocked(p, from, t);
      if (p.empty(t)) {
        if (!blocked) add(t, kNoSquare, -1);
        if (allow_capture && leaper) {
          for (Square v : leap_path(from, t))
            if (may_capture(v, kKnightMove) && (!blocked || !leap_blocked(p, from, t, v))) add(t, v, -1);
        }
      } else if (!blocked && allow_capture && may_capture(t, kKnightMove)) {
        add(t, kNoSquare, -1);
      }
    }
  }
  // Pawn steps: one square in any direction (captures: pawn.capture-mode).
  if (movement & kPawnStep) {
    for (uint8_t t : g_->targets(king_, from).span()) {
      if (seen.contains(t)) continue;
      if (walled && (walls.contains(t) || squeezed(p, from, t))) continue;  // walling.no-land, no-cross
      if (p.empty(t)) {
        add(t, kNoSquare, -1);
        continue;
      }
      if (!allow_capture) continue;
      if (kind == kPawn && !pawn.reaches(from, t, us)) continue;  // pawn.capture-mode
      if (may_capture(t, kPawnStep)) add(t, kNoSquare, -1);
    }
  }
}

StepResult Rules::apply_step(Position& p, const Step& st, Trace* trace) const {
  StepResult r;
  Piece u = p.at(st.from);
  Side us = u.side();
  uint8_t used = step_movement(*this, st.from, st.to);
  const DeathSquares& death = this->death();
  if (trace) protection().fire_for_step(p, st, trace);  // what guards and Empower decided for this step
  if (!(used & own_moves(u.kind()))) {
    fire(trace, u.kind() == kJester ? clause::kJesterBorrowedMovement : clause::kEmpowerProtectedByOne);
  }
  switch (u.kind()) {
    case kPawn: fire(trace, clause::kPawnMoveOneAny); break;
    case kKnight: fire(trace, clause::kKnightMovement); break;
    case kBishop: fire(trace, clause::kBishopMovement); break;
    case kRook: fire(trace, clause::kRookMovement); break;
    case kDragon: fire(trace, clause::kDragonMovement); break;
    case kQueen: fire(trace, clause::kQueenMovement); break;
    case kJester: if (used & kKnightMove) fire(trace, clause::kJesterMovementKnight); break;
    default: break;
  }
  r.passed_death = death.passes(p, st.from, st.to);
  bool was_death = is_death(p, st.to);
  // death-square.activation: a unit arriving on a death square that has not been empty since it was made
  // survives (the catalogs that name the reading give its clause).
  if (!death.params().activation_clause.empty() && p.attribute(death_, st.to) == 2)
    fire(trace, death.params().activation_clause);
  Square victim_sq = st.victim != kNoSquare ? st.victim : (p.empty(st.to) ? kNoSquare : st.to);
  Piece victim;
  if (victim_sq != kNoSquare) {
    victim = p.at(victim_sq);
    if (st.victim != kNoSquare) {
      fire(trace, clause::kKnightsLeapCapture);
      fire(trace, clause::kKnightsLeapSingleCapture);
    }
    captures().capture(p, victim_sq, trace);
    r.captured = r.death = true;
  }
  p.move(st.from, st.to);
  // A slide (capture-range.ranged-pieces = sliders; a Knight's Leap capture is no slide): what the
  // variant's capture range (SlideLimit) makes of it.
  if (m_.slides && u.kind() != kPawn && (used & (kBishopMove | kRookMove)))
    m_.slides->slid(p, st.to, us, r.captured && st.victim == kNoSquare, trace);
  // Landing: a death square that existed before this step kills (death-square.recapture = capturer-survives;
  // capturer-dies: the new death square kills the capturer too).
  bool dies = was_death || (victim_sq == st.to && death.params().recapture == DeathSquares::Params::Recapture::kCapturerDies &&
                            p.attribute(death_, st.to));
  if (dies) {
    if (was_death) {
      r.alive = !death.arrive(p, st.to, true, trace);
    } else {
      p.remove(st.to);
      fire(trace, clause::kDeathSquareLanding);
      r.alive = false;
    }
    if (!r.alive) r.death = true;
  }
  if (r.alive && r.passed_death) {
    if (death_pass_exempt(p, st.from, st.to, us)) {  // quadrant.perk-death-square-pass: no paralysis
      fire(trace, clause::kQuadrantDefinition);
      fire(trace, clause::kQuadrantMajority);
      fire(trace, clause::kQuadrantPerkDeathSquarePass);
    } else {
      p.set_attribute(paralysis_, st.to, params_.pass_paralysis_moves);
      fire(trace, clause::kDeathSquarePassParalysis);
    }
  }
  if (r.alive && u.kind() == kPawn) {
    const Pawns& pawn = pawns();
    if (victim_sq != kNoSquare && pawn.transforms(st.to, us, victim.kind())) {
      pawn.transform(p, st.to, victim.kind(), trace);
      r.promoted = true;
    } else if (pawn.last_rank(st.to, us) && st.promotion != kNoKind) {
      pawn.promote(p, st.to, st.promotion, trace);
      r.promoted = true;
    }
  }
  if (victim.kind() == kJester) {
    r.exploded = victim_sq;
    jester().explode(p, victim_sq, us, st.to, trace);
    r.alive = r.alive && !p.empty(st.to);
  }
  if (r.alive && st.push) push().push(p, st.to, line_direction(st.from, st.to), trace, r);
  if (r.alive && u.kind() == kJester && (used & kKnightMove)) {
    jester().immobilize_leapt(p, st.from, st.to, trace);
    if (trace)  // walling.jester-leap: the jester leapt over a wall
      for (Square s : leap_path(st.from, st.to))
        if (is_wall(p, s)) {
          fire(trace, clause::kWallingJesterLeap);
          break;
        }
  }
  death.activate(p);  // death-square.recapture = activates-when-empty
  if (trace && r.alive) jester().fire_presence(p, st.to, trace);
  return r;
}

}  // namespace arbiter::shared12
