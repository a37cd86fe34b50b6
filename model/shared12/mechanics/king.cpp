// The king: "Cannot move/capture, Can exchange place with any friendly(non-attacked) unit" (king.no-move;
// the exchange is kings_exchange.cpp).
#include "model/shared12/clauses.h"
#include "model/shared12/mechanics/mechanics.h"

namespace arbiter::shared12 {

namespace {

class King final : public TwelveMechanic {
 public:
  explicit King(const Rules& r) : TwelveMechanic("king", r) {}

  Refusal forbids(const Position& p, const Action& a) const override {
    if (!is_move(a) || p.at(a.from).kind() != kKing || p.at(a.from).side() != p.side_to_move()) return {};
    return clause::kKingNoMove;
  }
  std::vector<std::string_view> clauses() const override { return {clause::kKingNoMove}; }
};

}  // namespace

std::unique_ptr<Mechanic> king(const Rules& r) { return std::make_unique<King>(r); }

}  // namespace arbiter::shared12
