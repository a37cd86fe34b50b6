// Shellshock: "units passing through threatened squares(1normalmove enemy range) have reduced range at next
// move." (shellshock.trigger); "range(diagonal/orthogonal rider units)is decreased by 1(normal diag/ortho
// rider)/2(other moves)/3(explosive/tomb) per each square threatened at next move" (shellshock.range);
// "Minimal range is 3 sq beyond which shellshock doesn't reduce range." (shellshock.minimum); "Shellshock
// disappears after next turn or is replaced by new shellshock modifier(if the unit moves at next turn)."
// (shellshock.duration). The weights 1, 2, 3 and the minimum 3 are the catalog's values (ShellshockParams). A
// RangeModifier (board.h): the board's ranges of a shellshocked rider are reduced.
// Readings (points of model/frozenchess13/rules.xml):
//  - shellshock.scope = riders-only: only the units that ride diagonal or orthogonal lines (army.h's rides():
//    rook, bishop, queen, templar, dragon, crossbowman) have a range to decrease; they are shellshocked by
//    their own moves (a move Empower lends them included); all-units is not built (no range to reduce).
//  - The squares passed: those a move passes through between its start and its end (Movement::passed: a
//    ride's squares, bounces included; a square crossed twice counts once, "per each square");
//    shellshock.path-squares = landing-too adds the square it ends on.
//  - "threatened(1normalmove enemy range)": the enemy's native capture reach (board.h's threats) in the
//    position the move leaves (the mover on its landing square, a captured unit gone: the mover is no longer
//    on its start square while it passes); "explosive/tomb": a square of the 3x3 blast of an explosive tomb
//    (tombs.h). The weight of a square: 3 in a tomb's blast, else 1 when a kind that rides diagonal or
//    orthogonal lines reaches it and 2 for every other kind (the threats keep kinds, not the pattern that
//    reached: a queen's knight leap counts as a rider's). shellshock.square-weight = heaviest: a square
//    reached by several counts the heaviest weight once ("per each square"); lightest: the lightest.
//  - shellshock.minimum: a reduced range never goes below 3; a range already at 3 or less is not reduced.
//    Both line types lose the same squares.
//  - shellshock.timing = next-turn: the reduction earned by a unit's moves in a turn (the last one replaces
//    the earlier: "replaced by new shellshock modifier") holds for its side's next turn, then disappears or is
//    replaced by what that turn's moves earned; next-move: it holds from the move after it, the second move
//    of a double move included, and then as in next-turn.
// State: shellshock@sq (the reduction in force), shellshock-next@sq (the one earned this turn).
#include <algorithm>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/tombs.h"

namespace arbiter::frozenchess13 {
namespace {

constexpr int kMaxReduction = 999;

constexpr bool diagonal_or_orthogonal_rider(Kind k) { return rides(k, Line::kDiagonal) || rides(k, Line::kOrthogonal); }

class Shellshock final : public FrozenMechanic, public MoveListener, public RangeModifier {
 public:
  Shellshock(const Board& b, const Tombs& tombs, ShellshockParams params)
      : FrozenMechanic("shellshock", b), tombs_(tombs), p_(params) {}

  void declare(Declaration& d) override {
    now_ = d.attribute({"shellshock", Scope::kPiece, 0, kMaxReduction});
    next_ = d.attribute({"shellshock-next", Scope::kPiece, 0, kMaxReduction});
  }

  void modify(const Position& p, Square s, Ranges& r) const override {
    const int by = p.attribute(now_, s);
    if (by == 0) return;
    r.diagonal = reduced(r.diagonal, by);
    r.orthogonal = reduced(r.orthogonal, by);
  }

  void moved(Position& p, const Moved& m, Trace* trace) const override {
    if (p.empty(m.to) || p.id_at(m.to) != m.unit || !diagonal_or_orthogonal_rider(p.at(m.to).kind())) return;
    const Side enemy = ~p.at(m.to).side();
    // The squares first: a leap or a step passes none, and then the threats are not asked.
    SquareSet passed;
    board().movement().passed(m.from, m.route, m.kind, [&](Square s) { passed.insert(s); });
    if (p_.landing_too) passed.insert(m.to);
    int reduction = 0;
    passed.for_each([&](Square s) { reduction += weight(p, s, enemy); });
    reduction = std::min(reduction, kMaxReduction);
    const int before = p.attribute(next_, m.to);
    if (before != reduction) p.set_attribute(next_, m.to, reduction);
    if (before != 0) fire(trace, clause::kShellshockDuration);  // replaced by the later move of the turn
    if (reduction != 0 && trace) {
      fire(trace, clause::kShellshockTrigger);
      fire(trace, clause::kChangelogShellshock);  // "units passing through threatened squares have reduced range"
      fire(trace, clause::kShellshockRange);
      // The minimum binds where the unit's range without shellshock, less the reduction, would be below 3.
      const int in_force = p.attribute(now_, m.to);
      p.set_attribute(now_, m.to, 0);
      const Ranges full = board().ranges(p, m.to);
      p.set_attribute(now_, m.to, in_force);
      if (std::min(full.diagonal, full.orthogonal) - reduction < p_.minimum) fire(trace, clause::kShellshockMinimum);
    }
    if (p_.next_move && p.attribute(now_, m.to) != reduction) p.set_attribute(now_, m.to, reduction);
  }

  // At the end of a side's turn, its units' shellshock earned this turn comes in force, for its next turn;
  // the one in force this turn disappears.
  void turn_end(Position& p, Trace* trace) const override {
    const Side us = p.side_to_move();
    bool ended = false;
    (p.marked(now_) | p.marked(next_)).for_each([&](Square s) {
      if (p.empty(s) || p.at(s).side() != us) return;
      const int earned = p.attribute(next_, s);
      ended |= p.attribute(now_, s) != 0;
      p.set_attribute(now_, s, earned);
      p.set_attribute(next_, s, 0);
    });
    if (ended) fire(trace, clause::kShellshockDuration);
  }

  std::vector<std::string_view> clauses() const override {
    return {clause::kShellshockTrigger, clause::kShellshockRange, clause::kShellshockMinimum, clause::kShellshockDuration,
            clause::kChangelogShellshock};
  }

 private:
  int reduced(int range, int by) const { return range <= p_.minimum ? range : std::max(p_.minimum, range - by); }

  // The weight of a square passed, for a mover whose enemy is `enemy` (0: not threatened).
  int weight(const Position& p, Square s, Side enemy) const {
    const bool blast = !tombs_.tombs_around(p, s).empty();
    const KindSet32 reached = board().reach_of(p, enemy).reach[index(enemy)][s];
    bool rider = false, other = false;
    for (Kind k = kPawn; k < kKindCount; ++k) {
      if (!reached.contains(k)) continue;
      (diagonal_or_orthogonal_rider(k) ? rider : other) = true;
    }
    // The weights that apply, the heaviest or the lightest of them (shellshock.square-weight).
    int chosen = 0;
    bool any = false;
    for (auto [applies, w] : {std::pair{rider, p_.rider}, {other, p_.other}, {blast, p_.explosive}}) {
      if (!applies) continue;
      chosen = !any ? w : p_.lightest ? std::min(chosen, w) : std::max(chosen, w);
      any = true;
    }
    return chosen;
  }

  const Tombs& tombs_;
  ShellshockParams p_;
  int now_ = -1, next_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> shellshock(const Board& b, const Tombs& tombs, ShellshockParams params) {
  return std::make_unique<Shellshock>(b, tombs, params);
}

}  // namespace arbiter::frozenchess13
