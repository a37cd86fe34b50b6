#include "oracle/catalog/analyses.h"

#include <boost/graph/filtered_graph.hpp>
#include <boost/graph/strong_components.hpp>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <map>
#include <optional>
#include <tuple>

#include "oracle/catalog/check.h"
#include "oracle/catalog/graph.h"

namespace arbiter::catalog {
namespace {

std::string join(const std::vector<std::string>& v, const std::string& sep) {
  std::string out;
  for (size_t i = 0; i < v.size(); ++i) out += (i ? sep : "") + v[i];
  return out;
}

std::string code(const std::string& s) { return "`" + s + "`"; }

std::vector<std::string> coded(const std::vector<std::string>& ids) {
  std::vector<std::string> out;
  for (const auto& id : ids) out.push_back(code(id));
  return out;
}

// Versions compare as dot-separated numbers where they are numbers ("9" < "12" < "12.1"), else as text.
bool version_less(const std::string& a, const std::string& b) {
  auto parts = [](const std::string& s) {
    std::vector<long> out;
    size_t start = 0;
    while (start <= s.size()) {
      size_t dot = s.find('.', start);
      std::string p = s.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
      if (p.empty() || p.find_first_not_of("0123456789") != std::string::npos || p.size() > 9) return std::optional<std::vector<long>>{};
      out.push_back(std::stol(p));
      if (dot == std::string::npos) break;
      start = dot + 1;
    }
    return std::optional<std::vector<long>>{out};
  };
  auto pa = parts(a), pb = parts(b);
  if (pa && pb) return *pa < *pb;
  return a < b;
}

struct PrecedenceEdges {
  const Graph* g = nullptr;
  bool operator()(Graph::edge_descriptor e) const {
    EdgeType t = (*g)[e].type;
    return t == EdgeType::kOverrides || t == EdgeType::kExcepts;
  }
};

class Analyzer {
 public:
  Analyzer(const Catalog& cat, const ScenarioPairs& covered) : cat_(cat), covered_(covered), rg_(build_graph(cat)) {
    for (const Term& t : cat_.terms) {
      std::set<std::string>& up = ancestors_[t.id];
      for (const Term* p = &t; p && up.insert(p->id).second; p = cat_.find_term(p->is_a)) {
      }
    }
    for (const Clause& c : cat_.clauses)
      if (rg_.vertex.count(c.id) && rg_.graph[rg_.vertex.at(c.id)].clause == &c) clauses_.push_back(&c);
    for (const Interpretation& i : cat_.interpretations)
      for (const ClauseRef& r : i.clauses) points_of_[r.clause].insert(i.id);
    for (const Clause* c : clauses_)
      if (c->section == Section::kChangelog && !c->version.empty() && (body_version_.empty() || version_less(body_version_, c->version)))
        body_version_ = c->version;
  }

  std::vector<InteractionCoverageGap> coverage_gaps() {
    interaction_groups();
    return std::move(gaps_);
  }

  std::vector<Finding> run() {
    precedence_cycles();
    opposing_writes();
    ambiguities();
    gaps();
    undefined_terms();
    stale_terms();
    board_layout();
    interaction_groups();
    for (Finding& f : out_) f.variant = cat_.variant;
    std::sort(out_.begin(), out_.end(), [](const Finding& a, const Finding& b) {
      if (a.severity != b.severity) return a.severity < b.severity;
      if (a.kind != b.kind) return a.kind < b.kind;
      return a.id < b.id;
    });
    return std::move(out_);
  }

 private:
  // --- helpers over the catalog -------------------------------------------------------------------
  bool is_term(const std::string& id) const { return ancestors_.count(id) > 0; }

  // The terms a clause triggers on (r = kTriggersOn) or writes (kWrites), resolved terms only; cached, as the
  // pairwise comparison asks for them often.
  const std::set<std::string>& targets(const Clause& c, Relation r) const {
    auto& cache = r == Relation::kTriggersOn ? triggers_ : writes_;
    auto it = cache.find(&c);
    if (it == cache.end()) it = cache.emplace(&c, collect(c, r)).first;
    return it->second;
  }

  // The terms a clause relates to by r (resolved terms only).
  std::set<std::string> collect(const Clause& c, Relation r) const {
    std::set<std::string> out;
    for (const ClauseRelation& rel : c.relations)
      if (rel.type == r && is_term(rel.target)) out.insert(rel.target);
    return out;
  }

  bool uses(const Clause& c, const std::string& term, std::initializer_list<Relation> relations) const {
    for (const ClauseRelation& rel : c.relations)
      for (Relation r : relations)
        if (rel.type == r && rel.target == term) return true;
    return false;
  }

  static bool in_body(const Clause& c) { return c.section != Section::kChangelog; }

  std::string phrase_for(const std::string& term) const {
    const Term* t = cat_.find_term(term);
    bool happening = t && (t->kind == TermKind::kEvent || t->kind == TermKind::kAction);
    return happening ? "on " + code(term) : "when " + code(term) + " applies";
  }

  static void add_quotes(Finding& f, const std::string& source, const std::vector<Quote>& quotes, bool all = true) {
    for (const Quote& q : quotes) {
      std::string text = normalise_spaces(q.text);
      bool seen = std::any_of(f.quotes.begin(), f.quotes.end(), [&](const FindingQuote& fq) { return fq.text == text; });
      if (!seen) f.quotes.push_back({source, text});
      if (!all) break;
    }
  }

  void add_clause(Finding& f, const Clause& c, bool all_quotes = true) const {
    if (std::find(f.clauses.begin(), f.clauses.end(), c.id) == f.clauses.end()) f.clauses.push_back(c.id);
    add_quotes(f, c.id, c.quotes, all_quotes);
  }

  // Clauses reachable from c through overrides/excepts (transitively).
  const std::set<std::string>& precedence_reach(const std::string& id) {
    auto it = reach_.find(id);
    if (it != reach_.end()) return it->second;
    std::set<std::string>& seen = reach_[id];
    std::vector<GraphVertexId> stack{rg_.vertex.at(id)};
    while (!stack.empty()) {
      GraphVertexId v = stack.back();
      stack.pop_back();
      for (auto [e, end] = boost::out_edges(v, rg_.graph); e != end; ++e) {
        EdgeType t = rg_.graph[*e].type;
        if (t != EdgeType::kOverrides && t != EdgeType::kExcepts) continue;
        GraphVertexId w = boost::target(*e, rg_.graph);
        if (seen.insert(rg_.graph[w].id).second) stack.push_back(w);
      }
    }
    return seen;
  }

  // --- (a) precedence cycles ----------------------------------------------------------------------
  void precedence_cycles() {
    const Graph& g = rg_.graph;
    boost::filtered_graph<Graph, PrecedenceEdges> fg(g, PrecedenceEdges{&g});
    std::vector<int> component(boost::num_vertices(g));
    boost::strong_components(fg, boost::make_iterator_property_map(component.begin(), boost::get(boost::vertex_index, fg)));
    std::map<int, std::vector<GraphVertexId>> members;
    for (GraphVertexId v = 0; v < boost::num_vertices(g); ++v) members[component[v]].push_back(v);
    for (auto& [index, vertices] : members) {
      std::vector<std::string> links;
      std::set<std::string> in;
      for (GraphVertexId v : vertices) in.insert(g[v].id);
      for (GraphVertexId v : vertices)
        for (auto [e, end] = boost::out_edges(v, fg); e != end; ++e)
          if (in.count(g[boost::target(*e, g)].id)) links.push_back(code(g[v].id) + " " + to_string(g[*e].type) + " " + code(g[boost::target(*e, g)].id));
      if (links.empty()) continue;  // a single clause without a self-loop
      Finding f;
      f.kind = FindingKind::kContradiction;
      f.severity = Severity::kHigh;
      std::vector<std::string> ids(in.begin(), in.end());
      f.id = "contradiction/cycle/" + join(ids, "+");
      std::set<std::string> triggers, written;
      for (GraphVertexId v : vertices) {
        const Clause& c = *g[v].clause;
        add_clause(f, c);
        for (const auto& t : targets(c, Relation::kTriggersOn)) triggers.insert(t);
        for (const auto& t : targets(c, Relation::kWrites)) written.insert(t);
      }
      f.terms.assign(written.begin(), written.end());
      std::sort(links.begin(), links.end());
      f.explanation = "The stated precedence is circular: " + join(links, "; ") +
                      ". When these clauses apply together, each is said to win over the next, so none does.";
      f.situation = "A move " + (triggers.empty() ? std::string("at any time") : join(coded({triggers.begin(), triggers.end()}), " or ")) +
                    " to which all of " + join(coded(ids), ", ") + " apply: the text gives no winner" +
                    (written.empty() ? "." : " for " + join(coded({written.begin(), written.end()}), ", ") + ".");
      out_.push_back(std::move(f));
    }
  }

  // --- (b) opposing writes ------------------------------------------------------------------------
  // How the triggers of two clauses overlap, as a phrase, or nullopt when they cannot apply together.
  std::optional<std::string> overlap(const Clause& a, const Clause& b) const {
    const std::set<std::string>& ta = targets(a, Relation::kTriggersOn);
    const std::set<std::string>& tb = targets(b, Relation::kTriggersOn);
    if (ta.empty() && tb.empty()) return std::string("At any time (neither clause names a trigger, so both always apply)");
    if (ta.empty() || tb.empty()) {
      const Clause& always = ta.empty() ? a : b;
      const std::set<std::string>& other = ta.empty() ? tb : ta;
      std::string phrase = phrase_for(*other.begin());
      phrase[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(phrase[0])));
      return phrase + " (" + code(always.id) + " names no trigger, so it always applies)";
    }
    for (const auto& x : ta)
      for (const auto& y : tb) {
        std::string phrase;
        if (x == y)
          phrase = phrase_for(x);
        else if (ancestors_.at(y).count(x))
          phrase = phrase_for(y) + " (a kind of " + code(x) + ")";
        else if (ancestors_.at(x).count(y))
          phrase = phrase_for(x) + " (a kind of " + code(y) + ")";
        else
          continue;
        phrase[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(phrase[0])));
        return phrase;
      }
    return std::nullopt;
  }

  // The values a clause writes to a term (normalised, in order, without repeats), and their `when`s.
  struct Writes {
    std::vector<std::string> values;
    std::vector<std::string> whens;
  };
  Writes writes_of(const Clause& c, const std::string& term) const {
    Writes w;
    for (const ClauseRelation& r : c.relations) {
      if (r.type != Relation::kWrites || r.target != term || !r.value) continue;
      std::string v = normalise_spaces(*r.value);
      if (std::find(w.values.begin(), w.values.end(), v) == w.values.end()) w.values.push_back(v);
      if (!r.when.empty()) w.whens.push_back(normalise_spaces(r.when));
    }
    return w;
  }

  // Is c the latest changelog line writing `term` (no later version writes it)?
  bool latest_changelog_writer(const Clause& c, const std::string& term) const {
    for (const Clause* d : clauses_)
      if (d != &c && d->section == Section::kChangelog && uses(*d, term, {Relation::kWrites}) && version_less(c.version, d->version)) return false;
    return true;
  }

  void opposing_writes() {
    for (size_t i = 0; i < clauses_.size(); ++i) {
      for (size_t j = i + 1; j < clauses_.size(); ++j) {
        const Clause* a = clauses_[i];
        const Clause* b = clauses_[j];
        if (b->id < a->id) std::swap(a, b);
        bool a_log = a->section == Section::kChangelog, b_log = b->section == Section::kChangelog;
        if (a_log && b_log && a->version != b->version) continue;  // history, not a contradiction
        std::set<std::string> common;
        {
          const std::set<std::string>& wa = targets(*a, Relation::kWrites);
          const std::set<std::string>& wb = targets(*b, Relation::kWrites);
          std::set_intersection(wa.begin(), wa.end(), wb.begin(), wb.end(), std::inserter(common, common.end()));
        }
        if (common.empty()) continue;
        if (precedence_reach(a->id).count(b->id) || precedence_reach(b->id).count(a->id)) continue;
        std::optional<std::string> when = overlap(*a, *b);
        if (!when) continue;
        for (const std::string& term : common) {
          if (a_log != b_log && !latest_changelog_writer(a_log ? *a : *b, term)) continue;
          Writes va = writes_of(*a, term), vb = writes_of(*b, term);
          std::optional<std::pair<std::string, std::string>> differ;
          for (const auto& x : va.values)
            for (const auto& y : vb.values)
              if (!differ && x != y) differ = std::make_pair(x, y);
          if (!differ) continue;
          report_contradiction(*a, *b, term, va, vb, *differ, *when);
        }
      }
    }
  }

  void report_contradiction(const Clause& a, const Clause& b, const std::string& term, const Writes& va, const Writes& vb,
                            const std::pair<std::string, std::string>& differ, const std::string& when) {
    Finding f;
    f.kind = FindingKind::kContradiction;
    f.id = "contradiction/" + a.id + "+" + b.id + "/" + term;
    f.terms = {term};
    add_clause(f, a);
    add_clause(f, b);
    std::vector<std::string> points;
    for (const auto& p : points_of_[a.id])
      if (points_of_[b.id].count(p)) points.push_back(p);
    bool changelog = a.section == Section::kChangelog || b.section == Section::kChangelog;
    if (a.status == Status::kNotImplementable || b.status == Status::kNotImplementable)
      f.severity = Severity::kLow;
    else if (changelog || !points.empty())
      f.severity = Severity::kMedium;
    else
      f.severity = Severity::kHigh;
    auto values = [](const Writes& w) { return "\"" + join(w.values, "\" / \"") + "\""; };
    f.explanation = code(a.id) + " sets " + code(term) + " to " + values(va) + " and " + code(b.id) + " sets it to " + values(vb) +
                    " on the same occasions, and the text says neither wins (no precedence between them, directly or through other "
                    "clauses).";
    if (changelog) {
      const Clause& log = a.section == Section::kChangelog ? a : b;
      const Clause& other = &log == &a ? b : a;
      f.explanation += other.section == Section::kChangelog
                           ? " Both are changelog lines of version " + log.version + "."
                           : " The changelog line of version " + log.version + " disagrees with the body of version " + body_version_ +
                                 (log.version == body_version_ ? " (the same version: the body states the latest version the changelog records)"
                                                               : " (the latest version the changelog records, which the body states)") +
                                 ": one of them is out of date.";
    }
    if (!points.empty())
      f.notes.push_back("Interpretation point" + std::string(points.size() > 1 ? "s " : " ") + join(coded(points), ", ") +
                        (points.size() > 1 ? " list" : " lists") + " both clauses: the catalog declares a reading, the text itself stays contradictory.");
    auto cond = [](const Writes& w) { return w.whens.empty() ? std::string() : " (when " + join(w.whens, "; ") + ")"; };
    f.situation = when + ": " + code(a.id) + " makes " + code(term) + " \"" + differ.first + "\"" + cond(va) + ", but " + code(b.id) +
                  " makes it \"" + differ.second + "\"" + cond(vb) + ". " + code(a.id) + ": " + normalise_spaces(a.summary) + " " +
                  code(b.id) + ": " + normalise_spaces(b.summary);
    out_.push_back(std::move(f));
  }

  // --- ambiguities --------------------------------------------------------------------------------
  void ambiguities() {
    for (const Interpretation& in : cat_.interpretations) {
      Finding f;
      f.kind = FindingKind::kAmbiguity;
      f.id = "ambiguity/" + in.id;
      f.severity = in.severity;
      f.clauses.push_back(in.id);
      add_quotes(f, in.id, in.quotes);
      for (const ClauseRef& r : in.clauses)
        if (std::find(f.clauses.begin(), f.clauses.end(), r.clause) == f.clauses.end()) f.clauses.push_back(r.clause);
      auto keep = [&f](const std::string& raw) {
        AuthorText t = split_notes(raw);
        f.notes.insert(f.notes.end(), t.notes.begin(), t.notes.end());
        return t.text;
      };
      std::string default_option;
      for (const Option& o : in.options) {
        f.options.push_back({o.id, keep(o.text), o.is_default});
        if (o.is_default) default_option = o.id;
      }
      f.explanation = keep(in.question);
      f.situation = keep(in.situation);
      f.situation_fen = in.situation_fen;
      f.no_board = in.situation_no_board;
      f.notes.insert(f.notes.begin(), "Default: " + code(default_option) + ". Why: " + normalise_spaces(in.default_reason));
      out_.push_back(std::move(f));
    }
  }

  // --- (c) gaps -----------------------------------------------------------------------------------
  void gaps() {
    for (const Term& t : cat_.terms) {
      if (t.kind != TermKind::kEvent || cat_.find_term(t.id) != &t) continue;
      std::vector<const Clause*> writers;
      bool decided = false;
      for (const Clause* c : clauses_) {
        if (uses(*c, t.id, {Relation::kWrites})) writers.push_back(c);
        for (const auto& trig : targets(*c, Relation::kTriggersOn)) decided = decided || ancestors_.at(t.id).count(trig) > 0;
      }
      if (writers.empty() || decided) continue;
      Finding f;
      f.kind = FindingKind::kGap;
      f.severity = Severity::kMedium;
      f.id = "gap/" + t.id;
      f.terms = {t.id};
      std::vector<std::string> how;
      for (const Clause* c : writers) {
        add_clause(f, *c);
        Writes w = writes_of(*c, t.id);
        how.push_back(code(c->id) + (w.whens.empty() ? "" : " (when " + join(w.whens, "; ") + ")"));
      }
      f.explanation = join(how, ", ") + (writers.size() > 1 ? " make " : " makes ") + code(t.id) +
                      " possible, but the document never says what happens then (no rule applies on it, nor on an event it is a kind of).";
      f.situation = normalise_spaces(t.description);
      out_.push_back(std::move(f));
    }
  }

  // --- (d) undefined terms ------------------------------------------------------------------------
  void undefined_terms() {
    for (const Term& t : cat_.terms) {
      if (cat_.find_term(t.id) != &t) continue;
      bool image = t.origin == Origin::kImage;
      if (t.origin != Origin::kDocument && !image) continue;
      std::vector<const Clause*> users;
      bool defined = false;
      for (const Clause* c : clauses_) {
        defined = defined || uses(*c, t.id, {Relation::kDefines});
        bool used = image ? uses(*c, t.id, {Relation::kReads, Relation::kTriggersOn, Relation::kWrites})
                          : uses(*c, t.id, {Relation::kReads, Relation::kTriggersOn});
        if (used) users.push_back(c);
      }
      if (users.empty() || (!image && defined)) continue;
      Finding f;
      f.kind = FindingKind::kUndefinedTerm;
      f.severity = image ? Severity::kHigh : Severity::kMedium;
      f.id = "undefined-term/" + t.id;
      f.terms = {t.id};
      std::vector<std::string> ids;
      for (const Clause* c : users) {
        add_clause(f, *c, false);
        ids.push_back(c->id);
      }
      std::string verb = ids.size() > 1 ? " depend" : " depends";
      f.explanation = image ? code(t.id) + " is defined only by an image that is not available, yet " + join(coded(ids), ", ") + verb +
                                  " on it: the rule cannot be played as written."
                            : join(coded(ids), ", ") + (ids.size() > 1 ? " rely" : " relies") + " on " + code(t.id) +
                                  ", which the document never defines.";
      f.situation = "What is " + code(t.id) + "? The catalog's note: " + normalise_spaces(t.description);
      out_.push_back(std::move(f));
    }
  }

  // --- (e) stale terms ----------------------------------------------------------------------------
  void stale_terms() {
    std::map<std::string, const Clause*> removal;  // term -> the latest changelog line removing it
    for (const Clause* c : clauses_) {
      if (c->section != Section::kChangelog) continue;
      for (const auto& t : collect(*c, Relation::kRemoves)) {
        auto it = removal.find(t);
        if (it == removal.end() || version_less(it->second->version, c->version)) removal[t] = c;
      }
    }
    for (const auto& [term, remover] : removal) {
      bool re_added = false;
      for (const Clause* c : clauses_)
        re_added = re_added || (c->section == Section::kChangelog && uses(*c, term, {Relation::kAdds}) && version_less(remover->version, c->version));
      if (re_added) continue;
      std::vector<const Clause*> users;
      for (const Clause* c : clauses_)
        if (in_body(*c) && uses(*c, term, {Relation::kReads, Relation::kTriggersOn, Relation::kWrites})) users.push_back(c);
      if (users.empty()) continue;
      Finding f;
      f.kind = FindingKind::kStaleTerm;
      f.severity = Severity::kMedium;
      f.id = "stale-term/" + term;
      f.terms = {term};
      add_clause(f, *remover);
      std::vector<std::string> ids;
      for (const Clause* c : users) {
        add_clause(f, *c, false);
        ids.push_back(c->id);
      }
      f.explanation = "The changelog line " + code(remover->id) + " removed " + code(term) + " in version " + remover->version +
                      " and no later line adds it back, yet " + join(coded(ids), ", ") + (ids.size() > 1 ? " still use" : " still uses") + " it.";
      f.situation = "In version " + remover->version + " and later, does " + code(users.front()->id) + " still apply? It says: " +
                    normalise_spaces(users.front()->summary);
      out_.push_back(std::move(f));
    }
  }

  // --- (f) board layout ---------------------------------------------------------------------------
  std::vector<std::string> points_quoting(const std::string& text) const {
    std::vector<std::string> out;
    std::string n = normalise_spaces(text);
    for (const Interpretation& in : cat_.interpretations)
      for (const Quote& q : in.quotes) {
        std::string qn = normalise_spaces(q.text);
        if (!n.empty() && !qn.empty() && (qn.find(n) != std::string::npos || n.find(qn) != std::string::npos)) {
          out.push_back(in.id);
          break;
        }
      }
    return out;
  }

  static std::string file_name(int index) {
    return index < 26 ? std::string(1, static_cast<char>('a' + index)) : "file" + std::to_string(index + 1);
  }

  void board_layout() {
    for (size_t di = 0; di < cat_.diagrams.size(); ++di) {
      const Diagram& d = cat_.diagrams[di];
      std::string prefix = "board-layout/" + (cat_.diagrams.size() > 1 ? "diagram" + std::to_string(di + 1) + "/" : std::string());
      char pawn = d.pawn_letter.empty() ? 'P' : static_cast<char>(std::toupper(static_cast<unsigned char>(d.pawn_letter[0])));
      std::map<Side, std::map<char, int>> letters;  // upper-cased letter counts per side
      std::set<std::pair<Side, int>> seen_ranks;
      for (const DiagramRow& r : d.rows) {
        std::vector<std::string> problems, placed, beyond, gaps, strays;
        int width = 0;
        for (size_t i = 0; i < r.text.size(); ++i) {
          unsigned char ch = static_cast<unsigned char>(r.text[i]);
          if ((ch & 0xC0) == 0x80) continue;  // UTF-8 continuation byte: part of the previous character
          int column = width++;
          std::string square = file_name(column) + std::to_string(r.rank);
          if (std::isalpha(ch)) {
            letters[r.side][static_cast<char>(std::toupper(ch))]++;
            if (column >= d.files) beyond.push_back(std::string(1, static_cast<char>(ch)) + " on " + square);
          } else if (ch == ' ') {
            gaps.push_back(std::to_string(column + 1));
          } else if (ch != '.') {
            strays.push_back("'" + std::string(1, static_cast<char>(ch)) + "' at column " + std::to_string(column + 1));
          }
        }
        if (width != d.files) problems.push_back(std::to_string(width) + " characters wide for " + std::to_string(d.files) + " files");
        if (!gaps.empty()) problems.push_back("a blank at column" + std::string(gaps.size() > 1 ? "s " : " ") + join(gaps, ", "));
        if (!strays.empty()) problems.push_back("stray " + join(strays, ", "));
        if (r.rank > d.ranks) problems.push_back("rank " + std::to_string(r.rank) + " is beyond the " + std::to_string(d.ranks) + " ranks");
        if (!seen_ranks.insert({r.side, r.rank}).second) problems.push_back("a second row for this side and rank");
        if (problems.empty()) continue;
        Finding f;
        f.kind = FindingKind::kBoardLayout;
        f.severity = Severity::kMedium;
        f.id = prefix + "row/" + to_string(r.side) + "-" + std::to_string(r.rank);
        f.quotes.push_back({"diagram", r.text});
        std::vector<std::string> points = points_quoting(r.text);
        f.clauses = points;
        f.explanation = "The " + to_string(r.side) + " row of rank " + std::to_string(r.rank) + " (\"" + r.text + "\") is printed " +
                        join(problems, "; ") + "." + (points.empty() ? "" : " See interpretation " + join(coded(points), ", ") + ".");
        f.situation = "Read left to right from file a, the row " +
                      (gaps.empty() ? std::string() : "leaves column" + std::string(gaps.size() > 1 ? "s " : " ") + join(gaps, ", ") + " empty") +
                      (beyond.empty() ? std::string() : std::string(gaps.empty() ? "" : " and ") + "puts " + join(beyond, ", ") +
                                                            " beyond the last file " + file_name(d.files - 1)) +
                      (gaps.empty() && beyond.empty() ? "does not fill the board as stated" : "") + ".";
        out_.push_back(std::move(f));
      }
      // Stated counts against the printed letters.
      std::set<char> counted{pawn};
      for (const StatedCount& s : d.counts) {
        char letter = s.letter.empty() ? 0 : static_cast<char>(std::toupper(static_cast<unsigned char>(s.letter[0])));
        if (letter) counted.insert(letter);
        auto count_of = [&](Side side) {
          int n = 0;
          for (const auto& [l, k] : letters[side]) {
            bool match = s.what == CountWhat::kPawnsPerSide || s.what == CountWhat::kPawnsTotal     ? l == pawn
                         : s.what == CountWhat::kPiecesPerSide || s.what == CountWhat::kPiecesTotal ? l != pawn
                                                                                                     : l == letter;
            if (match) n += k;
          }
          return n;
        };
        bool per_side = s.what == CountWhat::kPawnsPerSide || s.what == CountWhat::kPiecesPerSide || s.what == CountWhat::kLetterPerSide;
        std::vector<std::string> wrong;
        if (per_side) {
          for (Side side : {Side::kWhite, Side::kBlack})
            if (letters.count(side) && count_of(side) != s.count)
              wrong.push_back(to_string(side) + " has " + std::to_string(count_of(side)));
        } else if (letters.count(Side::kWhite) && letters.count(Side::kBlack)) {
          int total = count_of(Side::kWhite) + count_of(Side::kBlack);
          if (total != s.count) wrong.push_back("the diagram has " + std::to_string(total));
        }
        if (wrong.empty()) continue;
        Finding f;
        f.kind = FindingKind::kBoardLayout;
        f.severity = Severity::kMedium;
        f.id = prefix + to_string(s.what) + (letter ? "-" + std::string(1, static_cast<char>(std::tolower(letter))) : "");
        f.quotes.push_back({"stated-count", s.quote});
        f.clauses = points_quoting(s.quote);
        std::string what = to_string(s.what) + (letter ? " " + std::string(1, letter) : "");
        f.explanation = "The text states " + what + " = " + std::to_string(s.count) + " (\"" + s.quote + "\"), but in the diagram " +
                        join(wrong, ", ") + ".";
        f.situation = "Setting up the start position from the diagram gives " + join(wrong, ", ") + " instead of " +
                      std::to_string(s.count) + ".";
        out_.push_back(std::move(f));
      }
      // The orthodox letters of the pieces the catalog names (K king, Q queen, R rook, B bishop, N knight) are
      // chess's, as any reader takes them; a stated count gives a letter another meaning where one does
      // (frozenchess13's legend: N the nightrider), so only the letters left are asked about.
      for (const auto& [letter, piece] : {std::pair{'K', "king"}, {'Q', "queen"}, {'R', "rook"}, {'B', "bishop"}, {'N', "knight"}})
        if (cat_.find_term(piece)) counted.insert(letter);
      std::set<char> undefined;
      for (const auto& [side, counts] : letters)
        for (const auto& [l, k] : counts)
          if (!counted.count(l)) undefined.insert(l);
      if (!undefined.empty()) {
        Finding f;
        f.kind = FindingKind::kBoardLayout;
        f.severity = Severity::kLow;
        f.id = prefix + "undefined-letters";
        std::vector<std::string> ls;
        for (char l : undefined) ls.push_back(std::string(1, l));
        for (const DiagramRow& r : d.rows) f.quotes.push_back({"diagram", r.text});
        f.explanation = "No stated count (no legend) defines the letter" + std::string(ls.size() > 1 ? "s " : " ") + join(ls, ", ") +
                        " of the diagram: which piece each stands for, and how many there are, is inferred, not stated.";
        f.situation = "An implementer setting up the start position must guess what " + join(ls, ", ") + " mean" +
                      (ls.size() > 1 ? "" : "s") + " (the orthodox letters of the pieces the document names, K Q R B N, are read as chess's).";
        out_.push_back(std::move(f));
      }
    }
  }

  // --- (g) interaction groups ---------------------------------------------------------------------
  bool asked_by_a_point(const std::string& a, const std::string& b) const {
    auto pa = points_of_.find(a), pb = points_of_.find(b);
    if (pa == points_of_.end() || pb == points_of_.end()) return false;
    for (const auto& p : pa->second)
      if (pb->second.count(p)) return true;
    return false;
  }

  void interaction_groups() {
    std::vector<const Clause*> body;
    std::map<std::string, int> index;
    for (const Clause* c : clauses_)
      if (in_body(*c)) {
        index[c->id] = static_cast<int>(body.size());
        body.push_back(c);
      }
    using ClauseGraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
    ClauseGraph g(body.size());
    std::map<std::pair<int, int>, std::set<std::string>> flows;  // (writer, reader) -> the terms that flow
    auto link = [&](int from, int to) {
      if (from != to) boost::add_edge(static_cast<size_t>(from), static_cast<size_t>(to), g);
    };
    for (size_t i = 0; i < body.size(); ++i) {
      for (const auto& term : targets(*body[i], Relation::kWrites))
        for (size_t j = 0; j < body.size(); ++j) {
          bool consumes = false;
          for (const ClauseRelation& r : body[j]->relations)
            consumes = consumes || ((r.type == Relation::kReads || r.type == Relation::kTriggersOn) && ancestors_.at(term).count(r.target));
          if (consumes && i != j) {
            link(static_cast<int>(i), static_cast<int>(j));
            flows[{static_cast<int>(i), static_cast<int>(j)}].insert(term);
          }
        }
      for (const ClauseRelation& r : body[i]->relations) {
        if (r.type != Relation::kRequires && r.type != Relation::kOverrides && r.type != Relation::kExcepts) continue;
        auto it = index.find(r.target);
        if (it == index.end()) continue;
        link(static_cast<int>(i), it->second);
        link(it->second, static_cast<int>(i));
      }
    }
    std::vector<int> component(body.size());
    int count = body.empty() ? 0 : boost::strong_components(g, boost::make_iterator_property_map(component.begin(), boost::get(boost::vertex_index, g)));
    std::vector<std::vector<int>> groups(static_cast<size_t>(count));
    for (size_t i = 0; i < body.size(); ++i) groups[static_cast<size_t>(component[i])].push_back(static_cast<int>(i));
    for (auto& group : groups) {
      if (group.size() < 2) continue;
      std::vector<std::string> ids;
      for (int i : group) ids.push_back(body[static_cast<size_t>(i)]->id);
      std::sort(ids.begin(), ids.end());
      std::set<int> in(group.begin(), group.end());
      // The open questions: a term one clause sets and another reads, on a pair no scenario plays together
      // and no interpretation point lists. Each unordered pair is asked once (its first flow, by id).
      std::vector<std::string> questions, whens, pairs;  // whens: the situation of the first question
      std::set<std::string> terms;
      std::set<std::pair<std::string, std::string>> asked;
      std::vector<const Clause*> cited;
      std::vector<std::tuple<std::string, std::string, std::string>> open;  // writer, reader, term
      std::vector<std::pair<std::string, std::string>> together;
      std::vector<std::string> pair_terms;  // "writer - reader (term)", for a coverage gap
      for (const auto& [pair, how] : flows) {
        if (!in.count(pair.first) || !in.count(pair.second)) continue;
        const Clause& w = *body[static_cast<size_t>(pair.first)];
        const Clause& r = *body[static_cast<size_t>(pair.second)];
        if (covered_.count({w.id, r.id}) || covered_.count({r.id, w.id}) || asked_by_a_point(w.id, r.id)) continue;
        open.emplace_back(w.id, r.id, *how.begin());
      }
      std::sort(open.begin(), open.end());
      for (const auto& [writer, reader, term] : open) {
        if (!asked.insert({std::min(writer, reader), std::max(writer, reader)}).second) continue;
        const Clause& w = *cat_.find_clause(writer);
        const Clause& r = *cat_.find_clause(reader);
        Writes ws = writes_of(w, term);
        std::string value = ws.values.empty() ? "" : " \"" + join(ws.values, "\" or \"") + "\"";
        std::string when = ws.whens.empty() ? "" : " (when " + join(ws.whens, "; ") + ")";
        questions.push_back("When " + code(writer) + " makes " + code(term) + value + when + ", does " + code(reader) +
                            " then apply on the same move? It says: " + normalise_spaces(r.summary));
        if (whens.empty())
          whens.push_back(code(writer) + " makes " + code(term) + value + when + " and " + code(reader) + " also applies");
        pairs.push_back(code(writer) + " - " + code(reader));
        pair_terms.push_back(code(writer) + " - " + code(reader) + " (" + code(term) + ")");
        together.emplace_back(writer, reader);
        terms.insert(term);
        for (const Clause* c : {&w, &r})
          if (std::find(cited.begin(), cited.end(), c) == cited.end()) cited.push_back(c);
      }
      if (questions.empty()) continue;
      if (ids.size() > kMaxInteractionClauses) {
        InteractionCoverageGap gap{ids, {}};
        for (size_t q = 0; q < together.size(); ++q) gap.untested.push_back(pair_terms[q]);
        gaps_.push_back(std::move(gap));
        continue;
      }
      Finding f;
      f.kind = FindingKind::kInteraction;
      f.severity = Severity::kLow;
      f.id = "interaction/" + join(ids, "+");
      f.terms.assign(terms.begin(), terms.end());
      for (const Clause* c : cited) add_clause(f, *c, false);
      constexpr size_t kShown = 4;
      std::string more;
      if (questions.size() > kShown) {
        more = " And " + std::to_string(questions.size() - kShown) + " more such pairs: " +
               join(std::vector<std::string>(pairs.begin() + kShown, pairs.end()), ", ") + ".";
        questions.resize(kShown);
      }
      f.explanation = "These rules feed each other and no scenario plays the pairs below together: " + join(questions, " ") + more;
      f.situation = "A move on which " + whens.front() + ".";
      f.scenarios = "not yet exercised together: " + join(pairs, ", ");
      f.together = std::move(together);
      out_.push_back(std::move(f));
    }
  }

  const Catalog& cat_;
  const ScenarioPairs& covered_;
  RuleGraph rg_;
  std::vector<const Clause*> clauses_;  // the first clause of each id, in catalog order
  std::map<std::string, std::set<std::string>> ancestors_;  // term -> itself and its is-a ancestors
  std::map<std::string, std::set<std::string>> reach_;
  std::map<std::string, std::set<std::string>> points_of_;  // clause -> interpretation points listing it
  // The version the body states: the latest a changelog line records (the body is what its changes produced).
  std::string body_version_;
  mutable std::map<const Clause*, std::set<std::string>> triggers_, writes_;
  std::vector<Finding> out_;
  std::vector<InteractionCoverageGap> gaps_;  // the groups too large to be a finding
};

}  // namespace

std::string to_string(FindingKind k) {
  switch (k) {
    case FindingKind::kContradiction: return "contradiction";
    case FindingKind::kAmbiguity: return "ambiguity";
    case FindingKind::kGap: return "gap";
    case FindingKind::kUndefinedTerm: return "undefined-term";
    case FindingKind::kStaleTerm: return "stale-term";
    case FindingKind::kBoardLayout: return "board-layout";
    case FindingKind::kInteraction: return "interaction";
    case FindingKind::kFamily: return "family";
  }
  return "?";
}

std::vector<Finding> analyze(const Catalog& catalog, const ScenarioPairs& covered) { return Analyzer(catalog, covered).run(); }

std::vector<InteractionCoverageGap> interaction_coverage_gaps(const Catalog& catalog, const ScenarioPairs& covered) {
  return Analyzer(catalog, covered).coverage_gaps();
}

}  // namespace arbiter::catalog
