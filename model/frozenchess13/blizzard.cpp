// The templar's Blizzard (templar.blizzard): "Blizzard: Cost: 20 moves paralysis. Cast Range as rook movement
// range. Area around center of Blizzard is paralyzed for 4 turns.Affects friendly&enemy units(except kings)."
// A special move written blizzard@T>S: the templar on T casts it on a square S its rook movement reaches
// (the ends of its rook routes from T at its orthogonal range: rides and their bounces, an empty square or
// an enemy unit's, walls and levels shaping them as they shape its moves), the units of the area around S are paralysed for 4
// turns, and the templar pays 20 moves of paralysis (royal-guards.self-cost = costs-still-apply: even beside
// its king). Written by the changelog too: "Templar:Tornado replaced by Blizzard(simple area paralysis)"
// (changelog.v12.templar-blizzard).
// Readings (points of model/frozenchess13/rules.xml):
//  - templar.blizzard-area = 3x3-any-square: the 3x3 box around S; 5x5: the 5x5 box.
//  - templar.blizzard-duration = owner-turns: "4 turns" of paralysis count as paralysis does, the turns of
//    each unit's owner (timers.move-unit = unit-timers-own-turns-board-timers-plies; a friendly unit,
//    paralysed in its own side's turn, waits 4 later turns: paralysis.own-turn = not-counted); game-turns: 4
//    turns of the game, alternating, so each unit waits 2 of its owner's turns.
//  - "except kings": never a king; units beside their own king are not paralysed either
//    (royal-guards.no-paralysis); an enemy templar is spared by Kind Immunity (kind-immunity.no-engage), a
//    friendly one is not (kind-immunity.friendly = enemy-only). The templar itself, in its own area, keeps the
//    larger paralysis, its cost.
//  - A special move: not during a double move or multimove (advanced.no-abilities), not by a paralysed
//    templar (paralysis.no-action).
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/paralysis.h"

namespace arbiter::frozenchess13 {
namespace {


class Blizzard final : public FrozenMechanic, public TypeScope, public AttackAbility {
 public:
  Blizzard(const Board& b, const Paralysis& paralysis, int radius, bool game_turns, int cost, int turns)
      : FrozenMechanic("blizzard", b), paralysis_(paralysis), radius_(radius), cost_(cost),
        turns_(game_turns ? turns / 2 : turns) {}

  bool owns(const Action& a) const override { return is_ability(a, kBlizzard); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square s) {
      if (p.at(s).kind() != kTemplar) return;
      cast_range(p, s).for_each([&](Square t) { out.push_back(Action::ability_use(kBlizzard, s, t)); });
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size()) return kNoSuchAction;
    if (p.at(a.from).kind() != kTemplar || !cast_range(p, a.from).contains(a.to)) return clause::kTemplarBlizzard;
    return {};
  }
  Attack attack(const Action&) const override { return Attack::kNamed; }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire_attack_exception(p, a.from, trace);
    const Side us = p.at(a.from).side();
    const Geometry& g = board().geometry();
    for (int df = -radius_; df <= radius_; ++df)
      for (int dr = -radius_; dr <= radius_; ++dr) {
        const auto s = g.step(a.to, df, dr);
        if (!s || p.empty(*s) || *s == a.from) continue;
        if (kind_immune(board(), p, kTemplar, us, *s)) {
          fire(trace, clause::kKindImmunityNoEngage);
          continue;
        }
        paralysis_.paralyse(p, *s, turns_, false, trace);
      }
    paralysis_.paralyse(p, a.from, cost_, true, trace);  // the cost (royal-guards.self-cost)
    fire(trace, clause::kTemplarBlizzard);
    fire(trace, clause::kChangelogTemplarBlizzard);
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kTemplarBlizzard, clause::kChangelogTemplarBlizzard, clause::kKindImmunityNoEngage,
            clause::kKingImmunity, clause::kRoyalGuardsNoParalysis};
  }

 private:
  // "Cast Range as rook movement range": where the templar's rook movement could end, an empty square or an
  // enemy unit's (a friendly unit's square is no end of a move).
  SquareSet cast_range(const Position& p, Square s) const {
    SquareSet out;
    const Side us = p.at(s).side();
    board().movement().routes(p, s, kRook, us, board().ranges(p, s), [&](const Route& r) {
      if (r.to != s && (!r.onto_unit || p.at(r.to).side() != us)) out.insert(r.to);
    });
    return out;
  }
  const Paralysis& paralysis_;
  const int radius_;
  const int cost_;   // "Cost: 20 moves paralysis." (the catalog's value)
  const int turns_;  // of each paralysed unit's owner
};

}  // namespace

std::unique_ptr<Mechanic> blizzard(const Board& b, const Paralysis& paralysis, int radius, bool game_turns, int cost, int turns) {
  return std::make_unique<Blizzard>(b, paralysis, radius, game_turns, cost, turns);
}

}  // namespace arbiter::frozenchess13
