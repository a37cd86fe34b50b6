#include "model/shared12/mechanics/jester.h"

#include "model/shared12/clauses.h"
#include "model/shared12/mechanics/death_squares.h"
#include "model/shared12/mechanics/protection.h"

namespace arbiter::shared12 {

Jester::Params Jester::Params::read(const ChosenOptions& c) {
  Params j;
  j.leap_immobilize_friendly = c.is("jester.leap-immobilize-friendly", "all-units");
  j.guarded_capturable = c.is("jester.explosion-bypass", "guarded-jester-capturable");
  j.presence_radius = c.radius("jester.immobilize-presence", "size");  // "nearby 3x3 enemies"
  j.blast_radius = c.radius("jester.explosion", "size");              // "Explodes 3x3"
  j.immune = c.kinds("jester.immobilization-immunity", "immune", twelve_army());  // "Jesters/kings"
  return j;
}

uint8_t Jester::borrowed(const Position& p, Square sq) const {
  const Protection& protection = rules().protection();
  Piece j = p.at(sq);
  uint8_t m = 0;
  bool friends = true;
  if (p_.borrow_guards_sense) friends = protection.guards(protection.protectors(p, sq, j.side()));  // jester.borrow-lenders
  protection.for_each_reacher(p, sq, [&](Square, Piece q) {
    if (q.side() != j.side() || (friends && !p_.borrow_enemy_only)) m |= native_movement(q.kind());
  });
  return m;
}

bool Jester::presence_immobilized(const Position& p, Square sq) const {
  Piece u = p.at(sq);
  if (p_.immune.contains(u.kind())) return false;  // jester.immobilization-immunity
  bool held = false;
  for_each_around(rules().geometry(), sq, p_.presence_radius, [&](Square s) {
    const Piece q = p.at(s);
    held = held || (q.kind() == kJester && q.side() != u.side());
  });
  return held;
}

void Jester::refresh_presence(Position& p) const {
  if (!p_.presence_lasts) return;
  p.occupied().for_each([&](Square s) {
    if (presence_immobilized(p, s)) p.set_attribute(rules().immobilized_attr(), s, rules().params().immobilize_moves);
  });
}

void Jester::immobilize_leapt(Position& p, Square from, Square to, Trace* trace) const {
  Side side = p.at(to).side();
  for (Square s : rules().leap_path(from, to)) {
    Piece u = p.at(s);
    if (u.empty()) continue;
    if (p_.immune.contains(u.kind())) {
      fire(trace, clause::kJesterImmobilizationImmunity);
      continue;
    }
    if (u.side() == side && !p_.leap_immobilize_friendly) continue;  // jester.leap-immobilize-friendly
    p.set_attribute(rules().immobilized_attr(), s, rules().params().immobilize_moves);
    fire(trace, clause::kJesterImmobilizeLeap);
  }
}

void Jester::explode(Position& p, Square sq, Side capturer, Square capturer_square, Trace* trace) const {
  const Rules& r = rules();
  fire(trace, clause::kJesterExplosion);
  std::vector<Square> victims;
  auto consider = [&](Square s) {
    Piece u = p.at(s);
    if (u.empty()) return;
    if (u.kind() == kKing && !p_.blast_kings) return;                                         // jester.explosion-kings
    if (p_.blast == Params::Blast::kAllButCapturer && s == capturer_square) return;  // jester.explosion-scope
    if (p_.blast == Params::Blast::kCapturingSide && u.side() != capturer) return;
    victims.push_back(s);
  };
  consider(sq);
  for_each_around(r.geometry(), sq, p_.blast_radius, consider);
  for (Square s : victims)
    if (r.protection().guarded(p, s)) fire(trace, clause::kJesterExplosionBypassesGuard);
  for (Square s : victims) {
    if (p_.blast_clears && s != sq && (p.at(s).kind() == kJester || p.at(s).kind() == kKing))
      fire(trace, clause::kJesterExplosionHitsJestersKings);
    // jester.explosion-instant-checkmate: a king in the blast is checkmated at once (game_end.cpp decides).
    if (p_.blast_mates && p.at(s).kind() == kKing) fire(trace, clause::kJesterExplosionInstantCheckmate);
    p.remove(s);
    if (p_.blast_death_squares) r.death().make(p, s, trace);  // jester.explosion-death-squares
  }
  if (p_.blast_clears) {  // jester.explosion-clears (explosion-last): no unit, wall or death square is left
    auto clear = [&](Square s) {
      p.set_attribute(r.death_attr(), s, 0);
      if (r.wall_attr() >= 0) p.set_attribute(r.wall_attr(), s, 0);
    };
    clear(sq);
    for_each_around(r.geometry(), sq, p_.blast_radius, clear);
    fire(trace, clause::kJesterExplosionClears);
  }
}

// jester.instant-checkmate-precedence: the capturer's own king is judged first (own-king-first: never
// excused); mate-first: a blast that kills the enemy king ends the game before the capturer's king, left
// attacked, could be taken, but the capturer's king must survive the blast; mate-first-even-own-king: the
// capturer's king may die in the same blast too.
bool Jester::mate_comes_first(const Position& before, const Action& a, const Position& after) const {
  using Precedence = Params::MatePrecedence;
  if (!p_.blast_mates || p_.mate_precedence == Precedence::kOwnKingFirst) return false;
  Side us = before.side_to_move();
  if (before.royal(~us) == kNoSquare || after.royal(~us) != kNoSquare) return false;  // the enemy king died
  if (after.royal(us) == kNoSquare && p_.mate_precedence != Precedence::kMateFirstEvenOwnKing) return false;
  // ...in a blast, not pushed off the board: replayed with a trace (only actions that kill a king come here).
  Position q = before;
  Trace trace;
  rules().play(q, a, &trace);
  return trace.fired(clause::kJesterExplosionInstantCheckmate);
}

void Jester::fire_presence(const Position& p, Square sq, Trace* trace) const {
  Piece u = p.at(sq);
  if (u.kind() != kJester) {
    if (presence_immobilized(p, sq)) fire(trace, clause::kJesterImmobilizePresence);
    return;
  }
  bool holds = false;
  for_each_around(rules().geometry(), sq, p_.presence_radius, [&](Square s) {
    holds = holds || (!p.empty(s) && p.at(s).side() != u.side() && presence_immobilized(p, s));
  });
  if (holds) fire(trace, clause::kJesterImmobilizePresence);
}

// Immobilisation: "Units leaped over by jester are immobilized for 2 moves" and units beside an enemy jester
// cannot move (jester.immobilize-leap, jester.immobilize-presence; the effect: jester.immobilized-effect).
// An immobilised unit does not act (the actors of an action: its owner says which).
Refusal Jester::forbids(const Position& p, const Action& a) const {
  for (Square s : variant().actors(p, a)) {
    if (p.empty(s)) continue;
    if (p.attribute(rules().immobilized_attr(), s) > 0 || presence_immobilized(p, s)) return clause::kJesterImmobilizedEffect;
  }
  return {};
}

std::vector<std::string_view> Jester::clauses() const { return {clause::kJesterImmobilizedEffect}; }

}  // namespace arbiter::shared12
