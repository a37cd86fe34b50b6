// The additional chessman (casts 12, 13, 14 and the footnote): each player has one, dropped shogi-style as
// a fool (cast 12), an elephant (13) or a mountain (14); when it is already on the board a new drop cast
// changes its capacity and the player may lift and drop it again (extra-piece.redrop-optional=
// optional-move-other: "0000" keeps it where it stands); a captured one returns to its owner's reserve.
#include "model/chess/castling.h"
#include "model/twentychess/clauses.h"
#include "model/twentychess/twentychess.h"

namespace arbiter::twentychess {
namespace {

Kind kind_of_cast(int cast) { return cast == 12 ? kFool : cast == 13 ? kElephant : kMountain; }

Square extra_square(const Position& pos, Side side) {
  Square found = kNoSquare;
  pos.occupied(side).for_each([&](Square s) {
    Kind k = pos.at(s).kind();
    if (k == kFool || k == kElephant || k == kMountain) found = s;
  });
  return found;
}

}  // namespace

void TwentyChess::generate_extra_drops(const Position& pos, ActionList& out) const {
  Side us = pos.side_to_move();
  Kind kind = kind_of_cast(pos.counter(kCast));
  Square on_board = extra_square(pos, us);
  bool in_reserve = pos.counter(us == Side::kWhite ? kWhiteExtra : kBlackExtra) == 1;
  if (!in_reserve && on_board == kNoSquare) return;
  ActionList candidates;
  if (on_board != kNoSquare) candidates.push_back(Action::pass());
  for (Square s : geometry_.squares())
    if (pos.empty(s)) candidates.push_back(Action::drop(kind, s));
  // turn.intermediate-self-check=each-action: the drop (or the lift) may not leave the own king attacked.
  for (const Action& a : candidates) {
    Position next = pos;
    apply_extra_drop(next, a, nullptr);
    if (chess::in_check(rules_for(next), next, us)) continue;
    if (!read_.extra_drop_may_check && chess::in_check(rules_for(next), next, ~us)) continue;  // extra-piece.drop-check
    out.push_back(a);
  }
}

void TwentyChess::apply_extra_drop(Position& pos, const Action& a, Trace* trace) const {
  Side us = pos.side_to_move();
  int cast = pos.counter(kCast);
  Kind kind = kind_of_cast(cast);
  Square on_board = extra_square(pos, us);
  fire(trace, cast == 12 ? clause::kCast12Drop : cast == 13 ? clause::kCast13Drop : clause::kCast14Drop);
  fire(trace, clause::kExtraOnePerPlayer);
  if (on_board != kNoSquare) {
    pos.remove(on_board);
    fire(trace, clause::kExtraCapacityChange);
    if (a.type == ActionType::kPass) {
      pos.put(on_board, Piece(kind, us));  // stays, with the new capacity (extra-piece.persistence)
      fire(trace, clause::kExtraPersistence);
      return;
    }
    fire(trace, clause::kExtraDropAgain);
  } else {
    fire(trace, clause::kExtraReturn);
  }
  pos.put(a.to, Piece(kind, us));
  pos.set_counter(us == Side::kWhite ? kWhiteExtra : kBlackExtra, 0);
  if (kind == kFool) fire(trace, clause::kCast12Capacity);
  if (kind == kMountain) {
    fire(trace, clause::kCast14Immobile);
    fire(trace, clause::kCast14Uncapturable);
  }
}

}  // namespace arbiter::twentychess
