// The crossbowman's Poison Arrow x2 (crossbowman.poison-arrow) and its shooting (crossbowman.shoot):
// "Ability: Poison Arrow x2 Projectile power: paralysis for floor(16/range)+3 moves." "Shoots 2 arrow in one
// diagonal direction(2 parallel green arrows)" "Shooting range(green arrows,16sq max range from circle)".
// The ability passed to it from the ballista (changelog.v12.ballista-removed: "ability transfer to
// Crossbowman shot"). A special move written arrow@X>A>B: the crossbowman on X shoots two arrows in one
// diagonal direction d, A and B the first squares of the two arrows' lines; each arrow flies on from its
// first square along d, at most 16 squares from X (the Chebyshev distance, "16sq max range from circle"),
// and paralyses the unit it hits for floor(16/range)+3 moves, range the hit unit's distance from X (1: 19,
// 2: 11, 3: 8, 4: 7, 5: 6, 6-8: 5, 9-16: 4). The crossbowman does not move; the shot needs both first
// squares on the board.
// Readings (points of model/frozenchess13/rules.xml):
//  - crossbowman.arrow-lines = own-and-adjacent: one arrow on the diagonal through X (A = X+d), the other on
//    the parallel diagonal through a square orthogonally next to X (N), the player choosing which of the two
//    (B = N+d); flanking-diagonals: the two arrows fly on the two diagonals through the two squares next to X
//    on either side of the line (A and B = N1+d and N2+d), none through X. Either way the two lines are the
//    two "parallel green arrows", and a shot's text names both first squares.
//  - crossbowman.arrow-hit = first-unit: an arrow stops at the first unit on its line, friend or foe, and
//    poisons it; enemy-only: it flies past friendly units to the first enemy unit.
//  - crossbowman.arrow-walls = wall-stops: an arrow stops at a wall square (walls "cannot be landed on or moved
//    through"; Launch's projectile stops at an "obstacle wall/unit"); flies-over: walls do not stop it. Tombs
//    (the dead are no units) and terrain levels (a ranged attack may aim uphill, terrain.uphill-special-scope)
//    do not stop it.
//  - Immunities: a king (king.immunity), a unit beside its own king (royal-guards.no-paralysis) and an enemy
//    crossbowman (kind-immunity.no-engage) stop the arrow and are not paralysed.
//  - A special move: not during a double move or multimove (advanced.no-abilities), not by a paralysed
//    crossbowman (paralysis.no-action).
#include <algorithm>
#include <vector>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/paralysis.h"

namespace arbiter::frozenchess13 {
namespace {


struct ArrowShot {
  Square a, b;   // the first squares of the two arrows
  int df, dr;    // the diagonal direction
};

class PoisonArrow final : public FrozenMechanic, public TypeScope, public AttackAbility {
 public:
  PoisonArrow(const Board& b, const Paralysis& paralysis, PoisonArrowParams params)
      : FrozenMechanic("poison arrow", b), paralysis_(paralysis), p_(params) {}

  bool owns(const Action& a) const override { return is_ability(a, kArrow); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square s) {
      if (p.at(s).kind() != kCrossbowman) return;
      for (const ArrowShot& shot : shots(s)) out.push_back(action(s, shot));
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size() != 1) return kNoSuchAction;
    if (p.at(a.from).kind() != kCrossbowman || !find(a)) return clause::kCrossbowmanShoot;
    return {};
  }
  Attack attack(const Action&) const override { return Attack::kNamed; }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire_attack_exception(p, a.from, trace);
    const std::optional<ArrowShot> shot = find(a);
    const Side us = p.at(a.from).side();
    fire(trace, clause::kCrossbowmanShoot);
    fire(trace, clause::kChangelogBallistaRemoved);
    // Both arrows' targets are found before either poisons (they fly together).
    const Square hits[2] = {target(p, a.from, us, shot->a, shot->df, shot->dr),
                            target(p, a.from, us, shot->b, shot->df, shot->dr)};
    for (Square h : hits) {
      if (h == kNoSquare) continue;
      if (kind_immune(board(), p, kCrossbowman, us, h)) {
        fire(trace, clause::kKindImmunityNoEngage);
        continue;
      }
      const int range = distance(a.from, h);
      if (paralysis_.paralyse(p, h, p_.power / range + p_.base, false, trace))
        fire(trace, clause::kCrossbowmanPoisonArrow);
    }
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kCrossbowmanShoot, clause::kCrossbowmanPoisonArrow, clause::kChangelogBallistaRemoved,
            clause::kKindImmunityNoEngage, clause::kKingImmunity, clause::kRoyalGuardsNoParalysis};
  }

 private:
  static int distance(Square x, Square y) {
    return std::max(std::abs(file_of(x) - file_of(y)), std::abs(rank_of(x) - rank_of(y)));
  }
  // The square one diagonal step (df, dr) beyond the square (sf, sr) away from s, or kNoSquare.
  static Square diagonal_from(const Geometry& g, Square s, int sf, int sr, int df, int dr) {
    const std::optional<Square> side = g.step(s, sf, sr);
    if (!side) return kNoSquare;
    const std::optional<Square> first = g.step(*side, df, dr);
    return first ? *first : kNoSquare;
  }
  // The shots of a crossbowman on s, both first squares on the board: for each diagonal direction, the lines
  // through s and through the two squares next to s on either side of the line (the one a file step away,
  // the one a rank step away), which run parallel to it.
  std::vector<ArrowShot> shots(Square s) const {
    const Geometry& g = board().geometry();
    std::vector<ArrowShot> out;
    for (auto [df, dr] : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}) {
      const Square from_f = diagonal_from(g, s, df, 0, df, dr), from_r = diagonal_from(g, s, 0, dr, df, dr);
      if (p_.flanking) {
        if (from_f != kNoSquare && from_r != kNoSquare) out.push_back({from_r, from_f, df, dr});
        continue;
      }
      const Square own = diagonal_from(g, s, 0, 0, df, dr);
      if (own == kNoSquare) continue;
      if (from_r != kNoSquare) out.push_back({own, from_r, df, dr});
      if (from_f != kNoSquare) out.push_back({own, from_f, df, dr});
    }
    return out;
  }
  std::optional<ArrowShot> find(const Action& a) const {
    for (const ArrowShot& shot : shots(a.from))
      if (shot.a == a.to && shot.b == a.path_at(0)) return shot;
    return std::nullopt;
  }
  // The unit the arrow starting on `first` hits, or kNoSquare.
  Square target(const Position& p, Square x, Side us, Square first, int df, int dr) const {
    const Geometry& g = board().geometry();
    for (std::optional<Square> s = first; s && distance(x, *s) <= p_.range; s = g.step(*s, df, dr)) {
      if (!p_.over_walls && board().movement().ground().walled(p, *s)) return kNoSquare;
      if (p.empty(*s)) continue;
      if (p_.enemy_only && p.at(*s).side() == us) continue;
      return *s;
    }
    return kNoSquare;
  }
  static Action action(Square s, const ArrowShot& shot) {
    Action a = Action::ability_use(kArrow, s, shot.a);
    a.push_path(shot.b);
    return a;
  }
  const Paralysis& paralysis_;
  const PoisonArrowParams p_;
};

}  // namespace

std::unique_ptr<Mechanic> poison_arrow(const Board& b, const Paralysis& paralysis, PoisonArrowParams params) {
  return std::make_unique<PoisonArrow>(b, paralysis, params);
}

}  // namespace arbiter::frozenchess13
