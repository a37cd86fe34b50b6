// The turn pipeline's clocks: every attribute declared as a clock (Declaration::clock) counts down at the
// end of a turn, by the time rate of its square (the product of every mechanic's time_rate: quickening
// doubles it, fused eggs multiply their growth), never below 0. A clock that reaches 0 is reported to the
// mechanic that declared it. Unit clocks of kOwnerTurn tick only when their unit's side ends a turn.
#include "model/core/mechanic_variant.h"

namespace arbiter {

int MechanicVariant::time_rate(const Position& pos, Square s, int clock) const {
  int rate = 1;
  for (const auto& m : mechanics_) rate *= m->time_rate(pos, s, clock);
  return rate;
}

void MechanicVariant::tick_clocks(Position& pos, Side ended, Trace* trace) const {
  const StateSchema& schema = pos.schema();
  for (size_t c = 0; c < schema.clocks.size(); ++c) {
    const ClockDef& def = schema.clocks[c];
    const AttributeDef& attr = schema.attributes[def.attribute];
    const int clock = static_cast<int>(c);
    std::vector<ClockHit> hits;
    auto ticks = [&](Side owner) { return def.tick == ClockTick::kEveryTurn || owner == ended; };
    pos.marked(def.attribute).for_each([&](Square s) {  // the squares where it is not 0
      int v = pos.attribute(def.attribute, s);
      if (v <= 0) return;
      if (attr.scope == Scope::kPiece && (pos.empty(s) || !ticks(pos.at(s).side()))) return;
      int left = std::max(0, v - time_rate(pos, s, clock));
      pos.set_attribute(def.attribute, s, left);
      if (left == 0) hits.push_back({clock, attr.scope == Scope::kPiece ? pos.id_at(s) : kNoUnit, s});
    });
    if (attr.scope == Scope::kPiece) {
      std::vector<UnitId> layered;
      for (const Unit& u : pos.layered())
        if (u.attributes[def.attribute] > 0 && ticks(u.piece.side())) layered.push_back(u.id);
      for (UnitId id : layered) {
        Square s = pos.square_of(id);
        int left = std::max(0, pos.unit_attribute(def.attribute, id) - time_rate(pos, s, clock));
        pos.set_unit_attribute(def.attribute, id, left);
        if (left == 0) hits.push_back({clock, id, s});
      }
    }
    for (const ClockHit& hit : hits) mechanics_[def.owner]->clock_expired(pos, hit, trace);
  }
}

}  // namespace arbiter
