// Capture range (quadrant12): "Capture range reduction - ranged pieces normally have 12 squares range(1 move),
// but after a capture this range is reduced by 2(up to 2 square minimum)." (capture-range.base,
// capture-range.reduction), and the bonus quadrants' perk 3: "Capture Range reduction for friendly pieces is
// halved(1 square range reduction), if capture is inside the bonus quadrant." (quadrant.perk-capture-range-
// halved). The family's steps and attacks ask it how far a unit slides (shared12::SlideLimit).
//
// Points, as parameters: capture-range.cumulative (every capture reduces, counted up to 5, or only the first:
// `once`), capture-range.scope (the range binds every slide, or captures only: `captures_only`). State: the
// piece attributes `captures` (captures that cost 2 squares) and `halved` (captures in the bonus quadrant,
// 1 square each), which travel with the unit.
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
      : HookedMechanic("capture range", r), once_(params.once), captures_only_(params.captures_only) {}

  void declare(Declaration& d) override {
    captures_ = d.attribute({"captures", Scope::kPiece, 0, 5});
    halved_ = d.attribute({"halved", Scope::kPiece, 0, 10});
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kCaptureRangeBase, clause::kCaptureRangeReduction, clause::kQuadrantPerkCaptureRangeHalved};
  }

  int range(const Position& p, Square sq) const override {
    return std::max(2, 12 - 2 * p.attribute(captures_, sq) - p.attribute(halved_, sq));
  }
  bool captures_only() const override { return captures_only_; }
  void slid(Position& p, Square at, Side side, bool captured, Trace* trace) const override {
    fire(trace, clause::kCaptureRangeBase);
    if (!captured) return;
    int c = p.attribute(captures_, at);
    int h = p.attribute(halved_, at);
    // quadrant.perk-capture-range-halved: a capture on a square of the capturer's bonus quadrant (counted
    // after the capture, quadrant.majority-moment = after-move) costs 1 square instead of 2.
    if (rules().bonus_quadrant(p, at, side)) {
      if (2 * c + h < 10 && (!once_ || c + h == 0)) p.set_attribute(halved_, at, h + 1);
      fire(trace, clause::kQuadrantDefinition);
      fire(trace, clause::kQuadrantMajority);
      fire(trace, clause::kQuadrantPerkCaptureRangeHalved);
    } else {
      if (c < (once_ ? 1 : 5) && (!once_ || h == 0)) p.set_attribute(captures_, at, c + 1);
      fire(trace, clause::kCaptureRangeReduction);
    }
  }

 private:
  bool once_;           // capture-range.cumulative = once
  bool captures_only_;  // capture-range.scope = captures-only
  int captures_ = -1, halved_ = -1;
};

}  // namespace

CaptureRangeParams CaptureRangeParams::read(const ChosenOptions& c) {
  CaptureRangeParams k;
  k.once = c.is("capture-range.cumulative", "once");
  k.captures_only = c.is("capture-range.scope", "captures-only");
  return k;
}

std::unique_ptr<HookedMechanic<SlideLimit>> capture_range(const Rules& r, CaptureRangeParams params) {
  return std::make_unique<CaptureRange>(r, params);
}

}  // namespace arbiter::quadrant12
