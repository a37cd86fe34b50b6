#include "oracle/catalog/check.h"

#include "oracle/common/atomic_file.h"
#include "oracle/common/number_words.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <map>
#include <sstream>

namespace arbiter::catalog {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
bool is_word(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; }

// One quote of the catalog, whatever holds it.
struct QuoteSite {
  std::string owner;
  std::string text;
  int line;
};

std::vector<QuoteSite> all_quotes(const Catalog& cat) {
  std::vector<QuoteSite> out;
  for (const Diagram& d : cat.diagrams) {
    for (const DiagramRow& r : d.rows)
      out.push_back({"diagram row " + to_string(r.side) + " rank " + std::to_string(r.rank), r.text, r.line});
    for (const StatedCount& s : d.counts) out.push_back({"stated-count " + to_string(s.what) + (s.letter.empty() ? "" : " " + s.letter), s.quote, s.line});
  }
  for (const Clause& c : cat.clauses)
    for (const Quote& q : c.quotes) out.push_back({"clause " + c.id, q.text, q.line});
  for (const Interpretation& i : cat.interpretations)
    for (const Quote& q : i.quotes) out.push_back({"interpretation " + i.id, q.text, q.line});
  for (const NonRule& n : cat.non_rules)
    for (const Quote& q : n.quotes) out.push_back({"non-rule (" + n.reason + ")", q.text, q.line});
  return out;
}

int line_of_offset(const std::string& raw, size_t offset) {
  return static_cast<int>(std::count(raw.begin(), raw.begin() + static_cast<std::ptrdiff_t>(std::min(offset, raw.size())), '\n')) + 1;
}

// The document text nearest to a stale quote: where its longest matching prefix (or suffix) occurs.
std::string nearest_text(const NormalisedText& doc, const std::string& quote, int* line, const std::string& raw) {
  auto longest = [&](bool prefix) {
    size_t lo = 0, hi = quote.size();  // invariant: length lo matches
    while (lo < hi) {
      size_t mid = (lo + hi + 1) / 2;
      std::string part = prefix ? quote.substr(0, mid) : quote.substr(quote.size() - mid);
      if (doc.text.find(part) != std::string::npos)
        lo = mid;
      else
        hi = mid - 1;
    }
    return lo;
  };
  size_t p = longest(true), s = longest(false);
  size_t best = std::max(p, s);
  if (best < std::min<size_t>(12, quote.size() / 2 + 1)) return "";
  size_t start;
  if (p >= s) {
    start = doc.text.find(quote.substr(0, p));
  } else {
    size_t at = doc.text.find(quote.substr(quote.size() - s));
    start = at + s >= quote.size() ? at + s - quote.size() : 0;
  }
  while (start < doc.text.size() && doc.text[start] == ' ') ++start;
  while (start > 0 && start < doc.text.size() && doc.text[start - 1] != ' ') --start;  // from the start of its word
  *line = line_of_offset(raw, doc.origin[std::min(start, doc.origin.size() - 1)]);
  return doc.text.substr(start, quote.size() + 10);
}

// Sentences of one line of text: split after . ! ? followed by whitespace.
std::vector<std::pair<size_t, size_t>> sentences_of(const std::string& raw) {
  std::vector<std::pair<size_t, size_t>> out;
  size_t start = 0;
  for (size_t i = 0; i <= raw.size(); ++i) {
    bool end_of_line = i == raw.size() || raw[i] == '\n';
    bool stop = !end_of_line && (raw[i] == '.' || raw[i] == '!' || raw[i] == '?') && i + 1 < raw.size() && is_space(raw[i + 1]);
    if (stop) {
      out.push_back({start, i + 1});
      start = i + 1;
    } else if (end_of_line) {
      out.push_back({start, i});
      start = i + 1;
    }
  }
  return out;
}

bool has_word(const std::string& s) { return std::any_of(s.begin(), s.end(), is_word); }

void check_coverage(const Catalog& cat, const std::string& raw, const NormalisedText& doc, CheckReport& report) {
  std::vector<bool> covered(raw.size(), false);
  for (const QuoteSite& q : all_quotes(cat)) {
    std::string n = normalise_spaces(q.text);
    if (n.empty()) continue;
    for (size_t at = doc.text.find(n); at != std::string::npos; at = doc.text.find(n, at + 1))
      for (size_t i = at; i < at + n.size(); ++i) covered[doc.origin[i]] = true;
  }
  for (size_t i = 0; i < raw.size(); ++i) {
    if (is_space(raw[i])) continue;
    ++report.document_chars;
    if (covered[i]) ++report.covered_chars;
  }
  for (auto [b, e] : sentences_of(raw)) {
    std::vector<std::string> fragments;
    std::string current;
    bool any_covered = false;
    auto close = [&] {
      std::string f = normalise_spaces(current);
      // A fragment that starts right after a quote may start with the punctuation that ended it.
      size_t lead = f.find_first_not_of(",;:.)] ");
      f = lead == std::string::npos ? "" : f.substr(lead);
      if (has_word(f)) fragments.push_back(f);
      current.clear();
    };
    for (size_t i = b; i < e; ++i) {
      if (is_space(raw[i])) {
        if (!current.empty()) current += raw[i];
      } else if (covered[i]) {
        any_covered = true;
        close();
      } else {
        current += raw[i];
      }
    }
    close();
    if (fragments.empty()) continue;
    UncoveredSentence u;
    u.line = line_of_offset(raw, b);
    u.sentence = normalise_spaces(raw.substr(b, e - b));
    u.fragments = any_covered ? fragments : std::vector<std::string>{u.sentence};
    report.uncovered.push_back(std::move(u));
  }
}

void check_ids(const Catalog& cat, CheckReport& report) {
  std::map<std::string, std::pair<std::string, int>> seen;  // id -> (what, line)
  auto add = [&](const std::string& id, const std::string& what, int line) {
    if (id.empty()) return;
    auto [it, fresh] = seen.emplace(id, std::make_pair(what, line));
    if (!fresh)
      report.duplicates.push_back({"duplicate", what + " id \"" + id + "\" is already used by the " + it->second.first + " at line " +
                                                    std::to_string(it->second.second), line});
  };
  for (const Term& t : cat.terms) add(t.id, "term", t.line);
  for (const Clause& c : cat.clauses) add(c.id, "clause", c.line);
  for (const Interpretation& i : cat.interpretations) add(i.id, "interpretation", i.line);
  for (const Interpretation& i : cat.interpretations) {
    std::map<std::string, int> options;
    for (const Option& o : i.options) {
      auto [it, fresh] = options.emplace(o.id, o.line);
      if (!fresh)
        report.duplicates.push_back({"duplicate", "option id \"" + o.id + "\" appears twice in interpretation " + i.id + " (first at line " +
                                                      std::to_string(it->second) + ")", o.line});
    }
  }
}

void check_references(const Catalog& cat, CheckReport& report) {
  auto clause_target = [&](const std::string& from, const std::string& relation, const std::string& target, int line) {
    if (cat.find_clause(target)) return;
    std::string why = cat.find_interpretation(target) ? " is an interpretation, not a clause"
                      : cat.find_term(target)         ? " is a term, not a clause"
                                                      : " is not a clause of this catalog";
    report.dangling.push_back({"dangling", from + " <" + relation + " clause=\"" + target + "\">: \"" + target + "\"" + why, line});
  };
  for (const Term& t : cat.terms)
    if (!t.is_a.empty() && !cat.find_term(t.is_a))
      report.dangling.push_back({"dangling", "term " + t.id + " is-a=\"" + t.is_a + "\": no such term in the glossary", t.line});
  for (const Clause& c : cat.clauses) {
    for (const ClauseRelation& r : c.relations) {
      if (targets_term(r.type)) {
        if (!cat.find_term(r.target))
          report.dangling.push_back({"dangling", "clause " + c.id + " <" + to_string(r.type) + " term=\"" + r.target + "\">: no such term in the glossary", r.line});
      } else {
        clause_target("clause " + c.id, to_string(r.type), r.target, r.line);
      }
    }
  }
  for (const Interpretation& i : cat.interpretations)
    for (const ClauseRef& ref : i.clauses) clause_target("interpretation " + i.id, "clause", ref.clause, ref.line);
}

void check_structure(const Catalog& cat, CheckReport& report) {
  for (const Interpretation& i : cat.interpretations) {
    long defaults = std::count_if(i.options.begin(), i.options.end(), [](const Option& o) { return o.is_default; });
    if (defaults != 1)
      report.problems.push_back({"default", "interpretation " + i.id + " has " + std::to_string(defaults) + " default options; expected exactly one", i.line});
  }
  for (const Clause& c : cat.clauses) {
    if (c.status == Status::kNotImplementable && (!c.reason || normalise_spaces(*c.reason).empty()))
      report.problems.push_back({"reason", "clause " + c.id + " is not-implementable without a <reason>", c.line});
    if (c.section == Section::kChangelog && c.version.empty())
      report.problems.push_back({"version", "changelog clause " + c.id + " has no version (the version the change produced)", c.line});
    if (c.section != Section::kChangelog)
      for (const ClauseRelation& r : c.relations)
        if (r.type == Relation::kRemoves || r.type == Relation::kAdds || r.type == Relation::kChanges)
          report.problems.push_back({"changelog", "clause " + c.id + " <" + to_string(r.type) + ">: only changelog clauses (section=\"changelog\") remove, add or change", r.line});
  }
  for (const Term& t : cat.terms) {
    std::set<std::string> seen{t.id};
    for (const Term* p = cat.find_term(t.is_a); p; p = cat.find_term(p->is_a)) {
      if (!seen.insert(p->id).second) {
        if (p->id == t.id) report.problems.push_back({"is-a", "term " + t.id + " is-a chain loops back to itself", t.line});
        break;
      }
    }
  }
}

}  // namespace

NormalisedText normalise(const std::string& raw) {
  NormalisedText out;
  out.text.reserve(raw.size());
  out.origin.reserve(raw.size());
  bool pending_space = false;
  size_t space_at = 0;
  for (size_t i = 0; i < raw.size(); ++i) {
    if (is_space(raw[i])) {
      if (!pending_space) space_at = i;
      pending_space = true;
      continue;
    }
    if (pending_space && !out.text.empty()) {
      out.text += ' ';
      out.origin.push_back(space_at);
    }
    pending_space = false;
    out.text += raw[i];
    out.origin.push_back(i);
  }
  return out;
}

std::string normalise_spaces(const std::string& raw) { return normalise(raw).text; }

namespace {

// Each <value> of a clause is held to the clause's quotes: its literal is in one of them, and states its number
// (an edit of the document that changes the number makes the quote stale; the updated quote then makes the
// value stale until its literal and number follow).
void check_values(const Catalog& cat, CheckReport& report) {
  for (const Clause& c : cat.clauses)
    for (const ClauseValue& v : c.values) {
      ++report.values;
      const std::string literal = normalise_spaces(v.literal);
      bool quoted = false;
      for (const Quote& q : c.quotes) quoted = quoted || normalise_spaces(q.text).find(literal) != std::string::npos;
      const std::string name = c.id + "/" + v.name;
      if (!quoted)
        report.stale_values.push_back({"value", "value " + name + " = " + std::to_string(v.value) + ": its literal \"" +
                                                    literal + "\" is not in the clause's quote; expected the quote's words that state it",
                                       v.line});
      else if (!states_number(literal, v.value))
        report.stale_values.push_back({"value", "value " + name + " = " + std::to_string(v.value) + ": its literal \"" +
                                                    literal + "\" does not state " + std::to_string(v.value),
                                       v.line});
    }
  // Each <kinds> likewise: its literal is in a quote, and names each kind listed ("Kings/pawns": king, pawn;
  // "non-pawn" for "all but pawn").
  for (const Clause& c : cat.clauses)
    for (const ClauseKinds& k : c.kinds) {
      ++report.values;
      const std::string literal = normalise_spaces(k.literal);
      bool quoted = false;
      for (const Quote& q : c.quotes) quoted = quoted || normalise_spaces(q.text).find(literal) != std::string::npos;
      std::string list = k.all_but ? "all but" : "";
      for (const std::string& n : k.kinds) list += (list.empty() ? "" : " ") + n;
      const std::string name = "kinds " + c.id + "/" + k.name + " = " + list;
      std::string unnamed;
      for (const std::string& n : k.kinds)
        if (!names_kind(literal, n)) unnamed += (unnamed.empty() ? "" : ", ") + n;
      if (!quoted)
        report.stale_values.push_back({"value", name + ": its literal \"" + literal +
                                                    "\" is not in the clause's quote; expected the quote's words that name them",
                                       k.line});
      else if (!unnamed.empty())
        report.stale_values.push_back({"value", name + ": its literal \"" + literal + "\" does not name " + unnamed, k.line});
    }
}

}  // namespace

CheckReport check_catalog(const Catalog& cat, const std::string& document_text) {
  CheckReport report;
  report.variant = cat.variant;
  report.catalog_path = cat.path;
  report.document_path = cat.document_path;
  NormalisedText doc = normalise(document_text);
  for (const QuoteSite& q : all_quotes(cat)) {
    ++report.quotes;
    std::string n = normalise_spaces(q.text);
    if (!n.empty() && doc.text.find(n) != std::string::npos) continue;
    StaleQuote s{q.owner, n, q.line, ""};
    int line = 0;
    s.nearest = nearest_text(doc, n, &line, document_text);
    if (!s.nearest.empty()) s.nearest = "line " + std::to_string(line) + ": \"" + s.nearest + "\"";
    report.stale.push_back(std::move(s));
  }
  check_ids(cat, report);
  check_references(cat, report);
  check_structure(cat, report);
  check_values(cat, report);
  check_coverage(cat, document_text, doc, report);
  return report;
}

Result<CheckReport> check_catalog_file(const std::string& path, const SituationFenCheck& fen_check) {
  auto cat = load_catalog(path);
  if (!cat) return Error{cat.error()};
  auto doc = read_text_file(cat->document_path);
  if (!doc) return Error{path + ": document=\"" + cat->document + "\": " + doc.error()};
  CheckReport report = check_catalog(*cat, *doc);
  // model/<variant>/rules.xml: the variant attribute qualifies every id, so it must name the directory.
  std::string directory = std::filesystem::absolute(path).parent_path().filename().string();
  if (cat->variant != directory)
    report.problems.push_back({"variant", "<catalog variant=\"" + cat->variant + "\"> in directory \"" + directory +
                                              "\"; expected the variant to be the directory's name", cat->line});
  if (fen_check)
    for (const Interpretation& in : cat->interpretations)
      if (!in.situation_fen.empty())
        if (std::string why = fen_check(cat->variant, in.situation_fen); !why.empty())
          report.problems.push_back({"situation-fen", "<interpretation id=\"" + in.id + "\">'s <situation fen=\"" + in.situation_fen +
                                                          "\"> is not a legal position of " + cat->variant + ": " + why, in.line});
  return report;
}

std::string format_check_report(const CheckReport& r) {
  std::ostringstream out;
  out << r.variant << " (" << shown_path(r.catalog_path) << ")\n";
  out << "  quotes: " << r.quotes - static_cast<int>(r.stale.size()) << " ok, " << r.stale.size() << " stale\n";
  for (const StaleQuote& s : r.stale) {
    out << "    STALE " << shown_path(r.catalog_path) << ":" << s.line << " " << s.owner << ": \"" << s.quote << "\"\n";
    out << "          nearest in the document: " << (s.nearest.empty() ? "(nothing close)" : s.nearest) << "\n";
  }
  auto list = [&](const char* title, const std::vector<Problem>& problems) {
    out << "  " << title << ": " << problems.size() << "\n";
    for (const Problem& p : problems) out << "    " << shown_path(r.catalog_path) << ":" << p.line << ": " << p.message << "\n";
  };
  list("duplicate ids", r.duplicates);
  list("dangling references", r.dangling);
  list("other problems", r.problems);
  out << "  values: " << r.values - static_cast<int>(r.stale_values.size()) << " ok, " << r.stale_values.size()
      << " stale\n";
  for (const Problem& p : r.stale_values)
    out << "    STALE " << shown_path(r.catalog_path) << ":" << p.line << " " << p.message << "\n";
  char percent[32];
  std::snprintf(percent, sizeof percent, "%.1f", r.coverage_percent());
  out << "  coverage: " << percent << "% of " << r.document_chars << " non-blank characters are quoted; " << r.uncovered.size()
      << " sentence(s) with unquoted text:\n";
  for (const UncoveredSentence& u : r.uncovered) {
    out << "    " << shown_path(r.document_path) << ":" << u.line << ": ";
    if (u.wholly_uncovered()) {
      out << "\"" << u.sentence << "\"\n";
    } else {
      out << "unquoted";
      for (size_t i = 0; i < u.fragments.size(); ++i) out << (i ? ", " : " ") << "\"" << u.fragments[i] << "\"";
      out << " in \"" << u.sentence << "\"\n";
    }
  }
  return out.str();
}

Traceability check_traceability(const Catalog& cat, const std::set<std::string>& used_ids) {
  Traceability t;
  std::set<std::string> used_bare;
  std::string prefix = cat.variant + "/";
  for (const std::string& id : used_ids) {
    std::string bare = id.rfind(prefix, 0) == 0 ? id.substr(prefix.size()) : id;
    if (bare.find('/') != std::string::npos || (!cat.find_clause(bare) && !cat.find_interpretation(bare))) {
      t.unknown.push_back(id);
    } else {
      used_bare.insert(bare);
    }
  }
  for (const Clause& c : cat.clauses)
    if (!used_bare.count(c.id)) t.unreferenced.push_back(c.id);
  std::sort(t.unknown.begin(), t.unknown.end());
  std::sort(t.unreferenced.begin(), t.unreferenced.end());
  t.unreferenced.erase(std::unique(t.unreferenced.begin(), t.unreferenced.end()), t.unreferenced.end());
  return t;
}

}  // namespace arbiter::catalog
