// Scratch positions for judging an action on a copy (copy-make) without an allocation per judgement.
#pragma once

#include <memory>
#include <vector>

#include "model/core/position.h"

namespace arbiter {

// A copy of a position to play an action on, from a per-thread stack of positions that are assigned, not
// constructed: judging an action allocates nothing once the stack has grown (a judgement may nest another:
// a mechanic that asks for the legal actions, a partial turn's completion).
class Scratch {
 public:
  explicit Scratch(const Position& pos) {
    if (stack().size() <= depth()) stack().push_back(std::make_unique<Position>(pos));
    else *stack()[depth()] = pos;
    slot_ = depth()++;
  }
  ~Scratch() { --depth(); }
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;
  Position& position() { return *stack()[slot_]; }

 private:
  static std::vector<std::unique_ptr<Position>>& stack() {
    thread_local std::vector<std::unique_ptr<Position>> positions;
    return positions;
  }
  static size_t& depth() {
    thread_local size_t n = 0;
    return n;
  }
  size_t slot_;
};

}  // namespace arbiter
