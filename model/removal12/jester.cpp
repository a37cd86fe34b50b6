#include "model/removal12/jester.h"

#include <algorithm>
#include <cstdlib>

#include "model/removal12/clauses.h"
#include "model/removal12/knights.h"
#include "model/removal12/rooks.h"

namespace arbiter::removal12 {

Jester::Params Jester::Params::read(const ChosenOptions& c) {
  Params j;
  j.chain = c.is("explosion.chain", "chain");
  j.joker_any_capture = c.is("joker.explosion-trigger", "any-capture");
  j.joker_adjacent_any = c.is("joker.capture-nearby", "capture-adjacent-any-colour");
  // The knights' two points (Knights::Params::exactly_two, borrowers_exact).
  j.no_single_from_double = c.is("nightrider.single-knight-move", "exactly-two") &&
                            c.is("nightrider.borrowed-single-move", "as-lender");
  j.permanent = c.is("jester.borrow-timing", "permanent");
  j.joker_spares_kings = c.is("joker.explosion-kings", "unaffected");
  j.joker_arms_blocked = c.is("joker.explosion-shape", "arms-blocked");
  j.joker_moves_as_captures = c.is("joker.movement", "as-captures");
  j.jester_blast = c.radius("jester.explosion", "size");                  // "explodes 3x3 square"
  j.captured_joker_blast = c.radius("joker.captured-explosion", "size");  // "like jester(3x3 only)"
  j.suicide_joker_blast = c.radius("suicide.joker-explosion", "size");    // "jokers explode 3x3"
  j.joker_arm = c.value("joker.explosion", "arm");                        // "2 squares up/down/right/left"
  j.joker_diagonal = c.value("joker.explosion", "diagonal");              // "1 square diagonals"
  j.joker_nearby = c.radius("joker.capture", "size");                     // "any nearby(before move) 3x3piece
  j.lender_forward = c.is("jester.borrowed-pawn-direction", "lender-forward");
  j.kings = c.select<Kings>("jester.explosion-kings", {  // the check reads it too (CheckParams)
      {"in-blast-self-illegal", Kings::kSelfIllegal},
      {"in-blast-capturer-loses", Kings::kCapturerLoses},
      {"enemy-only", Kings::kEnemyOnly},
      {"adjacent-to-blast", Kings::kAdjacent}});
  return j;
}

void Jester::explode(Position& p, Square sq, Square mover, bool shielded, bool joker, int radius, Trace* trace,
                     Piece actor, Square by) const {
  fire(trace, joker ? clause::kJokerExplosion : clause::kJesterExplosion);
  std::vector<Square> victims;
  std::vector<Square> area;  // the blast's squares
  const Side acting = p.side_to_move();
  auto consider = [&](Square s) {
    area.push_back(s);
    if (p.empty(s)) return;
    if (joker && params_.joker_spares_kings && p.at(s).kind() == kKing) return;  // joker.explosion-kings = unaffected
    if (params_.kings == Params::Kings::kEnemyOnly && p.at(s).kind() == kKing && p.at(s).side() == acting) return;
    if (shielded && rooks_.tower_protected(p, s)) {
      if (s != mover) return fire(trace, clause::kTowerProtectAbilities);  // spared
      fire(trace, clause::kRookProtectStaticOnly);                          // it moved in: not protected yet
    } else if (rooks_.shields(p, s, Rooks::kBlastRemoval)) {  // rook.protect-vs-abilities = all-removals
      if (s != mover) return fire(trace, clause::kRookProtectLine);
      fire(trace, clause::kRookProtectStaticOnly);
    }
    victims.push_back(s);
  };
  consider(sq);
  for_each_around(board().geometry(), sq, radius, consider);
  if (joker)  // the cross's arms past the box, each square joker_arm or nearer in an orthogonal direction
    for (auto [df, dr] : {std::pair{0, 1}, {1, 0}, {0, -1}, {-1, 0}})
      for (int k = radius + 1; k <= params_.joker_arm; ++k) {
        const auto s = board().geometry().step(sq, k * df, k * dr);
        if (!s) break;
        // joker.explosion-shape = arms-blocked: an arm's square only past empty nearer ones (a removed
        // square does not stop it: explosions pass over removed squares).
        bool open = true;
        for (int n = 1; n < k && params_.joker_arms_blocked; ++n)
          if (const auto near = board().geometry().step(sq, n * df, n * dr); near && !p.empty(*near)) open = false;
        if (!open) break;
        consider(*s);
      }
  if (params_.kings == Params::Kings::kAdjacent && !(joker && params_.joker_spares_kings))  // adjacent-to-blast
    p.occupied().for_each([&](Square k) {
      if (p.at(k).kind() != kKing || std::find(area.begin(), area.end(), k) != area.end()) return;
      for (Square s : area)
        if (std::abs(file_of(s) - file_of(k)) <= 1 && std::abs(rank_of(s) - rank_of(k)) <= 1) {
          consider(k);  // (its square is no blast square: it kills nothing else)
          area.pop_back();
          return;
        }
    });
  std::vector<std::pair<Square, Piece>> dead;
  for (Square s : victims) {
    if (p.at(s).kind() == kKing) fire(trace, clause::kJesterExplosionCheckmate);
    dead.emplace_back(s, p.remove(s));  // not a capture: no listener is told (but see tell_kills)
  }
  board().tell_kills(p, actor, by, dead, trace);  // capture.what-counts = every-removal-counts
  for (auto [s, unit] : dead)
    if (!(joker && s == sq)) killed(p, s, unit, trace, actor, by);  // a joker's own blast does not set it off again
}

void Jester::killed(Position& p, Square sq, Piece unit, Trace* trace, Piece actor, Square by) const {
  if (!params_.chain || (unit.kind() != kJester && unit.kind() != kJoker)) return;
  const bool jester = unit.kind() == kJester;  // explosion.chain = chain: a joker's is its captured blast
  explode(p, sq, kNoSquare, jester, false, jester ? params_.jester_blast : params_.captured_joker_blast, trace, actor, by);
}

void Jester::captured(Position& p, const Capture& c, Trace* trace) const {
  if (c.kill) return;  // a kill sets a jester off only through killed (explosion.chain)
  const Square mover = c.moved ? c.by : kNoSquare;
  if (params_.joker_any_capture) {  // joker.explosion-trigger = any-capture: every joker, where it stands
    std::vector<Square> jokers;
    p.occupied().for_each([&](Square s) {
      if (p.at(s).kind() == kJoker) jokers.push_back(s);
    });
    for (Square j : jokers)
      if (!p.empty(j) && p.at(j).kind() == kJoker) explode(p, j, mover, false, true, params_.joker_diagonal, trace, c.capturer, c.by);
    if (c.capturer.kind() == kJoker && c.moved) {
      if (c.victim.kind() == kJoker) fire(trace, clause::kJokerCapturedExplosion);
      return;
    }
  } else if (c.capturer.kind() == kJoker && c.moved) {  // joker.explosion: its own next capture (own-capture)
    explode(p, c.where, mover, false, true, params_.joker_diagonal, trace, c.capturer, c.by);
    if (c.victim.kind() == kJoker) fire(trace, clause::kJokerCapturedExplosion);
    return;
  }
  if (c.victim.kind() == kJester) explode(p, c.where, mover, true, false, params_.jester_blast, trace, c.capturer, c.by);
  if (c.victim.kind() == kJoker) {  // joker.captured-explosion: 3x3, a promoted piece's
    fire(trace, clause::kJokerCapturedExplosion);
    explode(p, c.where, mover, false, false, params_.captured_joker_blast, trace, c.capturer, c.by);
  }
}

// jester.capture-bishop-only: a capture by a jester is a bishop's, along a diagonal, or one with the knight
// moves a touching friendly knight lends it (unless knight.aura-capture says they capture nothing). A joker captures also
// a knight move away and as its neighbours capture (joker.capture).
Refusal Jester::forbids(const Position& p, const Action& a) const {
  if (a.type != ActionType::kMove || p.empty(a.from)) return {};
  const Kind k = p.at(a.from).kind();
  if (k != kJester && k != kJoker) return {};
  if (p.empty(a.to) || p.at(a.to).side() == p.at(a.from).side()) return {};
  int d = board().line_direction(a.from, a.to);
  if (a.path_size() == 0 && d >= 0 && is_diagonal(d)) return {};
  if (k == kJoker) {
    bool reached = false;
    if (a.path_size() == 0) joker_captures(p, a.from, [&](Square t) { reached = reached || t == a.to; });
    if (reached) return {};
  }
  const bool knight_move = a.path_size() == 1 || board().knight_geometry(a.from, a.to);
  if (knight_move && knights_.lent_capture_leaps(p, a.from) >= 1 + a.path_size()) return {};
  return k == kJoker ? clause::kJokerCapture : clause::kJesterCaptureBishopOnly;
}

// jester.explosion-kings = in-blast-self-illegal: a capture whose blast kills its side's only king is refused
// like a move into check (a side with several kings loses just the king: promotion.multiple-kings).
Refusal Jester::forbids_result(const Position& before, const Action&, const Position& after) const {
  if (params_.kings == Params::Kings::kCapturerLoses || params_.kings == Params::Kings::kEnemyOnly) return {};
  const Side us = before.side_to_move();
  if (board().lost_last_king(before, after, us)) return clause::kJesterExplosionCheckmate;
  return {};
}

std::vector<std::string_view> Jester::clauses() const {
  return {clause::kJesterExplosion, clause::kJesterExplosionCheckmate, clause::kJesterCaptureBishopOnly,
          clause::kJokerExplosion, clause::kJokerCapture, clause::kJokerCapturedExplosion, clause::kRookProtectStaticOnly,
          clause::kTowerProtectAbilities};
}

}  // namespace arbiter::removal12
