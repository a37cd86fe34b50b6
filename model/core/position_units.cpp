// Position: units in every layer (unit.h), relations, and the part of the state that names units, which is
// compared and hashed through the places of the units it names, never through their ids.
#include <algorithm>
#include <bit>
#include <cassert>
#include <map>
#include <set>

#include "model/core/position.h"
#include "model/core/zobrist.h"

namespace arbiter {
namespace {

bool same_container(const Place& a, const Place& b) {
  return a.layer == b.layer && a.square == b.square && a.holder == b.holder && a.queue == b.queue;
}

}  // namespace

Unit Position::lift(Square s) {
  stale_units();
  assert(!empty(s));
  Unit u{ids_[s], at(s), Place::standing(s), std::vector<int16_t>(schema_->attributes.size(), 0)};
  for (size_t a = 0; a < schema_->attributes.size(); ++a)
    if (schema_->attributes[a].scope == Scope::kPiece) u.attributes[a] = static_cast<int16_t>(attribute(static_cast<int>(a), s));
  vacate(s);
  return u;
}

void Position::stand(Square s, Unit unit) {
  stale_units();
  occupy(s, unit.piece, unit.id == kNoUnit ? next_id_++ : unit.id);
  for (size_t a = 0; a < unit.attributes.size() && a < schema_->attributes.size(); ++a)
    if (unit.attributes[a] != 0 && schema_->attributes[a].scope == Scope::kPiece)
      set_attribute(static_cast<int>(a), s, unit.attributes[a]);
}

UnitId Position::add(Unit unit, Place place) {
  stale_units();
  if (unit.id == kNoUnit) unit.id = next_id_++;
  unit.attributes.resize(schema_->attributes.size(), 0);
  uint16_t n = 0;
  for (const Unit& u : layered_)
    if (same_container(u.place, place)) ++n;
  place.index = n;
  unit.place = place;
  layered_.push_back(std::move(unit));
  unit_state_ = true;
  return layered_.back().id;
}

Unit Position::take(UnitId id) {
  stale_units();
  auto it = std::find_if(layered_.begin(), layered_.end(), [&](const Unit& u) { return u.id == id; });
  assert(it != layered_.end());
  Unit u = std::move(*it);
  layered_.erase(it);
  reindex(u.place);
  refresh_unit_state();
  return u;
}

void Position::reindex(const Place& container) {
  stale_units();
  std::vector<Unit*> members;
  for (Unit& u : layered_)
    if (same_container(u.place, container)) members.push_back(&u);
  std::sort(members.begin(), members.end(), [](const Unit* a, const Unit* b) { return a->place.index < b->place.index; });
  for (size_t i = 0; i < members.size(); ++i) members[i]->place.index = static_cast<uint16_t>(i);
}

std::vector<const Unit*> Position::in(Place container) const {
  std::vector<const Unit*> out;
  for (const Unit& u : layered_)
    if (same_container(u.place, container)) out.push_back(&u);
  std::sort(out.begin(), out.end(), [](const Unit* a, const Unit* b) { return a->place.index < b->place.index; });
  return out;
}

const Unit* Position::layered_unit(UnitId id) const {
  for (const Unit& u : layered_)
    if (u.id == id) return &u;
  return nullptr;
}

std::optional<Place> Position::locate(UnitId id) const {
  if (id == kNoUnit) return std::nullopt;
  // The standing units only (a square holds an id exactly when it holds a piece: Position::check).
  const SquareSet standing = occupied();
  for (int w = 0; w < 4; ++w)
    for (uint64_t bits = standing.word(w); bits; bits &= bits - 1) {
      const Square s = static_cast<Square>(64 * w + std::countr_zero(bits));
      if (ids_[s] == id) return Place::standing(s);
    }
  if (const Unit* u = layered_unit(id)) return u->place;
  return std::nullopt;
}

Square Position::square_of(UnitId id) const {
  auto place = locate(id);
  if (!place) return kNoSquare;
  return place->layer == Layer::kHeld ? square_of(place->holder) : place->square;
}

int Position::unit_attribute(int attr, UnitId id) const {
  auto place = locate(id);
  if (!place) return 0;
  if (place->layer == Layer::kStanding) return attribute(attr, place->square);
  return layered_unit(id)->attributes[attr];
}

void Position::set_unit_attribute(int attr, UnitId id, int value) {
  stale_units();
  auto place = locate(id);
  assert(place);
  if (place->layer == Layer::kStanding) return set_attribute(attr, place->square, value);
  for (Unit& u : layered_)
    if (u.id == id) u.attributes[attr] = static_cast<int16_t>(value);
}

void Position::relate(int kind, UnitId from, UnitId to) {
  stale_units();
  Relation r{static_cast<uint8_t>(kind), from, to};
  auto it = std::lower_bound(relations_.begin(), relations_.end(), r);
  if (it != relations_.end() && *it == r) return;
  relations_.insert(it, r);
  unit_state_ = true;
}

void Position::unrelate(int kind, UnitId from, UnitId to) {
  stale_units();
  Relation r{static_cast<uint8_t>(kind), from, to};
  auto it = std::lower_bound(relations_.begin(), relations_.end(), r);
  if (it != relations_.end() && *it == r) relations_.erase(it);
  refresh_unit_state();
}

std::vector<UnitId> Position::related(int kind, UnitId from) const {
  std::vector<UnitId> out;
  for (const Relation& r : relations_)
    if (r.kind == kind && r.from == from) out.push_back(r.to);
  return out;
}

void Position::refresh_unit_state() {
  stale_units();
  unit_state_ = schema_->has_unit_values() || !layered_.empty() || !relations_.empty() || !plans_.empty();
}

void Position::forget(UnitId id) {
  stale_units();
  std::erase_if(relations_, [&](const Relation& r) { return r.from == id || r.to == id; });
  std::erase_if(plans_, [&](const Plan& p) { return p.unit == id; });
  for (size_t a = 0; a < schema_->attributes.size(); ++a) {
    if (!schema_->attributes[a].unit_valued) continue;
    for (Square s : geometry_->squares())
      if (attribute(static_cast<int>(a), s) == id) set_attribute(static_cast<int>(a), s, 0);
    for (Unit& u : layered_)
      if (u.attributes[a] == id) u.attributes[a] = 0;
  }
  // Units held by a unit that leaves the game leave with it.
  std::vector<UnitId> held;
  for (const Unit& u : layered_)
    if (u.place.layer == Layer::kHeld && u.place.holder == id) held.push_back(u.id);
  for (UnitId h : held) {
    take(h);
    forget(h);
  }
  refresh_unit_state();
}

std::vector<Piece> Position::stack(int stack, Square s) const {
  std::vector<Piece> out;
  for (const Unit* u : in(Place::queued(stack, s))) out.push_back(u->piece);
  return out;
}

void Position::set_stack(int stack, Square s, const std::vector<Piece>& pieces) {
  stale_units();
  // The ids first: take() erases from layered_, which moves the units in() pointed at.
  std::vector<UnitId> held;
  for (const Unit* u : in(Place::queued(stack, s))) held.push_back(u->id);
  for (UnitId id : held) {
    take(id);
    forget(id);
  }
  for (Piece p : pieces) add(Unit{kNoUnit, p, {}, {}}, Place::queued(stack, s));
}

namespace {

// The canonical key of a layered place; `holder_key` is the place key of its holder (kHeld only).
uint64_t layered_place_key(const Place& place, uint64_t holder_key) {
  switch (place.layer) {
    case Layer::kStanding: return 1 + static_cast<uint64_t>(place.square);
    case Layer::kEthereal:
      return zobrist::mix(0x7100000000000000ULL ^ (uint64_t(place.square) << 16) ^ place.index);
    case Layer::kQueued:
      return zobrist::mix(0x7200000000000000ULL ^ (uint64_t(place.queue) << 32) ^ (uint64_t(place.square) << 16) ^
                          place.index);
    case Layer::kHeld: return zobrist::mix(0x7300000000000000ULL ^ (holder_key << 16) ^ place.index);
  }
  return 0;
}

// The key of a unit-valued square's entry, and an entry's share of the unit-state hash (unit_state_hash), which
// the kept hash's updates (rehash_named_entry, rehash_moved_unit) xor in and out the same way.
uint64_t square_key(int attr, Square s) { return zobrist::mix(0x7700000000000000ULL ^ (uint64_t(attr) << 16) ^ uint64_t(s)); }
uint64_t entry_hash(uint64_t key, uint64_t value) { return zobrist::mix(key ^ zobrist::mix(value)); }

}  // namespace

uint64_t Position::place_key(UnitId id) const {
  auto place = locate(id);
  if (!place) return 0;
  return layered_place_key(*place, place->layer == Layer::kHeld ? place_key(place->holder) : 0);
}

template <typename F>
SquareSet Position::for_each_unit_state(F&& emit) const {
  const auto& defs = schema_->attributes;
  // The standing units' squares by id, found once at the first unit named (locate() would scan the board for
  // each); the dead in a tomb name no one, so a position holding only them never builds it.
  thread_local std::vector<int16_t> standing;
  bool built = false;
  SquareSet named;
  auto key = [&](UnitId id) -> uint64_t {
    if (!built) {
      standing.assign(static_cast<size_t>(next_id_) + 1, -1);
      occupied().for_each([&](Square s) {
        if (ids_[s] < standing.size()) standing[ids_[s]] = static_cast<int16_t>(s);
      });
      built = true;
    }
    if (id < standing.size() && standing[id] >= 0) {
      named.insert(static_cast<Square>(standing[id]));
      return 1 + static_cast<uint64_t>(standing[id]);
    }
    return 0;  // not standing: its place is keyed below, through its holder if it has one
  };
  // place_key(id), noting the standing units it goes through (a holder's).
  auto place_of = [&](auto& self, UnitId id) -> uint64_t {
    if (const uint64_t k = key(id)) return k;
    const std::optional<Place> place = locate(id);
    if (!place) return 0;
    return layered_place_key(*place, place->layer == Layer::kHeld ? self(self, place->holder) : 0);
  };
  auto place = [&](UnitId id) { return place_of(place_of, id); };
  for (const Unit& u : layered_) {
    uint64_t value = zobrist::mix(0x7400000000000000ULL ^ u.piece.code());
    for (size_t a = 0; a < u.attributes.size(); ++a) {
      if (u.attributes[a] == 0) continue;
      uint64_t v = defs[a].unit_valued ? place(static_cast<UnitId>(u.attributes[a])) : uint64_t(uint16_t(u.attributes[a]));
      value = zobrist::mix(value ^ (uint64_t(a) << 48) ^ v);
    }
    // The unit's own place is at hand (place_key would look for it); only a holder needs finding.
    const uint64_t here = layered_place_key(u.place, u.place.layer == Layer::kHeld ? place(u.place.holder) : 0);
    emit(zobrist::mix(0x7500000000000000ULL ^ here), value);
  }
  for (const Relation& r : relations_)
    emit(zobrist::mix(zobrist::mix(0x7600000000000000ULL ^ r.kind) ^ place(r.from)), place(r.to));
  for (const Plan& p : plans_) {
    uint64_t value = zobrist::mix(0x7900000000000000ULL ^ p.next);
    for (const Action& a : p.steps) value = zobrist::mix(value ^ action_digest(a));
    emit(zobrist::mix(zobrist::mix(0x7800000000000000ULL ^ p.kind) ^ place(p.unit)), value);
  }
  for (size_t a = 0; a < defs.size(); ++a) {
    if (!defs[a].unit_valued) continue;
    marked(static_cast<int>(a)).for_each([&](Square s) {
      if (int v = attribute(static_cast<int>(a), s); v != 0)
        emit(square_key(static_cast<int>(a), s), place(static_cast<UnitId>(v)));
    });
  }
  return named;
}

bool Position::rehash_named_entry(int attr, Square s, int unit) {
  if (unit == 0) return true;
  const std::optional<Place> place = locate(static_cast<UnitId>(unit));
  if (!place || place->layer != Layer::kStanding) return false;  // keyed by a place that is not a square
  unit_hash_ ^= entry_hash(square_key(attr, s), layered_place_key(*place, 0));
  unit_hash_named_.insert(place->square);
  return true;
}

bool Position::rehash_moved_unit(UnitId unit, Square from, Square to) {
  // Named otherwise than by squares (a relation, a holder, a layered unit's attribute, a plan): computed again.
  for (const Relation& r : relations_)
    if (r.from == unit || r.to == unit) return false;
  for (const Plan& p : plans_)
    if (p.unit == unit) return false;
  const auto& defs = schema_->attributes;
  for (const Unit& u : layered_) {
    if (u.place.layer == Layer::kHeld && u.place.holder == unit) return false;
    for (size_t a = 0; a < u.attributes.size(); ++a)
      if (defs[a].unit_valued && u.attributes[a] == unit) return false;
  }
  for (size_t a = 0; a < defs.size(); ++a) {
    if (!defs[a].unit_valued) continue;
    marked(static_cast<int>(a)).for_each([&](Square s) {
      if (attribute(static_cast<int>(a), s) == unit)
        unit_hash_ ^= entry_hash(square_key(static_cast<int>(a), s), layered_place_key(Place::standing(from), 0)) ^
                      entry_hash(square_key(static_cast<int>(a), s), layered_place_key(Place::standing(to), 0));
    });
  }
  unit_hash_named_.erase(from);
  unit_hash_named_.insert(to);
  return true;
}

std::vector<std::pair<uint64_t, uint64_t>> Position::unit_state() const {
  std::vector<std::pair<uint64_t, uint64_t>> out;
  for_each_unit_state([&](uint64_t key, uint64_t value) { out.emplace_back(key, value); });
  std::sort(out.begin(), out.end());
  return out;
}

uint64_t Position::unit_state_hash(SquareSet* names) const {
  uint64_t h = 0;  // order-free: the entries are xored, not listed and sorted
  const SquareSet named = for_each_unit_state([&](uint64_t key, uint64_t value) { h ^= entry_hash(key, value); });
  if (names) *names = named;
  return h;
}

std::string Position::layers_error(std::vector<UnitId> ids) const {
  std::map<std::tuple<int, Square, UnitId, int>, std::vector<int>> containers;
  for (const Unit& u : layered_) {
    ids.push_back(u.id);
    if (u.attributes.size() != schema_->attributes.size()) return "a layered unit has the wrong number of attributes";
    if (u.place.layer == Layer::kHeld && !locate(u.place.holder)) return "a held unit's holder is not in the game";
    containers[{static_cast<int>(u.place.layer), u.place.square, u.place.holder, u.place.queue}].push_back(u.place.index);
  }
  std::set<UnitId> unique(ids.begin(), ids.end());
  if (unique.size() != ids.size() || unique.count(kNoUnit)) return "unit ids are not unique";
  if (!ids.empty() && *unique.rbegin() >= next_id_) return "a unit id is not below the next id";
  for (auto& [key, indices] : containers) {
    std::sort(indices.begin(), indices.end());
    for (size_t i = 0; i < indices.size(); ++i)
      if (indices[i] != static_cast<int>(i)) return "the units of a container are not numbered 0..n-1";
  }
  for (const Relation& r : relations_)
    if (!unique.count(r.from) || !unique.count(r.to)) return "a relation names a unit not in the game";
  for (const Plan& p : plans_)
    if (!unique.count(p.unit) || p.kind >= schema_->plans.size() || p.next > p.steps.size())
      return "a plan names a unit not in the game, a kind not declared or a step past its end";
  bool expected = schema_->has_unit_values() || !layered_.empty() || !relations_.empty() || !plans_.empty();
  if (expected != unit_state_) return "the unit-state flag disagrees with the layers";
  return "";
}

void Position::permute(const Square* from, const Square* to, int n) {
  for (int i = 0; i < n; ++i) stale_placement(from[i]);  // and stale_units() below if a layered unit moves with its square
  std::array<uint8_t, kSquareSlots> codes;
  std::array<UnitId, kSquareSlots> ids;
  std::array<Square, kSquareSlots> image;  // image[from[i]] = to[i]
  SquareSet block;
  for (int i = 0; i < n; ++i) {
    codes[i] = board_[from[i]];
    ids[i] = ids_[from[i]];
    image[from[i]] = to[i];
    block.insert(from[i]);
  }
  // The block's values, attribute by attribute: only the squares marked (non-zero) in it are read and cleared.
  struct Moved {
    int attr;
    Square to;
    int16_t value;
  };
  thread_local std::vector<Moved> moved;
  moved.clear();
  for (int a = 0; a < static_cast<int>(schema_->attributes.size()); ++a)
    (marked(a) & block).for_each([&](Square s) {
      moved.push_back({a, image[s], static_cast<int16_t>(attribute(a, s))});
      set_attribute(a, s, 0);
    });
  for (int i = 0; i < n; ++i)
    if (codes[i]) vacate(from[i]);
  for (int i = 0; i < n; ++i)
    if (codes[i]) occupy(to[i], Piece::from_code(codes[i]), ids[i]);
  for (const Moved& m : moved) set_attribute(m.attr, m.to, m.value);
  for (Unit& u : layered_) {
    if (u.place.layer != Layer::kEthereal && u.place.layer != Layer::kQueued) continue;
    if (block.contains(u.place.square)) {
      u.place.square = image[u.place.square];
      stale_units();
    }
  }
}

void Position::trade(Square a, Square b) {
  stale_units();
  Unit first = lift(a);
  Unit second = lift(b);
  stand(a, std::move(second));
  stand(b, std::move(first));
}

}  // namespace arbiter
