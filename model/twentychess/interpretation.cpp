// twentychess's interpretation table: the interpretation points of model/twentychess/rules.xml, their options
// in the catalog's order, the default, and the options the model implements (read by read_interpretation,
// model/core/interpretation_table.h, when the variant is made; turn.cpp reads the chosen options;
// tests/interpretation_table_test.cpp holds the table against the catalog).
#include "model/core/interpretation_table.h"

namespace arbiter::twentychess {

const InterpretationTable& interpretation_table() {
  // {point, its options in the catalog's order, the default, the options implemented}
  static const InterpretationTable table{"twentychess", {
      {"turn.cast-selection", {"random-d20", "cyclic", "mover-chooses", "fixed"},
       "random-d20", {"random-d20", "fixed"}},
      {"turn.cast-scope", {"white-and-black", "per-player-turn"},
       "white-and-black", {"white-and-black", "per-player-turn"}},
      {"turn.phase-order", {"player-by-player", "phase-by-phase"}, "player-by-player", {"player-by-player"}},
      {"turn.intermediate-self-check", {"each-action", "end-of-turn"}, "each-action", {"each-action"}},
      {"turn.intermediate-check", {"check-stands", "king-capture", "no-check-first"}, "check-stands", {"check-stands"}},
      {"turn.mate-timing", {"after-turn", "after-each-action"}, "after-turn", {"after-turn"}},
      {"turn.mate-cast", {"next-cast", "orthodox"}, "next-cast", {"next-cast"}},
      {"turn.no-legal-action", {"orthodox-verdict", "fallback-orthodox", "pass"},
       "orthodox-verdict", {"orthodox-verdict"}},
      {"turn.cast-change-exposure", {"check-only", "king-capture", "redraw"}, "check-only", {"check-only"}},
      {"castling.counts-as", {"king-move", "king-and-rook"}, "king-move", {"king-move"}},
      {"castling.rights-after-displacement", {"displaced-loses", "only-moves-count"},
       "displaced-loses", {"displaced-loses"}},
      {"cast-2.promoted-second-move", {"same-chessman", "new-piece"}, "same-chessman", {"same-chessman"}},
      {"en-passant.window", {"next-opponent-action", "last-action-only"},
       "next-opponent-action", {"next-opponent-action"}},
      {"placement.pawn-on-end-row", {"forbidden", "promotes", "stays-pawn"}, "forbidden", {"forbidden"}},
      {"cast-3.identical-pair", {"allowed", "must-change"}, "allowed", {"allowed", "must-change"}},
      {"captured-pieces.owner", {"captured-by-him", "own-lost"}, "captured-by-him", {"captured-by-him", "own-lost"}},
      {"captured-pieces.condition-timing", {"start-of-cast", "each-player"}, "start-of-cast", {"start-of-cast"}},
      {"captured-pieces.promoted", {"as-captured", "as-pawn"}, "as-captured", {"as-captured"}},
      {"drop.pawn-first-row", {"allowed", "forbidden"}, "allowed", {"allowed", "forbidden"}},
      {"pawn.double-step-after-placement", {"from-second-row", "original-only"},
       "from-second-row", {"from-second-row"}},
      {"cast-4.no-check-scope", {"drop-only", "whole-turn"}, "drop-only", {"drop-only"}},
      {"cast-6.termination", {"equal-count", "stop-at-first-empty"}, "equal-count", {"equal-count"}},
      {"cast-6.another-piece", {"none-dropped", "not-last"}, "none-dropped", {"none-dropped"}},
      {"piece-restriction.additional-chessman", {"by-kind", "by-capacity"}, "by-kind", {"by-kind"}},
      {"shogun.reference", {"shogi", "shogun-chess"}, "shogi", {"shogi"}},
      {"cast-11.step-captures", {"moves-and-captures", "moves-only"}, "moves-and-captures", {"moves-and-captures"}},
      {"cast-15.king-moves", {"knight-added", "knight-only"}, "knight-added", {"knight-added", "knight-only"}},
      {"cast-15.knight-attack", {"attacks", "own-turn-only"}, "attacks", {"attacks"}},
      {"cast-16.pawn-wrap", {"wrap", "no-pawn-wrap"}, "wrap", {"wrap", "no-pawn-wrap"}},
      {"fool.capacity-timing", {"dynamic-last-move", "frozen-at-drop", "dynamic-own"},
       "dynamic-last-move", {"dynamic-last-move"}},
      {"fool.pawn-capacity-last-row", {"stays-fool", "promotes"}, "stays-fool", {"stays-fool"}},
      {"repetition.hidden-state", {"present-moves", "full-state"}, "present-moves", {"present-moves"}},
      {"dead-position.pools", {"pools-count", "board-only"}, "pools-count", {"pools-count", "board-only"}},
      {"fool.copied-capacity", {"kind-for-owner", "as-mover", "exact-vector"}, "kind-for-owner", {"kind-for-owner"}},
      {"extra-piece.drop-check", {"allowed", "forbidden"}, "allowed", {"allowed", "forbidden"}},
      {"extra-piece.redrop-optional", {"optional-move-other", "optional-move-any", "mandatory"},
       "optional-move-other", {"optional-move-other"}},
      {"extra-piece.they-reference", {"never-captured-pieces", "reserve-only"},
       "never-captured-pieces", {"never-captured-pieces"}},
      {"extra-piece.return-timing", {"next-drop-cast", "owner-next-turn"}, "next-drop-cast", {"next-drop-cast"}},
      {"mountain.displacement", {"never", "not-a-move"}, "never", {"never", "not-a-move"}},
      {"cast-17.identical-meaning", {"same-vector", "same-pattern"}, "same-vector", {"same-vector"}},
      {"cast-17.mirror-path", {"landing-only", "path-clear"}, "landing-only", {"landing-only"}},
      {"cast-17.mirror-timing", {"after-original", "before"}, "after-original", {"after-original"}},
      {"cast-17.castling", {"king-vector", "forbidden"}, "king-vector", {"king-vector", "forbidden"}},
      {"cast-18.capacity", {"kind-capacity", "all-backwards", "current-capacity"},
       "kind-capacity", {"kind-capacity", "all-backwards"}},
      {"cast-18.sideways", {"strictly-backwards", "non-forward"},
       "strictly-backwards", {"strictly-backwards", "non-forward"}},
      {"cast-19.given-piece-use", {"opponent-pool", "out-of-game"}, "opponent-pool", {"opponent-pool", "out-of-game"}},
      {"cast-19.eligible", {"non-royal", "non-royal-non-extra", "any"},
       "non-royal", {"non-royal", "non-royal-non-extra"}},
      {"cast-20.second-cannot-move", {"type-blocked", "move-alone"}, "type-blocked", {"type-blocked", "move-alone"}},
      {"cast-20.three-of-type", {"all-of-type", "any-two"}, "all-of-type", {"all-of-type"}},
  }};
  return table;
}

}  // namespace arbiter::twentychess
