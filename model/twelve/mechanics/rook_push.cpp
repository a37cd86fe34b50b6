// Rook Push: "Rooks can push enemy units ... (rooks are immune to push)" (rook-push.push,
// rook-push.rooks-immune). The push itself is played by the double move (Rules::push); this mechanic
// refuses a push made by a unit that is no rook, or into an enemy rook.
#include "model/twelve/clauses.h"
#include "model/twelve/mechanics/mechanics.h"

namespace arbiter::twelve {
namespace {

bool is_push(const Action& a) {
  return a.type == ActionType::kAbility && (a.ability == kPush || a.ability == kPushFirst || a.ability == kPushBoth);
}

class RookPush final : public TwelveMechanic {
 public:
  explicit RookPush(const Rules& r) : TwelveMechanic("rook push", r) {}

  Refusal forbids(const Position& p, const Action& a) const override {
    if (!is_push(a) || p.empty(a.from)) return {};
    // The unit ahead of each pushing landing (the last for push, the first for pushfirst, both for pushboth).
    // The pusher: a rook, or with specials.by-kind = by-movement any unit making a rook move.
    const bool rook = p.at(a.from).kind() == kRook;
    auto landings = decode_landings(a).squares;
    const size_t steps = landings.size() - 1;
    for (size_t i = 1; i <= steps; ++i) {
      bool pushes = a.ability == kPushBoth || (a.ability == kPush && i == steps) || (a.ability == kPushFirst && i == 1);
      if (!pushes) continue;
      int d = rules().line_direction(landings[i - 1], landings[i]);
      if (!rook && !(options().specials_by_movement && d >= 0 && !is_diagonal(d))) return clause::kRookPushPush;
      if (d < 0 || rules().geometry().ray(landings[i], d).length == 0) continue;
      Piece ahead = p.at(rules().geometry().ray(landings[i], d).squares[0]);
      if (ahead.kind() == kRook && ahead.side() != p.side_to_move()) return clause::kRookPushRooksImmune;
    }
    return {};
  }
  std::vector<std::string_view> clauses() const override { return {clause::kRookPushPush, clause::kRookPushRooksImmune}; }
};

}  // namespace

std::unique_ptr<Mechanic> rook_push(const Rules& r) { return std::make_unique<RookPush>(r); }

}  // namespace arbiter::twelve
