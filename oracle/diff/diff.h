// oracle/diff/: what a whole check found, as data, and what changed between two such results.
//   json.h          strict JSON over nlohmann-json, with places for messages and a stable layout (json.cpp)
//   sha256.h        the identity of a rule document
//   check_result.h  the result of `arbiter check --json` and its file (check_result_json.cpp)
//   collect.h       filling a result from the check's stages (and from `arbiter diff --profile`'s runs)
//   diff.h          (this file) comparing two results; diff_report.cpp writes the comparison
//
// `arbiter diff`: what changed between two check results (check_result.h), grouped in this order:
//   clauses    added, removed, or changed: status, section, a quote reworded in the catalog, a quote that
//              went stale (with the document text now nearest to it) or is no longer stale;
//   points     interpretation points added, removed, or changed: default, options, quotes (as clauses);
//   scenarios  verdict changed (pass, fail, xfail, xpass, skip), with the clauses the scenario cites;
//              scenarios added or removed;
//   findings   added, removed, severity changed (by id);
//   explore    a share that moved by more than the threshold, or an option that became (un)implemented;
//              compared only against the same baseline (a measurement of an option against another default
//              or another profile's option measures something else: the points group says the default moved);
//   perft      a model or published node count that changed, a position that no longer loads, rows added or
//              removed.
// Each key is reported at most once, in its group; an entry lists all its facts. A clause or point removed,
// reworded or gone stale lists the scenarios and findings citing it (in either result): re-validate these.
// The rule documents' hashes are context above the groups (an edit that stales nothing still shows there).
// Sections only one result holds are named as not compared; the results' own errors are shown, not compared.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "oracle/diff/check_result.h"

namespace arbiter {

struct Fact {
  std::string what;  // "verdict", "default", "quote", "went stale", "share", "model nodes", ...
  std::string from, to;
};

struct Change {
  std::string key;   // the record's stable key (check_result.h)
  std::string kind;  // "added", "removed", "changed"
  std::vector<Fact> facts;
  std::vector<std::string> cites;  // scenarios: the clauses cited
  std::vector<std::string> revalidate_scenarios, revalidate_findings;  // clauses and points: who cites them
  // Clauses whose value changed: those of revalidate_scenarios whose words state an old value (its digits, its
  // number word or its ordinal: "the third exchange"), listed first; and how many of revalidate_scenarios
  // changed verdict between the two results.
  std::vector<std::string> revalidate_first;
  int verdicts_changed = 0;
};

enum class Group { kClauses, kPoints, kScenarios, kFindings, kExplore, kPerft };
inline constexpr size_t kGroups = 6;
std::string group_title(Group g);  // "clauses", "interpretation points", ...
std::string group_key(Group g);    // "clauses", "points", "scenarios", "findings", "explore", "perft"

struct DiffReport {
  std::string a_name, b_name;
  std::string a_profile, b_profile;
  double threshold = 0.05;
  std::vector<Change> documents;  // key: variant; facts: sha256
  std::array<std::vector<Change>, kGroups> groups;
  std::vector<std::string> compared;      // the sections both results hold: "documents", "clauses", ...
  std::vector<std::string> not_compared;  // "clauses (only in A)"
  std::vector<std::string> a_errors, b_errors;

  const std::vector<Change>& group(Group g) const { return groups[static_cast<size_t>(g)]; }
  bool changed() const;
};

inline constexpr double kDefaultThreshold = 0.05;

DiffReport diff_results(const CheckResult& a, const CheckResult& b, double threshold = kDefaultThreshold);

// diff_report.cpp: the whole report in Markdown, or as JSON ({"format": "arbiter-diff", ...}); and the
// summary line both end with: "summary: clauses N, points N, scenarios N, findings N, explore N, perft N;
// documents N: changed" (or ": nothing changed").
std::string diff_markdown(const DiffReport& d);
std::string diff_json(const DiffReport& d);
std::string diff_summary(const DiffReport& d);

}  // namespace arbiter
