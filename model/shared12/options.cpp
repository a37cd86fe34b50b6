// The twelve family's Options (options.h), filled from a variant's chosen options (read_interpretation against
// model/deathsquare12/interpretation.cpp or model/quadrant12/interpretation.cpp). Only the points that change
// a setting are read here; every other point has only its default implemented, which the reader enforces.
// The points both catalogs name alike are read once, in read_shared; where the two catalogs name a point's
// options differently (each catalog is the source of its own names), each variant reads its own names.
#include "model/shared12/clauses.h"
#include "model/shared12/options.h"

namespace arbiter::shared12 {
namespace {

// Points with the same id and the same option ids in model/deathsquare12/rules.xml and
// model/quadrant12/rules.xml (their defaults may differ: double-move.return).
void read_shared(const ChosenOptions& c, Options& o) {
  using PawnLossVsMate = AllPawnsLost::Readings::PawnLossVsMate;
  using Simultaneous = AllPawnsLost::Readings::Simultaneous;
  o.death.pawns = c.is("death-square.pawns", "pawns-included");
  o.death.paralysis_lifted = c.is("death-square.paralysis-no-other-move", "paralysis-lifted");
  o.empower.replaces = c.is("empower.adds-or-replaces", "replaces");
  o.steps.specials_by_movement = c.is("specials.by-kind", "by-movement");
  o.captures.kind_by_movement = c.is("kind-immunity.kind-basis", "movement-kind");
  o.double_move.pawns = c.is("double-move.pawns", "pawns-double-move");
  o.double_move.return_allowed = c.is("double-move.return", "allowed");
  o.push.full_paralysis = c.is("rook-push.push-paralysis-scope", "full-paralysis-next-move");
  o.push.death_continues = c.is("rook-push.death-in-double-move", "second-step-without-push");
  o.push.after_capture = c.is("rook-push.after-capture", "push-allowed");
  o.jester.leap_immobilize_friendly = c.is("jester.leap-immobilize-friendly", "all-units");
  o.jester.guarded_capturable = c.is("jester.explosion-bypass", "guarded-jester-capturable");
  o.check.orthodox = c.is("king.check-legality", "orthodox-check");
  o.end.readings.pawn_loss_vs_mate = c.select<PawnLossVsMate>("game-end.pawn-loss-vs-checkmate", {
      {"mover-loses", PawnLossVsMate::kMoverLoses},
      {"mover-wins", PawnLossVsMate::kMoverWins},
      {"draw", PawnLossVsMate::kDraw}});
  o.end.readings.simultaneous = c.select<Simultaneous>("game-end.simultaneous-loss", {
      {"draw", Simultaneous::kDraw},
      {"capturer-wins", Simultaneous::kActingSideWins},
      {"capturer-loses", Simultaneous::kActingSideLoses}});
}

}  // namespace

Options Options::deathsquare12(const ChosenOptions& c) {
  using Recapture = DeathSquares::Params::Recapture;
  using LeapOver = DeathSquares::Params::LeapOver;
  using LeapPaths = Rules::Params::LeapPaths;
  using PushBlocked = RookPush::Params::Blocked;
  using Blast = Jester::Params::Blast;
  Options o;
  read_shared(c, o);
  o.setup.eleven_pawns = c.is("board.pawn-row", "eleven-pawns-gap-empty");
  o.setup.rotate_black = c.is("board.black-setup", "rotate");
  o.death.recapture = c.select<Recapture>("death-square.recapture", {
      {"capturer-survives", Recapture::kCapturerSurvives},
      {"capturer-dies", Recapture::kCapturerDies},
      {"activates-when-empty", Recapture::kActivatesWhenEmpty}});
  o.death.permanent = c.is("death-square.permanence", "permanent");
  o.death.any_arrival = c.is("death-square.displacement", "any-arrival");
  o.death.leap_over = c.select<LeapOver>("death-square.leap-over", {
      {"leapers-exempt", LeapOver::kExempt},
      {"any-path-square", LeapOver::kAnyPath},
      {"all-paths-blocked", LeapOver::kAllPaths}});
  o.death.paralysis_plies = c.is("death-square.paralysis-duration", "plies");
  o.jester.blast_death_squares = c.is("jester.explosion-death-squares", "victims-squares-too");
  o.exchange.is_capture = c.is("king.exchange-removal", "capture");
  o.empower.all_units = c.is("empower.protector-count", "all-units");
  o.push.guarded_illegal = c.is("rook-push.off-board-guarded", "all-enemy-kills");
  o.exchange.moves_then_dies = c.is("swap.king-exchange-cost", "moves-then-dies");
  o.exchange.after = c.is("king.exchange-target", "after-exchange");
  o.double_move.empower_turn_start = c.is("double-move.empowered-steps", "turn-start");
  o.double_move.any_second_step_capture = c.is("double-move.capture-other-pieces", "any-second-step");
  o.steps.leap_paths = c.select<LeapPaths>("knights-leap.paths", {
      {"l-paths", LeapPaths::kL},
      {"orthogonal-leg", LeapPaths::kLeg},
      {"line-crossed", LeapPaths::kLine}});
  o.push.blocked = c.select<PushBlocked>("rook-push.blocked", {
      {"no-push", PushBlocked::kNoPush},
      {"chain-push", PushBlocked::kChain},
      {"crush", PushBlocked::kCrush}});
  o.jester.borrow_guards_sense = c.is("jester.borrow-lenders", "guards-sense");
  o.jester.immobilize_plies = c.is("jester.immobilize-duration", "leap-two-plies");
  o.jester.presence_lasts = c.is("jester.immobilize-duration", "both-two-owner-moves");
  o.jester.blast = c.select<Blast>("jester.explosion-scope", {
      {"all-in-3x3", Blast::kAll},
      {"all-but-capturer", Blast::kAllButCapturer},
      {"capturing-side-only", Blast::kCapturingSide}});
  o.jester.blast_kings = c.is("jester.explosion-kings", "king-dies-owner-loses");
  o.pawns.diagonal_capture = c.is("pawn.capture-mode", "diagonal-forward");
  o.pawns.edge_files = c.is("promotion.arrival", "edge-files");
  o.pawns.last_file_transforms = c.is("promotion.capture-on-last-rank", "transformation");
  o.end.readings.repetition_board_only = c.is("game-end.repetition-status", "board-only");
  o.end.stalemate_ordinary_only = c.is("game-end.cannot-move", "ordinary-moves-only");
  return o;
}

Options Options::quadrant12(const ChosenOptions& c) {
  using LeapPaths = Rules::Params::LeapPaths;
  using MatePrecedence = Jester::Params::MatePrecedence;
  Options o;
  // quadrant12's rules where they differ from deathsquare12's without a point.
  o.jester.blast_clears = true;                                              // jester.explosion-clears
  o.death.recapture = DeathSquares::Params::Recapture::kActivatesWhenEmpty;  // death-square.activation
  o.death.permanent = false;                                                 // death-square.sacrifice-removes
  o.death.consumed_clause = clause::kDeathSquareSacrificeRemoves;
  o.death.activation_clause = clause::kDeathSquareActivation;
  read_shared(c, o);
  o.setup.eleven_pawns = c.is("board.pawn-row", "gap-at-i");
  o.death.any_arrival = c.is("death-square.displacement", "every-arrival-lands");
  o.empower.all_units = c.is("empower.protector-count", "all-protectors");
  o.steps.leap_paths = c.select<LeapPaths>("knights-leap.paths", {
      {"both-l-paths", LeapPaths::kL},
      {"leg-square", LeapPaths::kLeg}});
  o.jester.borrow_enemy_only = c.is("jester.attacking-scope", "enemy-attackers");
  o.jester.immobilize_plies = c.is("jester.immobilize-duration", "plies");
  o.jester.presence_lasts = c.is("jester.immobilize-duration", "presence-also-2-moves");
  o.jester.blast_mates = c.is("jester.instant-checkmate", "king-death-wins");
  o.jester.mate_precedence = c.select<MatePrecedence>("jester.instant-checkmate-precedence", {
      {"own-king-first", MatePrecedence::kOwnKingFirst},
      {"mate-first", MatePrecedence::kMateFirst},
      {"mate-first-even-own-king", MatePrecedence::kMateFirstEvenOwnKing}});
  o.pawns.diagonal_capture = c.is("pawn.capture-mode", "orthodox-diagonal");
  o.pawns.last_file_transforms = c.is("promotion.capture-on-last-rank", "transform");
  return o;
}

}  // namespace arbiter::shared12
