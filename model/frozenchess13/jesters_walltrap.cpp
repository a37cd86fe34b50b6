// The jester's Walltrap (jester.walltrap): "Walltrap: same range as move. Surround enemy in 3x3 wall (wall
// dissolves on next jester move), if the units is alone:otherwise fills empty (3x3) squares with wall".
//  - A special move written walltrap@J>T: the jester on J picks an enemy unit T on a square its move could end on
//    ("same range as move": the jester's leaps, the ground's rules applied); not a king ("Kings are immune to
//    all special moves/abilities", king.immunity) nor a jester (Kind Immunity, kind-immunity.no-engage).
//  - Every square of the box around T (the catalog's 3x3) that holds no unit and no wall becomes a wall of the
//    jester (square term wall = the jester): "Surround enemy in 3x3 wall" when T is alone, "fills empty (3x3)
//    squares with wall" otherwise: the same squares, the units' squares left as they are.
//  - "wall dissolves on next jester move": the walltrap's walls are the jester's wall (walls.duration: "Until the
//    waller(wall creator) creates a new wall"): the jester's next move takes them away (this mechanic, told of
//    the move after the walls: the square the move left is its new wall or trap, jesters_traps.cpp), as does
//    its next walltrap, and its death (walls.waller-dies).
#include <cstdlib>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {
namespace {

class JestersWalltrap final : public FrozenMechanic, public MoveListener, public TypeScope {
 public:
  JestersWalltrap(const Board& b, int radius) : FrozenMechanic("jesters walltrap", b), radius_(radius) {}

  bool owns(const Action& a) const override { return is_ability(a, kWalltrap); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  unsigned refused_types() const override { return 0; }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square s) {
      if (p.at(s).kind() != kJester) return;
      targets(p, s).for_each([&](Square t) { out.push_back(Action::ability_use(kWalltrap, s, t)); });
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size() || p.at(a.from).kind() != kJester) return kNoSuchAction;
    return targets(p, a.from).contains(a.to) ? Refusal{} : clause::kJesterWalltrap;
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    const int wall = board().movement().ground().wall;
    const int jester = static_cast<int>(p.id_at(a.from));
    dissolve(p, jester, kNoSquare);  // its old wall dissolves as it walls anew (walls.duration)
    const Geometry& g = board().geometry();
    for (int df = -radius_; df <= radius_; ++df)
      for (int dr = -radius_; dr <= radius_; ++dr)
        if (auto s = g.step(a.to, df, dr); s && p.empty(*s) && p.attribute(wall, *s) == 0) p.set_attribute(wall, *s, jester);
    fire(trace, clause::kJesterWalltrap);
  }

  // "wall dissolves on next jester move": what remains of its walls but the square its move just left.
  void moved(Position& p, const Moved& m, Trace* trace) const override {
    if (p.empty(m.to) || p.id_at(m.to) != m.unit || p.at(m.to).kind() != kJester) return;
    if (dissolve(p, static_cast<int>(m.unit), m.from)) fire(trace, clause::kJesterWalltrap);
  }

  std::vector<std::string_view> clauses() const override { return {clause::kJesterWalltrap}; }

 private:
  bool dissolve(Position& p, int jester, Square keep) const {
    const int wall = board().movement().ground().wall;
    bool any = false;
    p.marked(wall).for_each([&](Square s) {
      if (s == keep || p.attribute(wall, s) != jester) return;
      p.set_attribute(wall, s, 0);
      any = true;
    });
    return any;
  }
  // The enemy units the jester on s may walltrap: on the squares its move could end on.
  SquareSet targets(const Position& p, Square s) const {
    SquareSet out;
    const Side side = p.at(s).side();
    board().movement().routes(p, s, kJester, side, board().ranges(p, s), [&](const Route& r) {
      if (!r.onto_unit || p.empty(r.to) || p.at(r.to).side() == side) return;
      const Kind k = p.at(r.to).kind();
      if (k != kKing && !kind_immune(board(), p, kJester, side, r.to)) out.insert(r.to);
    });
    return out;
  }

  int radius_;
};

}  // namespace

std::unique_ptr<Mechanic> jesters_walltrap(const Board& b, int radius) { return std::make_unique<JestersWalltrap>(b, radius); }

}  // namespace arbiter::frozenchess13
