// Applying a move of the orthodox family (what piece movement's play does; the turn pipeline then changes
// the side to move). The special kinds (castling, en passant, double step) are
// recognised from the board, not from the generator's flags, so an action parsed from text applies the same.
#include "model/chess/castling.h"
#include "model/chess/en_passant.h"
#include "model/chess/orthodox.h"

#include <cstdlib>

namespace arbiter::chess {

void play_move(const OrthodoxRules& r, const OrthodoxClauses& ids, Position& pos, const Action& a, Trace* trace) {
  Side us = pos.side_to_move();
  if (a.type == ActionType::kMove) {
    Square from = a.from;
    Square to = a.to;
    Piece mover = pos.at(from);
    bool pawn = r.movers.of(mover.kind()).pawn;
    bool capture = !pos.empty(to);
    Square ep = pos.en_passant();
    if (ep != kNoSquare) pos.set_en_passant(kNoSquare);

    if (pawn && to == ep && !capture && file_of(from) != file_of(to)) {
      pos.remove(en_passant_victim(r, us, to));
      capture = true;
      fire(trace, ids.en_passant);
    } else if (capture) {
      pos.remove(to);
      fire(trace, pawn ? ids.pawn_capture : ids.capture);
    }
    bool castling = is_castling(r, pos, from, to);
    pos.move(from, to);
    if (castling) {
      move_castling_rook(pos, from, to);
      fire(trace, ids.castling);
    } else if (!pawn) {
      fire(trace, ids.piece_moves);
    }
    if (pawn) {
      if (std::abs(rank_of(to) - rank_of(from)) == 2) {
        fire(trace, ids.double_step);
        if (r.en_passant) pos.set_en_passant(en_passant_target(r, pos, from, to));
      } else if (!capture) {
        fire(trace, ids.pawn_push);
      }
      if (a.kind != kNoKind) {
        pos.remove(to);
        pos.put(to, Piece(a.kind, us));
        fire(trace, ids.promotion);
      }
    }
    int rights = castling_rights_after(pos, from, to);
    if (rights != pos.castling()) {
      pos.set_castling(rights);
      fire(trace, ids.castling_rights);
    }
    pos.set_halfmove_clock(pawn || capture ? 0 : pos.halfmove_clock() + 1);
  } else {
    if (pos.en_passant() != kNoSquare) pos.set_en_passant(kNoSquare);
    pos.set_halfmove_clock(pos.halfmove_clock() + 1);
  }
}

void make_move(const OrthodoxRules& r, const OrthodoxClauses& ids, Position& pos, const Action& a, Trace* trace) {
  Side us = pos.side_to_move();
  play_move(r, ids, pos, a, trace);
  if (us == Side::kBlack) pos.set_fullmove_number(pos.fullmove_number() + 1);
  pos.set_side_to_move(~us);
}

}  // namespace arbiter::chess
