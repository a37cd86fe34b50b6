// The state a variant attaches to a position beyond pieces, declared as data so the core needs no edit:
//  - attributes of squares (removed, wall timer, death square, terrain level...) and of pieces (paralysis,
//    capture count, shots left, promotion tier...); a piece attribute travels with its piece and is cleared
//    when the piece leaves the board;
//  - stacks: named queues of units on a square (a tomb's dead, first in first out), units of the kQueued
//    layer (unit.h);
//  - relations between units (a bound group, a locked pair, an egg's dragon), pointing at unit ids;
//  - clocks: attributes that the turn pipeline counts down (paralysis, a flood draining, an egg growing),
//    at the rate the mechanics give for the square (quickening doubles it);
//  - counters: game-wide numbers (the cast in force, moves since the last capture of some kind...).
// An attribute may be unit-valued (its value is a unit id: the owner of a wall, the jester of a trap).
// All of it is part of the hash and of the extended FEN (see fen.h); unit ids themselves are not (unit.h).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace arbiter {

enum class Scope { kSquare, kPiece };

struct AttributeDef {
  std::string name;  // FEN name: lowercase letters, digits and '-'
  Scope scope = Scope::kSquare;
  int min = 0;
  int max = 1;
  bool unit_valued = false;  // the value is a UnitId (0 = none); printed and hashed as the unit's place
};

struct RelationDef {
  std::string name;  // FEN name, written name@unit=unit
};

// When a clock ticks: at the start of every turn (a "move" of either player), or only at the start of the
// turns of the side that owns it (a unit's side; a square clock has no owner and ticks every turn).
enum class ClockTick { kEveryTurn, kOwnerTurn };

// A countdown kept in an attribute: each tick lowers it by the square's time rate (at least to 0); reaching 0
// is reported to the mechanic that declared it (Mechanic::clock_expired).
struct ClockDef {
  int attribute = -1;
  ClockTick tick = ClockTick::kEveryTurn;
  int owner = -1;  // index of the declaring mechanic in the variant's list (set by the composition)
};

struct CounterDef {
  std::string name;
  int min = 0;
  int max = 1 << 20;
  int initial = 0;
};

struct StateSchema {
  std::vector<AttributeDef> attributes;
  std::vector<std::string> stacks;
  std::vector<CounterDef> counters;
  std::vector<RelationDef> relations;
  std::vector<ClockDef> clocks;
  std::vector<std::string> plans;  // the kinds of stored plans a unit may carry ("loop", "monad": Position::Plan)

  std::optional<int> attribute(const std::string& name) const {
    for (size_t i = 0; i < attributes.size(); ++i)
      if (attributes[i].name == name) return static_cast<int>(i);
    return std::nullopt;
  }
  std::optional<int> stack(const std::string& name) const {
    for (size_t i = 0; i < stacks.size(); ++i)
      if (stacks[i] == name) return static_cast<int>(i);
    return std::nullopt;
  }
  std::optional<int> plan(const std::string& name) const {
    for (size_t i = 0; i < plans.size(); ++i)
      if (plans[i] == name) return static_cast<int>(i);
    return std::nullopt;
  }
  std::optional<int> relation(const std::string& name) const {
    for (size_t i = 0; i < relations.size(); ++i)
      if (relations[i].name == name) return static_cast<int>(i);
    return std::nullopt;
  }
  bool has_unit_values() const {
    for (const AttributeDef& a : attributes)
      if (a.unit_valued) return true;
    return false;
  }
  std::optional<int> counter(const std::string& name) const {
    for (size_t i = 0; i < counters.size(); ++i)
      if (counters[i].name == name) return static_cast<int>(i);
    return std::nullopt;
  }
};

}  // namespace arbiter
