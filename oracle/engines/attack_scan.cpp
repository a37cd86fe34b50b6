#include "oracle/engines/attack_scan.h"

#include <cstdlib>
#include <string>

namespace arbiter {
namespace {

bool knows(const std::string& n) {
  return n == "pawn" || n == "knight" || n == "bishop" || n == "rook" || n == "queen" || n == "king" ||
         n == "dragon" || n == "amazon";
}

// Whether the path strictly between (f0,r0) and (f1,r1), along a line, is empty.
bool clear_line(const Position& pos, int f0, int r0, int f1, int r1) {
  int df = (f1 > f0) - (f1 < f0);
  int dr = (r1 > r0) - (r1 < r0);
  for (int f = f0 + df, r = r0 + dr; f != f1 || r != r1; f += df, r += dr)
    if (!pos.empty(make_square(f, r))) return false;
  return true;
}

}  // namespace

bool brute_force_knows(const Variant& v) {
  for (const PieceKind& k : v.kinds())
    if (!knows(k.name)) return false;
  return true;
}

bool brute_force_attacked(const Variant& v, const Position& pos, Square target, Side by) {
  const Geometry& g = v.geometry();
  int tf = file_of(target);
  int tr = rank_of(target);
  for (int r = 0; r < g.ranks(); ++r) {
    for (int f = 0; f < g.files(); ++f) {
      Piece p = pos.at(make_square(f, r));
      if (p.empty() || p.side() != by || (f == tf && r == tr)) continue;
      const PieceKind* k = v.kind_info(p.kind());
      if (!k) continue;
      const std::string& n = k->name;
      int df = tf - f;
      int dr = tr - r;
      int adf = std::abs(df);
      int adr = std::abs(dr);
      bool knight_jump = (adf == 1 && adr == 2) || (adf == 2 && adr == 1);
      bool diagonal = adf == adr && clear_line(pos, f, r, tf, tr);
      bool orthogonal = (df == 0 || dr == 0) && clear_line(pos, f, r, tf, tr);
      bool hit = false;
      if (n == "pawn") hit = adf == 1 && dr == (by == Side::kWhite ? 1 : -1);
      else if (n == "knight") hit = knight_jump;
      else if (n == "bishop") hit = diagonal;
      else if (n == "rook") hit = orthogonal;
      else if (n == "queen") hit = diagonal || orthogonal;
      else if (n == "king") hit = adf <= 1 && adr <= 1;
      else if (n == "dragon") hit = diagonal || knight_jump;
      else if (n == "amazon") hit = diagonal || orthogonal || knight_jump;
      if (hit) return true;
    }
  }
  return false;
}

}  // namespace arbiter
