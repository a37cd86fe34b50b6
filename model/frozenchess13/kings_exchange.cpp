// King's Exchange (king.exchange): "Can exchange place with any friendly (non-attacked) live unit in the game,
// (exchanged piece dies(creating a tomb under King new location. , so each "teleport" costs a pawn/piece to
// make)." Written exchange@K>U: the king on K takes the square U of a friendly unit no enemy unit threatens
// (board.h: the enemy's capture reach, Kind Immunity applied); that unit dies on U (a removal, not a capture:
// no one took it) and its tomb waits under the king (tombs.h: a square's dead wait while a unit stands on it,
// and the tomb appears as the king leaves). The king arrives teleported (a trap there acts on him). A special
// move: the whole action, not inside a double move or multimove (advanced.no-abilities); it is the escape from
// check the king section names ("must escape checks or use king's exchange"), and like every action it may
// not leave the king in check (check.h).
// Readings (points of model/frozenchess13/rules.xml):
//  - king.exchange-live = on-board: "live unit in the game" is a unit standing on the board (the dead wait in
//    tombs); unparalysed: a paralysed ("frozen") unit is not live.
//  - king.exchange-immortal = immortal-excluded: a frog, which "Cannot capture or be captured" and which no
//    explosion but the jester's kills (explosion.immune-units), cannot be the unit that dies; immortal-dies:
//    it can.
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/mechanics_acting.h"

namespace arbiter::frozenchess13 {
namespace {

class KingsExchange final : public FrozenMechanic, public TypeScope {
 public:
  KingsExchange(const Board& b, KingsExchangeParams params) : FrozenMechanic("king's exchange", b), p_(params) {}

  bool owns(const Action& a) const override { return is_ability(a, kExchange); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    // The kings the acting side controls (its own, or another side's a mechanic hands it), each with its friends.
    variant().controlled(p).for_each([&](Square k) {
      if (p.at(k).kind() != kKing) return;
      p.occupied(p.at(k).side()).for_each([&](Square u) {
        if (u != k && partner_refusal(p, k, u).empty()) out.push_back(Action::ability_use(kExchange, k, u));
      });
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size()) return kNoSuchAction;
    if (p.at(a.from).kind() != kKing || a.to == a.from || p.empty(a.to)) return clause::kKingExchange;
    return partner_refusal(p, a.from, a.to);
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire(trace, clause::kKingExchange);
    const UnitId king = p.id_at(a.from);
    variant().remove_unit(p, a.to, trace);  // "exchanged piece dies": its dead wait on U
    variant().carry(p, Step{king, a.from, a.to, Carried::kTeleported}, trace);
  }
  std::vector<std::string_view> clauses() const override { return {clause::kKingExchange}; }

 private:
  Refusal partner_refusal(const Position& p, Square k, Square u) const {
    const Piece partner = p.at(u);
    if (partner.side() != p.at(k).side()) return clause::kKingExchange;    // "any friendly"
    if (board().immortal(partner.kind()) && !p_.immortal_dies) return clause::kKingExchange;
    if (p_.unparalysed && board().paralysed(p, u)) return clause::kKingExchange;  // "live"
    if (board().threatened(p, u)) return clause::kKingExchange;            // "(non-attacked)"
    return variant().may_enter(p, Step{p.id_at(k), k, u, Carried::kTeleported});
  }

  const KingsExchangeParams p_;
};

}  // namespace

std::unique_ptr<Mechanic> kings_exchange(const Board& b, KingsExchangeParams params) {
  return std::make_unique<KingsExchange>(b, params);
}

}  // namespace arbiter::frozenchess13
