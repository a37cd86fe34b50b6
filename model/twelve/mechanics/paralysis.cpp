// Paralysis: "Pieces which moved over a death square, become paralyzed for the next 2 moves"
// (death-square.pass-paralysis): a paralysed unit neither moves nor swaps (swap.immobilised), unless its
// side has no other move and death-square.paralysis-no-other-move = paralysis-lifted (no_other_move.cpp).
#include "model/twelve/clauses.h"
#include "model/twelve/mechanics/fallback.h"
#include "model/twelve/mechanics/mechanics.h"

namespace arbiter::twelve {
namespace {

class Paralysis final : public TwelveMechanic {
 public:
  explicit Paralysis(const Rules& r) : TwelveMechanic("paralysis", r) {}

  Refusal forbids(const Position& p, const Action& a) const override {
    const int attr = rules().paralysis_attr();
    if (is_move(a)) {
      if (p.empty(a.from) || !p.attribute(attr, a.from)) return {};
      if (options().paralysis_lifted && fallback_in_force(variant(), p)) return {};
      return clause::kDeathSquarePassParalysis;
    }
    if (a.type == ActionType::kAbility && a.ability == kSwap) {
      bool held = p.attribute(attr, a.from) || (!options().swapshot && p.attribute(attr, a.to));
      if (held && (options().swapshot || !options().swap_immobilised)) return clause::kDeathSquarePassParalysis;
    }
    return {};
  }
  std::vector<std::string_view> clauses() const override { return {clause::kDeathSquarePassParalysis}; }
};

}  // namespace

std::unique_ptr<Mechanic> paralysis(const Rules& r) { return std::make_unique<Paralysis>(r); }

}  // namespace arbiter::twelve
