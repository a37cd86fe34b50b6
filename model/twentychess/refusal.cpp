// Why an action is illegal in twentychess: the clause of the cast in force that forbids it, else the
// orthodox rule (named with its catalog, e.g. "chess/check.no-self-check").
#include <cstdlib>

#include "model/chess/castling.h"
#include "model/chess/clauses.h"
#include "model/chess/promotion.h"
#include "model/twentychess/clauses.h"
#include "model/twentychess/twentychess.h"

namespace arbiter::twentychess {
namespace {

// Orthodox clauses, qualified with their catalog.
std::string_view qualified_chess(std::string_view id) {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> v;
    for (std::string_view c : chess::clause::kAll) v.push_back("chess/" + std::string(c));
    return v;
  }();
  for (size_t i = 0; i < std::size(chess::clause::kAll); ++i)
    if (chess::clause::kAll[i] == id) return names[i];
  return {};
}

// Why an orthodox move is illegal (interim: until twentychess is composed of mechanics).
std::string_view orthodox_refusal(const chess::OrthodoxRules& r, const Position& pos, const Action& a) {
  if (a.type != ActionType::kMove || a.path_size()) return chess::clause::kPieceMoves;
  Side us = pos.side_to_move();
  Piece mover = pos.at(a.from);
  if (mover.empty() || mover.side() != us) return chess::clause::kPieceMoves;
  const Geometry& g = *r.geometry;
  int home = us == Side::kWhite ? 0 : g.ranks() - 1;

  // Castling: the king two files along its first rank from the e-file.
  if (r.castling && mover.kind() == r.king && rank_of(a.from) == home && rank_of(a.to) == home &&
      file_of(a.from) == 4 && std::abs(file_of(a.to) - 4) == 2) {
    bool king_side = file_of(a.to) == 6;
    int bit = (king_side ? kWhiteKingSide : kWhiteQueenSide) << (us == Side::kWhite ? 0 : 2);
    Square rook = make_square(king_side ? 7 : 0, home);
    if (!(pos.castling() & bit) || pos.at(rook) != Piece(r.castling_rook, us)) return chess::clause::kCastlingRights;
    for (int f = king_side ? 5 : 1; f <= (king_side ? 6 : 3); ++f)
      if (!pos.empty(make_square(f, home))) return chess::clause::kCastlingRights;
    return chess::clause::kCastlingThroughCheck;
  }

  if (mover.kind() == r.pawn) {
    bool last = chess::is_last_rank(pos, a.to, us);
    bool valid_kind = false;
    for (Kind k : r.promotion_kinds) valid_kind = valid_kind || k == a.kind;
    if ((last && !valid_kind) || (!last && a.kind != kNoKind)) {
      // Only a promotion problem if the pawn could otherwise make this move.
      Action plain = a;
      plain.kind = last ? r.promotion_kinds.front() : kNoKind;
      ActionList legal;
      chess::generate_legal(r, pos, legal);
      for (const Action& l : legal)
        if (l.same(plain)) return chess::clause::kPromotion;
    }
    // A diagonal step onto an empty square beside an enemy pawn that is not the en passant target.
    Square victim = r.pawn_push[index(~us)][a.to];
    bool diagonal = a.to == r.pawn_captures[index(us)][a.from][0] || a.to == r.pawn_captures[index(us)][a.from][1];
    if (diagonal && pos.empty(a.to) && victim >= 0 && pos.at(victim) == Piece(r.pawn, ~us) && a.to != pos.en_passant())
      return chess::clause::kEnPassant;
  }

  // Would it be legal without the king at stake? Then the king's safety forbids it.
  if (mover.kind() == r.king) {
    for (uint8_t t : g.targets(r.king_leaper, a.from).span())
      if (t == a.to && (pos.empty(t) || pos.at(t).side() != us)) return chess::clause::kNoSelfCheck;
    return chess::clause::kPieceMoves;
  }
  Position without_king = pos;
  if (Square k = pos.royal(us); k != kNoSquare) without_king.remove(k);
  ActionList pseudo;
  chess::generate_legal(r, without_king, pseudo);
  for (const Action& l : pseudo)
    if (l.same(a)) return chess::clause::kNoSelfCheck;
  return chess::clause::kPieceMoves;
}

}  // namespace

std::string_view TwentyChess::refusal(const Position& pos, const Action& a) const {
  int cast = pos.counter(kCast);
  int phase = pos.counter(kPhase);
  Side us = pos.side_to_move();
  if (cast == 0 || (a.type == ActionType::kChance && a.ability == 0)) return clause::kCastInForce;
  if (a.type == ActionType::kChance) return clause::kCast5OpponentChooses;
  bool drops_due = (cast >= 4 && cast <= 6 && phase < pos.counter(kDrops));
  if (a.type == ActionType::kAbility) return a.ability == 0 ? clause::kCast3Exchange : clause::kCast19Give;
  if (a.type == ActionType::kDrop || a.type == ActionType::kPass) {
    if (cast >= 4 && cast <= 6) {
      int last_row = us == Side::kWhite ? geometry_.ranks() - 1 : 0;
      if (a.kind == kPawn && rank_of(a.to) == last_row) return clause::kCast4NoPawnLastRow;
      return pos.empty(a.to) ? clause::kCast4NoCheck : clause::kCast4Drop;
    }
    if (cast == 12) return clause::kCast12Drop;
    if (cast == 13) return clause::kCast13Drop;
    if (cast == 14) return clause::kCast14Drop;
    return clause::kCastInForce;
  }
  // A move.
  if (drops_due) return cast == 6 ? clause::kCast6Repeated : clause::kCast4Drop;
  if (phase == 0 && cast == 3) return clause::kCast3Exchange;
  if (phase == 0 && cast == 19) return clause::kCast19Give;
  if (phase == 0 && cast >= 12 && cast <= 14) return cast == 12 ? clause::kCast12Drop : cast == 13 ? clause::kCast13Drop : clause::kCast14Drop;
  Piece p = pos.at(a.from);
  Kind k = p.kind();
  if (k == kMountain) return clause::kCast14Immobile;
  if (pos.at(a.to).kind() == kMountain) return clause::kCast14Uncapturable;
  if (cast == 15 && k == kKing && rank_of(a.from) == rank_of(a.to) && std::abs(file_of(a.to) - file_of(a.from)) == 2)
    return clause::kCast15NoCastling;
  Kind only = cast == 7 ? Kind{kPawn} : cast == 8 ? Kind{kKnight} : cast == 9 ? Kind{kBishop} : cast == 10 ? Kind{kRook} : kNoKind;
  if (only != kNoKind && k != only && k != kKing)
    return cast == 7 ? clause::kCast7 : cast == 8 ? clause::kCast8 : cast == 9 ? clause::kCast9 : clause::kCast10;
  if (cast == 18 && k != kPawn && (us == Side::kWhite ? rank_of(a.to) >= rank_of(a.from) : rank_of(a.to) <= rank_of(a.from)))
    return clause::kCast18;
  if (cast == 2 && phase == 1 && a.from + 1 == pos.counter(kFirst)) return clause::kCast2TwoPieces;
  if (cast == 20 && phase == 1) return clause::kCast20Pair;
  if (cast == 17) return phase == 1 ? clause::kCast17LandsEmpty : clause::kCast17Identical;
  if (phase > 0 && (cast == 3 || cast == 12 || cast == 13 || cast == 14) && (a.from + 1 == pos.counter(kFirst) || a.from + 1 == pos.counter(kSecond) || k == kFool || k == kElephant))
    return cast == 3 ? clause::kCast3MoveOther : cast == 12 ? clause::kCast12MoveAnother : cast == 13 ? clause::kCast13MoveAnother : clause::kCast14MoveAnother;
  if (cast == 20 && (k == kKnight || k == kBishop || k == kRook)) {
    // Legal as an orthodox move, but the partner could not follow: the pair rule forbids it.
    ActionList plain;
    chess::generate_legal(rules_for(pos), pos, plain);
    for (const Action& l : plain)
      if (l.same(a)) return clause::kCast20Pair;
  }
  return qualified_chess(orthodox_refusal(rules_for(pos), pos, a));
}

}  // namespace arbiter::twentychess
