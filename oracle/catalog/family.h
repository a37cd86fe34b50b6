// The family of documents (issue 34, deliverable 3): the sister documents (removal12, deathsquare12,
// quadrant12, frozenchess13) state many rules in the same words, yet each catalog was read alone, so a question
// raised for one document may be settled without a word in a sister's catalog, and sisters that raise the
// same question may read it differently. This analysis reads the catalogs side by side.
//
// Alignment, computed, each aligned pair with its reason:
//   clauses   two body clauses of two catalogs align when they have the same id ("same clause id"), or when the
//             words of their quotes overlap by at least kQuoteSimilarity (Jaccard index of the sets of
//             lower-cased words of two or more letters or digits: "quotes share 62% of their words"); the terms
//             both clauses relate to are shown beside the reason, never a reason alone (every clause of the
//             family reads `capture`).
//   sisters   two catalogs are sisters when at least kMinAlignedClauses of their clauses align (chess and
//             twentychess share no rule with the twelve family and are not sisters of anything).
//   points    two interpretation points of sisters ask the same question when they have the same id ("same
//             point id"), or when one lists a clause aligned with a clause the other lists and the words of
//             their questions and options overlap by at least kQuestionSimilarity, or when model/family.xml
//             says so (<same-question>, with a reason: the hand-made part, in data, checked). The points
//             asking one question form a class (transitively).
//   the rule  a sister has the rule of a question when every clause the point is about has an aligned clause
//             in that sister: the body clauses it lists whose quotes its own quotes overlap (half the words of
//             the shorter quote in common), else every body clause it lists (a point about the rook's
//             protection and the explosion is not asked of a sister without the rook's protection); and at
//             least half of the body clauses it lists align (a question about a mechanic only its own
//             document has, quadrant12's capture ranges, is not asked of a sister sharing one of its clauses).
//             Computed links between points of different ids are taken most alike first, and only when they
//             bring no two points of one document into one class (chains of alike questions stay apart).
//
// Findings, kind `family`, one per question (a class), severity the highest of its points':
//   silent    a sister has the rule, raises no point of the class, and model/family.xml records no words of
//             its document that settle it (<answered>, with the quote, checked against that document): its
//             catalog settles the question silently in the aligned clause's summary. The finding quotes the
//             question where it is raised and the sister's clause (its quote and its summary).
//   differ    two sisters raise the question and their defaults differ: the default of one is a non-default
//             option of the other (same option id, or option texts overlapping by kQuestionSimilarity's
//             measure at least kOptionSimilarity). Defaults under different ids whose texts overlap that much
//             agree; options that match nothing are not compared (the questions diverged). Likewise a sister
//             whose own words (family.xml <answered option=...>) choose another option than the raising
//             point's default: "quadrant12 line 29 says ...; deathsquare12 reads ...".
// Ids are content-derived: family/<point id>, the id of the class's first point (by variant, then id).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "oracle/catalog/analyses.h"
#include "oracle/catalog/catalog.h"

namespace arbiter::catalog {

inline constexpr double kQuoteSimilarity = 0.5;
inline constexpr double kQuestionSimilarity = 0.3;
inline constexpr double kOptionSimilarity = 0.5;
inline constexpr int kMinAlignedClauses = 5;

// The words of a text as the similarities compare them, and their Jaccard index.
std::vector<std::string> similarity_words(const std::string& text);
double word_similarity(const std::vector<std::string>& a, const std::vector<std::string>& b);

// model/family.xml: the hand-made part of the alignment.
struct SameQuestion {
  std::string a, b;  // variant/point
  std::string reason;
  int line = 0;
};
struct Answered {
  std::string point;    // variant/point: the question as raised
  std::string variant;  // the sister whose own words settle it
  std::string clause;   // the sister's clause holding them
  std::string quote;    // the words, checked against the sister's document
  std::string answer;   // what they settle and how
  std::string option;   // the option of the raised point the words choose ("" when none fits); not its
                        // default: the sisters answer differently, a finding quoting both
  int line = 0;
};
struct FamilyData {
  std::vector<SameQuestion> same_questions;
  std::vector<Answered> answered;
};
// An absent file is empty data; a malformed one is an error naming file:line.
Result<FamilyData> load_family_data(const std::string& path);
Result<FamilyData> parse_family_data(const std::string& xml, const std::string& path);

struct FamilyMember {
  Catalog catalog;
  std::string document;  // the document's text
};

struct SisterPair {
  std::string a, b;
  int same_id = 0;        // clauses aligned by the same id
  int by_quote = 0;       // clauses aligned by their quotes' words (and not by id)
  int shared_points = 0;  // interpretation points under the same id
};

// A sister whose own words settle a question (model/family.xml), as reported.
struct AnsweredByWords {
  std::string question;  // the finding-style id, family/<point>
  Answered entry;
  int first_line = 0, last_line = 0;
};

struct FamilyReport {
  std::vector<SisterPair> sisters;
  std::vector<Finding> findings;  // kind kFamily, ranked: severity, then id; quotes located in their documents
  std::vector<AnsweredByWords> answered;
  std::vector<std::string> problems;  // family.xml entries that do not resolve or whose quote is stale
};

FamilyReport analyze_family(const std::vector<FamilyMember>& members, const FamilyData& data);
// Loads the catalogs of the variants (all of model_dir when empty) and model_dir/family.xml.
FamilyReport analyze_family_dir(const std::string& model_dir, const std::vector<std::string>& variants = {});

// The "Family" section of findings.md (heading level 2), and its JSON value.
std::string family_markdown(const FamilyReport& report);
std::string family_json(const FamilyReport& report);

}  // namespace arbiter::catalog
