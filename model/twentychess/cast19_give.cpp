// Cast 19: each player gives one of his chessmen on the board to the opponent as a captured piece
// (cast-19.eligible=non-royal, but never a mountain: mountain.displacement=never;
// cast-19.given-piece-use=opponent-pool), then makes an orthodox move. The gift
// may not leave the own king attacked. An additional chessman given away is not a captured piece
// (extra-piece.not-captured-pieces): it returns to its owner's reserve.
#include "model/chess/castling.h"
#include "model/twentychess/clauses.h"
#include "model/twentychess/twentychess.h"

namespace arbiter::twentychess {
namespace {

class Give final : public CastMechanic {
 public:
  Give(const TwentyChess& v, int ability) : CastMechanic("give", v), ability_(ability) {}

  void generate(const Position& pos, ActionList& out) const override {
    if (pos.counter(kCast) != 19 || pos.counter(kPhase) != 0) return;
    Side us = pos.side_to_move();
    pos.occupied(us).for_each([&](Square s) {
      // cast-19.eligible=non-royal; a mountain is never given (mountain.displacement=never).
      Kind k = pos.at(s).kind();
      if (k == kKing || (k == kMountain && !v_.readings().mountain_displaceable)) return;
      if (v_.readings().extra_not_giftable && is_extra(k)) return;
      Action x;
      x.type = ActionType::kAbility;
      x.ability = static_cast<uint8_t>(ability_);
      x.from = x.to = static_cast<uint8_t>(s);
      Position next = pos;
      hand_over(next, x, nullptr);
      if (!chess::in_check(v_.rules(next), next, us)) out.push_back(x);
    });
  }
  bool owns(const Action& a) const override { return a.type == ActionType::kAbility && a.ability == ability_; }
  Refusal admit(const Position& pos, const Action& a) const override {
    if (generates(pos, a)) return {};
    return clause::kCast19Give;
  }
  // The gift comes first, then the move.
  Refusal forbids(const Position& pos, const Action& a) const override {
    return pos.counter(kCast) == 19 && pos.counter(kPhase) == 0 && a.type == ActionType::kMove ? clause::kCast19Give : Refusal{};
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    v_.begin_action(pos, a);
    hand_over(pos, a, trace);
    v_.end_action(pos, a);
  }

 private:
  void hand_over(Position& pos, const Action& a, Trace* trace) const {
    Side us = pos.side_to_move();
    Piece given = pos.remove(a.from);
    int rights = chess::castling_rights_after(pos, a.from, a.from);
    if (rights != pos.castling()) pos.set_castling(rights);
    if (!v_.readings().gift_out_of_game) v_.record_capture(pos, ~us, given, trace);  // cast-19.given-piece-use
    fire(trace, clause::kCast19Give);
  }

  int ability_;
};

}  // namespace

std::unique_ptr<Mechanic> give(const TwentyChess& v, int ability) { return std::make_unique<Give>(v, ability); }

}  // namespace arbiter::twentychess
