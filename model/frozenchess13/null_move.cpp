// The null move (the document's "Nullmove"), written 0000: at the start of a turn a player may pass, which
// counts as a move (nullmove.allowed); "two consecutibe Nullmoves" (draw.nullmoves: the catalog's value, 2), one
// by each player in a row, draw the game (nullmove.double-draw; nullmove.draw-count = two-plies; four-plies: that
// many by each player). Not while in check: the check must be escaped (nullmove.in-check = not-in-check,
// refused by check.h). In the middle of a turn (a double move or multimove) 0000 ends the turn instead, and is no
// null move. State: the counters null-moves (the null moves in a row) and passed (this turn began with one).
#include <string>

#include "model/frozenchess13/advanced_moves.h"
#include "model/frozenchess13/clauses.h"

namespace arbiter::frozenchess13 {
namespace {

class NullMove final : public FrozenMechanic {
 public:
  NullMove(const Board& b, const AdvancedMoves& adv, NullMoveParams params)
      : FrozenMechanic("null move", b), adv_(adv), draw_after_(params.four_plies ? 2 * params.null_moves : params.null_moves), null_moves_(params.null_moves) {}
  void declare(Declaration& d) override {
    in_a_row_ = d.counter({"null-moves", 0, 2 * null_moves_, 0});  // either reading's count
    passed_ = d.counter({"passed", 0, 1, 0});
  }
  bool owns(const Action& a) const override { return a.type == ActionType::kPass; }
  void generate(const Position&, ActionList& out) const override { out.push_back(Action::pass()); }
  std::vector<Square> actors(const Position&, const Action&) const override { return {}; }
  void play(Position& p, const Action&, Trace* trace) const override {
    if (adv_.runner(p) != kNoSquare) return;  // the end of a partial turn
    p.set_halfmove_clock(p.halfmove_clock() + 1);
    p.set_counter(in_a_row_, std::min(draw_after_, p.counter(in_a_row_) + 1));
    p.set_counter(passed_, 1);
    fire(trace, clause::kNullmoveAllowed);
    fire(trace, clause::kChangelogNullmove);
    if (p.counter(in_a_row_) == draw_after_) fire(trace, clause::kNullmoveDoubleDraw);
  }
  void turn_end(Position& p, Trace*) const override {
    if (p.counter(passed_) == 0) p.set_counter(in_a_row_, 0);
    p.set_counter(passed_, 0);
  }
  bool decides_outcome() const override { return true; }
  Outcome verdict(const Game& g) const override {
    if (g.position().counter(in_a_row_) < draw_after_) return Outcome::ongoing();
    return Outcome::draw(clause::kDrawNullmoves, std::to_string(draw_after_) + " null moves in a row");
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kNullmoveAllowed, clause::kNullmoveDoubleDraw, clause::kDrawNullmoves, clause::kChangelogNullmove};
  }

 private:
  const AdvancedMoves& adv_;
  int in_a_row_ = -1, passed_ = -1;
  int draw_after_;
  int null_moves_;
};

}  // namespace

std::unique_ptr<Mechanic> null_move(const Board& b, const AdvancedMoves& adv, NullMoveParams params) {
  return std::make_unique<NullMove>(b, adv, params);
}

}  // namespace arbiter::frozenchess13
