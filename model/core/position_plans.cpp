// Position: the units' stored plans (struct Plan in position.h), hashed and compared with the unit state
// through the place of the unit that carries each (position_units.cpp).
#include <algorithm>
#include <cassert>

#include "model/core/position.h"

namespace arbiter {

namespace {
auto plan_order(int kind, UnitId unit) {
  return [=](const Plan& p) { return std::pair(p.unit, int(p.kind)) < std::pair(unit, kind); };
}
}  // namespace

void Position::set_plan(int kind, UnitId unit, std::vector<Action> steps, int next) {
  stale_units();
  assert(locate(unit) && kind >= 0 && static_cast<size_t>(kind) < schema_->plans.size());
  auto it = std::find_if(plans_.begin(), plans_.end(), [&](const Plan& p) { return !plan_order(kind, unit)(p); });
  if (it == plans_.end() || it->unit != unit || it->kind != kind)
    it = plans_.insert(it, Plan{static_cast<uint8_t>(kind), unit, 0, {}});
  it->steps = std::move(steps);
  it->next = static_cast<uint16_t>(std::clamp<int>(next, 0, static_cast<int>(it->steps.size())));
  unit_state_ = true;
}

void Position::set_plan_next(int kind, UnitId unit, int next) {
  stale_units();
  for (Plan& p : plans_)
    if (p.unit == unit && p.kind == kind) p.next = static_cast<uint16_t>(std::clamp<int>(next, 0, static_cast<int>(p.steps.size())));
}

void Position::clear_plan(int kind, UnitId unit) {
  stale_units();
  std::erase_if(plans_, [&](const Plan& p) { return p.unit == unit && p.kind == kind; });
  refresh_unit_state();
}

const Plan* Position::plan(int kind, UnitId unit) const {
  for (const Plan& p : plans_)
    if (p.unit == unit && p.kind == kind) return &p;
  return nullptr;
}

}  // namespace arbiter
