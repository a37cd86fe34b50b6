// Variant `quadrant12` (model/quadrant12/document.txt): the twelve family's board, diagram and mechanics
// (model/shared12/twelve_variant.h; board.black-setup = mirror: death squares with the sacrifice and the
// activation when empty, Empower and guards, the double move with Knight's Leap and Bishop Bounce, Rook Push,
// the jester whose explosion clears walls and death squares and checkmates the kings in it at once, kings
// exchange, pawns, game end) and its own mechanics, one file each here (mechanics.h): the rest after a double
// move, walls, rotations (Rotate4/9/16), SwapShotAny, the bonus quadrants (perks 1-4) and the capture range.
// Its interpretation points (interpretation.cpp) are read from the profile: shared12::Options::quadrant12 sets
// the family's readings, and the own mechanics take theirs as parameters.
#include "model/quadrant12/quadrant12.h"
#include "model/quadrant12/mechanics.h"

#include "model/shared12/clauses.h"
#include "model/shared12/twelve_variant.h"

namespace arbiter::quadrant12 {

Result<std::shared_ptr<const Variant>> make_quadrant12(const Profile& profile) {
  auto chosen = read_interpretation(interpretation_table(), profile);
  if (!chosen) return Error{chosen.error()};
  shared12::Options options = shared12::Options::quadrant12(*chosen);
  std::vector<AttributeDef> state = {
      {"wall", Scope::kSquare, 0, 4},     // walling.duration = own-side-moves
      {"captures", Scope::kPiece, 0, 5},  // capture-range.reduction
      {"rest", Scope::kPiece, 0, 1},      // double-move.rest
      {"halved", Scope::kPiece, 0, 10}};  // quadrant.perk-capture-range-halved
  // Its own mechanics (mechanics.h), placed among the family's (twelve_variant.h).
  shared12::OwnMechanics own;
  own.rest = rest;
  own.walls = walls;
  const bool own_kind = chosen->is("swapshot.kind-immunity", "allowed");
  own.actions = {rotation, [own_kind](const shared12::Rules& r) { return swapshot(r, own_kind); }};
  own.quadrants = quadrants;
  const bool once = chosen->is("capture-range.cumulative", "once");
  const bool captures_only = chosen->is("capture-range.scope", "captures-only");
  own.slides = [once, captures_only](const shared12::Rules& r) { return capture_range(r, once, captures_only); };
  return std::shared_ptr<const Variant>(std::make_shared<shared12::TwelveVariant>(
      "quadrant12", profile, options, std::move(state), own,
      shared12::clause::with_shared(shared12::clause::kQuadrant12Only)));
}

}  // namespace arbiter::quadrant12
