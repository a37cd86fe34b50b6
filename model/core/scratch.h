// Per-thread storage of positions for judging: scratch copies to play an action on (copy-make), and the
// memo of a search (positions already judged and the answer), both assigned, never constructed, once grown.
#pragma once

#include <algorithm>
#include <cstdint>
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

// What a search found for positions it already judged (MechanicVariant::completable: a position reached by
// several orders of sub-actions is searched once), for the span of one query on this thread: a Scope opens
// a table, the queries nested in it share it, the Scope that opened it empties it on leaving.
//   Keyed by Position::hash(), verified by Position::operator== (a stored position is a copy), so a hash
//   collision can cost a lookup, never a wrong answer.
//   Reentrancy: a scope of the same owner (a variant) nested in an open one shares its table, since the
//   answers are a function of the position alone whoever asks; a scope of another owner opens a table of
//   its own above it and closes it when it leaves, so tables nest like the scratch stack.
//   Memory: at most kCapacity positions per table (beyond, answers are not remembered: slower, never
//   wrong); the copies are kept per thread for the next query, up to kKept of them.
class PositionMemo {
 public:
  static constexpr size_t kCapacity = 4096;
  static constexpr size_t kKept = 256;

  class Scope {
   public:
    explicit Scope(const void* owner) {
      auto& tables = PositionMemo::tables();
      size_t& open = PositionMemo::open();
      if (open > 0 && tables[open - 1]->owner_ == owner) {
        memo_ = tables[open - 1].get();
        return;
      }
      if (tables.size() <= open) tables.push_back(std::make_unique<PositionMemo>());
      memo_ = tables[open++].get();
      memo_->owner_ = owner;
      opened_ = true;
    }
    ~Scope() {
      if (!opened_) return;
      memo_->clear();
      --PositionMemo::open();
    }
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;
    PositionMemo& memo() { return *memo_; }
    // Whether this scope opened the table: nothing asked inside it outlives it, so what it alone would
    // remember is never asked again.
    bool opened() const { return opened_; }

   private:
    PositionMemo* memo_ = nullptr;
    bool opened_ = false;
  };

  // The answer stored for a position equal to `pos`, or nullptr.
  const bool* find(const Position& pos) const {
    if (entries_.empty()) return nullptr;
    const uint64_t h = pos.hash();
    for (size_t i = h & mask(); slots_[i] != 0; i = (i + 1) & mask()) {
      const Entry& e = entries_[slots_[i] - 1];
      if (e.hash == h && *positions_[slots_[i] - 1] == pos) return &e.value;
    }
    return nullptr;
  }
  void store(const Position& pos, bool value) {
    if (entries_.size() >= kCapacity) return;
    if (2 * (entries_.size() + 1) > slots_.size()) grow();
    const size_t n = entries_.size();
    if (positions_.size() <= n) positions_.push_back(std::make_unique<Position>(pos));
    else *positions_[n] = pos;
    entries_.push_back({pos.hash(), value});
    place(n);
  }

 private:
  struct Entry {
    uint64_t hash;
    bool value;
  };
  static std::vector<std::unique_ptr<PositionMemo>>& tables() {
    thread_local std::vector<std::unique_ptr<PositionMemo>> t;
    return t;
  }
  static size_t& open() {
    thread_local size_t n = 0;
    return n;
  }
  size_t mask() const { return slots_.size() - 1; }
  // Linear probing: entry n goes to the first free slot from its hash on.
  void place(size_t n) {
    size_t i = entries_[n].hash & mask();
    while (slots_[i] != 0) i = (i + 1) & mask();
    slots_[i] = static_cast<uint32_t>(n + 1);
  }
  void grow() {
    slots_.assign(slots_.empty() ? 64 : 2 * slots_.size(), 0);
    for (size_t n = 0; n < entries_.size(); ++n) place(n);
  }
  void clear() {
    if (entries_.empty()) return;
    if (entries_.size() * 8 < slots_.size()) {
      for (size_t n = 0; n < entries_.size(); ++n) {  // only the slots in use
        size_t i = entries_[n].hash & mask();
        while (slots_[i] != n + 1) i = (i + 1) & mask();
        slots_[i] = 0;
      }
    } else {
      std::fill(slots_.begin(), slots_.end(), 0);
    }
    entries_.clear();
    if (positions_.size() > kKept) positions_.resize(kKept);
  }

  const void* owner_ = nullptr;
  std::vector<Entry> entries_;
  std::vector<std::unique_ptr<Position>> positions_;  // positions_[n] is entries_[n]'s position
  std::vector<uint32_t> slots_;                      // 0 free, else entry index + 1; a power of 2 in size
};

}  // namespace arbiter
