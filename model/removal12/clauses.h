// The clause ids of model/removal12/rules.xml that the model fires or refuses with (stage 1).
#pragma once

#include <string_view>
#include <vector>

namespace arbiter::removal12::clause {

inline constexpr std::string_view kBoardSize = "board.size";
inline constexpr std::string_view kSetupCounts = "setup.counts";
inline constexpr std::string_view kSetupPawnRow = "setup.pawn-row";
inline constexpr std::string_view kSetupPieceRow = "setup.piece-row";
inline constexpr std::string_view kDragonPlacement = "dragon.placement";
inline constexpr std::string_view kJesterPlacement = "jester.placement";
inline constexpr std::string_view kDragonMovement = "dragon.movement";
inline constexpr std::string_view kJesterMovement = "jester.movement";
inline constexpr std::string_view kJesterBorrowedMovement = "jester.borrowed-movement";
inline constexpr std::string_view kJesterCaptureBishopOnly = "jester.capture-bishop-only";
inline constexpr std::string_view kJesterExplosion = "jester.explosion";
inline constexpr std::string_view kJesterExplosionCheckmate = "jester.explosion-checkmate";
inline constexpr std::string_view kSuicide = "suicide";
inline constexpr std::string_view kSuicideJesterNoExplosion = "suicide.jester-no-explosion";
inline constexpr std::string_view kPawnCapture = "pawn.capture";
inline constexpr std::string_view kPawnCaptureNoDouble = "pawn.capture-no-double";
inline constexpr std::string_view kPawnTransformByCapture = "pawn.transform-by-capture";
inline constexpr std::string_view kPawnTransformReset = "pawn.transform-reset";
inline constexpr std::string_view kPawnMove = "pawn.move";
inline constexpr std::string_view kPawnDoubleStepAllowance = "pawn.double-step-allowance";
inline constexpr std::string_view kPawnNoEnPassant = "pawn.no-en-passant";
inline constexpr std::string_view kPawnDoubleStepBonus = "pawn.double-step-bonus";
inline constexpr std::string_view kPromotionLastFile = "promotion.last-file";
inline constexpr std::string_view kPromotionKing = "promotion.king";
inline constexpr std::string_view kKingMultipleKings = "king.multiple-kings";
inline constexpr std::string_view kGameEndAllPawnsLost = "game-end.all-pawns-lost";
inline constexpr std::string_view kGameEndTransformedPawnsNotCounted = "game-end.transformed-pawns-not-counted";
inline constexpr std::string_view kPromotionRemovedLastSquare = "promotion.removed-last-square";
inline constexpr std::string_view kGameEndNoFiftyMoveRule = "game-end.no-fifty-move-rule";
inline constexpr std::string_view kQueenSquareRemoval = "queen.square-removal";
inline constexpr std::string_view kQueenRemovalBonus = "queen.removal-bonus";
inline constexpr std::string_view kSquareRemovalNoEntry = "square-removal.no-entry";
inline constexpr std::string_view kSquareRemovalNoPassing = "square-removal.no-passing";
inline constexpr std::string_view kSquareRemovalKnightLeap = "square-removal.knight-leap";
inline constexpr std::string_view kKingSurroundedByRemoved = "king.surrounded-by-removed";
inline constexpr std::string_view kCastlingNotAllowed = "castling.not-allowed";
inline constexpr std::string_view kKingExchange = "king.exchange";
inline constexpr std::string_view kKingExchangeBonus = "king.exchange-bonus";
inline constexpr std::string_view kKingNoSuicide = "king.no-suicide";
inline constexpr std::string_view kKingNoCheckOrRemoved = "king.no-check-or-removed";
inline constexpr std::string_view kKingNoKingCapture = "king.no-king-capture";

// stage 2
inline constexpr std::string_view kDragonShot = "dragon.shot";
inline constexpr std::string_view kDragonShotLimit = "dragon.shot-limit";
inline constexpr std::string_view kDragonShotRange = "dragon.shot-range";
inline constexpr std::string_view kDragonShotKing = "dragon.shot-king";
inline constexpr std::string_view kDragonPromoteNightdragon = "dragon.promote-nightdragon";
inline constexpr std::string_view kNightdragonShots = "nightdragon.shots";
inline constexpr std::string_view kNightdragonMovement = "nightdragon.movement";
inline constexpr std::string_view kNightdragonCaptureEndsMovement = "nightdragon.capture-ends-movement";
inline constexpr std::string_view kSquareRemovalAirMove = "square-removal.air-move";
inline constexpr std::string_view kSquareRemovalAbilitiesPass = "square-removal.abilities-pass";
inline constexpr std::string_view kKnightAuraMovement = "knight.aura-movement";
inline constexpr std::string_view kKnightImmobilize = "knight.immobilize";
inline constexpr std::string_view kKnightImmobilizeExemptions = "knight.immobilize-exemptions";
inline constexpr std::string_view kDragonriderNoCaptureDragonrider = "dragonrider.no-capture-dragonrider";
inline constexpr std::string_view kNightriderImmobilize = "nightrider.immobilize";
inline constexpr std::string_view kImmobilizedNoInfluence = "immobilized.no-influence";
inline constexpr std::string_view kKnightPromoteNightrider = "knight.promote-nightrider";
inline constexpr std::string_view kNightriderMovement = "nightrider.movement";
inline constexpr std::string_view kNightriderPromoteDragonrider = "nightrider.promote-dragonrider";
inline constexpr std::string_view kDragonriderInstantCapture = "dragonrider.instant-capture";
inline constexpr std::string_view kDragonriderKingCheckmate = "dragonrider.king-checkmate";
inline constexpr std::string_view kRookProtectLine = "rook.protect-line";
inline constexpr std::string_view kRookProtectStaticOnly = "rook.protect-static-only";
inline constexpr std::string_view kRookProtectKnightRange = "rook.protect-knight-range";
inline constexpr std::string_view kRookPromoteTower = "rook.promote-tower";
inline constexpr std::string_view kTowerProtectTwo = "tower.protect-two";
inline constexpr std::string_view kTowerProtectAbilities = "tower.protect-abilities";
inline constexpr std::string_view kTowerProtectRooks = "tower.protect-rooks";

// stage 3
inline constexpr std::string_view kBishopConvert = "bishop.convert";
inline constexpr std::string_view kBishopConvertImmune = "bishop.convert-immune";
inline constexpr std::string_view kBishopPromoteArchbishop = "bishop.promote-archbishop";
inline constexpr std::string_view kArchbishopMovement = "archbishop.movement";
inline constexpr std::string_view kArchbishopConversions = "archbishop.conversions";
inline constexpr std::string_view kArchbishopConvertAny = "archbishop.convert-any";
inline constexpr std::string_view kArchbishopConvertKing = "archbishop.convert-king";
inline constexpr std::string_view kArchbishopConversionEndsMovement = "archbishop.conversion-ends-movement";
inline constexpr std::string_view kJesterPromoteJoker = "jester.promote-joker";
inline constexpr std::string_view kJokerExplosion = "joker.explosion";
inline constexpr std::string_view kJokerCapture = "joker.capture";
inline constexpr std::string_view kJokerCapturedExplosion = "joker.captured-explosion";
inline constexpr std::string_view kSuicideJokerExplosion = "suicide.joker-explosion";
inline constexpr std::string_view kKingVortexEarn = "king.vortex-earn";
inline constexpr std::string_view kKingVortex = "king.vortex";
inline constexpr std::string_view kPromotionBlockedPawn = "promotion.blocked-pawn";

}  // namespace arbiter::removal12::clause
