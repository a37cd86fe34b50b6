// Occupancy: what the units of a square do to every other unit, decided once for every layer (unit.h).
//
//              blocks a route       a capture aimed at it takes                seen by threats   kinds it adds
//   standing   every mover          the unit, with what it holds (standing     yes               its own
//                                   capturer; its members named or not)
//   ethereal   nothing              that unit, by an ethereal capturer         no                -
//   held       (its holder stands)  (its holder)                               (its holder)      its holder's, where a
//                                                                                                rule lends them
//   queued     nothing              never                                      no                -
// Square marks block through rules: a wall, a tomb a shadow may not enter. Mechanics refine the defaults
// through OccupancyRule (found at compose time); every movement, capture and threat question about a
// square's units is asked here (frozenchess13's Movement and Board, the testbed's mechanics), and the answers
// without rules are the standing layer's: blockers() is Position::occupied(), seen() is
// Position::occupied(side), kinds() the standing unit's kind (the variants whose units never leave the
// standing layer, and which have no OccupancyRule, read those directly, and a property holds them equal:
// properties/mechanic_properties.cpp). frozenchess13's walls and levels stay its ground (ground.h): they bounce
// and raise routes, which no layer does; a rule of Occupancy adds them where a layer must see them.
#pragma once

#include <vector>

#include "model/core/kind_set.h"
#include "model/core/position.h"
#include "model/core/square_set.h"
#include "model/core/unit.h"

namespace arbiter {

// Optional, beside Mechanic: a rule that changes what a square's units or marks do to others.
class OccupancyRule {
 public:
  virtual ~OccupancyRule() = default;
  // Adds the squares a unit moving in `mover` (standing or ethereal) may not pass through or enter, beside
  // the standing units' squares (a wall; a tomb, for a shadow).
  virtual void add_blockers(const Position&, Layer /*mover*/, SquareSet& /*blocked*/) const {}
  // Whether the units held by `holder` lend it their kinds (a fused stack moves, captures and acts as any of
  // its members; a box lends nothing).
  virtual bool lends_kinds(const Position&, UnitId /*holder*/) const { return false; }
};

class Occupancy {
 public:
  // An Occupancy without rules: the standing layer's answers (for a part used before its variant is composed).
  static const Occupancy& standing_only() {
    static const Occupancy none;
    return none;
  }
  void clear() { rules_.clear(); }
  void add(const OccupancyRule* rule) { rules_.push_back(rule); }
  bool refined() const { return !rules_.empty(); }

  // The squares a route of a unit moving in `mover` cannot pass or end on (a standing mover may still end on
  // an enemy standing unit's square: a capture, as the movement rules say).
  SquareSet blockers(const Position& pos, Layer mover) const;
  // blockers(pos, mover).contains(s), without building the set where no rule refines it (a route's inner loop).
  bool blocks(const Position& pos, Square s, Layer mover) const {
    return !pos.empty(s) || (!rules_.empty() && marked(pos, mover).contains(s));
  }
  // What a unit moving in `mover`, of side `side`, meets where it ends (target: the square and, for a capture
  // aimed at one unit, its address): a square a rule blocks (a wall; a tomb, for a shadow) is kBlocked; a
  // standing mover captures an enemy standing unit (kCapture), is blocked by a friendly one, and shares a
  // square holding only ethereal units (kShare); an ethereal mover captures the enemy ethereal unit it aims
  // at (shadows take shadows), shares a square with anything else (kShare), and is never blocked by a
  // standing unit where it ends (only on the way: blockers()).
  enum class Landing : uint8_t { kFree, kShare, kCapture, kBlocked };
  Landing landing(const Position& pos, Address target, Layer mover, Side side) const;
  // The unit a capture by a unit in layer `capturer` aimed at `target` takes (kNoUnit: none): a standing
  // capturer takes the standing unit whatever member of it the address names; an ethereal one takes the
  // ethereal unit the address names (shadows take shadows); queued units are never taken.
  UnitId victim(const Position& pos, Address target, Layer capturer) const;
  // The squares of the side's units that threats and protection see: its standing units.
  SquareSet seen(const Position& pos, Side side) const { return pos.occupied(side); }
  // The kinds the unit standing on s moves, captures and acts as: its own, and its held units' where a rule
  // lends them (recursively). Empty for an empty square.
  KindSet kinds(const Position& pos, Square s) const;

 private:
  // The squares the rules block for a mover of this layer (walls, tombs for shadows), standing units aside.
  SquareSet marked(const Position& pos, Layer mover) const;
  void add_lent(const Position& pos, UnitId holder, KindSet& out) const;
  std::vector<const OccupancyRule*> rules_;
};

}  // namespace arbiter
