// The geometry of region moves shared by the variants: rotations of square blocks (quadrant12's Rotate4/9/16,
// frozenchess13's 2x2..8x8 Rotate) and cyclic shifts of lines (frozenchess13's Shift). Only the permutation of
// squares and the text of a rotation live here; what may be rotated or shifted, and what the move carries,
// is each variant's mechanic (Position::permute moves everything on the squares at once).
//
// Text of a rotation: "rotate<cells><turn>", cells = n*n for an n x n block (rotate4 for 2x2, rotate64 for
// 8x8), turn = cw (a quarter turn clockwise), half (two) or ccw (three clockwise), written with "@" and the
// block's south-west corner (lowest file, lowest rank; a1 bottom left as White sees the board):
// rotate4cw@d4 turns d4-e5 clockwise: d5 -> e5 -> e4 -> d4 -> d5.
#pragma once

#include <string>

#include "model/core/geometry.h"

namespace arbiter {

// The rotations' turns, in the order of their names: cw, half, ccw (1, 2, 3 clockwise quarter turns).
inline constexpr int kRotationTurns = 3;
inline constexpr const char* kRotationTurnNames[kRotationTurns] = {"cw", "half", "ccw"};

// "rotate<n*n><cw|half|ccw>" for `turns` clockwise quarter turns (1..3).
std::string rotation_name(int n, int turns);

// The square that local (x, y) of the n x n block with south-west corner (f0, r0) goes to after `turns`
// clockwise quarter turns: the north-west corner goes to the north-east.
Square rotated_square(int f0, int r0, int n, int x, int y, int turns);

// The permutation of the n x n block at `corner` turned `turns` times clockwise: from[i] goes to to[i].
// Fills n*n entries of each array (n <= 16) and returns n*n.
int block_rotation(Square corner, int n, int turns, Square* from, Square* to);

// Whether the n x n block at `corner` lies `margin` squares or more inside a files x ranks board.
bool block_inside(Square corner, int n, int files, int ranks, int margin);

// A cyclic shift of a whole line: the rank of `start` (along_file false) or its file (true), every square
// moved `by` squares toward the higher files (ranks), wrapping over the edge. Fills `length` entries.
int line_shift(Square start, bool along_file, int length, int by, Square* from, Square* to);

}  // namespace arbiter
