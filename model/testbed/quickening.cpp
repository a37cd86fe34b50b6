// Quickening: on a quickened square (quick:sq=1) time runs twice as fast for every clock.
#include "model/testbed/testbed.h"

namespace arbiter::testbed {
namespace {

class Quickening final : public Mechanic {
 public:
  Quickening() : Mechanic("quickening") {}
  void declare(Declaration& d) override { quick_ = d.attribute({"quick", Scope::kSquare, 0, 1}); }
  int time_rate(const Position& pos, Square s, int) const override {
    return s != kNoSquare && pos.attribute(quick_, s) ? 2 : 1;
  }

 private:
  int quick_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> quickening() { return std::make_unique<Quickening>(); }

}  // namespace arbiter::testbed
