// quadrant12's own mechanics (model/quadrant12/document.txt), listed with the twelve family's in
// quadrant12.cpp, one file each: the rest after a double move, the walls, the rotations (Rotate4/9/16),
// SwapShotAny, the bonus quadrants and the capture range. They read the family's board knowledge
// (shared12::Rules) like the family's own mechanics; the walls, the bonus quadrants, the capture range and the
// rest also answer the family's steps, attacks and actions through its hooks (model/shared12/hooks.h:
// WallRules, BonusQuadrants, SlideLimit, DoubleMoveRest), so their factories return them as such
// (shared12::HookedMechanic) and the list names them to the steps (shared12::FamilyMechanics).
#pragma once

#include <memory>

#include "model/core/interpretation_table.h"
#include "model/core/mechanic.h"
#include "model/shared12/mechanics/mechanics.h"

namespace arbiter::quadrant12 {

using shared12::HookedMechanic;

std::unique_ptr<HookedMechanic<shared12::DoubleMoveRest>> rest(const shared12::Rules& r);  // double-move.rest
std::unique_ptr<HookedMechanic<shared12::WallRules>> walls(const shared12::Rules& r);       // walling.*
std::unique_ptr<Mechanic> rotation(const shared12::Rules& r);                              // rotation.*
struct SwapShotParams {
  bool own_kind = false;  // swapshot.kind-immunity = allowed (else forbidden)
  static SwapShotParams read(const ChosenOptions& c);  // swapshot.cpp
};
std::unique_ptr<Mechanic> swapshot(const shared12::Rules& r, SwapShotParams params);  // swapshot.*
std::unique_ptr<HookedMechanic<shared12::BonusQuadrants>> quadrants(const shared12::Rules& r);  // quadrant.*
struct CaptureRangeParams {
  bool once = false;           // capture-range.cumulative = once (else every capture reduces)
  bool captures_only = false;  // capture-range.scope = captures-only (else every slide)
  static CaptureRangeParams read(const ChosenOptions& c);  // capture_range.cpp
};
// It limits the family's slides (shared12::SlideLimit).
std::unique_ptr<HookedMechanic<shared12::SlideLimit>> capture_range(const shared12::Rules& r, CaptureRangeParams params);

}  // namespace arbiter::quadrant12
