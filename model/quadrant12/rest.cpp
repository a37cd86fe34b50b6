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
    if (rules().rest_attr() < 0) return {};
    for (Square s : variant().actors(p, a)) {  // its moves and swapshots; a rotation has no actor
      if (p.empty(s) || p.at(s).kind() == kKing || !p.attribute(rules().rest_attr(), s)) continue;
      if (is_move(a) && single_step(a) && fallback_in_force(variant(), rules(), p)) return {};
      return clause::kDoubleMoveRest;
    }
    return {};
  }
  std::vector<std::string_view> clauses() const override {
    if (rules().rest_attr() < 0) return {};
    return {clause::kDoubleMoveRest, clause::kDoubleMoveRestStalemateException};
  }
};

}  // namespace

std::unique_ptr<Mechanic> rest(const Rules& r) { return std::make_unique<Rest>(r); }

}  // namespace arbiter::quadrant12
