// frozenchess13's army: the fifteen kinds of the diagram's legend (setup.legend), lettered as the document
// letters them (L is the knight, N the nightrider, O the cannon, X the crossbowman), and the classes the
// "UNIT TYPE" section puts them in (unit-type.*), as data the mechanics read.
#pragma once

#include <cstdint>
#include <span>

#include "model/core/kind_set.h"
#include "model/core/piece.h"
#include "model/core/piece_kind.h"

namespace arbiter::frozenchess13 {

enum : Kind {
  kPawn = 1,
  kRook,
  kKnight,
  kBishop,
  kQueen,
  kKing,
  kJester,
  kChancellor,
  kTemplar,
  kDragon,
  kFrog,
  kNightrider,
  kAssassin,
  kCrossbowman,
  kCannon,
  kKindCount  // one past the last kind
};
// The army with the document's words (the legend's: "R=Rook", "L=Knight", ...): the variant's kinds, and the
// names a catalog's <kinds> uses (chosen.kinds(clause, name, frozenchess13_army())).
std::span<const PieceKind> frozenchess13_army();
// Threats keep the kinds reaching a square in a KindSet32 (board.h): the army must fit it.
static_assert(KindSet32::fits(kKindCount - 1), "frozenchess13's kinds outgrow Threats' KindSet32: widen it to KindSet");

// The two line types of riders: Capture Range Reduction and Range Extension keep one range per line type
// (crr.reduce: "this range (used single move/capture)"; crr.queen-line-types = used-type-only).
enum class Line : uint8_t { kDiagonal, kOrthogonal, kNone };

// The classes of the "UNIT TYPE" section whose members the catalog states (model/frozenchess13/rules.xml's
// <kinds>), read once when the variant is made; the movement and every mechanic ask them here.
struct UnitTypes {
  KindSet no_capture;  // unit-type.no-capture: "Jesters(except self-explosion),Frog,Crossbowman"
  KindSet immortal;    // unit-type.immortal: "units that cannot be captured. Frog."
  bool cannot_capture(Kind k) const { return no_capture.contains(k); }
  bool is_immortal(Kind k) const { return immortal.contains(k); }
};
// unit-type.crr-units: "Rook(ortho),Queen(Diag/ortho), Templar(ortho),Dragon(diag),Bishop(diag)" lose range
// by captures; range-extension.eligible: the same units grow it.
constexpr bool crr_line(Kind k, Line line) {
  switch (k) {
    case kRook:
    case kTemplar: return line == Line::kOrthogonal;
    case kDragon:
    case kBishop: return line == Line::kDiagonal;
    case kQueen: return line != Line::kNone;
    default: return false;
  }
}
// The kinds that ride (unit-type.riders) on a line type, with that line's bounce (the nightrider rides knight
// vectors, movement.h); their other moves are steps and leaps.
constexpr bool rides(Kind k, Line line) {
  switch (k) {
    case kQueen: return line != Line::kNone;
    case kBishop:
    case kDragon: return line == Line::kDiagonal;
    case kRook:
    case kTemplar:
    case kCrossbowman: return line == Line::kOrthogonal;
    default: return false;
  }
}
constexpr bool crr_unit(Kind k) { return crr_line(k, Line::kDiagonal) || crr_line(k, Line::kOrthogonal); }


}  // namespace arbiter::frozenchess13
