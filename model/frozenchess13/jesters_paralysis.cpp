// Jesters Paralysis: "paralyzes nearby units(3x3) by presence(units cannot move/use ability, but can be
// influenced by other units)" (jester.paralysis): an aura (auras.h, aura_fixpoint.h), nothing stored.
// Readings:
//  - jester.paralysis-scope = enemies-only: the enemy units of the 3x3 box around the jester; all-units: the
//    friendly ones too.
//  - "Jesters are immune to Jesters Paralysis (Kind Immunity)" (jester.kind-immunity) and the chancellor has
//    "Immunity to Jesters presence(Jesters paralysis)" (chancellor.jester-immunity): never held. Kings
//    ("immune to all special moves/abilities", king.immunity) and units beside their own king
//    (royal-guards.no-paralysis) are never held either.
//  - A paralysed jester is a statue: under paralysis.statue-threat = statue-no-threat its presence paralyses
//    no one, as it threatens nothing (a chancellor's Paralyse, say, silences it); still-threatens: a paralysed
//    jester still paralyses (paralysis only stops it acting).
//  - A presence, not a move: walls and terrain levels between the jester and a unit do not matter.
// The immunities fire (jester.kind-immunity, chancellor.jester-immunity) when a jester or a chancellor acts
// beside a jester whose zone it is in, or arrives there, or a jester arrives beside one.
#include "model/frozenchess13/auras.h"
#include "model/frozenchess13/clauses.h"

namespace arbiter::frozenchess13 {
namespace {

class JestersParalysis final : public AuraMechanic {
 public:
  JestersParalysis(const Board& b, const Paralysis& paralysis, JestersParalysisParams params)
      : AuraMechanic("jesters paralysis", b, paralysis, clause::kJesterParalysis), p_(params), box_(b.geometry(), params.radius) {}

  KindSet sources() const override { return KindSet::of(kJester); }
  bool stops_when_paralysed() const override { return p_.statue; }
  void zone(const Position& p, Square s, SquareSet& out) const override {
    const SquareSet near = box_[s] & (p_.all_units ? p.occupied() : p.occupied(~p.at(s).side()));
    near.for_each([&](Square q) {
      if (!immune(p.at(q).kind()) && paralysable(p, q)) out.insert(q);
    });
  }

  void departed(Position& p, const Step& step, Trace* trace) const override {
    if (trace && !p.empty(step.to) && immune(p.at(step.to).kind())) fire_immunity(p, step.to, step.from, trace);
  }
  void arrived(Position& p, const Step& step, Trace* trace) const override {
    AuraMechanic::arrived(p, step, trace);
    if (!trace || p.empty(step.to)) return;
    const Kind k = p.at(step.to).kind();
    if (immune(k)) fire_immunity(p, step.to, step.to, trace);
    if (k != kJester || !radiating(p, step.to)) return;
    const Side side = p.at(step.to).side();
    for_each_in_box(board().geometry(), step.to, p_.radius, [&](Square q) {
      if (q == step.to || p.empty(q) || !immune(p.at(q).kind()) || (!p_.all_units && p.at(q).side() == side)) return;
      fire(trace, immunity(p.at(q).kind()));
    });
  }

  std::vector<std::string_view> clauses() const override {
    return {clause::kJesterParalysis, clause::kJesterKindImmunity, clause::kChancellorJesterImmunity};
  }

 private:
  // jester.kind-immunity's kinds, and the chancellor (chancellor.jester-immunity: its own section's words).
  bool immune(Kind k) const { return p_.kind_immune.contains(k) || k == kChancellor; }
  std::string_view immunity(Kind k) const {
    return p_.kind_immune.contains(k) ? clause::kJesterKindImmunity : clause::kChancellorJesterImmunity;
  }
  bool radiating(const Position& p, Square j) const { return !(p_.statue && board().paralysed(p, j)); }
  // The unit on `unit` (a jester or a chancellor), which stands or stood on `at`: the immunity fires when a
  // radiating jester beside `at` would hold it but for it.
  void fire_immunity(const Position& p, Square unit, Square at, Trace* trace) const {
    const Side side = p.at(unit).side();
    bool spared = false;
    for_each_in_box(board().geometry(), at, p_.radius, [&](Square q) {
      if (q == at || q == unit || p.empty(q) || p.at(q).kind() != kJester) return;
      if ((!p_.all_units && p.at(q).side() == side) || !radiating(p, q)) return;
      spared = true;
    });
    if (spared) fire(trace, immunity(p.at(unit).kind()));
  }
  JestersParalysisParams p_;
  BoxMasks box_;
};

}  // namespace

std::unique_ptr<Mechanic> jesters_paralysis(const Board& b, const Paralysis& paralysis, JestersParalysisParams params) {
  return std::make_unique<JestersParalysis>(b, paralysis, params);
}

}  // namespace arbiter::frozenchess13
