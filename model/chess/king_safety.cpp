// King safety (FIDE 3.9): no move may expose the own king to check or leave it in check; refused as
// "check.no-self-check" on the position after the move. attacks.cpp says what attacks a square.
#include "model/chess/clauses.h"
#include "model/chess/orthodox.h"

namespace arbiter::chess {
namespace {

class KingSafety final : public Mechanic, public LegalListing {
 public:
  KingSafety(const RulesSource& rules, const OrthodoxClauses& ids)
      : Mechanic("king safety"), rules_(rules), ids_(ids) {}

  // It originates no action: its (empty) list of legal ones is known without the core's filtering.
  bool generate_legal(const Position&, ActionList&) const override { return true; }
  Refusal forbids_result(const Position& before, const Action& a, const Position& after) const override {
    if (a.type != ActionType::kMove) return {};
    // Judged by the table the move was made under (twentychess: the fool's capacity changes with the move).
    return in_check(rules_.rules(before), after, before.side_to_move()) ? ids_.no_self_check : Refusal{};
  }
  std::vector<std::string_view> clauses() const override {
    if (!ids_.own_catalog) return {};
    return {clause::kNoSelfCheck};
  }

 private:
  const RulesSource& rules_;
  const OrthodoxClauses& ids_;
};

}  // namespace

std::unique_ptr<Mechanic> king_safety(const RulesSource& rules, const OrthodoxClauses& ids) {
  return std::make_unique<KingSafety>(rules, ids);
}

}  // namespace arbiter::chess
