// The assassin's Bomb (assassin.bomb, assassin.bomb-explosion, assassin.bomb-visible, assassin.bomb-limit,
// changelog.v12.assassin-bomb-visibility).
//  - "Special:Bomb(3x3) Leave a bomb on the Square of presence, if the 3x3 squares around are empty of units."
//    A special move written bomb@A (A the assassin's square): the bomb is laid on A, where the assassin stays;
//    legal when the box around A (the catalog's 3x3) holds no unit but the assassin.
//  - "The bomb explodes 3x3, when the 3x3 square is entered by enemy units, destroying any units/wall/tombs."
//    When a unit of the other side than the bomb's arrives on a square of its box, the box explodes through the
//    tombs' blast (Tombs::blast): its units die, each to a tomb of its own, its walls go, its tombs are
//    cleared (whatever tomb.nearby-explosion reads: the bomb names them), and the bomb is spent.
//  - "Bombs are visible to both players." and the v12 changelog "clarified bomb visibility": a bomb is a mark
//    of its square in the position (square terms bomb and bomber; in the FEN and the hash): both see it.
//  - "Only one bomb per assassin at same time can exist." (the catalog's value: 1): an assassin whose bomb is
//    still on the board lays no other.
// State: bomb:SQ=1|2 (the side whose bomb it is: 1 White, 2 Black), bomber:SQ=UNIT (the assassin that laid it,
// while it lives).
// Readings (points of model/frozenchess13/rules.xml):
//  - assassin.bomb-trigger = any-arrival: an enemy unit arriving on a square of the box by any means (its own
//    move or capture, or carried: a shift, a rotation, a portal) sets it off; own-move-only: only its own move.
//  - assassin.bomb-victims = any-units: "destroying any units": frogs and guarded units too, the bomber's side
//    too (the bomb is not the jester's explosion, but its words say "any"); immunities-apply: as
//    explosion.immune-units reads for the explosions other than the jester's.
//  - assassin.bomb-owner-dies = bomb-stays: a bomb "left on the Square" outlives its assassin, keeping its side;
//    the dead assassin has no bomb any more (bomber cleared: a respawned assassin may lay a new one).
//    bomb-goes is not built.
//  - tomb.own-king-in-blast (tombs.cpp): a move that sets off a bomb killing the mover's own king is illegal.
//  - Other explosions leave a bomb in their box as it is (they destroy "units/walls", not bombs).
#include <vector>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/tombs.h"

namespace arbiter::frozenchess13 {
namespace {

class AssassinsBomb final : public FrozenMechanic, public TypeScope {
 public:
  AssassinsBomb(const Board& b, const Tombs& tombs, AssassinsBombParams params)
      : FrozenMechanic("assassins bomb", b), tombs_(tombs), p_(params) {}

  void declare(Declaration& d) override {
    bomb_ = d.attribute({"bomb", Scope::kSquare, 0, 2});
    bomber_ = d.attribute({"bomber", Scope::kSquare, 0, 32767, true});
  }

  bool owns(const Action& a) const override { return is_ability(a, kBomb); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square s) {
      if (p.at(s).kind() == kAssassin && refusal(p, s).empty()) out.push_back(Action::ability_use(kBomb, s, s));
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.to != a.from || a.path_size() || p.at(a.from).kind() != kAssassin) return kNoSuchAction;
    return refusal(p, a.from);
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    p.set_attribute(bomb_, a.from, p.at(a.from).side() == Side::kWhite ? 1 : 2);
    p.set_attribute(bomber_, a.from, static_cast<int>(p.id_at(a.from)));
    fire(trace, clause::kAssassinBomb);
    fire(trace, clause::kAssassinBombVisible);  // the mark is the position's: both players see it
    fire(trace, clause::kChangelogAssassinBombVisibility);
  }

  // "explodes 3x3, when the 3x3 square is entered by enemy units"
  void arrived(Position& p, const Step& step, Trace* trace) const override {
    if (step.layer != Layer::kStanding || p.marked(bomb_).empty() || p.empty(step.to)) return;
    if (p_.own_move_only && step.how != Carried::kOwnMove) return;
    const int enemy = p.at(step.to).side() == Side::kWhite ? 2 : 1;  // the bombs this unit is an enemy of
    std::vector<Square> set_off;
    box(step.to, [&](Square s) {
      if (p.attribute(bomb_, s) == enemy) set_off.push_back(s);
    });
    for (Square s : set_off) {
      if (p.attribute(bomb_, s) == 0) continue;
      p.set_attribute(bomb_, s, 0);
      p.set_attribute(bomber_, s, 0);
      fire(trace, clause::kAssassinBombExplosion);
      tombs_.blast(p, s, p_.blast, trace);
    }
  }
  // assassin.bomb-owner-dies = bomb-stays: the bomb stays, its assassin has none any more.
  void removed(Position& p, Unit& victim, const Removal&, Trace*) const override {
    if (victim.piece.kind() != kAssassin) return;
    p.marked(bomber_).for_each([&](Square s) {
      if (p.attribute(bomber_, s) == static_cast<int>(victim.id)) p.set_attribute(bomber_, s, 0);
    });
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kAssassinBomb, clause::kAssassinBombExplosion, clause::kAssassinBombVisible,
            clause::kAssassinBombLimit, clause::kChangelogAssassinBombVisibility};
  }

 private:
  template <typename F>
  void box(Square c, F&& f) const {
    const Geometry& g = board().geometry();
    for (int df = -p_.blast.radius; df <= p_.blast.radius; ++df)
      for (int dr = -p_.blast.radius; dr <= p_.blast.radius; ++dr)
        if (auto s = g.step(c, df, dr)) f(*s);
  }
  Refusal refusal(const Position& p, Square a) const {
    if (p.attribute(bomb_, a) != 0) return clause::kAssassinBomb;  // a bomb lies there already
    const Geometry& g = board().geometry();
    for (int df = -p_.area_radius; df <= p_.area_radius; ++df)
      for (int dr = -p_.area_radius; dr <= p_.area_radius; ++dr)
        if (auto s = g.step(a, df, dr); s && *s != a && !p.empty(*s)) return clause::kAssassinBomb;  // "empty of units"
    int laid = 0;
    const int id = static_cast<int>(p.id_at(a));
    p.marked(bomber_).for_each([&](Square s) { laid += p.attribute(bomber_, s) == id; });
    return laid >= p_.limit ? clause::kAssassinBombLimit : Refusal{};  // "Only one bomb per assassin"
  }

  const Tombs& tombs_;
  const AssassinsBombParams p_;
  int bomb_ = -1, bomber_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> assassins_bomb(const Board& b, const Tombs& tombs, AssassinsBombParams params) {
  return std::make_unique<AssassinsBomb>(b, tombs, params);
}

}  // namespace arbiter::frozenchess13
