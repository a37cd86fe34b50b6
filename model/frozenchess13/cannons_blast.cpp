// The cannon's Blast and WallBlast (cannon.blast, cannon.wallblast, changelog.v12.cannon-wallblast).
//  - "Cannon Blast ability:Skips every second square, can only aim forward(max range 6sq). square Explodes
//    (3x3,destroys walls/units)". A special move written blast@C>T (C the cannon, T the target square): the
//    shell lands on T, straight ahead of the cannon (its side's forward: up the board for White), and the box
//    around T (the catalog's size, 3: radius 1) explodes through the tombs' blast (Tombs::blast): its units
//    die, each to a tomb of its own (the unit on T too: T is no exploding tomb, nothing opens there), its walls
//    disappear, its tombs are cleared as a tomb's explosion clears them (tomb.cleared, tomb.nearby-explosion).
//  - "Ability:WallBlast 1sq orthogonal range. Destroys all wallsquares connected to attacked wallsquare
//    orhogonally" and the v12 changelog "wallBlast - spread orthogonally only" (the same rule: no
//    contradiction, the changelog fires with the body). A special move written wallblast@C>W: W is a wall
//    square orthogonally within the catalog's range (1) of the cannon; W and every wall square orthogonally
//    connected to it (a chain of walls sharing an edge, whoever raised them) disappear. No unit is harmed.
// Readings (points of model/frozenchess13/rules.xml):
//  - cannon.blast-targets = even-distances-over-units-all-die: "Skips every second square": the shell lands 2,
//    4 or 6 squares ahead, over anything in between (units, walls, tombs); the explosion takes every unit of
//    either side in its box. odd-distances: 1, 3 or 5 squares ahead. enemy-only: as the default, only enemy
//    units die (the blast spares the cannon's own side).
//  - cannon.blast-direction = straight-ahead: "aim forward" is the file ahead of the cannon; forward-three-lines
//    (the forward diagonals too, as the cannon's capture "forward only(3 squares in rook direction, 3sq in
//    bishop direction)") is not built.
//  - explosion.immune-units applies: the cannon's explosion is not the jester's; under only-jester-bypasses
//    frogs and guarded units survive it. tomb.own-king-in-blast (tombs.cpp): no blast may kill its own king.
//  - A blast whose box holds nothing is a legal move (a wasted shot); a WallBlast needs a wall at W.
//  - A special move: not during a double move or multimove (advanced.no-abilities), not by a paralysed
//    cannon (paralysis.no-action).
#include <cstdlib>
#include <utility>
#include <vector>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/tombs.h"

namespace arbiter::frozenchess13 {
namespace {

class CannonsBlast final : public FrozenMechanic, public TypeScope, public AttackAbility {
 public:
  CannonsBlast(const Board& b, const Tombs& tombs, CannonsBlastParams params)
      : FrozenMechanic("cannons blast", b), tombs_(tombs), p_(params) {}

  void declare(Declaration& d) override { wall_ = d.attribute({"wall", Scope::kSquare, 0, 32767, true}); }

  bool owns(const Action& a) const override { return is_ability(a, kBlast) || is_ability(a, kWallBlast); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    const Geometry& g = board().geometry();
    variant().controlled(p).for_each([&](Square c) {
      if (p.at(c).kind() != kCannon) return;
      const int fwd = p.at(c).side() == Side::kWhite ? 1 : -1;
      for (int d = p_.odd ? 1 : 2; d <= p_.range; d += 2)
        if (auto t = g.step(c, 0, fwd * d)) out.push_back(Action::ability_use(kBlast, c, *t));
      for (auto [df, dr] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}})
        for (int d = 1; d <= p_.wall_range; ++d)
          if (auto w = g.step(c, df * d, dr * d); w && p.attribute(wall_, *w) != 0)
            out.push_back(Action::ability_use(kWallBlast, c, *w));
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size() || p.at(a.from).kind() != kCannon) return kNoSuchAction;
    const int df = file_of(a.to) - file_of(a.from), dr = rank_of(a.to) - rank_of(a.from);
    if (is_ability(a, kBlast)) {
      const int ahead = p.at(a.from).side() == Side::kWhite ? dr : -dr;
      if (df != 0 || ahead < 1) return clause::kCannonBlast;  // "can only aim forward"
      if (ahead > p_.range || (ahead % 2 == 1) != p_.odd) return clause::kCannonBlast;  // "max range 6sq", "Skips every second square"
      return {};
    }
    if ((df != 0 && dr != 0) || std::abs(df + dr) > p_.wall_range || a.to == a.from) return clause::kCannonWallblast;  // "1sq orthogonal range"
    return p.attribute(wall_, a.to) != 0 ? Refusal{} : clause::kCannonWallblast;  // "attacked wallsquare"
  }
  // The Blast destroys units by its explosion; the WallBlast attacks a wall, no unit.
  Attack attack(const Action& a) const override { return is_ability(a, kBlast) ? Attack::kExplosion : Attack::kNone; }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire_attack_exception(p, a.from, trace);
    if (is_ability(a, kBlast)) {
      Blast b = p_.blast;
      fire(trace, clause::kCannonBlast);
      if (p_.enemy_only) {  // cannon.blast-targets = enemy-only: the cannon's own side is spared
        b.spares_side = true;
        b.side = p.at(a.from).side();
      }
      tombs_.blast(p, a.to, b, trace);
      return;
    }
    // "Destroys all wallsquares connected to attacked wallsquare orhogonally"
    const Geometry& g = board().geometry();
    std::vector<Square> todo{a.to};
    p.set_attribute(wall_, a.to, 0);
    while (!todo.empty()) {
      const Square s = todo.back();
      todo.pop_back();
      for (auto [df, dr] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}})
        if (auto n = g.step(s, df, dr); n && p.attribute(wall_, *n) != 0) {
          p.set_attribute(wall_, *n, 0);
          todo.push_back(*n);
        }
    }
    fire(trace, clause::kCannonWallblast);
    fire(trace, clause::kChangelogCannonWallblast);  // "wallBlast - spread orthogonally only"
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kCannonBlast, clause::kCannonWallblast, clause::kChangelogCannonWallblast};
  }

 private:
  const Tombs& tombs_;
  const CannonsBlastParams p_;
  int wall_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> cannons_blast(const Board& b, const Tombs& tombs, CannonsBlastParams params) {
  return std::make_unique<CannonsBlast>(b, tombs, params);
}

}  // namespace arbiter::frozenchess13
