// The model as the subject of a scenario (scenario_runner.h): `arbiter corpus` and `arbiter check`.
#pragma once

#include "model/core/interpretation.h"
#include "model/core/variant.h"
#include "oracle/scenarios/scenario.h"
#include "oracle/scenarios/scenario_result.h"

namespace arbiter {

// Runs one scenario against the model under the run's profile plus the scenario's requirements (skipped
// when the run chose another option of a required point).
ScenarioResult run_on_model(const Scenario& s, const ScenarioFile& file, const Profile& run_profile);
// The same on a variant the caller made (no profile is resolved): what tests use for a variant of their own.
ScenarioResult run_on_variant(const Scenario& s, const ScenarioFile& file, const Variant& v);

}  // namespace arbiter
