// Immobilisation by the jester: "Units leaped over by jester are immobilized for 2 moves" and units beside
// an enemy jester cannot move (jester.immobilize-leap, jester.immobilize-presence; the effect:
// jester.immobilized-effect). With rook-push.push-paralysis-scope = full-paralysis-next-move a pushed unit
// is held the same way. An immobilised unit does not act (the actors of an action: its owner says which).
#include "model/twelve/clauses.h"
#include "model/twelve/mechanics/mechanics.h"

namespace arbiter::twelve {
namespace {

class Immobilisation final : public TwelveMechanic {
 public:
  explicit Immobilisation(const Rules& r) : TwelveMechanic("immobilisation", r) {}

  Refusal forbids(const Position& p, const Action& a) const override {
    for (Square s : variant().actors(p, a))
      if (Refusal r = held(p, s); !r.empty()) return r;
    return {};
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kJesterImmobilizedEffect, clause::kRookPushPushParalysis};
  }

 private:
  Refusal held(const Position& p, Square s) const {
    if (p.empty(s)) return {};
    if (p.attribute(rules().immobilized_attr(), s) > 0 || rules().presence_immobilized(p, s))
      return clause::kJesterImmobilizedEffect;
    if (options().push_full_paralysis && p.attribute(rules().push_attr(), s)) return clause::kRookPushPushParalysis;
    return {};
  }
};

}  // namespace

std::unique_ptr<Mechanic> immobilisation(const Rules& r) { return std::make_unique<Immobilisation>(r); }

}  // namespace arbiter::twelve
