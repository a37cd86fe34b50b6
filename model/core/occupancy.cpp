#include "model/core/occupancy.h"

namespace arbiter {

SquareSet Occupancy::marked(const Position& pos, Layer mover) const {
  SquareSet out;
  for (const OccupancyRule* r : rules_) r->add_blockers(pos, mover, out);
  return out;
}

SquareSet Occupancy::blockers(const Position& pos, Layer mover) const {
  return rules_.empty() ? pos.occupied() : pos.occupied() | marked(pos, mover);
}

Occupancy::Landing Occupancy::landing(const Position& pos, Address target, Layer mover, Side side) const {
  const Square s = target.square;
  if (!pos.geometry().contains(s)) return Landing::kBlocked;
  if (marked(pos, mover).contains(s)) return Landing::kBlocked;
  const bool shadows = !pos.in(Place::ethereal(s)).empty();
  if (mover == Layer::kEthereal) {
    if (target.selector.layer() == Layer::kEthereal) {
      const Unit* aimed = pos.layered_unit(pos.unit_at(target));
      if (!aimed) return Landing::kBlocked;
      return aimed->piece.side() != side ? Landing::kCapture : Landing::kBlocked;
    }
    return pos.empty(s) && !shadows ? Landing::kFree : Landing::kShare;
  }
  if (!pos.empty(s)) return pos.at(s).side() != side ? Landing::kCapture : Landing::kBlocked;
  return shadows ? Landing::kShare : Landing::kFree;
}

UnitId Occupancy::victim(const Position& pos, Address target, Layer capturer) const {
  if (!pos.geometry().contains(target.square)) return kNoUnit;
  switch (capturer) {
    case Layer::kStanding: return pos.id_at(target.square);  // a member named or not, the stack goes whole
    case Layer::kEthereal: return target.selector.layer() == Layer::kEthereal ? pos.unit_at(target) : kNoUnit;
    case Layer::kHeld:
    case Layer::kQueued: return kNoUnit;  // a held or queued unit captures nothing of itself
  }
  return kNoUnit;
}

KindSet Occupancy::kinds(const Position& pos, Square s) const {
  KindSet out;
  if (!pos.geometry().contains(s) || pos.empty(s)) return out;
  out.insert(pos.at(s).kind());
  if (!rules_.empty()) add_lent(pos, pos.id_at(s), out);
  return out;
}

void Occupancy::add_lent(const Position& pos, UnitId holder, KindSet& out) const {
  bool lends = false;
  for (const OccupancyRule* r : rules_) lends = lends || r->lends_kinds(pos, holder);
  if (!lends) return;
  for (const Unit* u : pos.in(Place::held(holder))) {
    out.insert(u->piece.kind());
    add_lent(pos, u->id, out);
  }
}

}  // namespace arbiter
