// Tombs (the document's "Tomb Squares", "Tomb FIFO queue", "Tomb Square explosion", "Tomb Rot"): every unit
// that dies enters the FIFO queue of dead on the square where it died (stack "tomb", first in first out), and
// the square's tomb state (attribute tomb-state) says what the square is:
//   1 tomb     explosive: "if a piece steps on a tomb square it explodes" (tomb.explosion);
//   2 waiting  the dead wait for the square to be left "empty(no wall or any units)" (tomb.creation): a
//              capture square while the capturer stands on it or its wall stands (tomb.wall-delay);
//   3 open     exploded: "oldest FIFO unit is eligible for respawn move" (respawn.cpp); it becomes a tomb
//              again "as soon as the respawned piece left" (tomb.fifo, tomb.reactivation), waiting as in 2;
//   4 waiting  as 2, the square a respawned unit stands on (its leaving fires tomb.fifo, not tomb.creation).
// A square holds dead units exactly when its tomb-state is not 0 (validate() says so of a setup).
//
// The unit that steps on a tomb dies in its explosion and joins the queue, first of the explosion's dead
// ("adding the unit to the tomb FIFO queue"), whatever spares the others; a frog never does (it "Cannot land
// on tombs/walls", frog.no-tomb-wall: neither by its own move nor carried).
// The explosion (tomb.explosion, tomb.rot): the 3x3 area around the tomb (the catalog's sizes) is cleared: its units die and get
// tombs of their own (respawn.queue-order-example = own-tomb; join-exploding-queue: they join the exploding
// tomb's queue), its walls disappear, the other tombs in it are cleared (tomb.cleared: their dead leave the
// game; tomb.nearby-explosion = spares-tomb: "all permadeath removed", they stay), a king in it is checkmated (it dies: king.loss decides). explosion.immune-units =
// only-jester-bypasses: frogs (unit-type.immortal) and guarded units survive it; all-explosions-kill: none
// does. tomb.own-king-in-blast = illegal: no action may end with the player's own king dead in an explosion
// (as no move may leave it in check), a rot included, so the player must answer a rotting tomb beside his
// king; king-dies: he loses.
//
// The explosion is Tombs::blast, read by a Blast (mechanics.h): the tombs' own takes the defaults; the
// jester's Explosion (jesters_explosion.cpp), the cannon's Blast (cannons_blast.cpp), the assassin's Bomb
// (assassins_bomb.cpp) and the rook's Launch (rooks_launch.cpp) set its size, whom it spares, what it does to
// the tombs of its area and whether its centre opens for a respawn; under jester.explosion-chain =
// chain-reaction a jester any explosion kills explodes in turn (TombsParams::jester_chain).
//
// Readings (points of model/frozenchess13/rules.xml):
//  - tomb.wall-delay = tomb-after-wall-dissolves: a vacated capture square stays waiting while its wall
//    stands (the capturer's move walls its start square, walls.cpp); tomb-replaces-wall: the wall there is
//    removed and the tomb appears as the capturer leaves. A square left inside a turn becomes a tomb when the
//    turn ends (walls.double-move-path = whole-turn-path raises the turn's walls at that moment too).
//  - tomb.passing-through = pass-paralyzes-landing-explodes: a unit whose own move passes over a tomb
//    (Movement::passed: a ride's squares, a nightrider's landings on the way) is paralysed for its next turn
//    (tomb.path-paralysis, paralysis.h: immunities apply); a leap over one does nothing; landing on one
//    explodes it. any-path-square-explodes is not built: the move would have to end on the first tomb of its
//    route, which the moves' routes cannot stop at.
//  - tomb.wall-on-tomb = wall-covers-tomb: a path over a tomb walls it like any square (walls.cpp); tomb-takes-
//    no-wall: at the end of the turn, when the turn's walls stand, the walls on tombs are taken away.
//  - tomb.nightrider-landings = landings-are-path (the nightrider's landings on its way are path squares:
//    paralysis); landings-explode is not built (the move would end on the tomb, as for the any-path reading).
//  - tomb.open-square-entry = plain-until-respawn: an open square is not explosive; a unit may stand on it
//    (the dead wait under it; a unit standing there blocks the respawn); still-explosive: stepping on it
//    explodes it again.
//  - mirror-portal.tomb-landing = explodes: any unit arriving on a tomb, carried included (a teleport, a
//    shifted line: shift.square-features = units-only-landing-rules-apply), explodes it; safe-landing: a
//    teleported unit lands and the tomb waits under it.
//  - tomb.rot: "If the Tomb isn't guarded(in capture range of at least one unit)": the capture reach of any
//    unit of either side (board.h), on the position a player is to move in; the rot counter is a clock of the
//    square (tomb-rot: the plies left, 0 while the tomb is in reach), timers.move-unit =
//    unit-timers-own-turns-board-timers-plies: it explodes at the end of the 40th ply of either player
//    begun with the tomb out of every unit's reach, at the square's time rate (quickening doubles it).
#pragma once

#include <vector>

#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {

class Paralysis;

struct TombsParams {
  bool replaces_wall = false;     // tomb.wall-delay = tomb-replaces-wall (else tomb-after-wall-dissolves)
  bool open_explosive = false;    // tomb.open-square-entry = still-explosive (else plain-until-respawn)
  bool join_exploding = false;    // respawn.queue-order-example = join-exploding-queue (else own-tomb)
  bool own_king_dies = false;     // tomb.own-king-in-blast = king-dies (else illegal)
  bool all_kill = false;          // explosion.immune-units = all-explosions-kill (else only-jester-bypasses)
  bool portal_safe = false;       // mirror-portal.tomb-landing = safe-landing (else explodes)
  bool spare_tombs = false;       // tomb.nearby-explosion = spares-tomb (else clears-tomb)
  bool no_wall_on_tomb = false;   // tomb.wall-on-tomb = tomb-takes-no-wall (else wall-covers-tomb)
  // jester.explosion-chain = chain-reaction: a jester killed by any explosion explodes as the jester's
  // Explosion reads (radius 0: no chain from the tombs' own explosions)
  Blast jester_chain{0};
  // The catalog's values: tomb.explosion's "clearing (3x3)" (a size: radius size/2), tomb.rot's "in 40 moves"
  // and "explodes 3x3"
  int radius = 0;
  int rot_moves = 0;
  int rot_radius = 0;
};

// An exception to the path paralysis (tomb.path-paralysis): a unit whose move over a tomb leaves it free
// (the dragon's Dragonflight, dragonflight.cpp). It fires its own clause when it spares the mover.
class TombFlight {
 public:
  virtual ~TombFlight() = default;
  virtual bool spares(const Position& p, const Moved& m, Trace* trace) const = 0;
};

class Tombs final : public FrozenMechanic, public MoveListener, public BookkeepingTurnStart {
 public:
  enum State : int { kNone = 0, kTomb = 1, kWaiting = 2, kOpen = 3, kRespawned = 4 };

  Tombs(const Board& b, const Paralysis& paralysis, TombsParams params)
      : FrozenMechanic("tombs", b), paralysis_(paralysis), p_(params) {}

  void declare(Declaration& d) override;
  // "Cannot land on tombs/walls." (frog.no-tomb-wall): a frog's move or a frog carried may not end on a tomb.
  Refusal forbids(const Position& p, const Action& a) const override;
  Refusal may_enter(const Position& p, const Step& step) const override;
  Refusal forbids_result(const Position& before, const Action& a, const Position& after) const override;
  void arrived(Position& p, const Step& step, Trace* trace) const override;
  void removed(Position& p, Unit& victim, const Removal& how, Trace* trace) const override;
  void moved(Position& p, const Moved& m, Trace* trace) const override;
  void turn_end(Position& p, Trace* trace) const override;
  // The rot counters are bookkeeping (BookkeepingTurnStart): no refusal reads them, so check() judges
  // without them (the guard test costs both sides' threats).
  void turn_start(Position& p, Trace* trace) const override;
  void clock_expired(Position& p, const ClockHit& hit, Trace* trace) const override;
  std::vector<std::string_view> clauses() const override;

  State state(const Position& p, Square s) const { return static_cast<State>(p.attribute(state_, s)); }
  void set_state(Position& p, Square s, State v) const { p.set_attribute(state_, s, v); }
  // Whether a unit arriving on s explodes the tomb there.
  bool explosive(const Position& p, Square s) const {
    const int v = p.attribute(state_, s);
    return v == kTomb || (v == kOpen && p_.open_explosive);
  }
  // The dead of s, oldest first.
  std::vector<const Unit*> dead(const Position& p, Square s) const { return p.in(Place::queued(queue_, s)); }
  std::vector<UnitId> dead_ids(const Position& p, Square s) const;  // the same, as ids (to take them)
  // The tomb's own explosion around `centre`, of radius r (TombsParams: tomb.explosion's 3x3 when a unit steps
  // on it, tomb.rot's when it rots); the centre is left open for a respawn.
  void explode(Position& p, Square centre, int r, Trace* trace) const {
    Blast b;
    b.radius = r;
    blast(p, centre, b, trace);
  }
  // An explosion around `centre` as `b` reads it: its units die (each to a tomb of its own), its walls
  // disappear, its tombs are cleared or opened; the centre is left open for a respawn (unless b.spare
  // stands on it). The jesters it kills explode in turn under b.chain (or the tombs' jester_chain).
  void blast(Position& p, Square centre, const Blast& b, Trace* trace) const;
  // Whether an explosion spares the unit on s (explosion.immune-units; a king never is spared).
  bool spared(const Position& p, Square s) const;
  // The explosive tombs of the 3x3 around s.
  SquareSet tombs_around(const Position& p, Square s) const;
  // "" when the position's tombs are consistent: dead units exactly where tomb-state is not 0, no unit
  // standing on an explosive tomb.
  std::string consistency(const Position& p) const;
  // Set once by the composition: who passes over tombs unparalysed (dragonflight.cpp).
  void set_flight(const TombFlight& flight) { flight_ = &flight; }

 private:
  void clear(Position& p, Square s, Trace* trace) const;  // the dead of s leave the game (tomb.cleared)

  const Paralysis& paralysis_;
  TombsParams p_;
  const TombFlight* flight_ = nullptr;
  int queue_ = -1, state_ = -1, rot_ = -1, wall_ = -1;
};

}  // namespace arbiter::frozenchess13
