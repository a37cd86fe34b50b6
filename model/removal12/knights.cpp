#include "model/removal12/knights.h"

#include <array>

#include "model/core/scratch.h"
#include "model/removal12/clauses.h"
#include "model/removal12/rooks.h"

namespace arbiter::removal12 {

Knights::Params Knights::Params::read(const ChosenOptions& c) {
  Params k;
  k.both_colours = c.is("knight.immobilize-scope", "both-colours");
  k.aura_receivers = c.kinds("knight.aura-movement", "receivers", removal12_army());  // "non-pawns"
  k.same_direction = c.is("nightrider.path", "same-direction");
  k.exchange_immobilized = c.is("king.exchange-immobilized", "allowed");
  k.suicide_immobilized = c.is("suicide.immobilized", "can");
  k.instant_all_pieces = c.is("dragonrider.instant-capture-scope", "all-pieces");
  k.aura_capture = c.select<AuraCapture>("knight.aura-capture", {
      {"moves-and-captures", AuraCapture::kAll},
      {"moves-and-captures-except-jester", AuraCapture::kExceptJester},
      {"moves-only", AuraCapture::kNone}});
  k.nightrider_exempts_knights = c.is("nightrider.immobilize-meaning", "exemptions");
  k.instant_on_promotion = c.is("dragonrider.instant-capture-timing", "on-promotion");
  k.instant_every_turn = c.is("dragonrider.instant-capture-timing", "every-turn");
  // The jester reads these two too (Jester::Params::no_single_from_double).
  k.exactly_two = c.is("nightrider.single-knight-move", "exactly-two");
  k.borrowers_exact = c.is("nightrider.borrowed-single-move", "as-lender");
  return k;
}

// knight.immobilize, knight.immobilize-exemptions, nightrider.immobilize (at one knight move, like a knight):
// a piece of rank r is held by an enemy (knight.immobilize-scope = both-colours: any) knight-family piece of a
// higher rank; a tower's protection keeps an
// unpromoted knight off (tower.protect-abilities). The holder must itself be free: ranks only rise along the
// chain, so the recursion ends.
bool Knights::immobilized(const Position& p, Square sq) const {
  thread_local LastPosition<std::array<uint8_t, kSquareSlots>> memo;  // 0 not asked, 1 free, 2 immobilized
  auto& known = memo.get(memo_id_, p, [] { return std::array<uint8_t, kSquareSlots>{}; });
  if (!known[sq]) known[sq] = immobilized_now(p, sq) ? 2 : 1;
  return known[sq] == 2;
}

bool Knights::immobilized_now(const Position& p, Square sq) const {
  const Piece u = p.at(sq);
  if (u.empty() || u.kind() == kKing) return false;
  const int rank = knight_rank(u.kind());
  int tower = -1;  // tower protection of sq, asked once
  for (uint8_t s : board().geometry().targets(board().knight_leaper(), sq).span()) {
    if (p.empty(s)) continue;
    const Piece q = p.at(s);
    const int r = knight_rank(q.kind());
    if ((q.side() == u.side() && !params_.both_colours) || r <= rank) continue;
    if (r == 2 && rank == 1 && params_.nightrider_exempts_knights) continue;  // nightrider.immobilize-meaning
    if (r == 1) {
      if (tower < 0) tower = rooks_ && rooks_->tower_protected(p, sq);
      if (tower) continue;
    }
    if (!immobilized(p, s)) return true;
  }
  return false;
}

int Knights::lent_leaps(const Position& p, Square sq) const {
  const Piece u = p.at(sq);
  if (u.empty() || !params_.aura_receivers.contains(u.kind())) return 0;
  int leaps = 0;
  for (uint8_t s : board().geometry().targets(board().king_leaper(), sq).span()) {
    if (p.empty(s) || p.at(s).side() != u.side()) continue;
    const int r = knight_rank(p.at(s).kind());
    if (r == 0 || immobilized(p, s)) continue;  // an immobilized knight lends nothing (immobilized.no-influence)
    leaps = std::max(leaps, r == 1 ? 1 : 2);
  }
  return leaps;
}

bool Knights::exact_two(const Position& p, Square from, int own) const {
  if (!params_.exactly_two || own == 1) return false;
  if (own == 2) return true;
  if (!params_.borrowers_exact) return false;
  // lent only by nightriders and dragonriders: a touching plain knight lends its single move
  const Piece u = p.at(from);
  bool double_lender = false;
  for (uint8_t s : board().geometry().targets(board().king_leaper(), from).span()) {
    if (p.empty(s) || p.at(s).side() != u.side() || immobilized(p, s)) continue;
    const int r = knight_rank(p.at(s).kind());
    if (r == 1) return false;
    double_lender = double_lender || r >= 2;
  }
  return double_lender;
}

void Knights::landed(Position& p, Kind mover, Square at, Trace* trace) const {
  if (params_.instant_every_turn || p.empty(at) || p.at(at).kind() != kDragonrider) return;  // every-turn: turn_end
  if (mover != (params_.instant_on_promotion ? kNightrider : kDragonrider)) return;  // dragonrider.instant-capture-timing
  instant_capture(p, at, trace);
}

// dragonrider.instant-capture-timing = every-turn: after every action of its side, each of its dragonriders
// captures around it, whether it moved or not.
void Knights::turn_end(Position& p, Trace* trace) const {
  if (!params_.instant_every_turn) return;
  std::vector<Square> riders;
  p.occupied(p.side_to_move()).for_each([&](Square s) {
    if (p.at(s).kind() == kDragonrider) riders.push_back(s);
  });
  for (Square r : riders)
    if (!p.empty(r) && p.at(r).kind() == kDragonrider && p.at(r).side() == p.side_to_move()) instant_capture(p, r, trace);
}

void Knights::instant_capture(Position& p, Square at, Trace* trace) const {
  const Side us = p.at(at).side();
  // rook.protect-vs-abilities = captures-and-shots, all-removals: a guarded piece is not captured (its guard
  // judged on the position the dragonrider landed in, before any of them leaves).
  SquareSet shielded;
  if (rooks_)
    for (uint8_t s : board().geometry().targets(board().knight_leaper(), at).span())
      if (!p.empty(s) && rooks_->shields(p, s, Rooks::kInstantRemoval)) shielded.insert(s);
  for (uint8_t s : board().geometry().targets(board().knight_leaper(), at).span()) {
    if (p.empty(s) || p.at(s).empty() || p.at(s).kind() == kDragonrider) continue;
    if (p.at(s).side() == us && !params_.instant_all_pieces) continue;  // dragonrider.instant-capture-scope
    if (shielded.contains(s)) {
      fire(trace, clause::kRookProtectLine);
      continue;
    }
    if (p.empty(at)) return;  // the dragonrider died in a blast its own instant capture set off
    fire(trace, clause::kDragonriderInstantCapture);
    if (p.at(s).kind() == kKing) fire(trace, clause::kDragonriderKingCheckmate);
    board().capture_from(p, at, s, trace);
  }
}

void Knights::fire_exemption(const Position& p, Square from, Trace* trace) const {
  if (!trace || p.empty(from)) return;
  const Piece u = p.at(from);
  for (uint8_t s : board().geometry().targets(board().knight_leaper(), from).span()) {
    if (p.empty(s) || p.at(s).side() == u.side()) continue;
    const int r = knight_rank(p.at(s).kind());
    const int own = knight_rank(u.kind());
    if (r && (u.kind() == kKing || own >= r || (r == 2 && own == 1 && params_.nightrider_exempts_knights)))
      return fire(trace, clause::kKnightImmobilizeExemptions);
  }
}

void Knights::fire_nightrider_hold(const Position& p, Square at, Trace* trace) const {
  if (!trace || p.empty(at) || p.at(at).kind() != kNightrider || immobilized(p, at)) return;
  for (uint8_t s : board().geometry().targets(board().knight_leaper(), at).span())
    if (!p.empty(s) && p.at(s).side() != p.at(at).side() && immobilized(p, s)) return fire(trace, clause::kNightriderImmobilize);
}

// An immobilized piece does not act (its move, shot, removal; its suicide unless suicide.immobilized = can)
// and is not exchanged with its king (unless king.exchange-immobilized = allowed).
Refusal Knights::forbids(const Position& p, const Action& a) const {
  if (p.empty(a.from)) return {};
  if (immobilized(p, a.from) && !(params_.suicide_immobilized && is_ability(a, kSuicide)))
    return clause::kKnightImmobilize;
  if (is_ability(a, kExchange) && !params_.exchange_immobilized && !p.empty(a.to) && immobilized(p, a.to))
    return clause::kKnightImmobilize;
  // dragonrider.no-capture-dragonrider: "dragonrider cannot imm./cap. dragonrider".
  if (a.type == ActionType::kMove && p.at(a.from).kind() == kDragonrider && !p.empty(a.to) &&
      p.at(a.to).kind() == kDragonrider && p.at(a.to).side() != p.at(a.from).side())
    return clause::kDragonriderNoCaptureDragonrider;
  // Two knight moves whose first captured or met a unit: a capture ends the move (nightrider.movement,
  // nightdragon.capture-ends-movement).
  if (a.type == ActionType::kMove && a.path_size() == 1) {
    const Square mid = a.path_at(0);
    const Board& b = board();
    if (b.knight_geometry(a.from, mid) && b.knight_geometry(mid, a.to) && !second_leap(a.from, mid, a.to))
      return clause::kNightriderMovement;  // nightrider.path = same-direction: the second leap turned
    if (b.knight_geometry(a.from, mid) && b.knight_geometry(mid, a.to) && !p.empty(mid))
      return p.at(a.from).kind() == kNightdragon ? clause::kNightdragonCaptureEndsMovement : clause::kNightriderMovement;
  }
  return {};
}

// dragonrider.instant-capture-scope = all-pieces: a dragonrider's landing a knight move from its side's only
// king checkmates that king; the action is refused like a move into check.
Refusal Knights::forbids_result(const Position& before, const Action& a, const Position& after) const {
  if (!params_.instant_all_pieces) return {};
  const Side us = before.side_to_move();
  if (params_.instant_every_turn && board().lost_last_king(before, after, us)) {
    Square king = kNoSquare;  // every-turn: a dragonrider of ours a knight move from where the king stood
    before.occupied(us).for_each([&](Square s) {
      if (before.at(s).kind() == kKing) king = s;
    });
    for (uint8_t s : board().geometry().targets(board().knight_leaper(), king).span())
      if (!after.empty(s) && after.at(s).kind() == kDragonrider && after.at(s).side() == us) return clause::kDragonriderKingCheckmate;
  }
  if (a.type != ActionType::kMove || before.empty(a.from) || before.at(a.from).kind() != kDragonrider) return {};
  if (!board().lost_last_king(before, after, us)) return {};
  for (uint8_t s : board().geometry().targets(board().knight_leaper(), a.to).span())
    if (!before.empty(s) && before.at(s).kind() == kKing && before.at(s).side() == us) return clause::kDragonriderKingCheckmate;
  return {};
}

std::vector<std::string_view> Knights::clauses() const {
  return {clause::kKnightImmobilize, clause::kDragonriderInstantCapture, clause::kDragonriderKingCheckmate,
          clause::kNightriderMovement, clause::kNightdragonCaptureEndsMovement, clause::kDragonriderNoCaptureDragonrider,
          clause::kKnightImmobilizeExemptions, clause::kNightriderImmobilize, clause::kImmobilizedNoInfluence};
}

}  // namespace arbiter::removal12
