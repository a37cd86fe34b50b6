// Position: units named by their address (unit.h's Selector: the standing unit, the i-th ethereal, held or
// queued unit of a square), and the address of a unit: what actions name where a square is not enough.
#include "model/core/position.h"

namespace arbiter {

std::vector<UnitId> Position::held_under(UnitId holder) const {
  std::vector<UnitId> out;
  for (const Unit* u : in(Place::held(holder))) {
    out.push_back(u->id);
    for (UnitId inner : held_under(u->id)) out.push_back(inner);
  }
  return out;
}

namespace {
// The queued units of a square in Selector's order: queue by queue, each front first.
std::vector<const Unit*> queued_on(const Position& pos, Square s) {
  std::vector<const Unit*> out;
  for (size_t q = 0; q < pos.schema().stacks.size(); ++q)
    for (const Unit* u : pos.in(Place::queued(static_cast<int>(q), s))) out.push_back(u);
  return out;
}
}  // namespace

UnitId Position::unit_at(Address a) const {
  if (!geometry_->contains(a.square)) return kNoUnit;
  const size_t i = static_cast<size_t>(a.selector.index());
  switch (a.selector.layer()) {
    case Layer::kStanding: return ids_[a.square];
    case Layer::kEthereal: {
      auto units = in(Place::ethereal(a.square));
      return i < units.size() ? units[i]->id : kNoUnit;
    }
    case Layer::kHeld: {
      if (empty(a.square)) return kNoUnit;
      auto units = held_under(ids_[a.square]);
      return i < units.size() ? units[i] : kNoUnit;
    }
    case Layer::kQueued: {
      auto units = queued_on(*this, a.square);
      return i < units.size() ? units[i]->id : kNoUnit;
    }
  }
  return kNoUnit;
}

std::optional<Address> Position::address_of(UnitId id) const {
  auto place = locate(id);
  if (!place) return std::nullopt;
  auto position_in = [&](const auto& units, auto id_of) {
    for (size_t i = 0; i < units.size(); ++i)
      if (id_of(units[i]) == id) return static_cast<int>(i);
    return -1;
  };
  switch (place->layer) {
    case Layer::kStanding: return Address{place->square, Selector::standing()};
    case Layer::kEthereal: {
      int i = position_in(in(Place::ethereal(place->square)), [](const Unit* u) { return u->id; });
      if (i < 0 || i > Selector::kMaxIndex) return std::nullopt;
      return Address{place->square, Selector::of(Layer::kEthereal, i)};
    }
    case Layer::kHeld: {
      UnitId outer = place->holder;
      for (auto p = locate(outer); p && p->layer == Layer::kHeld; p = locate(outer)) outer = p->holder;
      auto outer_place = locate(outer);
      if (!outer_place || outer_place->layer != Layer::kStanding) return std::nullopt;  // held in a box in a tomb
      int i = position_in(held_under(outer), [](UnitId u) { return u; });
      if (i < 0 || i > Selector::kMaxIndex) return std::nullopt;
      return Address{outer_place->square, Selector::of(Layer::kHeld, i)};
    }
    case Layer::kQueued: {
      int i = position_in(queued_on(*this, place->square), [](const Unit* u) { return u->id; });
      if (i < 0 || i > Selector::kMaxIndex) return std::nullopt;
      return Address{place->square, Selector::of(Layer::kQueued, i)};
    }
  }
  return std::nullopt;
}

}  // namespace arbiter
