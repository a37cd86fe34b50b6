// Knight's Leap, the knight's and the nightrider's (knights-leap.capture, knights-leap.in-double-move,
// knights-leap.max-per-move, nightrider.knights-leap).
//  - "Knight's Leap - Knight can capture by leaping over(both squares captured) pieces as if it was a normal
//    capture (can capture along with normal capture)": a knight's own jump (a chess knight move, not its step
//    diagonally forward) captures the enemy units on the two squares it leaps over, besides the unit its
//    landing captures, if any. Each victim leaves the game into a tomb of its own, on its square (tombs.h),
//    and is told to the capture listeners as a capture of the knight's (the multimove award counts it; along
//    no line: a knight loses no range). "as if it was a normal capture": a unit a capture may not take stays:
//    a frog (unit-type.immortal), a knight of the enemy's for a knight (Kind Immunity), a guarded unit
//    (guards.cannot-be-captured, judged with the knight landed), and a king (the leaped squares are no part of
//    the capture reach that check reads: a king is taken only by a capture onto it).
//  - "Single move can capture 3 pieces(1 normal,2 leap)." (knights-leap.max-per-move): at most 2 by leap in
//    one move (the catalog's values), 3 with the landing's.
//  - "even within double move(capture ends movement, cannot capture more than 3 pieces per turn)."
//    (knights-leap.in-double-move): a leap that captures ends the knight's turn, as any capture does
//    (advanced_moves.h: a capture spends the unit acting this turn); the knight's turn holds at most 3
//    captures (the catalog's value).
//  - The nightrider "Ability: Knight's Leap" (nightrider.knights-leap): the same, over the squares of its
//    jumps (nightrider.leap-scope).
// Readings (points of model/frozenchess13/rules.xml):
//  - knights-leap.trigger = every-jump: the leap is no move of its own: every own jump of a knight captures the
//    enemy units it leaps over, as the text says what the leap does ("both squares captured"). chosen-special-
//    move (a leap@ text beside the plain jump) is not built: a special move is unavailable during advanced
//    movement (advanced.no-abilities: AdvancedMoves refuses every action but a move), so the leap "even within
//    double move" could not be made.
//  - knights-leap.squares = orthogonal-then-diagonal (d4-e6 over d5 and e5); long-leg (over d5 and d6).
//    player-chooses-path is not built (a leap's text would have to name the path).
//  - knights-leap.double-move-reading = knights-sentence: the knight's own sentence allows the leap as a later move
//    of a double move (or a march, knights_march.cpp), the capture ending it; double-move-rule: "Double Move -
//    A unit can do 2 moves per turn if they are not captures" holds: a later move of a double move or march
//    leaps over units without capturing them.
//  - knights-leap.capture-limit = per-turn (the body's "3 pieces per turn") or per-move ("Single move can capture
//    3 pieces"): the same play, since a capture ends the knight's turn: every capture of a knight's turn is in
//    its last move.
//  - nightrider.leap-scope = whole-ride: the squares of each of its jumps, in order, up to the 2 of the move;
//    last-jump: only the squares the jump that lands leaps over.
#include <algorithm>
#include <array>
#include <cstdlib>
#include <vector>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/mechanics_acting.h"

namespace arbiter::frozenchess13 {
namespace {

constexpr int kSpent = 99;  // advanced_moves.cpp: the moves@sq of a unit whose turn a capture ended

class KnightsLeap final : public FrozenMechanic, public TypeScope, public MoveListener {
 public:
  KnightsLeap(const Board& b, KnightsLeapParams params) : FrozenMechanic("knights leap", b), p_(params) {}

  // The advanced moves' count of the moves made this turn, and their awards (advanced_moves.cpp), by name.
  void declare(Declaration& d) override {
    moves_ = d.attribute({"moves", Scope::kPiece, 0, 99});
    multimove_ = d.attribute({"multimove", Scope::kPiece, 0, 999});
  }
  unsigned generated_types() const override { return 0; }
  unsigned refused_types() const override { return 0; }

  void moved(Position& p, const Moved& m, Trace* trace) const override {
    if (m.kind != kKnight && m.kind != kNightrider) return;
    if (p.empty(m.to) || p.id_at(m.to) != m.unit || p.at(m.to).kind() != m.kind) return;  // its own jump
    int df = file_of(m.to) - file_of(m.from), dr = rank_of(m.to) - rank_of(m.from);
    const int jumps = jump_count(df, dr);
    if (jumps == 0 || (m.kind == kKnight && jumps != 1)) return;  // the knight's diagonal step leaps nothing
    df /= jumps;
    dr /= jumps;
    const int made = p.attribute(moves_, m.to);
    const bool later = made >= 2 && made < kSpent && p.attribute(multimove_, m.to) == 0;
    const Side us = p.at(m.to).side();
    // Who is taken is decided before anyone is (a guard taken first still guards).
    const int normal = m.capture ? 1 : 0;
    const int most = std::min(p_.leap_max, (p_.per_move ? p_.move_max : p_.turn_max) - normal);
    std::vector<std::pair<Square, UnitId>> taken;
    bool over_limit = false;
    const Geometry& g = p.geometry();
    for (int j = p_.last_jump_only ? jumps - 1 : 0; j < jumps; ++j) {
      const Square at = *g.step(m.from, df * j, dr * j);
      for (Square s : leaped(g, at, df, dr)) {
        if (s == kNoSquare || p.empty(s) || p.at(s).side() == us || !capturable(p, s, m.kind, us)) continue;
        if (static_cast<int>(taken.size()) >= most) {
          over_limit = true;
          continue;
        }
        taken.emplace_back(s, p.id_at(s));
      }
    }
    if (taken.empty()) return;
    if (later) {
      if (p_.double_move_rule) {  // "Double Move - A unit can do 2 moves per turn if they are not captures"
        fire(trace, clause::kDoubleMoveNonCapture);
        return;
      }
      fire(trace, clause::kKnightsLeapInDoubleMove);
    }
    fire(trace, m.kind == kKnight ? clause::kKnightsLeapCapture : clause::kNightriderKnightsLeap);
    // v12's "Knights:removed,abilitity transfer to nightrider." (the removal undone by v13; the transfer stands)
    if (m.kind != kKnight) fire(trace, clause::kChangelogKnightsRemoved);
    if (normal > 0) fire(trace, clause::kChangelogKnightLeapcapture);  // "can be combined with normal capture"
    if (over_limit || normal + static_cast<int>(taken.size()) == p_.move_max) fire(trace, clause::kKnightsLeapMaxPerMove);
    const Piece knight = p.at(m.to);
    for (auto [s, id] : taken) {
      if (p.empty(s) || p.id_at(s) != id) continue;  // (gone meanwhile: a jester's explosion, an entanglement)
      const Piece victim = p.at(s);
      variant().remove_unit(p, s, trace, m.unit);  // into a tomb of its own on s (tombs.h)
      if (p.empty(m.to) || p.id_at(m.to) != m.unit) return;  // the knight died (a jester's explosion)
      board().tell(p, Capture{knight, m.to, victim, s, Line::kNone}, trace);  // the award counts it; "capture ends movement"
    }
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kKnightsLeapCapture, clause::kKnightsLeapInDoubleMove, clause::kKnightsLeapMaxPerMove,
            clause::kNightriderKnightsLeap, clause::kDoubleMoveNonCapture, clause::kChangelogKnightsRemoved,
            clause::kChangelogKnightLeapcapture};
  }

 private:
  // The number of equal knight jumps (1, 2) or (2, 1) that make (df, dr); 0 when none do.
  static int jump_count(int df, int dr) {
    const int af = std::abs(df), ar = std::abs(dr);
    if (af == 0 || ar == 0) return 0;
    if (ar == 2 * af) return af;
    if (af == 2 * ar) return ar;
    return 0;
  }
  // The two squares a jump (df, dr) from s leaps over (knights-leap.squares).
  std::array<Square, 2> leaped(const Geometry& g, Square s, int df, int dr) const {
    const int sf = df > 0 ? 1 : -1, sr = dr > 0 ? 1 : -1;
    const bool rank_long = std::abs(dr) == 2;
    auto at = [&](int f, int r) { const auto t = g.step(s, f, r); return t ? *t : kNoSquare; };
    const Square first = rank_long ? at(0, sr) : at(sf, 0);
    if (p_.long_leg) return {first, rank_long ? at(0, 2 * sr) : at(2 * sf, 0)};
    return {first, at(sf, sr)};  // orthogonal-then-diagonal: the square beside the target, diagonally
  }
  // "as if it was a normal capture": what a capture of the unit on s by a unit of `kind` may take.
  bool capturable(const Position& p, Square s, Kind kind, Side us) const {
    const Kind k = p.at(s).kind();
    return k != kKing && !board().immortal(k) && !kind_immune(board(), p, kind, us, s) && !board().guarded(p, s);
  }

  const KnightsLeapParams p_;
  int moves_ = -1, multimove_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> knights_leap(const Board& b, KnightsLeapParams params) {
  return std::make_unique<KnightsLeap>(b, params);
}

}  // namespace arbiter::frozenchess13
