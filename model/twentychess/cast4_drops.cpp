// Casts 4 and 6: drops of captured pieces. "In case both players has captured pieces (if not, just orthodox
// chess)": checked once when the cast comes into force (captured-pieces.condition-timing=start-of-cast); a
// player's captured pieces are those he captured (captured-pieces.owner=captured-by-him), dropped in his
// colour on an empty square, never giving check, never a pawn on its last row; then another chessman moves.
// Cast 6 repeats the drop: each player drops as many as the smaller holding at the roll
// (cast-6.termination=equal-count), and none of them makes the move (cast-6.another-piece=none-dropped).
// Cast 5 is cast 4 with the piece picked by the opponent: a decision action `pick=N` before the drop.
#include "model/twentychess/clauses.h"
#include "model/twentychess/twentychess.h"

namespace arbiter::twentychess {
namespace {

int pool_size(const Position& pos, Side side) {
  int n = 0;
  for (Kind k = kPawn; k <= kQueen; ++k) n += pos.counter(hand_counter(side, k));
  return n;
}

}  // namespace

void TwentyChess::roll_drops(Position& pos) const {
  int white = pool_size(pos, Side::kWhite);
  int black = pool_size(pos, Side::kBlack);
  if (white == 0 || black == 0) return;  // just orthodox chess
  pos.set_counter(kDrops, pos.counter(kCast) == 6 ? std::min(white, black) : 1);
}

void TwentyChess::generate_pool_drops(const Position& pos, ActionList& out) const {
  Side us = pos.side_to_move();
  int last_row = us == Side::kWhite ? geometry_.ranks() - 1 : 0;
  const chess::OrthodoxRules& r = rules_for(pos);
  if (pos.counter(kCast) == 5 && pos.counter(kPick) == 0) {
    // cast-5.opponent-chooses: the opponent picks which of the player's captured pieces is dropped.
    for (Kind k = kPawn; k <= kQueen; ++k)
      if (pos.counter(hand_counter(us, k)) > 0) out.push_back(Action::chance(k, 1));
    return;
  }
  for (Kind k = kPawn; k <= kQueen; ++k) {
    if (pos.counter(hand_counter(us, k)) == 0) continue;
    if (pos.counter(kCast) == 5 && k != pos.counter(kPick)) continue;
    for (Square s : geometry_.squares()) {
      if (!pos.empty(s) || (k == kPawn && rank_of(s) == last_row)) continue;  // cast-4.no-pawn-last-row
      if (k == kPawn && !read_.pawn_drop_first_row && rank_of(s) == (us == Side::kWhite ? 0 : geometry_.ranks() - 1)) continue;
      Position next = pos;
      next.put(s, Piece(k, us));
      // cast-4.drop-no-check (cast-4.no-check-scope=drop-only), and the own king may not stay attacked.
      if (chess::in_check(r, next, ~us) || chess::in_check(r, next, us)) continue;
      out.push_back(Action::drop(k, s));
    }
  }
}

void TwentyChess::apply_pool_drop(Position& pos, const Action& a, Trace* trace) const {
  Side us = pos.side_to_move();
  int c = hand_counter(us, a.kind);
  pos.set_counter(c, pos.counter(c) - 1);
  pos.put(a.to, Piece(a.kind, us));
  pos.set_attribute(kActedAttribute, a.to, 1);
  pos.set_counter(kPick, 0);
  int cast = pos.counter(kCast);
  fire(trace, cast == 4 ? clause::kCast4Drop : clause::kCast6Repeated);
  fire(trace, clause::kCast4NoCheck);
  if (a.kind == kPawn) fire(trace, clause::kCast4NoPawnLastRow);
  if (cast == 6) fire(trace, clause::kCast6UntilExhausted);
}

}  // namespace arbiter::twentychess
