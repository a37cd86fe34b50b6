// Range: Capture Range Reduction and Range Extension, the range of riders (the document's "CAPTURE" and
// "Capture/Move Range Extension upgrade").
//  - A rider's range is 16 squares a move on each of its line types (bounce.range-limit).
//  - CRR (crr.reduce): each capture lowers the range of the line type the capture used by 3 (a non-pawn
//    victim) or 1 (a pawn), never below 3 (crr.minimum); only the units unit-type.crr-units names lose range,
//    and only on their own line types (the queen on the one she used: crr.queen-line-types = used-type-only;
//    the templar only on its rook lines: templar.no-crr); the nightrider, the jester and the chancellor never
//    (nightrider.no-crr, jester.no-crr, chancellor.no-crr).
//  - Range Extension (range-extension.*): the same units gain 1/20 of a square of base range for each of
//    their owner's turns in which they did not move, for whatever reason (range-extension.idle-unit =
//    own-turns-any-reason); the range is floor(base - CRR) (range-extension.crr-order) and may exceed 16
//    (range-extension.unbounded, range-extension.bounce-cap = extension-applies).
// Units that lose no range ride 16 squares, their lent rides too (empower.range = borrower-range). The numbers
// are the catalog's values (RangeParams, mechanics.h).
// State: crr-diagonal@sq, crr-orthogonal@sq (squares lost), idle@sq (idle turns).
#include "model/frozenchess13/advanced_moves.h"
#include "model/frozenchess13/clauses.h"

namespace arbiter::frozenchess13 {
namespace {

class Range final : public FrozenMechanic, public RangeSource, public CaptureListener {
 public:
  Range(const Board& b, const AdvancedMoves& adv, RangeParams params) : FrozenMechanic("range", b), adv_(adv), p_(params) {}
  void declare(Declaration& d) override {
    crr_[0] = d.attribute({"crr-diagonal", Scope::kPiece, 0, 999});
    crr_[1] = d.attribute({"crr-orthogonal", Scope::kPiece, 0, 999});
    idle_ = d.attribute({"idle", Scope::kPiece, 0, 30000});
  }

  int base(const Position& p, Square s) const { return p_.extended(p.attribute(idle_, s)); }
  int of(const Position& p, Square s, Line line) const {
    const Kind k = p.at(s).kind();
    if (!crr_line(k, line)) return p_.base;
    return base(p, s) - p.attribute(crr_[line == Line::kDiagonal ? 0 : 1], s);
  }
  Ranges ranges(const Position& p, Square s) const override {
    if (p.empty(s) || !crr_unit(p.at(s).kind())) return {p_.base, p_.base};
    return {of(p, s, Line::kDiagonal), of(p, s, Line::kOrthogonal)};
  }

  void captured(Position& p, const Capture& c, Trace* trace) const override {
    const Kind k = c.capturer.kind();
    if (k == kNightrider) fire(trace, clause::kNightriderNoCrr);
    if (k == kChancellor) fire(trace, clause::kChancellorNoCrr);
    if (k == kTemplar) fire(trace, clause::kTemplarNoCrr);  // whichever line it took on, its non-rook range stays
    if (p.empty(c.by) || !crr_line(k, c.line)) return;
    const int attr = crr_[c.line == Line::kDiagonal ? 0 : 1];
    const int before = p.attribute(attr, c.by);
    const int range = base(p, c.by) - before;
    const int loss = p_.pawns.contains(c.victim.kind()) ? p_.pawn : p_.non_pawn;
    const int lost = std::max(0, std::min(loss, range - p_.minimum));
    p.set_attribute(attr, c.by, before + lost);
    fire(trace, clause::kCrrReduce);
    fire(trace, clause::kUnitTypeCrrUnits);
    if (lost < loss) fire(trace, clause::kCrrMinimum);
    if (p_.extended(p.attribute(idle_, c.by)) > p_.base) fire(trace, clause::kRangeExtensionCrrOrder);
  }

  void turn_end(Position& p, Trace* trace) const override {
    p.occupied(p.side_to_move()).for_each([&](Square s) {
      if (!crr_unit(p.at(s).kind()) || adv_.moved(p, s)) return;
      const int idle = std::min(30000, p.attribute(idle_, s) + 1);
      p.set_attribute(idle_, s, idle);
      if (p_.extended(idle) != p_.extended(idle - 1)) {  // a whole square gained
        fire(trace, clause::kRangeExtensionIdle);
        fire(trace, clause::kChangelogRangeExtension);  // per idle turn, as the changelog says
        fire(trace, clause::kRangeExtensionEligible);
        if (p_.extended(idle) > p_.base) fire(trace, clause::kRangeExtensionUnbounded);
      }
    });
  }

  std::vector<std::string_view> clauses() const override {
    return {clause::kCrrReduce, clause::kCrrMinimum, clause::kUnitTypeCrrUnits, clause::kRangeExtensionIdle,
            clause::kRangeExtensionEligible, clause::kRangeExtensionUnbounded, clause::kRangeExtensionCrrOrder,
            clause::kNightriderNoCrr, clause::kChancellorNoCrr, clause::kTemplarNoCrr, clause::kChangelogRangeExtension};
  }

 private:
  const AdvancedMoves& adv_;
  RangeParams p_;
  int crr_[2] = {-1, -1};
  int idle_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> range(const Board& b, const AdvancedMoves& adv, RangeParams params) {
  return std::make_unique<Range>(b, adv, params);
}

}  // namespace arbiter::frozenchess13
