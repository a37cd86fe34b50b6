// The assassin's WallClimb/WallJump (assassin.wall-climb, assassin.wall-exit, assassin.wall-movement,
// assassin.wall-jump) and the walls' exception for it (walls.assassin-exception).
//  - "Assassins can enter/exit wall squares if they stand orthogonally adjacent to them as special move.": a
//    special move written climb@A>W: the assassin on A steps onto the orthogonally adjacent wall square W, which
//    holds no unit; it stands there, the wall under it. A climb raises no wall (walls.special-moves).
//  - "Movement on the wall is restricted to the wall squares, until WallJump is performed and unit leaves wall."
//    and "Exception: Assassins entering Wallsquares,move only on Wallsquares.": a unit standing on a wall square
//    may land on wall squares only: the route change is Movement's one landing rule (Walk::on_wall,
//    movement_impl.h), which the moves, the threats and the refusals read alike (a move off the wall is refused
//    by assassin.wall-movement). This mechanic fires the clauses when an assassin's move lands on a wall.
//  - "WallJump is moving orthogonally 1sq away from the wallsquare to empty adjacent square." and "The exit move
//    must land on empty non-threatened square.": a special move written walljump@W>S: the assassin on the wall
//    square W steps to the orthogonally adjacent square S, empty, no wall, where no enemy unit could capture an
//    assassin (Kind Immunity: an enemy assassin does not threaten it).
// Readings (points of model/frozenchess13/rules.xml):
//  - assassin.wall-movement-reading = own-movement: on the wall the assassin moves as it does elsewhere (a
//    knight leap or three squares orthogonally), landing on wall squares only; orthogonal-steps: one orthogonal
//    step to an adjacent wall square at a time.
//  - assassin.on-wall-capture = wall-shields: a wall "cannot be landed on", so no move captures a unit standing
//    on one (another assassin on the wall may: its moves land on walls); explosions still kill it.
//  - When the wall under it dissolves, the assassin stands on an ordinary square and moves as usual.
#include <cstdlib>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {
namespace {

constexpr int kOrthogonal[4][2] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};

class WallClimb final : public FrozenMechanic, public MoveListener, public TypeScope {
 public:
  explicit WallClimb(const Board& b) : FrozenMechanic("wall climb", b) {}

  bool owns(const Action& a) const override { return is_ability(a, kClimb) || is_ability(a, kWallJump); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  unsigned refused_types() const override { return 0; }
  void generate(const Position& p, ActionList& out) const override {
    const Ground& ground = board().movement().ground();
    if (!ground.any_wall(p)) return;
    variant().controlled(p).for_each([&](Square s) {
      if (p.at(s).kind() != kAssassin) return;
      const Ability ab = ground.walled(p, s) ? kWallJump : kClimb;
      for (const auto& d : kOrthogonal)
        if (auto t = board().geometry().step(s, d[0], d[1]); t && refusal(p, s, *t, ab).empty())
          out.push_back(Action::ability_use(ab, s, *t));
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size() || p.at(a.from).kind() != kAssassin) return kNoSuchAction;
    const int df = file_of(a.to) - file_of(a.from), dr = rank_of(a.to) - rank_of(a.from);
    const Ability ab = is_ability(a, kClimb) ? kClimb : kWallJump;
    if (std::abs(df) + std::abs(dr) != 1) return ab == kClimb ? clause::kAssassinWallClimb : clause::kAssassinWallJump;
    return refusal(p, a.from, a.to, ab);
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    variant().carry(p, Step{p.id_at(a.from), a.from, a.to, Carried::kOwnMove}, trace);
    if (is_ability(a, kClimb)) {
      fire(trace, clause::kAssassinWallClimb);
      fire(trace, clause::kWallsAssassinException);
    } else {
      fire(trace, clause::kAssassinWallJump);
      fire(trace, clause::kAssassinWallExit);
    }
  }

  // A move on the wall (Movement's landing rule made it): "move only on Wallsquares".
  void moved(Position& p, const Moved& m, Trace* trace) const override {
    if (p.empty(m.to) || p.id_at(m.to) != m.unit || !board().movement().ground().walled(p, m.to)) return;
    fire(trace, clause::kAssassinWallMovement);
    fire(trace, clause::kWallsAssassinException);
  }

  std::vector<std::string_view> clauses() const override {
    return {clause::kAssassinWallClimb, clause::kAssassinWallExit, clause::kAssassinWallMovement,
            clause::kAssassinWallJump, clause::kWallsAssassinException};
  }

 private:
  // Why the assassin on s may not climb onto (or jump off to) t, "" when it may.
  Refusal refusal(const Position& p, Square s, Square t, Ability ab) const {
    const Ground& ground = board().movement().ground();
    if (ab == kClimb) {
      if (ground.walled(p, s)) return clause::kAssassinWallMovement;  // on the wall already
      return ground.walled(p, t) && p.empty(t) ? Refusal{} : clause::kAssassinWallClimb;
    }
    if (!ground.walled(p, s)) return clause::kAssassinWallJump;  // not on a wall
    if (!p.empty(t) || ground.walled(p, t)) return clause::kAssassinWallJump;  // "to empty adjacent square"
    const Side enemy = ~p.at(s).side();
    if (board().threatened_by(board().reach_of(p, enemy), t, kAssassin, enemy)) return clause::kAssassinWallExit;
    return {};
  }
};

}  // namespace

std::unique_ptr<Mechanic> wall_climb(const Board& b) { return std::make_unique<WallClimb>(b); }

}  // namespace arbiter::frozenchess13
