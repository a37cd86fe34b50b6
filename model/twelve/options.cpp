// The interpretation points of the twelve family, read once from the Profile when a variant is made.
// Each point lists the options implemented; the first one is the catalog's default
// (model/deathsquare12/rules.xml gives the reasons). Points whose other options are not implemented accept
// only their default, and an unimplemented option is an error rather than a silent default.
#include <initializer_list>

#include "model/twelve/twelve.h"

namespace arbiter::twelve {
namespace {

class Reader {
 public:
  Reader(const Profile& p, std::string* error) : profile_(p), error_(error) {}
  // The index of the chosen option among `options` (0 = default).
  int read(const std::string& point, std::initializer_list<const char*> options) {
    std::string chosen = profile_.option(point, *options.begin());
    int i = 0;
    for (const char* o : options) {
      if (chosen == o) return i;
      ++i;
    }
    if (error_ && error_->empty()) {
      // Built with += (GCC 12's -Wrestrict misfires on "literal" + std::string).
      *error_ = "interpretation point ";
      *error_ += point;
      *error_ += ": option \"";
      *error_ += chosen;
      *error_ += "\" is not implemented (implemented:";
      for (const char* o : options) {
        *error_ += ' ';
        *error_ += o;
      }
      *error_ += ")";
    }
    return 0;
  }

 private:
  const Profile& profile_;
  std::string* error_;
};

}  // namespace

Options Options::read(const Profile& profile, std::string* error) {
  Reader r(profile, error);
  Options o;
  o.eleven_pawns = r.read("board.pawn-row", {"twelve-pawns", "eleven-pawns-gap-empty"}) == 1;
  o.rotate_black = r.read("board.black-setup", {"mirror", "rotate"}) == 1;
  o.recapture = static_cast<Recapture>(
      r.read("death-square.recapture", {"capturer-survives", "capturer-dies", "activates-when-empty"}));
  o.death_pawns = r.read("death-square.pawns", {"pawns-included", "pawns-excluded"}) == 0;
  o.death_permanent = r.read("death-square.permanence", {"permanent", "consumed-on-kill"}) == 0;
  o.death_any_arrival = r.read("death-square.displacement", {"any-arrival", "own-move-only"}) == 0;
  o.leap_over = static_cast<LeapOver>(r.read("death-square.leap-over", {"leapers-exempt", "any-path-square", "all-paths-blocked"}));
  r.read("death-square.double-move-intermediate", {"steps-are-moves"});
  r.read("death-square.pass-stop-point", {"step-completes"});
  o.paralysis_plies = r.read("death-square.paralysis-duration", {"owner-moves", "plies"}) == 1;
  o.paralysis_lifted = r.read("death-square.paralysis-no-other-move", {"side-loses", "paralysis-lifted"}) == 1;
  o.blast_death_squares = r.read("jester.explosion-death-squares", {"jester-square-only", "victims-squares-too"}) == 1;
  r.read("jester.explosion-trigger", {"captured-only"});
  o.exchange_is_capture = r.read("king.exchange-removal", {"removal", "capture"}) == 1;
  r.read("protection.definition", {"geometric"});
  o.empower_all_units = r.read("empower.protector-count", {"non-pawn-only", "all-units"}) == 1;
  r.read("empower.derived-protection", {"native-only"});
  o.empower_replaces = r.read("empower.adds-or-replaces", {"adds", "replaces"}) == 1;
  r.read("empower.special-abilities", {"movement-and-capture-only"});
  o.specials_by_movement = r.read("specials.by-kind", {"named-kinds-only", "by-movement"}) == 1;
  o.guarded_push_illegal = r.read("rook-push.off-board-guarded", {"capture-only", "all-enemy-kills"}) == 1;
  o.swap_range = static_cast<SwapRange>(r.read("swap.range", {"anywhere", "adjacent-only", "mutually-reachable"}));
  o.swap_pawns = r.read("swap.pawns", {"pawns-included", "pieces-only"}) == 0;
  o.swap_immobilised = r.read("swap.immobilised", {"swap-forbidden", "swap-allowed"}) == 1;
  o.exchange_moves_then_dies = r.read("swap.king-exchange-cost", {"removed-in-place", "moves-then-dies"}) == 1;
  o.exchange_after = r.read("king.exchange-target", {"before-exchange", "after-exchange"}) == 1;
  o.kind_by_movement = r.read("kind-immunity.kind-basis", {"unit-kind", "movement-kind"}) == 1;
  r.read("double-move.same-piece", {"same-piece"});
  o.empower_turn_start = r.read("double-move.empowered-steps", {"per-step", "turn-start"}) == 1;
  o.pawns_double_move = r.read("double-move.pawns", {"pawns-double-move", "pieces-only"}) == 0;
  o.any_second_step_capture = r.read("double-move.capture-other-pieces", {"knights-bishops-only", "any-second-step"}) == 1;
  r.read("double-move.scope", {"ordinary-moves-only"});
  o.double_move_return = r.read("double-move.return", {"allowed", "forbidden"}) == 0;
  o.leap_paths = static_cast<LeapPaths>(r.read("knights-leap.paths", {"l-paths", "orthogonal-leg", "line-crossed"}));
  r.read("bishop-bounce.meaning", {"name-only"});
  r.read("rook-push.which-units", {"unit-ahead"});
  o.push_blocked = static_cast<PushBlocked>(r.read("rook-push.blocked", {"no-push", "chain-push", "crush"}));
  o.push_full_paralysis = r.read("rook-push.push-paralysis-scope", {"no-rook-capture-next-move", "full-paralysis-next-move"}) == 1;
  o.push_death_continues = r.read("rook-push.death-in-double-move", {"double-move-ends", "second-step-without-push"}) == 1;
  o.push_after_capture = r.read("rook-push.after-capture", {"push-allowed", "no-push-after-capture"}) == 0;
  o.borrow_guards_sense = r.read("jester.borrow-lenders", {"any-protector-or-attacker", "guards-sense"}) == 1;
  r.read("jester.borrow-scope", {"native-moves"});
  o.leap_immobilize_friendly = r.read("jester.leap-immobilize-friendly", {"all-units", "enemies-only"}) == 0;
  int duration = r.read("jester.immobilize-duration", {"leap-two-owner-moves", "leap-two-plies", "both-two-owner-moves"});
  o.immobilize_plies = duration == 1;
  o.presence_lasts = duration == 2;
  o.blast = static_cast<Blast>(r.read("jester.explosion-scope", {"all-in-3x3", "all-but-capturer", "capturing-side-only"}));
  o.blast_kings = r.read("jester.explosion-kings", {"king-dies-owner-loses", "kings-immune"}) == 0;
  o.guarded_jester_capturable = r.read("jester.explosion-bypass", {"blast-victims-only", "guarded-jester-capturable"}) == 1;
  o.orthodox_check = r.read("king.check-legality", {"orthodox-check", "king-capture"}) == 0;
  r.read("king.checkmate-definition", {"no-legal-parry"});
  r.read("king.check-threats", {"capture-threats-only"});
  r.read("king.non-capture-death", {"owner-loses"});
  o.pawn_diagonal_capture = r.read("pawn.capture-mode", {"any-direction", "diagonal-forward"}) == 1;
  o.promote_edge_files = r.read("promotion.arrival", {"last-rank", "edge-files"}) == 1;
  r.read("promotion.by-displacement", {"own-move-only"});
  o.last_file_transforms = r.read("promotion.capture-on-last-rank", {"promotion-at-last-file", "transformation"}) == 1;
  o.pawn_loss_vs_mate = static_cast<PawnLossVsMate>(r.read("game-end.pawn-loss-vs-checkmate", {"mover-loses", "mover-wins", "draw"}));
  o.simultaneous = static_cast<Simultaneous>(r.read("game-end.simultaneous-loss", {"draw", "capturer-wins", "capturer-loses"}));
  o.repetition_board_only = r.read("game-end.repetition-status", {"full-state", "board-only"}) == 1;
  o.stalemate_ordinary_only = r.read("game-end.cannot-move", {"any-legal-action", "ordinary-moves-only"}) == 1;
  return o;
}

// quadrant12 (model/quadrant12/rules.xml): its own point ids and defaults. The quadrant points accept only
// their default (quadrant.cpp implements it), and so do the rotation points (rotation.cpp).
Options Options::read_quadrant12(const Profile& profile, std::string* error) {
  Reader r(profile, error);
  Options o;
  o.walls = o.capture_range = o.swapshot = o.rest = o.blast_clears = o.quadrants = o.rotations = true;
  o.recapture = Recapture::kActivatesWhenEmpty;  // death-square.activation
  o.death_permanent = false;                     // death-square.sacrifice-removes
  o.double_move_return = false;                  // double-move.return = forbidden (below)
  o.last_file_transforms = true;                 // promotion.capture-on-last-rank = transform (below)
  o.borrow_enemy_only = true;                    // jester.attacking-scope = enemy-attackers (below)
  o.eleven_pawns = r.read("board.pawn-row", {"twelve-pawns", "gap-at-i"}) == 1;
  r.read("board.black-setup", {"mirror"});
  r.read("quadrant.majority-moment", {"after-move"});
  r.read("quadrant.majority-threshold", {"more-than-opponent"});
  r.read("quadrant.perk-beneficiary", {"majority-side-only"});
  r.read("quadrant.location-test", {"target-square"});
  r.read("quadrant.double-move-end-scope", {"final-square-any-double-move"});
  r.read("quadrant.perk-pass-double-move", {"double-move-still-ends"});
  r.read("quadrant.wall-perk-scope", {"wall-inside"});
  r.read("rotation.edge", {"contains-edge-square"});
  r.read("rotation.majority-count", {"all-units-vs-opponent"});
  r.read("rotation.direction", {"three-orientations"});
  r.read("rotation.null-rotation", {"allowed-pass"});
  r.read("rotation.frozen-contents", {"allowed"});
  r.read("capture-range.ranged-pieces", {"sliders"});
  o.range_once = r.read("capture-range.cumulative", {"per-capture", "once"}) == 1;
  o.range_captures_only = r.read("capture-range.scope", {"all-moves", "captures-only"}) == 1;
  r.read("capture-range.new-pieces", {"fresh-12"});
  r.read("walling.duration", {"own-side-moves"});
  r.read("walling.path-squares", {"start-and-passed"});
  r.read("walling.touch-rule", {"stop-on-touching-square"});
  r.read("walling.double-move-timing", {"after-whole-move"});
  // Readings the code makes where the text is silent (model/quadrant12/rules.xml): only the default so far.
  r.read("walling.knight-paths", {"either-path-blocks"});
  r.read("walling.occupied-path-square", {"no-wall-under-a-unit"});
  r.read("capture-range.reducing-captures", {"sliding-captures"});
  r.read("swapshot.threat-kind", {"single-capture-moves"});
  r.read("walling.which-movements", {"active-mover-only"});
  r.read("walling.jester-leap-scope", {"knight-moves-only"});
  r.read("death-square.activation-state", {"replacement-keeps-inactive"});
  o.death_any_arrival = r.read("death-square.displacement", {"every-arrival-lands", "own-moves-only"}) == 0;
  r.read("death-square.pass-stop-point", {"end-of-leg"});
  r.read("death-square.leap-over", {"sliders-only"});
  o.death_pawns = r.read("death-square.pawns", {"pawns-included", "pawns-excluded"}) == 0;
  r.read("death-square.double-move-intermediate", {"steps-are-moves"});
  o.paralysis_lifted = r.read("death-square.paralysis-no-other-move", {"side-loses", "paralysis-lifted"}) == 1;
  o.empower_all_units = r.read("empower.protector-count", {"non-pawn-pieces-only", "all-protectors"}) == 1;
  r.read("empower.special-abilities", {"moves-and-captures"});
  r.read("protection.definition", {"geometric"});
  r.read("empower.derived-protection", {"native-only"});
  o.empower_replaces = r.read("empower.adds-or-replaces", {"adds", "replaces"}) == 1;
  r.read("swapshot.threat-meaning", {"geometric-threat"});
  o.swapshot_own_kind = r.read("swapshot.kind-immunity", {"forbidden", "allowed"}) == 1;
  o.kind_by_movement = r.read("kind-immunity.kind-basis", {"unit-kind", "movement-kind"}) == 1;
  r.read("kind-immunity.engage-scope", {"hostile-and-swap"});
  r.read("double-move.same-piece", {"same-piece"});
  o.double_move_return = r.read("double-move.return", {"forbidden", "allowed"}) == 1;
  r.read("double-move.scope", {"ordinary-moves-only"});
  o.pawns_double_move = r.read("double-move.pawns", {"pawns-double-move", "pieces-only"}) == 0;
  r.read("double-move.capture-kinds", {"kinds-only"});
  r.read("double-move.rest-exception-scope", {"no-other-action"});
  o.leap_paths = r.read("knights-leap.paths", {"both-l-paths", "leg-square"}) == 1 ? LeapPaths::kLeg : LeapPaths::kL;
  o.specials_by_movement = r.read("specials.by-kind", {"named-kinds-only", "by-movement"}) == 1;
  r.read("bishop-bounce.meaning", {"name-only"});
  o.push_full_paralysis = r.read("rook-push.push-paralysis-scope", {"no-rook-capture-next-move", "full-paralysis-next-move"}) == 1;
  o.push_death_continues = r.read("rook-push.death-in-double-move", {"double-move-ends", "second-step-without-push"}) == 1;
  o.push_after_capture = r.read("rook-push.after-capture", {"push-allowed", "no-push-after-capture"}) == 0;
  r.read("rook-push.blocked", {"single-unit-needs-free-square"});
  r.read("rook-push.off-board-guarded", {"dies-not-capture"});
  o.borrow_enemy_only = r.read("jester.attacking-scope", {"enemy-attackers", "enemy-and-friendly"}) == 0;
  r.read("jester.borrow-scope", {"native-moves"});
  o.leap_immobilize_friendly = r.read("jester.leap-immobilize-friendly", {"all-units", "enemies-only"}) == 0;
  int duration = r.read("jester.immobilize-duration", {"own-moves-and-while-adjacent", "plies", "presence-also-2-moves"});
  o.immobilize_plies = duration == 1;
  o.presence_lasts = duration == 2;
  r.read("jester.immobilized-abilities", {"active-only"});
  o.guarded_jester_capturable = r.read("jester.explosion-bypass", {"blast-victims-only", "guarded-jester-capturable"}) == 1;
  o.blast_mates = r.read("jester.instant-checkmate", {"king-death-wins", "explosion-is-not-mate"}) == 0;
  o.mate_precedence = static_cast<MatePrecedence>(
      r.read("jester.instant-checkmate-precedence", {"own-king-first", "mate-first", "mate-first-even-own-king"}));
  r.read("jester.explosion-death-squares", {"explosion-last"});
  r.read("jester.explosion-trigger", {"capture-only"});
  r.read("king.exchange-target", {"unit-not-attacked"});
  r.read("king.exchange-removal", {"removal-not-capture"});
  r.read("king.checkmate-definition", {"no-legal-parry"});
  r.read("king.check-threats", {"capture-threats-only"});
  r.read("king.non-capture-death", {"owner-loses"});
  o.orthodox_check = r.read("king.check-legality", {"orthodox-check", "king-capture"}) == 0;
  o.pawn_diagonal_capture = r.read("pawn.capture-mode", {"any-direction", "orthodox-diagonal"}) == 1;
  r.read("promotion.arrival", {"last-rank-own-move"});
  o.last_file_transforms = r.read("promotion.capture-on-last-rank", {"transform", "promote"}) == 0;
  o.simultaneous = static_cast<Simultaneous>(r.read("game-end.simultaneous-loss", {"draw", "capturer-wins", "capturer-loses"}));
  o.pawn_loss_vs_mate = static_cast<PawnLossVsMate>(r.read("game-end.pawn-loss-vs-checkmate", {"mover-loses", "mover-wins", "draw"}));
  r.read("game-end.repetition-status", {"full-state"});
  r.read("game-end.cannot-move", {"any-action"});
  return o;
}

}  // namespace arbiter::twelve
