// MechanicVariant's step helpers and who acts (mechanic_variant.h): units carried, changing layer, removed
// (a holder's units told one by one) and captured several at once; an automatic step judged and played by
// nobody; the controller of a unit (its owner, unless a Control mechanic decides).
#include <cassert>

#include "model/core/mechanic_variant.h"

namespace arbiter {

std::vector<Square> MechanicVariant::actors(const Position& pos, const Action& a) const {
  const Mechanic* own = owner(a);
  return own ? own->actors(pos, a) : std::vector<Square>{};
}

Refusal MechanicVariant::may_enter(const Position& pos, const Step& step) const {
  for (const auto& m : mechanics_)
    if (Refusal r = m->may_enter(pos, step); !r.empty()) return r;
  return {};
}

Judgement MechanicVariant::play_automatic(Position& pos, const Action& step, Trace* trace) const {
  Position during = pos;
  during.set_acting_side(std::nullopt);
  const Mechanic* own = owner(step);
  if (!own) return {};
  Judgement j = before_play(during, step, *own, true);
  if (j.legal) {  // as judge() does, but played for real, and no turn ends
    Position after = during;
    Trace steps;
    own->play(after, step, trace ? &steps : nullptr);
    j = after_play(during, step, after);
    if (j.legal) {
      after.act_as_side_to_move();
      pos = std::move(after);
      if (trace)
        for (std::string_view c : steps.clauses()) trace->fire(c);
      return j;
    }
  }
  if (!j.clause.empty()) fire(trace, j.clause);
  return j;
}

std::optional<Side> MechanicVariant::controller(const Position& pos, UnitId unit) const {
  for (const Control* c : controls_) {
    bool decided = false;
    std::optional<Side> side;
    c->controller(pos, unit, decided, side);
    if (decided) return side;
  }
  auto place = pos.locate(unit);
  if (!place) return std::nullopt;
  if (place->layer == Layer::kStanding) return pos.at(place->square).side();
  return pos.layered_unit(unit)->piece.side();
}

bool MechanicVariant::controls(const Position& pos, Address address) const {
  const std::optional<Side> acting = pos.acting_side();
  if (controls_.empty() && address.selector.is_standing())  // the owner decides: no lookup of the unit
    return acting && pos.geometry().contains(address.square) && !pos.empty(address.square) &&
           pos.at(address.square).side() == *acting;
  const UnitId unit = pos.unit_at(address);
  return unit != kNoUnit && controller(pos, unit) == acting;
}

SquareSet MechanicVariant::controlled(const Position& pos) const {
  const std::optional<Side> acting = pos.acting_side();
  if (controls_.empty()) return acting ? pos.occupied(*acting) : SquareSet{};
  SquareSet out;
  pos.occupied().for_each([&](Square s) {
    if (controller(pos, pos.id_at(s)) == acting) out.insert(s);
  });
  return out;
}

void MechanicVariant::carry(Position& pos, const Step& step, Trace* trace) const {
  if (step.layer == Layer::kEthereal) pos.relocate(step.unit, Place::ethereal(step.to));
  else pos.move(step.from, step.to);
  for (const auto& m : mechanics_) m->departed(pos, step, trace);
  arrive(pos, step, trace);
}

void MechanicVariant::arrive(Position& pos, const Step& step, Trace* trace) const {
  for (const auto& m : mechanics_) m->arrived(pos, step, trace);
}

void MechanicVariant::change_layer(Position& pos, UnitId unit, Layer to, Trace* trace) const {
  auto place = pos.locate(unit);
  assert(place && (to == Layer::kEthereal || to == Layer::kStanding) && place->layer != to);
  const Square s = place->square;
  if (to == Layer::kEthereal) pos.add(pos.lift(s), Place::ethereal(s));
  else pos.stand(s, pos.take(unit));
  const Step step{unit, s, s, Carried::kOwnMove, to};
  for (const auto& m : mechanics_) m->departed(pos, step, trace);
  arrive(pos, step, trace);
}

void MechanicVariant::remove(Position& pos, UnitId id, UnitId by, Trace* trace) const {
  auto place = pos.locate(id);
  if (!place) return;
  const Square where = pos.square_of(id);
  // Every unit out of the board first, then the mechanics told one by one: the held units, the last first
  // (each taken while it holds nothing more), then the unit itself.
  std::vector<std::pair<Unit, Removal>> out;
  const std::vector<UnitId> held = pos.held_under(id);
  for (auto it = held.rbegin(); it != held.rend(); ++it) {
    const UnitId holder = pos.layered_unit(*it)->place.holder;
    out.emplace_back(pos.take(*it), Removal{where, Layer::kHeld, by, holder});
  }
  out.emplace_back(place->layer == Layer::kStanding ? pos.lift(place->square) : pos.take(id),
                   Removal{where, place->layer, by, place->layer == Layer::kHeld ? place->holder : kNoUnit});
  for (auto& [unit, removal] : out) {
    for (const auto& m : mechanics_) m->removed(pos, unit, removal, trace);
    if (!pos.locate(unit.id)) pos.retire(unit.id);
  }
}

void MechanicVariant::remove_unit(Position& pos, Square sq, Trace* trace, UnitId by) const {
  remove(pos, pos.id_at(sq), by, trace);
}

void MechanicVariant::capture(Position& pos, const std::vector<UnitId>& victims, UnitId by, Trace* trace) const {
  for (UnitId v : victims) remove(pos, v, by, trace);
}

}  // namespace arbiter
