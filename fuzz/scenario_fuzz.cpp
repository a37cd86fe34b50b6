// Fuzz target: the scenario loader (oracle/scenarios/scenario.cpp) and what runs a loaded scenario: its profile and
// setup (scenario_setup.cpp), the walk and the judge (scenario_runner.cpp, judge.cpp) with the model as
// subject (model_runner.cpp), and the corpus reports (corpus_report.cpp).
// Input: a scenario file's XML (corpus/README.md). A file that loads has its first 8 scenarios run on the
// model; the run is written as Markdown and JUnit.
#include <string>

#include "oracle/scenarios/corpus_report.h"
#include "oracle/scenarios/model_runner.h"
#include "oracle/scenarios/scenario.h"

using namespace arbiter;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  auto file = parse_scenario_file(text, "fuzz.xml");
  if (!file) return 0;
  CorpusRun run;
  for (size_t i = 0; i < file->scenarios.size() && i < 8; ++i)
    run.results.push_back(run_on_model(file->scenarios[i], *file, Profile{}));
  (void)corpus_markdown(run, "fuzz");
  (void)junit_xml(run, "fuzz");
  return 0;
}
