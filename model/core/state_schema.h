// The state a variant attaches to a position beyond pieces, declared as data so the core needs no edit:
//  - attributes of squares (removed, wall timer, death square, terrain level...) and of pieces (paralysis,
//    capture count, shots left, promotion tier...); a piece attribute travels with its piece and is cleared
//    when the piece leaves the board;
//  - stacks: ordered pieces held on a square (a tomb's queue of dead pieces, the members of a fused unit);
//  - counters: game-wide numbers (the cast in force, moves since the last capture of some kind...).
// All of it is part of the hash and of the extended FEN (see fen.h).
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
  std::optional<int> counter(const std::string& name) const {
    for (size_t i = 0; i < counters.size(); ++i)
      if (counters[i].name == name) return static_cast<int>(i);
    return std::nullopt;
  }
};

}  // namespace arbiter
