#include "oracle/diff/diff.h"

#include "oracle/common/number_words.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <functional>
#include <map>
#include <set>

namespace arbiter {
namespace {

template <typename T>
std::map<std::string, const T*> by_key(const std::vector<T>& items) {
  std::map<std::string, const T*> out;
  for (const T& item : items) out.emplace(item.key(), &item);
  return out;
}

// Every key of either list, in key order: `compare(a or nullptr, b or nullptr, change)` fills the facts and
// says whether the key is reported (a key on one side only is reported unless compare says otherwise).
template <typename T>
std::vector<Change> keyed(const std::vector<T>& a, const std::vector<T>& b,
                          const std::function<bool(const T*, const T*, Change&)>& compare) {
  auto ia = by_key(a), ib = by_key(b);
  std::set<std::string> keys;
  for (const auto& [k, v] : ia) keys.insert(k);
  for (const auto& [k, v] : ib) keys.insert(k);
  std::vector<Change> out;
  for (const std::string& k : keys) {
    auto x = ia.count(k) ? ia[k] : nullptr;
    auto y = ib.count(k) ? ib[k] : nullptr;
    Change c;
    c.key = k;
    c.kind = !x ? "added" : !y ? "removed" : "changed";
    if (compare(x, y, c) && (!x || !y || !c.facts.empty())) out.push_back(std::move(c));
  }
  return out;
}

std::string joined(const std::vector<std::string>& items) {
  std::string s;
  for (const auto& i : items) s += (s.empty() ? "" : ", ") + i;
  return s;
}

std::string now_at(const QuoteRecord& q) { return q.nearest.empty() ? "(nothing close in the document)" : q.nearest; }

// The quotes of a clause or point, paired by position. True when the text of a quote is in question (reworded,
// removed, or no longer in the document): who cites the owner should re-validate.
bool quote_facts(const std::vector<QuoteRecord>& a, const std::vector<QuoteRecord>& b, std::vector<Fact>& out) {
  bool in_question = false;
  for (size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
    const QuoteRecord* x = i < a.size() ? &a[i] : nullptr;
    const QuoteRecord* y = i < b.size() ? &b[i] : nullptr;
    if (!y) {
      out.push_back({"quote removed", x->text, ""});
      in_question = true;
      continue;
    }
    if (!x || x->text != y->text) {
      out.push_back({x ? "quote" : "quote added", x ? x->text : "", y->text});
      in_question = in_question || x;
    }
    if (y->stale && (!x || !x->stale || x->text != y->text)) {
      out.push_back({"went stale", y->text, now_at(*y)});
      in_question = true;
    } else if (x && x->stale && !y->stale && x->text == y->text) {
      out.push_back({"no longer stale", x->text, ""});
    }
  }
  return in_question;
}

// The values of a clause (document_values.h), paired by name: "value allowance: 3 -> 2". True when one changed,
// came or went: the model now plays another number, so who cites the clause should re-validate.
bool value_facts(const ClauseRecord* a, const ClauseRecord* b, std::vector<Fact>& out) {
  static const std::vector<ValueRecord> none;
  const std::vector<ValueRecord>& x = a ? a->values : none;
  const std::vector<ValueRecord>& y = b ? b->values : none;
  auto find = [](const std::vector<ValueRecord>& in, const std::string& name) -> const ValueRecord* {
    for (const ValueRecord& v : in)
      if (v.name == name) return &v;
    return nullptr;
  };
  bool changed = false;
  for (const ValueRecord& v : x) {
    const ValueRecord* w = find(y, v.name);
    if (w && w->value == v.value) continue;
    out.push_back({"value " + v.name, std::to_string(v.value), w ? std::to_string(w->value) : ""});
    changed = changed || b;
  }
  for (const ValueRecord& w : y)
    if (!find(x, w.name)) {
      out.push_back({"value " + w.name, "", std::to_string(w.value)});
      changed = changed || a;
    }
  return changed;
}

// The scenarios and findings of either result citing `id` of `variant` (scenarios may cite it qualified,
// <variant>/<id>, from another variant's corpus; a point is also cited by the scenarios requiring it).
void cited_by(const std::string& variant, const std::string& id, bool point, const CheckResult& a, const CheckResult& b, Change& c) {
  std::set<std::string> scenarios, findings;
  for (const CheckResult* r : {&a, &b}) {
    for (const ScenarioRecord& s : r->scenarios) {
      bool cites = false;
      for (const std::string& ref : s.clauses) cites = cites || (s.variant == variant && ref == id) || ref == variant + "/" + id;
      for (const std::string& req : s.required) cites = cites || (point && s.variant == variant && req.rfind(id + "=", 0) == 0);
      if (cites) scenarios.insert(s.key());
    }
    for (const FindingRecord& f : r->findings)
      if (f.variant == variant && std::find(f.clauses.begin(), f.clauses.end(), id) != f.clauses.end()) findings.insert(f.key());
  }
  c.revalidate_scenarios.assign(scenarios.begin(), scenarios.end());
  c.revalidate_findings.assign(findings.begin(), findings.end());
}

// For a clause whose values changed (the facts "value <name>": old -> new): the scenarios to re-validate whose
// words state an old value, first; and how many of them all changed verdict.
void rank_revalidation(const CheckResult& a, const CheckResult& b, Change& c) {
  std::vector<int> old_values;
  for (const Fact& f : c.facts)
    if (f.what.rfind("value ", 0) == 0 && !f.from.empty()) old_values.push_back(std::stoi(f.from));
  std::map<std::string, const ScenarioRecord*> in_a, in_b;
  for (const ScenarioRecord& s : a.scenarios) in_a[s.key()] = &s;
  for (const ScenarioRecord& s : b.scenarios) in_b[s.key()] = &s;
  std::vector<std::string> first, rest;
  for (const std::string& key : c.revalidate_scenarios) {
    const ScenarioRecord* x = in_a.count(key) ? in_a[key] : nullptr;
    const ScenarioRecord* y = in_b.count(key) ? in_b[key] : nullptr;
    c.verdicts_changed += x && y && x->verdict != y->verdict;
    const std::string& words = y ? y->words : x->words;
    bool states = false;
    for (int v : old_values) states = states || states_number(words, v);
    (states ? first : rest).push_back(key);
  }
  if (old_values.empty()) return;
  c.revalidate_first = first;
  c.revalidate_scenarios = first;
  c.revalidate_scenarios.insert(c.revalidate_scenarios.end(), rest.begin(), rest.end());
}

std::string percent(double share) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f%%", 100 * share);
  return buf;
}

// Shares and the threshold in units of 1/10000 (the precision of the file), so that "moved by more than the
// threshold" does not depend on rounding.
long long ten_thousandths(double x) { return std::llround(x * 10000); }

}  // namespace

std::string group_title(Group g) {
  switch (g) {
    case Group::kClauses: return "clauses";
    case Group::kPoints: return "interpretation points";
    case Group::kScenarios: return "scenarios";
    case Group::kFindings: return "findings";
    case Group::kExplore: return "explore shares";
    case Group::kPerft: return "perft counts";
  }
  return "?";
}

std::string group_key(Group g) {
  switch (g) {
    case Group::kClauses: return "clauses";
    case Group::kPoints: return "points";
    case Group::kScenarios: return "scenarios";
    case Group::kFindings: return "findings";
    case Group::kExplore: return "explore";
    case Group::kPerft: return "perft";
  }
  return "?";
}

bool DiffReport::changed() const {
  if (!documents.empty()) return true;
  for (const auto& g : groups)
    if (!g.empty()) return true;
  return false;
}

DiffReport diff_results(const CheckResult& a, const CheckResult& b, double threshold) {
  DiffReport d;
  d.a_profile = a.profile;
  d.b_profile = b.profile;
  d.threshold = threshold;
  d.a_errors = a.errors;
  d.b_errors = b.errors;
  auto held = [&](const char* name, bool in_a, bool in_b) {
    if (in_a != in_b) d.not_compared.push_back(std::string(name) + (in_a ? " (only in A)" : " (only in B)"));
    if (in_a && in_b) d.compared.push_back(name);
    return in_a && in_b;
  };
  auto& groups = d.groups;
  auto at = [&](Group g) -> std::vector<Change>& { return groups[static_cast<size_t>(g)]; };

  if (held("documents", a.has_documents, b.has_documents))
    d.documents = keyed<DocumentRecord>(a.documents, b.documents, [](const DocumentRecord* x, const DocumentRecord* y, Change& c) {
      if (!x || !y || x->sha256 != y->sha256) c.facts.push_back({"sha256", x ? x->sha256 : "", y ? y->sha256 : ""});
      return true;
    });

  if (held("clauses", a.has_clauses, b.has_clauses))
    at(Group::kClauses) = keyed<ClauseRecord>(a.clauses, b.clauses, [&](const ClauseRecord* x, const ClauseRecord* y, Change& c) {
      static const std::vector<QuoteRecord> none;
      if (x && y && x->status != y->status) c.facts.push_back({"status", x->status, y->status});
      if (x && y && x->section != y->section) c.facts.push_back({"section", x->section, y->section});
      bool in_question = quote_facts(x ? x->quotes : none, y ? y->quotes : none, c.facts) || !y;
      const bool values = value_facts(x, y, c.facts);
      in_question = values || in_question;
      const ClauseRecord& r = y ? *y : *x;
      if (in_question) cited_by(r.variant, r.id, false, a, b, c);
      if (values) rank_revalidation(a, b, c);
      return true;
    });

  if (held("points", a.has_points, b.has_points))
    at(Group::kPoints) = keyed<PointRecord>(a.points, b.points, [&](const PointRecord* x, const PointRecord* y, Change& c) {
      static const std::vector<QuoteRecord> none;
      bool in_question = !y;
      if (!x || !y || x->default_option != y->default_option) {
        c.facts.push_back({"default", x ? x->default_option : "", y ? y->default_option : ""});
        in_question = in_question || (x && y);
      }
      if (x && y && x->options != y->options) c.facts.push_back({"options", joined(x->options), joined(y->options)});
      in_question = quote_facts(x ? x->quotes : none, y ? y->quotes : none, c.facts) || in_question;
      const PointRecord& r = y ? *y : *x;
      if (in_question) cited_by(r.variant, r.id, true, a, b, c);
      return true;
    });

  if (held("scenarios", a.has_scenarios, b.has_scenarios))
    at(Group::kScenarios) = keyed<ScenarioRecord>(a.scenarios, b.scenarios, [](const ScenarioRecord* x, const ScenarioRecord* y, Change& c) {
      if (!x || !y || x->verdict != y->verdict) {
        c.facts.push_back({"verdict", x ? x->verdict : "", y ? y->verdict : ""});
        if (y && !y->message.empty()) c.facts.push_back({"why", "", y->message});
      }
      c.cites = y ? y->clauses : x->clauses;
      return true;
    });

  if (held("findings", a.has_findings, b.has_findings))
    at(Group::kFindings) = keyed<FindingRecord>(a.findings, b.findings, [](const FindingRecord* x, const FindingRecord* y, Change& c) {
      if (!x || !y || x->severity != y->severity) c.facts.push_back({"severity", x ? x->severity : "", y ? y->severity : ""});
      // Where the designer meets it: a move in the ranked list (both ranked; evidence has no rank of its own).
      if (x && y && x->rank > 0 && y->rank > 0 && x->rank != y->rank)
        c.facts.push_back({"rank", "#" + std::to_string(x->rank), "#" + std::to_string(y->rank)});
      return true;
    });

  if (held("explore", a.has_explore, b.has_explore))
    at(Group::kExplore) = keyed<ExploreRecord>(a.explore, b.explore, [&](const ExploreRecord* x, const ExploreRecord* y, Change& c) {
      if (!x || !y || x->baseline != y->baseline) return false;  // the points group (or the profiles) tell
      if (x->implemented != y->implemented) {
        c.facts.push_back({"implemented", x->implemented ? "yes" : "no", y->implemented ? "yes" : "no"});
      } else if (x->implemented && std::llabs(ten_thousandths(y->share) - ten_thousandths(x->share)) > ten_thousandths(threshold)) {
        c.facts.push_back({"share (vs " + x->baseline + ")", percent(x->share), percent(y->share)});
      }
      if (!c.facts.empty() && y->implemented && !y->witness.empty()) c.facts.push_back({"witness", "", y->witness});
      return true;
    });

  if (held("perft", a.has_perft, b.has_perft))
    at(Group::kPerft) = keyed<PerftRecord>(a.perft, b.perft, [](const PerftRecord* x, const PerftRecord* y, Change& c) {
      if (!x || !y || x->model != y->model)
        c.facts.push_back({"model nodes", x ? std::to_string(x->model) : "", y ? std::to_string(y->model) : ""});
      if (x && y && x->published != y->published) c.facts.push_back({"published", std::to_string(x->published), std::to_string(y->published)});
      if (x && y && x->error != y->error) c.facts.push_back({"error", x->error, y->error});
      return true;
    });
  // The changed scenarios that cite an edited clause or point come first (in their order), then the others.
  std::set<std::string> cite_edits;
  for (Group g : {Group::kClauses, Group::kPoints})
    for (const Change& c : at(g)) cite_edits.insert(c.revalidate_scenarios.begin(), c.revalidate_scenarios.end());
  std::stable_partition(at(Group::kScenarios).begin(), at(Group::kScenarios).end(),
                        [&](const Change& c) { return cite_edits.count(c.key) > 0; });
  return d;
}

}  // namespace arbiter
