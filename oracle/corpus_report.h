// The corpus report: a run's results (scenario_result.h) as Markdown (reports/corpus.md,
// reports/conformance.md) and JUnit XML. Only formatting: the verdicts come from the judge (judge.h).
#pragma once

#include <string>

#include "oracle/scenario_result.h"

namespace arbiter {

std::string corpus_markdown(const CorpusRun& run, const std::string& title);
std::string junit_xml(const CorpusRun& run, const std::string& suite);

}  // namespace arbiter
