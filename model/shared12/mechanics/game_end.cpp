#include "model/shared12/mechanics/game_end.h"

#include "model/shared12/clauses.h"
#include "model/shared12/mechanics/check.h"
#include "model/shared12/mechanics/jester.h"
#include "model/shared12/mechanics/pawns.h"

namespace arbiter::shared12 {

Outcome GameEnd::outcome(const Variant& v, const Game& game) const {
  const Position& p = game.position();
  Side us = p.side_to_move();  // to move now
  Side mover = ~us;            // made the last action
  const Jester::Params& jester = rules().jester().params();
  auto lost = [&](Side s) -> std::string_view {
    if (p.royal(s) == kNoSquare) return clause::kKingCaptureWins;  // king.non-capture-death = owner-loses
    if (rules().pawns().count(p, s) == 0) return clause::kGameEndAllPawnsLost;
    return {};
  };
  std::string_view lost_us = lost(us);
  std::string_view lost_mover = lost(mover);
  // jester.explosion-instant-checkmate: a king killed by the last action's blast is checkmated instantly.
  if (jester.blast_mates && (lost_us == clause::kKingCaptureWins || lost_mover == clause::kKingCaptureWins) &&
      blast_killed_king(game)) {
    const Position& before = game.history()[game.history().size() - 2];
    auto blasted = [&](Side s) { return before.royal(s) != kNoSquare && p.royal(s) == kNoSquare; };
    if (blasted(us)) lost_us = clause::kJesterExplosionInstantCheckmate;
    if (blasted(mover)) lost_mover = clause::kJesterExplosionInstantCheckmate;
    // jester.instant-checkmate-precedence: the enemy's instant checkmate wins before the mover's own losses
    // in the same blast count (mate-first: its last pawns; mate-first-even-own-king: its king too).
    using Precedence = Jester::Params::MatePrecedence;
    if (blasted(us) && !lost_mover.empty() && jester.mate_precedence != Precedence::kOwnKingFirst &&
        (lost_mover == clause::kGameEndAllPawnsLost || jester.mate_precedence == Precedence::kMateFirstEvenOwnKing))
      lost_mover = {};
  }
  auto reason = [](std::string_view c) {
    if (c == clause::kJesterExplosionInstantCheckmate) return std::string("instant checkmate by explosion");
    return std::string(c == clause::kKingCaptureWins ? "king lost" : "all pawns lost");
  };
  if (!lost_us.empty() && !lost_mover.empty()) {  // game-end.simultaneous-loss
    switch (p_.simultaneous) {
      case Params::Simultaneous::kDraw: return Outcome::draw(clause::kJesterExplosion, "both sides lost at once");
      case Params::Simultaneous::kCapturerWins: return Outcome::win(mover, clause::kJesterExplosion, "both sides lost at once");
      case Params::Simultaneous::kCapturerLoses: return Outcome::win(us, clause::kJesterExplosion, "both sides lost at once");
    }
  }
  if (!lost_us.empty()) return Outcome::win(mover, lost_us, reason(lost_us));
  // game-end.cannot-move: no legal action (ordinary-only: none but swaps and exchanges), found without
  // listing every legal action.
  auto ordinary = [](const Action& a) {
    return a.type == ActionType::kMove || (a.ability != kSwap && a.ability != kExchange);
  };
  const auto* composed = dynamic_cast<const MechanicVariant*>(&v);
  bool cannot_move;
  if (composed) {
    cannot_move = !composed->any_legal(p, p_.stalemate_ordinary_only ? std::function<bool(const Action&)>(ordinary)
                                                                       : std::function<bool(const Action&)>());
  } else {
    ActionList legal;
    v.legal_actions(p, legal);
    bool any = false;
    for (const Action& a : legal) any = any || !p_.stalemate_ordinary_only || ordinary(a);
    cannot_move = !any;
  }
  if (!lost_mover.empty()) {  // game-end.pawn-loss-vs-checkmate
    if (cannot_move && p_.pawn_loss_vs_mate == Params::PawnLossVsMate::kMoverWins)
      return Outcome::win(mover, clause::kGameEndStalemateLoses, "opponent cannot move");
    if (cannot_move && p_.pawn_loss_vs_mate == Params::PawnLossVsMate::kDraw)
      return Outcome::draw(lost_mover, "both sides lost at once");
    return Outcome::win(us, lost_mover, reason(lost_mover));
  }
  if (cannot_move) {
    if (rules().check().in_check(p)) return Outcome::win(mover, clause::kKingCheckmateWins, "checkmate");
    return Outcome::win(mover, clause::kGameEndStalemateLoses, "stalemate");
  }
  int repetitions = 0;
  if (p_.repetition_board_only) {  // game-end.repetition-status = board-only: units and side to move only
    for (size_t i = 0; i + 1 < game.history().size(); ++i) {
      const Position& q = game.history()[i];
      if (q.side_to_move() != us) continue;
      bool same = true;
      for (Square s : p.geometry().squares()) same = same && q.at(s) == p.at(s);
      repetitions += same;
    }
  } else {
    repetitions = game.repetitions();
  }
  if (repetitions >= 2) return Outcome::draw(clause::kGameEndThreefoldDraw, "threefold repetition");
  // game-end.no-fifty-move-rule: where chess's fifty-move rule would end the game (a halfmove clock of 100 or
  // more) it goes on, and the verdict names the clause by which it does.
  if (p.halfmove_clock() >= 100) {
    Outcome going_on = Outcome::ongoing();
    going_on.clause = clause::kGameEndNoFiftyMoveRule;
    going_on.reason = "no fifty-move rule";
    return going_on;
  }
  return Outcome::ongoing();
}

// A position does not record how a king died, so the last action is found again among the legal actions of
// the position before it and replayed with a trace. Only asked when a king is missing: once per game.
bool GameEnd::blast_killed_king(const Game& game) const {
  const std::vector<Position>& history = game.history();
  if (history.size() < 2) return false;
  const Position& before = history[history.size() - 2];
  ActionList legal;
  game.variant().legal_actions(before, legal);
  for (const Action& a : legal) {
    Position q = before;
    Trace trace;
    game.variant().apply(q, a, &trace);
    if (q == history.back()) return trace.fired(clause::kJesterExplosionInstantCheckmate);
  }
  return false;
}

}  // namespace arbiter::shared12
