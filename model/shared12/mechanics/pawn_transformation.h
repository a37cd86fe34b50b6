// The pawn's transformation, one rule of all three 12x12 documents: "Pawn capturing a non-pawn transforms into
// that piece(early promotion)" (deathsquare12, quadrant12: pawn.transform-by-capture) and "Pawn capturing a
// non-pawn transforms into that piece(all upgrades/promotion/counters are reset,i.e.pawn x dragonrider=new
// knight,like promotion to base type)" (removal12: pawn.transform-by-capture, pawn.transform-reset). What a
// capturing pawn becomes is decided here, once, with each document's differences as parameters; where it
// happens (a step of the twelve family, a capture told to removal12's pawns), its interplay with promotion on
// the last rank (promotion.capture-on-last-rank, whose options differ) and the counters it resets stay with
// each family's pawns (mechanics/pawns.h, model/removal12/pawns.h).
#pragma once

#include "model/core/kind_set.h"
#include "model/core/piece.h"

namespace arbiter::shared12 {

struct PawnTransformation {
  // "capturing a non-pawn": the kinds whose capture transforms (pawn.transform-by-capture's <kinds>, read by
  // each family's pawns: every kind but the pawn).
  KindSet from;
  Kind king = kNoKind;  // the army's king (each family numbers its own)
  // A king is a non-pawn too: whether a pawn that captures one becomes a king (removal12's
  // pawn.transform-into-king = becomes-king, where promoted kings exist). The twelve family never: a captured
  // king ends the game there (king.capture-wins).
  bool kings = false;
  // The kind it becomes from the kind captured: that kind (nullptr: the twelve family), or its base type
  // (removal12: "like promotion to base type", a dragonrider giving a knight).
  Kind (*base)(Kind) = nullptr;

  // The kind a pawn becomes by capturing a unit of kind `captured`; kNoKind when it stays a pawn.
  Kind becomes(Kind captured) const {
    if (captured == kNoKind || !from.contains(captured)) return kNoKind;
    if (captured == king && !kings) return kNoKind;
    return base ? base(captured) : captured;
  }
};

}  // namespace arbiter::shared12
