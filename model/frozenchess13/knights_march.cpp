// Knight's March (knight.march): "Knight's March: Can move 4 moves in a turn if no capture occurs."
//  - A knight's turn may hold up to 4 moves (the catalog's value), the advanced moves' partial turn
//    (advanced_moves.h) carried on: after each move of a knight that acts this turn, the turn goes on while it
//    made fewer than 4 moves and captured nothing. Its further moves are the double move's (the same unit, no
//    capture: double-move.non-capture refuses one; 0000 ends the march early). A capture ends the turn as in
//    any double move (a Knight's Leap among them, knights_leap.cpp); a knight with multimove keeps the larger
//    of its allowances.
//  - The moves of a march are counted by the advanced moves' unit term `moves` (shared by name).
// Readings (points of model/frozenchess13/rules.xml):
//  - knight.march-vs-double-move = advanced-movement: the march is advanced movement, so the rook's Siege
//    (siege.cpp: no further move of a turn in an enemy rook's capture range) and the rule that abilities are
//    unavailable during advanced movement (advanced.no-abilities) hold it as they hold a double move.
//    independent is not built: Siege reads the unit acting this turn, whatever lets it go on.
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/mechanics_acting.h"

namespace arbiter::frozenchess13 {
namespace {

class KnightsMarch final : public FrozenMechanic, public TypeScope {
 public:
  KnightsMarch(const Board& b, int moves) : FrozenMechanic("knights march", b), moves_allowed_(moves) {}

  void declare(Declaration& d) override { moves_ = d.attribute({"moves", Scope::kPiece, 0, 99}); }
  unsigned generated_types() const override { return 0; }
  unsigned refused_types() const override { return 0; }

  bool continues_turn(const Position& after, const Action& a) const override {
    if (a.type != ActionType::kMove || after.empty(a.to) || after.at(a.to).kind() != kKnight) return false;
    const int made = after.attribute(moves_, a.to);
    // "if no capture occurs": a capture spent the turn (advanced_moves.h writes a count past any allowance)
    return made > 0 && made < moves_allowed_ && made < kSpentFloor;
  }
  void arrived(Position& p, const Step& st, Trace* trace) const override {
    if (trace && st.how == Carried::kOwnMove && !p.empty(st.to) && p.at(st.to).kind() == kKnight &&
        p.attribute(moves_, st.to) > 2 && p.attribute(moves_, st.to) < kSpentFloor)
      fire(trace, clause::kKnightMarch);  // its third or fourth move of the turn
  }
  std::vector<std::string_view> clauses() const override { return {clause::kKnightMarch}; }

 private:
  static constexpr int kSpentFloor = 99;  // advanced_moves.cpp's kSpent
  const int moves_allowed_;
  int moves_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> knights_march(const Board& b, int moves) {
  return std::make_unique<KnightsMarch>(b, moves);
}

}  // namespace arbiter::frozenchess13
