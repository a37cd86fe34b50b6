// How every kind of frozenchess13 moves and captures: the routes a unit can take from its square, as the
// "Units and their moves" section and the advanced moves (bounce) define them, read with the catalog's
// movement points (Movement::Params). Not a mechanic: the moves, the threats (threats.h) and every later
// ability ask it.
//
// A route is where a unit ends (to), the squares where it changed course (turns: a bounce), whether it ends
// on a unit (onto_unit: a capture if the unit may capture there), the line type of a ride (for Capture Range
// Reduction) and whether the mover stays where it is (ranged: the cannon's capture). Two routes with
// different turns are different actions even when they end on the same square: the path matters to the
// walls of stage 2 and to the rook's swipe of stage 3.
//
// Patterns (the default readings of the catalog; the alternatives implemented are the Params):
//   pawn        one step forward to an empty square; a leap of two forward over the unit directly in front
//               (pawn.leap-landing = two-forward-over-unit); captures one diagonal step forward; no double step
//               (pawn.double-step = no-double-step). Forward is the side's (white up).
//   rook        orthogonal rider with orthogonal bounce (bounce.orthogonal).
//   knight      the chess knight's leap (unit-type.knight-leaps = knight-leaps) and one step diagonally
//               forward (knight.forward-diagonal-step = extra-step-move), capturing on both.
//   bishop      diagonal rider with diagonal bounce (bounce.diagonal); one orthogonal step that does not
//               capture (bishop.capture).
//   queen       rook, bishop (both with bounce) and knight leap (queen.move).
//   king        one step in any direction; no castling (king.castling = no-castling).
//   jester      leaps (2,2) and (3,3) diagonally, each optionally followed by one orthogonal step along the
//               diagonal's rank direction: (2,3), (3,4) (jester.move-reading = diag-2-3-plus-forward-step).
//   chancellor  one step in any direction and the (2,2) diagonal leaps (chancellor.move-reading =
//               king-plus-diagonal-two).
//   templar     orthogonal rider with bounce; two diagonal steps, optionally one more diagonal step at a
//               right angle, not leaping (templar.move); captures where it moves (templar.capture-reading).
//   dragon      diagonal rider with bounce, knight leap, two-square orthogonal leap (dragon.move).
//   frog        leaps (2,2), (3,3) diagonally and (3,0) orthogonally (frog.move-pattern = exact-leaps).
//   nightrider  repeated leaps along one knight vector to the edge, over anything between its landing squares
//               (nightrider.geometry = standard-nightrider); never range-reduced (nightrider.no-crr).
//   assassin    a knight leap or a leap of exactly three squares orthogonally (assassin.orthogonal-distance).
//   crossbowman orthogonal rider with bounce and the (2,2) diagonal leap (crossbowman.move-reading =
//               rook-plus-diagonal-leap).
//   cannon      does not move (cannon.immobile); captures forward at 1 to 3 squares, straight or diagonally,
//               over empty squares, and stays (cannon.capture-stays = ranged-up-to-3-clear-path).
// Riders travel at most their range in squares (bounce.range-limit; Range Extension and CRR change it, see
// range.h). A bounce (bounce.geometry = player-chooses-may-capture) is optional and happens on the square
// before an obstacle (the board's edge or a unit): an orthogonal rider turns left or right, as the player
// chooses; a diagonal rider reflects like light (the component that meets the obstacle flips; hitting a
// lone unit corner-on, or an inner corner, it reverses). A rider that meets a unit may end on it instead.
// Each segment of a route is at least one square long (no two turns on one square: bounce.turn-needs-a-step)
// and a route may cross its own squares, its start square included, but never ends there
// (bounce.self-crossing).
#pragma once

#include <array>
#include <memory>
#include <cstdint>
#include <optional>
#include <utility>

#include "model/core/action.h"
#include "model/core/geometry.h"
#include "model/core/occupancy.h"
#include "model/core/position.h"
#include "model/core/square_set.h"
#include "model/frozenchess13/army.h"
#include "model/frozenchess13/ground.h"

namespace arbiter::frozenchess13 {

struct Route {
  static constexpr int kMaxTurns = 24;
  Square to = kNoSquare;
  bool onto_unit = false;   // ends on an occupied square
  bool may_capture = true;  // the pattern captures there (false: the bishop's orthogonal step, a pawn's step)
  bool ranged = false;      // the mover stays where it is (the cannon's capture)
  Line line = Line::kNone;  // the line type of a ride
  bool bypassed = false;    // the route passed over a lowered square (terrain.pit-bypass)
  // Only in a bare listing (Movement::routes with bare): the first rule of the ground the route breaks.
  GroundBlock blocked_by = GroundBlock::kOpen;
  uint8_t turns = 0;
  std::array<uint8_t, kMaxTurns> turn_at{};
};

// The range of a unit's rides per line type, in squares: the board's (Board::ranges: range.cpp's base, 16 in the
// catalog, unless Range Extension or CRR changed it).
struct Ranges {
  int diagonal = 0;
  int orthogonal = 0;
  int of(Line l) const { return l == Line::kDiagonal ? diagonal : orthogonal; }
};

class Movement {
 public:
  struct Params {
    bool bounce_off_units = true;     // bounce.geometry: player-chooses-may-capture (false: bounce-only-at-edges)
    bool frog_up_to = false;          // frog.move-pattern = up-to
    bool assassin_up_to_three = false;  // assassin.orthogonal-distance = up-to-three
    bool crossbow_leap_only = false;    // crossbowman.move-reading = diagonal-leap-only
    bool assassin_wall_steps = false;   // assassin.wall-movement-reading = orthogonal-steps (else own-movement)
    // cannon.capture: "3 squares in rook direction, 3sq in bishop direction" (the catalog's values)
    int cannon_straight = 0;
    int cannon_diagonal = 0;
    int cannon_reach(int df) const { return df == 0 ? cannon_straight : cannon_diagonal; }
    UnitTypes types;  // unit-type.no-capture: the kinds with no capture reach
  };
  Movement(Geometry& g, Params params);  // registers its leapers in g
  const Params& params() const { return p_; }
  const Geometry& geometry() const { return *g_; }

  // Set once by the composition, after the walls and terrain mechanics declared their state (ground.h).
  void set_ground(const Ground& ground) {
    ground_ = ground;
    serial_ = next_serial();  // the memo's reaches were read under the old ground
  }
  const Ground& ground() const { return ground_; }
  // Set once by the composition (Board::connect): what a square's units do to a mover (model/core/occupancy.h).
  // Until then, and for a Movement used alone, the standing layer's answers (an Occupancy without rules).
  void set_occupancy(const Occupancy& occupancy) {
    occupancy_ = &occupancy;
    serial_ = next_serial();
  }

  // Calls f(const Route&) for every route of a unit of `side` standing on `from` that moves as `kind` (its
  // own kind, or the kind whose movement Empower lends it), with the ride ranges `ranges`. Routes onto
  // friendly units are listed too (onto_unit; the moves skip them, protection counts them). Walls and levels
  // end routes (ground.h); a `bare` listing ignores them and names in each route the first one it breaks
  // (Route::blocked_by), which is how a refused move learns its clause.
  template <typename F>
  void routes(const Position& pos, Square from, Kind kind, Side side, const Ranges& ranges, F&& f,
              bool bare = false) const;

  // The route of a unit on a.from moving as `kind` that the move a takes (the same end and turns), if any.
  std::optional<Route> route_of(const Position& pos, const Action& a, Kind kind, Side side, const Ranges& ranges,
                                bool bare = false) const;

  // Calls f(Square) for every square a move passes through between its start and its end, in order: the
  // squares of a ride's segments (bypassed pits included), a nightrider's intermediate landings, a templar's
  // intermediate diagonal steps. Leaps and single steps pass through none. `route` is the move's route.
  template <typename F>
  void passed(Square from, const Route& route, Kind kind, F&& f) const;

  // What a capture reach reads of a position besides the unit's square, kind, side and ranges: the squares a
  // standing mover cannot pass (Occupancy::blockers), the walls, and whether the ground is uneven. An asker of
  // many reaches in one position (the board's threats) finds them once.
  struct ReachInputs {
    SquareSet blockers;
    SquareSet walls;
    bool uneven = false;
    bool distracted = false;  // some square is a jester's Distract
    // The squares' levels and Distract directions, the whole board's (0 when flat and without Distracts): the
    // memo's key, as a ride reads them anywhere along its way (reach_memo.h).
    uint64_t terrain = 0;
  };
  ReachInputs reach_inputs(const Position& pos) const;

  // The squares where a unit of `kind` and `side` on `from` could capture an enemy unit standing there (its
  // capture reach: the ends of its capturing routes, empty or not). Units that cannot capture reach nothing.
  // Remembered per thread (reach_memo.h); capture_reach_fresh is the definition, computed every time.
  SquareSet capture_reach(const Position& pos, Square from, Kind kind, Side side, const Ranges& ranges) const {
    return capture_reach(pos, from, kind, side, ranges, reach_inputs(pos));
  }
  // With `footprint`, also the squares whose units and walls the reach depends on (reach_memo.h); a pawn's
  // reach depends on none of them, but on its aim.
  SquareSet capture_reach(const Position& pos, Square from, Kind kind, Side side, const Ranges& ranges,
                          const ReachInputs& in, SquareSet* footprint = nullptr) const {
    if (p_.types.cannot_capture(kind)) return {};
    // A pawn's two squares are cheaper than a lookup, and follow its aim, which the memo's key does not hold.
    if (kind == kPawn) return pawn_capture_reach(pos, from, side);
    return remembered_reach(pos, from, kind, side, ranges, in, footprint);
  }
  SquareSet capture_reach_fresh(const Position& pos, Square from, Kind kind, Side side, const Ranges& ranges) const;

  int forward(Side side) const { return side == Side::kWhite ? 1 : -1; }
  // A pawn's capture reach: one step diagonally forward along its aim either way, whatever stands there.
  SquareSet pawn_capture_reach(const Position& pos, Square from, Side side) const {
    return footprints_->pawn_captures[aim_turn(pos, from, side)][from];
  }
  // Set once by the composition when Pawn Rotation (pawn_rotation.cpp) declared the pawns' aim: the unit
  // attribute holding a pawn's quarter turns clockwise from its side's forward (-1: pawns aim forward).
  void set_aim(int attribute) { aim_ = attribute; }
  // The step "forward" of the pawn of `side` on s (pawn.rotation): its side's forward turned by its aim, as
  // a file and rank difference (white's unturned (0, 1)). Its step, its leap and its captures follow it.
  std::pair<int, int> aim(const Position& pos, Square s, Side side) const { return kAims[aim_turn(pos, s, side)]; }
  // The aim as an index of kAims: up, right, down, left (file and rank differences).
  static constexpr std::pair<int, int> kAims[4] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
  int aim_turn(const Position& pos, Square s, Side side) const {
    const int turns = aim_ >= 0 ? pos.attribute(aim_, s) : 0;
    return (turns + (side == Side::kWhite ? 0 : 2)) & 3;
  }
  // Whether s is on the board's edge that the pawn of `side` on `from` aims at (promotion.rotated-pawn =
  // aim-edge): the step forward from s leaves the board.
  bool edge_ahead(const Position& pos, Square from, Square s, Side side) const {
    const auto [df, dr] = aim(pos, from, side);
    return !g_->step(s, df, dr);
  }
  bool last_rank(Square s, Side side) const {
    return rank_of(s) == (side == Side::kWhite ? g_->ranks() - 1 : 0);
  }

 private:
  // A listing's context: the start square and its level, and whether the ground is ignored (bare).
  struct Walk {
    Square origin;
    int start_level;
    bool bare;
    bool uneven;  // some square has a level other than 0
    // The mover stands on a wall square (an assassin's WallClimb, wall_climb.cpp): "Movement on the wall is
    // restricted to the wall squares" (assassin.wall-movement): it may land on wall squares only.
    bool on_wall = false;
    Side side = Side::kWhite;  // the mover's (a Distract square's tie is broken from its side's forward)
  };
  template <typename F>
  void leaps(const Position& pos, const Walk& w, int leaper, bool may_capture, F&& f) const;
  template <typename F>
  void ride(const Position& pos, const Walk& w, Line line, int range, F&& f) const;
  template <typename F>
  void walk(const Position& pos, const Walk& w, Square at, int dir, int left, PathLevel lv, Route& r, F&& f) const;
  // What the ground says of a landing on s by a path at level `lv` (a wall, a climb); kOpen when it may land.
  GroundBlock landing(const Position& pos, const Walk& w, Square s, int path_level) const;
  template <typename F>
  void routes_impl(const Position& pos, Square from, Kind kind, Side side, const Ranges& ranges, const Walk& w,
                   F&& f) const;
  int reflect(const Position& pos, Square origin, Square at, int dir) const;
  // The squares a ride could capture on: every square its routes pass or end on, found once per (square,
  // direction, range left), since routes that meet there go on alike.
  void reach_ride(const Position& pos, Square from, Line line, int range, Side side, SquareSet& out) const;
  // capture_reach of a kind other than the pawn's: from the memo (reach_memo.h), or computed and remembered.
  SquareSet remembered_reach(const Position& pos, Square from, Kind kind, Side side, const Ranges& ranges,
                             const ReachInputs& in, SquareSet* footprint) const;
  bool blocked(const Position& pos, Square origin, int file, int rank) const;
  // Whether a unit on s stops a standing mover's route there (it may end on it: a capture, where it may
  // capture): the one answer of Occupancy, asked for every unit a route meets.
  bool unit_on(const Position& pos, Square s) const {
    ReadRecorder::read(s);
    return occupancy_->blocks(pos, s, Layer::kStanding);
  }

  static uint64_t next_serial();

  Geometry* g_;
  Params p_;
  int aim_ = -1;  // the pawns' aim attribute (set_aim)
  uint64_t serial_;  // unique per Movement and per ground and occupancy it was given: the memo's owner
  // Per square, a pawn's two capture squares per aim (aim(): up, right, down, left), from the geometry's steps.
  // They depend on the board alone: made once per board for the process (movement.cpp), as the geometry's
  // tables are.
  struct Footprints {
    std::array<std::array<SquareSet, kSquareSlots>, 4> pawn_captures{};
  };
  std::shared_ptr<const Footprints> footprints_;
  Ground ground_;
  const Occupancy* occupancy_;
  int knight_ = -1, king_ = -1, jester_ = -1, chancellor_ = -1, frog_ = -1, frog_short_ = -1, assassin_ = -1,
      assassin_short_ = -1, dragon_ = -1, crossbow_ = -1, orth_step_ = -1;
  int forward_diagonal_[2] = {-1, -1};
};

}  // namespace arbiter::frozenchess13

#include "model/frozenchess13/movement_impl.h"
