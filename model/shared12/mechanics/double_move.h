// The double move: "If a pieces does't capture it can move two moves(empowered moves occur only when the
// unit square is empowered at the moment of movement). Knights and Bishops can capture within double move
// with restrictions" (double-move.*, Knight's Leap, Bishop Bounce). The steps themselves (a unit's movement
// with Empower and the jester's borrowed movement, what a step does on arrival) are the family's (../steps.cpp,
// ../moves.cpp, which read these parameters); this mechanic owns the actions written as moves, leaps and
// pushes: it generates them, admits one when it is among the moves of its unit, and plays it.
#pragma once

#include "model/shared12/mechanics/mechanics.h"

namespace arbiter::shared12 {

class DoubleMove final : public TwelveMechanic, public LegalListing, public UnitListing {
 public:
  struct Params {
    bool pawns = true;                     // double-move.pawns = pawns-double-move
    bool empower_turn_start = false;       // double-move.empowered-steps = turn-start (else per step)
    bool any_second_step_capture = false;  // double-move.capture-other-pieces = any-second-step
    // "Knights and Bishops can capture within double move" (double-move.knight-bishop-capture)
    KindSet second_step_capturers;
    bool return_allowed = true;            // double-move.return = allowed
    // With return_allowed false, the second step may not end on a square the first passed either (quadrant12's
    // reading of double-move.return = forbidden: the first leg's path becomes walls under the unit).
    bool return_path_forbidden = false;
  // The points both catalogs of the family name alike; a variant's file reads its catalog's others.
  static Params read(const ChosenOptions& c);
  };
  DoubleMove(const Rules& r, Params params) : TwelveMechanic("double move", r), p_(params) {}
  const Params& params() const { return p_; }
  bool allowed(Kind k) const { return k != kPawn || p_.pawns; }  // double-move.pawns

  void generate(const Position& p, ActionList& out) const override { rules().generate_moves(p, out, true); }
  bool generate_legal(const Position& p, ActionList& out) const override {
    rules().generate_moves(p, out, false);
    return true;
  }
  void generate_from(const Position& p, Square sq, ActionList& out) const override { rules().moves_from(p, sq, out); }
  int group_count(const Position& p, Square sq) const override { return rules().first_step_count(p, sq); }
  void generate_group(const Position& p, Square sq, int i, ActionList& out) const override {
    rules().moves_from_first_step(p, sq, i, out);
  }
  // generate_legal()'s judgement for one first step of a unit that may move; a held unit (paralysed,
  // immobilised, resting...) may still move where a fallback is in force: its candidates are judged.
  bool generate_group_legal(const Position& p, Square sq, int i, ActionList& out) const override {
    if (!rules().can_move(p, sq)) return false;
    rules().legal_from_first_step(p, sq, i, out);
    return true;
  }
  // Held units move only where a fallback is in force: no other action is legal (fallback.h).
  bool held(const Position& p, Square sq) const override { return !rules().can_move(p, sq); }
  bool owns(const Action& a) const override { return is_move(a); }
  Refusal admit(const Position& p, const Action& a) const override;
  void play(Position& p, const Action& a, Trace* trace) const override { rules().play(p, a, trace); }
  std::vector<std::string_view> clauses() const override;

 private:
  // An action that is no move of its unit: the rule of the double move it breaks, if any.
  Refusal why_not(const Position& p, const Action& a) const;

  Params p_;
};

}  // namespace arbiter::shared12
