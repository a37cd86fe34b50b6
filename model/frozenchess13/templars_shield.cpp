// Templar's Shield: "Units cannot capture The Templar if they are in his capture range (if a templar can
// capture your unit at the square from where you attempt to capture it, it cannot capture the templar)."
// (templar.shield); "Range of Shield is 1 normal move without bounce." (templar.shield-range); "If a templar
// stands on inactive Tomb(after capture) the shield is not engaged(to allow recapture of templar)."
// (templar.shield-inactive-tomb). Derived from the position, nothing stored.
// Readings:
//  - The shield covers the squares where the templar could capture by one of its own moves without a bounce
//    (templar.capture-reading = as-moves: its straight rook rides within its range, its diagonal steps; walls
//    and levels shape them as any move, ground.h). A unit standing there may not capture it, whatever its
//    movement; a capture from anywhere else (a square the templar reaches only by bouncing, say) may.
//  - "inactive Tomb (after capture)": the templar stands where it has just captured, on a square whose dead
//    wait for it to leave (tombs.h's waiting state): the shield is off there.
//  - The shield refuses captures; like Guards it leaves the threats as they are (board.h: a unit is threatened
//    when it stands in an enemy's capture reach, whether the capture is then allowed or not).
// The capture is refused by templar.shield; a capture of a templar from a square its bounces alone reach
// fires templar.shield-range, one of a templar on an inactive tomb from its range fires
// templar.shield-inactive-tomb.
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/tombs.h"

namespace arbiter::frozenchess13 {
namespace {

class TemplarsShield final : public FrozenMechanic {
 public:
  TemplarsShield(const Board& b, RangeParams range) : FrozenMechanic("templar's shield", b), range_(range) {}

  // The tombs' state of a square (tombs.cpp) and the range's attributes (range.cpp), shared by name.
  void declare(Declaration& d) override {
    tomb_state_ = d.attribute({"tomb-state", Scope::kSquare, 0, 4});
    crr_[1] = d.attribute({"crr-orthogonal", Scope::kPiece, 0, 999});
    idle_ = d.attribute({"idle", Scope::kPiece, 0, 30000});
  }
  Refusal forbids(const Position& p, const Action& a) const override {
    if (!is_capture(p, a) || p.at(a.to).kind() != kTemplar || inactive_tomb(p, a.to)) return {};
    return shields(p, a.to, p.at(a.to).side(), board().ranges(p, a.to), a.from) ? clause::kTemplarShield : Refusal{};
  }
  // Told as a captured templar leaves the board, its capturer (Removal::by) still where it captured from:
  // which rule let the capture through.
  void removed(Position& p, Unit& victim, const Removal& how, Trace* trace) const override {
    if (!trace || victim.piece.kind() != kTemplar || how.by == kNoUnit || how.layer != Layer::kStanding) return;
    const Square from = p.square_of(how.by);
    if (from == kNoSquare || from == how.where) return;
    // The templar's ranges as range.cpp counts them (it stands nowhere now): its rook lines floor(base - CRR),
    // base 16 plus 1/20 a square per idle turn (the catalog's values); its diagonal steps lose nothing (templar.no-crr).
    const Ranges ranges{range_.base, range_.extended(victim.attributes[idle_]) - victim.attributes[crr_[1]]};
    const Side side = victim.piece.side();
    if (shields(p, how.where, side, ranges, from)) {
      if (inactive_tomb(p, how.where)) fire(trace, clause::kTemplarShieldInactiveTomb);
    } else if (board().movement().capture_reach(p, how.where, kTemplar, side, ranges).contains(from)) {
      fire(trace, clause::kTemplarShieldRange);  // in its capture range by a bounce only: not shielded
    }
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kTemplarShield, clause::kTemplarShieldRange, clause::kTemplarShieldInactiveTomb};
  }

 private:
  bool inactive_tomb(const Position& p, Square s) const { return p.attribute(tomb_state_, s) == Tombs::kWaiting; }
  // Whether a templar of `side` on t, with these ranges, could capture on `from` by one move without a bounce.
  bool shields(const Position& p, Square t, Side side, const Ranges& ranges, Square from) const {
    bool found = false;
    board().movement().routes(p, t, kTemplar, side, ranges, [&](const Route& r) {
      found |= r.to == from && r.turns == 0 && r.may_capture;
    });
    return found;
  }
  RangeParams range_;
  int tomb_state_ = -1;
  int crr_[2] = {-1, -1};  // [1]: the orthogonal line's (a templar loses no diagonal range)
  int idle_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> templars_shield(const Board& b, RangeParams range) {
  return std::make_unique<TemplarsShield>(b, range);
}

}  // namespace arbiter::frozenchess13
