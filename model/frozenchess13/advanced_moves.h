// Advanced movement (the document's "ADVANCED MOVES"): the double move, the multimove and its awards.
//   double move   a unit may make a second move in its turn when both are normal non-capturing moves
//                 (double-move.non-capture); a move that gives check is a normal move
//                 (double-move.checks-normal);
//   multimove     every 3 non-pawn captures and every 10 pawn captures of a non-pawn piece award it +1
//                 (multimove.capture-award, two counters); a unit with N awards makes up to 1 + N moves a
//                 turn (multimove.count = one-plus-awards), captures allowed, a capture ending the turn
//                 (advanced.attack-ability-exception, multimove.special-moves = attack-ability-ends); it no
//                 longer has the double move (multimove.nullifies-double);
//   abilities     no special ability during advanced movement (advanced.no-abilities).
// A turn of several moves is a partial turn of the core's pipeline: after a move that may be continued the
// same player acts again, with the same unit, or ends the turn with 0000 (the null move mechanic owns the
// pass). State: moves@sq (the moves the unit made this turn, cleared at the turn's end), multimove@sq (its
// awards), captured-pieces@sq and captured-pawns@sq (the captures counted toward the next award). The awards
// leave the game with the unit (multimove.removed-on-death, stage 2's respawn).
#pragma once

#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {

class AdvancedMoves final : public FrozenMechanic, public CaptureListener, public WholesaleRefusal {
 public:
  struct Params {
    bool two_plus_awards = false;  // multimove.count = two-plus-awards (else one-plus-awards)
    bool check_ends_turn = false;  // multimove.king-capture = check-ends-turn (else capture-allowed)
    bool death_resets_count = false;  // multimove.death-capture-count = reset-count (else keep-count)
    bool explosions_attack = false;   // advanced.attack-abilities = named-and-explosions (else named-only)
    // multimove.capture-award: "captures 3 non-pawns or 10 pawns ... it gets +1 move" (the catalog's values)
    int pieces_needed = 0;
    int pawns_needed = 0;
    int award = 0;
    KindSet capturers;
    KindSet pawns;  // multimove.capture-award: "or 10 pawns": the victims counted toward pawns_needed (the catalog's kinds)  // multimove.capture-award: "If a non-pawn piece" (the catalog's kinds)
  };
  AdvancedMoves(const Board& b, Params params) : FrozenMechanic("advanced moves", b), p_(params) {}
  void declare(Declaration& d) override;
  Refusal forbids(const Position& p, const Action& a) const override;
  // The rest of a turn takes no ability, no drop, no decision (advanced.no-abilities); a multimove's unit may
  // still attack (advanced.attack-ability-exception), so its abilities are refused one by one by forbids().
  bool forbids_every(const Position& p, ActionType t) const override;
  bool continues_turn(const Position& after, const Action& a) const override;
  void arrived(Position& p, const Step& st, Trace* trace) const override;
  // A unit that dies ends its turn's moves, and "MultiMove ability is remoced on death(double move remains)"
  // (multimove.removed-on-death): its awards go (multimove.death-capture-count = keep-count keeps the
  // captures counted toward the next; reset-count drops them).
  void removed(Position& p, Unit& victim, const Removal& how, Trace* trace) const override;
  void turn_end(Position& p, Trace* trace) const override;
  void captured(Position& p, const Capture& c, Trace* trace) const override;
  std::vector<std::string_view> clauses() const override;

  // The square of the unit acting this turn (it made a move), or kNoSquare at the turn's start.
  Square runner(const Position& p) const;
  // The moves a unit may make in one turn: 1 + awards with multimove, else 2 (the double move).
  int allowance(const Position& p, Square s) const;
  bool moved(const Position& p, Square s) const { return p.attribute(moves_, s) > 0; }
  int awards(const Position& p, Square s) const { return p.attribute(multimove_, s); }
  // Marks a unit as having acted this turn by a move that does not carry it (the cannon's ranged capture).
  void acted(Position& p, Square s) const;
  // Ends the turn of the unit on s (a special move was made with it).
  void spend(Position& p, Square s) const;
  // The unit on s starts its moves of the turn again, as if it had not moved (Pawn Acceleration's extra move,
  // "incl. double move": pawn_acceleration.cpp).
  void restart(Position& p, Square s) const { p.set_attribute(moves_, s, 0); }

 private:
  Params p_;
  int moves_ = -1, multimove_ = -1, captured_pieces_ = -1, captured_pawns_ = -1;
};

}  // namespace arbiter::frozenchess13
