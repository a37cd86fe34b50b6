// The assassin's Run (assassin.run): "Ability: Assassin's Run After capture, can perform another capture, until
// limit of 3 per move."
//  - A special move written run@A>B>C or run@A>B>C>D: the assassin on A captures the unit on B by a capture of
//    its own movement ("1chess knight move or 3 squares orthogonally"), then from B the unit on C, then from C
//    the unit on D: 2 or 3 captures (the catalog's limit, 3) in one move; a single capture is the plain move.
//    Each hop is a capture: the victim leaves into a tomb of its own on its square (tombs.h), the assassin
//    arrives as any move arrives (a trap, a tomb act on it), and the capture is told to the capture listeners
//    (the awards count each; an assassin loses no range). Each further hop is judged on the position the last
//    one left (an entanglement may have taken a later victim; a queen's Poison, a trap paralyse the assassin:
//    a paralysed unit captures no more).
//  - As a capture may take it: an enemy unit, not a frog (unit-type.immortal), not an enemy assassin (Kind
//    Immunity), not a guarded unit (guards.cannot-be-captured), not a king (a capture onto the king ends the
//    game: the plain move makes it). The templar's Shield is not asked.
//  - A special move: not within a double move or multimove (advanced.no-abilities), not by a paralysed
//    assassin (paralysis.no-action). The capture ends the turn.
//  - "After last(2nd/3rd) capture transforms into shadow form" (assassin.run-shadow) is pending: shadows are
//    stage 4; the assassin stays as it is.
// Readings (points of model/frozenchess13/rules.xml):
//  - assassin.run-continuation = capture-from-each-landing: "can perform another capture" from where the last
//    one landed, in the same move ("3 per move"); moves-between (normal moves between the captures, in the turn)
//    is not built: the advanced moves refuse a capture after a turn's first move to a unit without multimove.
#include <optional>
#include <vector>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/mechanics_acting.h"

namespace arbiter::frozenchess13 {
namespace {

class AssassinsRun final : public FrozenMechanic, public TypeScope, public AttackAbility {
 public:
  AssassinsRun(const Board& b, int limit) : FrozenMechanic("assassins run", b), limit_(limit) {}

  bool owns(const Action& a) const override { return is_ability(a, kRun); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  unsigned refused_types() const override { return 0; }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square s) {
      if (p.at(s).kind() != kAssassin) return;
      Action a = Action::ability_use(kRun, s, s);
      extend(p, s, a, 0, out);
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || p.at(a.from).kind() != kAssassin) return kNoSuchAction;
    const int hops = 1 + a.path_size();
    if (hops < 2 || hops > limit_) return clause::kAssassinRun;  // "another capture, until limit of 3 per move"
    Position q = p;
    Square at = a.from;
    for (int i = 0; i < hops; ++i) {
      const Square t = i == 0 ? a.to : a.path_at(i - 1);
      if (!may_hop(q, at, t)) return clause::kAssassinRun;
      if (i + 1 < hops && !hop(q, at, t, nullptr)) return clause::kAssassinRun;
      at = t;
    }
    return {};
  }
  Attack attack(const Action&) const override { return Attack::kNamed; }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire_attack_exception(p, a.from, trace);
    fire(trace, clause::kAssassinRun);
    p.set_halfmove_clock(0);
    Square at = a.from;
    for (int i = 0; i <= a.path_size(); ++i) {
      const Square t = i == 0 ? a.to : a.path_at(i - 1);
      if (!hop(p, at, t, trace)) return;
      at = t;
    }
  }
  std::vector<std::string_view> clauses() const override { return {clause::kAssassinRun}; }

 private:
  // Lists the runs that go on from the assassin on `at` after `made` captures (a.to and the path so far).
  void extend(const Position& p, Square at, Action& a, int made, ActionList& out) const {
    const Piece u = p.at(at);
    board().movement().capture_reach(p, at, kAssassin, u.side(), board().ranges(p, at)).for_each([&](Square t) {
      if (!may_hop(p, at, t)) return;
      Action next = a;
      if (made == 0) next.to = static_cast<uint8_t>(t);
      else next.push_path(t);
      if (made >= 1) out.push_back(next);
      if (made + 1 >= limit_) return;
      Position q = p;
      if (hop(q, at, t, nullptr)) extend(q, t, next, made + 1, out);
    });
  }
  // Whether the assassin on `at` may capture the unit on t now.
  bool may_hop(const Position& p, Square at, Square t) const {
    if (p.empty(at) || p.empty(t) || board().paralysed(p, at)) return false;
    const Side us = p.at(at).side();
    const Kind k = p.at(t).kind();
    if (p.at(t).side() == us || k == kKing || board().immortal(k) || kind_immune(board(), p, kAssassin, us, t)) return false;
    if (!board().movement().capture_reach(p, at, kAssassin, us, board().ranges(p, at)).contains(t)) return false;
    return !board().guarded(p, t);
  }
  // The assassin on `at` captures the unit on t; false when it does not stand on t afterwards.
  bool hop(Position& p, Square at, Square t, Trace* trace) const {
    const Piece u = p.at(at);
    const UnitId id = p.id_at(at);
    const Piece victim = p.at(t);
    std::optional<Route> route =
        board().movement().route_of(p, Action::move(at, t, kCapture), kAssassin, u.side(), board().ranges(p, at));
    if (!route) route = Route{};
    route->to = t;
    variant().remove_unit(p, t, trace, id);  // into a tomb of its own on t (tombs.h)
    variant().carry(p, Step{id, at, t, Carried::kOwnMove}, trace);
    board().tell(p, Capture{u, t, victim, t, Line::kNone}, trace);
    board().tell(p, Moved{id, kAssassin, at, t, *route, true}, trace);
    return !p.empty(t) && p.id_at(t) == id;
  }

  const int limit_;
};

}  // namespace

std::unique_ptr<Mechanic> assassins_run(const Board& b, int limit) { return std::make_unique<AssassinsRun>(b, limit); }

}  // namespace arbiter::frozenchess13
