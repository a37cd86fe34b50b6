// removal12's army: the kinds of its document (model/removal12/document.txt) and what each is made of.
// Every kind is in play: the start position's and the promoted nightrider, dragonrider, tower, nightdragon,
// archbishop and joker.
#pragma once

#include <cstdint>

#include <span>

#include "model/core/piece.h"
#include "model/core/piece_kind.h"

namespace arbiter::removal12 {

enum : Kind {
  kPawn = 1,
  kKnight,
  kBishop,
  kRook,
  kDragon,
  kJester,
  kQueen,
  kKing,
  // promoted kinds (pending): the knight's nightrider and dragonrider, the bishop's archbishop, the rook's
  // tower, the dragon's nightdragon, the jester's joker
  kNightrider,
  kDragonrider,
  kArchbishop,
  kTower,
  kNightdragon,
  kJoker,
};

// The kinds and the document's words for them (the variant's army; a catalog's <kinds> names them).
std::span<const PieceKind> removal12_army();

// What a kind moves like, as bits: lines along the diagonals / ranks and files, one knight move, one king
// step (the king; a jester borrowing it), a pawn's step.
// kDoubleKnight: one or two knight moves (the nightrider's; nightrider.single-knight-move = one-or-two).
enum Movement : uint8_t {
  kDiagonalLines = 1,
  kStraightLines = 2,
  kKnightLeap = 4,
  kKingStep = 8,
  kPawnStep = 16,
  kDoubleKnight = 32,
  kDoubleBishop = 64  // up to two bishop moves (archbishop.movement)
};

// The ordinary movement of each kind (dragon.movement: bishop + knight; jester.movement: bishop; the queen:
// both lines; the king: one step; nightrider.movement: one or two knight moves, the dragonrider's too;
// nightdragon.movement with nightdragon.keeps-bishop = keeps-bishop: bishop, knight and nightrider; the tower:
// a rook's; the archbishop: up to two bishop moves; the joker moves as the jester).
inline uint8_t movement_of(Kind k) {
  switch (k) {
    case kPawn: return kPawnStep;
    case kKnight: return kKnightLeap;
    case kBishop: return kDiagonalLines;
    case kRook: return kStraightLines;
    case kDragon: return kDiagonalLines | kKnightLeap;
    case kJester: return kDiagonalLines;
    case kQueen: return kDiagonalLines | kStraightLines;
    case kKing: return kKingStep;
    case kNightrider:
    case kDragonrider: return kKnightLeap | kDoubleKnight;
    case kTower: return kStraightLines;
    case kNightdragon: return kDiagonalLines | kKnightLeap | kDoubleKnight;
    case kArchbishop: return kDiagonalLines | kDoubleBishop;
    case kJoker: return kDiagonalLines;  // joker.movement = jester-movement; its captures: jester.h
    default: return 0;
  }
}

// The rank of a knight-family piece (knight.immobilize-exemptions: knight below nightrider below
// dragonrider), 0 for the others.
inline int knight_rank(Kind k) { return k == kKnight ? 1 : k == kNightrider ? 2 : k == kDragonrider ? 3 : 0; }
// The piece may make its first knight leap onto a removed square (square-removal.air-move).
inline bool air_mover(Kind k) { return k == kDragonrider || k == kNightdragon; }

// pawn.transform-reset: the base (unpromoted) kind a capturing pawn becomes.
inline Kind base_kind(Kind k) {
  switch (k) {
    case kNightrider:
    case kDragonrider: return kKnight;
    case kArchbishop: return kBishop;
    case kTower: return kRook;
    case kNightdragon: return kDragon;
    case kJoker: return kJester;
    default: return k;
  }
}

}  // namespace arbiter::removal12
