// Walls (the document's "Game mechanic: Walls"): "When units finish a movement, all squares where it was
// moving(including start squares) become wallsquares (cannot be landed on or moved through)"
// (walls.path-squares), "Until the waller(wall creator) creates a new wall. Then the old wall dissolves"
// (walls.duration). What a wall does to a route is the ground's (ground.h: walls.blocks-path, a wall is
// bounced off like a unit; walls.leap-over, a leap passes over it); this mechanic raises and dissolves them.
//
// Readings (points of model/frozenchess13/rules.xml):
//  - walls.path-definition = start-and-intermediate-own-moves: after a unit's own move (moves.cpp tells the
//    path), its start square and the squares it passed through (Movement::passed: a ride's squares, a
//    nightrider's landings on the way, a templar's first steps) become its wall, not the square it ends on;
//    a leap walls its start only; units moved by others raise no wall. start-only: the start square only.
//  - walls.double-move-path = whole-turn-path: the wall is raised when the turn ends and covers every partial
//    move of the turn (pending meanwhile in wall-path); per-partial-move: each move raises its own.
//  - walls.waller-dies = dissolve: a wall is its waller's (a unit-valued attribute), so it goes when its
//    waller dies (removed: into a tomb or out of the game), as it would at the waller's next wall.
//  - A path square on which a unit stands when the wall is raised gets no wall (a wall cannot be landed on).
// State: wall:SQ=UNIT (the waller), wall-path:SQ=UNIT (a path waiting for the end of the turn).
// Stage 3a adds who may pass walls anyway (the assassin's WallClimb and WallJump, wall_climb.cpp, through
// Movement's landing rule; its Wall Tunnel, wall_tunnel.cpp), who raises them otherwise (the jester's Walltrap,
// jesters_walltrap.cpp; the jester's trap takes its start square's wall, jesters_traps.cpp) and who destroys
// them (the siege units' attack, siege_attack.cpp; WallBlast, cannons_blast.cpp).
#include <algorithm>
#include <optional>
#include <vector>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {
namespace {

class Walls final : public FrozenMechanic, public MoveListener {
 public:
  Walls(const Board& b, WallsParams params) : FrozenMechanic("walls", b), p_(params) {}

  void declare(Declaration& d) override {
    wall_ = d.attribute({"wall", Scope::kSquare, 0, 32767, true});
    pending_ = d.attribute({"wall-path", Scope::kSquare, 0, 32767, true});
  }
  int attribute() const { return wall_; }

  // A wall square "cannot be landed on": a unit carried onto one by another's action (a shift of its line, a
  // teleport) is refused, which the units' own moves learn from the ground (ground.h) instead.
  Refusal may_enter(const Position& p, const Step& step) const override {
    return p.attribute(wall_, step.to) != 0 ? clause::kWallsPathSquares : Refusal{};
  }

  void moved(Position& p, const Moved& m, Trace* trace) const override {
    std::vector<Square> path{m.from};
    if (!p_.start_only) board().movement().passed(m.from, m.route, m.kind, [&](Square s) { path.push_back(s); });
    if (m.route.line == Line::kNone && leaps_over_wall(p, m.from, m.to)) fire(trace, clause::kWallsLeapOver);
    if (p_.per_partial_move) {
      raise(p, m.unit, path, trace);
      return;
    }
    for (Square s : path) p.set_attribute(pending_, s, m.unit);
  }

  // walls.waller-dies = dissolve: a unit that dies (it goes into a tomb, tombs.h) loses its wall and the path
  // its turn had left so far.
  void removed(Position& p, Unit& victim, const Removal&, Trace* trace) const override {
    bool dissolved = false;
    for (int attr : {wall_, pending_})
      p.marked(attr).for_each([&](Square s) {
        if (p.attribute(attr, s) != victim.id) return;
        p.set_attribute(attr, s, 0);
        dissolved |= attr == wall_;
      });
    if (dissolved) fire(trace, clause::kWallsDuration);
  }

  void turn_end(Position& p, Trace* trace) const override {
    const SquareSet pending = p.marked(pending_);
    if (pending.empty()) return;
    std::vector<std::pair<UnitId, Square>> paths;
    pending.for_each([&](Square s) {
      paths.push_back({static_cast<UnitId>(p.attribute(pending_, s)), s});
      p.set_attribute(pending_, s, 0);
    });
    std::sort(paths.begin(), paths.end());
    for (size_t i = 0; i < paths.size();) {
      std::vector<Square> path;
      size_t j = i;
      for (; j < paths.size() && paths[j].first == paths[i].first; ++j) path.push_back(paths[j].second);
      raise(p, paths[i].first, path, trace);
      i = j;
    }
  }

  std::vector<std::string_view> clauses() const override {
    return {clause::kWallsPathSquares, clause::kWallsDuration, clause::kWallsBlocksPath, clause::kWallsLeapOver};
  }

 private:
  // The waller's old wall dissolves and its path becomes its wall (walls.duration, walls.path-squares).
  void raise(Position& p, UnitId waller, const std::vector<Square>& path, Trace* trace) const {
    bool dissolved = false;
    p.marked(wall_).for_each([&](Square s) {
      if (p.attribute(wall_, s) != waller) return;
      p.set_attribute(wall_, s, 0);
      dissolved = true;
    });
    if (dissolved) fire(trace, clause::kWallsDuration);
    const std::optional<Place> at = p.locate(waller);
    if (!at || at->layer != Layer::kStanding) return;  // it died on its way (walls.waller-dies)
    bool raised = false;
    for (Square s : path) {
      if (!p.empty(s)) continue;
      p.set_attribute(wall_, s, waller);
      raised = true;
    }
    if (raised) fire(trace, clause::kWallsPathSquares);
  }

  // Whether a wall stands strictly between a leap's start and end (within the rectangle they span).
  bool leaps_over_wall(const Position& p, Square from, Square to) const {
    const int f0 = std::min(file_of(from), file_of(to)), f1 = std::max(file_of(from), file_of(to));
    const int r0 = std::min(rank_of(from), rank_of(to)), r1 = std::max(rank_of(from), rank_of(to));
    bool found = false;
    p.marked(wall_).for_each([&](Square s) {
      if (s == from || s == to) return;
      found |= file_of(s) >= f0 && file_of(s) <= f1 && rank_of(s) >= r0 && rank_of(s) <= r1;
    });
    return found;
  }

  WallsParams p_;
  int wall_ = -1, pending_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> walls(const Board& b, WallsParams params) { return std::make_unique<Walls>(b, params); }

}  // namespace arbiter::frozenchess13
