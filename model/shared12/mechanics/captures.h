// Who may capture whom: the jester never captures (jester.no-capture), nor the king (king.no-move), "a
// non-pawn piece cannot capture a piece of its own kind" (kind-immunity.no-capture), a pushed unit may not
// capture its pusher (rook-push.push-paralysis), a guarded unit cannot be captured (guards.cannot-be-captured,
// which the jester's explosion bypasses: jester.explosion-bypass), and what a capture leaves behind (a death
// square). The steps ask it for every capture they generate; as a mechanic it judges the capture of an
// action's first step on the position before it (a second step's capture is judged by the double move, on
// the position after the first).
#pragma once

#include <string_view>

#include "model/shared12/mechanics/mechanics.h"

namespace arbiter::shared12 {

class Captures final : public TwelveMechanic {
 public:
  struct Params {
    bool kind_by_movement = false;  // kind-immunity.kind-basis = movement-kind
    KindSet kind_immune;            // "a non-pawn piece cannot capture a piece of its own kind" (kind-immunity.no-capture)
    static Params read(const ChosenOptions& c);  // both catalogs name its point alike
  };
  Captures(const Rules& r, Params params) : TwelveMechanic("captures", r), p_(params) {}
  const Params& params() const { return p_; }

  // The clause that forbids the unit on `from` to capture the enemy unit on `target` with `movement`, or ""
  // when it may.
  std::string_view refusal(const Position& p, Square from, Square target, uint8_t movement) const;
  // Whether the unit on `from`, using movement `movement`, may capture the unit on `target`.
  bool may_capture(const Position& p, Square from, Square target, uint8_t movement) const {
    Piece u = p.at(from);
    Piece v = p.at(target);
    if (v.empty() || v.side() == u.side()) return false;
    return refusal(p, from, target, movement).empty();
  }
  // Removes the captured unit and makes its square a death square (a jester explodes later: the steps).
  void capture(Position& p, Square target, Trace* trace) const;

  Refusal forbids(const Position& p, const Action& a) const override;
  std::vector<std::string_view> clauses() const override;

 private:
  Params p_;
};

}  // namespace arbiter::shared12
