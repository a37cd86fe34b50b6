// From the raw findings of the analyses (analyses.h) to the findings a document's author reads: one finding
// per question, with the document lines of its quotes, ranked by measured impact where that can be measured.
//
// One finding per question (consolidate): a structural finding -- a contradiction, a gap, an undefined or
// stale term, a board-layout remark -- that asks the same question as an interpretation point becomes evidence
// of that point's ambiguity finding instead of standing alone. "The same question": the description of a term
// the finding is about names the point (the catalog's own pointer); else the point lists every
// clause the finding cites (a board-layout row: the point quotes the row). When several points do, the one
// whose id and question share the most words with the finding's terms takes it; when none shares a word, the
// finding stands alone (a question is never hidden under an unrelated point). When no point lists every
// clause, a point listing some of them takes it if its id and question share at least two words with the
// finding's terms (gap/simultaneous-game-end and game-end.simultaneous-loss).
//
// Ranking (rank_findings), within a variant; every finding says which basis ranked it:
//   measured  an ambiguity whose point has an alternative option the model implements, measured by the same
//             run's `arbiter explore` (oracle/explore/explore.h): its impact is the largest share of explored positions
//             where an alternative's legal actions or verdict differ from the default. Severity: high from 10%,
//             medium above 0, low at 0 (no explored position differed).
//   rule      everything else (no alternative implemented, a variant without a model to explore, structural
//             findings standing alone, interactions): ranked by what the question can decide -- a game's
//             outcome (a cited clause sets or reads a term of kind outcome) before play before setup (diagram
//             rows, the start position's clauses) -- then by its severity (the catalog's for a point, the
//             analysis' for the other kinds), then by how many clauses it touches (its evidence included).
//             Its severity is kept.
// Order: measured findings with an impact above 0 first (largest first), then the rule-ranked ones, then the
// measured ones whose options never differed; ties by id. The order is the same for the same sources.
#pragma once

#include <string>
#include <vector>

#include "oracle/catalog/analyses.h"
#include "oracle/catalog/catalog.h"

namespace arbiter::catalog {

// One alternative option as `arbiter explore` measured it (the catalog layer's view of OptionImpact).
struct PointImpact {
  std::string point;
  std::string option;          // the alternative
  std::string default_option;  // what it was compared with
  bool implemented = false;    // false: nothing measured
  int positions = 0;           // explored positions compared
  int differ = 0;              // of those, positions where legal actions or the verdict differ
  double share() const { return positions ? static_cast<double>(differ) / positions : 0; }
};

// Sets each quote's first and last document line (whitespace-normalised match, first occurrence), evidence
// included. A quote not found keeps line 0.
void locate_quotes(std::vector<Finding>& findings, const std::string& document);

// Attaches structural findings to the ambiguity asking the same question (see above); the result keeps every
// finding, either at the top or as evidence.
std::vector<Finding> consolidate(std::vector<Finding> raw, const Catalog& catalog);

// Ranks in place (basis, impact, severity, rank, order). `impacts` is null for a variant not explored.
void rank_findings(std::vector<Finding>& findings, const Catalog& catalog, const std::vector<PointImpact>* impacts);

// analyze, consolidate, locate_quotes and rank_findings in one.
std::vector<Finding> report_findings(const Catalog& catalog, const std::string& document, const ScenarioPairs& covered,
                                     const std::vector<PointImpact>* impacts);

}  // namespace arbiter::catalog
