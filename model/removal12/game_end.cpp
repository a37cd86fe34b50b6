// How a game ends: "Side losing all pawns loses the game(transformed and promoted pawns not included, i.e. the
// last pawn promoting or transforming into a piece loses the game)" (game-end.all-pawns-lost), "(50 moves rule
// not enforced)" (game-end.no-fifty-move-rule), a king killed in a jester's blast is checkmated
// (jester.explosion-checkmate), and orthodox checkmate. Readings: game-end.simultaneous-loss (both sides' last
// pawns gone at once: a draw, or the acting side wins or loses: GameEndParams), game-end.pawn-loss-vs-checkmate
// (the mover's last pawn gone while the enemy's last king is killed or checkmated by the same action:
// mover-loses, the lost pawns judged first; mover-wins, the king first; or a draw: GameEndParams); the catalog's
// game-end.stalemate-and-repetition = orthodox (stalemate and threefold repetition are draws: rules the document
// does not state, so their verdicts name no clause of its catalog), or sibling-rules (the stalemated side loses,
// repetition draws: GameEndParams).
#include "model/core/variant.h"
#include "model/removal12/clauses.h"
#include "model/removal12/mechanics.h"

namespace arbiter::removal12 {
namespace {

class GameEnd final : public RemovalMechanic {
 public:
  GameEnd(const Board& b, GameEndParams params) : RemovalMechanic("game end", b), params_(params) {}

  bool decides_outcome() const override { return true; }
  Outcome verdict(const Game& game) const override {
    const Board& b = board();
    const Position& p = game.position();
    const Side us = p.side_to_move();  // to move now
    const Side mover = ~us;            // made the last action
    const bool us_pawnless = b.pawns(p, us) == 0;
    const bool mover_pawnless = b.pawns(p, mover) == 0;
    if (us_pawnless && mover_pawnless) {  // game-end.simultaneous-loss
      switch (params_.simultaneous) {
        case GameEndParams::Simultaneous::kDraw: return Outcome::draw(clause::kGameEndAllPawnsLost, "both sides lost all pawns at once");
        case GameEndParams::Simultaneous::kActingSideWins: return Outcome::win(mover, clause::kGameEndAllPawnsLost, "both sides lost all pawns at once");
        case GameEndParams::Simultaneous::kActingSideLoses: return Outcome::win(us, clause::kGameEndAllPawnsLost, "both sides lost all pawns at once");
      }
    }
    if (mover_pawnless && params_.pawn_loss != GameEndParams::PawnLoss::kMoverLoses && king_lost(game)) {
      if (params_.pawn_loss == GameEndParams::PawnLoss::kDraw)  // game-end.pawn-loss-vs-checkmate = draw
        return Outcome::draw(clause::kGameEndAllPawnsLost, "all pawns lost and the enemy king lost at once");
      if (b.kings(p, us) == 0) return Outcome::win(mover, instant_checkmate(game), "instant checkmate");  // mover-wins
      return Outcome::win(mover, {}, "checkmate");
    }
    if (mover_pawnless) return Outcome::win(us, clause::kGameEndAllPawnsLost, "all pawns lost");
    if (us_pawnless) return Outcome::win(mover, clause::kGameEndAllPawnsLost, "all pawns lost");
    // A side's last king dies only by an instant checkmate (a blast, a dragonrider's landing, a conversion, a
    // vortex): the actions that would expose it otherwise are refused.
    if (b.kings(p, mover) == 0) {  // jester.explosion-kings = in-blast-capturer-loses: its own blast
      if (b.kings(p, us) == 0) {  // both last kings in one blast: game-end.simultaneous-loss
        switch (params_.simultaneous) {
          case GameEndParams::Simultaneous::kDraw: return Outcome::draw(clause::kJesterExplosionCheckmate, "both kings in the blast");
          case GameEndParams::Simultaneous::kActingSideWins: return Outcome::win(mover, clause::kJesterExplosionCheckmate, "both kings in the blast");
          case GameEndParams::Simultaneous::kActingSideLoses: return Outcome::win(us, clause::kJesterExplosionCheckmate, "both kings in the blast");
        }
      }
      return Outcome::win(us, clause::kJesterExplosionCheckmate, "its own king in the blast");
    }
    if (b.kings(p, us) == 0) {
      std::string_view how = instant_checkmate(game);
      return Outcome::win(mover, how, "instant checkmate");
    }
    ActionList legal;
    variant().legal_actions(p, legal);
    if (legal.empty()) {
      if (variant().in_check(p)) return Outcome::win(mover, {}, "checkmate");
      if (params_.stalemate_loses) return Outcome::win(mover, {}, "stalemate");  // sibling-rules
      return Outcome::draw({}, "stalemate");
    }
    if (game.repetitions() >= 2) return Outcome::draw({}, "threefold repetition");
    if (p.halfmove_clock() >= 100) {  // where chess's fifty-move rule would end it, the game goes on
      Outcome going_on = Outcome::ongoing();
      going_on.clause = clause::kGameEndNoFiftyMoveRule;
      going_on.reason = "no fifty-move rule";
      return going_on;
    }
    return Outcome::ongoing();
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kGameEndAllPawnsLost, clause::kGameEndNoFiftyMoveRule};
  }

 private:
  // Whether the side to move has lost its last king: killed by the last action, or checkmated.
  bool king_lost(const Game& game) const {
    const Position& p = game.position();
    if (board().kings(p, p.side_to_move()) == 0) return true;
    if (!variant().in_check(p)) return false;
    ActionList legal;
    variant().legal_actions(p, legal);
    return legal.empty();
  }
  // A position does not record how a king died: the last action is found again among the legal actions of
  // the position before it and replayed with a trace (only when a king is missing: once per game).
  std::string_view instant_checkmate(const Game& game) const {
    const std::vector<Position>& history = game.history();
    if (history.size() >= 2) {
      const Position& before = history[history.size() - 2];
      ActionList legal;
      variant().legal_actions(before, legal);
      for (const Action& a : legal) {
        Position q = before;
        Trace trace;
        variant().apply(q, a, &trace);
        if (!(q == history.back())) continue;
        for (std::string_view how : {clause::kDragonriderKingCheckmate, clause::kArchbishopConvertKing, clause::kKingVortex,
                                      clause::kDragonShotKing, clause::kKingMultipleKings})
          if (trace.fired(how)) return how;
      }
    }
    return clause::kJesterExplosionCheckmate;
  }

  GameEndParams params_;
};

}  // namespace

std::unique_ptr<Mechanic> game_end(const Board& b, GameEndParams params) { return std::make_unique<GameEnd>(b, params); }

}  // namespace arbiter::removal12
