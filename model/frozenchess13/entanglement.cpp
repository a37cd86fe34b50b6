// Entanglement (entanglement.capture-line, entanglement.awards).
//  - "Entanglement - Capturing Units of same kind (excluding pawns) which share a line or diagonal,captures
//    them all." A capture of a unit that is not a pawn (a move's, a cannon's, a burn of the dragon's Fire, a
//    Knight's Leap: every capture told to the capture listeners, board.h) also captures the units of the
//    victim's kind that share a rank, a file or a diagonal with the victim's square. Each leaves the game into
//    a tomb of its own, on its own square (tombs.h), removed by the capturer. The entangled units are found
//    once, from the first victim (no chain from an entangled one), before any is taken.
//  - "Capture multimove award is counted as multiple sequential captures, CRR reduces as if the capture was
//    one." Each entangled enemy is told to the capture listeners as a capture of its own (the awards count it:
//    advanced_moves.h; a captured jester explodes; a captured queen poisons), along no line (Line::kNone), so
//    that Capture Range Reduction, which reduces the range of the line a capture used (range.cpp), counts the
//    first capture only.
//  - A king is never entangled (one king a side: its capture ends the game).
// Readings (points of model/frozenchess13/rules.xml):
//  - entanglement.scope = same-side-any-distance: the victim side's units of its kind on any common line,
//    whatever stands between. same-side-open-line: only the first unit on each of the 8 lines from the
//    victim's square, when it is of the victim's kind and side. both-sides: the units of that kind of either
//    side on a common line (the capturer excepted); the capturer's own are taken without an award.
//  - entanglement.protected-units = protection-holds: a unit that "cannot be captured" stays: guarded
//    (guards.cannot-be-captured, judged on the position after the first capture), or immortal.
//    entanglement-bypasses: they are taken too.
#include <vector>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/mechanics_acting.h"

namespace arbiter::frozenchess13 {
namespace {

bool share_line(Square a, Square b) {
  const int df = file_of(b) - file_of(a), dr = rank_of(b) - rank_of(a);
  return df == 0 || dr == 0 || df == dr || df == -dr;
}

class Entanglement final : public FrozenMechanic, public CaptureListener {
 public:
  Entanglement(const Board& b, EntanglementParams params) : FrozenMechanic("entanglement", b), p_(params) {}

  void captured(Position& p, const Capture& c, Trace* trace) const override {
    const Kind k = c.victim.kind();
    if (!p_.kinds.contains(k) || k == kKing || telling_) return;  // "(excluding pawns)"; an entangled capture entangles no further
    std::vector<Square> found;
    if (p_.open_line) {
      const Geometry& g = p.geometry();
      for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr) {
          if (df == 0 && dr == 0) continue;
          for (auto s = g.step(c.where, df, dr); s; s = g.step(*s, df, dr)) {
            if (p.empty(*s)) continue;
            if (p.at(*s) == c.victim) found.push_back(*s);
            break;
          }
        }
    } else {
      const SquareSet candidates = p_.both_sides ? p.occupied() : p.occupied(c.victim.side());
      candidates.for_each([&](Square s) {
        if (s != c.by && s != c.where && p.at(s).kind() == k && share_line(c.where, s)) found.push_back(s);
      });
    }
    if (found.empty()) return;
    // Who is taken is decided before anyone is (a guard taken first still guards).
    std::vector<std::pair<Square, UnitId>> taken;
    for (Square s : found)
      if (p_.bypass || !(board().immortal(p.at(s).kind()) || board().guarded(p, s))) taken.emplace_back(s, p.id_at(s));
    const UnitId by = p.empty(c.by) ? kNoUnit : p.id_at(c.by);
    telling_ = true;
    for (auto [s, id] : taken) {
      if (p.empty(s) || p.id_at(s) != id) continue;  // (gone meanwhile: a jester's explosion)
      const Piece victim = p.at(s);
      fire(trace, clause::kEntanglementCaptureLine);
      variant().remove_unit(p, s, trace, by);  // into a tomb of its own on s (tombs.h)
      if (victim.side() == c.capturer.side()) continue;  // both-sides: the capturer's own, no award
      fire(trace, clause::kEntanglementAwards);
      board().tell(p, Capture{c.capturer, c.by, victim, s, Line::kNone}, trace);  // "CRR reduces as if the capture was one"
    }
    telling_ = false;
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kEntanglementCaptureLine, clause::kEntanglementAwards};
  }

 private:
  const EntanglementParams p_;
  static thread_local bool telling_;  // inside an entangled capture's telling
};

thread_local bool Entanglement::telling_ = false;

}  // namespace

std::unique_ptr<Mechanic> entanglement(const Board& b, EntanglementParams params) {
  return std::make_unique<Entanglement>(b, params);
}

}  // namespace arbiter::frozenchess13
