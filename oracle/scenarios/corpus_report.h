// The corpus report: a run's results (scenario_result.h) as Markdown (reports/corpus.md,
// reports/conformance.md) and JUnit XML. Only formatting: the verdicts come from the judge (judge.h).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "oracle/scenarios/scenario_result.h"

namespace arbiter {

// The reasons scenarios were not runnable, each with how many, most frequent first ("twentychess: cast 7 not
// supported by the engine" -> 12): a conformance run's NOT-RUNNABLE results grouped, not listed one by one.
std::vector<std::pair<std::string, int>> not_runnable_reasons(const CorpusRun& run);
// The counts of CorpusRun::summary per variant, then per topic of each, a line each (topics indented), sorted.
std::string counts_by_variant_and_topic(const CorpusRun& run);
std::string corpus_markdown(const CorpusRun& run, const std::string& title);
std::string junit_xml(const CorpusRun& run, const std::string& suite);

}  // namespace arbiter
