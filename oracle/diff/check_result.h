// The machine-readable result of a whole check (`arbiter check --json FILE`): what `arbiter diff` compares.
// Plain data with stable keys, no timings, in a stable order (variant, then the catalog's or the run's
// order), so two runs on the same sources give the same bytes. Keys:
//   document     <variant>                      the rule document's SHA-256
//   clause       <variant>/<clause id>          status, section, each quote and whether it is stale (with the
//                                               document text nearest to it), each value the quote states
//                                               (model/core/document_values.h: name, number, literal)
//   point        <variant>/<point id>           its options, its default, its quotes (as clauses' are)
//   scenario     <variant>/<topic>/<id>         verdict (pass, fail, xfail, xpass, skip) and the clauses cited
//   finding      <variant>/<finding id>         kind, severity, rank (its place in the ranked list), the clause
//                                               and point ids it cites (those of its evidence too); a finding
//                                               attached as evidence of another
//                                               (findings_rank.h) is a record of its own, after its parent, so
//                                               that its id stays comparable across runs
//   explore      <variant>/<point>=<option>     the option against the baseline (the default, or the
//                                               profile's option): positions, differing, share, witness
//   perft        <variant>/<position>/<depth>   published and model node counts
// A result may hold only some sections (`arbiter diff --profile` runs the corpus and the exploration only);
// a section is compared only when both results hold it. The file format is in check_result_json.cpp.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/core/result.h"

namespace arbiter {

struct DocumentRecord {
  std::string variant, path, sha256;
  std::string key() const { return variant; }
};

struct QuoteRecord {
  std::string text;  // whitespace-normalised, as the catalog check matches it
  bool stale = false;
  std::string nearest;  // stale only: the document text that matches the quote longest ("" when nothing close)
};

struct ValueRecord {
  std::string name;
  int64_t value = 0;
  std::string literal;
};

struct ClauseRecord {
  std::string variant, id, status, section;
  std::vector<QuoteRecord> quotes;
  std::vector<ValueRecord> values;  // written only when there are some (a result without them reads as none)
  std::string key() const { return variant + "/" + id; }
};

struct PointRecord {
  std::string variant, id, default_option;
  std::vector<std::string> options;
  std::vector<QuoteRecord> quotes;
  std::string key() const { return variant + "/" + id; }
};

struct ScenarioRecord {
  std::string variant, topic, id, verdict;
  std::vector<std::string> clauses;   // <clause ref>, as written (bare or qualified)
  std::vector<std::string> required;  // <requires>: "point=option"
  std::string message;                // fail, xpass, skip: why ("" otherwise)
  std::string words;                  // its description: what a diff searches for an edited number
  std::string key() const { return variant + "/" + topic + "/" + id; }
};

struct FindingRecord {
  std::string variant, id, kind, severity;
  std::vector<std::string> clauses;
  // Its place in its variant's ranked list (findings.md: 1 is the first a designer reads); 0 for a finding
  // attached as evidence of another, and in a result written before ranks were recorded.
  int rank = 0;
  std::string key() const { return variant + "/" + id; }
};

struct ExploreRecord {
  std::string variant, point, option, baseline;
  bool implemented = true;
  int positions = 0, differing = 0;
  double share = 0;  // differing / positions, written with 4 decimals
  std::string witness;
  std::string key() const { return variant + "/" + point + "=" + option; }
};

struct PerftRecord {
  std::string variant, position;
  int depth = 0;
  uint64_t published = 0, model = 0;
  std::string error;  // the position did not load ("" otherwise; model is then 0)
  std::string key() const { return variant + "/" + position + "/" + std::to_string(depth); }
};

struct CheckResult {
  std::string profile;  // "" when every point takes its default
  // Which sections the result holds.
  bool has_documents = false, has_clauses = false, has_points = false, has_scenarios = false, has_findings = false,
       has_explore = false, has_perft = false;
  std::vector<std::string> errors;  // what the run could not load (a catalog, a scenario file), as reported
  std::vector<DocumentRecord> documents;
  std::vector<ClauseRecord> clauses;
  std::vector<PointRecord> points;
  std::vector<ScenarioRecord> scenarios;
  std::vector<FindingRecord> findings;
  std::vector<ExploreRecord> explore;
  std::vector<PerftRecord> perft;
};

// The file (check_result_json.cpp): an object {"format": "arbiter-check-result", "version": 1, "profile",
// "errors", then one array per section held}. Reading is strict: a truncated file, a foreign JSON file, a
// missing or unknown member, a value of the wrong type or an unknown verdict is an error naming the file,
// the line and column, the member's path (clauses[3].quotes[0].text) and what was expected.
std::string check_result_json(const CheckResult& result);
Result<CheckResult> parse_check_result(const std::string& text, const std::string& name);
Result<CheckResult> load_check_result(const std::string& path);

}  // namespace arbiter
