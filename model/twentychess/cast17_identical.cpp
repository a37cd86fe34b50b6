// Cast 17: "a move (or capture) is only allowed when another of your chessmen of your choice, makes an
// identical move (not regarding his normal capacity), and by doing so lands on an empty square". The move
// is the turn's first action, the identical move its second: the same displacement
// (cast-17.identical-meaning=same-vector), judged after the original move (cast-17.mirror-timing=
// after-original), onto an empty square whatever lies between (cast-17.mirror-path=landing-only); castling
// is mirrored by the king's displacement (cast-17.castling=king-vector). A mountain is never displaced, a pawn
// never lands on its first or last row (placement.pawn-on-end-row=forbidden), and the own king may not be
// left attacked.
#include "model/chess/castling.h"
#include "model/twentychess/clauses.h"
#include "model/twentychess/twentychess.h"

namespace arbiter::twentychess {

void TwentyChess::generate_identical_moves(const Position& pos, ActionList& out) const {
  out.clear();
  Side us = pos.side_to_move();
  Square moved_to = pos.counter(kFirst) - 1;
  Square moved_from = pos.counter(kSecond) - 1;
  int df = file_of(moved_to) - file_of(moved_from);
  int dr = rank_of(moved_to) - rank_of(moved_from);
  const chess::OrthodoxRules& r = rules_for(pos);
  pos.occupied(us).for_each([&](Square s) {
    Piece p = pos.at(s);
    if (s == moved_to || (p.kind() == kMountain && !read_.mountain_displaceable)) return;
    auto to = geometry_.step(s, df, dr);
    if (!to || !pos.empty(*to)) return;  // cast-17.lands-empty
    if (p.kind() == kPawn && rank_of(*to) == (us == Side::kWhite ? geometry_.ranks() - 1 : 0)) return;
    Position next = pos;
    next.move(s, *to);
    if (chess::in_check(r, next, us)) return;
    out.push_back(Action::move(s, *to));
  });
}

void TwentyChess::apply_identical_move(Position& pos, const Action& a, Trace* trace) const {
  pos.move(a.from, a.to);
  int rights = chess::castling_rights_after(pos, a.from, a.to);
  if (rights != pos.castling()) pos.set_castling(rights);
  // An en passant target that the identical move covers, or whose pawn it moves, is gone.
  if (Square ep = pos.en_passant(); ep != kNoSquare) {
    Square pawn_at = tables_[0][0].pawn_push[index(pos.side_to_move())][ep];
    if (!pos.empty(ep) || pawn_at < 0 || pos.at(pawn_at) != Piece(kPawn, pos.side_to_move())) pos.set_en_passant(kNoSquare);
  }
  fire(trace, clause::kCast17Identical);
  fire(trace, clause::kCast17LandsEmpty);
}

}  // namespace arbiter::twentychess
