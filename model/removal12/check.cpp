// Check: the document ends games by "checkmate" (orthodox chess's term: the catalog's term checkmate) and
// says "King cannot ... move into check" (king.no-check-or-removed); so, as in chess, no action may leave its
// side's king attacked (board.h: Board::attacked, an ordinary capture or a shot; kings never attack kings,
// king.adjacent-kings = kings-do-not-check-kings; the threat of an instant checkmate is no attack,
// instant-checkmate.threat = not-check; a guarded king under rook.protect-king = guarded-king-not-in-check:
// Board::king_attacked). king.multiple-kings, promotion.multiple-kings = per-side: while a side has two or more
// kings it plays by king capture and may leave them attacked; once it is down to one, check applies to that one
// again (whole-board: no king is protected while either side has several, Board::check_applies). Judged on the
// position after the action.
#include "model/removal12/clauses.h"
#include "model/removal12/mechanics.h"

namespace arbiter::removal12 {
namespace {

class Check final : public RemovalMechanic, public TypeScope {
 public:
  Check(const Board& b, CheckParams params) : RemovalMechanic("check", b), params_(params) {}

  unsigned refused_types() const override { return 0; }  // forbids nothing before an action is played
  Refusal forbids_result(const Position& before, const Action&, const Position& after) const override {
    const Side us = before.side_to_move();
    int kings = 0;
    Square king = kNoSquare;
    after.occupied(us).for_each([&](Square s) {
      if (after.at(s).kind() == kKing) {
        ++kings;
        king = s;
      }
    });
    if (kings >= 2 || (kings == 1 && !board().check_applies(after, us))) return {};  // promotion.multiple-kings
    if (kings == 0) return params_.own_king_may_die ? Refusal() : clause::kKingNoCheckOrRemoved;
    if (board().king_attacked(after, king, ~us)) return clause::kKingNoCheckOrRemoved;
    return {};
  }
  std::vector<std::string_view> clauses() const override { return {clause::kKingNoCheckOrRemoved}; }

 private:
  CheckParams params_;
};

}  // namespace

CheckParams CheckParams::read(const ChosenOptions& c) {
  CheckParams k;
  // The jester's point (Jester::Params::kings reads it too): its blast may take the capturer's last king.
  k.own_king_may_die = c.is("jester.explosion-kings", "in-blast-capturer-loses");
  return k;
}

std::unique_ptr<Mechanic> check(const Board& b, CheckParams params) { return std::make_unique<Check>(b, params); }

}  // namespace arbiter::removal12
