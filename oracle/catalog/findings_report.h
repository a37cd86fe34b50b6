// `arbiter analyze` over several catalogs: reports/findings.md (for people: grouped by variant, ranked by
// severity) and reports/findings.json (for tools: the same findings in the same stable order).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "oracle/catalog/analyses.h"

namespace arbiter::catalog {

struct VariantFindings {
  std::string variant;
  std::string catalog;  // the rules.xml path as shown in reports (relative to the source tree when inside it)
  std::string error;    // non-empty: the catalog could not be loaded, nothing was analysed
  std::vector<Finding> findings;

  std::map<FindingKind, int> counts() const;
};

// Loads and analyses the catalogs of the given variants (all of model_dir when empty), in variant order.
std::vector<VariantFindings> analyze_catalogs(const std::string& model_dir, const std::vector<std::string>& variants,
                                              const ScenarioPairs& covered = {});

std::string findings_markdown(const std::vector<VariantFindings>& results);
std::string findings_json(const std::vector<VariantFindings>& results);
// "contradiction 2, ambiguity 59, gap 4, ..." (every kind, zeros included).
std::string format_counts(const VariantFindings& result);

// Writes dir/findings.md and dir/findings.json atomically; returns "" or the error.
std::string write_findings(const std::string& dir, const std::vector<VariantFindings>& results);

}  // namespace arbiter::catalog
