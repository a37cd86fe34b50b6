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
//   interaction    a strongly connected group of at most kMaxInteractionClauses clauses (one writes a term another
//                  reads or triggers on, or they are joined by requires/overrides/excepts; changelog lines
//                  excluded), reported only for its open questions: the pairs where one clause sets a term the
//                  other reads or triggers on, that no scenario exercises together and no interpretation point
//                  already asks about (one question per pair: does the reader see what the writer set on the same
//                  move?): low. A group whose every such pair is exercised or asked about gives no finding. A larger
//                  group is not a finding (issue 34, deliverable 4: "the boilerplate interaction findings go"):
//                  twelve to forty-four clauses joined through the terms every rule reads (capture, move, unit)
//                  are not one question a designer can answer, and its questions were the same generic one pair
//                  after pair. Its untested pairs are coverage gaps of the corpus instead, listed by
//                  interaction_coverage_gaps in reports/traceability.md (generated), where a scenario author acts
//                  on them. Three clauses: a group of three has at most three pairs, which one finding can ask.
//   family         (family.h) a question raised in one sister document and settled silently or read differently
//                  in another; found across catalogs, not by analyze.
//
// These are the raw findings of the analyses; the report (findings_rank.h) attaches a structural finding to
// the ambiguity that asks the same question, finds the document lines of the quotes and ranks them.
#pragma once

#include <set>
#include <string>
#include <utility>
#include <vector>

#include "oracle/catalog/catalog.h"

namespace arbiter::catalog {

// kFamily findings are across documents (family.h): they stand in findings.md's family section, not in a variant's
// counts, so kAllFindingKinds (the per-variant columns) leaves them out.
enum class FindingKind { kContradiction, kAmbiguity, kGap, kUndefinedTerm, kStaleTerm, kBoardLayout, kInteraction, kFamily };
std::string to_string(FindingKind k);
inline constexpr FindingKind kAllFindingKinds[] = {FindingKind::kContradiction, FindingKind::kAmbiguity,    FindingKind::kGap,
                                                   FindingKind::kUndefinedTerm, FindingKind::kStaleTerm,    FindingKind::kBoardLayout,
                                                   FindingKind::kInteraction};

struct FindingQuote {
  std::string source;  // the clause or interpretation id quoting it ("diagram" for rows)
  std::string text;    // whitespace-normalised
  int first_line = 0;  // where it stands in the document (1-based; 0: not located, see locate_quotes)
  int last_line = 0;
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
  std::string situation_fen;           // ambiguity only: the point's <situation fen=...>, where it arises on a board
  std::string no_board;                // ambiguity only: the point's <situation no-board=...>, why it has no board
  std::vector<FindingOption> options;  // ambiguity only
  std::string scenarios;               // interaction only: scenario coverage of the group
  // Interaction only: the pairs of clauses (one sets a term the other reads) that no scenario plays together,
  // in the order asked; oracle/explore/interaction_witness.h looks for a position where the model plays one.
  std::vector<std::pair<std::string, std::string>> together;
  std::string witness;  // interaction: the FEN of the position where the model plays a pair together, if found
  // For the implementer, never in the author's text: the default and why, what the model implements,
  // editing notes the catalog's texts carry ("(Corrected: ...)", "perft differs").
  std::vector<std::string> notes;
  // Structural findings asking the same question (a contradiction between the clauses the point lists, a gap
  // it decides, an undefined term it reads, a diagram row it quotes), attached instead of standing alone.
  std::vector<Finding> evidence;
  // The ranking (findings_rank.h): how the severity was decided and what it rests on.
  std::string basis;      // "measured" (by arbiter explore) or "rule"
  double impact = -1;     // measured: the largest share of explored positions where an option differs; else -1
  std::string impact_text;  // e.g. "changes 25.0% of 60 explored positions (rook-push.blocked=crush vs no-push)"
  int rank = 0;             // 1-based place within its variant
  std::string why;          // one line: why it stands where it stands (its severity against the prior, its evidence)
};

// Unordered pairs of clause ids that some scenario exercises together (either order may be given).
using ScenarioPairs = std::set<std::pair<std::string, std::string>>;

// All raw findings of one catalog, in a stable order: severity, then kind, then id.
std::vector<Finding> analyze(const Catalog& catalog, const ScenarioPairs& covered = {});

// The largest strongly connected group of clauses reported as an interaction finding (see above).
inline constexpr size_t kMaxInteractionClauses = 3;

// A group of interacting clauses too large to be a finding, and its pairs no scenario plays together and no
// interpretation point asks about: "writer - reader (term)", in the order the finding would have asked them.
struct InteractionCoverageGap {
  std::vector<std::string> clauses;  // the group, sorted
  std::vector<std::string> untested;
};
std::vector<InteractionCoverageGap> interaction_coverage_gaps(const Catalog& catalog, const ScenarioPairs& covered = {});

// Splits a catalog text into what the document's author reads and the implementer's notes: sentences and
// parentheses that speak of the implementation ("implemented", "perft", "the model", "Arbiter", `arbiter`) or
// of the catalog's editing ("(Corrected: ...)") go to notes.
struct AuthorText {
  std::string text;
  std::vector<std::string> notes;
};
AuthorText split_notes(const std::string& text);  // findings_rank.cpp

}  // namespace arbiter::catalog
