// Pawn Rotation (pawn.rotation): "Pawns can change their direction of "Forward"(Aim Direction) to one of 4
// orthogonal directions as special move."
//  - Written aimup@S, aimright@S, aimdown@S, aimleft@S: the pawn on S turns to aim that way, the directions as
//    the board is drawn (rank 16 up, file p right).
//  - State aim@S=N (unit attribute aim): N quarter turns clockwise from its side's forward, as its player sees
//    the board (1 its right, 2 backward, 3 its left); 0, its side's own forward, is not written.
//  - Everything a pawn does "forward" follows its aim (Movement::aim): its step, its leap over the unit
//    directly in front, its diagonal captures (and so what it threatens and protects), Knightmare's step.
//    Where a turned pawn promotes is promotion.rotated-pawn's (moves.cpp).
//  - A special move: the whole turn. Not in the rest of a double move or multimove (advanced.no-abilities),
//    not by a paralysed pawn (paralysis refuses every action of its actor), and never leaving its own king in
//    check (check.h): the general rules, asked before and after its owner.
// Readings (points of model/frozenchess13/rules.xml):
//  - pawn.rotation-change = must-change: the new aim differs from the one it has ("change their direction");
//    any-direction: it may also "turn" to the aim it has, a special move that changes nothing but the turn.
//  - pawn.rotation-side-change = side-relative: the aim is kept relative to the pawn's side, so a pawn that
//    changes side (conversion keeps a unit's attributes) aims at its new side's forward, turned as before;
//    board-direction (it keeps pointing the same way on the board) is not built.
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {
namespace {

// The abilities in the order of the directions as drawn, clockwise from up (mechanics.h's Ability order).
constexpr Ability kAims[4] = {kAimUp, kAimRight, kAimDown, kAimLeft};

class PawnRotation final : public FrozenMechanic, public TypeScope {
 public:
  PawnRotation(const Board& b, bool any_direction) : FrozenMechanic("pawn rotation", b), any_direction_(any_direction) {}

  void declare(Declaration& d) override { aim_ = d.attribute({"aim", Scope::kPiece, 0, 3}); }
  bool owns(const Action& a) const override { return a.type == ActionType::kAbility && direction(a) >= 0; }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square s) {
      if (p.at(s).kind() != kPawn) return;
      for (int d = 0; d < 4; ++d)
        if (any_direction_ || d != drawn(p, s)) out.push_back(Action::ability_use(kAims[d], s, s));
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.to != a.from || a.path_size()) return kNoSuchAction;
    if (p.at(a.from).kind() != kPawn) return clause::kPawnRotation;  // "Pawns can change"
    if (!any_direction_ && direction(a) == drawn(p, a.from)) return clause::kPawnRotation;  // "change"
    return {};
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire(trace, clause::kPawnRotation);
    fire(trace, clause::kChangelogPawnRotation);  // "Pawn:added Pawn Rotations"
    const int forward = p.at(a.from).side() == Side::kWhite ? 0 : 2;
    p.set_attribute(aim_, a.from, (direction(a) - forward + 4) & 3);
  }
  // A unit that is no longer a pawn (promoted, transformed by its capture) has no aim: cleared at the turn's
  // end, so that a position between turns writes aim only on pawns.
  void turn_end(Position& p, Trace*) const override {
    p.marked(aim_).for_each([&](Square s) {
      if (p.empty(s) || p.at(s).kind() != kPawn) p.set_attribute(aim_, s, 0);
    });
  }
  std::vector<std::string_view> clauses() const override { return {clause::kPawnRotation, clause::kChangelogPawnRotation}; }

 private:
  static int direction(const Action& a) {
    for (int d = 0; d < 4; ++d)
      if (a.ability == kAims[d]) return d;
    return -1;
  }
  // The direction the pawn on s aims at, as drawn (0 up, clockwise).
  int drawn(const Position& p, Square s) const {
    return (p.attribute(aim_, s) + (p.at(s).side() == Side::kWhite ? 0 : 2)) & 3;
  }

  const bool any_direction_;
  int aim_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> pawn_rotation(const Board& b, bool any_direction) {
  return std::make_unique<PawnRotation>(b, any_direction);
}

}  // namespace arbiter::frozenchess13
