// The moves of a unit: "If a pieces does't capture it can move two moves ... Knights and Bishops can capture
// within double move with restrictions" (double-move.*, Knight's Leap, Bishop Bounce, Rook Push). The steps
// themselves (a unit's movement with Empower and the jester's borrowed movement, what a step does on
// arrival) are Rules' (../double_move.cpp, ../movement.cpp); this mechanic owns the actions written as
// moves, leaps and pushes: it generates them, admits one when it is among the moves of its unit, and plays
// it.
#include "model/twelve/clauses.h"
#include "model/twelve/mechanics/mechanics.h"

namespace arbiter::twelve {
namespace {

class DoubleMove final : public TwelveMechanic {
 public:
  explicit DoubleMove(const Rules& r) : TwelveMechanic("double move", r) {}

  void generate(const Position& p, ActionList& out) const override { rules().generate_moves(p, out, true); }
  bool generate_legal(const Position& p, ActionList& out) const override {
    rules().generate_moves(p, out, false);
    return true;
  }
  bool owns(const Action& a) const override { return is_move(a); }

  Refusal admit(const Position& p, const Action& a) const override {
    Piece u = p.at(a.from);
    if (u.empty() || u.side() != p.side_to_move()) return kNoSuchAction;
    ActionList mine;
    rules().moves_from(p, a.from, mine);
    for (const Action& m : mine)
      if (m.same(a)) return {};
    return why_not(p, a);
  }
  void play(Position& p, const Action& a, Trace* trace) const override { rules().play(p, a, trace); }

  std::vector<std::string_view> clauses() const override {
    return {clause::kDoubleMoveNonCapture, clause::kKnightsLeapCaptureEnds, clause::kBishopBounceCaptureEnds};
  }

 private:
  // An action that is no move of its unit: the rule of the double move it breaks, if any.
  Refusal why_not(const Position& p, const Action& a) const {
    Piece u = p.at(a.from);
    auto [landings, victim] = decode_landings(a);
    if (landings.size() != 3) return kNoSuchAction;
    if (u.kind() == kPawn && !options().pawns_double_move) return clause::kDoubleMoveNonCapture;
    Piece first = p.at(landings[1]);
    if (!first.empty() && first.side() != u.side())  // the first step captured: the turn ends there
      return u.kind() == kKnight ? clause::kKnightsLeapCaptureEnds
             : u.kind() == kBishop ? clause::kBishopBounceCaptureEnds : clause::kDoubleMoveNonCapture;
    Square target = victim != kNoSquare ? victim : landings[2];
    Piece v = p.at(target);
    if (v.empty() || v.side() == u.side()) return kNoSuchAction;
    if (Refusal r = rules().capture_refusal(p, a.from, target, movement_of(rules(), u.kind(), landings[1], landings[2]));
        !r.empty())
      return r;
    if (u.kind() != kKnight && u.kind() != kBishop && !options().any_second_step_capture)
      return clause::kDoubleMoveNonCapture;  // double-move.capture-other-pieces
    return kNoSuchAction;
  }
};

}  // namespace

std::unique_ptr<Mechanic> double_move(const Rules& r) { return std::make_unique<DoubleMove>(r); }

}  // namespace arbiter::twelve
