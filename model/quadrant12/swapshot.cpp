// SwapShotAny (quadrant12): "Non-pawn Pieces can also swap places with units which they can capture(threat
// of capture,even if unit is friendly) ... Kings cannot be SwapShotted" (swapshot.any, swapshot.no-kings;
// with Kind Immunity, kind-immunity.no-engage). The threats are Rules::swapshots_from (../swapshot.cpp).
#include "model/quadrant12/mechanics.h"
#include "model/twelve/clauses.h"
#include "model/twelve/mechanics/mechanics.h"

namespace arbiter::quadrant12 {

using namespace twelve;
namespace {

class SwapShot final : public TwelveMechanic {
 public:
  explicit SwapShot(const Rules& r) : TwelveMechanic("swapshot", r) {}

  void generate(const Position& p, ActionList& out) const override { rules().generate_swapshots(p, out, true); }
  bool generate_legal(const Position& p, ActionList& out) const override {
    rules().generate_swapshots(p, out, false);
    return true;
  }
  bool owns(const Action& a) const override { return a.type == ActionType::kAbility && a.ability == kSwap; }
  Refusal admit(const Position& p, const Action& a) const override {
    Piece u = p.at(a.from), v = p.at(a.to);
    if (u.empty() || u.side() != p.side_to_move()) return kNoSuchAction;
    if (u.kind() == kKing || v.kind() == kKing) return clause::kSwapShotNoKings;
    if (v.kind() == u.kind() && !options().swapshot_own_kind) return clause::kKindImmunityNoEngage;
    ActionList threats;
    rules().swapshots_from(p, a.from, threats, true);
    for (const Action& t : threats)
      if (t.same(a)) return {};
    return clause::kSwapShotAny;
  }
  void play(Position& p, const Action& a, Trace* trace) const override { rules().play(p, a, trace); }
  std::vector<std::string_view> clauses() const override {
    return {clause::kSwapShotAny, clause::kSwapShotNoKings, clause::kKindImmunityNoEngage};
  }
};

}  // namespace

std::unique_ptr<Mechanic> swapshot(const Rules& r) { return std::make_unique<SwapShot>(r); }

}  // namespace arbiter::quadrant12
