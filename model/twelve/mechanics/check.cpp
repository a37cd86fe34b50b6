// Check (king.check-legality = orthodox-check): "If king is captured/checkmated the enemy wins" read with
// orthodox check, so an action may not leave its side's king attacked (protection.definition: geometric,
// native capture movement) or dead; quadrant12's instant checkmate by explosion may come first
// (jester.instant-checkmate-precedence, Rules::mate_comes_first).
#include "model/twelve/clauses.h"
#include "model/twelve/mechanics/mechanics.h"

namespace arbiter::twelve {
namespace {

class Check final : public TwelveMechanic {
 public:
  explicit Check(const Rules& r) : TwelveMechanic("check", r) {}

  Refusal forbids_result(const Position& before, const Action& a, const Position& after) const override {
    if (!options().orthodox_check) return {};
    if (rules().king_safe(after, before.side_to_move()) || rules().mate_comes_first(before, a, after)) return {};
    return clause::kKingCheckmateWins;
  }
  std::vector<std::string_view> clauses() const override { return {clause::kKingCheckmateWins}; }
};

}  // namespace

std::unique_ptr<Mechanic> check(const Rules& r) { return std::make_unique<Check>(r); }

}  // namespace arbiter::twelve
