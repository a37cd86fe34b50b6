// Eggs: an egg grows on a clock (growth@sq=N, every turn); when it reaches 0 the egg hatches: the same unit
// becomes a dragon. Eggs held by an egg (egg fusion) multiply its rate by their number plus one.
#include "model/testbed/testbed.h"

namespace arbiter::testbed {
namespace {

class Eggs final : public Mechanic {
 public:
  Eggs() : Mechanic("eggs") {}
  void declare(Declaration& d) override {
    growth_ = d.attribute({"growth", Scope::kPiece, 0, 99});
    clock_ = d.clock(growth_, ClockTick::kEveryTurn);
  }
  int time_rate(const Position& pos, Square s, int clock) const override {
    if (clock != clock_ || pos.empty(s) || pos.at(s).kind() != kEgg) return 1;
    return 1 + static_cast<int>(pos.in(Place::held(pos.id_at(s))).size());
  }
  void clock_expired(Position& pos, const ClockHit& hit, Trace* trace) const override {
    Square s = pos.square_of(hit.unit);
    if (s == kNoSquare || pos.id_at(s) != hit.unit || pos.at(s).kind() != kEgg) return;
    pos.transform(s, Piece(kDragon, pos.at(s).side()));
    fire(trace, "testbed/egg.hatches");
  }
  std::vector<std::string_view> clauses() const override { return {"testbed/egg.hatches"}; }

 private:
  int growth_ = -1, clock_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> eggs() { return std::make_unique<Eggs>(); }

}  // namespace arbiter::testbed
