// The static HTML report (`arbiter report`, and `arbiter check` at its end): DIR/html/index.html (per variant,
// links and counts, the family of documents (family.h: the questions the sisters settle differently), and the conformance results of the last `arbiter conform` found in DIR) and one page per
// variant, DIR/html/<variant>.html: the document with each line linked to the clauses quoting it, the clauses
// with their findings and scenarios, the findings in the order of findings.md (findings_rank.h) each with a
// board that shows its question (explore's shrunk witness, else the catalog situation's FEN, played under each
// reading: oracle/explore/reading_board.h), the explore figures, and the scenarios with boards before and
// after their plays (for the first kBoardsPerTopic scenarios of each topic, to keep the report small).
// Self-contained: inline CSS and SVG, no script, no external resource; deterministic (no time, stable order).
#pragma once

#include <string>
#include <vector>

#include "oracle/common/atomic_file.h"
#include "oracle/catalog/findings_report.h"
#include "oracle/explore/explore.h"

namespace arbiter {

inline constexpr int kBoardsPerTopic = 2;

struct HtmlSources {
  std::string model_dir, corpus_dir;
  std::vector<catalog::VariantFindings> findings;  // analyze_catalogs (ranked)
  std::vector<ExploreReport> explored;             // explore_variant per explorable variant (may be empty)
  catalog::FamilyReport family;                    // the sister documents side by side (family.h), on the index
};

// Writes dir/html/*.html atomically; returns "" or the error (an output that cannot be written).
// `pages`, if given, receives the number of pages written.
std::string write_html_report(FileGroup& out, const std::string& dir, const HtmlSources& sources, int* pages = nullptr);

}  // namespace arbiter
