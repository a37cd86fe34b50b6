// The jester: "immobilizes all nearby 3x3 enemies(by presence) and all units it leaps over with knight
// moves(for 2 moves), immobilized pieces cannot move/use ability. Cannot capture units. Explodes 3x3 when
// captured(explosion bypasses "cannot be captured"/instant checkmate). Jesters/kings are immune to jesters
// immobilization, but not explosion." (deathsquare12's text has no "instant checkmate": Params::blast_mates.)
// The steps ask it what the jester lends, leaps and blows up; as a mechanic it refuses the action of an
// immobilised unit (jester.immobilized-effect). Its moves (knight moves plus borrowed ones) are the steps'.
#pragma once

#include "model/shared12/mechanics/mechanics.h"

namespace arbiter::shared12 {

class Jester final : public TwelveMechanic {
 public:
  struct Params {
    bool borrow_guards_sense = false;       // jester.borrow-lenders = guards-sense
    bool borrow_enemy_only = false;         // jester.attacking-scope = enemy-attackers (quadrant12)
    bool leap_immobilize_friendly = true;   // jester.leap-immobilize-friendly
    bool immobilize_plies = false;          // jester.immobilize-duration = leap-two-plies
    bool presence_lasts = false;            // jester.immobilize-duration = both-two-owner-moves
    enum class Blast { kAll, kAllButCapturer, kCapturingSide } blast = Blast::kAll;  // jester.explosion-scope
    bool blast_kings = true;                // jester.explosion-kings
    bool guarded_capturable = false;        // jester.explosion-bypass = guarded-jester-capturable
    bool blast_death_squares = false;       // jester.explosion-death-squares = victims-squares-too
    bool blast_clears = false;              // jester.explosion-clears: no unit, wall or death square is left
    bool blast_mates = false;               // jester.explosion-instant-checkmate (jester.instant-checkmate)
    // jester.instant-checkmate-precedence: whether a blast that kills the enemy king wins before the
    // capturer's own king (left attacked, or killed in the same blast) is judged.
    enum class MatePrecedence { kOwnKingFirst, kMateFirst, kMateFirstEvenOwnKing } mate_precedence = MatePrecedence::kOwnKingFirst;
    // The document's sizes (catalog values): "immobilizes all nearby 3x3 enemies" (jester.immobilize-presence)
    // and "Explodes 3x3 when captured" (jester.explosion), as radii of the boxes around the jester.
    int presence_radius = 1;
    KindSet immune;  // "Jesters/kings are immune to jesters immobilization" (jester.immobilization-immunity)
    int blast_radius = 1;
  // The points both catalogs of the family name alike; a variant's file reads its catalog's others.
  static Params read(const ChosenOptions& c);
  };
  Jester(const Rules& r, Params params) : TwelveMechanic("jester", r), p_(params) {}
  const Params& params() const { return p_; }

  // The jester's borrowed movement (jester.borrowed-movement).
  uint8_t borrowed(const Position& p, Square sq) const;
  // Whether the unit on sq stands beside an enemy jester and is held by it (jester.immobilize-presence).
  bool presence_immobilized(const Position& p, Square sq) const;
  // jester.immobilize-duration = both-two-owner-moves: units immobilised by a jester's presence keep a
  // 2-move immobilisation counter, so the effect outlasts the jester's departure.
  void refresh_presence(Position& p) const;
  void immobilize_leapt(Position& p, Square from, Square to, Trace* trace) const;
  // Kills the units of the blast around sq (the jester captured there by `capturer` now on capturer_square).
  void explode(Position& p, Square sq, Side capturer, Square capturer_square, Trace* trace) const;
  // jester.instant-checkmate-precedence: whether `a`, played on `before` to give `after`, stays legal although
  // it leaves the mover's king attacked or dead, because its blast killed the enemy king.
  bool mate_comes_first(const Position& before, const Action& a, const Position& after) const;
  // For the trace, after a unit arrived on sq: jester.immobilize-presence when its arrival puts an enemy
  // unit beside a jester (the jester's, or its own).
  void fire_presence(const Position& p, Square sq, Trace* trace) const;

  Refusal forbids(const Position& p, const Action& a) const override;
  std::vector<std::string_view> clauses() const override;

 private:
  Params p_;
};

}  // namespace arbiter::shared12
