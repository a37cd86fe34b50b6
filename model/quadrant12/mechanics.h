// quadrant12's own mechanics (model/quadrant12/document.txt), composed with the twelve family's in
// quadrant12.cpp, one file each: the rest after a double move, the walls, the rotations (Rotate4/9/16),
// SwapShotAny, the bonus quadrants and the capture range. They read the family's board knowledge
// (shared12::Rules) like the family's own mechanics; the walls, the bonus quadrants and the capture range also
// answer the family's steps, attacks and actions through its hooks (model/shared12/hooks.h: WallRules,
// BonusQuadrants, SlideLimit, DoubleMoveRest), so the family's code knows only whether a variant has them.
#pragma once

#include <memory>

#include "model/core/mechanic.h"
#include "model/shared12/family.h"

namespace arbiter::quadrant12 {

std::unique_ptr<Mechanic> rest(const shared12::Rules& r);       // double-move.rest
std::unique_ptr<Mechanic> walls(const shared12::Rules& r);      // walling.*: also the family's WallRules
std::unique_ptr<Mechanic> rotation(const shared12::Rules& r);   // rotation.*
// own_kind: swapshot.kind-immunity = allowed.
std::unique_ptr<Mechanic> swapshot(const shared12::Rules& r, bool own_kind);  // swapshot.*
std::unique_ptr<Mechanic> quadrants(const shared12::Rules& r);  // quadrant.*: also the family's BonusQuadrants
// once: capture-range.cumulative = once; captures_only: capture-range.scope = captures-only. It limits the
// family's slides (shared12::SlideLimit).
std::unique_ptr<Mechanic> capture_range(const shared12::Rules& r, bool once, bool captures_only);

}  // namespace arbiter::quadrant12
