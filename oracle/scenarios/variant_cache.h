// The variants one run of scenarios makes (model_runner.h): a run under one reading makes each (variant,
// profile) once, not once per scenario (frozenchess13's composition, its leapers registered in the geometry,
// was a fifth of a corpus run). A cache belongs to one run on one thread: a document edited between runs is
// read again by the next run's variants, never served from an earlier one.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "model/core/interpretation.h"
#include "model/core/result.h"
#include "model/core/variant.h"

namespace arbiter {

class VariantCache {
 public:
  // make_variant(id, profile), or the variant an earlier call made for the same id and choices. The most
  // recently used kSlots are kept (the scenarios of a run share a few profiles: the run's, and the run's with
  // a scenario's requirements). An error is returned, not kept.
  Result<std::shared_ptr<const Variant>> get(const std::string& id, const Profile& profile);
  uint64_t made() const { return made_; }  // how many variants it made

 private:
  static constexpr size_t kSlots = 16;
  struct Slot {
    std::string key;
    std::shared_ptr<const Variant> variant;
    uint64_t used = 0;
  };
  std::vector<Slot> slots_;
  uint64_t clock_ = 0;
  uint64_t made_ = 0;
};

}  // namespace arbiter
