// Tombs: a square marked tomb:e4=1 keeps the units that leave the game on it, each in its own place of the
// square's queue "dead" (first in, first out), in the order the core removes them: a removed stack's members
// one by one, the last held first, then its holder (MechanicVariant::remove). A shadow may not enter a tomb
// square (an OccupancyRule: the tomb blocks the ethereal layer).
#include "model/testbed/testbed.h"

namespace arbiter::testbed {
namespace {

class Tombs final : public Mechanic, public OccupancyRule {
 public:
  Tombs() : Mechanic("tombs") {}
  void declare(Declaration& d) override {
    tomb_ = d.attribute({"tomb", Scope::kSquare, 0, 1});
    dead_ = d.queue("dead");
  }
  void removed(Position& pos, Unit& victim, const Removal& how, Trace* trace) const override {
    if (pos.attribute(tomb_, how.where) == 0) return;
    pos.add(victim, Place::queued(dead_, how.where));
    fire(trace, "testbed/tomb.keeps");
  }
  void add_blockers(const Position& pos, Layer mover, SquareSet& blocked) const override {
    if (mover == Layer::kEthereal) blocked = blocked | pos.marked(tomb_);
  }
  std::vector<std::string_view> clauses() const override { return {"testbed/tomb.keeps"}; }

 private:
  int tomb_ = -1, dead_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> tombs() { return std::make_unique<Tombs>(); }

}  // namespace arbiter::testbed
