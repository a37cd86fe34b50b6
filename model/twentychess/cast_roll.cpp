// The cast (turn.cast-in-force): before a player's turn the next cast is rolled with a d20 (an action of
// the game, `cast=N`, decided by chance: the turn it opens need not be completable, the verdict follows);
// the cast stays in force for White's turn and Black's following one (turn.cast-scope=white-and-black) or
// one turn (per-player-turn), or for the whole game (turn.cast-selection=fixed: in force again at each
// period, which counts the drops of casts 4-6 anew). Nothing else may be done
// while the cast is still to be rolled.
#include "model/twentychess/clauses.h"
#include "model/twentychess/twentychess.h"

namespace arbiter::twentychess {
namespace {

class CastRoll final : public Mechanic, public CandidateSource, public LegalListing {
 public:
  explicit CastRoll(const TwentyChess& v) : Mechanic("cast"), v_(v) {}

  static bool roll(const Action& a) { return a.type == ActionType::kChance && a.ability == 0; }
  void generate(const Position& pos, ActionList& out) const override {
    if (pos.counter(kCast) != 0) return;
    for (int c = 1; c <= 20; ++c)
      if (is_implemented_cast(c)) out.push_back(Action::chance(c));
  }
  void candidates(const Position& pos, ActionList& out) const override { generate(pos, out); }
  bool generate_legal(const Position& pos, ActionList& out) const override {
    generate(pos, out);  // every roll is legal: nothing forbids one, and it need not be completable
    return true;
  }
  bool owns(const Action& a) const override { return roll(a); }
  bool by_chance(const Action&) const override { return true; }
  Refusal admit(const Position& pos, const Action& a) const override {
    return pos.counter(kCast) == 0 && is_implemented_cast(a.kind) ? Refusal{} : clause::kCastInForce;
  }
  Refusal forbids(const Position& pos, const Action& a) const override {
    return pos.counter(kCast) == 0 && !roll(a) ? clause::kCastInForce : Refusal{};
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    pos.set_counter(kCast, a.kind);
    pos.set_counter(kPhase, 0);
    pos.set_counter(kDrops, 0);
    count_drops(pos);  // casts 4-6 count their drops when they come into force (cast4_drops.cpp)
    fire(trace, clause::kCastInForce);
  }
  bool continues_turn(const Position&, const Action& a) const override { return roll(a); }
  // The end of the cast's period: the next cast is rolled; a fixed cast comes into force again instead, so
  // casts 4-6 count their drops again from the pools as they are now.
  void turn_end(Position& pos, Trace*) const override {
    if (pos.side_to_move() != Side::kBlack && !v_.readings().roll_every_turn) return;
    if (!v_.readings().cast_fixed) {
      pos.set_counter(kCast, 0);
      return;
    }
    pos.set_counter(kDrops, 0);
    count_drops(pos);
  }

 private:
  const TwentyChess& v_;
};

}  // namespace

std::unique_ptr<Mechanic> cast_roll(const TwentyChess& v) { return std::make_unique<CastRoll>(v); }

}  // namespace arbiter::twentychess
