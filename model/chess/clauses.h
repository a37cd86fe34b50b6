// Clause ids of orthodox chess (catalog: model/chess/rules.xml, citing the FIDE Laws of Chess).
// The code fires these where the rule acts; the catalog check verifies each id exists there.
#pragma once

#include <string_view>

namespace arbiter::chess::clause {

inline constexpr std::string_view kPieceMoves = "moves.piece";            // FIDE 3.1-3.6
inline constexpr std::string_view kCapture = "moves.capture";             // FIDE 3.1
inline constexpr std::string_view kPawnPush = "pawn.push";                // FIDE 3.7.1
inline constexpr std::string_view kPawnDoubleStep = "pawn.double-step";   // FIDE 3.7.2
inline constexpr std::string_view kPawnCapture = "pawn.capture";          // FIDE 3.7.3.1
inline constexpr std::string_view kEnPassant = "pawn.en-passant";         // FIDE 3.7.3.2
inline constexpr std::string_view kPromotion = "pawn.promotion";          // FIDE 3.7.5
inline constexpr std::string_view kCastling = "king.castling";            // FIDE 3.8.2
inline constexpr std::string_view kCastlingRights = "king.castling-rights";   // FIDE 3.8.2.1
inline constexpr std::string_view kCastlingThroughCheck = "king.castling-check";  // FIDE 3.8.2.2
inline constexpr std::string_view kNoSelfCheck = "check.no-self-check";   // FIDE 3.9.2
inline constexpr std::string_view kCheckmate = "end.checkmate";           // FIDE 5.1.1
inline constexpr std::string_view kStalemate = "end.stalemate";           // FIDE 5.2.1
inline constexpr std::string_view kInsufficientMaterial = "end.dead-position";  // FIDE 5.2.2
inline constexpr std::string_view kThreefold = "end.threefold-repetition";      // FIDE 9.2
inline constexpr std::string_view kFiftyMove = "end.fifty-move";                // FIDE 9.3

// Every id above: what the traceability check expects the catalog to hold and the code to fire.
inline constexpr std::string_view kAll[] = {
    kPieceMoves, kCapture, kPawnPush, kPawnDoubleStep, kPawnCapture, kEnPassant, kPromotion, kCastling,
    kCastlingRights, kCastlingThroughCheck, kNoSelfCheck, kCheckmate, kStalemate, kInsufficientMaterial,
    kThreefold, kFiftyMove};

}  // namespace arbiter::chess::clause
