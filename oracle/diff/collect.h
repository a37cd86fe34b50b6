// Filling a check result (check_result.h) from what `arbiter check` and `arbiter diff --profile` compute:
// the stages hand over their data, nothing is run twice. Each function fills one or more sections and
// marks them held; what could not be loaded goes to the result's errors, as the stage reported it.
#pragma once

#include <string>
#include <vector>

#include "oracle/catalog/findings_report.h"
#include "oracle/diff/check_result.h"
#include "oracle/explore/explore.h"
#include "oracle/scenarios/scenario_result.h"

namespace arbiter {

// Every catalog of model_dir against its document: documents (SHA-256), clauses and points with their
// whitespace-normalised quotes, stale ones with the document text nearest to them (catalog/check.h).
void collect_catalogs(CheckResult& r, const std::string& model_dir);
void collect_findings(CheckResult& r, const std::vector<catalog::VariantFindings>& results);
// The run's verdicts; each scenario's citations and requirements are read again from `files`, the scenario
// files the run was given.
void collect_corpus(CheckResult& r, const CorpusRun& run, const std::vector<std::string>& files);
void collect_explore(CheckResult& r, const std::vector<ExploreReport>& reports);

// "pass", "fail", "xfail", "xpass", "skip".
std::string verdict_word(ScenarioResult::Status s);

}  // namespace arbiter
