// The dragon's Dragonflight (dragon.dragonflight): "Dragonflight - can move over/near Tombs without paralysis."
// The tombs paralyse a unit whose own move passed over one for its next turn (tomb.path-paralysis, tombs.cpp);
// a dragon's move does not: the tombs ask this exception (TombFlight) before they paralyse, and it fires the
// clause when it spares the mover. Landing on a tomb still explodes it (that is no paralysis).
// Readings (points of model/frozenchess13/rules.xml):
//  - dragon.dragonflight-scope = dragon-units: a unit that is a dragon, whatever movement it used; dragon-movement:
//    any unit whose move used a dragon's movement (a dragon's own, or the one Empower lent it), and a dragon
//    moving with lent movement does not fly.
//  - "near" adds nothing: the document paralyses no unit for passing near a tomb (a leap over one does nothing
//    already, tomb.passing-through), so there is nothing near a tomb for the dragon to be spared
//    (dragon.dragonflight-scope's question names it).
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/tombs.h"

namespace arbiter::frozenchess13 {
namespace {

class Dragonflight final : public FrozenMechanic, public TombFlight {
 public:
  Dragonflight(const Board& b, bool by_movement) : FrozenMechanic("dragonflight", b), by_movement_(by_movement) {}

  bool spares(const Position& p, const Moved& m, Trace* trace) const override {
    const bool flies = by_movement_ ? m.kind == kDragon : !p.empty(m.to) && p.at(m.to).kind() == kDragon;
    if (flies) fire(trace, clause::kDragonDragonflight);
    return flies;
  }
  std::vector<std::string_view> clauses() const override { return {clause::kDragonDragonflight}; }

 private:
  bool by_movement_;
};

}  // namespace

std::unique_ptr<Mechanic> dragonflight(const Board& b, bool by_movement) {
  return std::make_unique<Dragonflight>(b, by_movement);
}

}  // namespace arbiter::frozenchess13
