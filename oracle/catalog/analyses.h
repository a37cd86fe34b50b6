// The analyses of the rule-interaction graph (DESIGN.md, "The rule-interaction graph"). Each finding has a
// stable id derived from its content (the same catalog always gives the same ids, in the same order), the
// quotes and clause ids that are its evidence, an explanation and a concrete situation.
//
// Kinds, and how their severity is decided:
//   contradiction  (a) overrides/excepts form a cycle: high.
//                  (b) two clauses write the same term with different values on overlapping triggers (the same
//                  trigger term, one is-a the other, or a clause without triggers, which always applies) and no
//                  overrides/excepts path joins them in either direction. The informal `when` is not reasoned
//                  over. Body vs body: high; medium when an interpretation point lists both clauses (a reading
//                  is declared) or when one side is a changelog line (only the latest changelog line writing a
//                  term is compared with the body; changelog lines are compared with each other only within one
//                  version); low when either clause is not-implementable (it cannot change play).
//   ambiguity      every interpretation point; its own severity.
//   gap            an event some clause writes (makes reachable) that no clause triggers on (nor on an event
//                  it is-a): medium.
//   undefined-term a document term read or triggered on but defined by no clause: medium; a term defined only
//                  by an unavailable image and used: high (play depends on a rule nobody can read).
//   stale-term     a term a changelog line removed (and no later line re-added) that body clauses still use:
//                  medium.
//   board-layout   a diagram row whose width, gaps or stray characters do not fit the board, or letters that
//                  disagree with a stated count: medium; letters no stated count defines: low.
//   interaction    a strongly connected group of clauses (one writes a term another reads or triggers on, or
//                  they are joined by requires/overrides/excepts; changelog lines excluded): low, with how many
//                  of its directly linked pairs a scenario exercises.
#pragma once

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "oracle/catalog/catalog.h"

namespace arbiter::catalog {

enum class FindingKind { kContradiction, kAmbiguity, kGap, kUndefinedTerm, kStaleTerm, kBoardLayout, kInteraction };
std::string to_string(FindingKind k);
inline constexpr FindingKind kAllFindingKinds[] = {FindingKind::kContradiction, FindingKind::kAmbiguity,    FindingKind::kGap,
                                                   FindingKind::kUndefinedTerm, FindingKind::kStaleTerm,    FindingKind::kBoardLayout,
                                                   FindingKind::kInteraction};

struct FindingQuote {
  std::string source;  // the clause or interpretation id quoting it ("diagram" for rows)
  std::string text;    // whitespace-normalised
};

struct FindingOption {
  std::string id;
  std::string text;
  bool is_default = false;
};

struct Finding {
  std::string variant;
  std::string id;  // e.g. contradiction/<clauseA>+<clauseB>/<term>, gap/<term>, ambiguity/<point>
  FindingKind kind = FindingKind::kContradiction;
  Severity severity = Severity::kMedium;
  std::vector<std::string> clauses;  // clause and interpretation ids, the evidence
  std::vector<std::string> terms;
  std::vector<FindingQuote> quotes;
  std::string explanation;
  std::string situation;
  std::vector<FindingOption> options;  // ambiguity only
  std::string scenarios;               // interaction only: scenario coverage of the group
};

// Unordered pairs of clause ids that some scenario exercises together (either order may be given).
using ScenarioPairs = std::set<std::pair<std::string, std::string>>;

// All findings of one catalog, ranked: severity, then kind, then id.
std::vector<Finding> analyze(const Catalog& catalog, const ScenarioPairs& covered = {});

}  // namespace arbiter::catalog
