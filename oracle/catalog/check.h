// `arbiter catalog check`: a catalog against its document and against itself.
//   - every quote (clauses, interpretations, non-rules, diagram rows, stated counts) occurs in the document
//     after whitespace normalisation (runs of ASCII whitespace count as one space); a quote that does not
//     is stale, reported with the document text nearest to it;
//   - ids are unique (clauses, terms and interpretations share one namespace; options per interpretation);
//   - every reference resolves (relation targets, is-a, interpretation clause refs);
//   - each interpretation has exactly one default option; each not-implementable clause has a reason;
//     each changelog clause has a version, and only changelog clauses remove, add or change; is-a has no
//     loop; (check_catalog_file) the catalog's variant names its directory, model/<variant>/;
//   - coverage: how much of the document's non-blank text no quote covers, and the sentences (split at . ! ?
//     and at line ends) holding unquoted words; fragments without a letter or digit are not listed.
#pragma once

#include <functional>
#include <set>
#include <string>
#include <vector>

#include "oracle/catalog/catalog.h"

namespace arbiter::catalog {

// Whitespace-normalised text with, for each of its characters, the offset it came from.
struct NormalisedText {
  std::string text;
  std::vector<size_t> origin;
};
NormalisedText normalise(const std::string& raw);
std::string normalise_spaces(const std::string& raw);  // trimmed, runs of whitespace -> one space

struct StaleQuote {
  std::string owner;  // clause or interpretation id, "non-rule (<reason>)", "diagram row ...", ...
  std::string quote;
  int line = 0;         // in the catalog
  std::string nearest;  // the document text that matches the quote longest ("" when nothing close)
};

// A catalog problem other than a stale quote: a duplicate id, a dangling reference, a structural rule.
struct Problem {
  std::string what;  // "duplicate", "dangling", "default", "reason", "version", ...
  std::string message;
  int line = 0;
};

struct UncoveredSentence {
  int line = 0;                          // in the document
  std::string sentence;                  // the whole sentence, whitespace-normalised
  std::vector<std::string> fragments;    // the parts no quote covers (== {sentence} when none does)
  bool wholly_uncovered() const { return fragments.size() == 1 && fragments[0] == sentence; }
};

struct CheckReport {
  std::string variant;
  std::string catalog_path;
  std::string document_path;
  int quotes = 0;
  std::vector<StaleQuote> stale;
  std::vector<Problem> duplicates;
  std::vector<Problem> dangling;
  std::vector<Problem> problems;  // defaults, reasons, versions, is-a cycles
  int values = 0;                  // the clauses' <value>s (model/core/document_values.h)
  std::vector<Problem> stale_values;  // a value whose literal is not in its clause's quotes or does not state it
  size_t document_chars = 0;      // non-whitespace characters of the document
  size_t covered_chars = 0;       // of those, covered by some quote
  std::vector<UncoveredSentence> uncovered;

  int failures() const {
    return static_cast<int>(stale.size() + duplicates.size() + dangling.size() + problems.size() + stale_values.size());
  }
  double coverage_percent() const { return document_chars ? 100.0 * static_cast<double>(covered_chars) / static_cast<double>(document_chars) : 100.0; }
};

CheckReport check_catalog(const Catalog& catalog, const std::string& document_text);
// Why a situation's FEN is not a legal position of the variant ("" when it is): the model's judgement, given by
// the caller (the catalog layer does not play; oracle/explore/reading_board.h's situation_fen_problem).
using SituationFenCheck = std::function<std::string(const std::string& variant, const std::string& fen)>;
// Loads the catalog and its document; error when either is unreadable or the catalog is malformed. With
// fen_check, each <situation fen=...> is held to be a legal position of the variant (a problem "situation-fen").
Result<CheckReport> check_catalog_file(const std::string& path, const SituationFenCheck& fen_check = {});

// Plain-text rendering, as `arbiter catalog check` prints it.
std::string format_check_report(const CheckReport& report);

// Traceability: ids used by code (rule trace) or corpus (<clause ref>, <requires point>) checked against the
// catalog. Ids may be bare (`death-square.landing`) or qualified (`deathsquare12/death-square.landing`).
struct Traceability {
  std::vector<std::string> unknown;       // used, but no clause or interpretation has that id (sorted)
  std::vector<std::string> unreferenced;  // clause ids that nothing uses (sorted)
};
Traceability check_traceability(const Catalog& catalog, const std::set<std::string>& used_ids);

}  // namespace arbiter::catalog
