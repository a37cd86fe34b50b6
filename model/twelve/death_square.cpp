// Death squares: "squares where pieces were captured become death squares: pieces which land on them die.
// Pieces which moved over a death square, become paralyzed for the next 2 moves ... and their double move
// ends as they pass a death square."
#include "model/twelve/clauses.h"
#include "model/twelve/twelve.h"

namespace arbiter::twelve {

void Rules::make_death_square(Position& p, Square sq, Trace* trace) const {
  if (p.attribute(death_, sq)) return;
  // death-square.recapture = activates-when-empty: pending until no unit stands on it (activate_death_squares).
  p.set_attribute(death_, sq, opt_.recapture == Options::Recapture::kActivatesWhenEmpty ? 2 : 1);
  fire(trace, clause::kDeathSquareCreation);
}

void Rules::activate_death_squares(Position& p) const {
  if (opt_.recapture != Options::Recapture::kActivatesWhenEmpty) return;
  p.marked(death_).for_each([&](Square s) {
    if (p.attribute(death_, s) == 2 && p.empty(s)) p.set_attribute(death_, s, 1);
  });
}

bool Rules::passes_death(const Position& p, Square from, Square to) const {
  if (knight_geometry(from, to)) {  // death-square.leap-over
    if (opt_.leap_over == Options::LeapOver::kExempt) return false;
    const auto& path = leap_path(from, to);
    int hit = 0;
    for (Square s : path) hit += is_death(p, s);
    if (opt_.leap_over == Options::LeapOver::kAnyPath) return hit > 0;
    // all-paths-blocked: each of the two L-paths (or the single leg/line) holds a death square.
    if (opt_.leap_paths != Options::LeapPaths::kL) return hit > 0 && hit == static_cast<int>(path.size());
    bool first = is_death(p, path[0]) || is_death(p, path[1]);
    bool second = is_death(p, path[2]) || is_death(p, path[3]);
    return first && second;
  }
  int d = line_direction(from, to);
  if (d < 0) return false;
  for (uint8_t s : g_->ray(from, d).span()) {
    if (s == to) break;
    if (is_death(p, s)) return true;
  }
  return false;
}

bool Rules::arrive(Position& p, Square sq, bool own_move, Trace* trace) const {
  if (!is_death(p, sq)) return false;
  if (!own_move && !opt_.death_any_arrival) return false;       // death-square.displacement
  if (p.at(sq).kind() == kPawn && !opt_.death_pawns) return false;  // death-square.pawns
  // quadrant.perk-death-square-landing: "landing is still death", in the lander's bonus quadrant too.
  if (has_quadrants() && bonus_quadrant(p, sq, p.at(sq).side())) fire(trace, clause::kQuadrantPerkDeathSquareLanding);
  p.remove(sq);
  fire(trace, clause::kDeathSquareLanding);
  if (!opt_.death_permanent) {  // death-square.permanence = consumed-on-kill; quadrant12's sacrifice
    p.set_attribute(death_, sq, 0);
    if (!opt_.death_consumed_clause.empty()) fire(trace, opt_.death_consumed_clause);
  }
  return true;
}

void Rules::count_down(Position& p, Side mover) const {
  // The turn of `mover` starts: its paralysis, immobilisation and push paralysis run down by one move
  // (with the plies options, every unit's runs down at every ply).
  SquareSet counting = p.marked(paralysis_) | p.marked(immobilized_) | p.marked(push_);
  if (rest_ >= 0) counting = counting | p.marked(rest_);
  counting.for_each([&](Square s) {
    Side side = p.at(s).side();
    if (int v = p.attribute(paralysis_, s); v > 0 && (side == mover || opt_.paralysis_plies)) p.set_attribute(paralysis_, s, v - 1);
    if (int v = p.attribute(immobilized_, s); v > 0 && (side == mover || opt_.immobilize_plies)) p.set_attribute(immobilized_, s, v - 1);
    if (side == mover && p.attribute(push_, s)) p.set_attribute(push_, s, 0);
    if (rest_ >= 0 && side == mover && p.attribute(rest_, s)) p.set_attribute(rest_, s, 0);  // double-move.rest
  });
}

bool Rules::can_move(const Position& p, Square sq) const {
  if (p.attribute(paralysis_, sq) > 0) return false;       // death-square.pass-paralysis
  if (p.attribute(immobilized_, sq) > 0) return false;     // jester.immobilize-leap
  if (opt_.push_full_paralysis && p.attribute(push_, sq)) return false;
  if (rest_ >= 0 && p.attribute(rest_, sq) > 0) return false;  // double-move.rest
  return !presence_immobilized(p, sq);                     // jester.immobilize-presence
}

}  // namespace arbiter::twelve
