// Paralysis: "Pieces which moved over a death square, become paralyzed for the next 2 moves"
// (death-square.pass-paralysis): a paralysed unit does not act (the actors of an action: its owner says
// which), unless its side has no other move and death-square.paralysis-no-other-move = paralysis-lifted
// (no_other_move.cpp).
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
    for (Square s : variant().actors(p, a)) {
      if (p.empty(s) || !p.attribute(attr, s)) continue;
      if (is_move(a) && options().paralysis_lifted && fallback_in_force(variant(), rules(), p)) return {};
      return clause::kDeathSquarePassParalysis;
    }
    return {};
  }
  std::vector<std::string_view> clauses() const override { return {clause::kDeathSquarePassParalysis}; }
};

}  // namespace

std::unique_ptr<Mechanic> paralysis(const Rules& r) { return std::make_unique<Paralysis>(r); }

}  // namespace arbiter::twelve
