// Rotations (quadrant12): "After rotation, the (rotated)squares change color to align with rest of board.Walls
// and death squares also rotate as well as anything that occurs on the squares.Squares(2x2,3x3,4x4) which touch
// the edge of board can't rotate. Rotate4 - a special move, where a side can select a 2x2 square on the board,
// where it has a majority in unit numbers,and rotate as a single square in any direction 1-3 times." (Rotate9
// and Rotate16 likewise with a 3x3 and a 4x4 square.)
//
// Text of a rotation: "rotate<N><turn>@<corner>", N = 4, 9 or 16 (the document's Rotate4/9/16: a 2x2, 3x3 or
// 4x4 block), turn = cw (a quarter turn clockwise), half (two quarter turns) or ccw (a quarter turn
// counter-clockwise = three clockwise), corner = the block's south-west (lowest file, lowest rank) square, the
// board seen from White's side (a1 bottom left). E.g. rotate4cw@d4 turns d4-e5 clockwise: d5 -> e5 -> e4 -> d4
// -> d5; rotate9half@c3 turns c3-e5 by 180 degrees (c3 <-> e5, d3 <-> d5, ...; d4 stays).
//
// Points (model/quadrant12/rules.xml), defaults: rotation.edge = contains-edge-square (blocks inside b2-k11);
// rotation.majority-count = all-units-vs-opponent (every unit, kings and pawns included, strictly more than the
// opponent's in the block, judged before the rotation); rotation.direction = three-orientations (cw, half, ccw:
// three moves per block); rotation.null-rotation = allowed-pass (a rotation is a move even if it changes
// nothing); rotation.frozen-contents = allowed (immobilised, paralysed or resting units and walls are carried
// along). A rotation is the side's whole action: its units move with their states, walls and death squares move
// with their squares, no wall is raised (no piece moves along a path) and the walls on the board run down as
// after any action. Like every action it must leave the side's king safe.
#include <array>

#include "model/core/region.h"
#include "model/quadrant12/mechanics.h"
#include "model/shared12/clauses.h"
#include "model/shared12/mechanics/mechanics.h"
#include "model/shared12/mechanics/check.h"

namespace arbiter::quadrant12 {

using namespace shared12;

namespace {

// One of the three special moves: its block's side, the quarter turns it may make, its clause.
struct Block {
  int n = 0;
  int turns = 0;
  std::string_view clause;
  int first = -1;  // the ability of its one quarter turn clockwise; the others follow
};

class Rotation final : public TwelveMechanic, public LegalListing {
 public:
  Rotation(const Rules& r, RotationParams params) : TwelveMechanic("rotation", r) {
    const std::string_view clauses[3] = {clause::kRotationRotate4, clause::kRotationRotate9, clause::kRotationRotate16};
    for (int i = 0; i < 3; ++i) blocks_[i] = {params.sizes[i], params.turns[i], clauses[i]};
  }

  void declare(Declaration& d) override {
    // The geometry and the names are model/core/region.h's: rotate4cw ... rotate16ccw, size-major.
    for (Block& b : blocks_) {
      b.first = d.ability(rotation_name(b.n, 1));
      for (int t = 2; t <= b.turns; ++t) d.ability(rotation_name(b.n, t));
    }
  }
  bool owns(const Action& a) const override { return block_of(a) != nullptr; }
  void generate(const Position& p, ActionList& out) const override { blocks(p, out, true); }
  // rotation.frozen-contents = allowed: the units of the block are carried, none acts.
  std::vector<Square> actors(const Position&, const Action&) const override { return {}; }
  bool generate_legal(const Position& p, ActionList& out) const override {
    blocks(p, out, false);
    return true;
  }
  Refusal admit(const Position& p, const Action& a) const override {
    const Block& b = *block_of(a);
    const int n = b.n;
    if (a.to != a.from || a.path_size()) return b.clause;
    if (!inside(a.from, n)) return clause::kRotationEdgeForbidden;
    if (!majority(p, a.from, n, p.side_to_move())) return clause::kRotationMajority;
    return {};
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    rules().begin_action(p, kNoSquare, trace);
    const Block& b = *block_of(a);
    const int n = b.n;
    const int turns = a.ability - b.first + 1;
    fire(trace, b.clause);
    fire(trace, clause::kRotationMajority);
    fire(trace, clause::kRotationEdgeForbidden);
    fire(trace, clause::kRotationSquareColour);  // colours follow the coordinates: nothing to do
    fire(trace, clause::kRotationCarriesState);
    // rotation.carries-state: units (with their identity), their attributes and the squares' own.
    std::vector<Square> from(n * n), to(n * n);
    const int k = block_rotation(a.from, n, turns, from.data(), to.data());
    p.permute(from.data(), to.data(), k);
    std::vector<Square> no_path;  // no unit moves along a path: no wall is raised, the others run down
    rules().end_action(p, no_path, kNoSquare, trace);
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kRotationRotate4, clause::kRotationRotate9, clause::kRotationRotate16, clause::kRotationMajority,
            clause::kRotationEdgeForbidden, clause::kRotationSquareColour, clause::kRotationCarriesState};
  }

 private:
  const Block* block_of(const Action& a) const {
    if (a.type != ActionType::kAbility) return nullptr;
    for (const Block& b : blocks_)
      if (a.ability >= b.first && a.ability < b.first + b.turns) return &b;
    return nullptr;
  }

  // rotation.majority (all-units-vs-opponent): strictly more of `side`'s units than the opponent's in the block.
  static bool majority(const Position& p, Square corner, int n, Side side) {
    int ours = 0, theirs = 0;
    for (int x = 0; x < n; ++x)
      for (int y = 0; y < n; ++y) {
        Piece u = p.at(make_square(file_of(corner) + x, rank_of(corner) + y));
        if (!u.empty()) (u.side() == side ? ours : theirs) += 1;
      }
    return ours > theirs;
  }
  // rotation.edge-forbidden (contains-edge-square): the block must lie inside b2-k11.
  bool inside(Square corner, int n) const {
    const Geometry& g = rules().geometry();
    return block_inside(corner, n, g.files(), g.ranks(), 1);
  }

  // Whether no rotation of the block can leave `side`'s king attacked, judged without playing one: the
  // king stands outside the block, and on the board with the block emptied (walls and ranges ignored, which
  // only block) neither a unit outside it attacks the king nor could any enemy kind inside it, from any
  // square of the block. Rotations move only the block's units, and perk 1 concerns no rotation.
  bool cannot_expose(const Position& p, Square corner, int n, Side side) const {
    const Geometry& g = rules().geometry();
    Square k = p.royal(side);
    if (k == kNoSquare) return false;
    const int f0 = file_of(corner), r0 = rank_of(corner);
    auto in_block = [&](Square s) {
      int f = file_of(s) - f0, r = rank_of(s) - r0;
      return f >= 0 && f < n && r >= 0 && r < n;
    };
    if (in_block(k)) return false;
    const Side by = ~side;
    uint8_t block = 0;  // the native movements of the enemy units in the block
    for (int x = 0; x < n; ++x)
      for (int y = 0; y < n; ++y) {
        Piece u = p.at(make_square(f0 + x, r0 + y));
        if (!u.empty() && u.side() == by) block |= native_movement(u.kind());
      }
    for (int d = 0; d < 8; ++d) {
      const uint8_t line = is_diagonal(d) ? kBishopMove : kRookMove;
      bool first = true;
      for (uint8_t s : g.ray(k, d).span()) {
        if (in_block(s)) {
          if ((block & line) || (first && (block & kPawnStep))) return false;
        } else if (!p.empty(s)) {
          Piece q = p.at(s);
          if (q.side() == by && (native_movement(q.kind()) & line)) return false;
          break;
        }
        first = false;
      }
    }
    for (uint8_t s : g.targets(rules().knight_leaper(), k).span()) {
      Piece q = p.at(s);
      if (in_block(s) ? (block & kKnightMove) != 0
                      : !q.empty() && q.side() == by && (native_movement(q.kind()) & kKnightMove))
        return false;
    }
    for (uint8_t s : g.targets(rules().king_leaper(), k).span()) {
      Piece q = p.at(s);
      if (!in_block(s) && !q.empty() && q.side() == by && q.kind() == kPawn) return false;  // pawns outside stay
    }
    return true;
  }

  // The rotations of every block where the side holds the majority (rotation.direction = three-orientations:
  // cw, half, ccw); as candidates, or legal: shielded, else judged by the variant's one legality path.
  void blocks(const Position& p, ActionList& out, bool candidates) const {
    const Geometry& g = rules().geometry();
    Side us = p.side_to_move();
    // Each side's units on the rectangle a1..(f-1, r-1), so that a block's majority is a few additions.
    std::array<std::array<std::array<int, kMaxRanks + 1>, kMaxFiles + 1>, 2> below{};
    for (int f = 0; f < g.files(); ++f)
      for (int r = 0; r < g.ranks(); ++r) {
        Piece u = p.at(make_square(f, r));
        for (int side = 0; side < 2; ++side)
          below[side][f + 1][r + 1] = below[side][f][r + 1] + below[side][f + 1][r] - below[side][f][r] +
                                      (!u.empty() && index(u.side()) == side);
      }
    auto units = [&](int side, int f, int r, int n) {
      const auto& b = below[side];
      return b[f + n][r + n] - b[f][r + n] - b[f + n][r] + b[f][r];
    };
    for (const Block& b : blocks_) {
      const int n = b.n;
      for (int f = 1; f + n - 1 <= g.files() - 2; ++f)
        for (int r = 1; r + n - 1 <= g.ranks() - 2; ++r) {
          Square corner = make_square(f, r);
          if (units(index(us), f, r, n) <= units(1 - index(us), f, r, n)) continue;  // majority()
          const bool shielded =
              !candidates && (!rules().check().params().orthodox || cannot_expose(p, corner, n, us));
          for (int t = 0; t < b.turns; ++t) {
            Action a;
            a.type = ActionType::kAbility;
            a.ability = static_cast<uint8_t>(b.first + t);
            a.from = a.to = static_cast<uint8_t>(corner);
            if (candidates || shielded || variant().check_candidate(p, a).legal) out.push_back(a);
          }
        }
    }
  }

  std::array<Block, 3> blocks_;  // Rotate4, Rotate9, Rotate16
};

}  // namespace

RotationParams RotationParams::read(const ChosenOptions& c) {
  RotationParams r;
  const std::string_view clauses[3] = {"rotation.rotate4", "rotation.rotate9", "rotation.rotate16"};
  for (int i = 0; i < 3; ++i) {
    r.sizes[i] = c.value(clauses[i], "size");
    r.turns[i] = c.value(clauses[i], "turns", 1, kRotationTurns,
                         "a fourth quarter turn is no rotation, a fifth is the first again: more turns need a reading of them");
  }
  return r;
}

std::unique_ptr<Mechanic> rotation(const Rules& r, RotationParams params) {
  return std::make_unique<Rotation>(r, params);
}

}  // namespace arbiter::quadrant12
