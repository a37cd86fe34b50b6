// Pincer, a pawn's special move: "unit whose orthogonal sides are occupied with pawn are paralyzed until pawns
// leave or die." (pawn.pincer): an aura of the pawns (auras.h, aura_fixpoint.h), nothing stored.
// Readings:
//  - pincer.geometry = two-opposite-enemy-pawns: a unit with enemy pawns on two opposite orthogonal
//    neighbours (left and right, or front and back); all-four-enemy-pawns: on all four (a unit on the
//    board's edge has three and is never held); any-pawns-left-right: pawns of either side on both lateral
//    neighbours (the squares beside it on its rank) hold any unit, pawns of both sides included.
//  - The pincer is the pawns' occupation, which lasts "until pawns leave or die": paralysed pawns still
//    pincer (it never stops), whatever paralysis.statue-threat says of their threats.
//  - Kind Immunity does not apply (pawns are its exception, kind-immunity.exceptions): a pawn may be pincered.
//    Kings (king.immunity) and units beside their own king (royal-guards.no-paralysis) are never held.
#include <array>
#include <utility>

#include "model/frozenchess13/auras.h"
#include "model/frozenchess13/clauses.h"

namespace arbiter::frozenchess13 {
namespace {

constexpr std::array<std::pair<int, int>, 4> kOrthogonal = {{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};

// The squares of `s` moved one square along a rank (by = +1 east, -1 west: a square leaving the board's side
// drops) or one rank (by = +16 north, -16 south), on the 16x16 board's 256 squares (rank * 16 + file).
SquareSet shifted(const SquareSet& s, int by) {
  const int n = by < 0 ? -by : by;
  std::array<uint64_t, 4> w{};
  for (int i = 0; i < 4; ++i) {
    if (by > 0) w[i] = (s.word(i) << n) | (i > 0 ? s.word(i - 1) >> (64 - n) : 0);
    else w[i] = (s.word(i) >> n) | (i < 3 ? s.word(i + 1) << (64 - n) : 0);
    if (by == 1) w[i] &= ~0x0001000100010001ull;   // no square of file a came from the rank below's file p
    if (by == -1) w[i] &= ~0x8000800080008000ull;  // no square of file p came from the rank above's file a
  }
  return SquareSet::from_words(w);
}

class Pincer final : public AuraMechanic {
 public:
  Pincer(const Board& b, const Paralysis& paralysis, PincerGeometry geometry, KindSet pincers)
      : AuraMechanic("pincer", b, paralysis, clause::kPawnPincer), geometry_(geometry), pincers_(pincers) {}

  KindSet sources() const override { return pincers_; }
  bool stops_when_paralysed() const override { return false; }
  // The units the pawn on s pincers, with the pawns it needs beside them.
  void zone(const Position& p, Square s, SquareSet& out) const override {
    const Side side = p.at(s).side();
    for (auto [df, dr] : kOrthogonal) {
      if (geometry_ == PincerGeometry::kAnyPawnsLeftRight && dr != 0) continue;
      const std::optional<Square> q = board().geometry().step(s, df, dr);
      if (!q || p.empty(*q) || !paralysable(p, *q)) continue;
      if (geometry_ != PincerGeometry::kAnyPawnsLeftRight && p.at(*q).side() == side) continue;
      if (held(p, *q, side, df, dr)) out.insert(*q);
    }
  }
  // The whole pincer at once, on the squares as sets (the same units as zone() over every pawn).
  void zones(const Position& p, const SquareSet& all_pawns, SquareSet& out) const override {
    const SquareSet pawns[2] = {all_pawns & p.occupied(Side::kWhite), all_pawns & p.occupied(Side::kBlack)};
    auto flanked = [](const SquareSet& e) { return shifted(e, 1) & shifted(e, -1); };
    auto stacked = [](const SquareSet& e) { return shifted(e, 16) & shifted(e, -16); };
    for (Side side : {Side::kWhite, Side::kBlack}) {
      const SquareSet& enemy = pawns[index(~side)];
      SquareSet held;
      switch (geometry_) {
        case PincerGeometry::kTwoOpposite: held = p.occupied(side) & (flanked(enemy) | stacked(enemy)); break;
        case PincerGeometry::kAllFour: held = p.occupied(side) & flanked(enemy) & stacked(enemy); break;
        case PincerGeometry::kAnyPawnsLeftRight: held = p.occupied(side) & flanked(pawns[0] | pawns[1]); break;
      }
      held.for_each([&](Square q) {
        if (paralysable(p, q)) out.insert(q);
      });
    }
  }
  std::vector<std::string_view> clauses() const override { return {clause::kPawnPincer}; }

 private:
  // Whether the unit on q, beside the side's pawn at q - (df, dr), is pincered.
  bool held(const Position& p, Square q, Side side, int df, int dr) const {
    auto pawn = [&](std::optional<Square> x, bool any_side) {
      return x && !p.empty(*x) && pincers_.contains(p.at(*x).kind()) && (any_side || p.at(*x).side() == side);
    };
    const Geometry& g = board().geometry();
    switch (geometry_) {
      case PincerGeometry::kTwoOpposite: return pawn(g.step(q, df, dr), false);
      case PincerGeometry::kAnyPawnsLeftRight: return pawn(g.step(q, df, dr), true);
      case PincerGeometry::kAllFour:
        for (auto [ef, er] : kOrthogonal)
          if (!pawn(g.step(q, ef, er), false)) return false;
        return true;
    }
    return false;
  }
  const PincerGeometry geometry_;
  const KindSet pincers_;  // "occupied with pawn" (pawn.pincer's kinds)
};

}  // namespace

std::unique_ptr<Mechanic> pincer(const Board& b, const Paralysis& paralysis, PincerGeometry geometry, KindSet pincers) {
  return std::make_unique<Pincer>(b, paralysis, geometry, pincers);
}

}  // namespace arbiter::frozenchess13
