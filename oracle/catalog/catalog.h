// The clause catalog of one rule document (model/<variant>/rules.xml, format in model/CATALOG.md and
// corpus/schema/catalog.xsd) loaded into plain structs. The loader is strict: an unknown element or
// attribute, a missing required one, or a malformed value is an error naming file:line and what was
// expected -- a misspelled relation must not silently formalise nothing.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/core/result.h"

namespace arbiter::catalog {

enum class TermKind { kPieceKind, kPieceClass, kSquareState, kPieceState, kCounter, kEvent, kRegion, kAction, kOutcome, kConcept };
enum class Origin { kDocument, kOrthodoxChess, kImage, kExternal };
enum class Status { kPending, kImplemented, kInterpreted, kNotImplementable };
enum class Section { kBody, kChangelog, kDiagram };
enum class Severity { kHigh, kMedium, kLow };  // ordered: high first

// The relations of a clause: the typed edges of the rule-interaction graph.
enum class Relation { kDefines, kReads, kWrites, kTriggersOn, kRemoves, kAdds, kOverrides, kExcepts, kRequires, kChanges };

std::string to_string(TermKind k);
std::string to_string(Origin o);
std::string to_string(Status s);
std::string to_string(Section s);
std::string to_string(Severity s);
std::string to_string(Relation r);  // the element name: "triggers-on", "overrides", ...
// Relations whose target is a glossary term (the others target a clause).
bool targets_term(Relation r);

struct Quote {
  std::string text;  // as written in the catalog (whitespace is normalised only when matching)
  int line = 0;
};

struct Term {
  std::string id;
  TermKind kind = TermKind::kConcept;
  std::string is_a;  // "" when none
  Origin origin = Origin::kDocument;
  std::string description;
  int line = 0;
};

struct ClauseRelation {
  Relation type = Relation::kReads;
  std::string target;                // a term id or a clause id, see targets_term
  std::optional<std::string> value;  // writes: the value set
  std::string when;                  // informal; shown in reports, never reasoned over
  int line = 0;
};

// A quantity the clause's quote states, which the model reads (model/core/document_values.h).
struct ClauseValue {
  std::string name;
  std::string literal;  // the quote's words that state it
  int value = 0;
  int line = 0;
};

// The kinds of unit the clause's quote names, which the model reads (model/core/document_values.h): the
// variant's kind names, or (all_but) the kinds left out of every kind the variant has.
struct ClauseKinds {
  std::string name;
  std::string literal;  // the quote's words that name them
  bool all_but = false;
  std::vector<std::string> kinds;
  int line = 0;
};

struct Clause {
  std::string id;
  Status status = Status::kPending;
  Section section = Section::kBody;
  std::string version;  // changelog: the version the change produced; "" when absent
  std::vector<Quote> quotes;
  std::vector<ClauseValue> values;
  std::vector<ClauseKinds> kinds;
  std::string summary;
  std::vector<ClauseRelation> relations;
  std::optional<std::string> reason;  // why not implementable
  int line = 0;
};

struct Option {
  std::string id;
  bool is_default = false;
  std::string text;
  int line = 0;
};

struct ClauseRef {
  std::string clause;
  int line = 0;
};

struct Interpretation {
  std::string id;
  Severity severity = Severity::kMedium;
  std::vector<Quote> quotes;
  std::string question;
  std::vector<Option> options;
  std::string default_reason;
  std::string situation;
  std::string situation_fen;  // the situation as an extended FEN of the variant, when it arises on a board ("" else)
  std::string situation_no_board;  // why the situation has no board, where it has no FEN ("" else)
  std::vector<ClauseRef> clauses;
  int line = 0;
};

struct NonRule {
  std::string reason;
  std::vector<Quote> quotes;
  int line = 0;
};

enum class Side { kWhite, kBlack };
std::string to_string(Side s);

struct DiagramRow {
  Side side = Side::kWhite;
  int rank = 0;
  std::string text;  // verbatim, stray characters included
  int line = 0;
};

enum class CountWhat { kPawnsPerSide, kPiecesPerSide, kPawnsTotal, kPiecesTotal, kLetterTotal, kLetterPerSide };
std::string to_string(CountWhat w);

struct StatedCount {
  CountWhat what = CountWhat::kPawnsPerSide;
  std::string letter;  // letter-total and letter-per-side only
  int count = 0;
  std::string quote;
  int line = 0;
};

struct Diagram {
  int files = 0;
  int ranks = 0;
  std::string pawn_letter = "P";
  std::vector<DiagramRow> rows;
  std::vector<StatedCount> counts;
  int line = 0;
};

struct Catalog {
  std::string path;           // rules.xml as given to the loader
  std::string document_path;  // the document attribute resolved against the catalog's directory
  std::string variant;
  std::string document;
  std::string title;
  int line = 0;  // of the <catalog> element
  std::vector<Term> terms;
  std::vector<Diagram> diagrams;
  std::vector<Clause> clauses;
  std::vector<Interpretation> interpretations;
  std::vector<NonRule> non_rules;

  const Term* find_term(const std::string& id) const;
  const Clause* find_clause(const std::string& id) const;
  const Interpretation* find_interpretation(const std::string& id) const;
};

// Loads and validates the structure of a catalog. On error, the message lists every problem found, one
// "file:line: what is wrong; expected ..." per line.
Result<Catalog> load_catalog(const std::string& path);
// The same from text in memory (path is used in messages and to resolve the document).
Result<Catalog> parse_catalog(const std::string& xml, const std::string& path);

// The model directory (model/core/document_values.h's model_dir(): the bundled model/ unless a command's
// --model DIR chose another), and the variants in a model directory that have a rules.xml (sorted).
std::string default_model_dir();
std::vector<std::string> catalog_variants(const std::string& model_dir);
std::string catalog_path(const std::string& model_dir, const std::string& variant);

// Reads a whole file; error when it cannot be read.
Result<std::string> read_text_file(const std::string& path);

}  // namespace arbiter::catalog
