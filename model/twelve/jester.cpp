// The jester: "immobilizes all nearby 3x3 enemies(by presence) and all units it leaps over with knight
// moves(for 2 moves), immobilized pieces cannot move/use ability. Cannot capture units. Explodes 3x3 when
// captured(explosion bypasses "cannot be captured"/instant checkmate). Jesters/kings are immune to jesters
// immobilization, but not explosion." (deathsquare12's text has no "instant checkmate": Options::blast_mates.)
// Its moves (knight moves plus borrowed ones) are generated with the others in double_move.cpp.
#include "model/twelve/clauses.h"
#include "model/twelve/twelve.h"

namespace arbiter::twelve {

bool Rules::presence_immobilized(const Position& p, Square sq) const {
  Piece u = p.at(sq);
  if (u.kind() == kJester || u.kind() == kKing) return false;  // jester.immobilization-immunity
  for (uint8_t s : g_->targets(king_, sq).span()) {
    Piece q = p.at(s);
    if (q.kind() == kJester && q.side() != u.side()) return true;
  }
  return false;
}

void Rules::refresh_presence(Position& p) const {
  if (!opt_.presence_lasts) return;
  p.occupied().for_each([&](Square s) {
    if (presence_immobilized(p, s)) p.set_attribute(immobilized_, s, 2);
  });
}

void Rules::immobilize_leapt(Position& p, Square from, Square to, Trace* trace) const {
  Side side = p.at(to).side();
  for (Square s : leap_path(from, to)) {
    Piece u = p.at(s);
    if (u.empty()) continue;
    if (u.kind() == kJester || u.kind() == kKing) {
      fire(trace, clause::kJesterImmobilizationImmunity);
      continue;
    }
    if (u.side() == side && !opt_.leap_immobilize_friendly) continue;  // jester.leap-immobilize-friendly
    p.set_attribute(immobilized_, s, 2);
    fire(trace, clause::kJesterImmobilizeLeap);
  }
}

void Rules::explode(Position& p, Square sq, Side capturer, Square capturer_square, Trace* trace) const {
  fire(trace, clause::kJesterExplosion);
  std::vector<Square> victims;
  auto consider = [&](Square s) {
    Piece u = p.at(s);
    if (u.empty()) return;
    if (u.kind() == kKing && !opt_.blast_kings) return;                                  // jester.explosion-kings
    if (opt_.blast == Options::Blast::kAllButCapturer && s == capturer_square) return;  // jester.explosion-scope
    if (opt_.blast == Options::Blast::kCapturingSide && u.side() != capturer) return;
    victims.push_back(s);
  };
  consider(sq);
  for (uint8_t s : g_->targets(king_, sq).span()) consider(s);
  for (Square s : victims)
    if (guarded(p, s)) fire(trace, clause::kJesterExplosionBypassesGuard);
  for (Square s : victims) {
    if (opt_.blast_clears && s != sq && (p.at(s).kind() == kJester || p.at(s).kind() == kKing))
      fire(trace, clause::kJesterExplosionHitsJestersKings);
    // jester.explosion-instant-checkmate: a king in the blast is checkmated at once (game_end.cpp decides).
    if (opt_.blast_mates && p.at(s).kind() == kKing) fire(trace, clause::kJesterExplosionInstantCheckmate);
    p.remove(s);
    if (opt_.blast_death_squares) make_death_square(p, s, trace);  // jester.explosion-death-squares
  }
  if (opt_.blast_clears) {  // jester.explosion-clears (explosion-last): no unit, wall or death square is left
    auto clear = [&](Square s) {
      p.set_attribute(death_, s, 0);
      if (wall_ >= 0) p.set_attribute(wall_, s, 0);
    };
    clear(sq);
    for (uint8_t s : g_->targets(king_, sq).span()) clear(s);
    fire(trace, clause::kJesterExplosionClears);
  }
}

// jester.instant-checkmate-precedence: the capturer's own king is judged first (own-king-first: never
// excused); mate-first: a blast that kills the enemy king ends the game before the capturer's king, left
// attacked, could be taken, but the capturer's king must survive the blast; mate-first-even-own-king: the
// capturer's king may die in the same blast too.
bool Rules::mate_comes_first(const Position& before, const Action& a, const Position& after) const {
  using Precedence = Options::MatePrecedence;
  if (!opt_.blast_mates || opt_.mate_precedence == Precedence::kOwnKingFirst) return false;
  Side us = before.side_to_move();
  if (before.royal(~us) == kNoSquare || after.royal(~us) != kNoSquare) return false;  // the enemy king died
  if (after.royal(us) == kNoSquare && opt_.mate_precedence != Precedence::kMateFirstEvenOwnKing) return false;
  // ...in a blast, not pushed off the board: replayed with a trace (only actions that kill a king come here).
  Position q = before;
  Trace trace;
  play(q, a, &trace);
  return trace.fired(clause::kJesterExplosionInstantCheckmate);
}

void Rules::fire_presence(const Position& p, Square sq, Trace* trace) const {
  Piece u = p.at(sq);
  if (u.kind() != kJester) {
    if (presence_immobilized(p, sq)) fire(trace, clause::kJesterImmobilizePresence);
    return;
  }
  for (uint8_t s : g_->targets(king_, sq).span())
    if (!p.empty(s) && p.at(s).side() != u.side() && presence_immobilized(p, s)) {
      fire(trace, clause::kJesterImmobilizePresence);
      return;
    }
}

}  // namespace arbiter::twelve
