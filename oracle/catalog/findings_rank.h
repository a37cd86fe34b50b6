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
// Ranking (rank_findings), within a variant (issue 34: as a designer would rank them); every finding says
// which basis ranked it and, in one line (Finding::why), why it stands where it stands:
//   severity  the catalog's severity is the prior (the analyst's judgement of what the question can decide;
//             the analysis' own for the other kinds). Measurement moves an ambiguity at most one band from it:
//             up when one of its readings changes the result of a paired game (consequence.h: from the start
//             or from its situation); down only when its situation itself was measured (a scenario sets it up)
//             and no reading changed anything there nor in the paired games. A measured 0 from play that never
//             reaches the point demotes nothing; how often a reading changes the legal moves moves nothing.
//   order     by severity (high first); within a band, by evidence: a reading changes results (largest share
//             of games, then of situations, first), a reading changes play (the legal actions, the verdict
//             or a move's effect: the share of paired games in which the readings part, then of situations,
//             then explore's share of positions), not measured (ranked by rule: what the question can decide
//             -- a game's outcome (a cited clause sets or reads a term of kind outcome) before play before the
//             setup -- then by how many clauses it touches), measured and never differing; ties by id.
//   measured  an ambiguity whose point has an alternative the model implements: explore's share of positions
//             (`arbiter check`'s cheap measurement) and, when measurements/consequence.json is fresh for the
//             variant (consequence_store.h), the paired games of `arbiter analyze --deep`.
//   rule      everything else: no alternative implemented, a variant without a model, structural findings
//             standing alone, interactions.
// The order is the same for the same sources.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "oracle/catalog/analyses.h"
#include "oracle/catalog/catalog.h"

namespace arbiter::catalog {

// One alternative option as `arbiter explore` measured it (the catalog layer's view of OptionImpact), and
// when `deep`, as the paired games measured it (the catalog layer's view of OptionConsequence).
struct PointImpact {
  PointImpact() = default;
  PointImpact(std::string point_id, std::string alternative, std::string baseline, bool is_implemented, int compared, int differing)
      : point(std::move(point_id)), option(std::move(alternative)), default_option(std::move(baseline)), implemented(is_implemented),
        positions(compared), differ(differing) {}
  std::string point;
  std::string option;          // the alternative
  std::string default_option;  // what it was compared with
  bool implemented = false;    // false: nothing measured
  int positions = 0;           // explored positions compared
  int differ = 0;              // of those, positions where legal actions or the verdict differ
  double share() const { return positions ? static_cast<double>(differ) / positions : 0; }
  // The paired games (consequence.h); meaningful when deep.
  bool deep = false;
  int games = 0;                     // paired games from the start position
  int results_differ = 0;            // of those, games whose result differs
  int arises = 0;                    // games in which the readings part
  int situations = 0;                // situations measured (scenario setups of the point)
  int situations_arise = 0;          // where the readings part
  int situation_results_differ = 0;  // where the results differ
  int material_differs = 0;          // games whose material differs, kAfterParting plies after parting
  int situation_material_differs = 0;
  std::string example;               // "scenario <id>": the first situation where they part
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
