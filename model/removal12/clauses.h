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

}  // namespace arbiter::removal12::clause
