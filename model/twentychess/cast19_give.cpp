// Cast 19: each player gives one of his chessmen on the board to the opponent as a captured piece
// (cast-19.eligible=non-royal, but never a mountain: mountain.displacement=never;
// cast-19.given-piece-use=opponent-pool), then makes an orthodox move. The gift
// may not leave the own king attacked. An additional chessman given away is not a captured piece
// (extra-piece.not-captured-pieces): it returns to its owner's reserve.
#include "model/chess/castling.h"
#include "model/twentychess/clauses.h"
#include "model/twentychess/twentychess.h"

namespace arbiter::twentychess {

void TwentyChess::generate_gifts(const Position& pos, ActionList& out) const {
  Side us = pos.side_to_move();
  pos.occupied(us).for_each([&](Square s) {
    // cast-19.eligible=non-royal; a mountain is never given (mountain.displacement=never).
    Kind k = pos.at(s).kind();
    if (k == kKing || (k == kMountain && !read_.mountain_displaceable)) return;
    if (read_.extra_not_giftable && (k == kFool || k == kElephant || k == kMountain)) return;
    Action x;
    x.type = ActionType::kAbility;
    x.ability = static_cast<uint8_t>(give_ability_);
    x.from = x.to = static_cast<uint8_t>(s);
    Position next = pos;
    apply_gift(next, x, nullptr);
    if (!chess::in_check(rules_for(next), next, us)) out.push_back(x);
  });
}

void TwentyChess::apply_gift(Position& pos, const Action& a, Trace* trace) const {
  Side us = pos.side_to_move();
  Piece given = pos.remove(a.from);
  int rights = chess::castling_rights_after(pos, a.from, a.from);
  if (rights != pos.castling()) pos.set_castling(rights);
  if (!read_.gift_out_of_game) record_capture(pos, ~us, given, trace);  // cast-19.given-piece-use
  fire(trace, clause::kCast19Give);
}

}  // namespace arbiter::twentychess
