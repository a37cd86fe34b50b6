// Knightmare, a knight's special move: "Knightmare:pawns in capture range can't use special moves/ability/
// capture(can only move 1sq forward)." (knight.knightmare). Derived from the position, nothing stored: not a
// paralysis (the pawn still moves), so not an aura of aura_fixpoint.h; it reads the board's threats as the
// rook's Siege does (siege.cpp).
// Readings:
//  - "capture range": the squares a knight's native capture reach covers (board.h's threats: its chess knight
//    leaps and its forward diagonal step, movement.h); a paralysed knight reaches none under
//    paralysis.statue-threat = statue-no-threat, so it holds no pawn.
//  - knight.knightmare-side = enemy-pawns: the pawns of the knight's enemy; all-pawns: its own pawns too (the
//    pattern read as geometry).
//  - "can only move 1sq forward": the one action left to such a pawn is its one-square step forward onto an
//    empty square (a promotion on the last rank included); its leap, its captures and every ability it would
//    act in are refused by knight.knightmare. knight.knightmare-double-move = each-move: a pawn of a double
//    move is judged where it stands before each move (two steps forward if it stays held); one-step-per-turn:
//    a held pawn that already moved this turn makes no further move ("can only move 1sq forward").
//  - Kind Immunity does not spare pawns (kind-immunity.exceptions), and Knightmare is no paralysis, so
//    royal-guards.no-paralysis does not free a pawn beside its king.
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {
namespace {

class Knightmare final : public FrozenMechanic {
 public:
  Knightmare(const Board& b, KnightmareParams params) : FrozenMechanic("knightmare", b), p_(params) {}

  // The moves made this turn, shared by name with the advanced moves (advanced_moves.cpp).
  void declare(Declaration& d) override { moves_ = d.attribute({"moves", Scope::kPiece, 0, 99}); }

  Refusal forbids(const Position& p, const Action& a) const override {
    if (a.type == ActionType::kPass) return {};
    for (Square s : variant().actors(p, a)) {
      if (s == kNoSquare || p.empty(s) || !p_.held.contains(p.at(s).kind()) || !held(p, s)) continue;
      if (!step_forward(p, a, s) || (p_.one_step_per_turn && p.attribute(moves_, s) > 0)) return clause::kKnightKnightmare;
    }
    return {};
  }
  std::vector<std::string_view> clauses() const override { return {clause::kKnightKnightmare}; }

 private:
  // Whether the pawn on s stands in a knight's capture range (an enemy knight's; any knight's under all-pawns).
  bool held(const Position& p, Square s) const {
    const Side enemy = ~p.at(s).side();
    if (board().reach_of(p, enemy).reach[index(enemy)][s].contains(kKnight)) return true;
    const Side own = p.at(s).side();
    return p_.all_pawns && board().reach_of(p, own).reach[index(own)][s].contains(kKnight);
  }
  // Whether a is the pawn's one-square step forward onto an empty square.
  bool step_forward(const Position& p, const Action& a, Square s) const {
    if (a.type != ActionType::kMove || a.from != s || !p.empty(a.to)) return false;  // a move always has its square
    const auto [df, dr] = board().movement().aim(p, s, p.at(s).side());  // its forward: its aim (pawn.rotation)
    return file_of(a.to) == file_of(s) + df && rank_of(a.to) == rank_of(s) + dr;
  }
  const KnightmareParams p_;
  int moves_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> knightmare(const Board& b, KnightmareParams params) { return std::make_unique<Knightmare>(b, params); }

}  // namespace arbiter::frozenchess13
