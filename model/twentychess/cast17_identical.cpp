// Cast 17: "a move (or capture) is only allowed when another of your chessmen of your choice, makes an
// identical move (not regarding his normal capacity), and by doing so lands on an empty square". The move
// is the turn's first action, the identical move its second: the same displacement
// (cast-17.identical-meaning=same-vector), judged after the original move (cast-17.mirror-timing=
// after-original), onto an empty square whatever lies between (cast-17.mirror-path=landing-only); castling
// is mirrored by the king's displacement (cast-17.castling=king-vector; forbidden: no castling). A mountain
// is never displaced, a pawn never lands on its first or last row (placement.pawn-on-end-row=forbidden), and
// the own king may not be left attacked. The moves of the cast (cast_moves.cpp) generate and play the
// identical move; this mechanic says which it is and refuses the others.
#include <cstdlib>

#include "model/twentychess/clauses.h"
#include "model/twentychess/twentychess.h"

namespace arbiter::twentychess {

void generate_identical_moves(const TwentyChess& v, const Position& pos, ActionList& out) {
  Side us = pos.side_to_move();
  const Geometry& g = pos.geometry();
  Square moved_to = pos.counter(kFirst) - 1;
  Square moved_from = pos.counter(kSecond) - 1;
  int df = file_of(moved_to) - file_of(moved_from);
  int dr = rank_of(moved_to) - rank_of(moved_from);
  const chess::OrthodoxRules& r = v.rules(pos);
  pos.occupied(us).for_each([&](Square s) {
    Piece p = pos.at(s);
    if (s == moved_to || (p.kind() == kMountain && !v.readings().mountain_displaceable)) return;
    auto to = g.step(s, df, dr);
    if (!to || !pos.empty(*to)) return;  // cast-17.lands-empty
    if (p.kind() == kPawn && rank_of(*to) == (us == Side::kWhite ? g.ranks() - 1 : 0)) return;
    Position next = pos;
    next.move(s, *to);
    if (chess::in_check(r, next, us)) return;
    out.push_back(Action::move(s, *to));
  });
}

namespace {

class IdenticalMove final : public Mechanic {
 public:
  explicit IdenticalMove(const TwentyChess& v) : Mechanic("identical move"), v_(v) {}

  Refusal forbids(const Position& pos, const Action& a) const override {
    if (pos.counter(kCast) != 17 || a.type != ActionType::kMove) return {};
    if (pos.counter(kPhase) == 1) {
      ActionList identical;
      generate_identical_moves(v_, pos, identical);
      for (const Action& m : identical)
        if (m.same(a)) return {};
      return clause::kCast17LandsEmpty;
    }
    bool castling = pos.at(a.from).kind() == kKing && std::abs(file_of(a.to) - file_of(a.from)) == 2 && rank_of(a.to) == rank_of(a.from);
    if (castling && !v_.readings().castling_mirrored) return clause::kCast17Identical;  // cast-17.castling=forbidden
    return {};
  }

 private:
  const TwentyChess& v_;
};

}  // namespace

std::unique_ptr<Mechanic> identical_move(const TwentyChess& v) { return std::make_unique<IdenticalMove>(v); }

}  // namespace arbiter::twentychess
