// Kings exchange: the king "Cannot move/capture, Can exchange place with any friendly(non-attacked) unit in the
// game(kings exchange),(exchanged piece is removed from board, so each "teleport" costs a pawn/piece to make)"
// (king.exchange, king.exchange-cost). Its readings are its parameters (KingsExchangeParams, mechanics.h):
// king.exchange-target (the unit not attacked before, or the king not attacked after), king.exchange-removal
// (the unit simply removed, or captured: a death square), swap.king-exchange-cost (where that death square
// goes). Written exchange@<king>><unit>. Not removal12's exchange (model/removal12/king.cpp), where the two
// swap places against a counted allowance and nobody leaves the board: two rules under one name.
#include <optional>

#include "model/shared12/clauses.h"
#include "model/shared12/mechanics/check.h"
#include "model/shared12/mechanics/death_squares.h"
#include "model/shared12/mechanics/mechanics.h"
#include "model/shared12/mechanics/protection.h"

namespace arbiter::shared12 {
namespace {

class KingsExchange final : public TwelveMechanic, public LegalListing {
 public:
  KingsExchange(const Rules& r, KingsExchangeParams e) : TwelveMechanic("kings exchange", r), e_(e) {}

  bool owns(const Action& a) const override { return a.type == ActionType::kAbility && a.ability == kExchange; }
  // The king acts (the default actors: the unit on a.from); the unit it exchanges with leaves the game.
  void generate(const Position& p, ActionList& out) const override { all(p, out, true); }
  bool generate_legal(const Position& p, ActionList& out) const override {
    all(p, out, false);
    return true;
  }
  Refusal admit(const Position& p, const Action& a) const override {
    return generates(p, a) ? Refusal() : clause::kKingExchange;
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    rules().begin_action(p, a.from, trace);
    exchange(p, a.from, a.to, trace);
    std::vector<Square> no_path;
    rules().end_action(p, no_path, kNoSquare, trace);
  }
  std::vector<std::string_view> clauses() const override { return {clause::kKingExchange, clause::kKingExchangeCost}; }

 private:
  void exchange(Position& p, Square king, Square target, Trace* trace) const {
    fire(trace, clause::kKingExchange);
    fire(trace, clause::kKingExchangeCost);
    p.remove(target);
    p.move(king, target);
    if (e_.is_capture)  // king.exchange-removal = capture; swap.king-exchange-cost places it
      rules().death().make(p, e_.moves_then_dies ? king : target, trace);
    else
      rules().death().arrive(p, target, false, trace);  // a king teleported onto a death square (any-arrival) dies
  }

  // king.exchange-target = after-exchange: the king stands unattacked on the unit's square afterwards.
  bool king_stands_safe(const Position& after, Side us) const {
    return after.royal(us) != kNoSquare && !rules().protection().attacked(after, after.royal(us), ~us);
  }

  // Every exchange of the king with a friendly unit: as candidates, or legal (the king safe after it: judged
  // on the board the exchange leaves, or, where actions are judged whole (Rules::judged_whole: walls that run
  // down at the end of the action, perk 1), by the variant's legality path).
  void all(const Position& p, ActionList& out, bool candidates) const {
    Side us = p.side_to_move();
    Square king = p.royal(us);
    if (king == kNoSquare) return;
    std::optional<Position> after;  // one copy, reassigned for every target
    std::optional<bool> king_free;
    p.occupied(us).for_each([&](Square t) {
      if (t == king) return;
      if (!e_.after && rules().protection().attacked(p, t, ~us)) return;  // king.exchange-target = before-exchange
      Action a;
      a.type = ActionType::kAbility;
      a.ability = kExchange;
      a.from = static_cast<uint8_t>(king);
      a.to = static_cast<uint8_t>(t);
      if (candidates && !e_.after) {
        out.push_back(a);
        return;
      }
      if (!candidates && !e_.after && rules().judged_whole()) {
        if (!king_free) king_free = variant().forbidden_before_play(p, a).legal;  // the same for every target
        judge_whole(p, a, *king_free, after, out);
        return;
      }
      if (after) *after = p;
      else after.emplace(p);
      exchange(*after, king, t, nullptr);  // the board of play(); legality reads nothing else
      if (e_.after && !king_stands_safe(*after, us)) return;  // the exchange's own rule: not a candidate
      if (candidates) {
        out.push_back(a);
        return;
      }
      if (rules().judged_whole()) {
        if (variant().check_candidate(p, a).legal) out.push_back(a);
        return;
      }
      if (rules().check().king_safe(*after, us)) out.push_back(a);
    });
  }

  // Judged whole (walls run down at the end of an action; perk 1), the variant's path plays the whole action
  // (check_candidate), unless a shield settles it as for the family's moves (Rules::generate_unit):
  // - what refuses an exchange before it is played reads only the king, its actor (`king_free`, asked once
  //   per position: when it refuses one exchange, it refuses them all);
  // - when no enemy unit attacks the king on the unit's square on the board without the king's own square
  //   (a superset of the attacks after the exchange: Check::safe_without), the king is safe, and perk 1
  //   reads only the board the exchange leaves.
  // A removal that is a capture (king.exchange-removal) may blow a jester up: always played whole.
  void judge_whole(const Position& p, const Action& a, bool king_free, std::optional<Position>& after,
                   ActionList& out) const {
    if (!king_free) return;
    const Side us = p.side_to_move();
    const Check& check = rules().check();
    if (!e_.is_capture && (!check.params().orthodox || check.safe_without(p, us, a.from, kNoSquare, a.to))) {
      if (after) *after = p;
      else after.emplace(p);
      exchange(*after, a.from, a.to, nullptr);
      if (after->royal(us) == a.to) {  // not died on arrival (a death square): then the whole path decides
        if (rules().quadrant_forbids(p, a, *after).empty()) out.push_back(a);
        return;
      }
    }
    if (variant().check_candidate(p, a).legal) out.push_back(a);
  }

  KingsExchangeParams e_;
};

}  // namespace

std::unique_ptr<Mechanic> kings_exchange(const Rules& r, KingsExchangeParams params) {
  return std::make_unique<KingsExchange>(r, params);
}

}  // namespace arbiter::shared12
