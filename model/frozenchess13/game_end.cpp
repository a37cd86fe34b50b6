// How a game of frozenchess13 ends (the document's "Victory" and "Draw Rules"), judged at the start of a turn:
//  - a side whose king is gone (captured, exploded) has lost (king.loss);
//  - a side that has no legal action but the null move: in check it is checkmated (victory.checkmate), else
//    stalemated, and the stalemated side loses (victory.stalemate, draw.stalemate-loses;
//    nullmove.stalemate = nullmove-not-a-move-for-stalemate: the null move does not count);
//  - the third occurrence (draw.repetition's "3fold", the catalog's value) of the same position, every state included (walls, tombs, paralysis, ranges,
//    tomb queues), draws (draw.repetition);
//  - the optional 300-moves rule (move-300.material-win; move-300.timing = full-moves-every-move-agreed,
//    GameEndParams::move300): from the end of full move 300 (the catalog's value), after every move, the side with more material
//    points over the whole board (material.cpp) wins;
//  - there is no 50-move rule (draw.no-50-move: named by the verdict once fifty moves of each side passed
//    without a capture or a pawn's move).
// Two null moves in a row draw too (null_move.cpp). In the middle of a turn (a double move or multimove under
// way, or a pawn owed Pawn Acceleration's extra move: the unit state accelerated = 1, pawn_acceleration.cpp)
// only a missing king ends it.
#include <cstdlib>
#include <string>

#include "model/core/variant.h"
#include "model/frozenchess13/advanced_moves.h"
#include "model/frozenchess13/clauses.h"

namespace arbiter::frozenchess13 {
namespace {

class GameEnd final : public FrozenMechanic {
 public:
  GameEnd(const Board& b, const AdvancedMoves& adv, GameEndParams params) : FrozenMechanic("game end", b), adv_(adv), p_(params) {}
  bool decides_outcome() const override { return true; }
  // Pawn Acceleration's owed extra move, shared by name with pawn_acceleration.cpp.
  void declare(Declaration& d) override { accelerated_ = d.attribute({"accelerated", Scope::kPiece, 0, 2}); }

  Outcome verdict(const Game& g) const override {
    const Position& p = g.position();
    const Side us = p.side_to_move();
    for (Side s : {us, ~us})
      if (p.royal(s) == kNoSquare) return Outcome::win(~s, clause::kKingLoss, "king lost");
    if (adv_.runner(p) != kNoSquare || accelerating(p, us)) return Outcome::ongoing();
    if (!can_act(p)) {
      if (board().king_attacked(p, us)) return Outcome::win(~us, clause::kVictoryCheckmate, "checkmate");
      Outcome lost = Outcome::win(~us, clause::kVictoryStalemate, "stalemate");
      lost.also = clause::kDrawStalemateLoses;
      return lost;
    }
    if (g.repetitions() >= p_.repetitions - 1) return Outcome::draw(clause::kDrawRepetition, std::to_string(p_.repetitions) + "-fold repetition");
    if (p_.move300 && p.fullmove_number() > p_.move_rule) {
      const int white = material_points(board(), p, Side::kWhite, p_.material);
      const int black = material_points(board(), p, Side::kBlack, p_.material);
      if (std::abs(white - black) >= p_.margin) {
        Outcome won = Outcome::win(white > black ? Side::kWhite : Side::kBlack, clause::kMove300, std::to_string(p_.move_rule) + "-moves rule");
        won.also = clause::kChangelogSuddenDeath300;  // the changelog's statement of the same rule
        return won;
      }
    }
    // There is no 50-move rule: past fifty moves of each side without a capture or a pawn's move, the game
    // goes on, and the verdict names the clause that says so.
    Outcome going = Outcome::ongoing();
    if (p.halfmove_clock() >= 2 * p_.no_move_rule) going.clause = clause::kDrawNo50Move;
    return going;
  }
  // From the end of full move 300 every move is followed by the rotate calculation over the entire board
  // (rotate.300-entire-board: material_points, the one count the Rotate majority uses too).
  void turn_end(Position& p, Trace* trace) const override {
    if (trace && p_.move300 && p.fullmove_number() + (p.side_to_move() == Side::kBlack ? 1 : 0) > p_.move_rule)
      fire(trace, clause::kRotate300EntireBoard);
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kRotate300EntireBoard, clause::kKingLoss, clause::kVictoryCheckmate, clause::kVictoryStalemate, clause::kDrawStalemateLoses, clause::kDrawRepetition,
            clause::kMove300, clause::kDrawNo50Move, clause::kChangelogSuddenDeath300};
  }

 private:
  // Whether the side to move has a legal action other than the null move.
  bool can_act(const Position& p) const {
    return variant().any_legal(p, [](const Action& a) { return a.type != ActionType::kPass; });
  }
  // Whether a unit of `side` is owed Pawn Acceleration's extra move: its turn is under way.
  bool accelerating(const Position& p, Side side) const {
    bool owed = false;
    p.marked(accelerated_).for_each([&](Square s) { owed |= p.attribute(accelerated_, s) == 1 && p.at(s).side() == side; });
    return owed;
  }
  const AdvancedMoves& adv_;
  GameEndParams p_;
  int accelerated_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> game_end(const Board& b, const AdvancedMoves& adv, GameEndParams params) {
  return std::make_unique<GameEnd>(b, adv, params);
}

}  // namespace arbiter::frozenchess13
