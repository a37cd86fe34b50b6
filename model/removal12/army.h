// removal12's army: the kinds of its document (model/removal12/document.txt) and what each is made of.
// Stage 1 of the model plays the kinds of the start position; the promoted kinds (nightrider, dragonrider,
// archbishop, tower, nightdragon, joker) are named here for the rules that make them and are not yet in the
// variant's list of kinds (their rules are pending in the catalog), so a setup cannot hold them.
#pragma once

#include <cstdint>

#include "model/core/piece.h"

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

// What a kind moves like, as bits: lines along the diagonals / ranks and files, one knight move, one king
// step (the king; a jester borrowing it), a pawn's step.
enum Movement : uint8_t { kDiagonalLines = 1, kStraightLines = 2, kKnightLeap = 4, kKingStep = 8, kPawnStep = 16 };

// The ordinary movement of each kind of the start position (dragon.movement: bishop + knight;
// jester.movement: bishop; the queen: both lines; the king: one step).
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
    default: return 0;
  }
}

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
