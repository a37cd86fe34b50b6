// King capture: a side whose king is gone has lost.
#include "model/testbed/testbed.h"

namespace arbiter::testbed {
namespace {

class KingCapture final : public Mechanic {
 public:
  KingCapture() : Mechanic("king capture") {}
  bool decides_outcome() const override { return true; }
  Outcome verdict(const Game& game) const override {
    const Position& pos = game.position();
    for (Side side : {Side::kWhite, Side::kBlack})
      if (pos.royal(side) == kNoSquare) return Outcome::win(~side, "testbed/king.captured", "king captured");
    return Outcome::ongoing();
  }
  std::vector<std::string_view> clauses() const override { return {"testbed/king.captured"}; }
};

}  // namespace

std::unique_ptr<Mechanic> king_capture() { return std::make_unique<KingCapture>(); }

}  // namespace arbiter::testbed
