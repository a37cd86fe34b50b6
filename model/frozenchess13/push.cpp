// Pushing (push.adjacent, push.single, push.no-off-board, push.walls, push.wall-paralysis; the templar's
// templar.push-immunity).
//  - "UnitA can push UnitB in direction of push. if it stands orthogonally adjacent in 3x3 square.": a special
//    move written push@A>B (A the pusher, B the orthogonally adjacent square of the unit or wall square it
//    pushes). B's unit is carried (Carried::kPushed) one square on, away from A: a tomb there explodes under it
//    (tombs.h), an enemy's jester trap catches it (jesters_traps.cpp), a frog is never carried onto a tomb
//    (may_enter). A pushed unit is moved by external means: its syzygy lock goes (syzygy.release).
//  - "Multiple units/wallsquares can't be pushed.": the square beyond B must hold no unit and no wall square
//    (push.single); "Can't push off-board.": it must be on the board (push.no-off-board).
//  - "Pushing Walls: wallsquare is moved in orthogonal direction(as if it was an unit) and unit stands in its
//    former place. Unit is paralyzed for 5 moves after wall push." (the catalog's value 5): a wall square B
//    with no unit on it moves one square on (its waller with it) under the same two conditions, the pusher
//    steps onto B and pays 5 moves of paralysis (royal-guards.self-cost = costs-still-apply). Written by the
//    changelog too: "walls can be pushed anyway" (changelog.v12.trebuchet-removed).
//  - "Immunity to Push." (templar.push-immunity): a templar is never pushed; kings are "immune to all special
//    moves/abilities except Rotate,Explosion and Teleswap" (king.immunity); an enemy of the pusher's own kind
//    is spared by Kind Immunity (kind-immunity.no-engage).
//  - A special move: not during a double move or multimove (advanced.no-abilities), not by a paralysed pusher;
//    like every action it may not leave the pusher's king in check.
// Readings (points of model/frozenchess13/rules.xml):
//  - push.pusher-follows = pusher-follows-special-move: the pusher steps into the square the pushed unit left
//    ("blue=pusher new location"), a move of its own (Carried::kOwnMove: it may lock a syzygy); so a unit that
//    never moves by itself (the cannon, cannon.self-move = cannon-never-self-moves) pushes no unit, and a king
//    uses no ability of its own (king.immunity-own-use = hostile-and-foreign-only; hostile-only lets it push).
//    pusher-stays: the pusher stays where it is (a cannon may push); a wall push still puts the pusher on the
//    wall's square (the document says so of walls).
#include <cstdlib>
#include <optional>
#include <utility>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/mechanics_acting.h"
#include "model/frozenchess13/paralysis.h"
#include "model/frozenchess13/syzygy.h"

namespace arbiter::frozenchess13 {
namespace {

class Push final : public FrozenMechanic, public TypeScope {
 public:
  Push(const Board& b, const Paralysis& paralysis, const Syzygy& syzygy, PushParams params)
      : FrozenMechanic("push", b), paralysis_(paralysis), syzygy_(syzygy), p_(params) {}

  void declare(Declaration& d) override { wall_ = d.attribute({"wall", Scope::kSquare, 0, 32767, true}); }

  bool owns(const Action& a) const override { return is_ability(a, kPush); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    const Geometry& g = board().geometry();
    variant().controlled(p).for_each([&](Square s) {
      for (auto [df, dr] : {std::pair{0, 1}, {0, -1}, {1, 0}, {-1, 0}})
        if (auto b = g.step(s, df, dr); b && refusal(p, s, *b).empty()) out.push_back(Action::ability_use(kPush, s, *b));
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size()) return kNoSuchAction;
    return refusal(p, a.from, a.to);
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    const Square beyond = *ahead(a.from, a.to);
    fire(trace, clause::kPushAdjacent);
    fire(trace, clause::kPushSingle);
    fire(trace, clause::kPushNoOffBoard);
    const UnitId pusher = p.id_at(a.from);
    if (p.empty(a.to)) {  // a wall square
      const int waller = p.attribute(wall_, a.to);
      p.set_attribute(wall_, a.to, 0);
      p.set_attribute(wall_, beyond, waller);
      fire(trace, clause::kPushWalls);
      fire(trace, clause::kChangelogTrebuchetRemoved);
      variant().carry(p, Step{pusher, a.from, a.to, Carried::kOwnMove}, trace);
      fire(trace, clause::kPushWallParalysis);
      if (!p.empty(a.to) && p.id_at(a.to) == pusher) paralysis_.paralyse(p, a.to, p_.wall_paralysis, true, trace);
      return;
    }
    const UnitId pushed = p.id_at(a.to);
    if (syzygy_.locked(p, a.to)) syzygy_.release(p, pushed, trace);
    variant().carry(p, Step{pushed, a.to, beyond, Carried::kPushed}, trace);
    // The pusher follows only if it still stands there: an explosion where the pushed unit lands (a tomb's, wider
    // than 3x3 under an edited catalog) may have taken it (a dead unit's place is its tomb's square, so
    // square_of would not tell).
    if (p_.pusher_follows && p.empty(a.to) && p.id_at(a.from) == pusher)
      variant().carry(p, Step{pusher, a.from, a.to, Carried::kOwnMove}, trace);
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kPushAdjacent, clause::kPushSingle, clause::kPushNoOffBoard, clause::kPushWalls,
            clause::kPushWallParalysis, clause::kTemplarPushImmunity, clause::kChangelogTrebuchetRemoved,
            clause::kKingImmunity, clause::kKindImmunityNoEngage, clause::kCannonImmobile};
  }

 private:
  // The square beyond b seen from a (b orthogonally adjacent to a), if on the board.
  std::optional<Square> ahead(Square a, Square b) const {
    return board().geometry().step(b, file_of(b) - file_of(a), rank_of(b) - rank_of(a));
  }
  Refusal refusal(const Position& p, Square a, Square b) const {
    if (std::abs(file_of(b) - file_of(a)) + std::abs(rank_of(b) - rank_of(a)) != 1) return clause::kPushAdjacent;
    const Kind k = p.at(a).kind();
    if (board().special_immune(k) && !p_.king_pushes) return clause::kKingImmunity;
    const bool wall = p.empty(b);
    if (wall && p.attribute(wall_, b) == 0) return clause::kPushAdjacent;  // nothing to push
    if (!wall) {
      const Kind target = p.at(b).kind();
      if (board().special_immune(target)) return clause::kKingImmunity;
      if (target == kTemplar) return clause::kTemplarPushImmunity;
      if (kind_immune(board(), p, k, p.at(a).side(), b)) return clause::kKindImmunityNoEngage;
      if (k == kCannon && p_.pusher_follows && !p_.cannon_moves) return clause::kCannonImmobile;
    } else if (k == kCannon && !p_.cannon_moves) {
      return clause::kCannonImmobile;  // "unit stands in its former place"
    }
    const auto beyond = ahead(a, b);
    if (!beyond) return clause::kPushNoOffBoard;
    if (!p.empty(*beyond) || p.attribute(wall_, *beyond) != 0) return clause::kPushSingle;
    if (!wall) {
      if (Refusal r = variant().may_enter(p, Step{p.id_at(b), b, *beyond, Carried::kPushed}); !r.empty()) return r;
    }
    return {};
  }

  const Paralysis& paralysis_;
  const Syzygy& syzygy_;
  const PushParams p_;
  int wall_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> push(const Board& b, const Paralysis& paralysis, const Syzygy& syzygy, PushParams params) {
  return std::make_unique<Push>(b, paralysis, syzygy, params);
}

}  // namespace arbiter::frozenchess13
