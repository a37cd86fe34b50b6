// frozenchess13's stage 2, the region moves (one file each, composed in one block by frozenchess13.cpp):
//   Rotate (rotate.cpp)          rotate<cells><cw|half|ccw>@<south-west corner>, a 2x2..8x8 block inside the
//                                board's edge rows and files (model/core/region.h), e.g. rotate64cw@e5;
//   Shift (shift.cpp)            shift@S>T: the whole line through S (S its first square: on file a for a
//                                rank, on rank 1 for a file) moved along itself, wrapping, so that what
//                                stands on S goes to T (shift@a5>d5: rank 5 three squares east);
//   Mirror Portal (mirror_portal.cpp)   portal@S>T: a non-pawn unit on S teleports to T, S's mirror square;
//   Syzygy (syzygy.cpp, syzygy.h)       the lock of two same-kind enemy units, a paralysis source.
// Their readings of the catalog's points are their parameters, read once by frozenchess13.cpp.
#pragma once

#include <memory>

#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {

class Syzygy;  // syzygy.h

// mirror-portal.coordinates: which square is the mirror of (x, y).
enum class MirrorReading : uint8_t {
  kPointReflection,     // point-reflection: (17-x, 17-y) in 1-16 numbering, the 180-degree rotation
  kLiteralOneBased,     // literal-formula-1-based: (16-x, 16-y) in 1-16 numbering
  kLiteralZeroBased,    // literal-formula-0-based: (16-x, 16-y) in 0-15 numbering
};
// The mirror square of s on a files x ranks board, or kNoSquare when the reading sends it off the board.
Square mirror_square(const Geometry& g, Square s, MirrorReading reading);

struct RotateParams {
  MaterialParams material;
  bool no_change_allowed = true;  // region.no-change = allowed (else forbidden)
  bool directions_rotate = true;  // rotate.pawn-direction = directions-rotate (else directions-fixed)
  int min_size = 0;  // rotate.size: "from 2x2 to 8x8 cells" (the catalog's values: N of the NxN squares)
  int max_size = 0;
};
std::unique_ptr<Mechanic> rotate(const Board& b, const Syzygy& syzygy, RotateParams params);  // rotate.*

struct ShiftParams {
  bool fully_occupied = false;     // shift.line-extent = full-line-fully-occupied (else full-line-no-enemy)
  bool everything_moves = false;   // shift.square-features = everything-moves (else units-only-landing-rules-apply)
  bool king_shiftable = false;     // king.immunity-own-use = hostile-only (else hostile-and-foreign-only)
  bool empty_line = false;         // shift.empty-line = allowed (else needs-own-unit)
  bool no_change_allowed = true;   // region.no-change = allowed (else forbidden)
};
std::unique_ptr<Mechanic> shift(const Board& b, const Syzygy& syzygy, ShiftParams params);  // shift.*

struct MirrorPortalParams {
  MirrorReading mirror = MirrorReading::kPointReflection;
  bool cannon_may_teleport = false;  // cannon.self-move = generic-abilities-allowed (else cannon-never-self-moves)
  bool king_may_teleport = false;    // king.immunity-own-use = hostile-only (else hostile-and-foreign-only)
  KindSet units;                     // mirror-portal.teleport: "a non-pawn piece" (the catalog's kinds)
};
std::unique_ptr<Mechanic> mirror_portal(const Board& b, MirrorPortalParams params);  // mirror-portal.*

}  // namespace arbiter::frozenchess13
