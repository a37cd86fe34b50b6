#include "oracle/catalog/findings_rank.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <tuple>

#include "oracle/catalog/check.h"
#include "oracle/catalog/findings_evidence.h"

namespace arbiter::catalog {
namespace {

// --- quotes to lines ------------------------------------------------------------------------------
struct DocumentLines {
  NormalisedText normalised;
  std::vector<size_t> line_starts;  // offset of each line's first character

  explicit DocumentLines(const std::string& raw) : normalised(normalise(raw)) {
    line_starts.push_back(0);
    for (size_t i = 0; i < raw.size(); ++i)
      if (raw[i] == '\n') line_starts.push_back(i + 1);
  }
  int line_of(size_t offset) const {
    return static_cast<int>(std::upper_bound(line_starts.begin(), line_starts.end(), offset) - line_starts.begin());
  }
  void locate(FindingQuote& q) const {
    std::string n = normalise_spaces(q.text);
    size_t at = n.empty() ? std::string::npos : normalised.text.find(n);
    if (at == std::string::npos) return;
    q.first_line = line_of(normalised.origin[at]);
    q.last_line = line_of(normalised.origin[at + n.size() - 1]);
  }
  void locate(Finding& f) const {
    for (FindingQuote& q : f.quotes) locate(q);
    for (Finding& e : f.evidence) locate(e);
  }
};

// --- consolidation --------------------------------------------------------------------------------
std::set<std::string> words(const std::string& text) {
  static const std::set<std::string> kStop = {"the", "and", "does", "what", "which", "when", "with", "that", "this", "from", "into",
                                              "its", "are", "for", "not", "any", "one", "can", "who", "how", "may", "has", "have"};
  std::set<std::string> out;
  std::string w;
  for (size_t i = 0; i <= text.size(); ++i) {
    char c = i < text.size() ? static_cast<char>(std::tolower(static_cast<unsigned char>(text[i]))) : ' ';
    if (std::isalnum(static_cast<unsigned char>(c))) {
      w += c;
      continue;
    }
    if (w.size() > 3 && w.back() == 's') w.pop_back();  // "pieces" and "piece" are one word here
    if (w.size() > 2 && !kStop.count(w)) out.insert(w);
    w.clear();
  }
  return out;
}

// Does `text` name `id` as a whole word (not as part of a longer id)?
bool words_of_id_in(const std::string& text, const std::string& id) {
  auto id_char = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_'; };
  for (size_t at = text.find(id); at != std::string::npos; at = text.find(id, at + 1)) {
    size_t end = at + id.size();
    bool before = at == 0 || !id_char(text[at - 1]);
    bool after = end == text.size() || !id_char(text[end]) || (text[end] == '.' && (end + 1 == text.size() || !id_char(text[end + 1])));
    if (before && after) return true;
  }
  return false;
}

// The points that could ask a structural finding's question: those listing all its clauses (a board-layout
// finding cites the points quoting its row directly), or with `all` false, those listing at least one.
std::vector<const Interpretation*> candidates(const Finding& f, const Catalog& cat, bool all) {
  std::vector<const Interpretation*> out;
  if (f.clauses.empty()) return out;
  for (const Interpretation& in : cat.interpretations) {
    size_t listed = 0;
    for (const std::string& c : f.clauses)
      listed += c == in.id || std::any_of(in.clauses.begin(), in.clauses.end(), [&](const ClauseRef& r) { return r.clause == c; });
    if (all ? listed == f.clauses.size() : listed > 0) out.push_back(&in);
  }
  return out;
}

// The candidate sharing the most words (at least `least`) with the finding's terms; the first in catalog
// order on a tie.
const Interpretation* closest(const Finding& f, const std::vector<const Interpretation*>& cands, size_t least) {
  std::string about;
  for (const std::string& t : f.terms) about += t + " ";
  std::set<std::string> mine = words(about.empty() ? f.id : about);
  const Interpretation* best = nullptr;
  size_t best_shared = least - 1;
  for (const Interpretation* in : cands) {
    std::set<std::string> theirs = words(in->id + " " + in->question);
    size_t shared = 0;
    for (const std::string& w : mine) shared += theirs.count(w);
    if (shared > best_shared) {
      best = in;
      best_shared = shared;
    }
  }
  return best;
}

const Interpretation* asking_point(const Finding& f, const Catalog& cat) {
  // The catalog's own pointer first: a term whose description names a point ("see capture-range.ranged-pieces").
  for (const std::string& t : f.terms)
    if (const Term* term = cat.find_term(t))
      for (const Interpretation& in : cat.interpretations)
        if (words_of_id_in(term->description, in.id)) return &in;
  std::vector<const Interpretation*> cands = candidates(f, cat, true);
  if (cands.size() == 1) return cands.front();
  if (!cands.empty()) return closest(f, cands, 1);
  // No point lists every clause: one listing some of them may still ask the question, when it names what
  // the finding is about (two words in common at least).
  return closest(f, candidates(f, cat, false), 2);
}

// --- ranking --------------------------------------------------------------------------------------
enum class Reach { kSetup = 0, kPlay = 1, kOutcome = 2 };

std::set<std::string> cited_clauses(const Finding& f) {
  std::set<std::string> out(f.clauses.begin(), f.clauses.end());
  for (const Finding& e : f.evidence) out.insert(e.clauses.begin(), e.clauses.end());
  return out;
}

Reach reach_of(const Finding& f, const Catalog& cat) {
  if (f.kind == FindingKind::kBoardLayout) return Reach::kSetup;
  std::set<std::string> ids = cited_clauses(f);
  for (const std::string& id : cited_clauses(f))
    if (const Interpretation* in = cat.find_interpretation(id))
      for (const ClauseRef& r : in->clauses) ids.insert(r.clause);
  bool any_clause = false, all_diagram = true;
  for (const std::string& id : ids) {
    const Clause* c = cat.find_clause(id);
    if (!c) continue;
    any_clause = true;
    all_diagram = all_diagram && c->section == Section::kDiagram;
    for (const ClauseRelation& r : c->relations) {
      const Term* t = targets_term(r.type) ? cat.find_term(r.target) : nullptr;
      if (t && t->kind == TermKind::kOutcome && (r.type == Relation::kWrites || r.type == Relation::kReads || r.type == Relation::kTriggersOn))
        return Reach::kOutcome;
    }
  }
  for (const std::string& t : f.terms)
    if (const Term* term = cat.find_term(t); term && term->kind == TermKind::kOutcome) return Reach::kOutcome;
  return any_clause && all_diagram ? Reach::kSetup : Reach::kPlay;
}

const char* reach_text(Reach r) {
  switch (r) {
    case Reach::kOutcome: return "can decide a game's outcome";
    case Reach::kPlay: return "changes play";
    case Reach::kSetup: return "concerns the setup";
  }
  return "";
}

struct Key {
  Severity severity = Severity::kMedium;
  Evidence evidence = Evidence::kRule;
  decltype(PointEvidence::strength) strength{};
  int reach = 0;
  size_t clauses = 0;
};

bool implementer_talk(const std::string& s) {
  std::string low;
  for (char c : s) low += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const char* word : {"implement", "perft", "corrected:", "the model", "arbiter"})
    if (low.find(word) != std::string::npos) return true;
  return false;
}

}  // namespace

AuthorText split_notes(const std::string& raw) {
  AuthorText out;
  std::string text = normalise_spaces(raw);
  // Parentheses first (balanced, outermost): "(Corrected: ...)", "(perft differs, ...)".
  std::string kept;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '(') {
      size_t depth = 0, j = i;
      for (; j < text.size(); ++j) {
        depth += text[j] == '(';
        depth -= text[j] == ')';
        if (depth == 0) break;
      }
      if (j < text.size() && implementer_talk(text.substr(i, j - i + 1))) {
        out.notes.push_back(text.substr(i + 1, j - i - 1));
        while (!kept.empty() && kept.back() == ' ') kept.pop_back();
        i = j;
        continue;
      }
    }
    kept += text[i];
  }
  // Then whole sentences (split after . ! ? and a space).
  std::string sentence, result;
  auto close = [&] {
    std::string t = normalise_spaces(sentence);
    sentence.clear();
    if (t.empty()) return;
    if (implementer_talk(t))
      out.notes.push_back(t);
    else
      result += (result.empty() ? "" : " ") + t;
  };
  for (size_t i = 0; i < kept.size(); ++i) {
    sentence += kept[i];
    if ((kept[i] == '.' || kept[i] == '?' || kept[i] == '!') && i + 1 < kept.size() && kept[i + 1] == ' ') close();
  }
  close();
  out.text = result;
  return out;
}

void locate_quotes(std::vector<Finding>& findings, const std::string& document) {
  DocumentLines lines(document);
  for (Finding& f : findings) lines.locate(f);
}

std::vector<Finding> consolidate(std::vector<Finding> raw, const Catalog& cat) {
  std::map<std::string, size_t> ambiguity;  // point id -> index in raw
  for (size_t i = 0; i < raw.size(); ++i)
    if (raw[i].kind == FindingKind::kAmbiguity) ambiguity[raw[i].id.substr(std::string("ambiguity/").size())] = i;
  std::vector<bool> attached(raw.size(), false);
  for (size_t i = 0; i < raw.size(); ++i) {
    FindingKind k = raw[i].kind;
    if (k == FindingKind::kAmbiguity || k == FindingKind::kInteraction) continue;
    const Interpretation* in = asking_point(raw[i], cat);
    if (!in || !ambiguity.count(in->id)) continue;
    raw[ambiguity.at(in->id)].evidence.push_back(raw[i]);
    attached[i] = true;
  }
  std::vector<Finding> out;
  for (size_t i = 0; i < raw.size(); ++i)
    if (!attached[i]) out.push_back(std::move(raw[i]));
  for (Finding& f : out)
    std::sort(f.evidence.begin(), f.evidence.end(), [](const Finding& a, const Finding& b) { return std::tie(a.kind, a.id) < std::tie(b.kind, b.id); });
  return out;
}

void rank_findings(std::vector<Finding>& findings, const Catalog& cat, const std::vector<PointImpact>* impacts) {
  std::map<std::string, Key> keys;
  for (Finding& f : findings) {
    Key k;
    Reach reach = reach_of(f, cat);
    k.reach = static_cast<int>(reach);
    k.clauses = cited_clauses(f).size();
    std::string why_not;  // why an ambiguity could not be measured
    if (f.kind == FindingKind::kAmbiguity) {
      std::string point = f.id.substr(std::string("ambiguity/").size());
      const bool measured = impacts && std::any_of(impacts->begin(), impacts->end(), [&](const PointImpact& i) { return i.point == point && i.implemented; });
      if (measured) {
        PointEvidence e = judge_point(point, f.severity, *impacts);
        f.basis = "measured";
        f.impact = e.impact;
        f.impact_text = e.impact_text;
        f.severity = e.severity;
        f.why = e.why;
        k.evidence = e.evidence;
        k.strength = e.strength;
      } else {
        why_not = impacts ? "no alternative reading is implemented yet" : "this variant has no model to explore";
      }
    } else {
      why_not = "not an interpretation point";
    }
    if (f.basis.empty()) {
      f.basis = "rule";
      f.impact_text = std::string(reach_text(reach)) + ", severity " + to_string(f.severity) + ", " + std::to_string(k.clauses) +
                      " clause" + (k.clauses == 1 ? "" : "s") + " (not measured: " + why_not + ")";
      f.why = to_string(f.severity) + (f.kind == FindingKind::kAmbiguity ? ", as the catalog says" : ", as the analysis judges it") +
              ": not measured, so after the measured findings of its band, by what it can decide (" + reach_text(reach) + ")";
    }
    k.severity = f.severity;
    keys[f.id] = k;
  }
  std::sort(findings.begin(), findings.end(), [&](const Finding& a, const Finding& b) {
    const Key& x = keys.at(a.id);
    const Key& y = keys.at(b.id);
    if (x.severity != y.severity) return x.severity < y.severity;
    if (x.evidence != y.evidence) return x.evidence < y.evidence;
    if (x.strength != y.strength) return x.strength > y.strength;
    if (x.reach != y.reach) return x.reach > y.reach;
    if (x.clauses != y.clauses) return x.clauses > y.clauses;
    return a.id < b.id;
  });
  for (size_t i = 0; i < findings.size(); ++i) findings[i].rank = static_cast<int>(i + 1);
}

std::vector<Finding> report_findings(const Catalog& catalog, const std::string& document, const ScenarioPairs& covered,
                                     const std::vector<PointImpact>* impacts) {
  std::vector<Finding> findings = consolidate(analyze(catalog, covered), catalog);
  locate_quotes(findings, document);
  rank_findings(findings, catalog, impacts);
  return findings;
}

}  // namespace arbiter::catalog
