// Rotate4/9/16 (quadrant12): a player holding the majority of units in an interior 2x2, 3x3 or 4x4 block may
// turn it a quarter, a half or three quarters (rotation.*). Generated, judged and played by Rules
// (../rotation.cpp).
#include "model/twelve/clauses.h"
#include "model/twelve/mechanics/mechanics.h"

namespace arbiter::twelve {
namespace {

class Rotation final : public TwelveMechanic {
 public:
  explicit Rotation(const Rules& r) : TwelveMechanic("rotation", r) {}

  void generate(const Position& p, ActionList& out) const override { rules().generate_rotations(p, out, true); }
  bool generate_legal(const Position& p, ActionList& out) const override {
    rules().generate_rotations(p, out, false);
    return true;
  }
  bool owns(const Action& a) const override { return rules().is_rotation(a); }
  Refusal admit(const Position& p, const Action& a) const override { return rules().rotation_refusal(p, a); }
  void play(Position& p, const Action& a, Trace* trace) const override { rules().play(p, a, trace); }
  std::vector<std::string_view> clauses() const override {
    return {clause::kRotationEdgeForbidden, clause::kRotationMajority};
  }
};

}  // namespace

std::unique_ptr<Mechanic> rotation(const Rules& r) { return std::make_unique<Rotation>(r); }

}  // namespace arbiter::twelve
