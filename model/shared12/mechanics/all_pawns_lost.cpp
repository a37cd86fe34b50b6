#include "model/shared12/mechanics/all_pawns_lost.h"

#include "model/core/mechanic_variant.h"

namespace arbiter::shared12 {

AllPawnsLost::Pairs AllPawnsLost::all_simultaneous() {
  Pairs pairs;
  for (auto& row : pairs) row.fill(Pair::kSimultaneous);
  return pairs;
}

Trace AllPawnsLost::last_action_trace(const Game& game) {
  const std::vector<Position>& history = game.history();
  if (history.size() < 2) return {};
  const Position& before = history[history.size() - 2];
  ActionList legal;
  game.variant().legal_actions(before, legal);
  for (const Action& a : legal) {
    Position q = before;
    Trace trace;
    game.variant().apply(q, a, &trace);
    if (q == history.back()) return trace;
  }
  return {};
}

std::vector<std::string_view> AllPawnsLost::clauses() const {
  std::vector<std::string_view> out;
  for (std::string_view c : {p_.clauses.all_pawns_lost, p_.clauses.no_fifty_move_rule})
    if (!c.empty()) out.push_back(c);
  return out;
}

AllPawnsLost::Condition AllPawnsLost::lost(const Game& game, Side s) const {
  if (KingLoss k = p_.king(game, s); k.loss != Loss::kNone) return {k.loss, k.clause};
  if (p_.pawns(game.position(), s) == 0) return {Loss::kPawns, p_.clauses.all_pawns_lost};
  return {};
}

int AllPawnsLost::repetitions(const Game& game) const {
  if (!p_.readings.repetition_board_only) return game.repetitions();
  const Position& p = game.position();
  int n = 0;
  for (size_t i = 0; i + 1 < game.history().size(); ++i) {
    const Position& q = game.history()[i];
    if (q.side_to_move() != p.side_to_move()) continue;
    bool same = true;
    for (Square s : p.geometry().squares()) same = same && q.at(s) == p.at(s);
    n += same;
  }
  return n;
}

Outcome AllPawnsLost::verdict(const Game& game) const {
  const Position& p = game.position();
  const Side us = p.side_to_move();  // to move now
  const Side mover = ~us;            // made the last action
  using Readings = AllPawnsLost::Readings;
  const Readings& r = p_.readings;
  const Condition mine = lost(game, mover);
  Condition theirs = lost(game, us);
  bool stalemated = false;  // a stalemate that does not lose
  if (theirs.loss == Loss::kNone && !variant().any_legal(p, p_.counts_as_action)) {  // found without listing all
    if (variant().in_check(p))
      theirs = {Loss::kCheckmate, p_.clauses.checkmate};
    else if (r.stalemate_loses)
      theirs = {Loss::kStalemate, p_.clauses.stalemate};
    else
      stalemated = true;
  }
  auto reason = [](Loss l) -> std::string {
    switch (l) {
      case Loss::kPawns: return "all pawns lost";
      case Loss::kKing: return "king lost";
      case Loss::kInstantMate: return "instant checkmate";
      case Loss::kCheckmate: return "checkmate";
      case Loss::kStalemate: return "stalemate";
      case Loss::kNone: break;
    }
    return {};
  };
  if (mine.loss != Loss::kNone && theirs.loss != Loss::kNone) {
    switch (p_.pairs[static_cast<int>(mine.loss)][static_cast<int>(theirs.loss)]) {
      case Pair::kSimultaneous: {  // game-end.simultaneous-loss
        std::string_view c = p_.clauses.simultaneous.empty() ? theirs.clause : p_.clauses.simultaneous;
        switch (r.simultaneous) {
          case Readings::Simultaneous::kDraw: return Outcome::draw(c, "both sides lost at once");
          case Readings::Simultaneous::kActingSideWins: return Outcome::win(mover, c, "both sides lost at once");
          case Readings::Simultaneous::kActingSideLoses: return Outcome::win(us, c, "both sides lost at once");
        }
        break;
      }
      case Pair::kPawnLossVsMate:  // game-end.pawn-loss-vs-checkmate
        switch (r.pawn_loss_vs_mate) {
          case Readings::PawnLossVsMate::kMoverLoses: return Outcome::win(us, mine.clause, reason(mine.loss));
          case Readings::PawnLossVsMate::kMoverWins: return Outcome::win(mover, theirs.clause, reason(theirs.loss));
          case Readings::PawnLossVsMate::kDraw: return Outcome::draw(mine.clause, "both sides lost at once");
        }
        break;
      case Pair::kMoverLoses: return Outcome::win(us, mine.clause, reason(mine.loss));
      case Pair::kOpponentLoses: return Outcome::win(mover, theirs.clause, reason(theirs.loss));
    }
  }
  if (theirs.loss != Loss::kNone) return Outcome::win(mover, theirs.clause, reason(theirs.loss));
  if (mine.loss != Loss::kNone) return Outcome::win(us, mine.clause, reason(mine.loss));
  if (stalemated) return Outcome::draw(p_.clauses.stalemate, "stalemate");
  if (p_.repetition_occurrences > 0 && repetitions(game) + 1 >= p_.repetition_occurrences)
    return Outcome::draw(p_.clauses.repetition, "threefold repetition");
  // game-end.no-fifty-move-rule: where chess's fifty-move rule would end the game (a halfmove clock of 100 or
  // more) it goes on, and the verdict names the clause by which it does.
  if (p.halfmove_clock() >= 100 && !p_.clauses.no_fifty_move_rule.empty()) {
    Outcome going_on = Outcome::ongoing();
    going_on.clause = p_.clauses.no_fifty_move_rule;
    going_on.reason = "no fifty-move rule";
    return going_on;
  }
  return Outcome::ongoing();
}

}  // namespace arbiter::shared12
