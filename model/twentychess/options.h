// The interpretation points of model/twentychess/rules.xml and their defaults: the model implements each
// default (and the extra options listed in kAlsoImplemented); choosing any other option is an error, never a
// silent fallback. Keep in step with the catalog (a test compares them).
#pragma once

#include <string_view>
#include <utility>

namespace arbiter::twentychess {

inline constexpr std::pair<std::string_view, std::string_view> kDefaults[] = {
    {"turn.cast-selection", "random-d20"},
    {"turn.cast-scope", "white-and-black"},
    {"turn.phase-order", "player-by-player"},
    {"turn.intermediate-self-check", "each-action"},
    {"turn.intermediate-check", "check-stands"},
    {"turn.mate-timing", "after-turn"},
    {"turn.mate-cast", "next-cast"},
    {"turn.no-legal-action", "orthodox-verdict"},
    {"turn.cast-change-exposure", "check-only"},
    {"castling.counts-as", "king-move"},
    {"castling.rights-after-displacement", "displaced-loses"},
    {"cast-2.promoted-second-move", "same-chessman"},
    {"en-passant.window", "next-opponent-action"},
    {"placement.pawn-on-end-row", "forbidden"},
    {"cast-3.identical-pair", "allowed"},
    {"captured-pieces.owner", "captured-by-him"},
    {"captured-pieces.condition-timing", "start-of-cast"},
    {"captured-pieces.promoted", "as-captured"},
    {"drop.pawn-first-row", "allowed"},
    {"pawn.double-step-after-placement", "from-second-row"},
    {"cast-4.no-check-scope", "drop-only"},
    {"cast-6.termination", "equal-count"},
    {"cast-6.another-piece", "none-dropped"},
    {"piece-restriction.additional-chessman", "by-kind"},
    {"shogun.reference", "shogi"},
    {"cast-11.step-captures", "moves-and-captures"},
    {"cast-15.king-moves", "knight-added"},
    {"cast-15.knight-attack", "attacks"},
    {"cast-16.pawn-wrap", "wrap"},
    {"fool.capacity-timing", "dynamic-last-move"},
    {"fool.pawn-capacity-last-row", "stays-fool"},
    {"repetition.hidden-state", "present-moves"},
    {"fool.copied-capacity", "kind-for-owner"},
    {"extra-piece.drop-check", "allowed"},
    {"extra-piece.redrop-optional", "optional-move-other"},
    {"extra-piece.they-reference", "never-captured-pieces"},
    {"extra-piece.return-timing", "next-drop-cast"},
    {"mountain.displacement", "never"},
    {"cast-17.identical-meaning", "same-vector"},
    {"cast-17.mirror-path", "landing-only"},
    {"cast-17.mirror-timing", "after-original"},
    {"cast-17.castling", "king-vector"},
    {"cast-18.capacity", "kind-capacity"},
    {"cast-18.sideways", "strictly-backwards"},
    {"cast-19.given-piece-use", "opponent-pool"},
    {"cast-19.eligible", "non-royal"},
    {"cast-20.second-cannot-move", "type-blocked"},
    {"cast-20.three-of-type", "all-of-type"}};

inline constexpr std::pair<std::string_view, std::string_view> kAlsoImplemented[] = {
    {"turn.cast-selection", "fixed"},
    {"turn.cast-scope", "per-player-turn"},
    {"cast-18.sideways", "non-forward"},
    {"cast-18.capacity", "all-backwards"},
    {"cast-15.king-moves", "knight-only"},
    {"cast-20.second-cannot-move", "move-alone"},
    {"cast-3.identical-pair", "must-change"},
    {"cast-19.eligible", "non-royal-non-extra"},
    {"cast-19.given-piece-use", "out-of-game"},
    {"drop.pawn-first-row", "forbidden"},
    {"extra-piece.drop-check", "forbidden"},
    {"cast-17.castling", "forbidden"},
    {"cast-16.pawn-wrap", "no-pawn-wrap"},
    {"mountain.displacement", "not-a-move"},
    {"captured-pieces.owner", "own-lost"}};

}  // namespace arbiter::twentychess
