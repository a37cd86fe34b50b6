// Per-thread storage of positions for judging: scratch copies to play an action on (copy-make), and the
// memo of a search (positions already judged and the answer), both assigned, never constructed, once grown.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "model/core/action.h"
#include "model/core/position.h"

namespace arbiter {

// One slot of a per-thread stack of T kept from one use to the next (assigned or cleared, never freed), so
// that a hot path allocates nothing once the stack has grown. Slots nest: a judgement may start another.
template <typename T>
class ThreadSlot {
 public:
  // A slot made now is constructed from args (fresh()); a kept one is handed back as its last user left it.
  template <typename... Args>
  explicit ThreadSlot(const Args&... args) {
    fresh_ = stack().size() <= depth();
    if (fresh_) stack().push_back(std::make_unique<T>(args...));
    slot_ = depth()++;
  }
  ~ThreadSlot() { --depth(); }
  ThreadSlot(const ThreadSlot&) = delete;
  ThreadSlot& operator=(const ThreadSlot&) = delete;
  T& get() { return *stack()[slot_]; }
  bool fresh() const { return fresh_; }

 private:
  static std::vector<std::unique_ptr<T>>& stack() {
    thread_local std::vector<std::unique_ptr<T>> kept;
    return kept;
  }
  static size_t& depth() {
    thread_local size_t n = 0;
    return n;
  }
  size_t slot_;
  bool fresh_;
};

// A copy of a position to play an action on, assigned, not constructed: judging an action allocates nothing
// once the stack has grown (a judgement may nest another: a mechanic that asks for the legal actions, a
// partial turn's completion).
class Scratch {
 public:
  explicit Scratch(const Position& pos) : slot_(pos) {
    if (!slot_.fresh()) slot_.get() = pos;
  }
  Position& position() { return slot_.get(); }

 private:
  ThreadSlot<Position> slot_;
};

// Who asks a LastPosition: an identity no other object ever has, unlike its address, which a later object can
// reuse once it is freed (a variant made under one reading, freed, and one made under another at the same
// address, asking about a position of the same hash, would be given the first one's answer). A copy is a new
// asker. An asker holds one as a member: `AskerId memo_id_;`.
class AskerId {
 public:
  AskerId() : id_(next()) {}
  AskerId(const AskerId&) : id_(next()) {}
  AskerId& operator=(const AskerId&) { return *this; }
  uint64_t value() const { return id_; }

 private:
  static uint64_t next() {
    static std::atomic<uint64_t> counter{0};
    return counter.fetch_add(1, std::memory_order_relaxed) + 1;
  }
  uint64_t id_;
};

// What was worked out for the last position asked about, kept while the same asker asks about the same
// position object with the same hash (several mechanics listing one position ask the same question; the
// hash covers every square, unit and attribute, so only a collision of two positions met at one address in
// turn could give a wrong answer). One per thread and question: `thread_local LastPosition<T> last;`.
template <typename T>
class LastPosition {
 public:
  // The value for (asker, pos): kept, or made now by make() (a T).
  template <typename Make>
  T& get(const AskerId& asker, const Position& pos, Make&& make) {
    const uint64_t hash = pos.hash();
    if (asker_ != asker.value() || pos_ != &pos || hash_ != hash) {
      value_ = make();
      asker_ = asker.value();
      pos_ = &pos;
      hash_ = hash;
    }
    return value_;
  }

 private:
  uint64_t asker_ = 0;
  const Position* pos_ = nullptr;
  uint64_t hash_ = 0;
  T value_{};
};

// A list of candidate actions, cleared, not freed: generating a position's candidates allocates nothing once
// the lists have grown (frozenchess13 generates about 800 a position).
class CandidateList {
 public:
  CandidateList() { slot_.get().clear(); }
  ActionList& list() { return slot_.get(); }

 private:
  ThreadSlot<ActionList> slot_;
};

// What a search found for positions it already judged (MechanicVariant::completable: a position reached by
// several orders of sub-actions is searched once), for the span of one query on this thread: a Scope opens
// the span, the queries nested in it share its table, the Scope that opened it gives the table back.
//   Keyed by Position::hash(), verified by Position::operator== (a stored position is a copy), so a hash
//   collision can cost a lookup, never a wrong answer.
//   Reentrancy: a scope of the same owner (a variant) nested in an open one shares its table, since the
//   answers are a function of the position alone whoever asks; a scope of another owner opens a span of
//   its own above it and closes it when it leaves, so spans nest like the scratch stack.
//   Cost: opening a span is two pointer moves; a table is taken from a per-thread pool at the first answer
//   stored, so a span that stores nothing (a listing without partial turns) costs nothing more. Tables and
//   their copies are assigned, not constructed, once the pool has grown.
//   Memory: at most kCapacity positions per table (beyond, answers are not remembered: slower, never
//   wrong); a table keeps up to kKept position copies for its next span.
class PositionMemo {
 public:
  static constexpr size_t kCapacity = 4096;
  static constexpr size_t kKept = 256;

  class Scope {
   public:
    explicit Scope(const void* owner) : owner_(owner) {
      Scope*& top = current();
      if (top && top->owner_ == owner) {
        opener_ = top;
        return;
      }
      opener_ = this;
      enclosing_ = top;
      top = this;
    }
    ~Scope() {
      if (opener_ != this) return;
      current() = enclosing_;
      if (table_) give_back(table_);
    }
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;
    // Whether this scope opened the span: nothing asked inside it outlives it, so what it alone would
    // remember is never asked again.
    bool opened() const { return opener_ == this; }
    const bool* find(const Position& pos) const { return opener_->table_ ? opener_->table_->find(pos) : nullptr; }
    void store(const Position& pos, bool value) {
      if (!opener_->table_) opener_->table_ = take();
      opener_->table_->store(pos, value);
    }

   private:
    static Scope*& current() {
      thread_local Scope* top = nullptr;
      return top;
    }
    const void* owner_;
    Scope* opener_ = nullptr;     // the scope that opened the span (this one, or an enclosing one)
    Scope* enclosing_ = nullptr;  // the span open before this one opened its own
    PositionMemo* table_ = nullptr;
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
  static std::vector<std::unique_ptr<PositionMemo>>& pool() {
    thread_local std::vector<std::unique_ptr<PositionMemo>> spare;
    return spare;
  }
  static PositionMemo* take() {
    auto& spare = pool();
    if (spare.empty()) return new PositionMemo;
    PositionMemo* t = spare.back().release();
    spare.pop_back();
    return t;
  }
  static void give_back(PositionMemo* t) {
    t->clear();
    pool().emplace_back(t);
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

  std::vector<Entry> entries_;
  std::vector<std::unique_ptr<Position>> positions_;  // positions_[n] is entries_[n]'s position
  std::vector<uint32_t> slots_;                      // 0 free, else entry index + 1; a power of 2 in size
};

}  // namespace arbiter
