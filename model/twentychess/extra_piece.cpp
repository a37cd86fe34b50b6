// The additional chessman (casts 12, 13, 14 and the footnote): each player has one, dropped shogi-style as
// a fool (cast 12), an elephant (13) or a mountain (14); when it is already on the board a new drop cast
// changes its capacity and the player may lift and drop it again (extra-piece.redrop-optional=
// optional-move-other: "0000" keeps it where it stands); a captured one returns to its owner's reserve.
// Then another chessman moves (cast-12/13/14.move-another). The mountain never moves and is never captured
// (cast-14.mountain-immobile, cast-14.mountain-uncapturable).
// This mechanic owns the pass: the keep of the drop casts, and cast 20's lone move (cast20_pair.cpp offers it).
#include "model/twentychess/clauses.h"
#include "model/twentychess/twentychess.h"

namespace arbiter::twentychess {
namespace {

bool drop_cast(int cast) { return cast >= 12 && cast <= 14; }
Kind kind_of_cast(int cast) { return cast == 12 ? kFool : cast == 13 ? kElephant : kMountain; }
Refusal drop_clause(int cast) { return cast == 12 ? clause::kCast12Drop : cast == 13 ? clause::kCast13Drop : clause::kCast14Drop; }

Square extra_square(const Position& pos, Side side) {
  Square found = kNoSquare;
  pos.occupied(side).for_each([&](Square s) {
    if (is_extra(pos.at(s).kind())) found = s;
  });
  return found;
}

class ExtraPiece final : public CastMechanic {
 public:
  explicit ExtraPiece(const TwentyChess& v) : CastMechanic("additional chessman", v) {}

  void generate(const Position& pos, ActionList& out) const override {
    int cast = pos.counter(kCast);
    if (!drop_cast(cast) || pos.counter(kPhase) != 0) return;
    Side us = pos.side_to_move();
    Square on_board = extra_square(pos, us);
    bool in_reserve = pos.counter(us == Side::kWhite ? kWhiteExtra : kBlackExtra) == 1;
    if (!in_reserve && on_board == kNoSquare) return;
    ActionList candidates;
    if (on_board != kNoSquare) candidates.push_back(Action::pass());
    for (Square s : pos.geometry().squares())
      if (pos.empty(s)) candidates.push_back(Action::drop(kind_of_cast(cast), s));
    // turn.intermediate-self-check=each-action: the drop (or the lift) may not leave the own king attacked.
    for (const Action& a : candidates) {
      Position next = pos;
      drop(next, a, nullptr);
      if (chess::in_check(v_.rules(next), next, us)) continue;
      // extra-piece.drop-check=forbidden: "as in cast 4", the dropped chessman may not give check (the one kept
      // in place by the pass takes its new capacity there).
      const Square placed = a.type == ActionType::kPass ? on_board : a.to;
      if (!v_.readings().extra_drop_may_check && dropped_checks(v_.rules(next), next, placed, true)) continue;
      out.push_back(a);
    }
  }
  bool owns(const Action& a) const override {
    return a.type == ActionType::kPass || (a.type == ActionType::kDrop && is_extra(a.kind));
  }
  Refusal admit(const Position& pos, const Action& a) const override {
    ActionList offered;  // the pass is offered here or by cast 20's lone move
    for (const auto& m : variant().mechanics()) m->generate(pos, offered);
    for (const Action& m : offered)
      if (m.same(a)) return {};
    int cast = pos.counter(kCast);
    return drop_cast(cast) ? drop_clause(cast) : clause::kCastInForce;
  }
  Refusal forbids(const Position& pos, const Action& a) const override {
    if (a.type != ActionType::kMove) return {};
    Kind k = pos.at(a.from).kind();
    int cast = pos.counter(kCast);
    if (drop_cast(cast) && pos.counter(kPhase) == 0) return drop_clause(cast);  // the drop comes first
    bool identical = cast == 17 && pos.counter(kPhase) == 1;  // not the chessman's own move (cast17_identical.cpp)
    if (k == kMountain && !identical) return clause::kCast14Immobile;
    if (pos.at(a.to).kind() == kMountain) return clause::kCast14Uncapturable;
    if (!drop_cast(cast)) return {};
    if (is_extra(k) || pos.attribute(kActedAttribute, a.from))  // then another chessman moves
      return cast == 12 ? clause::kCast12MoveAnother : cast == 13 ? clause::kCast13MoveAnother : clause::kCast14MoveAnother;
    return {};
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    v_.begin_action(pos, a);
    if (a.type == ActionType::kPass && pos.counter(kCast) == 20) fire(trace, clause::kCast20IfStill);  // the partner cannot move
    else drop(pos, a, trace);
    v_.end_action(pos, a);
  }

 private:
  void drop(Position& pos, const Action& a, Trace* trace) const {
    Side us = pos.side_to_move();
    int cast = pos.counter(kCast);
    Kind kind = kind_of_cast(cast);
    Square on_board = extra_square(pos, us);
    fire(trace, drop_clause(cast));
    fire(trace, clause::kExtraOnePerPlayer);
    if (on_board != kNoSquare) {
      pos.remove(on_board);
      fire(trace, clause::kExtraCapacityChange);
      if (a.type == ActionType::kPass) {
        pos.put(on_board, Piece(kind, us));  // stays, with the new capacity (extra-piece.persistence)
        fire(trace, clause::kExtraPersistence);
        return;
      }
      fire(trace, clause::kExtraDropAgain);
    } else {
      fire(trace, clause::kExtraReturn);
    }
    pos.put(a.to, Piece(kind, us));
    pos.set_counter(us == Side::kWhite ? kWhiteExtra : kBlackExtra, 0);
    if (kind == kFool) fire(trace, clause::kCast12Capacity);
    if (kind == kMountain) {
      fire(trace, clause::kCast14Immobile);
      fire(trace, clause::kCast14Uncapturable);
    }
  }

};

}  // namespace

std::unique_ptr<Mechanic> extra_piece(const TwentyChess& v) { return std::make_unique<ExtraPiece>(v); }

}  // namespace arbiter::twentychess
