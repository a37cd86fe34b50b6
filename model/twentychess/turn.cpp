// The turn of twentychess: turns of several actions (casts 2-6, 12-14, 17, 19, 20) on the core's pipeline
// (continues_turn: the same player acts again; a partial turn is legal only if it can be completed), what
// every action begins and ends with (the en passant window, the record of the turn's actions), the pools of
// captured pieces, the fast paths' filter, and the outcome judged at turn boundaries under the next cast.
#include <algorithm>

#include "model/chess/clauses.h"
#include "model/twentychess/clauses.h"
#include "model/twentychess/twentychess.h"

namespace arbiter::twentychess {
namespace {

// The turn: whether it goes on after an action (the cast's phases), and what its end clears.
class TurnPhases final : public Mechanic {
 public:
  explicit TurnPhases(const TwentyChess& v) : Mechanic("turn"), v_(v) {}

  // `after` counts the actions made (kPhase); the roll and the pick are decisions, not actions (their
  // mechanics continue the turn themselves).
  bool continues_turn(const Position& after, const Action& a) const override {
    if (a.type == ActionType::kChance) return false;
    int cast = after.counter(kCast);
    int made = after.counter(kPhase);
    switch (cast) {
      case 2: case 3: case 12: case 13: case 14: case 17: case 19: return made == 1;
      case 4: case 5: case 6: return made <= after.counter(kDrops);
      case 20: {
        // After a knight, bishop or rook, the turn goes on while another chessman of its type is still in
        // the game and has not moved (cast-20.if-still-in-game).
        if (a.type != ActionType::kMove) return false;
        Piece p = after.at(a.to);
        if (p.kind() != kKnight && p.kind() != kBishop && p.kind() != kRook) return false;
        bool more = false;
        after.occupied(p.side()).for_each([&](Square s) {
          more = more || (s != a.to && after.at(s) == p && !after.attribute(kActedAttribute, s));
        });
        return more;
      }
      default: return false;
    }
  }
  void turn_end(Position& pos, Trace*) const override {
    pos.set_counter(kPhase, 0);
    pos.set_counter(kFirst, 0);
    pos.set_counter(kSecond, 0);
    pos.occupied(pos.side_to_move()).for_each([&](Square s) {
      if (pos.attribute(kActedAttribute, s)) pos.set_attribute(kActedAttribute, s, 0);
    });
  }
  // turn.mate-timing=after-turn, turn.mate-cast=next-cast: while the next cast is still to be rolled the
  // game goes on (only the draws that do not depend on the cast are judged); then as in orthodox chess,
  // under the cast's table (turn.no-legal-action=orthodox-verdict).
  bool decides_outcome() const override { return true; }
  Outcome verdict(const Game& game) const override {
    const Position& pos = game.position();
    if (pos.counter(kCast) == 0) {
      if (game.repetitions() >= 2) return Outcome::draw(chess::qualified_clauses().threefold, "threefold repetition");
      if (pos.halfmove_clock() >= 100) return Outcome::draw(chess::qualified_clauses().fifty_move, "fifty-move rule");
      return Outcome::ongoing();
    }
    // dead-position.pools=pools-count: a piece in a pool can still be dropped (casts 4-6), so no position is
    // dead while one is there; board-only: the board's material alone, as in orthodox chess.
    const bool pooled = pool_size(pos, Side::kWhite) + pool_size(pos, Side::kBlack) > 0;
    return chess::orthodox_outcome(v_.rules(pos), chess::qualified_clauses(), v_, game,
                                   !(v_.readings().pools_keep_alive && pooled));
  }

 private:
  const TwentyChess& v_;
};

}  // namespace

std::unique_ptr<Mechanic> turn_phases(const TwentyChess& v) { return std::make_unique<TurnPhases>(v); }

bool TwentyChess::multi_action_cast(int cast) {
  return (cast >= 2 && cast <= 6) || (cast >= 12 && cast <= 14) || cast == 17 || cast == 19 || cast == 20;
}

void TwentyChess::keep_allowed(const Position& pos, ActionList& list, size_t first) const {
  bool may_continue = multi_action_cast(pos.counter(kCast));
  auto refused = [&](const Action& a) {
    for (const auto& m : mechanics())
      if (!m->forbids(pos, a).empty()) return true;
    if (!may_continue) return false;
    Position next = pos;
    apply(next, a, nullptr);
    return next.side_to_move() == pos.side_to_move() && !completable(next);
  };
  list.erase(std::remove_if(list.begin() + static_cast<std::ptrdiff_t>(first), list.end(), refused), list.end());
}

// The core's search (MechanicVariant::completable): the first candidate check() allows, memoised per
// position; as fast as the search twentychess had of its own (its candidate sources, no memo), measured by
// the playouts benchmark and the multi-action casts' perft.
bool TwentyChess::can_complete(const Position& pos) const { return completable(pos); }

void TwentyChess::begin_action(Position& pos, const Action& a) const {
  // en-passant.window=next-opponent-action: an en passant target lives until the next action of the
  // opponent of the player who made it; this player's own target lives through the rest of his turn.
  Square ep = pos.en_passant();
  Side us = pos.side_to_move();
  bool own_ep = ep != kNoSquare && rank_of(ep) == (us == Side::kWhite ? 2 : geometry_.ranks() - 3);
  if (ep != kNoSquare && !own_ep && a.type != ActionType::kMove) pos.set_en_passant(kNoSquare);
}

void TwentyChess::end_action(Position& pos, const Action& a) const {
  int cast = pos.counter(kCast);
  int phase = pos.counter(kPhase);
  pos.set_counter(kPhase, phase + 1);
  if (a.type != ActionType::kMove) return;
  pos.set_attribute(kActedAttribute, a.to, 1);
  pos.set_counter(kFirst, a.to + 1);
  if (cast == 17 && phase == 0) pos.set_counter(kSecond, a.from + 1);
  if (cast == 20) pos.set_counter(kSecond, pos.at(a.to).kind());
}

void TwentyChess::record_capture(Position& pos, Side capturer, Piece captured, Trace* trace) const {
  if (captured.empty()) return;
  if (is_extra(captured.kind())) {
    // extra-piece.not-captured-pieces / capture-ends: back to its owner's reserve, not into a pool.
    pos.set_counter(captured.side() == Side::kWhite ? kWhiteExtra : kBlackExtra, 1);
    fire(trace, clause::kExtraNotCaptured);
    fire(trace, clause::kExtraCaptureEnds);
    return;
  }
  // captured-pieces.owner=captured-by-him, captured-pieces.promoted=as-captured.
  if (captured.kind() >= kPawn && captured.kind() <= kQueen) {
    // captured-pieces.owner: captured-by-him fills the capturer's pool, own-lost the loser's.
    int c = hand_counter(read_.pools_of_own_losses ? ~capturer : capturer, captured.kind());
    pos.set_counter(c, pos.counter(c) + 1);
  }
}

bool CastMechanic::generate_legal(const Position& pos, ActionList& out) const {
  size_t first = out.size();
  candidates(pos, out);
  v_.keep_allowed(pos, out, first);
  return true;
}

}  // namespace arbiter::twentychess
