// Queen's Gaze: "Pawns in 1sq radius(3x3) are paralyzed(automatic,doesn't prevent capture by pawn with
// multimove)." (queen.gaze): an aura (auras.h, aura_fixpoint.h), nothing stored.
// Readings:
//  - queen.gaze-scope = enemy-pawns-stacked-escape: the enemy pawns of the 3x3 box around the queen; all-pawns:
//    the friendly ones too. The escape, "doesn't prevent capture by pawn with multimove" (queen.gaze-multimove),
//    is under this reading a fused pawn stack's capture (Pawn Fuse Stacked Move, no pawn earns multimove
//    awards: multimove.capture-award counts a non-pawn piece's captures); fusion is stage 4's, so no pawn on
//    the board escapes the gaze yet and that clause is pending.
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
      : AuraMechanic("queen's gaze", b, paralysis, clause::kQueenGaze), p_(params) {}

  Kind source() const override { return kQueen; }
  bool stops_when_paralysed() const override { return p_.statue; }
  void zone(const Position& p, Square s, SquareSet& out) const override {
    const SquareSet near = box_around(s) & (p_.all_pawns ? p.occupied() : p.occupied(~p.at(s).side()));
    near.for_each([&](Square q) {
      if (p.at(q).kind() == kPawn && paralysable(p, q)) out.insert(q);
    });
  }
  std::vector<std::string_view> clauses() const override { return {clause::kQueenGaze}; }

 private:
  QueensGazeParams p_;
};

}  // namespace

std::unique_ptr<Mechanic> queens_gaze(const Board& b, const Paralysis& paralysis, QueensGazeParams params) {
  return std::make_unique<QueensGaze>(b, paralysis, params);
}

}  // namespace arbiter::frozenchess13
