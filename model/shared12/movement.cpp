// How the kinds move (the "Pieces movement" section), and the board geometry the mechanics share: leap
// paths of knight moves (knights-leap.paths), lines.
#include <cstdlib>

#include "model/shared12/clauses.h"
#include "model/shared12/family.h"

namespace arbiter::shared12 {

// native_movement and own_moves (family.h, a table): pawn.move-one-any, knight.movement, bishop.movement,
// rook.movement, dragon.movement (knight + bishop), queen.movement (knight + bishop + rook); the jester
// (jester.movement-knight) and the king (king.no-move) capture nothing.

StateSchema twelve_schema(const Rules::Params& params) {
  StateSchema s;
  s.attributes.push_back({"death", Scope::kSquare, 0, 2});  // 2: pending (death-square.recapture)
  s.attributes.push_back({"paralysis", Scope::kPiece, 0, params.pass_paralysis_moves});
  s.attributes.push_back({"immobilized", Scope::kPiece, 0, params.immobilize_moves});
  // 1 + the square (rank * 16 + file) of the rook the piece may not capture on its side's next move.
  s.attributes.push_back({"push-paralysis", Scope::kPiece, 0, 256});
  return s;
}

Rules::Params Rules::Params::read(const ChosenOptions& c) {
  Params r;
  r.specials_by_movement = c.is("specials.by-kind", "by-movement");
  r.pass_paralysis_moves = c.value("death-square.pass-paralysis", "moves");
  r.immobilize_moves = c.value("jester.immobilize-leap", "moves");
  return r;
}

Rules::Rules(Geometry& g, const StateSchema& schema, Params params) : g_(&g), params_(params) {
  death_ = *schema.attribute("death");
  paralysis_ = *schema.attribute("paralysis");
  immobilized_ = *schema.attribute("immobilized");
  push_ = *schema.attribute("push-paralysis");
  knight_ = g.add_leaper(knight_offsets());
  king_ = g.add_leaper(king_offsets());
  // Leap paths of every knight move, by (from, offset index).
  const auto offsets = knight_offsets();
  leap_paths_.assign(kSquareSlots * offsets.size(), {});
  for (Square from : g.squares()) {
    for (size_t i = 0; i < offsets.size(); ++i) {
      auto [df, dr] = offsets[i];
      if (!g.step(from, df, dr)) continue;
      int sf = df > 0 ? 1 : -1;
      int sr = dr > 0 ? 1 : -1;
      std::vector<std::pair<int, int>> rel;
      bool tall = std::abs(dr) == 2;
      switch (params_.leap_paths) {
        case Params::LeapPaths::kL:  // the 2x3 rectangle minus start and destination
          if (tall) rel = {{0, sr}, {0, 2 * sr}, {sf, 0}, {sf, sr}};
          else rel = {{sf, 0}, {2 * sf, 0}, {0, sr}, {sf, sr}};
          break;
        case Params::LeapPaths::kLeg:  // the square next to the start in the long direction
          rel = {tall ? std::pair{0, sr} : std::pair{sf, 0}};
          break;
        case Params::LeapPaths::kLine:  // the squares the straight line start-destination crosses
          if (tall) rel = {{0, sr}, {sf, sr}};
          else rel = {{sf, 0}, {sf, sr}};
          break;
      }
      for (auto [f, r] : rel)
        if (auto s = g.step(from, f, r)) leap_paths_[from * offsets.size() + i].push_back(*s);
    }
  }
}

const std::vector<Square>& Rules::leap_path(Square from, Square to) const {
  static const std::vector<Square> kNone;
  int df = file_of(to) - file_of(from);
  int dr = rank_of(to) - rank_of(from);
  static const auto offsets = knight_offsets();
  for (size_t i = 0; i < offsets.size(); ++i)
    if (offsets[i].first == df && offsets[i].second == dr) return leap_paths_[from * offsets.size() + i];
  return kNone;
}

// knight_geometry, line_direction and quadrant_of are inline (family.h).

}  // namespace arbiter::shared12
