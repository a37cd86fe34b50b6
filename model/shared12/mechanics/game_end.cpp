#include "model/shared12/mechanics/game_end.h"

#include "model/shared12/clauses.h"
#include "model/shared12/mechanics/jester.h"
#include "model/shared12/mechanics/pawns.h"

namespace arbiter::shared12 {

GameEndParams GameEndParams::read(const ChosenOptions& c) {
  using PawnLossVsMate = AllPawnsLost::Readings::PawnLossVsMate;
  using Simultaneous = AllPawnsLost::Readings::Simultaneous;
  GameEndParams e;
  e.readings.pawn_loss_vs_mate = c.select<PawnLossVsMate>("game-end.pawn-loss-vs-checkmate", {
      {"mover-loses", PawnLossVsMate::kMoverLoses},
      {"mover-wins", PawnLossVsMate::kMoverWins},
      {"draw", PawnLossVsMate::kDraw}});
  e.readings.simultaneous = c.select<Simultaneous>("game-end.simultaneous-loss", {
      {"draw", Simultaneous::kDraw},
      {"capturer-wins", Simultaneous::kActingSideWins},
      {"capturer-loses", Simultaneous::kActingSideLoses}});
  e.repetition_occurrences = c.value("game-end.threefold-draw", "occurrences");
  return e;
}

std::unique_ptr<Mechanic> game_end(const Rules& r, GameEndParams params, const Jester::Params& jester) {
  using Loss = AllPawnsLost::Loss;
  using Pair = AllPawnsLost::Pair;
  using Precedence = Jester::Params::MatePrecedence;
  AllPawnsLost::Params p;
  p.readings = params.readings;
  p.readings.stalemate_loses = true;  // game-end.stalemate-loses
  p.clauses.all_pawns_lost = clause::kGameEndAllPawnsLost;
  p.clauses.checkmate = clause::kKingCheckmateWins;
  p.clauses.stalemate = clause::kGameEndStalemateLoses;
  p.clauses.repetition = clause::kGameEndThreefoldDraw;
  p.repetition_occurrences = params.repetition_occurrences;
  p.clauses.no_fifty_move_rule = clause::kGameEndNoFiftyMoveRule;
  p.clauses.simultaneous = clause::kJesterExplosion;  // only a blast ends both sides at once
  p.pawns = [&r](const Position& pos, Side s) { return r.pawns().count(pos, s); };  // promotion.counts-as-lost
  const bool blast_mates = jester.blast_mates;
  p.king = [blast_mates](const Game& game, Side s) -> AllPawnsLost::KingLoss {
    const Position& pos = game.position();
    if (pos.royal(s) != kNoSquare) return {};
    const std::vector<Position>& history = game.history();
    bool had_king = history.size() >= 2 && history[history.size() - 2].royal(s) != kNoSquare;
    if (blast_mates && had_king &&  // jester.explosion-instant-checkmate: the last action's blast killed it
        AllPawnsLost::last_action_trace(game).fired(clause::kJesterExplosionInstantCheckmate))
      return {Loss::kInstantMate, clause::kJesterExplosionInstantCheckmate};
    return {Loss::kKing, clause::kKingCaptureWins};  // king.non-capture-death = owner-loses
  };
  // Which point decides two losses at once: the mover's lost king or pawns against the opponent's mate or
  // stalemate is game-end.pawn-loss-vs-checkmate; every other pair (kings and pawns lost in one blast) is
  // game-end.simultaneous-loss, except that jester.instant-checkmate-precedence puts the opponent's instant
  // checkmate first (mate-first: before the mover's last pawns; mate-first-even-own-king: its king too).
  for (Loss mine : {Loss::kPawns, Loss::kKing, Loss::kInstantMate})
    for (Loss theirs : {Loss::kCheckmate, Loss::kStalemate})
      p.pairs[static_cast<int>(mine)][static_cast<int>(theirs)] = Pair::kPawnLossVsMate;
  const int mate = static_cast<int>(Loss::kInstantMate);
  if (jester.mate_precedence != Precedence::kOwnKingFirst)
    p.pairs[static_cast<int>(Loss::kPawns)][mate] = Pair::kOpponentLoses;
  if (jester.mate_precedence == Precedence::kMateFirstEvenOwnKing) {
    p.pairs[static_cast<int>(Loss::kKing)][mate] = Pair::kOpponentLoses;
    p.pairs[mate][mate] = Pair::kOpponentLoses;
  }
  // game-end.cannot-move = ordinary-moves-only: swaps and exchanges do not count as moving.
  if (params.stalemate_ordinary_only)
    p.counts_as_action = [](const Action& a) {
      return a.type == ActionType::kMove || (a.ability != kSwap && a.ability != kExchange);
    };
  return std::make_unique<AllPawnsLost>(std::move(p));
}

}  // namespace arbiter::shared12
