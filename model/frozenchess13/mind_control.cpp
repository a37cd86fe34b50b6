// Mind Control (mind-control.condition, changelog.v13.mind-control-orthogonal).
//  - "MindControl - if pieceA can capture PieceB with orthogonal-direct-line move without being
//    recaptured(PieceB not protected) and both stand on squares of same color, it can mindcontrol it instead
//    to make any legal move(counts as move of pieceA player).": a special move written mind@A>B{action} (A the
//    controlling unit, B the enemy unit it controls, and in braces B's action, in its own text: mind@e1>e9{e9e5},
//    mind@e1>e9{pull@e9>e5>e8}). It is one action of A's player, the whole of his turn: B acts once, moved
//    by him, and the turn ends (no double move follows it).
//  - The condition: B is the first unit on a file or rank from A (nothing between them: a direct line, no
//    bounce; no wall square between), within A's capture reach (its orthogonal range: CRR and Range
//    Extension), an enemy unit A could capture (never a frog, unit-type.immortal; never a king, king.immunity;
//    never one of A's kind, kind-immunity.no-engage), not protected (no active unit of B's side could
//    recapture on B's square: its reach covers the square and Kind Immunity lets it take A's kind there), and
//    A's and B's squares have the same colour. On a file or rank the chequered colours agree exactly when the
//    distance is even.
//  - "Mind Control is restricted to orthogonal move-type." (v13): the controllers are the units that ride
//    orthogonally and capture (unit-type.riders: rook, queen, templar; the crossbowman captures nothing).
//  - B's action is judged as B's owner's would be (Position::acting_side is B's side for it: B is his unit
//    for that one action): every mechanic's forbids (a paralysed B does not act) and its owner's admit; its
//    units that act are B alone (MechanicVariant::actors). It is played by its owner's play with its step
//    hooks (a trap, a tomb, a death on arrival act on B as on any arrival; the square B leaves is its wall).
//    Then the whole action is A's player's, its result judged after the turn like any other (walls risen):
//    it may not leave his king in check (check.cpp), and B never takes his king. A nested Mind Control and
//    the null move are not B's actions.
// Readings (points of model/frozenchess13/rules.xml):
//  - mind-control.special-moves = any-legal-incl-special: B's action is any it could make, its special moves
//    included (normal-moves-only: a move, kMove, only).
//  - mind-control.controllers = orthogonal-riders (any-straight-orthogonal-capture: any unit whose capture
//    reaches B straight along the line, over empty squares: the dragon's 2-square leap, the cannon's shot).
//  - mind-control.protected-meaning = recapture-now: "not protected" in the position as it stands
//    (guards-only: only a guarded B, 2+ protectors, is spared).
//  - mind-control.controlled-capture = captures-allowed: B may capture as it could (A's player's own units,
//    B's enemies; never his king); non-captures-only: B's action takes none of A's player's units.
//  - mind-control.owner-king = owner-king-safe: "any legal move" is one B's owner could make, so it may not
//    leave B's own king in check (controller-king-only: only A's player's king counts).
//  - mind-control.square-colour = chequered: the colours of a chequered 16x16 board, (file + rank) mod 2
//    (two-by-two-blocks: the 8x8 board's colouring magnified, each colour a 2x2 block).
#include <optional>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/mechanics_acting.h"

namespace arbiter::frozenchess13 {
namespace {

constexpr std::pair<int, int> kOrthogonals[4] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};

class MindControl final : public FrozenMechanic, public TypeScope {
 public:
  MindControl(const Board& b, MindControlParams params) : FrozenMechanic("mind control", b), p_(params) {}

  void declare(Declaration& d) override { wall_ = d.attribute({"wall", Scope::kSquare, 0, 32767, true}); }

  bool owns(const Action& a) const override { return is_ability(a, kMind); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square s) {
      if (!controller(p.at(s).kind())) return;
      for (auto [df, dr] : kOrthogonals) {
        const Square b = first_unit(p, s, df, dr);
        if (b == kNoSquare || !target_refusal(p, s, b).empty()) continue;
        Position q = p;
        q.set_acting_side(p.at(b).side());
        for (const Action& inner : candidates(q, b)) {
          if (!inner_refusal(p, q, b, inner).empty()) continue;
          Action a = Action::ability_use(kMind, s, b);
          a.set_plan({inner});
          out.push_back(a);
        }
      }
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size() || a.plan().size() != 1) return kNoSuchAction;
    if (!controller(p.at(a.from).kind()) || p.empty(a.to) || a.to == a.from) return clause::kMindControlCondition;
    const int df = sign(file_of(a.to) - file_of(a.from)), dr = sign(rank_of(a.to) - rank_of(a.from));
    if ((df != 0 && dr != 0) || first_unit(p, a.from, df, dr) != a.to) return clause::kMindControlCondition;
    if (Refusal r = target_refusal(p, a.from, a.to); !r.empty()) return r;
    Position q = p;
    q.set_acting_side(p.at(a.to).side());
    return inner_refusal(p, q, a.to, a.plan()[0]);
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire(trace, clause::kMindControlCondition);
    fire(trace, clause::kChangelogMindControlOrthogonal);
    const Action& inner = a.plan()[0];
    const std::optional<Side> acting = p.acting_side();
    p.set_acting_side(p.at(a.to).side());
    owner_of(inner)->play(p, inner, trace);
    if (acting == p.side_to_move()) p.act_as_side_to_move();
    else p.set_acting_side(acting);
  }
  // The position after the whole turn (as every action's result is judged: walls risen, check.cpp): B never
  // took A's player's king, and (owner-king-safe) B's own king is not left in check.
  Refusal forbids_result(const Position& before, const Action& a, const Position& after) const override {
    if (!owns(a)) return {};
    const Side us = before.side_to_move(), them = ~us;
    if (after.royal(us) == kNoSquare && before.royal(us) != kNoSquare) return clause::kMindControlCondition;
    if (p_.owner_king_safe && after.royal(them) != kNoSquare && board().king_attacked(after, them))
      return clause::kMindControlCondition;  // "any legal move": one B's owner could make
    return {};
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kMindControlCondition, clause::kChangelogMindControlOrthogonal, clause::kKingImmunity,
            clause::kKindImmunityNoEngage};
  }

 private:
  static int sign(int v) { return (v > 0) - (v < 0); }
  // "restricted to orthogonal move-type": the units that ride orthogonally and capture.
  bool controller(Kind k) const {
    return !board().cannot_capture(k) && (p_.any_straight_capture || rides(k, Line::kOrthogonal));
  }
  int colour(Square s) const {
    return p_.two_by_two ? (file_of(s) / 2 + rank_of(s) / 2) % 2 : (file_of(s) + rank_of(s)) % 2;
  }
  // The first unit from a in the direction (df, dr), with nothing between ("orthogonal-direct-line"); no
  // square past a wall.
  Square first_unit(const Position& p, Square a, int df, int dr) const {
    Square at = a;
    while (auto next = board().geometry().step(at, df, dr)) {
      at = *next;
      if (p.attribute(wall_, at) != 0) return kNoSquare;
      if (!p.empty(at)) return at;
    }
    return kNoSquare;
  }
  // Why the unit on a may not control the first unit b of its line, or "".
  Refusal target_refusal(const Position& p, Square a, Square b) const {
    const Piece u = p.at(a), target = p.at(b);
    if (target.side() == u.side()) return clause::kMindControlCondition;  // "capture PieceB": an enemy
    if (board().special_immune(target.kind())) return clause::kKingImmunity;
    if (board().immortal(target.kind())) return clause::kMindControlCondition;
    if (kind_immune(board(), p, u.kind(), u.side(), b)) return clause::kKindImmunityNoEngage;
    if (colour(a) != colour(b)) return clause::kMindControlCondition;  // "both stand on squares of same color"
    if (!board().movement().capture_reach(p, a, u.kind(), u.side(), board().ranges(p, a)).contains(b))
      return clause::kMindControlCondition;
    if (board().guarded(p, b)) return clause::kMindControlCondition;  // "without being recaptured"
    if (!p_.guards_only && board().threatened_by(board().threats(p), b, u.kind(), target.side()))
      return clause::kMindControlCondition;
    return {};
  }
  const Mechanic* owner_of(const Action& inner) const {
    for (const auto& m : variant().mechanics())
      if (m->owns(inner)) return m.get() == this ? nullptr : m.get();
    return nullptr;
  }
  // The candidates of B's actions (q: B's side acting), from every mechanic but this one.
  ActionList candidates(const Position& q, Square b) const {
    ActionList all, out;
    const auto& mechanics = variant().mechanics();
    for (size_t i = 0; i < mechanics.size(); ++i) {
      if (mechanics[i].get() == this) continue;
      if (const UnitListing* by_unit = variant().shortcuts(i).by_unit) by_unit->generate_from(q, b, all);
      else mechanics[i]->generate(q, all);
    }
    for (const Action& c : all)
      if (c.from == b && c.actor.is_standing() && c.type != ActionType::kPass) out.push_back(c);
    return out;
  }
  // Why B (on b) may not make the action `inner` (its own: inner.from is b) under A's player's control, or "".
  // p: the position, q: the same with B's side acting.
  Refusal inner_refusal(const Position& p, const Position& q, Square b, const Action& inner) const {
    if (inner.type == ActionType::kPass || inner.from != b || !inner.actor.is_standing()) return clause::kMindControlCondition;
    if (p_.normal_moves_only && inner.type != ActionType::kMove) return clause::kMindControlCondition;
    const Mechanic* own = owner_of(inner);
    if (!own) return clause::kMindControlCondition;  // no such action, or a Mind Control of B's own
    const std::vector<Square> acting = variant().actors(q, inner);
    if (acting.size() != 1 || acting[0] != b) return clause::kMindControlCondition;  // B alone acts
    if (Judgement j = variant().forbidden_before_play(q, inner); !j.legal) return j.clause;
    if (Refusal r = own->admit(q, inner); !r.empty()) return r;
    if (p_.non_captures_only) {
      Position after = q;
      own->play(after, inner, nullptr);
      if (after.occupied(p.side_to_move()).size() < p.occupied(p.side_to_move()).size()) return clause::kMindControlCondition;
    }
    return {};
  }

  const MindControlParams p_;
  int wall_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> mind_control(const Board& b, MindControlParams params) {
  return std::make_unique<MindControl>(b, params);
}

}  // namespace arbiter::frozenchess13
