// Rook Push: "Rook may push nearby enemy pieces 1square in rook's direction of movement when it lands before
// an enemy unit,(if a piece falls off board it dies). All pushed units cannot recapture the rook on the next
// move(push paralysis,rooks cannot be pushed/immune). Can double push within double move if no capture/death
// occurs." rook-push.which-units = unit-ahead: the unit directly ahead along the rook's line. The steps ask
// it whom a landing may push and play the push; as a mechanic it refuses a push made by a unit that is no
// rook (specials.by-kind) or into an enemy rook (rook-push.push, rook-push.rooks-immune), and, with
// rook-push.push-paralysis-scope = full-paralysis-next-move, any action of a pushed unit.
#pragma once

#include "model/shared12/mechanics/mechanics.h"

namespace arbiter::shared12 {

class RookPush final : public TwelveMechanic {
 public:
  struct Params {
    // rook-push.blocked: what a push into an occupied square does: nothing (no-push), the contiguous line of
    // units moves (chain-push: a rook in it makes the push impossible), or the pushed unit dies (crush).
    enum class Blocked { kNoPush, kChain, kCrush } blocked = Blocked::kNoPush;
    bool guarded_illegal = false;   // rook-push.off-board-guarded = all-enemy-kills: may not push a guarded unit to death
    bool full_paralysis = false;    // rook-push.push-paralysis-scope = full-paralysis-next-move
    bool death_continues = false;   // rook-push.death-in-double-move = second-step-without-push
    bool after_capture = true;      // rook-push.after-capture
  // The points both catalogs of the family name alike; a variant's file reads its catalog's others.
  static Params read(const ChosenOptions& c);
  };
  RookPush(const Rules& r, Params params) : TwelveMechanic("rook push", r), p_(params) {}
  const Params& params() const { return p_; }

  // Whether a rook of rook_side landing on `to`, moving in direction d, may push; the pushed unit's square.
  Square victim(const Position& p, Square to, int d, Side rook_side) const;
  // The rook on `rook`, having moved in direction d, pushes (r.pushed, r.death say what happened).
  void push(Position& p, Square rook, int d, Trace* trace, StepResult& r) const;

  Refusal forbids(const Position& p, const Action& a) const override;
  std::vector<std::string_view> clauses() const override;

 private:
  Params p_;
};

}  // namespace arbiter::shared12
