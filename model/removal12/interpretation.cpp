// removal12's interpretation table: the interpretation points of model/removal12/rules.xml, their options in
// the catalog's order, the default, and the options the model implements (read by read_interpretation,
// model/core/interpretation_table.h; tests/interpretation_table_test.cpp holds the table against the
// catalog). Stage 1 of the model plays the defaults of the points its mechanics read; a point whose rules
// are still pending in the catalog (dragon shots, the knights' aura and immobilization, nightriders and
// dragonriders, conversion, rook and tower protection, the joker, the vortex, the knight's assist of a
// blocked pawn, immobilized pieces) lists no implemented option: a profile may not choose it yet.
#include "model/core/interpretation_table.h"

namespace arbiter::removal12 {

const InterpretationTable& interpretation_table() {
  // {point, its options in the catalog's order, the default, the options implemented}
  static const InterpretationTable table{"removal12", {
      {"board.pawn-row", {"full-rank", "literal-gap"}, "full-rank", {"full-rank"}},
      {"board.black-setup", {"mirror", "rotated"}, "mirror", {"mirror"}},
      {"board.dragon-placement", {"outward-from-centre", "file-order"},
       "outward-from-centre", {"outward-from-centre"}},
      {"dragon.shot-reach", {"bishop-line", "one-square"}, "bishop-line", {}},
      {"dragon.shot-promotion-count", {"combined", "separate"}, "combined", {}},
      {"allowance.per-piece", {"per-user", "per-target"}, "per-user", {}},
      {"dragon.shot-king-check", {"shot-attack-is-check", "shot-is-instant-win"}, "shot-attack-is-check", {}},
      {"nightdragon.keeps-bishop", {"keeps-bishop", "knight-only"}, "keeps-bishop", {}},
      {"nightdragon.shots-added", {"added", "set-to-six"}, "added", {}},
      {"nightrider.single-knight-move", {"one-or-two", "exactly-two"}, "one-or-two", {}},
      {"nightrider.path", {"any-two", "same-direction"}, "any-two", {}},
      {"jester.borrow-timing", {"adjacent-before-move", "permanent"},
       "adjacent-before-move", {"adjacent-before-move"}},
      {"jester.borrow-scope", {"plain-movement", "with-special-moves"}, "plain-movement", {"plain-movement"}},
      {"jester.borrowed-pawn-direction", {"jester-forward", "lender-forward"}, "jester-forward", {"jester-forward"}},
      {"jester.explosion-kings", {"in-blast-self-illegal", "in-blast-capturer-loses", "enemy-only", "adjacent-to-blast"},
       "in-blast-self-illegal", {"in-blast-self-illegal"}},
      {"jester.explosion-threat", {"not-check", "blast-is-check"}, "not-check", {"not-check"}},
      {"explosion.chain", {"captures-only", "chain"}, "captures-only", {"captures-only"}},
      {"joker.explosion-trigger", {"own-capture", "any-capture"}, "own-capture", {}},
      {"joker.explosion-shape", {"thirteen-squares", "arms-blocked"}, "thirteen-squares", {}},
      {"joker.explosion-kings", {"checkmated", "unaffected"}, "checkmated", {}},
      {"joker.capture-nearby", {"borrow-capture", "capture-adjacent-any-colour"}, "borrow-capture", {}},
      {"joker.movement", {"jester-movement", "as-captures"}, "jester-movement", {}},
      {"suicide.pawns", {"pawns-included", "pawns-excluded"}, "pawns-included", {"pawns-included"}},
      {"suicide.immobilized", {"cannot", "can"}, "cannot", {}},
      {"pawn.double-step-path", {"clear-path", "may-jump"}, "clear-path", {"clear-path"}},
      {"promotion.capture-on-last-rank", {"transform", "promote", "player-chooses"}, "transform", {"transform"}},
      {"promotion.zone", {"last-rank", "last-file"}, "last-rank", {"last-rank"}},
      {"promotion.mandatory", {"mandatory", "optional"}, "mandatory", {"mandatory"}},
      {"promotion.knight-assist", {"lend-knight-move", "no-assist", "frozen-until-assist"}, "lend-knight-move", {}},
      {"promotion.multiple-kings", {"per-side", "whole-board"}, "per-side", {"per-side"}},
      {"pawn.transform-into-king", {"becomes-king", "stays-pawn"}, "becomes-king", {"becomes-king"}},
      {"game-end.pawns-counted", {"promoted-count-as-lost", "promoted-not-lost"},
       "promoted-count-as-lost", {"promoted-count-as-lost"}},
      {"game-end.stalemate-and-repetition", {"orthodox", "sibling-rules", "no-draws"}, "orthodox", {"orthodox"}},
      {"queen.removal-choice", {"player-chooses", "automatic"}, "player-chooses", {"player-chooses"}},
      {"counters.new-piece-allowance", {"full-allowance", "zero"}, "full-allowance", {"full-allowance"}},
      {"king.surrounded-immunity-scope", {"only-line-moves-blocked", "all-line-effects-blocked"},
       "only-line-moves-blocked", {"only-line-moves-blocked"}},
      {"knight.aura-capture", {"moves-and-captures", "moves-and-captures-except-jester", "moves-only"},
       "moves-and-captures", {}},
      {"knight.immobilize-scope", {"enemy-only", "both-colours"}, "enemy-only", {}},
      {"knight.immobilizers", {"knight-family-only", "any-knight-capturer"}, "knight-family-only", {}},
      {"nightrider.immobilize-meaning", {"range", "exemptions"}, "range", {}},
      {"dragonrider.instant-capture-timing", {"every-move", "on-promotion", "every-turn"}, "every-move", {}},
      {"dragonrider.instant-capture-scope", {"enemy-only", "all-pieces"}, "enemy-only", {}},
      {"rook.protect-side", {"friendly-against-anyone", "friendly-against-enemy", "any-colour"},
       "friendly-against-anyone", {}},
      {"rook.protect-king", {"no-effect-on-check", "guarded-king-not-in-check"}, "no-effect-on-check", {}},
      {"rook.protect-vs-abilities", {"moving-captures-only", "captures-and-shots", "all-removals"},
       "moving-captures-only", {}},
      {"rook.protect-range", {"pieces-per-direction", "squares-of-reach"}, "pieces-per-direction", {}},
      {"rook.knight-range-origin", {"from-rook", "from-knight"}, "from-rook", {}},
      {"tower.block-scope", {"on-protected-pieces", "global"}, "on-protected-pieces", {}},
      {"bishop.converted-state", {"keeps-state", "reset-to-base"}, "keeps-state", {}},
      {"archbishop.convert-pawns", {"all-but-archbishops", "pawns-still-immune"}, "all-but-archbishops", {}},
      {"archbishop.double-move", {"move-then-act", "convert-instead-of-moving"}, "move-then-act", {}},
      {"king.exchange-bonus-whose-captures", {"own-side-captures", "kings-own-captures", "any-capture"},
       "own-side-captures", {"own-side-captures"}},
      {"capture.what-counts", {"direct-captures-only", "every-removal-counts"},
       "direct-captures-only", {"direct-captures-only"}},
      {"king.exchange-target", {"pawns-included", "pieces-only"}, "pawns-included", {"pawns-included"}},
      {"king.exchange-immobilized", {"forbidden", "allowed"}, "forbidden", {}},
      {"king.adjacent-kings", {"kings-do-not-check-kings", "orthodox-adjacency"},
       "kings-do-not-check-kings", {"kings-do-not-check-kings"}},
      {"king.vortex-range", {"to-edge", "first-piece"}, "to-edge", {}},
      {"game-end.pawn-loss-vs-checkmate", {"mover-loses", "mover-wins", "draw"}, "mover-loses", {"mover-loses"}},
      {"game-end.simultaneous-loss", {"draw", "acting-side-wins", "acting-side-loses"}, "draw", {"draw"}},
  }};
  return table;
}

}  // namespace arbiter::removal12
