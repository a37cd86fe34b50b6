// Region geometry (region.h).
#include "model/core/region.h"

namespace arbiter {

std::string rotation_name(int n, int turns) {
  return "rotate" + std::to_string(n * n) + kRotationTurnNames[turns - 1];
}

Square rotated_square(int f0, int r0, int n, int x, int y, int turns) {
  for (int t = 0; t < turns; ++t) {
    const int nx = y, ny = n - 1 - x;  // clockwise: the north-west corner goes to the north-east
    x = nx;
    y = ny;
  }
  return make_square(f0 + x, r0 + y);
}

int block_rotation(Square corner, int n, int turns, Square* from, Square* to) {
  const int f0 = file_of(corner), r0 = rank_of(corner);
  int k = 0;
  for (int x = 0; x < n; ++x)
    for (int y = 0; y < n; ++y, ++k) {
      from[k] = make_square(f0 + x, r0 + y);
      to[k] = rotated_square(f0, r0, n, x, y, turns);
    }
  return k;
}

bool block_inside(Square corner, int n, int files, int ranks, int margin) {
  const int f = file_of(corner), r = rank_of(corner);
  return f >= margin && r >= margin && f + n - 1 <= files - 1 - margin && r + n - 1 <= ranks - 1 - margin;
}

int line_shift(Square start, bool along_file, int length, int by, Square* from, Square* to) {
  const int f0 = file_of(start), r0 = rank_of(start);
  for (int i = 0; i < length; ++i) {
    const int j = ((i + by) % length + length) % length;
    from[i] = along_file ? make_square(f0, i) : make_square(i, r0);
    to[i] = along_file ? make_square(f0, j) : make_square(j, r0);
  }
  return length;
}

}  // namespace arbiter
