// Pawn Acceleration: "After capture the pawn may make an extra move(any move, incl. double move)."
// (pawn.acceleration). A capture ends a turn (advanced_moves.h); a pawn that captured may go on:
//  - "an extra move ... incl. double move": the pawn's moves of the turn start again (AdvancedMoves::restart):
//    its next move is the extra one, and it may be followed by a double move's second (a normal move,
//    double-move.non-capture), as at the start of a turn; Siege holds that second one as any double move's.
//  - "may": the player may end the turn instead (0000).
//  - Until the pawn's extra move is made, no other unit acts: an action by another unit is refused by this
//    clause; after it, the double move's rules (advanced_moves.h) decide who may still move.
// State: accelerated@sq (unit attribute accelerated): 1 the pawn owes its extra move, 2 it made it this turn
// (once-per-turn); cleared at the turn's end.
// Readings (points of model/frozenchess13/rules.xml):
//  - pawn.acceleration-after-transform = only-pawn-captures: a capture that transforms the pawn (it took a
//    piece of the transforming kinds, pawn.transform-by-capture) or promotes it leaves no pawn to accelerate;
//    extra-move-as-new-piece: the unit the pawn became makes the extra move.
//  - pawn.acceleration-actions = moves-only: the extra move is a move or a capture (the advanced moves take no
//    special ability, advanced.no-abilities); any-action: a special move whose actors include the pawn too.
//  - pawn.acceleration-chain = each-capture: the extra move may capture, and then the pawn may make another;
//    once-per-turn: one extra move a turn.
#include "model/frozenchess13/advanced_moves.h"
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {
namespace {

constexpr int kOwed = 1;
constexpr int kMade = 2;

class PawnAcceleration final : public FrozenMechanic, public CaptureListener, public WholesaleRefusal {
 public:
  PawnAcceleration(const Board& b, const AdvancedMoves& adv, PawnAccelerationParams params)
      : FrozenMechanic("pawn acceleration", b), adv_(adv), p_(params) {}

  void declare(Declaration& d) override { accelerated_ = d.attribute({"accelerated", Scope::kPiece, 0, kMade}); }

  // "After capture the pawn": the capturer was a pawn (what it is after the capture is asked when the turn
  // would end: continues_turn, as the transformation comes after the capture's listeners).
  void captured(Position& p, const Capture& c, Trace*) const override {
    if (c.capturer.kind() != kPawn || p.empty(c.by) || p.at(c.by).side() != c.capturer.side()) return;
    if (p.attribute(accelerated_, c.by) == kMade && p_.once_per_turn) return;
    p.set_attribute(accelerated_, c.by, kOwed);
    adv_.restart(p, c.by);  // after the advanced moves ended its turn (they are told first: the list's order)
  }
  // The pass (0000) declines the extra move and ends the turn. A special move of the pawn made as its extra move
  // (pawn.acceleration-actions = any-action) is the whole of it, and ends the turn as every special move does
  // (one that leaves the pawn where it was, as a Pawn Rotation, would otherwise leave it owed forever).
  bool continues_turn(const Position& after, const Action& a) const override {
    return a.type == ActionType::kMove && owing(after) != kNoSquare;
  }
  Refusal forbids(const Position& p, const Action& a) const override {
    const Square pawn = owing(p);
    if (pawn == kNoSquare || a.type == ActionType::kPass) return {};
    if (a.type == ActionType::kMove) return a.from == pawn ? Refusal() : clause::kPawnAcceleration;
    if (!p_.any_action) return clause::kPawnAcceleration;
    for (Square s : variant().actors(p, a))
      if (s == pawn) return {};
    return clause::kPawnAcceleration;
  }
  // While the extra move is owed, no other kind of action is anyone's but the pass, and under moves-only not the
  // pawn's either: the listings skip them instead of judging each (forbids() is the refusal).
  bool forbids_every(const Position& p, ActionType t) const override {
    return t != ActionType::kMove && t != ActionType::kPass && !p_.any_action && owing(p) != kNoSquare;
  }
  // Its extra move made: owed no longer.
  void arrived(Position& p, const Step& st, Trace* trace) const override {
    if (st.how != Carried::kOwnMove || p.empty(st.to) || p.attribute(accelerated_, st.to) != kOwed) return;
    p.set_attribute(accelerated_, st.to, kMade);
    fire(trace, clause::kPawnAcceleration);
  }
  void turn_end(Position& p, Trace*) const override {
    p.marked(accelerated_).for_each([&](Square s) { p.set_attribute(accelerated_, s, 0); });
  }
  std::vector<std::string_view> clauses() const override { return {clause::kPawnAcceleration}; }

 private:
  // The square of the side to move's unit that owes its extra move, if it may make it; else kNoSquare.
  Square owing(const Position& p) const {
    Square out = kNoSquare;
    p.marked(accelerated_).for_each([&](Square s) {
      if (p.empty(s) || p.at(s).side() != p.side_to_move() || p.attribute(accelerated_, s) != kOwed) return;
      if (!p_.as_new_piece && p.at(s).kind() != kPawn) return;  // transformed or promoted: no pawn goes on
      out = s;
    });
    return out;
  }

  const AdvancedMoves& adv_;
  const PawnAccelerationParams p_;
  int accelerated_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> pawn_acceleration(const Board& b, const AdvancedMoves& adv, PawnAccelerationParams params) {
  return std::make_unique<PawnAcceleration>(b, adv, params);
}

}  // namespace arbiter::frozenchess13
