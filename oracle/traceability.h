// Traceability, checked rather than hoped for (DESIGN.md, "One clause, one id, one place"): for a variant,
//   - every clause id the code names and every id the corpus cites exists in the catalog;
//   - every clause the catalog calls implemented or interpreted is named by the code and cited by at
//     least one scenario;
// and, reported but not failing, the clauses still pending and those without a scenario.
#pragma once

#include <set>
#include <string>
#include <utility>
#include <vector>

namespace arbiter {

struct TraceReport {
  std::string variant;
  bool has_model = false;   // the variant is implemented (registered)
  bool has_catalog = false;
  int clauses = 0, implemented = 0, interpreted = 0, pending = 0, not_implementable = 0;
  int with_scenario = 0;
  std::vector<std::string> unknown_in_code;       // ids the code names that the catalog lacks
  std::vector<std::string> unknown_in_corpus;     // "file: id" the corpus cites that the catalog lacks
  std::vector<std::string> implemented_not_in_code;
  std::vector<std::string> implemented_without_scenario;
  std::vector<std::string> pending_without_scenario;
  std::string error;                              // the catalog could not be loaded
  int failures() const {
    return static_cast<int>(unknown_in_code.size() + unknown_in_corpus.size() + implemented_not_in_code.size() +
                            implemented_without_scenario.size()) + (error.empty() ? 0 : 1);
  }
};

// The unordered pairs of clause ids that some scenario of the variant cites together: the interaction
// analysis reports, for each group of interacting clauses, how many of its pairs a scenario exercises.
std::set<std::pair<std::string, std::string>> scenario_pairs(const std::string& variant, const std::string& corpus_dir);

// model_dir holds <variant>/rules.xml; corpus_dir holds <variant>/*.xml.
TraceReport trace_variant(const std::string& variant, const std::string& model_dir, const std::string& corpus_dir);
std::string format_trace_report(const TraceReport& r);

}  // namespace arbiter
