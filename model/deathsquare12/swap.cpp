// Swap places (deathsquare12): "Instead of a move friendly pieces can swap places with each other.King cannot
// swap, only use kings exchange" (swap.friendly, swap.king-excluded; swap.range, swap.pawns and
// swap.immobilised are points read into Options). Written with the square nearer a1 first: swap@a1>b1.
#include "model/deathsquare12/deathsquare12.h"
#include "model/twelve/clauses.h"
#include "model/twelve/mechanics/mechanics.h"

namespace arbiter::deathsquare12 {

using namespace twelve;
namespace {

class Swap final : public TwelveMechanic {
 public:
  explicit Swap(const Rules& r) : TwelveMechanic("swap", r) {}

  void generate(const Position& p, ActionList& out) const override { rules().generate_swaps(p, out, true); }
  bool generate_legal(const Position& p, ActionList& out) const override {
    rules().generate_swaps(p, out, false);
    return true;
  }
  bool owns(const Action& a) const override { return a.type == ActionType::kAbility && a.ability == kSwap; }
  // Both units act, unless swap.immobilised = swap-allowed lets held units swap.
  std::vector<Square> actors(const Position&, const Action& a) const override {
    if (options().swap_immobilised) return {};
    return {a.from, a.to};
  }
  Refusal admit(const Position& p, const Action& a) const override {
    Side us = p.side_to_move();
    Piece u = p.at(a.from), v = p.at(a.to);
    if (u.kind() == kKing || v.kind() == kKing) return clause::kSwapKingExcluded;
    if (u.empty() || v.empty() || u.side() != us || v.side() != us || a.from >= a.to || a.path_size())
      return clause::kSwapFriendly;
    if (!rules().swappable(p, a.from) || !rules().swappable(p, a.to) || !rules().swap_in_range(p, a.from, a.to))
      return clause::kSwapFriendly;
    return {};
  }
  void play(Position& p, const Action& a, Trace* trace) const override { rules().play(p, a, trace); }
  std::vector<std::string_view> clauses() const override { return {clause::kSwapFriendly, clause::kSwapKingExcluded}; }
};

}  // namespace

std::unique_ptr<Mechanic> swap(const Rules& r) { return std::make_unique<Swap>(r); }

}  // namespace arbiter::deathsquare12
