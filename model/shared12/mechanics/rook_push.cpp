#include "model/shared12/mechanics/rook_push.h"

#include "model/shared12/clauses.h"
#include "model/shared12/mechanics/death_squares.h"
#include "model/shared12/mechanics/protection.h"

namespace arbiter::shared12 {

RookPush::Params RookPush::Params::read(const ChosenOptions& c) {
  Params r;
  r.full_paralysis = c.is("rook-push.push-paralysis-scope", "full-paralysis-next-move");
  r.death_continues = c.is("rook-push.death-in-double-move", "second-step-without-push");
  r.after_capture = c.is("rook-push.after-capture", "push-allowed");
  return r;
}

Square RookPush::victim(const Position& p, Square to, int d, Side rook_side) const {
  const Rules& r = rules();
  const Ray& ray = r.geometry().ray(to, d);
  if (ray.length == 0) return kNoSquare;
  Square v = ray.squares[0];
  Piece u = p.at(v);
  if (u.empty() || u.side() == rook_side) return kNoSquare;
  if (u.kind() == kRook) return kNoSquare;  // rook-push.rooks-immune
  bool kills = ray.length < 2;              // off the board
  if (!kills && p_.blocked == Params::Blocked::kChain && !p.empty(ray.squares[1])) {
    // rook-push.blocked = chain-push: the contiguous line of units ahead moves 1 square; rooks in it are immune.
    int n = 0;
    while (n < ray.length && !p.empty(ray.squares[n])) {
      Piece w = p.at(ray.squares[n]);
      if (w.kind() == kRook) return kNoSquare;
      bool dies = n + 1 == ray.length || r.death().kills_displaced(p, ray.squares[n + 1], w.kind());
      if (dies && p_.guarded_illegal && w.side() != rook_side && r.protection().guarded(p, ray.squares[n])) return kNoSquare;
      ++n;
    }
    return v;
  }
  if (!kills) {
    Square beyond = ray.squares[1];
    if (r.is_wall(p, beyond)) return kNoSquare;  // rook-push.blocked, walling.no-land
    if (!p.empty(beyond)) {
      if (p_.blocked == Params::Blocked::kNoPush) return kNoSquare;  // rook-push.blocked
      kills = true;
    } else {
      kills = r.death().kills_displaced(p, beyond, u.kind());
    }
  }
  if (kills && p_.guarded_illegal && r.protection().guarded(p, v)) return kNoSquare;  // rook-push.off-board-guarded
  return v;
}

void RookPush::push(Position& p, Square rook, int d, Trace* trace, StepResult& r) const {
  const DeathSquares& death = rules().death();
  const int push_attr = rules().push_attr();
  const Ray& ray = rules().geometry().ray(rook, d);
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
  if (!p.empty(beyond) && p_.blocked == Params::Blocked::kChain) {
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
      if (death.arrive(p, to, false, trace)) {
        r.death = true;
        continue;
      }
      if (p.at(to).side() != pusher) {
        p.set_attribute(push_attr, to, 1 + rook);
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
  if (death.arrive(p, beyond, false, trace)) {
    r.death = true;
    return;
  }
  p.set_attribute(push_attr, beyond, 1 + rook);  // re-pointed to the rook's last square at the end of the turn
  fire(trace, clause::kRookPushPushParalysis);
}

namespace {

bool is_push(const Action& a) {
  return a.type == ActionType::kAbility && (a.ability == kPush || a.ability == kPushFirst || a.ability == kPushBoth);
}

}  // namespace

Refusal RookPush::forbids(const Position& p, const Action& a) const {
  if (p_.full_paralysis)  // rook-push.push-paralysis-scope = full-paralysis-next-move: a pushed unit is held
    for (Square s : variant().actors(p, a))
      if (!p.empty(s) && p.attribute(rules().push_attr(), s)) return clause::kRookPushPushParalysis;
  if (!is_push(a) || p.empty(a.from)) return {};
  // The unit ahead of each pushing landing (the last for push, the first for pushfirst, both for pushboth).
  auto landings = decode_landings(a).squares;
  const size_t steps = landings.size() - 1;
  for (size_t i = 1; i <= steps; ++i) {
    bool pushes = a.ability == kPushBoth || (a.ability == kPush && i == steps) || (a.ability == kPushFirst && i == 1);
    if (!pushes) continue;
    int d = rules().line_direction(landings[i - 1], landings[i]);
    if (!rules().pushes(p.at(a.from).kind(), d)) return clause::kRookPushPush;
    if (d < 0 || rules().geometry().ray(landings[i], d).length == 0) continue;
    Piece ahead = p.at(rules().geometry().ray(landings[i], d).squares[0]);
    if (ahead.kind() == kRook && ahead.side() != p.side_to_move()) return clause::kRookPushRooksImmune;
  }
  return {};
}

std::vector<std::string_view> RookPush::clauses() const {
  return {clause::kRookPushPush, clause::kRookPushRooksImmune, clause::kRookPushPushParalysis};
}

}  // namespace arbiter::shared12
