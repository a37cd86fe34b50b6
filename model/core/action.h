// An action: what a player does in one step of a turn. A small closed set of kinds (shakmaty's Move):
//   kMove     from -> to, optionally through intermediate squares (a double move, a bounce, a leap chain)
//             and with a promotion kind;
//   kDrop     a piece kind placed on an empty square;
//   kPass     nothing moves (a null move; also the second half of a turn a player may skip);
//   kAbility  a named ability of the unit on `from` (exchange, flood, rotate, bind, loop...), with target
//             squares (`to`, then the path) and, for declarations, a plan: a list of actions (a loop's
//             moves, a monad's sequence), each with its own canonical text;
//   kChance   a decision outside the board: the outcome of a chance event (twentychess's cast roll) or a
//             player's pick (twentychess cast 5: the opponent picks the piece to drop); `ability` indexes the
//             variant's decisions, `kind` holds the value (1..255).
// Units: an action addresses the units on `from` (its actor) and on `to` (its target) by their square; where
// the square is not enough (a shadow sharing a square with a standing unit, one member of a fused stack), the
// selectors `actor` and `target` say which unit of the square (unit.h's Selector; the standing unit by
// default, so every plain move keeps its text; notation.h writes e4[e1]f5, d3e4[h2], defuse@e4[h2]>e5).
// Layout: a 16-byte head copied by value, holding up to kInlinePath path squares, and a shared immutable
// tail for anything longer (more squares, a plan) that most actions never allocate. `flags` are hints set by
// the generator (capture, castling, en passant, double push) and are not part of the action's identity:
// two actions are equal when their canonical text is equal (same()).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "model/core/geometry.h"
#include "model/core/piece.h"
#include "model/core/unit.h"

namespace arbiter {

enum class ActionType : uint8_t { kMove, kDrop, kPass, kAbility, kChance };
inline constexpr int kActionTypes = 5;

enum ActionFlag : uint8_t {
  kCapture = 1,
  kCastling = 2,
  kEnPassant = 4,
  kDoublePush = 8,
};

struct ActionTail;

struct Action {
  static constexpr int kInlinePath = 7;

  ActionType type = ActionType::kPass;
  uint8_t flags = 0;
  uint8_t from = 0;
  uint8_t to = 0;
  Kind kind = kNoKind;       // promotion kind (kMove) or dropped kind (kDrop)
  uint8_t ability = 0;       // index into the variant's ability names (kAbility)
  uint8_t inline_length = 0;  // path squares held inline (the first kInlinePath)
  Selector actor;             // which unit of `from` acts (the standing one by default)
  Selector target;            // which unit of `to` the action aims at (the standing one by default)
  std::array<uint8_t, kInlinePath> inline_path{};
  std::shared_ptr<const ActionTail> tail;  // squares beyond kInlinePath, and a plan; null for most actions

  static Action move(Square from, Square to, uint8_t flags = 0, Kind promotion = kNoKind) {
    Action a;
    a.type = ActionType::kMove;
    a.from = static_cast<uint8_t>(from);
    a.to = static_cast<uint8_t>(to);
    a.flags = flags;
    a.kind = promotion;
    return a;
  }
  static Action drop(Kind kind, Square to) {
    Action a;
    a.type = ActionType::kDrop;
    a.to = static_cast<uint8_t>(to);
    a.kind = kind;
    return a;
  }
  // An ability (its index among the variant's ability names) used from `from` on `to` (the same square for an
  // ability on one square: raise@e4).
  static Action ability_use(uint8_t ability, Square from, Square to) {
    Action a;
    a.type = ActionType::kAbility;
    a.ability = ability;
    a.from = static_cast<uint8_t>(from);
    a.to = static_cast<uint8_t>(to);
    return a;
  }
  static Action pass() { return Action{}; }
  static Action chance(int outcome, int decision = 0) {
    Action a;
    a.type = ActionType::kChance;
    a.kind = static_cast<Kind>(outcome);
    a.ability = static_cast<uint8_t>(decision);
    return a;
  }

  // The path: intermediate squares of a move, further targets of an ability; any length.
  inline int path_size() const;
  inline Square path_at(int i) const;
  void push_path(Square s);
  // Appends n path squares at once (one tail for those beyond kInlinePath, where push_path copies it each time).
  void push_path(const uint8_t* squares, int n);
  // The plan of a declaration (empty for other actions).
  inline const std::vector<Action>& plan() const;
  void set_plan(std::vector<Action> plan);

  // The addresses of the actor (from, actor) and of the target (to, target).
  Address actor_address() const { return {from, actor}; }
  Address target_address() const { return {to, target}; }

  // Identity: everything but the generator's flags.
  bool same(const Action& o) const;
};

struct ActionTail {
  std::vector<uint8_t> squares;  // path squares after the first kInlinePath
  std::vector<Action> plan;
};

inline int Action::path_size() const { return inline_length + (tail ? static_cast<int>(tail->squares.size()) : 0); }
inline Square Action::path_at(int i) const {
  return i < kInlinePath ? inline_path[i] : tail->squares[static_cast<size_t>(i - kInlinePath)];
}
inline const std::vector<Action>& Action::plan() const {
  static const std::vector<Action> kNone;
  return tail ? tail->plan : kNone;
}

static_assert(sizeof(Action) <= 32, "an Action's head is 16 bytes beside its tail pointer: list-heavy code copies it");

using ActionList = std::vector<Action>;

// A 64-bit digest of an action's identity (everything same() compares, the plan included), for hashing the
// plans a position stores.
uint64_t action_digest(const Action& a);

}  // namespace arbiter
