// When the side to move has no other legal action, the units the rest and the paralysis otherwise hold may
// move: double-move.rest-stalemate-exception ("if no other move is possible, the resting piece can make a
// single move") and death-square.paralysis-no-other-move = paralysis-lifted. Generated last, when every
// other mechanic generated nothing legal.
#include <optional>

#include "model/shared12/clauses.h"
#include "model/shared12/mechanics/fallback.h"
#include "model/shared12/mechanics/mechanics.h"

namespace arbiter::shared12 {

bool fallback_in_force(const MechanicVariant& v, const Rules& r, const Position& p) {
  // Asked for every candidate of a resting or paralysed unit judged in one position: the last answer is kept,
  // keyed by the variant (its serial) and the whole position.
  struct Last {
    uint64_t variant = 0;
    std::optional<Position> pos;
    bool value = false;
  };
  thread_local Last last;
  if (last.variant == v.serial() && last.pos && *last.pos == p) return last.value;
  // No ordinary action is legal (found by judging candidates one at a time, stopping at the first: a move
  // of a held unit is left out before it is judged, so its own rest or paralysis does not ask again), and
  // the fallbacks offer one.
  auto ordinary = [&](const Action& a) {
    return !is_move(a) || !(r.resting(p, a.from) || p.attribute(r.paralysis_attr(), a.from));
  };
  bool value = false;
  if (!v.any_legal(p, ordinary)) {
    ActionList fallbacks;
    r.generate_fallbacks(p, fallbacks);
    value = !fallbacks.empty();
  }
  last.variant = v.serial();
  last.pos = p;
  last.value = value;
  return value;
}

namespace {

class NoOtherMove final : public TwelveMechanic, public LegalListing {
 public:
  explicit NoOtherMove(const Rules& r) : TwelveMechanic("no other move", r) {}

  // The fallbacks' candidates are the double move's (which generates every unit's moves as candidates).
  bool generate_legal(const Position& p, ActionList& out) const override {
    if (out.empty()) rules().generate_fallbacks(p, out);
    return true;
  }
};

}  // namespace

std::unique_ptr<Mechanic> no_other_move(const Rules& r) { return std::make_unique<NoOtherMove>(r); }

}  // namespace arbiter::shared12
