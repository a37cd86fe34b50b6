// SwapShot (swapshot.any, swapshot.single-move, swapshot.not-guarded, changelog.v12.swapshot-guarded; the
// chancellor's chancellor.swapshot-immunity).
//  - "SwapShotAny - units(except king) can also swap places with units(except king) which they can capture
//    (threat of capture,even if unit is friendly). e.g. Knight which can capture a pawn can swap places with
//    it": a special move written swapshot@A>B (A the unit that swaps, B the unit it swaps with). B stands in
//    A's capture reach (board.h: its native movement in one move, walls, levels and its ranges applied; a
//    friendly B judged as if it were an enemy: "threat of capture,even if unit is friendly"); A and B change
//    squares. Neither is a king; A is a unit that captures (not a jester, frog or crossbowman,
//    unit-type.no-capture) and B one that can be captured (not a frog, unit-type.immortal).
//  - "(works within single move only, doublemove/multimove range is ignored)" (swapshot.single-move): the reach
//    of one move; the swap is a special move, never a part of a double move or multimove
//    (advanced.no-abilities).
//  - "SwapShot doesn't work on guarded enemy units." (swapshot.not-guarded, and the v12 changelog line): an
//    enemy B under Guards (board.h) is refused; a guarded friendly unit is not.
//  - The chancellor's "Immunity to SwapShot from enemy." (chancellor.swapshot-immunity): an enemy chancellor is
//    never B. An enemy of A's own kind is spared by Kind Immunity (kind-immunity.no-engage).
//  - A arrives on B's square and B on A's (Carried::kTeleported: a trap on either square acts on the unit that
//    arrives; a syzygy lock of B goes, syzygy.release: "until rotated/teleswapped/swapshotted").
// Readings (points of model/frozenchess13/rules.xml):
//  - cannon.self-move = cannon-never-self-moves: the cannon, which "doesn't move by itself", does not swap
//    (generic-abilities-allowed: it does, within its capture reach).
//  - swapshot.lent-movement = native-only: "which they can capture" is the native capture reach, as threats
//    are (threat.native-only); lent-too (Empower's lent movement counts) is not built.
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/mechanics_acting.h"
#include "model/frozenchess13/syzygy.h"

namespace arbiter::frozenchess13 {
namespace {

class Swapshot final : public FrozenMechanic, public TypeScope {
 public:
  Swapshot(const Board& b, const Syzygy& syzygy, SwapshotParams params)
      : FrozenMechanic("swapshot", b), syzygy_(syzygy), p_(params) {}

  bool owns(const Action& a) const override { return is_ability(a, kSwapshot); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square s) {
      if (!swapper(p.at(s).kind())) return;
      reach(p, s).for_each([&](Square t) {
        // (a bouncing ride may cross its own start square: the reach may hold it)
        if (t != s && !p.empty(t) && target_refusal(p, s, t).empty()) out.push_back(Action::ability_use(kSwapshot, s, t));
      });
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size()) return kNoSuchAction;
    if (p.at(a.from).kind() == kCannon && !p_.cannon_moves) return clause::kCannonImmobile;
    if (!swapper(p.at(a.from).kind()) || p.empty(a.to) || a.to == a.from) return clause::kSwapshotAny;
    if (!reach(p, a.from).contains(a.to)) return clause::kSwapshotSingleMove;
    return target_refusal(p, a.from, a.to);
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    const bool enemy = p.at(a.to).side() != p.at(a.from).side();
    fire(trace, clause::kSwapshotAny);
    fire(trace, clause::kSwapshotSingleMove);
    if (enemy) {
      fire(trace, clause::kSwapshotNotGuarded);
      fire(trace, clause::kChangelogSwapshotGuarded);
    }
    const UnitId actor = p.id_at(a.from), target = p.id_at(a.to);
    if (syzygy_.locked(p, a.to)) syzygy_.release(p, target, trace);
    Unit lifted = p.lift(a.to);
    variant().carry(p, Step{actor, a.from, a.to, Carried::kTeleported}, trace);
    if (!p.empty(a.from)) return;  // (a step hook filled A's square: the lifted unit stays out of the game)
    p.stand(a.from, std::move(lifted));
    variant().arrive(p, Step{target, a.to, a.from, Carried::kTeleported}, trace);
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kSwapshotAny, clause::kSwapshotSingleMove, clause::kSwapshotNotGuarded,
            clause::kChangelogSwapshotGuarded, clause::kChancellorSwapshotImmunity, clause::kKingImmunity,
            clause::kKindImmunityNoEngage, clause::kCannonImmobile};
  }

 private:
  bool swapper(Kind k) const {
    return p_.swappers.contains(k) && !board().cannot_capture(k) && (k != kCannon || p_.cannon_moves);
  }
  // The squares of A's capture reach: "which they can capture", in a single move.
  SquareSet reach(const Position& p, Square a) const {
    const Piece u = p.at(a);
    return board().movement().capture_reach(p, a, u.kind(), u.side(), board().ranges(p, a));
  }
  Refusal target_refusal(const Position& p, Square a, Square b) const {
    const Piece target = p.at(b);
    const Side us = p.at(a).side();
    if (!p_.targets.contains(target.kind())) return clause::kSwapshotAny;  // "with units(except king)"
    if (board().immortal(target.kind())) return clause::kSwapshotAny;  // "which they can capture": never a frog
    if (target.side() == us) return {};
    if (target.kind() == kChancellor) return clause::kChancellorSwapshotImmunity;
    if (kind_immune(board(), p, p.at(a).kind(), us, b)) return clause::kKindImmunityNoEngage;
    if (board().guarded(p, b)) return clause::kSwapshotNotGuarded;
    return {};
  }

  const Syzygy& syzygy_;
  const SwapshotParams p_;
};

}  // namespace

std::unique_ptr<Mechanic> swapshot(const Board& b, const Syzygy& syzygy, SwapshotParams params) {
  return std::make_unique<Swapshot>(b, syzygy, params);
}

}  // namespace arbiter::frozenchess13
