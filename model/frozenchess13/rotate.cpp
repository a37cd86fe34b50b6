// Rotate: "An abstract square(NxN cells) composed of board cells can be rotated in 90deg,180deg and 270deg
// turn, if the player controls the majority of units in the square" (rotate.square), the majority being a
// strictly larger sum of the rotate calculation's points (rotate.majority-points; material.cpp, the count the
// 300-moves rule uses over the entire board: rotate.values, rotate.color-bonus, rotate.rank-bonus,
// rotate.dead-paralyzed-excluded, syzygy.rotate-value), judged on the squares before the rotation.
// "Squares(NxN) which touch the edge of board can't rotate" (rotate.no-edge: blocks inside b2-o15), "from 2x2
// to 8x8 cells" (rotate.size, the catalog's values: the ability names are rotate4 ... rotate64 only).
// Text (model/core/region.h, as quadrant12's): rotate<n*n><cw|half|ccw>@<south-west corner>, e.g.
// rotate64cw@e5 turns e5-l12 clockwise. A special move: the player's whole action, no unit acts (paralysed
// and locked units are carried along); not inside a double move or multimove (advanced.no-abilities).
// "After rotation, the (rotated)squares change color to align with rest of board" (rotate.color-realign:
// colours belong to coordinates); "Walls and tomb squares also rotate as well as anything that occurs on the
// squares" (rotate.contents: Position::permute carries units with their ids and attributes, the squares'
// attributes and queues). A rotated unit is moved by external means: its syzygy lock is removed
// (syzygy.release). Like every action it must leave the side's king safe (king.leave-in-check).
// region.no-change = allowed: a rotation that leaves the position unchanged is still a move (forbidden:
// refused by rotate.square). rotate.pawn-direction = directions-rotate: a pawn's aim (pawn_rotation.cpp) turns
// with the block, by the block's quarter turns ("anything that occurs on the squares"); directions-fixed: it
// keeps the way it aimed.
// Generation: 2-D prefix sums of each side's points make every block's majority O(1) (728 blocks).
#include <array>
#include <vector>

#include "model/core/region.h"
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/syzygy.h"

namespace arbiter::frozenchess13 {
namespace {


class Rotate final : public FrozenMechanic, public TypeScope {
 public:
  Rotate(const Board& b, const Syzygy& syzygy, RotateParams params) : FrozenMechanic("rotate", b), syzygy_(syzygy), p_(params) {}

  void declare(Declaration& d) override {
    aim_ = d.attribute({"aim", Scope::kPiece, 0, 3});  // Pawn Rotation's (pawn_rotation.cpp), shared by name
    first_ = d.ability(rotation_name(p_.min_size, 1));
    for (int n = p_.min_size; n <= p_.max_size; ++n)
      for (int t = 1; t <= kRotationTurns; ++t) d.ability(rotation_name(n, t));
  }
  bool owns(const Action& a) const override {
    return a.type == ActionType::kAbility && a.ability >= first_ && a.ability < first_ + sizes() * kRotationTurns;
  }
  std::vector<Square> actors(const Position&, const Action&) const override { return {}; }

  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    const Geometry& g = p.geometry();
    const int files = g.files(), ranks = g.ranks();
    // sum[side][r][f]: the points of the side's units on ranks < r, files < f.
    std::array<std::array<std::array<int, 17>, 17>, 2> sum{};
    for (Side s : {Side::kWhite, Side::kBlack}) {
      auto& grid = sum[index(s)];
      p.occupied(s).for_each([&](Square q) { grid[rank_of(q) + 1][file_of(q) + 1] = unit_points(board(), p, q, p_.material); });
      for (int r = 1; r <= ranks; ++r)
        for (int f = 1; f <= files; ++f) grid[r][f] += grid[r - 1][f] + grid[r][f - 1] - grid[r - 1][f - 1];
    }
    const int us = index(p.side_to_move()), them = 1 - us;
    auto block = [&](int side, int f, int r, int n) {
      const auto& s = sum[side];
      return s[r + n][f + n] - s[r][f + n] - s[r + n][f] + s[r][f];
    };
    // The blocks first, then their actions written in place (the list grows once).
    thread_local std::vector<std::pair<uint8_t, uint8_t>> blocks;  // (corner, size)
    blocks.clear();
    for (int n = p_.min_size; n <= p_.max_size; ++n)
      for (int r = 1; r + n <= ranks - 1; ++r)
        for (int f = 1; f + n <= files - 1; ++f) {
          const int ours = block(us, f, r, n);
          if (ours != 0 && ours > block(them, f, r, n)) blocks.emplace_back(static_cast<uint8_t>(make_square(f, r)), static_cast<uint8_t>(n));
        }
    size_t at = out.size();
    out.resize(at + blocks.size() * kRotationTurns);
    for (const auto& [corner, n] : blocks)
      for (int t = 1; t <= kRotationTurns; ++t) out[at++] = action(corner, n, t);
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (a.to != a.from || a.path_size()) return kNoSuchAction;
    const Geometry& g = p.geometry();
    const int n = size(a);
    if (!block_inside(a.from, n, g.files(), g.ranks(), 1)) return clause::kRotateNoEdge;
    if (!majority(p, a.from, n)) return clause::kRotateMajorityPoints;
    return {};
  }
  Refusal forbids_result(const Position& before, const Action& a, const Position&) const override {
    if (p_.no_change_allowed || !owns(a)) return {};
    Position q = before;
    permute(q, a);
    return q.same_placement_and_state(before) ? clause::kRotateSquare : Refusal{};
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    const int n = size(a);
    if (trace) {
      for (std::string_view c : {clause::kRotateSquare, clause::kRotateMajorityPoints, clause::kRotateValues,
                                 clause::kChangelogRotateValues, clause::kRotateColorBonus, clause::kRotateRankBonus,
                                 clause::kRotateNoEdge, clause::kRotateSize, clause::kRotateColorRealign,
                                 clause::kRotateContents})
        fire(trace, c);
      for_block(a.from, n, [&](Square s) {
        if (p.empty(s)) return;
        if (syzygy_.locked(p, s)) fire(trace, clause::kSyzygyRotateValue);
        else if (board().paralysed(p, s)) fire(trace, clause::kRotateDeadParalyzedExcluded);
      });
    }
    // syzygy.release: every unit of the block is rotated.
    for_block(a.from, n, [&](Square s) {
      if (!p.empty(s) && syzygy_.locked(p, s)) syzygy_.release(p, p.id_at(s), trace);
    });
    permute(p, a);
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kRotateSquare,       clause::kRotateMajorityPoints, clause::kRotateValues,
            clause::kChangelogRotateValues, clause::kRotateColorBonus, clause::kRotateRankBonus,
            clause::kRotateNoEdge,       clause::kRotateSize,           clause::kRotateColorRealign,
            clause::kRotateContents,     clause::kSyzygyRotateValue,    clause::kRotateDeadParalyzedExcluded};
  }

 private:
  int sizes() const { return p_.max_size - p_.min_size + 1; }
  int size(const Action& a) const { return p_.min_size + (a.ability - first_) / kRotationTurns; }
  int turns(const Action& a) const { return 1 + (a.ability - first_) % kRotationTurns; }
  Action action(Square corner, int n, int t) const {
    return Action::ability_use(static_cast<uint8_t>(first_ + (n - p_.min_size) * kRotationTurns + t - 1), corner, corner);
  }
  template <typename F>
  static void for_block(Square corner, int n, F&& f) {
    for (int x = 0; x < n; ++x)
      for (int y = 0; y < n; ++y) f(make_square(file_of(corner) + x, rank_of(corner) + y));
  }
  bool majority(const Position& p, Square corner, int n) const {
    const Side us = p.side_to_move();
    int ours = 0, theirs = 0;
    for_block(corner, n, [&](Square s) {
      if (!p.empty(s)) (p.at(s).side() == us ? ours : theirs) += unit_points(board(), p, s, p_.material);
    });
    return ours > theirs;
  }
  void permute(Position& p, const Action& a) const {
    std::array<Square, kSquareSlots> from{}, to{};
    const int k = block_rotation(a.from, size(a), turns(a), from.data(), to.data());
    p.permute(from.data(), to.data(), k);
    if (!p_.directions_rotate) return;
    for (int i = 0; i < k; ++i)  // rotate.pawn-direction: the pawns' aims turn as the block does, clockwise
      if (!p.empty(to[i]) && p.at(to[i]).kind() == kPawn) p.set_attribute(aim_, to[i], (p.attribute(aim_, to[i]) + turns(a)) & 3);
  }

  const Syzygy& syzygy_;
  RotateParams p_;
  int aim_ = -1;
  int first_ = -1;  // the ability of rotate4cw; rotate4half ... rotate64ccw follow (rotation_name's order)
};

}  // namespace

std::unique_ptr<Mechanic> rotate(const Board& b, const Syzygy& syzygy, RotateParams params) {
  return std::make_unique<Rotate>(b, syzygy, params);
}

}  // namespace arbiter::frozenchess13
