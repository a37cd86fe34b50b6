// The limits on how many units of a class may stand at once, which morph and spawn share: the immortal units
// (morph.immortal-limit, spawn.immortal-limit) and the frogs of a DoubleSpawn (frog.double-spawn), counted for
// the acting side or over the whole board as spawn.immortal-limit-scope reads them.
#pragma once

#include "model/core/position.h"
#include "model/frozenchess13/army.h"

namespace arbiter::frozenchess13 {

// The units that count toward a limit of `side` (its own, or every unit when board_total) whose kind `counted`
// accepts.
template <class Counted>
int units_toward_limit(const Position& p, Side side, bool board_total, Counted counted) {
  int n = 0;
  (board_total ? p.occupied() : p.occupied(side)).for_each([&](Square s) { n += counted(p.at(s).kind()) ? 1 : 0; });
  return n;
}

inline int immortal_count(const Position& p, const UnitTypes& types, Side side, bool board_total) {
  return units_toward_limit(p, side, board_total, [&](Kind k) { return types.is_immortal(k); });
}

inline int frog_count(const Position& p, Side side, bool board_total) {
  return units_toward_limit(p, side, board_total, [](Kind k) { return k == kFrog; });
}

}  // namespace arbiter::frozenchess13
