// The lost-all-pawns loss, one rule of all three 12x12 documents: "if a side loses all pawns it loses the
// game(promoted pawns count as lost,.i.e its a mistake to promote all pawns), as alternative to checkmate"
// (deathsquare12, quadrant12: game-end.all-pawns-lost), "Side losing all pawns loses the game(transformed and
// promoted pawns not included, i.e. the last pawn promoting or transforming into a piece loses the game)"
// (removal12: game-end.all-pawns-lost). Being an "alternative to checkmate", it is judged together with the
// other ways a side loses, and it decides the game's verdict:
//   - a side loses by its pawns, by its king (captured, or checkmated at once by an effect such as a jester's
//     blast: the variant says which, Params::king), by checkmate, and where the variant says so by stalemate;
//   - when one action meets a losing condition of both sides, the catalogs' points decide:
//     game-end.simultaneous-loss (one effect ends both sides: a draw, or the acting side wins or loses) and
//     game-end.pawn-loss-vs-checkmate (the mover's lost pawns against the opponent's mate). Which pairs of
//     conditions each point governs is what the catalogs ask, so it is a parameter too (Params::pairs);
//   - otherwise threefold repetition draws and the fifty-move rule does not apply (all three documents: "50
//     moves rule not enforced").
// A plain Mechanic, so that both boards of the 12x12 documents compose it: the twelve family
// (mechanics/game_end.cpp) and removal12 (model/removal12/game_end.cpp) give it their counts of pawns and
// kings and their pair tables.
#pragma once

#include <array>
#include <functional>
#include <string_view>

#include "model/core/mechanic.h"
#include "model/core/trace.h"
#include "model/core/variant.h"

namespace arbiter::shared12 {

class AllPawnsLost final : public Mechanic {
 public:
  // A side's losing condition on the position after an action.
  enum class Loss : uint8_t {
    kNone,
    kPawns,        // its last pawn is gone (game-end.all-pawns-lost)
    kKing,         // its (last) king was captured or killed
    kInstantMate,  // its (last) king died by an effect the document calls a checkmate (a blast, a vortex, ...)
    kCheckmate,    // it is to move, in check, and cannot act
    kStalemate,    // it is to move, not in check, cannot act, and the variant's stalemate loses
  };
  static constexpr int kLosses = 6;
  // How a pair of conditions met by one action (the mover's, the opponent's) is decided.
  enum class Pair : uint8_t {
    kSimultaneous,    // game-end.simultaneous-loss
    kPawnLossVsMate,  // game-end.pawn-loss-vs-checkmate
    kMoverLoses,      // the mover's condition is decided first
    kOpponentLoses,   // the opponent's condition is decided first
  };
  using Pairs = std::array<std::array<Pair, kLosses>, kLosses>;  // [the mover's][the opponent's]
  static Pairs all_simultaneous();

  // The readings of the catalogs' points (their option ids differ between catalogs; the variants read them).
  struct Readings {
    // game-end.simultaneous-loss: draw, capturer-wins / acting-side-wins, capturer-loses / acting-side-loses.
    enum class Simultaneous { kDraw, kActingSideWins, kActingSideLoses } simultaneous = Simultaneous::kDraw;
    // game-end.pawn-loss-vs-checkmate: mover-loses, mover-wins, draw.
    enum class PawnLossVsMate { kMoverLoses, kMoverWins, kDraw } pawn_loss_vs_mate = PawnLossVsMate::kMoverLoses;
    bool stalemate_loses = false;        // the stalemated side loses (else a stalemate draws)
    bool repetition_board_only = false;  // a repetition compares the units and the side to move only
  };
  struct KingLoss {
    Loss loss = Loss::kNone;  // kNone, kKing or kInstantMate
    std::string_view clause;  // the clause that names it
  };
  // The catalog's clauses that name the verdicts (empty where the catalog has none: removal12's orthodox
  // checkmate, stalemate and repetition are rules its document does not state).
  struct Clauses {
    std::string_view all_pawns_lost, checkmate, stalemate, repetition, no_fifty_move_rule;
    std::string_view simultaneous;  // names a simultaneous loss (empty: the opponent's condition's clause)
  };
  struct Params {
    Readings readings;
    Clauses clauses;
    Pairs pairs = all_simultaneous();
    std::function<int(const Position&, Side)> pawns;      // the pawns a side still has (the variant's count)
    std::function<KingLoss(const Game&, Side)> king;      // whether a side lost its king, and how
    std::function<bool(const Action&)> counts_as_action;  // what "cannot move" counts (empty: every action)
    // How many times a position occurs for the repetition draw (the document's "3fold", or chess's where the
    // document states none); 0: no repetition draw.
    int repetition_occurrences = 0;
  };

  // The trace of the game's last action: a position does not record how a king died, so the action is found
  // again among the legal actions of the position before it and replayed with a trace (for Params::king, only
  // when a king is missing: once per game). Empty when there is no last action or none leads to the position.
  static Trace last_action_trace(const Game& game);

  explicit AllPawnsLost(Params params) : Mechanic("game end"), p_(std::move(params)) {}

  bool decides_outcome() const override { return true; }
  Outcome verdict(const Game& game) const override;
  std::vector<std::string_view> clauses() const override;

 private:
  struct Condition {
    Loss loss = Loss::kNone;
    std::string_view clause;
  };
  Condition lost(const Game& game, Side s) const;  // its king, then its pawns
  int repetitions(const Game& game) const;

  Params p_;
};

}  // namespace arbiter::shared12
