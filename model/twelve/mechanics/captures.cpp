// Who may capture whom: the jester never captures (jester.no-capture), "a non-pawn piece cannot capture a
// piece of its own kind" (kind-immunity.no-capture), a pushed unit may not capture its pusher
// (rook-push.push-paralysis), a guarded unit cannot be captured (guards.cannot-be-captured). The rules are
// Rules::capture_refusal, which generation asks through may_capture; here the capture of an action's first
// step is judged on the position before it (a second step's capture is judged by the double move, on the
// position after the first).
#include "model/twelve/clauses.h"
#include "model/twelve/mechanics/mechanics.h"

namespace arbiter::twelve {
namespace {

class Captures final : public TwelveMechanic {
 public:
  explicit Captures(const Rules& r) : TwelveMechanic("captures", r) {}

  Refusal forbids(const Position& p, const Action& a) const override {
    if (!is_move(a) || p.empty(a.from)) return {};
    Piece u = p.at(a.from);
    auto [landings, victim] = decode_landings(a);
    Square target = landings.size() == 2 && victim != kNoSquare ? victim : landings[1];
    Piece v = p.at(target);
    if (v.empty() || v.side() == u.side()) return {};
    return rules().capture_refusal(p, a.from, target, movement_of(rules(), u.kind(), landings[0], landings[1]));
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kJesterNoCapture, clause::kKindImmunityNoCapture, clause::kRookPushPushParalysis,
            clause::kGuardsCannotBeCaptured};
  }
};

}  // namespace

std::unique_ptr<Mechanic> captures(const Rules& r) { return std::make_unique<Captures>(r); }

}  // namespace arbiter::twelve
