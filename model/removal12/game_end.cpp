// How a game ends: "Side losing all pawns loses the game(transformed and promoted pawns not included, i.e. the
// last pawn promoting or transforming into a piece loses the game)" (game-end.all-pawns-lost), "(50 moves rule
// not enforced)" (game-end.no-fifty-move-rule), a king killed in a jester's blast is checkmated
// (jester.explosion-checkmate), and orthodox checkmate. The verdict is the lost-all-pawns mechanic the three
// 12x12 documents share (model/shared12/mechanics/all_pawns_lost.h), made here with removal12's counts and
// readings:
//   - a side's last king killed by an action (a blast, a dragonrider's landing, a conversion, a vortex, a
//     shot) is an instant checkmate; the actions that would expose it otherwise are refused;
//   - game-end.pawn-loss-vs-checkmate (GameEndParams): the mover's last pawn gone while the enemy's last king
//     is killed or checkmated by the same action (mover-loses, the lost pawns judged first; mover-wins, the
//     king first; or a draw); the mover's lost pawns against a stalemate that loses, and the mover's own king
//     (jester.explosion-kings = in-blast-capturer-loses) against the enemy's mate or stalemate, are judged
//     mover first; the mover's own king against the enemy's last pawns, enemy first;
//   - game-end.simultaneous-loss: both sides' last pawns, or both last kings, gone to one action's effect;
//   - game-end.stalemate-and-repetition = orthodox (stalemate and threefold repetition are draws: rules the
//     document does not state, so their verdicts name no clause of its catalog), or sibling-rules (the
//     stalemated side loses, repetition draws).
#include "model/core/variant.h"
#include "model/removal12/clauses.h"
#include "model/removal12/mechanics.h"
#include "model/shared12/mechanics/all_pawns_lost.h"

namespace arbiter::removal12 {
namespace {

// How the side to move lost its last king: the clause its killer's action fired.
std::string_view instant_checkmate(const Game& game) {
  Trace trace = shared12::AllPawnsLost::last_action_trace(game);
  for (std::string_view how : {clause::kDragonriderKingCheckmate, clause::kArchbishopConvertKing, clause::kKingVortex,
                                clause::kDragonShotKing, clause::kKingMultipleKings})
    if (trace.fired(how)) return how;
  return clause::kJesterExplosionCheckmate;
}

}  // namespace

GameEndParams GameEndParams::read(const ChosenOptions& c) {
  using Readings = shared12::AllPawnsLost::Readings;
  GameEndParams e;
  e.readings.simultaneous = c.select<Readings::Simultaneous>("game-end.simultaneous-loss", {
      {"draw", Readings::Simultaneous::kDraw},
      {"acting-side-wins", Readings::Simultaneous::kActingSideWins},
      {"acting-side-loses", Readings::Simultaneous::kActingSideLoses}});
  e.readings.pawn_loss_vs_mate = c.select<Readings::PawnLossVsMate>("game-end.pawn-loss-vs-checkmate", {
      {"mover-loses", Readings::PawnLossVsMate::kMoverLoses},
      {"mover-wins", Readings::PawnLossVsMate::kMoverWins},
      {"draw", Readings::PawnLossVsMate::kDraw}});
  e.readings.stalemate_loses = c.is("game-end.stalemate-and-repetition", "sibling-rules");
  return e;
}

constexpr int kChessRepetitionOccurrences = 3;

std::unique_ptr<Mechanic> game_end(const Board& b, GameEndParams params) {
  using shared12::AllPawnsLost;
  using Loss = AllPawnsLost::Loss;
  using Pair = AllPawnsLost::Pair;
  AllPawnsLost::Params p;
  p.readings = params.readings;
  p.clauses.all_pawns_lost = clause::kGameEndAllPawnsLost;
  p.clauses.no_fifty_move_rule = clause::kGameEndNoFiftyMoveRule;
  // The document states no repetition rule (game-end.stalemate-and-repetition): chess's threefold, whose
  // number is chess's, not the document's.
  p.repetition_occurrences = kChessRepetitionOccurrences;
  p.pawns = [&b](const Position& pos, Side s) { return b.pawns(pos, s); };  // the transformed and promoted not counted
  p.king = [&b](const Game& game, Side s) -> AllPawnsLost::KingLoss {
    const Position& pos = game.position();
    if (b.kings(pos, s) > 0) return {};
    if (s == pos.side_to_move()) return {Loss::kInstantMate, instant_checkmate(game)};
    return {Loss::kInstantMate, clause::kJesterExplosionCheckmate};  // the mover's own: only its own blast
  };
  auto pair = [&p](Loss mine, Loss theirs, Pair how) { p.pairs[static_cast<int>(mine)][static_cast<int>(theirs)] = how; };
  pair(Loss::kPawns, Loss::kInstantMate, Pair::kPawnLossVsMate);
  pair(Loss::kPawns, Loss::kCheckmate, Pair::kPawnLossVsMate);
  pair(Loss::kPawns, Loss::kStalemate, Pair::kMoverLoses);
  pair(Loss::kInstantMate, Loss::kPawns, Pair::kOpponentLoses);
  pair(Loss::kInstantMate, Loss::kCheckmate, Pair::kMoverLoses);
  pair(Loss::kInstantMate, Loss::kStalemate, Pair::kMoverLoses);
  return std::make_unique<AllPawnsLost>(std::move(p));
}

}  // namespace arbiter::removal12
