// The pawn (FIDE 3.7): it moves forward to the empty square in front of it (3.7.1), two squares from its
// second rank when both are empty (3.7.2, the double step), captures diagonally forward (3.7.3.1), and on
// the rank furthest from its start it must be exchanged, as part of the same move, for one of the table's
// promotion kinds (3.7.5). A pawn move that names no promotion kind on the last rank, or one elsewhere, is
// refused as "pawn.promotion" when the move is otherwise legal. En passant is its own mechanic.
#include "model/chess/clauses.h"
#include "model/chess/orthodox.h"
#include "model/chess/promotion.h"

namespace arbiter::chess {
namespace {

class Pawn final : public Mechanic, public LegalListing {
 public:
  Pawn(const RulesSource& rules, const OrthodoxClauses& ids) : Mechanic("pawn"), rules_(rules), ids_(ids) {}

  void generate(const Position& pos, ActionList& out) const override {
    if (ids_.generates) generate_pseudo(rules_.rules(pos), pos, out, kPawnMoves);
  }
  bool generate_legal(const Position& pos, ActionList& out) const override {
    if (ids_.generates) chess::generate_legal(rules_.rules(pos), pos, out, kPawnMoves);
    return true;
  }
  Refusal forbids(const Position& pos, const Action& a) const override {
    if (a.type != ActionType::kMove || a.path_size()) return {};
    const OrthodoxRules& r = rules_.rules(pos);
    Side us = pos.side_to_move();
    Piece mover = pos.at(a.from);
    if (mover.empty() || mover.side() != us || mover.kind() != r.pawn) return {};
    bool last = is_last_rank(pos, a.to, us);
    bool valid_kind = false;
    for (Kind k : r.promotion_kinds) valid_kind = valid_kind || k == a.kind;
    if (last ? valid_kind : a.kind == kNoKind) return {};
    // Only a promotion problem if the pawn could otherwise make this move.
    Action plain = a;
    plain.kind = last ? r.promotion_kinds.front() : kNoKind;
    return variant().check(pos, plain).legal ? ids_.promotion : Refusal{};
  }
  std::vector<std::string_view> clauses() const override {
    if (!ids_.own_catalog) return {};
    return {clause::kPawnPush, clause::kPawnDoubleStep, clause::kPawnCapture, clause::kPromotion};
  }

 private:
  const RulesSource& rules_;
  const OrthodoxClauses& ids_;
};

}  // namespace

std::unique_ptr<Mechanic> pawn(const RulesSource& rules, const OrthodoxClauses& ids) {
  return std::make_unique<Pawn>(rules, ids);
}

}  // namespace arbiter::chess
