// Awards: every unit taken by another unit's action counts for the taker (kills@e4=N, a piece attribute that
// travels with it): one for each victim, however many one action takes (a blast, a stack's members).
#include <algorithm>

#include "model/testbed/testbed.h"

namespace arbiter::testbed {
namespace {

class Awards final : public Mechanic {
 public:
  Awards() : Mechanic("awards") {}
  void declare(Declaration& d) override { kills_ = d.attribute({"kills", Scope::kPiece, 0, 99}); }
  void removed(Position& pos, Unit&, const Removal& how, Trace* trace) const override {
    if (how.by == kNoUnit || !pos.locate(how.by)) return;
    pos.set_unit_attribute(kills_, how.by, std::min(99, pos.unit_attribute(kills_, how.by) + 1));
    fire(trace, "testbed/awards.per-victim");
  }
  std::vector<std::string_view> clauses() const override { return {"testbed/awards.per-victim"}; }

 private:
  int kills_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> awards() { return std::make_unique<Awards>(); }

}  // namespace arbiter::testbed
