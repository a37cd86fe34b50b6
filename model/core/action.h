// An action: what a player does in one step of a turn. A small closed set of kinds (shakmaty's Move):
//   kMove     from -> to, optionally through intermediate squares (a double move, a bounce, a leap chain)
//             and with a promotion kind;
//   kDrop     a piece kind placed on an empty square;
//   kPass     nothing moves (a null move; also the second half of a turn a player may skip);
//   kAbility  a named in-place ability of the piece on `from` (exchange, flood, rotate...), with target
//             squares in `to` and `path`;
//   kChance   a decision outside the board: the outcome of a chance event (twentychess's cast roll) or a
//             player's pick (twentychess cast 5: the opponent picks the piece to drop); `ability` indexes the
//             variant's decisions, `kind` holds the value (1..255).
// Layout: 16 bytes, copied by value; `flags` are hints set by the generator (capture, castling, en passant,
// double push) and are not part of the action's identity: two actions are equal when their canonical
// text is equal.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "model/core/geometry.h"
#include "model/core/piece.h"

namespace arbiter {

enum class ActionType : uint8_t { kMove, kDrop, kPass, kAbility, kChance };

enum ActionFlag : uint8_t {
  kCapture = 1,
  kCastling = 2,
  kEnPassant = 4,
  kDoublePush = 8,
};

struct Action {
  ActionType type = ActionType::kPass;
  uint8_t flags = 0;
  uint8_t from = 0;
  uint8_t to = 0;
  Kind kind = kNoKind;       // promotion kind (kMove) or dropped kind (kDrop)
  uint8_t ability = 0;       // index into the variant's ability names (kAbility)
  uint8_t path_length = 0;   // intermediate squares (kMove) or further targets (kAbility)
  std::array<uint8_t, 9> path{};

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
  static Action pass() { return Action{}; }
  static Action chance(int outcome, int decision = 0) {
    Action a;
    a.type = ActionType::kChance;
    a.kind = static_cast<Kind>(outcome);
    a.ability = static_cast<uint8_t>(decision);
    return a;
  }

  // Identity: everything but the generator's flags.
  bool same(const Action& o) const {
    return type == o.type && from == o.from && to == o.to && kind == o.kind && ability == o.ability &&
           path_length == o.path_length && path == o.path;
  }
};
static_assert(sizeof(Action) == 16);

using ActionList = std::vector<Action>;

}  // namespace arbiter
