// Kings exchange: the king "Can exchange place with any friendly(non-attacked) unit in the game(kings
// exchange),(exchanged piece is removed from board ...)" (king.exchange, king.exchange-cost; which unit may be
// attacked: king.exchange-target). Generated and played by Rules (../kings_exchange.cpp).
#include "model/twelve/clauses.h"
#include "model/twelve/mechanics/mechanics.h"

namespace arbiter::twelve {
namespace {

class KingsExchange final : public TwelveMechanic {
 public:
  explicit KingsExchange(const Rules& r) : TwelveMechanic("kings exchange", r) {}

  void generate(const Position& p, ActionList& out) const override { rules().generate_exchanges(p, out, true); }
  bool generate_legal(const Position& p, ActionList& out) const override {
    rules().generate_exchanges(p, out, false);
    return true;
  }
  bool owns(const Action& a) const override { return a.type == ActionType::kAbility && a.ability == kExchange; }
  // The king acts (it is never paralysed); the unit it exchanges with leaves the game.
  std::vector<Square> actors(const Position&, const Action&) const override { return {}; }
  Refusal admit(const Position& p, const Action& a) const override {
    ActionList exchanges;
    rules().generate_exchanges(p, exchanges, true);
    for (const Action& e : exchanges)
      if (e.same(a)) return {};
    return clause::kKingExchange;
  }
  void play(Position& p, const Action& a, Trace* trace) const override { rules().play(p, a, trace); }
  std::vector<std::string_view> clauses() const override { return {clause::kKingExchange, clause::kKingExchangeCost}; }
};

}  // namespace

std::unique_ptr<Mechanic> kings_exchange(const Rules& r) { return std::make_unique<KingsExchange>(r); }

}  // namespace arbiter::twelve
