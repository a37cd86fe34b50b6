#include "model/shared12/mechanics/death_squares.h"

#include "model/shared12/clauses.h"
#include "model/shared12/mechanics/fallback.h"

namespace arbiter::shared12 {

DeathSquares::Params DeathSquares::Params::read(const ChosenOptions& c) {
  Params d;
  d.pawns = c.is("death-square.pawns", "pawns-included");
  d.paralysis_lifted = c.is("death-square.paralysis-no-other-move", "paralysis-lifted");
  return d;
}

void DeathSquares::make(Position& p, Square sq, Trace* trace) const {
  const int death = rules().death_attr();
  if (p.attribute(death, sq)) return;
  // death-square.recapture = activates-when-empty: pending until no unit stands on it (activate).
  p.set_attribute(death, sq, p_.recapture == Params::Recapture::kActivatesWhenEmpty ? 2 : 1);
  fire(trace, clause::kDeathSquareCreation);
}

void DeathSquares::activate(Position& p) const {
  if (p_.recapture != Params::Recapture::kActivatesWhenEmpty) return;
  const int death = rules().death_attr();
  p.marked(death).for_each([&](Square s) {
    if (p.attribute(death, s) == 2 && p.empty(s)) p.set_attribute(death, s, 1);
  });
}

bool DeathSquares::passes(const Position& p, Square from, Square to) const {
  const Rules& r = rules();
  if (r.knight_geometry(from, to)) {  // death-square.leap-over
    if (p_.leap_over == Params::LeapOver::kExempt) return false;
    const auto& path = r.leap_path(from, to);
    int hit = 0;
    for (Square s : path) hit += r.is_death(p, s);
    if (p_.leap_over == Params::LeapOver::kAnyPath) return hit > 0;
    // all-paths-blocked: each of the two L-paths (or the single leg/line) holds a death square.
    if (r.params().leap_paths != Rules::Params::LeapPaths::kL) return hit > 0 && hit == static_cast<int>(path.size());
    bool first = r.is_death(p, path[0]) || r.is_death(p, path[1]);
    bool second = r.is_death(p, path[2]) || r.is_death(p, path[3]);
    return first && second;
  }
  int d = r.line_direction(from, to);
  if (d < 0) return false;
  for (uint8_t s : r.geometry().ray(from, d).span()) {
    if (s == to) break;
    if (r.is_death(p, s)) return true;
  }
  return false;
}

bool DeathSquares::arrive(Position& p, Square sq, bool own_move, Trace* trace) const {
  const Rules& r = rules();
  if (!r.is_death(p, sq)) return false;
  if (!own_move && !p_.any_arrival) return false;           // death-square.displacement
  if (p.at(sq).kind() == kPawn && !p_.pawns) return false;  // death-square.pawns
  // quadrant.perk-death-square-landing: "landing is still death", in the lander's bonus quadrant too.
  if (r.bonus_quadrant(p, sq, p.at(sq).side())) fire(trace, clause::kQuadrantPerkDeathSquareLanding);
  p.remove(sq);
  fire(trace, clause::kDeathSquareLanding);
  if (!p_.permanent) {  // death-square.permanence = consumed-on-kill; quadrant12's sacrifice
    p.set_attribute(r.death_attr(), sq, 0);
    if (!p_.consumed_clause.empty()) fire(trace, p_.consumed_clause);
  }
  return true;
}

Refusal DeathSquares::forbids(const Position& p, const Action& a) const {
  const int attr = rules().paralysis_attr();
  for (Square s : variant().actors(p, a)) {
    if (p.empty(s) || !p.attribute(attr, s)) continue;
    if (is_move(a) && p_.paralysis_lifted && fallback_in_force(variant(), rules(), p)) return {};
    return clause::kDeathSquarePassParalysis;
  }
  return {};
}

std::vector<std::string_view> DeathSquares::clauses() const { return {clause::kDeathSquarePassParalysis}; }

}  // namespace arbiter::shared12
