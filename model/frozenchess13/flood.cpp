// Flood (the document's "Flood ability move"): "non-pawn unit can flood adjacent (3x3 box over cell)empty
// negative-level squares(all units stepping into flood squares are paralyzed until flood ends.). Flooded
// squares drain in 10 moves." (the catalog's value of flood.drain) A special move written flood@UNIT>SQ
// (flood.cast, flood.one-per-cast).
//
// Readings (points of model/frozenchess13/rules.xml):
//  - flood.squares-per-cast = one-square: one chosen square of the 3x3 box per cast, the eight neighbours all
//    eligible (the example's repeated c4 read as c5); all-squares: flood@UNIT floods every eligible neighbour.
//  - "empty" is the document's own word for the tomb rule, "empty(no wall or any units)": no unit, no wall.
//  - flood.reflood = not-again: a flooded square is not flooded again before it drains.
//  - timers.move-unit = unit-timers-own-turns-board-timers-plies: the drain counts plies of either player
//    (flood.drain), from the ply after the cast (as paralysis counts from the turn after, paralysis.own-turn =
//    not-counted), at the square's time rate (quickening doubles it).
//  - The flood holds any unit on a flooded square in place, however it got there, until the square drains
//    (flood.paralysis): a paralysis source (board.h), so the unit threatens nothing meanwhile.
//    flood.paralysis-immunity = immunities-apply: the flood paralyses, so the king's immunity and the Royal
//    Guards' (paralysis.h) hold against it; all-units: every unit.
//  - king.immunity-own-use = hostile-and-foreign-only: the king does not flood.
// State: flood:SQ=N (plies left).
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/paralysis.h"

namespace arbiter::frozenchess13 {
namespace {

class Flood final : public FrozenMechanic, public ParalysisSource, public TypeScope {
 public:
  Flood(const Board& b, const Paralysis& paralysis, FloodParams params)
      : FrozenMechanic("flood", b), paralysis_(paralysis), p_(params) {}

  void declare(Declaration& d) override {
    flood_ = d.attribute({"flood", Scope::kSquare, 0, p_.drain + 1});
    d.clock(flood_, ClockTick::kEveryTurn);
  }
  bool owns(const Action& a) const override { return is_ability(a, kFlood); }

  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    if (!board().movement().ground().uneven(p)) return;  // no lowered square to flood
    variant().controlled(p).for_each([&](Square s) {
      const Kind k = p.at(s).kind();
      if (!p_.casters.contains(k) || board().special_immune(k)) return;
      if (p_.all_squares) {
        if (!targets(p, s).empty()) out.push_back(action(s, s));
        return;
      }
      targets(p, s).for_each([&](Square t) { out.push_back(action(s, t)); });
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size()) return kNoSuchAction;
    const Kind k = p.at(a.from).kind();
    if (!p_.casters.contains(k)) return clause::kFloodCast;  // "non-pawn unit"
    if (board().special_immune(k)) return clause::kKingImmunity;
    if (p_.all_squares) return a.to == a.from && !targets(p, a.from).empty() ? Refusal() : clause::kFloodCast;
    if (a.to == a.from) return clause::kFloodOnePerCast;
    if (!targets(p, a.from).contains(a.to)) return clause::kFloodCast;
    return {};
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    SquareSet to;
    if (p_.all_squares) to = targets(p, a.from);
    else to.insert(a.to);
    to.for_each([&](Square t) { p.set_attribute(flood_, t, p_.drain + 1); });
    fire(trace, clause::kFloodCast);
    fire(trace, clause::kChangelogFlood);
    if (!p_.all_squares) fire(trace, clause::kFloodOnePerCast);
  }

  bool paralysed(const Position& p, Square s) const override {
    return p.attribute(flood_, s) > 0 && !p.empty(s) && (p_.all_units || paralysis_.can_be_paralysed(p, s));
  }
  SquareSet held(const Position& p) const override {
    SquareSet out;
    (p.marked(flood_) & p.occupied()).for_each([&](Square s) {
      if (paralysed(p, s)) out.insert(s);
    });
    return out;
  }
  Refusal forbids(const Position& p, const Action& a) const override {
    if (p.marked(flood_).empty()) return {};
    for (Square s : variant().actors(p, a))
      if (s != kNoSquare && paralysed(p, s)) return clause::kFloodParalysis;
    return {};
  }
  void arrived(Position& p, const Step& step, Trace* trace) const override {
    if (trace && paralysed(p, step.to)) fire(trace, clause::kFloodParalysis);
  }
  void clock_expired(Position&, const ClockHit&, Trace* trace) const override { fire(trace, clause::kFloodDrain); }

  std::vector<std::string_view> clauses() const override {
    return {clause::kFloodCast, clause::kFloodParalysis, clause::kFloodDrain, clause::kFloodOnePerCast,
            clause::kChangelogFlood, clause::kKingImmunity};
  }

 private:
  // The squares of the 3x3 box (the catalog's size) around s that may be flooded: empty (no unit, no wall), below level 0, dry.
  SquareSet targets(const Position& p, Square s) const {
    SquareSet out;
    const Ground& g = board().movement().ground();
    for_each_in_box(geometry(), s, p_.radius, [&](Square t) {
      if (t != s && p.empty(t) && !g.walled(p, t) && g.level_of(p, t) < 0 && p.attribute(flood_, t) == 0) out.insert(t);
    });
    return out;
  }
  const Geometry& geometry() const { return board().geometry(); }
  static Action action(Square s, Square t) { return Action::ability_use(kFlood, s, t); }
  const Paralysis& paralysis_;
  FloodParams p_;
  int flood_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> flood(const Board& b, const Paralysis& paralysis, FloodParams params) {
  return std::make_unique<Flood>(b, paralysis, params);
}

}  // namespace arbiter::frozenchess13
