// Queen's Gaze: "Pawns in 1sq radius(3x3) are paralyzed(automatic,doesn't prevent capture by pawn with
// multimove)." (queen.gaze): an aura (auras.h, aura_fixpoint.h), nothing stored.
// Readings:
//  - queen.gaze-scope = enemy-pawns-stacked-escape: the enemy pawns of the 3x3 box around the queen; all-pawns:
//    the friendly ones too.
//  - The escape, "doesn't prevent capture by pawn with multimove" (queen.gaze-multimove): a gazed pawn that
//    holds multimove (a multimove award, the unit state multimove: advanced_moves.cpp) may still capture, and
//    only capture; it stays paralysed otherwise (it threatens nothing under statue-no-threat). No pawn earns
//    an award by its own captures (multimove.capture-award counts a non-pawn piece's), so in play the
//    escape waits for the pawns that move several times: a fused pawn stack (Pawn Fuse Stacked Move, fusion,
//    stage 4) and Pawn Acceleration (pawn.acceleration, pending); a setup may give a pawn an award.
//  - A paralysed queen is a statue: under paralysis.statue-threat = statue-no-threat her gaze paralyses no one
//    (a jester's presence or a chancellor's Paralyse silences it); still-threatens: it still does.
//  - Pawns beside their own king (royal-guards.no-paralysis) are never held. A gaze, not a move: walls and
//    terrain levels do not matter.
#include "model/frozenchess13/auras.h"
#include "model/frozenchess13/clauses.h"

namespace arbiter::frozenchess13 {
namespace {

class QueensGaze final : public AuraMechanic {
 public:
  QueensGaze(const Board& b, const Paralysis& paralysis, QueensGazeParams params)
      : AuraMechanic("queen's gaze", b, paralysis, clause::kQueenGaze), p_(params), box_(b.geometry(), params.radius) {}

  // The multimove awards, shared by name with the advanced moves.
  void declare(Declaration& d) override { multimove_ = d.attribute({"multimove", Scope::kPiece, 0, 999}); }
  Refusal forbids(const Position& p, const Action& a) const override {
    const Refusal r = AuraMechanic::forbids(p, a);
    if (r.empty() || a.type != ActionType::kMove || !is_capture(p, a)) return r;
    // The capturing pawn escapes when it has multimove; any other unit the action moves is still held.
    if (p.at(a.from).kind() != kPawn || p.attribute(multimove_, a.from) == 0) return r;
    const SquareSet held = holds(p);
    for (Square s : variant().actors(p, a))
      if (s != kNoSquare && s != a.from && held.contains(s)) return r;
    return {};
  }
  void arrived(Position& p, const Step& step, Trace* trace) const override {
    AuraMechanic::arrived(p, step, trace);
    if (trace && step.how == Carried::kOwnMove && !p.empty(step.to) && p.at(step.to).kind() == kPawn &&
        p.attribute(multimove_, step.to) > 0 && escaped(p, step))
      fire(trace, clause::kQueenGazeMultimove);
  }
  KindSet sources() const override { return KindSet::of(kQueen); }
  bool stops_when_paralysed() const override { return p_.statue; }
  void zone(const Position& p, Square s, SquareSet& out) const override {
    const SquareSet near = box_[s] & (p_.all_pawns ? p.occupied() : p.occupied(~p.at(s).side()));
    near.for_each([&](Square q) {
      if (p_.gazed.contains(p.at(q).kind()) && paralysable(p, q)) out.insert(q);
    });
  }
  std::vector<std::string_view> clauses() const override { return {clause::kQueenGaze, clause::kQueenGazeMultimove}; }

 private:
  // Whether the pawn that arrived on step.to left a square where the gaze held it (a queen of the other side
  // within the 3x3 of step.from, still radiating): its capture was the escape.
  bool escaped(const Position& p, const Step& step) const {
    const Side pawn_side = p.at(step.to).side();
    bool near = false;
    (box_[step.from] & p.occupied()).for_each([&](Square q) {
      const Piece u = p.at(q);
      near |= u.kind() == kQueen && (p_.all_pawns || u.side() != pawn_side) && (!p_.statue || !board().paralysed(p, q));
    });
    return near && paralysable(p, step.to);
  }
  int multimove_ = -1;
  QueensGazeParams p_;
  BoxMasks box_;
};

}  // namespace

std::unique_ptr<Mechanic> queens_gaze(const Board& b, const Paralysis& paralysis, QueensGazeParams params) {
  return std::make_unique<QueensGaze>(b, paralysis, params);
}

}  // namespace arbiter::frozenchess13
