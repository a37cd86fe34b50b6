// Capture range (quadrant12): "Capture range reduction - ranged pieces normally have 12 squares range(1 move),
// but after a capture this range is reduced by 2(up to 2 square minimum)." (capture-range.base,
// capture-range.reduction), and the bonus quadrants' perk 3: "Capture Range reduction for friendly pieces is
// halved(1 square range reduction), if capture is inside the bonus quadrant." (quadrant.perk-capture-range-
// halved). The family's steps and attacks ask it how far a unit slides (shared12::SlideLimit).
//
// Points, as parameters: capture-range.cumulative (every capture reduces, counted up to 5, or only the first:
// `once`), capture-range.scope (the range binds every slide, or captures only: `captures_only`). State: the
// piece attributes `captures` (captures that cost 2 squares) and `halved` (captures in the bonus quadrant,
// 1 square each), which travel with the unit, each counted up to the captures that bring the range to its
// minimum. The four numbers are the catalog's values (CaptureRangeParams).
#include <algorithm>

#include "model/quadrant12/mechanics.h"
#include "model/shared12/clauses.h"
#include "model/shared12/mechanics/mechanics.h"

namespace arbiter::quadrant12 {

using namespace shared12;

namespace {

class CaptureRange final : public HookedMechanic<SlideLimit> {
 public:
  CaptureRange(const Rules& r, CaptureRangeParams params)
      : HookedMechanic("capture range", r), k_(params) {}

  void declare(Declaration& d) override {
    captures_ = d.attribute({"captures", Scope::kPiece, 0, k_.captures_to_minimum(k_.reduction)});
    halved_ = d.attribute({"halved", Scope::kPiece, 0, k_.captures_to_minimum(k_.halved_reduction)});
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kCaptureRangeBase, clause::kCaptureRangeReduction, clause::kQuadrantPerkCaptureRangeHalved};
  }

  int range(const Position& p, Square sq) const override {
    return std::max(k_.minimum, k_.base - reduced(p.attribute(captures_, sq), p.attribute(halved_, sq)));
  }
  bool captures_only() const override { return k_.captures_only; }
  void slid(Position& p, Square at, Side side, bool captured, Trace* trace) const override {
    fire(trace, clause::kCaptureRangeBase);
    if (!captured) return;
    int c = p.attribute(captures_, at);
    int h = p.attribute(halved_, at);
    // quadrant.perk-capture-range-halved: a capture on a square of the capturer's bonus quadrant (counted
    // after the capture, quadrant.majority-moment = after-move) costs 1 square instead of 2.
    if (rules().bonus_quadrant(p, at, side)) {
      if (reduced(c, h) < k_.base - k_.minimum && (!k_.once || c + h == 0)) p.set_attribute(halved_, at, h + 1);
      fire(trace, clause::kQuadrantDefinition);
      fire(trace, clause::kQuadrantMajority);
      fire(trace, clause::kQuadrantPerkCaptureRangeHalved);
    } else {
      if (c < (k_.once ? 1 : k_.captures_to_minimum(k_.reduction)) && (!k_.once || h == 0)) p.set_attribute(captures_, at, c + 1);
      fire(trace, clause::kCaptureRangeReduction);
    }
  }

 private:
  // The squares `c` ordinary and `h` bonus-quadrant captures take off the range.
  int reduced(int c, int h) const { return k_.reduction * c + k_.halved_reduction * h; }

  CaptureRangeParams k_;  // capture-range.cumulative = once, capture-range.scope = captures-only, the numbers
  int captures_ = -1, halved_ = -1;
};

}  // namespace

CaptureRangeParams CaptureRangeParams::read(const ChosenOptions& c) {
  CaptureRangeParams k;
  k.once = c.is("capture-range.cumulative", "once");
  k.captures_only = c.is("capture-range.scope", "captures-only");
  k.base = c.value("capture-range.base", "range");
  k.reduction = c.value("capture-range.reduction", "per-capture");
  k.minimum = c.value("capture-range.reduction", "minimum");
  k.halved_reduction = c.value("quadrant.perk-capture-range-halved", "per-capture");
  return k;
}

std::unique_ptr<HookedMechanic<SlideLimit>> capture_range(const Rules& r, CaptureRangeParams params) {
  return std::make_unique<CaptureRange>(r, params);
}

}  // namespace arbiter::quadrant12
