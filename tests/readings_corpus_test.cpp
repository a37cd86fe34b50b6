// Every scenario declares the readings it depends on (DESIGN.md: "a scenario whose verdict depends on a point
// says so", <requires point= option=>; corpus/CONFORMANCE.md section 3 promises SKIP for an engine that plays
// another option). Held here by running each variant's corpus under every implemented option of every
// point, one option at a time (the other points at their defaults): each scenario passes, is skipped because
// it requires another option, or is an expected failure; a FAIL names a scenario that depends on the point
// without saying so (or a model bug under that option). One test per variant, so CTest runs them apart.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "model/core/interpretation_table.h"
#include "model/core/variant.h"
#include "model/core/variant_table.h"
#include "oracle/scenarios/model_runner.h"
#include "oracle/scenarios/scenario.h"
#include "oracle/scenarios/scenario_runner.h"

namespace arbiter {
namespace {

// The FAILs of the variant's corpus under each single-option profile, one line each.
std::vector<std::string> failures_under_each_option(const std::string& variant) {
  std::vector<std::string> out;
  const InterpretationTable* table = interpretation_table(variant);
  if (!table) return {"no interpretation table"};
  const std::vector<std::string> files = corpus_files(default_corpus_dir(), variant);
  std::vector<ScenarioFile> loaded;
  for (const std::string& f : files) {
    auto file = load_scenario_file(f);
    if (!file) {
      out.push_back(file.error());
      continue;
    }
    loaded.push_back(std::move(*file));
  }
  VariantCache variants;  // one run: the scenarios under one profile share their variants
  for (const InterpretationPoint& point : table->points)
    for (const std::string& option : point.implemented) {
      if (option == point.default_option) continue;
      Profile profile;
      profile.set(point.id, option);
      for (const ScenarioFile& file : loaded)
        for (const Scenario& s : file.scenarios) {
          const ScenarioResult r = run_on_model(s, file, profile, &variants);
          if (r.status == ScenarioResult::Status::kFail || r.status == ScenarioResult::Status::kXpass)
            out.push_back(point.id + "=" + option + ": " + variant + "/" + s.id + ": " + r.message);
        }
    }
  return out;
}

class ReadingsCorpus : public ::testing::TestWithParam<std::string> {};

TEST_P(ReadingsCorpus, EveryScenarioPassesOrIsSkippedUnderEachImplementedOption) {
  const std::vector<std::string> failures = failures_under_each_option(GetParam());
  std::string shown;
  for (size_t i = 0; i < failures.size() && i < 40; ++i) shown += "\n  " + failures[i];
  EXPECT_TRUE(failures.empty()) << failures.size() << " scenario(s) fail under a single-option profile; each "
                                << "should declare the reading it depends on (<requires point= option=>):" << shown;
}

INSTANTIATE_TEST_SUITE_P(Catalogs, ReadingsCorpus,
                         ::testing::Values("chess", "twentychess", "deathsquare12", "quadrant12", "removal12",
                                           "frozenchess13"));

}  // namespace
}  // namespace arbiter
