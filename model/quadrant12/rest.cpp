// double-move.rest (quadrant12): "a piece that made a double move must rest (cannot move) at the next move
// of its side", unless its side has no other move (double-move.rest-stalemate-exception, then a single move).
#include "model/quadrant12/mechanics.h"
#include "model/twelve/clauses.h"
#include "model/twelve/mechanics/fallback.h"
#include "model/twelve/mechanics/mechanics.h"

namespace arbiter::quadrant12 {

using namespace twelve;
namespace {

class Rest final : public TwelveMechanic {
 public:
  explicit Rest(const Rules& r) : TwelveMechanic("rest", r) {}

  Refusal forbids(const Position& p, const Action& a) const override {
    // The resting unit's own actions: its moves and its swaps (a rotation or an exchange is not its own).
    bool own = is_move(a) || (a.type == ActionType::kAbility && a.ability == kSwap);
    if (rules().rest_attr() < 0 || !own || p.empty(a.from)) return {};
    if (p.at(a.from).kind() == kKing || !p.attribute(rules().rest_attr(), a.from)) return {};
    if (is_move(a) && single_step(a) && fallback_in_force(variant(), p)) return {};
    return clause::kDoubleMoveRest;
  }
  std::vector<std::string_view> clauses() const override {
    if (rules().rest_attr() < 0) return {};
    return {clause::kDoubleMoveRest, clause::kDoubleMoveRestStalemateException};
  }
};

}  // namespace

std::unique_ptr<Mechanic> rest(const Rules& r) { return std::make_unique<Rest>(r); }

}  // namespace arbiter::quadrant12
