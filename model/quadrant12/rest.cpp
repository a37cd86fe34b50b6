// double-move.rest (quadrant12): "a piece that made a double move must rest (cannot move) at the next move
// of its side", unless its side has no other move (double-move.rest-stalemate-exception, then a single move).
#include "model/quadrant12/mechanics.h"
#include "model/shared12/clauses.h"
#include "model/shared12/mechanics/fallback.h"
#include "model/shared12/mechanics/mechanics.h"

namespace arbiter::quadrant12 {

using namespace shared12;
namespace {

class Rest final : public HookedMechanic<DoubleMoveRest> {
 public:
  explicit Rest(const Rules& r) : HookedMechanic("rest", r) {}

  void declare(Declaration& d) override { rest_ = d.attribute({"rest", Scope::kPiece, 0, 1}); }
  Refusal forbids(const Position& p, const Action& a) const override {
    for (Square s : variant().actors(p, a)) {  // its moves and swapshots; a rotation has no actor
      if (p.empty(s) || p.at(s).kind() == kKing || !resting(p, s)) continue;
      if (is_move(a) && single_step(a) && fallback_in_force(variant(), rules(), p)) return {};
      return clause::kDoubleMoveRest;
    }
    return {};
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kDoubleMoveRest, clause::kDoubleMoveRestStalemateException};
  }

  // The family's steps ask these (hooks.h).
  bool resting(const Position& p, Square sq) const override { return p.attribute(rest_, sq) > 0; }
  void rested(Position& p, Square sq, Trace* trace) const override {
    p.set_attribute(rest_, sq, 1);  // it may not move at its side's next move
    fire(trace, clause::kDoubleMoveRest);
  }
  void release(Position& p, Side mover) const override {
    p.marked(rest_).for_each([&](Square s) {
      if (p.at(s).side() == mover) p.set_attribute(rest_, s, 0);
    });
  }
  void acts(const Position&, Square, Trace* trace) const override {
    fire(trace, clause::kDoubleMoveRestStalemateException);
  }

 private:
  int rest_ = -1;
};

}  // namespace

std::unique_ptr<HookedMechanic<DoubleMoveRest>> rest(const Rules& r) { return std::make_unique<Rest>(r); }

}  // namespace arbiter::quadrant12
