// Rook Push: "Rook may push nearby enemy pieces 1square in rook's direction of movement when it lands before
// an enemy unit,(if a piece falls off board it dies). All pushed units cannot recapture the rook on the next
// move(push paralysis,rooks cannot be pushed/immune). Can double push within double move if no capture/death
// occurs." rook-push.which-units = unit-ahead: the unit directly ahead along the rook's line. rook-push.blocked:
// no-push, chain-push (the contiguous line of units moves; a rook in it makes the push impossible), crush.
#include "model/twelve/clauses.h"
#include "model/twelve/twelve.h"

namespace arbiter::twelve {

Square Rules::push_victim(const Position& p, Square to, int d, Side rook_side) const {
  const Ray& ray = g_->ray(to, d);
  if (ray.length == 0) return kNoSquare;
  Square v = ray.squares[0];
  Piece u = p.at(v);
  if (u.empty() || u.side() == rook_side) return kNoSquare;
  if (u.kind() == kRook) return kNoSquare;  // rook-push.rooks-immune
  bool kills = ray.length < 2;              // off the board
  if (!kills && opt_.push_blocked == Options::PushBlocked::kChain && !p.empty(ray.squares[1])) {
    // rook-push.blocked = chain-push: the contiguous line of units ahead moves 1 square; rooks in it are immune.
    int n = 0;
    while (n < ray.length && !p.empty(ray.squares[n])) {
      Piece w = p.at(ray.squares[n]);
      if (w.kind() == kRook) return kNoSquare;
      bool dies = n + 1 == ray.length ||
                  (is_death(p, ray.squares[n + 1]) && opt_.death_any_arrival && (w.kind() != kPawn || opt_.death_pawns));
      if (dies && opt_.guarded_push_illegal && w.side() != rook_side && guarded(p, ray.squares[n])) return kNoSquare;
      ++n;
    }
    return v;
  }
  if (!kills) {
    Square beyond = ray.squares[1];
    if (is_wall(p, beyond)) return kNoSquare;  // quadrant12: rook-push.blocked, walling.no-land
    if (!p.empty(beyond)) {
      if (opt_.push_blocked == Options::PushBlocked::kNoPush) return kNoSquare;  // rook-push.blocked
      kills = true;
    } else {
      kills = is_death(p, beyond) && opt_.death_any_arrival && (u.kind() != kPawn || opt_.death_pawns);
    }
  }
  if (kills && opt_.guarded_push_illegal && guarded(p, v)) return kNoSquare;  // rook-push.off-board-guarded
  return v;
}

void Rules::push(Position& p, Square rook, int d, Trace* trace, StepResult& r) const {
  const Ray& ray = g_->ray(rook, d);
  Square v = ray.squares[0];
  // The unit chosen for the push may already be gone (jester.explosion-scope=all-but-capturer: the blast of
  // the jester just captured removed it): then nothing is pushed.
  if (p.empty(v)) return;
  fire(trace, clause::kRookPushPush);
  r.pushed = true;
  if (ray.length < 2) {
    p.remove(v);
    fire(trace, clause::kRookPushOffBoardDies);
    r.death = true;
    return;
  }
  Square beyond = ray.squares[1];
  if (!p.empty(beyond) && opt_.push_blocked == Options::PushBlocked::kChain) {
    // rook-push.blocked = chain-push: move the line from its far end; the last unit may fall off the board.
    Side pusher = p.at(rook).side();
    int n = 0;
    while (n < ray.length && !p.empty(ray.squares[n])) ++n;
    int i = n - 1;
    if (n == ray.length) {
      p.remove(ray.squares[i]);
      fire(trace, clause::kRookPushOffBoardDies);
      r.death = true;
      --i;
    }
    for (; i >= 0; --i) {
      Square to = ray.squares[i + 1];
      p.move(ray.squares[i], to);
      if (arrive(p, to, false, trace)) {
        r.death = true;
        continue;
      }
      if (p.at(to).side() != pusher) {
        p.set_attribute(push_, to, 1 + rook);
        fire(trace, clause::kRookPushPushParalysis);
      }
    }
    return;
  }
  if (!p.empty(beyond)) {  // rook-push.blocked = crush
    p.remove(v);
    r.death = true;
    return;
  }
  p.move(v, beyond);
  if (arrive(p, beyond, false, trace)) {
    r.death = true;
    return;
  }
  p.set_attribute(push_, beyond, 1 + rook);  // re-pointed to the rook's last square at the end of the turn
  fire(trace, clause::kRookPushPushParalysis);
}

}  // namespace arbiter::twelve
