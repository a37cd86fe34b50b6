// Clause ids shared by the twelve family (deathsquare12 and quadrant12 use the same ids for the same
// sentences; model/deathsquare12/rules.xml and model/quadrant12/rules.xml). The code fires them where the
// rule acts.
#pragma once

#include <iterator>
#include <string_view>
#include <vector>

namespace arbiter::shared12::clause {

inline constexpr std::string_view kBoardSize = "board.size";
inline constexpr std::string_view kSetupCounts = "setup.counts";
inline constexpr std::string_view kSetupPawnRow = "setup.pawn-row";
inline constexpr std::string_view kSetupPieceRow = "setup.piece-row";
inline constexpr std::string_view kDeathSquareCreation = "death-square.creation";
inline constexpr std::string_view kDeathSquareLanding = "death-square.landing";
inline constexpr std::string_view kDeathSquarePassParalysis = "death-square.pass-paralysis";
inline constexpr std::string_view kDeathSquarePassEndsDoubleMove = "death-square.pass-ends-double-move";
inline constexpr std::string_view kEmpowerProtectedByOne = "empower.protected-by-one";
inline constexpr std::string_view kEmpowerKingsPawnsExcluded = "empower.kings-pawns-excluded";
inline constexpr std::string_view kGuardsCannotBeCaptured = "guards.cannot-be-captured";
inline constexpr std::string_view kGuardsNotEmpowered = "guards.not-empowered";
inline constexpr std::string_view kGuardsCanCapture = "guards.can-capture";
inline constexpr std::string_view kGuardsNoKings = "guards.no-kings";
inline constexpr std::string_view kKindImmunityNoCapture = "kind-immunity.no-capture";
inline constexpr std::string_view kDoubleMoveNonCapture = "double-move.non-capture";
inline constexpr std::string_view kDoubleMoveEmpoweredAtMoment = "double-move.empowered-at-moment";
inline constexpr std::string_view kDoubleMoveKnightBishopCapture = "double-move.knight-bishop-capture";
inline constexpr std::string_view kKnightsLeapCapture = "knights-leap.capture";
inline constexpr std::string_view kKnightsLeapDoubleMove = "knights-leap.double-move";
inline constexpr std::string_view kKnightsLeapCaptureEnds = "knights-leap.capture-ends";
inline constexpr std::string_view kKnightsLeapSingleCapture = "knights-leap.single-capture";
inline constexpr std::string_view kBishopBounceCaptureInDoubleMove = "bishop-bounce.capture-in-double-move";
inline constexpr std::string_view kBishopBounceCaptureEnds = "bishop-bounce.capture-ends";
inline constexpr std::string_view kRookPushPush = "rook-push.push";
inline constexpr std::string_view kRookPushOffBoardDies = "rook-push.off-board-dies";
inline constexpr std::string_view kRookPushPushParalysis = "rook-push.push-paralysis";
inline constexpr std::string_view kRookPushRooksImmune = "rook-push.rooks-immune";
inline constexpr std::string_view kRookPushDoublePush = "rook-push.double-push";
inline constexpr std::string_view kBishopMovement = "bishop.movement";
inline constexpr std::string_view kKnightMovement = "knight.movement";
inline constexpr std::string_view kRookMovement = "rook.movement";
inline constexpr std::string_view kDragonMovement = "dragon.movement";
inline constexpr std::string_view kQueenMovement = "queen.movement";
inline constexpr std::string_view kJesterMovementKnight = "jester.movement-knight";
inline constexpr std::string_view kJesterBorrowedMovement = "jester.borrowed-movement";
inline constexpr std::string_view kJesterImmobilizePresence = "jester.immobilize-presence";
inline constexpr std::string_view kJesterImmobilizeLeap = "jester.immobilize-leap";
inline constexpr std::string_view kJesterImmobilizedEffect = "jester.immobilized-effect";
inline constexpr std::string_view kJesterNoCapture = "jester.no-capture";
inline constexpr std::string_view kJesterExplosion = "jester.explosion";
inline constexpr std::string_view kJesterExplosionBypassesGuard = "jester.explosion-bypasses-guard";
inline constexpr std::string_view kJesterImmobilizationImmunity = "jester.immobilization-immunity";
inline constexpr std::string_view kKingNoMove = "king.no-move";
inline constexpr std::string_view kKingExchange = "king.exchange";
inline constexpr std::string_view kKingExchangeCost = "king.exchange-cost";
inline constexpr std::string_view kKingCaptureWins = "king.capture-wins";
inline constexpr std::string_view kKingCheckmateWins = "king.checkmate-wins";
inline constexpr std::string_view kPawnMoveOneAny = "pawn.move-one-any";
inline constexpr std::string_view kPromotionLastFile = "promotion.last-file";
inline constexpr std::string_view kPawnTransformByCapture = "pawn.transform-by-capture";
inline constexpr std::string_view kGameEndAllPawnsLost = "game-end.all-pawns-lost";
inline constexpr std::string_view kPromotionCountsAsLost = "promotion.counts-as-lost";
inline constexpr std::string_view kGameEndNoFiftyMoveRule = "game-end.no-fifty-move-rule";
inline constexpr std::string_view kGameEndThreefoldDraw = "game-end.threefold-draw";
inline constexpr std::string_view kGameEndStalemateLoses = "game-end.stalemate-loses";
// deathsquare12 only (quadrant12 replaces the swap by SwapShotAny)
inline constexpr std::string_view kSwapFriendly = "swap.friendly";
inline constexpr std::string_view kSwapKingExcluded = "swap.king-excluded";

// The ids of the mechanics both documents share (the traceability check; each variant adds its own).
inline constexpr std::string_view kShared[] = {
    kBoardSize, kSetupCounts, kSetupPawnRow, kSetupPieceRow, kDeathSquareCreation, kDeathSquareLanding,
    kDeathSquarePassParalysis, kDeathSquarePassEndsDoubleMove, kEmpowerProtectedByOne, kEmpowerKingsPawnsExcluded,
    kGuardsCannotBeCaptured, kGuardsNotEmpowered, kGuardsCanCapture, kGuardsNoKings, kKindImmunityNoCapture,
    kDoubleMoveNonCapture, kDoubleMoveEmpoweredAtMoment, kDoubleMoveKnightBishopCapture, kKnightsLeapCapture,
    kKnightsLeapDoubleMove, kKnightsLeapCaptureEnds, kKnightsLeapSingleCapture, kBishopBounceCaptureInDoubleMove,
    kBishopBounceCaptureEnds, kRookPushPush, kRookPushOffBoardDies, kRookPushPushParalysis, kRookPushRooksImmune,
    kRookPushDoublePush, kBishopMovement, kKnightMovement, kRookMovement, kDragonMovement, kQueenMovement,
    kJesterMovementKnight, kJesterBorrowedMovement, kJesterImmobilizePresence, kJesterImmobilizeLeap,
    kJesterImmobilizedEffect, kJesterNoCapture, kJesterExplosion, kJesterExplosionBypassesGuard,
    kJesterImmobilizationImmunity, kKingNoMove, kKingExchange, kKingExchangeCost, kKingCaptureWins,
    kKingCheckmateWins, kPawnMoveOneAny, kPromotionLastFile, kPawnTransformByCapture, kGameEndAllPawnsLost,
    kPromotionCountsAsLost, kGameEndNoFiftyMoveRule, kGameEndThreefoldDraw, kGameEndStalemateLoses};
// deathsquare12's own: swap places.
inline constexpr std::string_view kDeathSquare12Only[] = {
    kSwapFriendly, kSwapKingExcluded};

// quadrant12 only (model/quadrant12/rules.xml): the mechanics deathsquare12 does not have.
inline constexpr std::string_view kCaptureRangeBase = "capture-range.base";
inline constexpr std::string_view kCaptureRangeReduction = "capture-range.reduction";
inline constexpr std::string_view kDeathSquareActivation = "death-square.activation";
inline constexpr std::string_view kDeathSquareSacrificeRemoves = "death-square.sacrifice-removes";
inline constexpr std::string_view kDoubleMoveRest = "double-move.rest";
inline constexpr std::string_view kDoubleMoveRestStalemateException = "double-move.rest-stalemate-exception";
inline constexpr std::string_view kJesterExplosionClears = "jester.explosion-clears";
inline constexpr std::string_view kJesterExplosionHitsJestersKings = "jester.explosion-hits-jesters-kings";
inline constexpr std::string_view kJesterExplosionInstantCheckmate = "jester.explosion-instant-checkmate";
inline constexpr std::string_view kKindImmunityNoEngage = "kind-immunity.no-engage";
inline constexpr std::string_view kSwapShotAny = "swapshot.any";
inline constexpr std::string_view kSwapShotFriendly = "swapshot.friendly";
inline constexpr std::string_view kSwapShotNoKings = "swapshot.no-kings";
inline constexpr std::string_view kSwapShotSingleMove = "swapshot.single-move";
inline constexpr std::string_view kWallingPathBecomesWall = "walling.path-becomes-wall";
inline constexpr std::string_view kWallingStartSquares = "walling.start-squares";
inline constexpr std::string_view kWallingDoubleMoveBoth = "walling.double-move-both";
inline constexpr std::string_view kWallingNoLeap = "walling.no-leap";
inline constexpr std::string_view kWallingNoCross = "walling.no-cross";
inline constexpr std::string_view kWallingNoLand = "walling.no-land";
inline constexpr std::string_view kWallingTouchStops = "walling.touch-stops";
inline constexpr std::string_view kWallingBothSides = "walling.both-sides";
inline constexpr std::string_view kWallingJesterLeap = "walling.jester-leap";
inline constexpr std::string_view kWallingJesterNoLand = "walling.jester-no-land";
inline constexpr std::string_view kQuadrantDefinition = "quadrant.definition";
inline constexpr std::string_view kQuadrantMajority = "quadrant.majority";
inline constexpr std::string_view kQuadrantPerkNoEnemyDoubleMoveEnd = "quadrant.perk-no-enemy-double-move-end";
inline constexpr std::string_view kQuadrantPerkNoEnemyLeapCapture = "quadrant.perk-no-enemy-leap-capture";
inline constexpr std::string_view kQuadrantPerkNoEnemyRookPush = "quadrant.perk-no-enemy-rook-push";
inline constexpr std::string_view kQuadrantPerkDeathSquarePass = "quadrant.perk-death-square-pass";
inline constexpr std::string_view kQuadrantPerkDeathSquareLanding = "quadrant.perk-death-square-landing";
inline constexpr std::string_view kQuadrantPerkCaptureRangeHalved = "quadrant.perk-capture-range-halved";
inline constexpr std::string_view kQuadrantPerkKnightLeapWalls = "quadrant.perk-knight-leap-walls";
inline constexpr std::string_view kQuadrantPerkBishopCrossWalls = "quadrant.perk-bishop-cross-walls";
inline constexpr std::string_view kRotationSquareColour = "rotation.square-colour";
inline constexpr std::string_view kRotationCarriesState = "rotation.carries-state";
inline constexpr std::string_view kRotationEdgeForbidden = "rotation.edge-forbidden";
inline constexpr std::string_view kRotationRotate4 = "rotation.rotate4";
inline constexpr std::string_view kRotationRotate9 = "rotation.rotate9";
inline constexpr std::string_view kRotationRotate16 = "rotation.rotate16";
inline constexpr std::string_view kRotationMajority = "rotation.majority";

// quadrant12's own: the mechanics deathsquare12 does not have.
inline constexpr std::string_view kQuadrant12Only[] = {
    kCaptureRangeBase, kCaptureRangeReduction, kDeathSquareActivation, kDeathSquareSacrificeRemoves,
    kDoubleMoveRest, kDoubleMoveRestStalemateException, kJesterExplosionClears, kJesterExplosionHitsJestersKings,
    kJesterExplosionInstantCheckmate,
    kKindImmunityNoEngage, kSwapShotAny, kSwapShotFriendly, kSwapShotNoKings, kSwapShotSingleMove,
    kWallingPathBecomesWall, kWallingStartSquares, kWallingDoubleMoveBoth, kWallingNoLeap, kWallingNoCross,
    kWallingNoLand, kWallingTouchStops, kWallingBothSides, kWallingJesterLeap, kWallingJesterNoLand,
    kQuadrantDefinition, kQuadrantMajority, kQuadrantPerkNoEnemyDoubleMoveEnd, kQuadrantPerkNoEnemyLeapCapture,
    kQuadrantPerkNoEnemyRookPush, kQuadrantPerkDeathSquarePass, kQuadrantPerkDeathSquareLanding,
    kQuadrantPerkCaptureRangeHalved, kQuadrantPerkKnightLeapWalls, kQuadrantPerkBishopCrossWalls,
    kRotationSquareColour, kRotationCarriesState, kRotationEdgeForbidden, kRotationRotate4, kRotationRotate9,
    kRotationRotate16, kRotationMajority};

// A variant's ids: the shared ones and its own.
template <size_t N>
std::vector<std::string_view> with_shared(const std::string_view (&own)[N]) {
  std::vector<std::string_view> ids(std::begin(kShared), std::end(kShared));
  ids.insert(ids.end(), std::begin(own), std::end(own));
  return ids;
}

}  // namespace arbiter::shared12::clause
