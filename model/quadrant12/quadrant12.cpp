// quadrant12 as a list of mechanics: the twelve family's (model/shared12/mechanics/: death squares with the
// sacrifice and the activation when empty, Empower and guards, the double move with Knight's Leap and Bishop
// Bounce, Rook Push, the jester whose explosion clears walls and death squares and checkmates the kings in it
// at once, kings exchange, pawns, game end) and its own, one file each here (mechanics.h): the rest after a
// double move, walls, rotations (Rotate4/9/16), SwapShotAny, the bonus quadrants (perks 1-4) and the capture
// range; on the family's board and diagram (model/shared12/twelve_variant.h; board.black-setup = mirror).
// Each mechanic reads from the profile the points both catalogs of the family name alike (its Params::read);
// the points this catalog names its own way, or has alone, are read here (read_* below), and so are the
// family's readings that quadrant12's text fixes without a point.
#include "model/quadrant12/quadrant12.h"

#include "model/quadrant12/mechanics.h"
#include "model/shared12/clauses.h"
#include "model/shared12/mechanics/captures.h"
#include "model/shared12/mechanics/check.h"
#include "model/shared12/mechanics/death_squares.h"
#include "model/shared12/mechanics/double_move.h"
#include "model/shared12/mechanics/game_end.h"
#include "model/shared12/mechanics/jester.h"
#include "model/shared12/mechanics/pawns.h"
#include "model/shared12/mechanics/protection.h"
#include "model/shared12/mechanics/rook_push.h"
#include "model/shared12/twelve_variant.h"

namespace arbiter::quadrant12 {
namespace {

using namespace shared12;

TwelveVariant::Setup read_setup(const ChosenOptions& c) {
  TwelveVariant::Setup s;
  s.eleven_pawns = c.is("board.pawn-row", "gap-at-i");
  return s;
}

// quadrant12's own attributes, in the order its FEN writes them, as long as the document's numbers make them.
std::vector<AttributeDef> own_state(const ChosenOptions& c) {
  const CaptureRangeParams k = CaptureRangeParams::read(c);
  return {{"wall", Scope::kSquare, 0, WallParams::read(c).plies},                      // walling.duration
          {"captures", Scope::kPiece, 0, k.captures_to_minimum(k.reduction)},          // capture-range.reduction
          {"rest", Scope::kPiece, 0, 1},                                               // double-move.rest
          {"halved", Scope::kPiece, 0, k.captures_to_minimum(k.halved_reduction)}};  // quadrant.perk-capture-range-halved
}

Rules::Params read_steps(const ChosenOptions& c) {
  using LeapPaths = Rules::Params::LeapPaths;
  Rules::Params r = Rules::Params::read(c);
  r.leap_paths = c.select<LeapPaths>("knights-leap.paths", {{"both-l-paths", LeapPaths::kL}, {"leg-square", LeapPaths::kLeg}});
  return r;
}

DeathSquares::Params read_death_squares(const ChosenOptions& c) {
  DeathSquares::Params d = DeathSquares::Params::read(c);
  d.recapture = DeathSquares::Params::Recapture::kActivatesWhenEmpty;  // death-square.activation
  d.permanent = false;                                                 // death-square.sacrifice-removes
  d.consumed_clause = clause::kDeathSquareSacrificeRemoves;
  d.activation_clause = clause::kDeathSquareActivation;
  d.any_arrival = c.is("death-square.displacement", "every-arrival-lands");
  return d;
}

Jester::Params read_jester(const ChosenOptions& c) {
  using MatePrecedence = Jester::Params::MatePrecedence;
  Jester::Params j = Jester::Params::read(c);
  j.blast_clears = true;  // jester.explosion-clears
  j.borrow_enemy_only = c.is("jester.attacking-scope", "enemy-attackers");
  j.immobilize_plies = c.is("jester.immobilize-duration", "plies");
  j.presence_lasts = c.is("jester.immobilize-duration", "presence-also-2-moves");
  j.blast_mates = c.is("jester.instant-checkmate", "king-death-wins");
  j.mate_precedence = c.select<MatePrecedence>("jester.instant-checkmate-precedence", {
      {"own-king-first", MatePrecedence::kOwnKingFirst},
      {"mate-first", MatePrecedence::kMateFirst},
      {"mate-first-even-own-king", MatePrecedence::kMateFirstEvenOwnKing}});
  return j;
}

Protection::Params read_protection(const ChosenOptions& c) {
  Protection::Params e = Protection::Params::read(c);
  e.all_units = c.is("empower.protector-count", "all-protectors");
  return e;
}

Pawns::Params read_pawns(const ChosenOptions& c) {
  Pawns::Params p;
  p.promotion_kinds = c.kind_list("promotion.last-file", "choices", twelve_army());
  p.transform_from = c.kinds("pawn.transform-by-capture", "captured", twelve_army());
  p.diagonal_capture = c.is("pawn.capture-mode", "orthodox-diagonal");
  p.last_file_transforms = c.is("promotion.capture-on-last-rank", "transform");
  return p;
}

DoubleMove::Params read_double_move(const ChosenOptions& c) {
  DoubleMove::Params d = DoubleMove::Params::read(c);
  // double-move.return = forbidden: "This includes the piece starting squares": not onto the first leg's path.
  d.return_path_forbidden = !d.return_allowed;
  return d;
}

class Quadrant12 final : public TwelveVariant {
 public:
  Quadrant12(const Profile& profile, const ChosenOptions& c)
      : TwelveVariant("quadrant12", profile, read_setup(c), read_steps(c),
                      own_state(c),
                      clause::with_shared(clause::kQuadrant12Only)) {
    const Rules& r = rules();
    FamilyMechanics steps;  // the mechanics the family's steps ask, named as they are added
    // The unit's state, then the shape of the action: the first that forbids names the clause.
    steps.rest = &add(quadrant12::rest(r));
    steps.walls = &add(quadrant12::walls(r, WallParams::read(c)));
    add(shared12::king(r));
    steps.death = &add(std::make_unique<DeathSquares>(r, read_death_squares(c)));  // paralysis
    steps.jester = &add(std::make_unique<Jester>(r, read_jester(c)));              // immobilisation
    steps.push = &add(std::make_unique<RookPush>(r, RookPush::Params::read(c)));
    steps.captures = &add(std::make_unique<Captures>(r, Captures::Params::read(c)));
    steps.protection = &add(std::make_unique<Protection>(r, read_protection(c)));  // refuses nothing
    steps.pawns = &add(std::make_unique<Pawns>(r, read_pawns(c)));                 // refuses nothing
    // The actions.
    steps.double_move = &add(std::make_unique<DoubleMove>(r, read_double_move(c)));
    add(shared12::kings_exchange(r, {}));
    add(quadrant12::rotation(r, RotationParams::read(c)));
    add(quadrant12::swapshot(r, SwapShotParams::read(c)));
    add(shared12::no_other_move(r));
    // The position after an action, and the verdict (which asks the jester's readings of its blast).
    steps.check = &add(std::make_unique<Check>(r, Check::Params::read(c)));
    steps.quadrants = &add(quadrant12::quadrants(r));                           // perk 1
    steps.slides = &add(quadrant12::capture_range(r, CaptureRangeParams::read(c)));
    add(shared12::game_end(r, GameEndParams::read(c), steps.jester->params()));
    compose();
    rules_->set_mechanics(steps);
  }
};

}  // namespace

Result<std::shared_ptr<const Variant>> make_quadrant12(const Profile& profile) {
  auto chosen = read_readings_and_values(interpretation_table(), profile);  // options and the document's values
  if (!chosen) return Error{chosen.error()};
  return std::shared_ptr<const Variant>(std::make_shared<Quadrant12>(profile, *chosen));
}

}  // namespace arbiter::quadrant12
