// The model as the subject of a scenario (scenario_runner.h): `arbiter corpus` and `arbiter check`.
#pragma once

#include "model/core/interpretation.h"
#include "model/core/variant.h"
#include "oracle/scenarios/scenario.h"
#include "oracle/scenarios/scenario_result.h"
#include "oracle/scenarios/variant_cache.h"

namespace arbiter {

// Runs one scenario against the model under the run's profile plus the scenario's requirements (skipped
// when the run chose another option of a required point). `variants`: the run's cache (variant_cache.h), which
// a run of many scenarios passes so that they share their variants; without one the scenario makes its own.
ScenarioResult run_on_model(const Scenario& s, const ScenarioFile& file, const Profile& run_profile,
                            VariantCache* variants = nullptr);
// The same on a variant the caller made (no profile is resolved): what tests use for a variant of their own.
ScenarioResult run_on_variant(const Scenario& s, const ScenarioFile& file, const Variant& v);

}  // namespace arbiter
