// Traceability, checked rather than hoped for (DESIGN.md, "One clause, one id, one place"). For a variant:
//   - every clause id the code names (Variant::clauses_in_code) and every id the corpus cites exists in the
//     catalog; every clause the catalog calls implemented or interpreted is named by the code and cited by
//     at least one scenario;
//   - from the corpus run (`arbiter check` passes the corpus stage's run; it is not run twice): every id the
//     code declares, and every clause the catalog calls implemented or interpreted, is EXERCISED by some
//     scenario that ran; and every id the run fired or refused exists in the catalog (a qualified id,
//     "chess/check.no-self-check", in the catalog it names).
// and, reported but not failing, the clauses still pending and those without a scenario.
//
// What counts as exercised is evidence the model produced while playing the corpus, never a list kept by
// hand (the code's declarations and the scenarios' <clause ref> citations are claims to be checked, not
// evidence). A clause is exercised when, in some scenario that ran (a skipped one did not):
//   1. fired: the model's rule trace (model/core/trace.h) of a played action named it, or it is the clause
//      of the verdict (Outcome::clause) on the last position of the scenario or wherever a <result>/<ongoing>
//      asked (model_runner.cpp): a decided game's, or an ongoing game's whose verdict names the rule by
//      which it goes on (a rule that says something does NOT end the game, such as "no fifty-move rule");
//   2. refused: the model refused an illegal action by it (Variant::refusal, Error::clause);
//   3. start position: it is a `section="diagram"` clause of the catalog (the start position as the
//      document draws it) and the scenario's setup, as its author wrote it from the document, is the
//      model's start position (Variant::start_position): the model's start position agrees with the diagram.
// Clauses that by nature never act in an action (the board size, piece counts of the start position, a
// rule that says something does NOT apply, such as "no fifty-move rule") therefore fail until the model
// names them where it implements them (when it builds or validates a setup, or in its verdict) or the
// catalog marks them as part of the diagram; no exemption exists in code. Nothing can be exercised without
// a model, so variants without one are judged by the static checks only.
#pragma once

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "oracle/catalog/analyses.h"
#include "oracle/catalog/catalog.h"
#include "oracle/scenarios/scenario_result.h"

namespace arbiter {

// One catalog clause and the evidence for it.
struct ClauseTrace {
  std::string id;
  catalog::Status status = catalog::Status::kPending;
  bool declared = false;  // named by Variant::clauses_in_code()
  bool fired = false;     // fired in the corpus run (a rule trace, or a decided verdict's clause)
  bool refused = false;   // named as the refusal of an illegal action in the corpus run
  bool by_start = false;  // a diagram clause, and a scenario of the run started from the start position
  int cited = 0;          // scenarios citing it with <clause ref=.../>
  bool exercised() const { return fired || refused || by_start; }
};

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
  // The corpus run's evidence (only when a run was given and the variant has a model).
  bool has_run = false;
  int scenarios_from_start = 0;
  std::vector<std::string> exercised_by_firing;   // catalog clauses fired in the run
  std::vector<std::string> exercised_by_refusal;  // catalog clauses that refused an action in the run
  std::vector<std::string> exercised_by_start;    // diagram clauses, a scenario having run from the start position
  std::vector<std::string> unknown_exercised;     // "id (fired)" / "id (refused)": ids the catalog lacks
  std::vector<std::string> other_catalogs;        // "chess/id (refused)": known clauses of another catalog
  std::vector<std::string> declared_not_exercised;     // declared by the code, never exercised: fails
  std::vector<std::string> implemented_not_exercised;  // implemented/interpreted, not declared, never exercised: fails
  std::vector<ClauseTrace> rows;                  // every catalog clause, in catalog order
  // Coverage gaps, not failures: the pairs of interacting clauses no scenario plays together, in the groups too
  // large to be an interaction finding (catalog::interaction_coverage_gaps).
  std::vector<catalog::InteractionCoverageGap> interaction_gaps;
  // The failures that need the corpus run (a subset of failures()).
  int run_failures() const {
    return static_cast<int>(unknown_exercised.size() + declared_not_exercised.size() + implemented_not_exercised.size());
  }
  int failures() const {
    return static_cast<int>(unknown_in_code.size() + unknown_in_corpus.size() + implemented_not_in_code.size() +
                            implemented_without_scenario.size()) + run_failures() + (error.empty() ? 0 : 1);
  }
};

// The unordered pairs of clause ids that some scenario of the variant cites together: the interaction
// analysis reports, for each group of interacting clauses, how many of its pairs a scenario exercises.
std::set<std::pair<std::string, std::string>> scenario_pairs(const std::string& variant, const std::string& corpus_dir);

// model_dir holds <variant>/rules.xml; corpus_dir holds <variant>/*.xml. `run` is what the corpus run
// exercised of this variant (CorpusRun::exercised()); nullptr judges the static checks only.
TraceReport trace_variant(const std::string& variant, const std::string& model_dir, const std::string& corpus_dir,
                          const Exercised* run);
std::string format_trace_report(const TraceReport& r);
// reports/traceability.md: per variant, the counts and every clause with its evidence.
std::string traceability_markdown(const std::vector<TraceReport>& reports);

}  // namespace arbiter
