// The casts that change or restrict how chessmen move: as tables of the orthodox movers, 11 (bishop and
// rook gain the missing one-square step), 15 (the king also leaps as a knight), 16 (the board is a
// cylinder), and the additional chessman's movers (fool, elephant, mountain); as the mechanic "piece
// restrictions", which forbids: 7-10 (one piece type or the king), 15's castling, 18 (backwards only).
#include <algorithm>
#include <cstdlib>

#include "model/twentychess/clauses.h"
#include "model/twentychess/twentychess.h"

namespace arbiter::twentychess {
namespace {

using chess::kDiagonal;
using chess::kOrthogonal;
using Offsets = std::vector<std::pair<int, int>>;

const Offsets kWazir = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
const Offsets kFerz = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
Offsets concat(Offsets a, const Offsets& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

struct Mover {
  uint8_t slides;
  Offsets offsets;
  bool pawn;
};

// How each kind moves in one table (table: 0 plain, 1 cast 11, 2 cast 15, 3 cast 16).
Mover mover_of(Kind k, int table, bool king_knight_only) {
  switch (k) {
    case kPawn: return {0, {}, true};
    case kKnight: return {0, knight_offsets(), false};
    case kBishop: return {kDiagonal, table == 1 ? kWazir : Offsets{}, false};   // cast 11: + one step orthogonally
    case kRook: return {kOrthogonal, table == 1 ? kFerz : Offsets{}, false};     // cast 11: + one step diagonally
    case kQueen: return {kDiagonal | kOrthogonal, {}, false};
    case kKing:  // cast 15: the king also (cast-15.king-moves=knight-added) or only (knight-only) leaps as a knight
      if (table == 2) return {0, king_knight_only ? knight_offsets() : concat(king_offsets(), knight_offsets()), false};
      return {0, king_offsets(), false};
    case kElephant: return {0, concat(kFerz, {{2, 2}, {2, -2}, {-2, 2}, {-2, -2}}), false};  // one or two diagonally, leaping
    default: return {0, {}, false};  // mountain, fool without capacity
  }
}

}  // namespace

bool is_implemented_cast(int cast) { return cast >= 1 && cast <= 20; }

void TwentyChess::build_tables() {
  for (int table = 0; table < 4; ++table) {
    Geometry& g = table == 3 ? cylinder_ : geometry_;
    for (int capacity = 0; capacity < kKindCount; ++capacity) {
      chess::OrthodoxRules& r = tables_[table][capacity];
      for (Kind k = kPawn; k < kKindCount; ++k) {
        // The fool moves with the capacity of the previous moved chessman (cast-12.fool-capacity).
        Mover m = mover_of(k == kFool ? static_cast<Kind>(capacity) : k, table, read_.king_knight_only);
        r.movers.add(g, k, m.slides, m.offsets, m.pawn);
      }
      r.pawn = kPawn;
      r.king = kKing;
      r.promotion_kinds = {kQueen, kRook, kBishop, kKnight};
      r.castling = table != 2;  // cast-15.no-castling
      r.castling_rook = kRook;
      r.uncapturable = uint64_t{1} << kMountain;  // cast-14.mountain-uncapturable
      r.pawns_on_first_rank = true;               // drop.pawn-first-row=allowed
      r.finish(g);
      // cast-16.pawn-wrap=no-pawn-wrap: pawns keep the plain board's captures on the cylinder.
      if (table == 3 && !read_.pawns_wrap) r.pawn_captures = tables_[0][capacity].pawn_captures;
    }
  }
}

const chess::OrthodoxRules& TwentyChess::rules(const Position& pos) const {
  int cast = pos.counter(kCast);
  int table = cast == 11 ? 1 : cast == 15 ? 2 : cast == 16 ? 3 : 0;
  int capacity = pos.counter(kCapacity);
  if (capacity == kFool || capacity >= kKindCount) capacity = 0;
  return tables_[table][capacity];
}

namespace {

class PieceRestrictions final : public Mechanic {
 public:
  explicit PieceRestrictions(const TwentyChess& v) : Mechanic("piece restrictions"), v_(v) {}

  Refusal forbids(const Position& pos, const Action& a) const override {
    if (a.type != ActionType::kMove) return {};
    int cast = pos.counter(kCast);
    Kind k = pos.at(a.from).kind();
    // cast-15.no-castling: the king's two-file step along its rank.
    if (cast == 15 && k == kKing && rank_of(a.from) == rank_of(a.to) && std::abs(file_of(a.to) - file_of(a.from)) == 2)
      return clause::kCast15NoCastling;
    // piece-restriction.additional-chessman=by-kind: the fool is not a pawn, knight, bishop or rook.
    Kind only = cast == 7 ? Kind{kPawn} : cast == 8 ? Kind{kKnight} : cast == 9 ? Kind{kBishop} : cast == 10 ? Kind{kRook} : kNoKind;
    if (only != kNoKind && k != only && k != kKing)
      return cast == 7 ? clause::kCast7 : cast == 8 ? clause::kCast8 : cast == 9 ? clause::kCast9 : clause::kCast10;
    if (cast == 18) {
      // cast-18.capacity=kind-capacity: chessmen that cannot move backwards (pawns, a fool with a pawn's
      // capacity) move as usual; all-backwards: only backwards moves are legal, so they cannot move at all.
      // cast-18.sideways=strictly-backwards: the others must end nearer their own first rank.
      const chess::Mover& m = v_.rules(pos).movers.of(k);
      if (m.pawn) return v_.readings().all_backwards ? clause::kCast18 : Refusal{};
      if (v_.readings().sideways_allowed && rank_of(a.to) == rank_of(a.from)) return {};  // cast-18.sideways=non-forward
      bool back = pos.side_to_move() == Side::kWhite ? rank_of(a.to) < rank_of(a.from) : rank_of(a.to) > rank_of(a.from);
      if (!back) return clause::kCast18;
    }
    return {};
  }

 private:
  const TwentyChess& v_;
};

}  // namespace

std::unique_ptr<Mechanic> piece_restrictions(const TwentyChess& v) { return std::make_unique<PieceRestrictions>(v); }

}  // namespace arbiter::twentychess
