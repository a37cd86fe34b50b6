// The siege units' attack on walls (walls.siege-attack, unit-type.siege): "Some pieces can attack the
// wallsquare (siege-units only:Rook,Cannon)" and "Siege Units:Units that can attack walls: Cannon".
//  - A special move written siege@U>W: the siege unit on U attacks the wall square W, which holds no unit; the
//    wall there is gone (a tunnel in it goes with it when the turn ends, wall_tunnel.cpp); the attacker stays.
//  - Which walls it reaches: the first wall square its capture line meets, the squares before it empty. A rook:
//    along each of its four orthogonal lines within its orthogonal range, without bounce ("in its line of
//    movement"); a cannon: forward, straight or diagonally, within the 3 squares of its capture (cannon.capture:
//    "Capture forward only(3 squares in rook direction, 3sq in bishop direction),can attack walls").
// Readings (points of model/frozenchess13/rules.xml):
//  - unit-type.siege-rook = rook-and-cannon: the rook and the cannon are siege units; cannon-only: the cannon.
//  - walls.siege-attack-effect = square-removed-attacker-stays: the attack takes the wall square away and the
//    attacker stays where it is; moves-onto (not built): the attacker takes the square as a capture would.
#include <optional>
#include <utility>
#include <vector>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {
namespace {

class SiegeAttack final : public FrozenMechanic, public TypeScope {
 public:
  SiegeAttack(const Board& b, bool rook) : FrozenMechanic("siege attack", b), rook_(rook) {}

  bool owns(const Action& a) const override { return is_ability(a, kSiege); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  unsigned refused_types() const override { return 0; }
  void generate(const Position& p, ActionList& out) const override {
    if (!board().movement().ground().any_wall(p)) return;
    variant().controlled(p).for_each([&](Square s) {
      for (Square w : targets(p, s)) out.push_back(Action::ability_use(kSiege, s, w));
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size()) return kNoSuchAction;
    for (Square w : targets(p, a.from))
      if (w == a.to) return {};
    return clause::kWallsSiegeAttack;
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    p.set_attribute(board().movement().ground().wall, a.to, 0);
    fire(trace, clause::kWallsSiegeAttack);
    fire(trace, clause::kUnitTypeSiege);
  }
  std::vector<std::string_view> clauses() const override { return {clause::kWallsSiegeAttack, clause::kUnitTypeSiege}; }

 private:
  std::vector<Square> targets(const Position& p, Square s) const {
    std::vector<Square> out;
    const Kind k = p.at(s).kind();
    if (k != kCannon && !(rook_ && k == kRook)) return out;
    const Ground& ground = board().movement().ground();
    const Geometry& g = board().geometry();
    auto line = [&](int df, int dr, int range) {
      std::optional<Square> at = s;
      for (int i = 0; i < range; ++i) {
        at = g.step(*at, df, dr);
        if (!at) return;
        if (ground.walled(p, *at)) {
          if (p.empty(*at)) out.push_back(*at);
          return;
        }
        if (!p.empty(*at)) return;
      }
    };
    if (k == kCannon) {
      const int fwd = board().movement().forward(p.at(s).side());
      for (int df : {-1, 0, 1}) line(df, fwd, board().movement().params().cannon_reach(df));  // cannon.capture's "3 squares"
    } else {
      const int range = board().ranges(p, s).orthogonal;
      for (auto [df, dr] : {std::pair{0, 1}, {1, 0}, {0, -1}, {-1, 0}}) line(df, dr, range);
    }
    return out;
  }

  bool rook_;
};

}  // namespace

std::unique_ptr<Mechanic> siege_attack(const Board& b, bool rook) { return std::make_unique<SiegeAttack>(b, rook); }

}  // namespace arbiter::frozenchess13
