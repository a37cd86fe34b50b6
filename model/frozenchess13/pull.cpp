// Pull and Pull-through (pull.condition, pull.targets, pull.into-tomb, pull.paralysis, pull.pulled-unaffected,
// pull-through.blocked-path, pull-through.into-cannon, pull-through.paralysis).
//  - "if pieceA can capture PieceB with a rook-like or bishop-like move: PieceA can pull PieceB towards himself
//    for N squares.(upto capture range)": a special move written pull@A>B>D (A the puller, B the pulled unit, D
//    the square it is pulled to, N squares nearer A on the line between them, 1 <= N). A is a unit that rides
//    (unit-type.riders: rook, bishop, queen, templar, dragon; the crossbowman rides but cannot capture,
//    unit-type.no-capture) and B stands on one of A's ride lines (orthogonal for a rook-like move, diagonal
//    for a bishop-like one) at a distance within A's range on that line (its capture range: CRR and Range
//    Extension, range.cpp), straight (a pull is "towards himself": no bounce). A unit that cannot be captured
//    at all (the frog, unit-type.immortal) cannot be pulled (pull.condition).
//  - "Units that are pulled:any enemy/friendly units except:king,units under Guards(2+ protectors), units
//    inside jesters trapsquares, units of same kind(Kind immunity)." (pull.targets): never a king, a guarded
//    unit (board.h), a unit standing on a jester's trap square (square term trap), a unit of the puller's kind.
//  - Pull-through: "Units can be pulled even if the there blocking units on the pull path,(the Pulled Unit
//    cannot moves through them, but the force of pull can )": units between A and B do not stop the pull; B
//    moves at most to the square beside the blocking unit nearest to it. A pull whose line holds a unit between
//    A and B is a pull-through, whatever N.
//  - The pulled unit is carried (Carried::kPushed) to D in one step: "Pull can move units into a
//    Tomb/Trapsquare" and "The pulled unit is not affected (unless the pull destination is a trap/tomb/etc)":
//    only D acts on it (a tomb there explodes, tombs.h; an enemy's jester trap paralyses it, jesters_traps.cpp);
//    the squares it passes do nothing (no tomb passing paralysis). A square no unit may be carried onto
//    (may_enter: a wall; a tomb for a frog) is no destination.
//  - "Units can be pulled into cannons too." (pull-through.into-cannon, pull.into-cannon-meaning =
//    stops-at-cannon): a cannon is a blocking unit like any other; B stops beside it (the clause fires).
//  - "After a Pull move:the (puller) unit is in paralysis for floor(N/3) moves" and "After a Pull-through:the
//    (puller) unit is in paralysis for floor((2*N)/3) moves" (the catalog's values: the divisor 3, the factor
//    2): a cost the puller pays (royal-guards.self-cost = costs-still-apply); N < 3 (pull) costs nothing.
//  - A pulled unit is moved by external means: its syzygy lock goes (syzygy.release).
//  - A special move: not during a double move or multimove (advanced.no-abilities), not by a paralysed puller;
//    like every action it may not leave the puller's king in check.
// Readings (points of model/frozenchess13/rules.xml):
//  - pull.friendly-condition = capture-geometry: a friendly B is judged as if it were an enemy; enemy-only:
//    only enemy units are pulled.
//  - pull.same-kind-scope = any-side: "units of same kind" are never pulled, friendly ones included (the
//    targets list's own words); as-kind-immunity: only enemy units of the puller's kind (Kind Immunity's
//    scope, kind-immunity.friendly = enemy-only), its exceptions (pawns, kings, frogs) aside.
//  - pull.force-line = walls-stop-force: a wall square between A and B stops the force (a wall is no unit
//    the force passes, and no capture crosses it); force-passes-walls: the force passes walls as it passes
//    units, and B stops beside the wall nearest to it. Levels do not stop a pull (terrain.uphill-special:
//    special moves may go uphill).
//  - pull.capture-limits = geometry-and-immortal: "can capture" is the line, the range and the target's
//    capturability; the other limits of a capture are the targets list's (guards, kind) or do not apply (the
//    templar's Shield guards against captures, not pulls).
#include <cstdlib>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/mechanics_acting.h"
#include "model/frozenchess13/paralysis.h"
#include "model/frozenchess13/syzygy.h"
#include "model/frozenchess13/tombs.h"

namespace arbiter::frozenchess13 {
namespace {

constexpr std::pair<int, int> kDirections[8] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

class Pull final : public FrozenMechanic, public TypeScope {
 public:
  Pull(const Board& b, const Paralysis& paralysis, const Syzygy& syzygy, const Tombs& tombs, PullParams params)
      : FrozenMechanic("pull", b), paralysis_(paralysis), syzygy_(syzygy), tombs_(tombs), p_(params) {}

  void declare(Declaration& d) override {
    trap_ = d.attribute({"trap", Scope::kSquare, 0, 2});
    wall_ = d.attribute({"wall", Scope::kSquare, 0, 32767, true});
  }

  bool owns(const Action& a) const override { return is_ability(a, kPull); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square s) {
      if (!puller(p.at(s).kind())) return;
      pulls(p, s, [&](Square b, Square d, bool) {
        Action a = Action::ability_use(kPull, s, b);
        a.push_path(d);
        out.push_back(a);
        return false;
      });
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size() != 1 || !puller(p.at(a.from).kind())) return kNoSuchAction;
    if (p.empty(a.to)) return clause::kPullCondition;
    if (Refusal r = target_refusal(p, a.from, a.to); !r.empty()) return r;
    bool found = false;
    pulls(p, a.from, [&](Square b, Square d, bool) { return found = b == a.to && d == a.path_at(0); }, a.to);
    return found ? Refusal{} : clause::kPullCondition;
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    const Square d = a.path_at(0);
    bool through = false, cannon = false;
    pulls(p, a.from, [&](Square b, Square to, bool t) {
      if (b != a.to || to != d) return false;
      through = t;
      return true;
    }, a.to);
    // The square beyond D toward A holds the unit that stopped B (a pull-through's blocker, or the puller).
    const int df = sign(file_of(a.from) - file_of(a.to)), dr = sign(rank_of(a.from) - rank_of(a.to));
    if (auto next = board().geometry().step(d, df, dr); next && *next != a.from && !p.empty(*next))
      cannon = p.at(*next).kind() == kCannon;
    const int n = distance(a.to, d);
    const UnitId pulled = p.id_at(a.to);
    if (syzygy_.locked(p, a.to)) syzygy_.release(p, pulled, trace);
    fire(trace, clause::kPullCondition);
    fire(trace, clause::kPullTargets);
    fire(trace, clause::kPullPulledUnaffected);
    if (through) fire(trace, clause::kPullThroughBlockedPath);
    if (cannon) fire(trace, clause::kPullThroughIntoCannon);
    const bool marked = p.attribute(trap_, d) != 0 || tombs_.explosive(p, d);  // "into a Tomb/Trapsquare"
    variant().carry(p, Step{pulled, a.to, d, Carried::kPushed}, trace);
    if (marked) fire(trace, clause::kPullIntoTomb);
    const int cost = through ? (p_.through_factor * n) / p_.through_divisor : n / p_.divisor;
    fire(trace, through ? clause::kPullThroughParalysis : clause::kPullParalysis);
    if (cost > 0 && !p.empty(a.from)) paralysis_.paralyse(p, a.from, cost, true, trace);
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kPullCondition, clause::kPullTargets, clause::kPullIntoTomb, clause::kPullParalysis,
            clause::kPullPulledUnaffected, clause::kPullThroughBlockedPath, clause::kPullThroughIntoCannon,
            clause::kPullThroughParalysis, clause::kKingImmunity};
  }

 private:
  static int sign(int v) { return (v > 0) - (v < 0); }
  static int distance(Square a, Square b) {
    return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
  }
  // "with a rook-like or bishop-like move": a unit that rides and captures.
  bool puller(Kind k) const {
    return !board().cannot_capture(k) && (rides(k, Line::kOrthogonal) || rides(k, Line::kDiagonal));
  }
  // Why the unit on b may not be pulled by the unit on a (pull.condition, pull.targets), or "".
  Refusal target_refusal(const Position& p, Square a, Square b) const {
    const Piece target = p.at(b);
    const Side us = p.at(a).side();
    if (board().immortal(target.kind())) return clause::kPullCondition;  // "can capture PieceB": never a frog
    if (p_.enemy_only && target.side() == us) return clause::kPullCondition;
    if (!p_.targets.contains(target.kind())) return clause::kPullTargets;  // "except:king"
    if (target.kind() == p.at(a).kind() &&
        (!p_.same_kind_enemy_only || (target.side() != us && !board().kind_immunity_exempt(target.kind()))))
      return clause::kPullTargets;
    if (p.attribute(trap_, b) != 0) return clause::kPullTargets;  // "units inside jesters trapsquares"
    if (board().guarded(p, b)) return clause::kPullTargets;       // "units under Guards(2+ protectors)"
    return {};
  }
  // Calls f(B, D, through) for each pull of the unit on a (only of the unit on `only` when given) until f says
  // stop; B passes target_refusal.
  template <typename F>
  void pulls(const Position& p, Square a, F&& f, Square only = kNoSquare) const {
    const Geometry& g = board().geometry();
    const Kind k = p.at(a).kind();
    const Ranges ranges = board().ranges(p, a);
    for (auto [df, dr] : kDirections) {
      const Line line = df != 0 && dr != 0 ? Line::kDiagonal : Line::kOrthogonal;
      if (!rides(k, line)) continue;
      if (only != kNoSquare && (sign(file_of(only) - file_of(a)) != df || sign(rank_of(only) - rank_of(a)) != dr)) continue;
      int last = 0;  // the distance of the nearest blocker behind (0: the puller)
      Square at = a;
      for (int dist = 1; dist <= ranges.of(line); ++dist) {
        const auto next = g.step(at, df, dr);
        if (!next) break;
        at = *next;
        if (p.attribute(wall_, at) != 0) {
          if (!p_.force_passes_walls) break;
          last = dist;
          continue;
        }
        if (p.empty(at)) continue;
        if ((only == kNoSquare || only == at) && target_refusal(p, a, at).empty()) {
          for (int to = dist - 1; to > last; --to) {
            const Square d = *g.step(a, df * to, dr * to);
            if (!variant().may_enter(p, Step{p.id_at(at), at, d, Carried::kPushed}).empty()) continue;
            if (f(at, d, last > 0)) return;
          }
        }
        if (only == at) return;
        last = dist;
      }
    }
  }

  const Paralysis& paralysis_;
  const Syzygy& syzygy_;
  const Tombs& tombs_;
  const PullParams p_;
  int trap_ = -1, wall_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> pull(const Board& b, const Paralysis& paralysis, const Syzygy& syzygy, const Tombs& tombs,
                                PullParams params) {
  return std::make_unique<Pull>(b, paralysis, syzygy, tombs, params);
}

}  // namespace arbiter::frozenchess13
