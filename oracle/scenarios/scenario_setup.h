// A scenario's starting point: the profile it runs under and its setup, built from the <setup> element
// (a FEN and/or a piece list) as a Setup (model/core/setup.h), not yet validated: the runner validates it,
// or hands it to the subject when the scenario expects an invalid setup.
#pragma once

#include <optional>
#include <string>

#include "model/core/interpretation.h"
#include "model/core/setup.h"
#include "model/core/variant.h"
#include "oracle/scenarios/scenario.h"

namespace arbiter {

// The profile a scenario runs under: the run's profile plus the scenario's requirements; nullopt (with the
// reason) when the run's profile chose another option of a required point.
std::optional<Profile> scenario_profile(const Scenario& s, const std::string& variant, const Profile& run, std::string* why);

// Why the model cannot run a scenario of `variant` under `profile` (its scenario_profile), "" when it can: the
// model has no such variant, or does not implement an option the profile chooses. Such a scenario is
// NOT-RUNNABLE, neither passed nor failed: a gap of the model, not a disagreement. An option that is not one
// of the point's options at all is left to make_variant's error (a mistake of the scenario or the run).
std::string model_cannot_run(const std::string& variant, const Profile& profile);

// The setup as written. Errors name the scenario's file:line: a FEN that does not parse (kFenSyntax), a piece
// list or state that does not fit the variant (kOther). Validity is not checked here (validate_setup).
Result<Setup> build_setup(const Variant& v, const Scenario& s);

// A clause or point id as written, "<variant>/<id>" or "<id>", as the variant's own id.
std::string unqualified(const std::string& id, const std::string& variant);

// The scenario format's words: sides "white", "black", "neutral"; piece kinds by the variant's names.
std::optional<Side> side_named(const std::string& s);
std::string side_name(Side s);
std::optional<Kind> kind_named(const Variant& v, const std::string& name);

}  // namespace arbiter
