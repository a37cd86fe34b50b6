// The jester's Spin (jester.spin): "Spin: The units on 3x3 squares around jester can be rotated clockwise to
// arbitrary position(7 possible spins). Unlike rotate The units positions change sequentially from the top one
// by one." Written spinN@J (N from 1 to the catalog's 7): the squares around the jester form a ring, read
// clockwise; each unit on it moves N places along the ring (a corner's unit to an edge square after one place:
// "sequentially ... one by one", unlike Rotate's quarter turns, which take a corner to a corner). The jester
// stays. Units of both sides move; empty squares of the ring are places like the others.
//  - Every moved unit is carried by the jester (Carried::kRotated, as a shifted line's): each must be let onto
//    its new square (a wall keeps off all but an assassin, variant().may_enter), then all arrive, in the
//    ring's order from the top (jester.spin-order): a tomb or a trap acts on the unit that arrives. A moved
//    unit's syzygy lock goes ("moved by external means", syzygy.release).
//  - Kings are immune to it ("immune to all special moves/abilities except Rotate,Explosion and Teleswap";
//    Spin is "Unlike rotate"), and so are enemy jesters (Kind Immunity, kind-immunity.no-engage).
//  - A spin moves at least one unit (a ring without one has nothing to rotate). A special move: the whole
//    action, not inside a double move or multimove (advanced.no-abilities); a paralysed jester does not spin.
// Readings (points of model/frozenchess13/rules.xml):
//  - jester.spin-immune = immune-blocks: an immune unit on the ring forbids the spin; immune-stay: it keeps its
//    square and the others move along the ring without its square.
//  - jester.spin-edge = on-board-ring: at the edge the ring is its squares on the board (5 or 3 places, so 4
//    or 2 spins); full-ring-only: the jester spins only with all 8 squares on the board.
//  - jester.spin-order = north-first: the ring starts at the square above the jester (rank up, as the diagram
//    is drawn); north-west-first: at the top row's left square.
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/mechanics_acting.h"
#include "model/frozenchess13/syzygy.h"

namespace arbiter::frozenchess13 {
namespace {

class JestersSpin final : public FrozenMechanic, public TypeScope {
 public:
  JestersSpin(const Board& b, const Syzygy& syzygy, JestersSpinParams params)
      : FrozenMechanic("jester's spin", b), syzygy_(syzygy), p_(params) {}

  void declare(Declaration& d) override {
    first_ = d.ability("spin1");
    for (int n = 2; n <= p_.spins; ++n) d.ability("spin" + std::to_string(n));
  }
  bool owns(const Action& a) const override {
    return a.type == ActionType::kAbility && a.ability >= first_ && a.ability < first_ + p_.spins;
  }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square j) {
      if (p.at(j).kind() != kJester) return;
      Ring ring;
      if (!ring_of(p, j, ring).empty()) return;
      for (int n = 1; n <= p_.spins && n < ring.size; ++n)
        if (landing(p, ring, n).empty()) out.push_back(Action::ability_use(static_cast<uint8_t>(first_ + n - 1), j, j));
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size() || a.to != a.from) return kNoSuchAction;
    if (p.at(a.from).kind() != kJester) return clause::kJesterSpin;
    Ring ring;
    if (Refusal r = ring_of(p, a.from, ring); !r.empty()) return r;
    const int n = a.ability - first_ + 1;
    if (n >= ring.size) return clause::kJesterSpin;  // more places than the ring has
    return landing(p, ring, n);
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire(trace, clause::kJesterSpin);
    Ring ring;
    ring_of(p, a.from, ring);
    const int n = a.ability - first_ + 1;
    std::array<Unit, 8> units;
    std::array<bool, 8> had{};
    for (int i = 0; i < ring.size; ++i)
      if (!p.empty(ring.at[i])) {
        if (syzygy_.locked(p, ring.at[i])) syzygy_.release(p, p.id_at(ring.at[i]), trace);
        units[i] = p.lift(ring.at[i]);
        had[i] = true;
      }
    for (int i = 0; i < ring.size; ++i)
      if (had[i]) p.stand(ring.at[(i + n) % ring.size], units[i]);
    for (int i = 0; i < ring.size; ++i) {
      const Square to = ring.at[(i + n) % ring.size];
      if (!had[i] || p.empty(to) || p.id_at(to) != units[i].id) continue;  // (an explosion took it first)
      variant().arrive(p, Step{units[i].id, ring.at[i], to, Carried::kRotated}, trace);
    }
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kJesterSpin, clause::kKingImmunity, clause::kKindImmunityNoEngage};
  }

 private:
  struct Ring {
    std::array<Square, 8> at{};
    int size = 0;
  };
  // The ring's squares in order, those of immune units left out under immune-stay; a refusal when the jester
  // may not spin it at all.
  Refusal ring_of(const Position& p, Square j, Ring& ring) const {
    // Clockwise from the north (rank up): N, NE, E, SE, S, SW, W, NW.
    static constexpr std::array<std::array<int, 2>, 8> kClockwise{{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}};
    const int start = p_.north_west_first ? 7 : 0;
    const Side us = p.at(j).side();
    int units = 0;
    for (int k = 0; k < 8; ++k) {
      const auto [df, dr] = kClockwise[(start + k) % 8];
      const auto s = p.geometry().step(j, df, dr);
      if (!s) {
        if (p_.full_ring_only) return clause::kJesterSpin;
        continue;
      }
      if (!p.empty(*s)) {
        Refusal immune;
        if (board().special_immune(p.at(*s).kind())) immune = clause::kKingImmunity;
        else if (kind_immune(board(), p, kJester, us, *s)) immune = clause::kKindImmunityNoEngage;
        if (!immune.empty()) {
          if (!p_.immune_stay) return immune;
          continue;
        }
        ++units;
      }
      ring.at[ring.size++] = *s;
    }
    return units ? Refusal{} : clause::kJesterSpin;
  }
  // Whether every unit of the ring may enter the square n places on.
  Refusal landing(const Position& p, const Ring& ring, int n) const {
    for (int i = 0; i < ring.size; ++i) {
      const Square from = ring.at[i];
      if (p.empty(from)) continue;
      const Square to = ring.at[(i + n) % ring.size];
      if (Refusal r = variant().may_enter(p, Step{p.id_at(from), from, to, Carried::kRotated}); !r.empty()) return r;
    }
    return {};
  }

  const Syzygy& syzygy_;
  const JestersSpinParams p_;
  int first_ = -1;  // the ability of spin1; spin2 ... follow
};

}  // namespace

std::unique_ptr<Mechanic> jesters_spin(const Board& b, const Syzygy& syzygy, JestersSpinParams params) {
  return std::make_unique<JestersSpin>(b, syzygy, params);
}

}  // namespace arbiter::frozenchess13
