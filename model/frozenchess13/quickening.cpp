// Quickening (the chancellor's special move): "Cast(move range) at square to alter the time flow in that
// square. THe square will have x2 faster flow of time, i.e. paralysis wears off twice faster,dragons egg grows
// twice faster,tombs rot twice faster,etc." (chancellor.quickening); "Quickening lasts 64(normal,global player
// moves) moves per square(cumulative with multiple casts,+64), and cost 5 paralysis moves for chancellor."
// (chancellor.quickening-duration). Written quicken@CHANCELLOR>SQ. The rate, the 64 moves and the cost are the
// catalog's values (QuickeningParams).
//
// The doubled rate applies to every clock the turn pipeline runs (Mechanic::time_rate): a unit's clock at the
// square it stands on (paralysis), a square's at the square (a flood draining, later a tomb rotting, an egg
// growing); the quickening's own 64 moves run at the normal rate ("normal,global player moves"). The target is
// any square of the chancellor's move pattern (chancellor.move-reading), whatever stands there. The cost is the
// chancellor's own paralysis (royal-guards.self-cost = costs-still-apply), counted like paralysis's; the 64
// moves count plies from the ply after the cast (timers.move-unit; as paralysis.own-turn = not-counted).
// State: quickening:SQ=N (plies left).
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/paralysis.h"

namespace arbiter::frozenchess13 {
namespace {

// The most a square holds: a hundred casts' worth (the moves left are bounded, as every attribute).
constexpr int kMaxCasts = 100;

class Quickening final : public FrozenMechanic, public TypeScope {
 public:
  Quickening(const Board& b, const Paralysis& paralysis, QuickeningParams params)
      : FrozenMechanic("quickening", b), paralysis_(paralysis), p_(params), max_(params.duration * kMaxCasts + 1) {}

  void declare(Declaration& d) override {
    quick_ = d.attribute({"quickening", Scope::kSquare, 0, max_});
    clock_ = d.clock(quick_, ClockTick::kEveryTurn);
  }
  bool owns(const Action& a) const override { return is_ability(a, kQuicken); }

  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square s) {
      if (p.at(s).kind() != kChancellor) return;
      targets(p, s).for_each([&](Square t) { out.push_back(action(s, t)); });
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size()) return kNoSuchAction;
    if (p.at(a.from).kind() != kChancellor || !targets(p, a.from).contains(a.to)) return clause::kChancellorQuickening;
    return {};
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    const int left = p.attribute(quick_, a.to);
    p.set_attribute(quick_, a.to, std::min(max_, (left > 0 ? left : 1) + p_.duration));
    paralysis_.paralyse(p, a.from, p_.cost, true, trace);
    fire(trace, clause::kChancellorQuickening);
    fire(trace, clause::kChancellorQuickeningDuration);
    fire(trace, clause::kChangelogChancellorQuickening);
  }
  int time_rate(const Position& p, Square s, int clock) const override {
    return clock != clock_ && s != kNoSquare && p.attribute(quick_, s) > 0 ? p_.rate : 1;
  }

  std::vector<std::string_view> clauses() const override {
    return {clause::kChancellorQuickening, clause::kChancellorQuickeningDuration,
            clause::kChangelogChancellorQuickening};
  }

 private:
  SquareSet targets(const Position& p, Square s) const {
    SquareSet out;
    board().movement().routes(
        p, s, kChancellor, p.at(s).side(), board().ranges(p, s), [&](const Route& r) { out.insert(r.to); }, true);
    return out;
  }
  static Action action(Square s, Square t) { return Action::ability_use(kQuicken, s, t); }
  const Paralysis& paralysis_;
  QuickeningParams p_;
  int max_;
  int quick_ = -1, clock_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> quickening(const Board& b, const Paralysis& paralysis, QuickeningParams params) {
  return std::make_unique<Quickening>(b, paralysis, params);
}

}  // namespace arbiter::frozenchess13
