// Syzygy: "A non-pawn unitA moving into mirror portal square of enemy unitB of same kind(A and B of same type)
// locks both units in place as if they are both paralyzed. Units A/B cannot be selected/used while in this
// state." (syzygy.lock, syzygy.no-use). syzygy.trigger-move = automatic-on-landing: any own move of a
// non-pawn unit ending on the mirror square (regions.h, mirror-portal.coordinates) of an enemy unit of its
// kind locks both, captures included; units carried by others (rotated, shifted, teleported) do not trigger
// it. syzygy.kind-immunity = syzygy-applies (kind-immunity-blocks: it never happens). syzygy.kings =
// kings-immune: kings are never locked ("Kings are immune to all special moves/abilities except Rotate,
// Explosion and Teleswap", king.immunity; kings-lock: they are, like any other kind).
// The lock is a relation "syzygy" between the two unit ids, both ways (FEN: syzygy@c3=n14 syzygy@n14=c3).
// A locked unit is paralysed for the board (a ParalysisSource: it threatens and protects nothing unless
// paralysis.statue-threat says so, and the rotate calculation does not count it, syzygy.rotate-value); any
// action in which it acts is refused by syzygy.no-use. "Syzygy is removed when one of units is
// rotated/teleswapped/swapshotted/pulled/pushed or moved by external means" (syzygy.release): whatever moves
// a unit by external means calls release().
#pragma once

#include <bitset>

#include "model/frozenchess13/regions.h"

namespace arbiter::frozenchess13 {

class Syzygy final : public FrozenMechanic, public ParalysisSource {
 public:
  struct Params {
    MirrorReading mirror = MirrorReading::kPointReflection;
    bool enabled = true;  // syzygy.kind-immunity = syzygy-applies (else kind-immunity-blocks)
    bool kings_lock = false;  // syzygy.kings = kings-lock (else kings-immune)
    KindSet units;            // syzygy.lock: "A non-pawn unitA" (the catalog's kinds)
  };
  Syzygy(const Board& b, Params params) : FrozenMechanic("syzygy", b), p_(params) {}
  void declare(Declaration& d) override;
  Refusal forbids(const Position& p, const Action& a) const override;
  void arrived(Position& p, const Step& step, Trace* trace) const override;
  // A locked unit that dies leaves the board (for a tomb, tombs.h): moved by external means, its lock goes.
  void removed(Position& p, Unit& victim, const Removal&, Trace* trace) const override { release(p, victim.id, trace); }
  std::vector<std::string_view> clauses() const override;

  bool paralysed(const Position& p, Square s) const override { return locked(p, s); }
  SquareSet held(const Position& p) const override {
    SquareSet out;
    if (p.relations().empty()) return out;
    // The locked units' ids, then their squares among the standing units (locating a unit by id costs more).
    std::bitset<kIds> ids;
    bool any = false;
    for (const Relation& r : p.relations())
      if (r.kind == relation_) {
        if (r.from >= kIds) return ParalysisSource::held(p);
        ids.set(r.from);
        any = true;
      }
    if (!any) return out;
    p.occupied().for_each([&](Square s) {
      const UnitId id = p.id_at(s);
      if (id < kIds && ids.test(id)) out.insert(s);
    });
    return out;
  }
  // Whether the unit on s is locked in a syzygy.
  bool locked(const Position& p, Square s) const {
    if (p.relations().empty() || p.empty(s)) return false;
    const UnitId id = p.id_at(s);
    for (const Relation& r : p.relations())
      if (r.kind == relation_ && r.from == id) return true;
    return false;
  }
  // syzygy.release: the unit `id` was moved by external means; its lock (both units') is removed.
  void release(Position& p, UnitId id, Trace* trace) const;

 private:
  static constexpr size_t kIds = 1024;  // unit ids below this are looked up in a bitset
  Params p_;
  int relation_ = -1;
};

}  // namespace arbiter::frozenchess13
