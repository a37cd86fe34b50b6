// Clause ids of twentychess (catalog: model/twentychess/rules.xml), fired where the rule acts.
#pragma once

#include <string_view>

namespace arbiter::twentychess::clause {

inline constexpr std::string_view kOrthodoxBase = "game.orthodox-base";
inline constexpr std::string_view kCastInForce = "turn.cast-in-force";
inline constexpr std::string_view kCast1 = "cast-1.orthodox";
inline constexpr std::string_view kCast2TwoMoves = "cast-2.two-moves";
inline constexpr std::string_view kCast2TwoPieces = "cast-2.two-pieces";
inline constexpr std::string_view kCast2Order = "cast-2.order";
inline constexpr std::string_view kCast3Exchange = "cast-3.exchange";
inline constexpr std::string_view kCast3MoveOther = "cast-3.move-other";
inline constexpr std::string_view kCast4Fallback = "cast-4.fallback-orthodox";
inline constexpr std::string_view kCast4Drop = "cast-4.drop";
inline constexpr std::string_view kCast4NoCheck = "cast-4.drop-no-check";
inline constexpr std::string_view kCast4NoPawnLastRow = "cast-4.no-pawn-last-row";
inline constexpr std::string_view kCast4MoveAnother = "cast-4.move-another";
inline constexpr std::string_view kCast5OpponentChooses = "cast-5.opponent-chooses";
inline constexpr std::string_view kCast6Fallback = "cast-6.fallback-orthodox";
inline constexpr std::string_view kCast6Repeated = "cast-6.repeated-drops";
inline constexpr std::string_view kCast6UntilExhausted = "cast-6.until-exhausted";
inline constexpr std::string_view kCast6MoveAnother = "cast-6.move-another";
inline constexpr std::string_view kCast17Identical = "cast-17.identical-move";
inline constexpr std::string_view kCast17LandsEmpty = "cast-17.lands-empty";
inline constexpr std::string_view kCast7 = "cast-7.pawn-or-king";
inline constexpr std::string_view kCast8 = "cast-8.knight-or-king";
inline constexpr std::string_view kCast9 = "cast-9.bishop-or-king";
inline constexpr std::string_view kCast10 = "cast-10.rook-or-king";
inline constexpr std::string_view kCast11 = "cast-11.extra-step";
inline constexpr std::string_view kCast12Drop = "cast-12.drop-fool";
inline constexpr std::string_view kCast12Capacity = "cast-12.fool-capacity";
inline constexpr std::string_view kCast12MoveAnother = "cast-12.move-another";
inline constexpr std::string_view kCast13Drop = "cast-13.drop-elephant";
inline constexpr std::string_view kCast13Move = "cast-13.elephant-move";
inline constexpr std::string_view kCast13MoveAnother = "cast-13.move-another";
inline constexpr std::string_view kCast14Drop = "cast-14.drop-mountain";
inline constexpr std::string_view kCast14Immobile = "cast-14.mountain-immobile";
inline constexpr std::string_view kCast14Uncapturable = "cast-14.mountain-uncapturable";
inline constexpr std::string_view kCast14MoveAnother = "cast-14.move-another";
inline constexpr std::string_view kCast15KingKnight = "cast-15.king-knight";
inline constexpr std::string_view kCast15Other = "cast-15.other-chessman";
inline constexpr std::string_view kCast15NoCastling = "cast-15.no-castling";
inline constexpr std::string_view kCast16 = "cast-16.cylinder";
inline constexpr std::string_view kCast18 = "cast-18.backwards-only";
inline constexpr std::string_view kCast19Give = "cast-19.give-piece";
inline constexpr std::string_view kCast19Move = "cast-19.orthodox-move";
inline constexpr std::string_view kCast20Pair = "cast-20.pair-move";
inline constexpr std::string_view kCast20IfStill = "cast-20.if-still-in-game";
inline constexpr std::string_view kCast20CaptureCheck = "cast-20.capture-check";
inline constexpr std::string_view kExtraCapacityChange = "extra-piece.capacity-change";
inline constexpr std::string_view kExtraDropAgain = "extra-piece.drop-again";
inline constexpr std::string_view kExtraReturn = "extra-piece.return-from-capture";
inline constexpr std::string_view kExtraOnePerPlayer = "extra-piece.one-per-player";
inline constexpr std::string_view kExtraFoolAfterFool = "extra-piece.fool-after-fool";
inline constexpr std::string_view kExtraNotCaptured = "extra-piece.not-captured-pieces";
inline constexpr std::string_view kExtraPersistence = "extra-piece.persistence";
inline constexpr std::string_view kExtraCaptureEnds = "extra-piece.capture-ends";
inline constexpr std::string_view kExtraPersistsCast1 = "extra-piece.persists-cast-1";

inline constexpr std::string_view kAll[] = {
    kOrthodoxBase, kCastInForce, kCast1, kCast2TwoMoves, kCast2TwoPieces, kCast2Order, kCast3Exchange,
    kCast3MoveOther, kCast4Fallback, kCast4Drop, kCast4NoCheck, kCast4NoPawnLastRow, kCast4MoveAnother,
    kCast5OpponentChooses, kCast6Fallback, kCast6Repeated, kCast6UntilExhausted, kCast6MoveAnother, kCast17Identical, kCast17LandsEmpty, kCast7, kCast8, kCast9, kCast10, kCast11, kCast12Drop, kCast12Capacity, kCast12MoveAnother,
    kCast13Drop, kCast13Move, kCast13MoveAnother, kCast14Drop, kCast14Immobile, kCast14Uncapturable,
    kCast14MoveAnother, kCast15KingKnight, kCast15Other, kCast15NoCastling, kCast16, kCast18, kCast19Give,
    kCast19Move, kCast20Pair, kCast20IfStill, kCast20CaptureCheck, kExtraCapacityChange, kExtraDropAgain,
    kExtraReturn, kExtraOnePerPlayer, kExtraFoolAfterFool, kExtraNotCaptured, kExtraPersistence,
    kExtraCaptureEnds, kExtraPersistsCast1};

}  // namespace arbiter::twentychess::clause
