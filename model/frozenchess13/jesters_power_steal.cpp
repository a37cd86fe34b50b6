// The jester's Power Steal (jester.power-steal): "jester Power Steal: mimics movement of pieces that threaten it
// (can also be empowered at same time)." A MovementLender (board.h): a jester is lent the movement of every
// kind among the enemy units that threaten it (the board's threats: their native capture reach covers its
// square and Kind Immunity lets them engage it; a paralysed unit threatens nothing, paralysis.statue-threat).
// "mimics movement": it moves by their routes onto empty squares only, since "jesters cannot capture units"
// (unit-type.no-capture); Empower's lent movement stays beside it ("can also be empowered at same time").
// It moves as a unit of its own side would: a stolen pawn movement goes toward the jester's side's forward
// (jester.power-steal-pawn-forward = own-forward; threatening-pawn-forward is not built: the pawn's aim
// belongs to the pawn, not to its movement).
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {
namespace {

class JestersPowerSteal final : public FrozenMechanic, public MovementLender {
 public:
  explicit JestersPowerSteal(const Board& b) : FrozenMechanic("jester's power steal", b) {}

  void lend(const Position& p, Square s, Lent& out) const override { out.move_only = out.move_only | stolen(p, s); }
  std::string_view lends_by(const Position& p, Square s, Kind k) const override {
    return stolen(p, s).contains(k) ? clause::kJesterPowerSteal : std::string_view{};
  }
  std::vector<std::string_view> clauses() const override { return {clause::kJesterPowerSteal}; }

 private:
  // The kinds of the enemy units that threaten the jester on s (none for another unit).
  KindSet32 stolen(const Position& p, Square s) const {
    if (p.empty(s) || p.at(s).kind() != kJester) return {};
    const Side enemy = ~p.at(s).side();
    const Threats& t = board().threats(p);
    if (!board().threatened_by(t, s, kJester, enemy)) return {};
    KindSet32 out = t.reach[index(enemy)][s];
    out.erase(kJester);  // Kind Immunity: a jester does not engage a jester (nor captures at all)
    return out;
  }
};

}  // namespace

std::unique_ptr<Mechanic> jesters_power_steal(const Board& b) { return std::make_unique<JestersPowerSteal>(b); }

}  // namespace arbiter::frozenchess13
