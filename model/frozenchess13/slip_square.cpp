// The assassin's Slip square (assassin.slip-square, assassin.slip-limit, changelog.v13.assassin-slip).
//  - "Special Move :Slip square created at any square in movement range": a special move written slip@A>S (A the
//    assassin, S the square): S is an empty square the assassin could move to (its own movement: a knight leap
//    or three squares orthogonally, the ground's rules applied), not a slip square already. The assassin stays.
//  - "(unit landing on it moves forward N/3 sq in direction of move(where N is initial move distance(start to
//    Slip square))": after a unit's own move ends on a slip square (moves.cpp tells it, MoveListener), the unit
//    is carried on (Carried::kPushed: a tomb, a trap, a bomb there act on it) by k steps of its move's
//    direction, k = N/3 rounded as paralysis.fraction-rounding reads (floor: a move of 3 to 5 squares slides
//    1). N is the squares the move travelled: a ride's squares, bounces included; a leap's larger coordinate
//    difference. The direction is a ride's last segment's; a leap's vector reduced to its smallest whole step
//    (a knight's (1,2) stays (1,2); a three-square orthogonal leap gives (0,1)). Any unit, either side.
//  - "Only one Slip Square per assassin can exist." (the catalog's value 1): an assassin whose slip square is on
//    the board places no other.
// State: slip:SQ=1|2 (the side of the assassin that placed it), slipper:SQ=UNIT (that assassin, while it lives).
// Readings (points of model/frozenchess13/rules.xml):
//  - slip.slide-geometry = vector-stop-before-obstacle: the slide stops before the first square it cannot
//    enter (the board's edge, a unit, a wall); cancel-if-blocked: a slide that cannot be made whole is not
//    made, the unit stays on the slip square.
//  - assassin.slip-lifetime = stays: the slip square stays after use and after its assassin's death (slipper
//    cleared: a respawned assassin may place another); spent-on-use: it goes with the first slide it makes.
//  - Only a unit's own move slides: a unit carried onto the square has no "direction of move".
//  - The slide is part of the move: the unit may go on with its double move or multimove from where it slid
//    (advanced_moves.cpp finds it there), as from where any move ends.
#include <cstdlib>
#include <numeric>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {
namespace {

class SlipSquare final : public FrozenMechanic, public MoveListener, public TypeScope {
 public:
  SlipSquare(const Board& b, SlipSquareParams params) : FrozenMechanic("slip square", b), p_(params) {}

  void declare(Declaration& d) override {
    slip_ = d.attribute({"slip", Scope::kSquare, 0, 2});
    slipper_ = d.attribute({"slipper", Scope::kSquare, 0, 32767, true});
  }

  bool owns(const Action& a) const override { return is_ability(a, kSlip); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  unsigned refused_types() const override { return 0; }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square s) {
      if (p.at(s).kind() != kAssassin || placed(p, s) >= p_.limit) return;
      targets(p, s).for_each([&](Square t) { out.push_back(Action::ability_use(kSlip, s, t)); });
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size() || p.at(a.from).kind() != kAssassin) return kNoSuchAction;
    if (!targets(p, a.from).contains(a.to)) return clause::kAssassinSlipSquare;  // "at any square in movement range"
    return placed(p, a.from) >= p_.limit ? clause::kAssassinSlipLimit : Refusal{};
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    p.set_attribute(slip_, a.to, p.at(a.from).side() == Side::kWhite ? 1 : 2);
    p.set_attribute(slipper_, a.to, static_cast<int>(p.id_at(a.from)));
    fire(trace, clause::kAssassinSlipSquare);
    fire(trace, clause::kAssassinSlipLimit);
    fire(trace, clause::kChangelogAssassinSlip);
  }

  // "unit landing on it moves forward N/3 sq in direction of move"
  void moved(Position& p, const Moved& m, Trace* trace) const override {
    if (p.marked(slip_).empty() || p.attribute(slip_, m.to) == 0 || m.route.ranged) return;
    if (p.empty(m.to) || p.id_at(m.to) != m.unit) return;  // it died on its way
    const Geometry& g = board().geometry();
    int n = 0, df = 0, dr = 0;
    if (m.route.line != Line::kNone) {
      board().movement().passed(m.from, m.route, m.kind, [&](Square) { ++n; });
      ++n;  // the slip square itself
      const Square last = m.route.turns ? static_cast<Square>(m.route.turn_at[m.route.turns - 1]) : m.from;
      df = (file_of(m.to) > file_of(last)) - (file_of(m.to) < file_of(last));
      dr = (rank_of(m.to) > rank_of(last)) - (rank_of(m.to) < rank_of(last));
    } else {
      df = file_of(m.to) - file_of(m.from), dr = rank_of(m.to) - rank_of(m.from);
      n = std::max(std::abs(df), std::abs(dr));
      const int d = std::gcd(std::abs(df), std::abs(dr));
      if (d > 0) df /= d, dr /= d;
    }
    const int k = p_.rounding == Rounding::kFloor ? n / 3 : p_.rounding == Rounding::kCeil ? (n + 2) / 3 : (n + 1) / 3;
    fire(trace, clause::kAssassinSlipSquare);
    fire(trace, clause::kChangelogAssassinSlip);
    Square at = m.to;
    int made = 0;
    for (; made < k; ++made) {
      std::optional<Square> next = g.step(at, df, dr);
      if (!next || !p.empty(*next) || board().movement().ground().walled(p, *next)) break;
      at = *next;
    }
    const Square slip = m.to;
    if (made < k && p_.cancel_if_blocked) at = m.to;
    if (p_.spent_on_use) {
      p.set_attribute(slip_, slip, 0);
      p.set_attribute(slipper_, slip, 0);
    }
    if (at != m.to) variant().carry(p, Step{m.unit, m.to, at, Carried::kPushed}, trace);
  }

  // assassin.slip-lifetime = stays: the slip square stays, its dead assassin has none any more.
  void removed(Position& p, Unit& victim, const Removal&, Trace*) const override {
    if (victim.piece.kind() != kAssassin) return;
    p.marked(slipper_).for_each([&](Square s) {
      if (p.attribute(slipper_, s) == static_cast<int>(victim.id)) p.set_attribute(slipper_, s, 0);
    });
  }

  std::vector<std::string_view> clauses() const override {
    return {clause::kAssassinSlipSquare, clause::kAssassinSlipLimit, clause::kChangelogAssassinSlip};
  }

 private:
  // The empty squares the assassin on s could move to that are no slip square yet.
  SquareSet targets(const Position& p, Square s) const {
    SquareSet out;
    board().movement().routes(p, s, kAssassin, p.at(s).side(), board().ranges(p, s), [&](const Route& r) {
      if (!r.onto_unit && p.empty(r.to) && p.attribute(slip_, r.to) == 0) out.insert(r.to);
    });
    return out;
  }
  int placed(const Position& p, Square s) const {
    int n = 0;
    const int id = static_cast<int>(p.id_at(s));
    p.marked(slipper_).for_each([&](Square q) { n += p.attribute(slipper_, q) == id; });
    return n;
  }

  const SlipSquareParams p_;
  int slip_ = -1, slipper_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> slip_square(const Board& b, SlipSquareParams params) {
  return std::make_unique<SlipSquare>(b, params);
}

}  // namespace arbiter::frozenchess13
