// deathsquare12 as a list of mechanics: the twelve family's (model/shared12/mechanics/) with its swap places
// (swap.cpp), on the family's board and diagram (model/shared12/twelve_variant.h). Each mechanic reads from the
// profile the points both catalogs of the family name alike (its Params::read); the points this catalog names
// its own way, or has alone, are read here (read_* below), its catalog being the source of their option names.
#include "model/deathsquare12/deathsquare12.h"

#include "model/deathsquare12/clauses.h"
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

namespace arbiter::deathsquare12 {
namespace {

using namespace shared12;

TwelveVariant::Setup read_setup(const ChosenOptions& c) {
  TwelveVariant::Setup s;
  s.eleven_pawns = c.is("board.pawn-row", "eleven-pawns-gap-empty");
  s.rotate_black = c.is("board.black-setup", "rotate");
  return s;
}

Rules::Params read_steps(const ChosenOptions& c) {
  using LeapPaths = Rules::Params::LeapPaths;
  Rules::Params r = Rules::Params::read(c);
  r.leap_paths = c.select<LeapPaths>("knights-leap.paths", {
      {"l-paths", LeapPaths::kL}, {"orthogonal-leg", LeapPaths::kLeg}, {"line-crossed", LeapPaths::kLine}});
  return r;
}

DeathSquares::Params read_death_squares(const ChosenOptions& c) {
  using Recapture = DeathSquares::Params::Recapture;
  using LeapOver = DeathSquares::Params::LeapOver;
  DeathSquares::Params d = DeathSquares::Params::read(c);
  d.recapture = c.select<Recapture>("death-square.recapture", {
      {"capturer-survives", Recapture::kCapturerSurvives},
      {"capturer-dies", Recapture::kCapturerDies},
      {"activates-when-empty", Recapture::kActivatesWhenEmpty}});
  d.permanent = c.is("death-square.permanence", "permanent");
  d.any_arrival = c.is("death-square.displacement", "any-arrival");
  d.leap_over = c.select<LeapOver>("death-square.leap-over", {
      {"leapers-exempt", LeapOver::kExempt}, {"any-path-square", LeapOver::kAnyPath}, {"all-paths-blocked", LeapOver::kAllPaths}});
  d.paralysis_plies = c.is("death-square.paralysis-duration", "plies");
  return d;
}

Jester::Params read_jester(const ChosenOptions& c) {
  using Blast = Jester::Params::Blast;
  Jester::Params j = Jester::Params::read(c);
  j.blast_death_squares = c.is("jester.explosion-death-squares", "victims-squares-too");
  j.borrow_guards_sense = c.is("jester.borrow-lenders", "guards-sense");
  j.immobilize_plies = c.is("jester.immobilize-duration", "leap-two-plies");
  j.presence_lasts = c.is("jester.immobilize-duration", "both-two-owner-moves");
  j.blast = c.select<Blast>("jester.explosion-scope", {
      {"all-in-3x3", Blast::kAll}, {"all-but-capturer", Blast::kAllButCapturer}, {"capturing-side-only", Blast::kCapturingSide}});
  j.blast_kings = c.is("jester.explosion-kings", "king-dies-owner-loses");
  return j;
}

RookPush::Params read_rook_push(const ChosenOptions& c) {
  using Blocked = RookPush::Params::Blocked;
  RookPush::Params r = RookPush::Params::read(c);
  r.guarded_illegal = c.is("rook-push.off-board-guarded", "all-enemy-kills");
  r.blocked = c.select<Blocked>("rook-push.blocked", {
      {"no-push", Blocked::kNoPush}, {"chain-push", Blocked::kChain}, {"crush", Blocked::kCrush}});
  return r;
}

Protection::Params read_protection(const ChosenOptions& c) {
  Protection::Params e = Protection::Params::read(c);
  e.all_units = c.is("empower.protector-count", "all-units");
  return e;
}

Pawns::Params read_pawns(const ChosenOptions& c) {
  Pawns::Params p;
  p.promotion_kinds = c.kind_list("promotion.last-file", "choices", twelve_army());
  p.transform_from = c.kinds("pawn.transform-by-capture", "captured", twelve_army());
  p.diagonal_capture = c.is("pawn.capture-mode", "diagonal-forward");
  p.edge_files = c.is("promotion.arrival", "edge-files");
  p.last_file_transforms = c.is("promotion.capture-on-last-rank", "transformation");
  return p;
}

DoubleMove::Params read_double_move(const ChosenOptions& c) {
  DoubleMove::Params d = DoubleMove::Params::read(c);
  d.empower_turn_start = c.is("double-move.empowered-steps", "turn-start");
  d.any_second_step_capture = c.is("double-move.capture-other-pieces", "any-second-step");
  return d;
}

KingsExchangeParams read_kings_exchange(const ChosenOptions& c) {
  KingsExchangeParams e;
  e.is_capture = c.is("king.exchange-removal", "capture");
  e.moves_then_dies = c.is("swap.king-exchange-cost", "moves-then-dies");
  e.after = c.is("king.exchange-target", "after-exchange");
  return e;
}

GameEndParams read_game_end(const ChosenOptions& c) {
  GameEndParams e = GameEndParams::read(c);
  e.readings.repetition_board_only = c.is("game-end.repetition-status", "board-only");
  e.stalemate_ordinary_only = c.is("game-end.cannot-move", "ordinary-moves-only");
  return e;
}

class DeathSquare12 final : public TwelveVariant {
 public:
  DeathSquare12(const Profile& profile, const ChosenOptions& c)
      : TwelveVariant("deathsquare12", profile, read_setup(c), read_steps(c), {},
                      clause::with_shared(clause::kDeathSquare12Only)) {
    const Rules& r = rules();
    FamilyMechanics steps;  // the mechanics the family's steps ask, named as they are added
    // The unit's state, then the shape of the action: the first that forbids names the clause.
    add(shared12::king(r));
    steps.death = &add(std::make_unique<DeathSquares>(r, read_death_squares(c)));  // paralysis
    steps.jester = &add(std::make_unique<Jester>(r, read_jester(c)));              // immobilisation
    steps.push = &add(std::make_unique<RookPush>(r, read_rook_push(c)));
    steps.captures = &add(std::make_unique<Captures>(r, Captures::Params::read(c)));
    steps.protection = &add(std::make_unique<Protection>(r, read_protection(c)));  // refuses nothing
    steps.pawns = &add(std::make_unique<Pawns>(r, read_pawns(c)));                 // refuses nothing
    // The actions.
    steps.double_move = &add(std::make_unique<DoubleMove>(r, read_double_move(c)));
    add(shared12::kings_exchange(r, read_kings_exchange(c)));
    add(deathsquare12::swap(r, SwapRules::read(c)));
    add(shared12::no_other_move(r));
    // The position after an action, and the verdict (which asks the jester's readings of its blast).
    steps.check = &add(std::make_unique<Check>(r, Check::Params::read(c)));
    add(shared12::game_end(r, read_game_end(c), steps.jester->params()));
    compose();
    rules_->set_mechanics(steps);
  }
};

}  // namespace

Result<std::shared_ptr<const Variant>> make_deathsquare12(const Profile& profile) {
  auto chosen = read_readings_and_values(interpretation_table(), profile);  // options and the document's values
  if (!chosen) return Error{chosen.error()};
  return std::shared_ptr<const Variant>(std::make_shared<DeathSquare12>(profile, *chosen));
}

}  // namespace arbiter::deathsquare12
