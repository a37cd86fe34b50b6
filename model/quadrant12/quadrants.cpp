// Quadrants (quadrant12): "the board is composed of 4 quadrants, 6x6 each, where if a side has a majority in
// non-pawn piece numbers(excludes kings/pawns, includes the arriving enemy/friendly units at the moment of
// move)) it gains the following perks: 1.Enemy doublemoves cannot end inside the bonus quadrant on the end of
// their double move, even if they normally can. Enemy Knight leapcapture and Rook Push is prohibited.
// 2.Death Squares on the bonus quadrant can be passed over without paralysis(landing is still death).
// 3.Capture Range reduction for friendly pieces is halved(1 square range reduction), if capture is inside the
// bonus quadrant."
//
// Points (model/quadrant12/rules.xml), defaults: quadrant.majority-moment = after-move (the count is taken on
// the position the move produces); quadrant.majority-threshold = more-than-opponent (strictly more non-pawn
// non-king pieces than the other side; a tie gives nobody perks); quadrant.perk-beneficiary =
// majority-side-only; quadrant.location-test = target-square (the leapt-over or pushed unit's square decides);
// quadrant.double-move-end-scope = final-square-any-double-move; quadrant.perk-pass-double-move =
// double-move-still-ends (only the paralysis is lifted). Perk 4: "4.Walls inside the bonus quadrant can be
// leaped over by knight moves of knight-move capable units, and crossed over by bishop-move capable units if
// the crossing path avoids wall squares(i.e. pathsquares don't land on the wallsquares)."; quadrant.wall-perk-scope
// = wall-inside: each wall square of the bonus quadrant is ignored by the majority side's knight moves (leap)
// and bishop moves (squeezing between walls, touching them), wherever the move starts or ends (walls.cpp).
//
// The bonus quadrants are a quadrant12 mechanic: perk 1 refuses on the position after an action
// (forbids_result); perks 2-4 act inside the family's steps and walls, which ask it through
// shared12::BonusQuadrants.
#include <array>

#include "model/quadrant12/mechanics.h"
#include "model/shared12/clauses.h"
#include "model/shared12/mechanics/mechanics.h"

namespace arbiter::quadrant12 {

using namespace shared12;

namespace {

// The squares of each quadrant of the 12x12 board.
const SquareSet& quadrant_squares(int q) {
  static const auto masks = [] {
    std::array<SquareSet, 4> m;
    for (int f = 0; f < 12; ++f)
      for (int r = 0; r < 12; ++r) m[quadrant_of(make_square(f, r))].insert(make_square(f, r));
    return m;
  }();
  return masks[q];
}

class Quadrants final : public HookedMechanic<BonusQuadrants> {
 public:
  explicit Quadrants(const Rules& r) : HookedMechanic("quadrants", r) {}

  Refusal forbids_result(const Position& before, const Action& a, const Position& after) const override {
    return forbids_after(before, a, after);
  }

  // quadrant.majority: the side with strictly more non-pawn non-king pieces in the quadrant of sq is `side`.
  bool bonus_quadrant(const Position& p, Square sq, Side side) const override {
    int q = quadrant_of(sq);
    int ours = 0, theirs = 0;
    (p.occupied() & quadrant_squares(q)).for_each([&](Square s) {
      Piece u = p.at(s);
      if (u.kind() == kPawn || u.kind() == kKing) return;
      (u.side() == side ? ours : theirs) += 1;
    });
    return ours > theirs;
  }

  // Perk 1, judged on the position `after` the action (quadrant.majority-moment = after-move). Returns the
  // clause that forbids the action, or an empty view.
  std::string_view forbids_after(const Position& before, const Action& a, const Position& after) const override {
        if (a.type != ActionType::kMove && a.type != ActionType::kAbility) return {};
    if (a.type == ActionType::kAbility && a.ability != kLeap && a.ability != kPush && a.ability != kPushFirst &&
        a.ability != kPushBoth)
      return {};
    Side us = before.side_to_move();
    Side them = ~us;
    auto [landings, victim] = decode_landings(a);
    // quadrant.perk-no-enemy-leap-capture: the unit leapt over and captured stands in the enemy's bonus quadrant.
    if (a.type == ActionType::kAbility && a.ability == kLeap && victim != kNoSquare && bonus_quadrant(after, victim, them))
      return clause::kQuadrantPerkNoEnemyLeapCapture;
    // quadrant.perk-no-enemy-rook-push: the pushed unit (the square ahead of the pushing landing) stands in it.
    if (a.type == ActionType::kAbility && a.ability != kLeap) {
      size_t steps = landings.size() - 1;
      for (size_t i = 1; i <= steps; ++i) {
        bool pushes = a.ability == kPushBoth || (a.ability == kPush && i == steps) || (a.ability == kPushFirst && i == 1);
        if (!pushes) continue;
        int d = rules().line_direction(landings[i - 1], landings[i]);
        if (d < 0 || rules().geometry().ray(landings[i], d).length == 0) continue;
        Square pushed = rules().geometry().ray(landings[i], d).squares[0];
        if (bonus_quadrant(after, pushed, them)) return clause::kQuadrantPerkNoEnemyRookPush;
      }
    }
    // quadrant.perk-no-enemy-double-move-end: a double move (two landings, captures within it included) may not
    // finish inside the enemy's bonus quadrant.
    if (landings.size() == 3 && bonus_quadrant(after, landings.back(), them))
      return clause::kQuadrantPerkNoEnemyDoubleMoveEnd;
    return {};
  }

  // Perk 4 (quadrant.wall-perk-scope = wall-inside, quadrant.perk-beneficiary = majority-side-only,
  // quadrant.majority-moment = after-move): the wall square lies in the bonus quadrant of the mover's side, counted
  // on the position after the move (the mover on `to`, the unit captured there and a leapt-over victim gone).
  bool wall_perk(const Position& p, Square wall, Square from, Square to, Square victim) const override {
    if (p.empty(from)) return false;
    const int q = quadrant_of(wall);
    const Piece mover = p.at(from);
    const Side side = mover.side();
    auto counted = [](Piece u) { return u.kind() != kPawn && u.kind() != kKing; };
    int ours = 0, theirs = 0;
    (p.occupied() & quadrant_squares(q)).for_each([&](Square s) {
      if (s == from || s == to || s == victim) return;
      Piece u = p.at(s);
      if (counted(u)) (u.side() == side ? ours : theirs) += 1;
    });
    if (quadrant_of(to) == q && counted(mover)) ++ours;
    return ours > theirs;
  }

  void fire_wall_perks(const Position& p, Square from, Square to, Trace* trace) const override {
    if (trace == nullptr || p.empty(from)) return;
    if (rules().knight_geometry(from, to)) {
      if (p.at(from).kind() == kJester) return;  // walling.jester-leap: no perk needed
      for (Square s : rules().leap_path(from, to))
        if (rules().is_wall(p, s)) {
          fire(trace, clause::kQuadrantPerkKnightLeapWalls);
          return;
        }
      return;
    }
    int d = rules().line_direction(from, to);
    if (d >= 0 && is_diagonal(d) && !rules().line_open(p, from, to, 16, false) && rules().line_open(p, from, to, 16))
      fire(trace, clause::kQuadrantPerkBishopCrossWalls);
  }

  // Perk 2: whether every death square the step from -> to passed lies in the mover's bonus quadrant (judged on
  // `after`, the position after the step; the squares passed over are unchanged by it).
  bool death_pass_exempt(const Position& after, Square from, Square to, Side side) const override {
        bool any = false;
    auto check = [&](Square s) {
      if (!rules().is_death(after, s)) return true;
      any = true;
      return bonus_quadrant(after, s, side);
    };
    if (rules().knight_geometry(from, to)) {
      for (Square s : rules().leap_path(from, to))
        if (!check(s)) return false;
      return any;
    }
    int d = rules().line_direction(from, to);
    if (d < 0) return false;
    for (uint8_t s : rules().geometry().ray(from, d).span()) {
      if (s == to) break;
      if (!check(s)) return false;
    }
    return any;
  }
};

}  // namespace

std::unique_ptr<HookedMechanic<BonusQuadrants>> quadrants(const Rules& r) { return std::make_unique<Quadrants>(r); }

}  // namespace arbiter::quadrant12
