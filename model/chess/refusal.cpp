// Why a move of the orthodox family is illegal: the clause that forbids it. Judged from the rules, not from
// the generator's output alone: first the castling and pawn special cases, then whether the move would be
// legal were the mover's king not at stake (then the king is what forbids it), else the piece cannot move so.
#include <cstdlib>

#include "model/chess/castling.h"
#include "model/chess/clauses.h"
#include "model/chess/orthodox.h"
#include "model/chess/promotion.h"

namespace arbiter::chess {

std::string_view refusal_clause(const OrthodoxRules& r, const Position& pos, const Action& a) {
  if (a.type != ActionType::kMove || a.path_size()) return clause::kPieceMoves;
  Side us = pos.side_to_move();
  Piece mover = pos.at(a.from);
  if (mover.empty() || mover.side() != us) return clause::kPieceMoves;
  const Geometry& g = *r.geometry;
  int home = us == Side::kWhite ? 0 : g.ranks() - 1;

  // Castling: the king two files along its first rank from the e-file.
  if (r.castling && mover.kind() == r.king && rank_of(a.from) == home && rank_of(a.to) == home &&
      file_of(a.from) == 4 && std::abs(file_of(a.to) - 4) == 2) {
    bool king_side = file_of(a.to) == 6;
    int bit = (king_side ? kWhiteKingSide : kWhiteQueenSide) << (us == Side::kWhite ? 0 : 2);
    Square rook = make_square(king_side ? 7 : 0, home);
    if (!(pos.castling() & bit) || pos.at(rook) != Piece(r.castling_rook, us)) return clause::kCastlingRights;
    for (int f = king_side ? 5 : 1; f <= (king_side ? 6 : 3); ++f)
      if (!pos.empty(make_square(f, home))) return clause::kCastlingRights;
    return clause::kCastlingThroughCheck;
  }

  if (mover.kind() == r.pawn) {
    bool last = is_last_rank(pos, a.to, us);
    bool valid_kind = false;
    for (Kind k : r.promotion_kinds) valid_kind = valid_kind || k == a.kind;
    if ((last && !valid_kind) || (!last && a.kind != kNoKind)) {
      // Only a promotion problem if the pawn could otherwise make this move.
      Action plain = a;
      plain.kind = last ? r.promotion_kinds.front() : kNoKind;
      ActionList legal;
      generate_legal(r, pos, legal);
      for (const Action& l : legal)
        if (l.same(plain)) return clause::kPromotion;
    }
    // A diagonal step onto an empty square beside an enemy pawn that is not the en passant target.
    Square victim = r.pawn_push[index(~us)][a.to];
    bool diagonal = a.to == r.pawn_captures[index(us)][a.from][0] || a.to == r.pawn_captures[index(us)][a.from][1];
    if (diagonal && pos.empty(a.to) && victim >= 0 && pos.at(victim) == Piece(r.pawn, ~us) && a.to != pos.en_passant())
      return clause::kEnPassant;
  }

  // Would it be legal without the king at stake? Then the king's safety forbids it.
  if (mover.kind() == r.king) {
    for (uint8_t t : g.targets(r.king_leaper, a.from).span())
      if (t == a.to && (pos.empty(t) || pos.at(t).side() != us)) return clause::kNoSelfCheck;
    return clause::kPieceMoves;
  }
  Position without_king = pos;
  if (Square k = pos.royal(us); k != kNoSquare) without_king.remove(k);
  ActionList pseudo;
  generate_legal(r, without_king, pseudo);
  for (const Action& l : pseudo)
    if (l.same(a)) return clause::kNoSelfCheck;
  return clause::kPieceMoves;
}

}  // namespace arbiter::chess
