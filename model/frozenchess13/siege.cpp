// The rook's Siege: "Siege - Enemy Units in rooks capture range(one move), cannot doublemove/multimove."
// (rook.siege), which the v12 changelog states as "Rook:Siege extends to nullify multimove too
// (doublemove+multimove nullified)." (changelog.v12.rook-siege). Derived from the position, nothing stored.
// Readings:
//  - "rooks capture range(one move)": the squares an enemy rook's native capture reach covers (board.h's
//    threats: its rides, bounces included, within its range); a paralysed rook reaches none under
//    paralysis.statue-threat = statue-no-threat.
//  - rook.siege-when = where-it-stands: a unit may not make a further move of its turn (the second of a double
//    move, the next of a multimove) while it stands in that range; the first move of a turn is free, and a
//    unit whose first move leaves the range may go on. turn-start (a unit that began its turn in the range
//    makes one move only) needs the square the turn began on, which no state keeps: not built.
//  - Kind Immunity: Siege is the rook's ability, so a rook is not besieged by enemy rooks
//    (kind-immunity.no-engage); kings are immune to abilities (king.immunity).
// A further move of a besieged unit is refused by rook.siege; a move after which the unit stands besieged
// with moves left fires it, with the changelog's line.
#include "model/frozenchess13/advanced_moves.h"
#include "model/frozenchess13/clauses.h"

namespace arbiter::frozenchess13 {
namespace {

class Siege final : public FrozenMechanic {
 public:
  Siege(const Board& b, const AdvancedMoves& adv) : FrozenMechanic("siege", b), adv_(adv) {}

  // The advanced moves' count of the moves made this turn (advanced_moves.cpp), shared by name.
  void declare(Declaration& d) override { moves_ = d.attribute({"moves", Scope::kPiece, 0, 99}); }
  Refusal forbids(const Position& p, const Action& a) const override {
    if (a.type != ActionType::kMove) return {};
    const Square runner = adv_.runner(p);
    if (runner == kNoSquare || a.from != runner || !besieged(p, runner)) return {};
    return clause::kRookSiege;
  }
  void arrived(Position& p, const Step& step, Trace* trace) const override {
    if (!trace || step.how != Carried::kOwnMove || p.empty(step.to)) return;
    if (p.attribute(moves_, step.to) >= adv_.allowance(p, step.to) || !besieged(p, step.to)) return;
    fire(trace, clause::kRookSiege);
    fire(trace, clause::kChangelogRookSiege);
  }
  std::vector<std::string_view> clauses() const override { return {clause::kRookSiege, clause::kChangelogRookSiege}; }

 private:
  // Whether the unit on s stands in an enemy rook's capture range, and Siege may hold it.
  bool besieged(const Position& p, Square s) const {
    const Piece u = p.at(s);
    if (u.kind() == kRook || u.kind() == kKing) return false;
    const Side enemy = ~u.side();
    return board().reach_of(p, enemy).reach[index(enemy)][s].contains(kRook);
  }
  const AdvancedMoves& adv_;
  int moves_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> siege(const Board& b, const AdvancedMoves& adv) { return std::make_unique<Siege>(b, adv); }

}  // namespace arbiter::frozenchess13
