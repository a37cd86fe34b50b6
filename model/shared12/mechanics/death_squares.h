// Death squares: "squares where pieces were captured become death squares: pieces which land on them die.
// Pieces which moved over a death square, become paralyzed for the next 2 moves ... and their double move
// ends as they pass a death square." The steps ask it what a square does to a unit passing or landing; as a
// mechanic it refuses the action of a paralysed unit (death-square.pass-paralysis), unless its side has no
// other move and death-square.paralysis-no-other-move = paralysis-lifted (no_other_move.cpp).
#pragma once

#include <string_view>

#include "model/shared12/mechanics/mechanics.h"

namespace arbiter::shared12 {

class DeathSquares final : public TwelveMechanic {
 public:
  struct Params {
    // death-square.recapture: the capturer on a new death square survives, dies, or the square waits until
    // it is empty (pending, 2) before it kills.
    enum class Recapture { kCapturerSurvives, kCapturerDies, kActivatesWhenEmpty } recapture = Recapture::kCapturerSurvives;
    bool pawns = true;        // death-square.pawns = pawns-included (pawns die on them and make them)
    bool permanent = true;    // death-square.permanence = permanent (else consumed by the unit it kills)
    bool any_arrival = true;  // death-square.displacement = any-arrival (a pushed unit dies too)
    // death-square.leap-over: what a knight move passing death squares suffers.
    enum class LeapOver { kExempt, kAnyPath, kAllPaths } leap_over = LeapOver::kExempt;
    bool paralysis_plies = false;   // death-square.paralysis-duration = plies
    bool paralysis_lifted = false;  // death-square.paralysis-no-other-move = paralysis-lifted
    // The clauses of a variant's own catalog that name two of these readings where it has them (empty where
    // its catalog has none): quadrant12's death-square.sacrifice-removes (a death square that killed is gone)
    // and death-square.activation (a new death square under a unit waits until it is empty).
    std::string_view consumed_clause;
    std::string_view activation_clause;
  // The points both catalogs of the family name alike; a variant's file reads its catalog's others.
  static Params read(const ChosenOptions& c);
  };
  DeathSquares(const Rules& r, Params params) : TwelveMechanic("death squares", r), p_(params) {}
  const Params& params() const { return p_; }

  // Whether a step from -> to passes over a death square (death-square.leap-over for knight moves).
  bool passes(const Position& p, Square from, Square to) const;
  // A unit arrives on sq (its own move or displaced): dies if sq is a death square. Returns true if it died.
  bool arrive(Position& p, Square sq, bool own_move, Trace* trace) const;
  // Whether a unit of kind `kind` displaced onto sq would die there.
  bool kills_displaced(const Position& p, Square sq, Kind kind) const {
    return rules().is_death(p, sq) && p_.any_arrival && (kind != kPawn || p_.pawns);
  }
  // A unit of kind `kind` was captured on sq: the square becomes a death square (death-square.pawns).
  void captured(Position& p, Square sq, Kind kind, Trace* trace) const {
    if (kind != kPawn || p_.pawns) make(p, sq, trace);
  }
  void make(Position& p, Square sq, Trace* trace) const;
  void activate(Position& p) const;  // pending death squares that are empty become active

  Refusal forbids(const Position& p, const Action& a) const override;
  std::vector<std::string_view> clauses() const override;

 private:
  Params p_;
};

}  // namespace arbiter::shared12
