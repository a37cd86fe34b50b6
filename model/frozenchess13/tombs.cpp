// Tombs (tombs.h).
#include "model/frozenchess13/tombs.h"

#include <string>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/paralysis.h"

namespace arbiter::frozenchess13 {

std::vector<UnitId> Tombs::dead_ids(const Position& p, Square s) const {
  std::vector<UnitId> ids;
  for (const Unit* u : dead(p, s)) ids.push_back(u->id);
  return ids;
}

void Tombs::declare(Declaration& d) {
  queue_ = d.queue("tomb");
  state_ = d.attribute({"tomb-state", Scope::kSquare, 0, kRespawned});
  rot_ = d.attribute({"tomb-rot", Scope::kSquare, 0, p_.rot_moves});
  d.clock(rot_, ClockTick::kEveryTurn);
  wall_ = d.attribute({"wall", Scope::kSquare, 0, 32767, true});  // walls.cpp's: an explosion clears walls
}

Refusal Tombs::forbids(const Position& p, const Action& a) const {
  if (a.type != ActionType::kMove || p.empty(a.from) || p.at(a.from).kind() != kFrog) return {};
  return explosive(p, a.to) ? clause::kFrogNoTombWall : Refusal{};
}

Refusal Tombs::may_enter(const Position& p, const Step& step) const {
  if (p.empty(step.from) || p.at(step.from).kind() != kFrog) return {};
  return explosive(p, step.to) ? clause::kFrogNoTombWall : Refusal{};
}

bool Tombs::spared(const Position& p, Square s) const {
  return p.at(s).kind() != kKing && board().spared_by_explosion(p, s, p_.all_kill);
}

SquareSet Tombs::tombs_around(const Position& p, Square s) const {
  SquareSet out;
  for_each_in_box(p.geometry(), s, p_.radius, [&](Square t) {
    if (explosive(p, t) && p.empty(t)) out.insert(t);
  });
  return out;
}

Refusal Tombs::forbids_result(const Position& before, const Action&, const Position& after) const {
  if (p_.own_king_dies) return {};
  const Side us = before.side_to_move();
  return before.royal(us) != kNoSquare && after.royal(us) == kNoSquare ? clause::kTombExplosion : Refusal{};
}

void Tombs::removed(Position& p, Unit& victim, const Removal& how, Trace*) const {
  const Square where = how.where;
  p.add(victim, Place::queued(queue_, where));
  const State st = state(p, where);
  if (st == kNone || st == kTomb) set_state(p, where, kWaiting);  // "as soon as the capturer leaves the square empty"
}

void Tombs::arrived(Position& p, const Step& step, Trace* trace) const {
  if (!explosive(p, step.to) || p.empty(step.to)) return;
  if (step.how == Carried::kTeleported && p_.portal_safe) {  // mirror-portal.tomb-landing = safe-landing
    set_state(p, step.to, kWaiting);
    return;
  }
  // "if a piece steps on a tomb square it explodes (adding the unit to the tomb FIFO queue)"
  fire(trace, clause::kTombExplosion);
  if (step.how == Carried::kTeleported) fire(trace, clause::kMirrorPortalTargetEmpty);
  variant().remove_unit(p, step.to, trace);
  explode(p, step.to, p_.radius, trace);
}

void Tombs::moved(Position& p, const Moved& m, Trace* trace) const {
  if (p.marked(state_).empty()) return;
  if (p.empty(m.to) || p.id_at(m.to) != m.unit) return;  // it died on its way
  bool over = false;
  board().movement().passed(m.from, m.route, m.kind, [&](Square s) { over |= explosive(p, s); });
  if (!over || (flight_ && flight_->spares(p, m, trace))) return;
  // "Pieces which moved over ... a Tomb square, become paralyzed for the next move"
  if (paralysis_.paralyse(p, m.to, 1, false, trace)) fire(trace, clause::kTombPathParalysis);
}

void Tombs::blast(Position& p, Square centre, const Blast& b, Trace* trace) const {
  const Geometry& g = p.geometry();
  const auto box = [&](Square c, auto&& f) {
    for (int df = -b.radius; df <= b.radius; ++df)
      for (int dr = -b.radius; dr <= b.radius; ++dr)
        if (auto s = g.step(c, df, dr)) f(*s);
  };
  // Who dies is decided on the area before anything is cleared (a guard killed first still guards).
  std::vector<Square> killed, jesters;
  box(centre, [&](Square s) {
    if (p.empty(s) || s == b.spare || (b.spares_side && p.at(s).side() == b.side)) return;
    if (b.bypass || !spared(p, s)) {  // "kings checkmated if in range"
      killed.push_back(s);
      if (p.at(s).kind() == kJester && s != centre) jesters.push_back(s);
    }
  });
  std::vector<Square> opened;
  box(centre, [&](Square s) {
    if (p.attribute(wall_, s) != 0) p.set_attribute(wall_, s, 0);  // "walls disappear"
    if ((s == centre && b.open_centre) || state(p, s) == kNone) return;
    if (b.activate_tombs) {
      opened.push_back(s);  // "tomb queues are activated" (jester.explosion-tombs = activated)
    } else if (!p_.spare_tombs || b.clear_tombs) {
      clear(p, s, trace);
    } else {
      fire(trace, clause::kChangelogCorruptedSquaresRemoved);  // "all permadeath removed"
    }
  });
  for (Square s : killed) {
    const State was = state(p, s);
    variant().remove_unit(p, s, trace);
    if (s == centre && b.open_centre) continue;
    if (p_.join_exploding && b.open_centre) {  // respawn.queue-order-example = join-exploding-queue: the victim, the last in
      p.add(p.take(dead_ids(p, s).back()), Place::queued(queue_, centre));
      set_state(p, s, was);  // what s held before (a spared tomb, or nothing)
    } else {
      set_state(p, s, kTomb);  // "tombs created for killed units": the square is empty and its wall gone
      fire(trace, clause::kTombCreation);
    }
  }
  for (Square s : opened) {
    if (state(p, s) == kNone || !p.empty(s)) continue;
    set_state(p, s, kOpen);
    p.set_attribute(rot_, s, 0);
  }
  if (b.open_centre && (centre != b.spare || p.empty(centre))) {
    if (state(p, centre) != kNone) set_state(p, centre, kOpen);  // "oldest FIFO unit is eligible for respawn move"
    p.set_attribute(rot_, centre, 0);
  }
  // jester.explosion-chain = chain-reaction: "as if it was captured" (jester.detonate), a jester an explosion
  // destroys explodes too, after this explosion.
  const Blast* chain = b.chain ? &b : (p_.jester_chain.radius > 0 ? &p_.jester_chain : nullptr);
  if (!chain) return;
  for (Square s : jesters) {
    Blast next = *chain;
    next.spare = kNoSquare;
    fire(trace, clause::kJesterExplosion);
    blast(p, s, next, trace);
  }
}

void Tombs::clear(Position& p, Square s, Trace* trace) const {
  for (UnitId id : dead_ids(p, s)) {
    p.take(id);
    p.retire(id);
  }
  set_state(p, s, kNone);
  p.set_attribute(rot_, s, 0);
  fire(trace, clause::kTombCleared);
}

void Tombs::turn_end(Position& p, Trace* trace) const {
  const SquareSet tombs = p.marked(state_);
  if (tombs.empty()) return;
  if (p_.no_wall_on_tomb)  // tomb.wall-on-tomb = tomb-takes-no-wall: the turn's walls are up (walls.cpp is before)
    tombs.for_each([&](Square s) {
      if (state(p, s) == kTomb && p.attribute(wall_, s) != 0) p.set_attribute(wall_, s, 0);
    });
  tombs.for_each([&](Square s) {
    const State st = state(p, s);
    if ((st != kWaiting && st != kRespawned) || !p.empty(s)) return;
    if (p.attribute(wall_, s) != 0) {
      if (!p_.replaces_wall) return;  // tomb.wall-delay = tomb-after-wall-dissolves
      p.set_attribute(wall_, s, 0);
    }
    set_state(p, s, kTomb);
    if (st == kRespawned) {  // "returns to its Tomb status ... as soon as the respawned piece left"
      fire(trace, clause::kTombFifo);
      fire(trace, clause::kTombReactivation);
    } else {
      fire(trace, clause::kTombCreation);
    }
  });
}

// Tomb Rot, on the position the next player moves in: a tomb in reach does not count (its counter is 0, the
// clock stopped); one out of reach starts counting down from 40 (tomb.rot's value; the clock ticks at the end of each ply). The
// state is written only when it changes, so that the position's threats, which legality reads next, are
// the ones computed here.
void Tombs::turn_start(Position& p, Trace*) const {
  const SquareSet tombs = p.marked(state_);
  if (tombs.empty()) return;
  // Every guard is read before any counter is written (the threats are this position's).
  SquareSet guarded;
  tombs.for_each([&](Square s) {
    if (state(p, s) == kTomb && board().in_reach(p, s)) guarded.insert(s);
  });
  tombs.for_each([&](Square s) {
    const int left = p.attribute(rot_, s);
    if (state(p, s) != kTomb || guarded.contains(s)) {  // "counter resets if guarded"
      if (left != 0) p.set_attribute(rot_, s, 0);
    } else if (left == 0) {
      p.set_attribute(rot_, s, p_.rot_moves);
    }
  });
}

void Tombs::clock_expired(Position& p, const ClockHit& hit, Trace* trace) const {
  if (hit.square == kNoSquare || state(p, hit.square) != kTomb || !p.empty(hit.square)) return;
  fire(trace, clause::kTombRot);
  explode(p, hit.square, p_.rot_radius, trace);
}

std::string Tombs::consistency(const Position& p) const {
  const Geometry& g = p.geometry();
  SquareSet with_dead;
  for (const Unit& u : p.layered())
    if (u.place.layer == Layer::kQueued && u.place.queue == queue_) with_dead.insert(u.place.square);
  std::string error;
  p.marked(state_).for_each([&](Square s) {
    if (error.empty() && !with_dead.contains(s))
      error = "tomb-state:" + g.square_name(s) + " is set but no dead unit is in tomb:" + g.square_name(s);
    if (error.empty() && explosive(p, s) && !p.empty(s))
      error = "a unit stands on the explosive tomb " + g.square_name(s) + " (tomb-state 2 is a tomb waiting under a unit)";
  });
  with_dead.for_each([&](Square s) {
    if (error.empty() && state(p, s) == kNone)
      error = "tomb:" + g.square_name(s) + " holds dead units but tomb-state:" + g.square_name(s) +
              " is 0 (1 tomb, 2 waiting for the square to be left, 3 open for a respawn, 4 a respawned unit on it)";
  });
  return error;
}

std::vector<std::string_view> Tombs::clauses() const {
  return {clause::kTombCreation, clause::kTombPathParalysis, clause::kTombFifo, clause::kTombCleared,
          clause::kTombExplosion, clause::kTombRot, clause::kTombReactivation, clause::kChangelogCorruptedSquaresRemoved,
          clause::kFrogNoTombWall, clause::kJesterExplosion};
}

}  // namespace arbiter::frozenchess13
