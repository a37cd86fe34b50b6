// Rook Push: "Rook may push nearby enemy pieces 1square in rook's direction of movement when it lands before
// an enemy unit,(if a piece falls off board it dies). All pushed units cannot recapture the rook on the next
// move(push paralysis,rooks cannot be pushed/immune). Can double push within double move if no capture/death
// occurs." rook-push.which-units = unit-ahead: the unit directly ahead along the rook's line.
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
  if (!kills) {
    Square beyond = ray.squares[1];
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
  fire(trace, clause::kRookPushPush);
  r.pushed = true;
  if (ray.length < 2) {
    p.remove(v);
    fire(trace, clause::kRookPushOffBoardDies);
    r.death = true;
    return;
  }
  Square beyond = ray.squares[1];
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
