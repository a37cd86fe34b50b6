// quadrant12's own mechanics (model/quadrant12/document.txt), listed with the twelve family's in
// quadrant12.cpp, one file each: the rest after a double move, the walls, the rotations (Rotate4/9/16),
// SwapShotAny, the bonus quadrants and the capture range. They read the family's board knowledge
// (shared12::Rules) like the family's own mechanics; the walls, the bonus quadrants, the capture range and the
// rest also answer the family's steps, attacks and actions through its hooks (model/shared12/hooks.h:
// WallRules, BonusQuadrants, SlideLimit, DoubleMoveRest), so their factories return them as such
// (shared12::HookedMechanic) and the list names them to the steps (shared12::FamilyMechanics).
#pragma once

#include <algorithm>
#include <array>
#include <memory>

#include "model/core/interpretation_table.h"
#include "model/core/mechanic.h"
#include "model/shared12/mechanics/mechanics.h"

namespace arbiter::quadrant12 {

using shared12::HookedMechanic;

std::unique_ptr<HookedMechanic<shared12::DoubleMoveRest>> rest(const shared12::Rules& r);  // double-move.rest
struct WallParams {
  // walling.duration = own-side-moves: the plies a new wall stands, twice the document's "for the next 2 moves"
  // (walling.path-becomes-wall's value): through each side's moves, every action running it down by one.
  int plies = 0;
  static WallParams read(const ChosenOptions& c);  // walls.cpp
};
std::unique_ptr<HookedMechanic<shared12::WallRules>> walls(const shared12::Rules& r, WallParams params);  // walling.*
struct RotationParams {
  // Rotate4, Rotate9, Rotate16: the block's side ("a 2x2 square", "3x3", "4x4") and the quarter turns it may
  // make ("1-3 times"; at most the three a block can differ by), the values of rotation.rotate4/9/16.
  std::array<int, 3> sizes{}, turns{};
  static RotationParams read(const ChosenOptions& c);  // rotation.cpp
};
std::unique_ptr<Mechanic> rotation(const shared12::Rules& r, RotationParams params);  // rotation.*
struct SwapShotParams {
  bool own_kind = false;  // swapshot.kind-immunity = allowed (else forbidden)
  static SwapShotParams read(const ChosenOptions& c);  // swapshot.cpp
};
std::unique_ptr<Mechanic> swapshot(const shared12::Rules& r, SwapShotParams params);  // swapshot.*
std::unique_ptr<HookedMechanic<shared12::BonusQuadrants>> quadrants(const shared12::Rules& r);  // quadrant.*
struct CaptureRangeParams {
  bool once = false;           // capture-range.cumulative = once (else every capture reduces)
  bool captures_only = false;  // capture-range.scope = captures-only (else every slide)
  // The document's numbers (catalog values): "12 squares range" (capture-range.base), "reduced by 2(up to 2
  // square minimum)" (capture-range.reduction), "(1 square range reduction)" in the bonus quadrant
  // (quadrant.perk-capture-range-halved).
  int base = 0, reduction = 0, minimum = 0, halved_reduction = 0;
  // The captures of `step` squares each that bring the base range down to its minimum (rounded up; none when a
  // capture costs nothing): what the counters `captures` (step: reduction) and `halved` count up to.
  int captures_to_minimum(int step) const { return step > 0 ? std::max(0, (base - minimum + step - 1) / step) : 0; }
  static CaptureRangeParams read(const ChosenOptions& c);  // capture_range.cpp
};
// It limits the family's slides (shared12::SlideLimit).
std::unique_ptr<HookedMechanic<shared12::SlideLimit>> capture_range(const shared12::Rules& r, CaptureRangeParams params);

}  // namespace arbiter::quadrant12
