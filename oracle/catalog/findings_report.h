// `arbiter analyze` and `arbiter check` over several catalogs: reports/findings.md (for the documents' authors:
// by variant, in the order of findings_rank.h, each finding with its quotes' document lines, its evidence and,
// apart, the implementer's notes) and reports/findings.json (for tools: the same findings, the same order,
// stable ids).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "oracle/common/atomic_file.h"
#include "oracle/catalog/analyses.h"
#include "oracle/catalog/family.h"
#include "oracle/catalog/findings_rank.h"

namespace arbiter::catalog {

struct VariantFindings {
  std::string variant;
  std::string catalog;  // the rules.xml path as shown in reports (relative to the source tree when inside it)
  std::string error;    // non-empty: the catalog could not be loaded, nothing was analysed
  std::vector<Finding> findings;

  std::map<FindingKind, int> counts() const;           // the findings standing alone, by kind
  std::map<FindingKind, int> evidence_counts() const;  // the findings attached as evidence, by kind
};

// The explore measurements of each variant (by variant name); a variant missing from it was not explored.
using ImpactsByVariant = std::map<std::string, std::vector<PointImpact>>;

// Loads and analyses the catalogs of the given variants (all of model_dir when empty), in variant order, and
// reads each catalog's document for the quotes' lines (an unreadable document is the variant's error).
std::vector<VariantFindings> analyze_catalogs(const std::string& model_dir, const std::vector<std::string>& variants,
                                              const ScenarioPairs& covered = {}, const ImpactsByVariant& impacts = {});

// With `family`, its section (family.h) follows the counts table, before the variants: a question the sisters
// answer differently is read before any one document's findings.
std::string findings_markdown(const std::vector<VariantFindings>& results, const FamilyReport* family = nullptr);
// A JSON string literal of s (quotes, backslashes and control characters escaped): findings.json's writers.
std::string json_string(const std::string& s);
std::string findings_json(const std::vector<VariantFindings>& results, const FamilyReport* family = nullptr);
// "contradiction 2, ambiguity 59, gap 4, ..." (every kind, zeros included).
std::string format_counts(const VariantFindings& result);

// Writes dir/findings.md and dir/findings.json atomically; returns "" or the error.
std::string write_findings(FileGroup& out, const std::string& dir, const std::vector<VariantFindings>& results,
                           const FamilyReport* family = nullptr);

}  // namespace arbiter::catalog
