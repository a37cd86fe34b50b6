// The chancellor's Teleswap (chancellor.teleswap): "Teleswap - Can swap places with any friendly piece on the
// board, even the king." Written teleswap@C>U: the chancellor on C and the friendly unit on U, anywhere on the
// board, change squares.
//  - "even the king": the king is a partner (king.immunity names Teleswap among the abilities that reach a
//    king: "except Rotate,Explosion and Teleswap").
//  - Both units arrive teleported (Carried::kTeleported): each must be let onto its new square (a wall keeps
//    off all but an assassin, variant().may_enter) and a tomb there acts on the unit that arrives; a syzygy lock
//    of the partner goes ("until rotated/teleswapped/swapshotted", syzygy.release).
//  - A special move: the player's whole action, not inside a double move or multimove (advanced.no-abilities);
//    a paralysed or locked chancellor does not act.
// Readings (points of model/frozenchess13/rules.xml):
//  - teleswap.partner = any-unit: "piece" is the document's word for any unit ("Pieces which moved over ... a
//    Tomb square"), pawns included; pieces-not-pawns: a pawn is no partner ("costs a pawn/piece" sets the two
//    apart).
//  - kind-immunity.friendly = enemy-only: the other friendly chancellor is a partner.
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/mechanics_acting.h"
#include "model/frozenchess13/syzygy.h"

namespace arbiter::frozenchess13 {
namespace {

class Teleswap final : public FrozenMechanic, public TypeScope {
 public:
  Teleswap(const Board& b, const Syzygy& syzygy, bool pieces_only)
      : FrozenMechanic("teleswap", b), syzygy_(syzygy), pieces_only_(pieces_only) {}

  bool owns(const Action& a) const override { return is_ability(a, kTeleswap); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square c) {
      if (p.at(c).kind() != kChancellor) return;
      p.occupied(p.at(c).side()).for_each([&](Square u) {
        if (u != c && partner_refusal(p, c, u).empty()) out.push_back(Action::ability_use(kTeleswap, c, u));
      });
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size()) return kNoSuchAction;
    if (p.at(a.from).kind() != kChancellor || a.to == a.from || p.empty(a.to)) return clause::kChancellorTeleswap;
    return partner_refusal(p, a.from, a.to);
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire(trace, clause::kChancellorTeleswap);
    if (board().special_immune(p.at(a.to).kind())) fire(trace, clause::kKingImmunity);  // the exception the king's immunity names
    const UnitId chancellor = p.id_at(a.from), partner = p.id_at(a.to);
    if (syzygy_.locked(p, a.to)) syzygy_.release(p, partner, trace);
    Unit lifted = p.lift(a.to);
    variant().carry(p, Step{chancellor, a.from, a.to, Carried::kTeleported}, trace);
    if (!p.empty(a.from)) return;  // (a step hook filled C's square: the lifted unit stays out of the game)
    p.stand(a.from, std::move(lifted));
    variant().arrive(p, Step{partner, a.to, a.from, Carried::kTeleported}, trace);
  }
  std::vector<std::string_view> clauses() const override { return {clause::kChancellorTeleswap, clause::kKingImmunity}; }

 private:
  Refusal partner_refusal(const Position& p, Square c, Square u) const {
    const Piece partner = p.at(u);
    if (partner.side() != p.at(c).side()) return clause::kChancellorTeleswap;  // "any friendly piece"
    if (pieces_only_ && partner.kind() == kPawn) return clause::kChancellorTeleswap;
    if (Refusal r = variant().may_enter(p, Step{p.id_at(c), c, u, Carried::kTeleported}); !r.empty()) return r;
    return variant().may_enter(p, Step{p.id_at(u), u, c, Carried::kTeleported});
  }

  const Syzygy& syzygy_;
  const bool pieces_only_;
};

}  // namespace

std::unique_ptr<Mechanic> teleswap(const Board& b, const Syzygy& syzygy, bool pieces_only) {
  return std::make_unique<Teleswap>(b, syzygy, pieces_only);
}

}  // namespace arbiter::frozenchess13
