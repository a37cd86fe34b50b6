// Why an action is illegal in twentychess: the clause of the cast in force that forbids it, else the
// orthodox rule (named with its catalog, e.g. "chess/check.no-self-check").
#include <cstdlib>

#include "model/chess/clauses.h"
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
  return qualified_chess(chess::refusal_clause(rules_for(pos), pos, a));
}

}  // namespace arbiter::twentychess
