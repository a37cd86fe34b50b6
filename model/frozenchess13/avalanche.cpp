// The templar's Avalanche (templar.avalanche, changelog.v12.templar-avalanche).
//  - "Avalanche:: Cost: 10 moves paralysis. Cast Range as rook movement range(bypasses units). All units at line
//    of sight of rook range are pushed to edge of board or until they leave the Templar rook range." A special
//    move written avalanche@T (T the templar's square). On each of the templar's four rook lines, every unit
//    within its orthogonal range (CRR and Range Extension, range.cpp), units between included ("bypasses
//    units"), is pushed away from the templar, the farthest first: it is carried (Carried::kPushed) square by
//    square outward until the next square is off the board, holds a unit or a wall square, or refuses it
//    (may_enter: a frog and a tomb), or, by the body, until it has left the templar's range (it stops on the
//    first square beyond it). Only its last square acts on it (a tomb there explodes, a trap catches it), as
//    for a pull. The templar pays 10 moves of paralysis (royal-guards.self-cost = costs-still-apply).
//  - Not pushed: kings ("immune to all special moves/abilities except Rotate,Explosion and Teleswap",
//    king.immunity), templars ("Immunity to Push.", templar.push-immunity, the enemy's by Kind Immunity too);
//    they stay and stop the units behind them. A pushed unit's syzygy lock goes (syzygy.release).
//  - A wall square on a line ends the templar's line of sight there (a wall is no unit it bypasses); the units
//    beyond it are not pushed.
//  - A special move: not during a double move or multimove (advanced.no-abilities), not by a paralysed templar.
//    It is legal even when no unit moves (the templar pays its cost), as the Blizzard is.
// Readings (points of model/frozenchess13/rules.xml):
//  - templar.avalanche-push-end = body-range-or-edge: "to edge of board or until they leave the Templar rook
//    range" (the body); changelog-edge: "simplified to 1 move push to edge" (changelog.v12.templar-avalanche):
//    the range does not stop a pushed unit, only the edge and the obstacles do. The two differ only when the
//    templar's range, reduced by CRR, ends before the edge; the contradiction names both clauses.
//  - templar.avalanche-lines = all-four-lines: the four lines at once (one-chosen-line is not built).
#include <cstdlib>
#include <utility>
#include <vector>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/mechanics_acting.h"
#include "model/frozenchess13/paralysis.h"
#include "model/frozenchess13/syzygy.h"

namespace arbiter::frozenchess13 {
namespace {

class Avalanche final : public FrozenMechanic, public TypeScope {
 public:
  Avalanche(const Board& b, const Paralysis& paralysis, const Syzygy& syzygy, AvalancheParams params)
      : FrozenMechanic("avalanche", b), paralysis_(paralysis), syzygy_(syzygy), p_(params) {}

  void declare(Declaration& d) override { wall_ = d.attribute({"wall", Scope::kSquare, 0, 32767, true}); }

  bool owns(const Action& a) const override { return is_ability(a, kAvalanche); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square s) {
      if (p.at(s).kind() == kTemplar) out.push_back(Action::ability_use(kAvalanche, s, s));
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size() || a.to != a.from) return kNoSuchAction;
    return p.at(a.from).kind() == kTemplar ? Refusal{} : clause::kTemplarAvalanche;
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    const Geometry& g = board().geometry();
    const Square t = a.from;
    const int range = board().ranges(p, t).orthogonal;
    fire(trace, clause::kTemplarAvalanche);
    fire(trace, clause::kChangelogTemplarAvalanche);
    for (auto [df, dr] : {std::pair{0, 1}, {0, -1}, {1, 0}, {-1, 0}}) {
      // The units in sight within range, nearest first.
      std::vector<UnitId> units;
      Square at = t;
      for (int dist = 1; dist <= range; ++dist) {
        const auto next = g.step(at, df, dr);
        if (!next || p.attribute(wall_, *next) != 0) break;
        at = *next;
        if (!p.empty(at) && pushable(p, at)) units.push_back(p.id_at(at));
      }
      for (auto it = units.rbegin(); it != units.rend(); ++it) {
        const Square from = p.square_of(*it);
        if (from == kNoSquare) continue;  // an explosion took it
        Square to = from;
        int dist = distance(t, from);
        while (p_.edge_only || dist <= range) {
          const auto next = g.step(to, df, dr);
          if (!next || !p.empty(*next) || p.attribute(wall_, *next) != 0) break;
          if (!variant().may_enter(p, Step{*it, from, *next, Carried::kPushed}).empty()) break;
          to = *next;
          ++dist;
        }
        if (to == from) continue;
        if (syzygy_.locked(p, from)) syzygy_.release(p, *it, trace);
        variant().carry(p, Step{*it, from, to, Carried::kPushed}, trace);
      }
    }
    if (!p.empty(t)) paralysis_.paralyse(p, t, p_.cost, true, trace);
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kTemplarAvalanche, clause::kChangelogTemplarAvalanche, clause::kTemplarPushImmunity,
            clause::kKingImmunity};
  }

 private:
  static int distance(Square a, Square b) {
    return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
  }
  bool pushable(const Position& p, Square s) const {
    const Kind k = p.at(s).kind();
    return !board().special_immune(k) && k != kTemplar;
  }

  const Paralysis& paralysis_;
  const Syzygy& syzygy_;
  const AvalancheParams p_;
  int wall_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> avalanche(const Board& b, const Paralysis& paralysis, const Syzygy& syzygy, AvalancheParams params) {
  return std::make_unique<Avalanche>(b, paralysis, syzygy, params);
}

}  // namespace arbiter::frozenchess13
