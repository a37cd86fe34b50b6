#include "oracle/catalog/family.h"

#include <pugixml.hpp>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include <sstream>
#include <tuple>

#include "oracle/catalog/check.h"
#include "oracle/catalog/findings_report.h"

namespace arbiter::catalog {

std::vector<std::string> similarity_words(const std::string& text) {
  std::set<std::string> out;
  std::string word;
  auto flush = [&] {
    if (word.size() >= 2) out.insert(word);
    word.clear();
  };
  for (char ch : text) {
    unsigned char c = static_cast<unsigned char>(ch);
    if (std::isalnum(c))
      word += static_cast<char>(std::tolower(c));
    else
      flush();
  }
  flush();
  return {out.begin(), out.end()};
}

double word_similarity(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  if (a.empty() && b.empty()) return 0;
  std::vector<std::string> common;
  std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(common));
  double both = static_cast<double>(a.size() + b.size() - common.size());
  return static_cast<double>(common.size()) / both;
}

Result<FamilyData> parse_family_data(const std::string& xml, const std::string& path) {
  pugi::xml_document doc;
  pugi::xml_parse_result parsed = doc.load_buffer(xml.data(), xml.size(), pugi::parse_default, pugi::encoding_utf8);
  auto line_at = [&](ptrdiff_t offset) { return 1 + static_cast<int>(std::count(xml.begin(), xml.begin() + std::min<ptrdiff_t>(offset, static_cast<ptrdiff_t>(xml.size())), '\n')); };
  if (!parsed) return Error(path + ":" + std::to_string(line_at(parsed.offset)) + ": " + parsed.description());
  pugi::xml_node root = doc.document_element();
  std::vector<std::string> problems;
  auto problem = [&](const pugi::xml_node& n, const std::string& what) { problems.push_back(path + ":" + std::to_string(line_at(n.offset_debug())) + ": " + what); };
  if (std::string(root.name()) != "family") return Error(path + ": the root element must be <family>");
  FamilyData data;
  auto text_of = [](const pugi::xml_node& n, const char* child) { return normalise_spaces(n.child(child).text().as_string()); };
  for (pugi::xml_node n : root.children()) {
    if (n.type() != pugi::node_element) continue;
    std::string name = n.name();
    if (name == "same-question") {
      SameQuestion s{n.attribute("a").as_string(), n.attribute("b").as_string(), text_of(n, "reason"), line_at(n.offset_debug())};
      if (s.a.find('/') == std::string::npos || s.b.find('/') == std::string::npos || s.reason.empty())
        problem(n, "<same-question> needs a=\"variant/point\", b=\"variant/point\" and a <reason>");
      data.same_questions.push_back(std::move(s));
    } else if (name == "answered") {
      Answered a{n.attribute("point").as_string(), n.attribute("in").as_string(), n.attribute("clause").as_string(), text_of(n, "quote"),
                 text_of(n, "answer"), n.attribute("option").as_string(), line_at(n.offset_debug())};
      if (a.point.find('/') == std::string::npos || a.variant.empty() || a.clause.empty() || a.quote.empty() || a.answer.empty())
        problem(n, "<answered> needs point=\"variant/point\", in=, clause=, a <quote> and an <answer>");
      data.answered.push_back(std::move(a));
    } else {
      problem(n, "unknown element <" + name + ">; expected <same-question> or <answered>");
    }
  }
  if (!problems.empty()) {
    std::string message;
    for (const auto& p : problems) message += (message.empty() ? "" : "\n") + p;
    return Error(message);
  }
  return data;
}

Result<FamilyData> load_family_data(const std::string& path) {
  if (!std::filesystem::exists(path)) return FamilyData{};
  auto text = read_text_file(path);
  if (!text) return Error(text.error());
  return parse_family_data(*text, path);
}

namespace {

std::string code(const std::string& s) { return "`" + s + "`"; }

std::string percent(double x) { return std::to_string(static_cast<int>(x * 100 + 0.5)) + "%"; }

struct Member {
  const FamilyMember* m = nullptr;
  std::string variant;
  std::vector<const Clause*> body;                     // body clauses, first of each id, catalog order
  std::map<std::string, const Clause*> by_id;
  std::map<const Clause*, std::vector<std::string>> words;  // of the clause's quotes
};

struct Aligned {
  const Clause* clause = nullptr;
  std::string why;
};

struct PointRef {
  size_t member = 0;
  const Interpretation* point = nullptr;
};

const Option* default_of(const Interpretation& p) {
  for (const Option& o : p.options)
    if (o.is_default) return &o;
  return p.options.empty() ? nullptr : &p.options.front();
}

std::vector<std::string> point_words(const Interpretation& p) {
  std::string text = p.question;
  for (const Option& o : p.options) text += " " + o.text;
  return similarity_words(text);
}

class Family {
 public:
  Family(const std::vector<FamilyMember>& members, const FamilyData& data) : data_(data) {
    for (const FamilyMember& fm : members) {
      Member m;
      m.m = &fm;
      m.variant = fm.catalog.variant;
      for (const Clause& c : fm.catalog.clauses) {
        if (c.section == Section::kChangelog || m.by_id.count(c.id)) continue;
        m.by_id[c.id] = &c;
        m.body.push_back(&c);
        std::string text;
        for (const Quote& q : c.quotes) text += " " + q.text;
        m.words[&c] = similarity_words(text);
      }
      members_.push_back(std::move(m));
    }
  }

  FamilyReport run() {
    align_clauses();
    find_sisters();
    check_data();
    classes();
    std::sort(report_.findings.begin(), report_.findings.end(), [](const Finding& a, const Finding& b) {
      return a.severity != b.severity ? a.severity < b.severity : a.id < b.id;
    });
    for (size_t i = 0; i < report_.findings.size(); ++i) report_.findings[i].rank = static_cast<int>(i) + 1;
    return std::move(report_);
  }

 private:
  // --- clauses -------------------------------------------------------------------------------------
  void align_clauses() {
    for (size_t i = 0; i < members_.size(); ++i)
      for (size_t j = 0; j < members_.size(); ++j) {
        if (i == j) continue;
        for (const Clause* c : members_[i].body) {
          std::vector<Aligned>& out = aligned_[{i, j, c->id}];
          for (const Clause* d : members_[j].body) {
            if (d->id == c->id) {
              out.insert(out.begin(), {d, "same clause id"});
              continue;
            }
            double s = word_similarity(members_[i].words.at(c), members_[j].words.at(d));
            if (s >= kQuoteSimilarity) out.push_back({d, "the quotes share " + percent(s) + " of their words"});
          }
        }
      }
  }

  const std::vector<Aligned>& aligned(size_t i, size_t j, const std::string& clause) const {
    static const std::vector<Aligned> none;
    auto it = aligned_.find({i, j, clause});
    return it == aligned_.end() ? none : it->second;
  }

  bool sisters(size_t i, size_t j) const { return sister_.count({std::min(i, j), std::max(i, j)}) > 0; }

  void find_sisters() {
    for (size_t i = 0; i < members_.size(); ++i)
      for (size_t j = i + 1; j < members_.size(); ++j) {
        SisterPair p{members_[i].variant, members_[j].variant};
        for (const Clause* c : members_[i].body) {
          const auto& al = aligned(i, j, c->id);
          if (al.empty()) continue;
          (al.front().why == "same clause id" ? p.same_id : p.by_quote)++;
        }
        for (const Interpretation& a : members_[i].m->catalog.interpretations)
          p.shared_points += members_[j].m->catalog.find_interpretation(a.id) != nullptr;
        if (p.same_id + p.by_quote < kMinAlignedClauses) continue;
        sister_.insert({i, j});
        report_.sisters.push_back(p);
      }
  }

  // --- family.xml ----------------------------------------------------------------------------------
  std::optional<PointRef> resolve(const std::string& qualified) const {
    size_t slash = qualified.find('/');
    if (slash == std::string::npos) return std::nullopt;
    std::string v = qualified.substr(0, slash), id = qualified.substr(slash + 1);
    for (size_t i = 0; i < members_.size(); ++i)
      if (members_[i].variant == v)
        if (const Interpretation* p = members_[i].m->catalog.find_interpretation(id)) return PointRef{i, p};
    return std::nullopt;
  }

  std::optional<size_t> member_of(const std::string& variant) const {
    for (size_t i = 0; i < members_.size(); ++i)
      if (members_[i].variant == variant) return i;
    return std::nullopt;
  }

  static std::pair<int, int> lines_in(const std::string& document, const std::string& quote) {
    NormalisedText n = normalise(document);
    std::string q = normalise_spaces(quote);
    size_t at = q.empty() ? std::string::npos : n.text.find(q);
    if (at == std::string::npos) return {0, 0};
    auto line_of = [&](size_t offset) { return 1 + static_cast<int>(std::count(document.begin(), document.begin() + static_cast<ptrdiff_t>(offset), '\n')); };
    return {line_of(n.origin[at]), line_of(n.origin[at + q.size() - 1])};
  }

  // Entries that do not resolve (a variant, point or clause not loaded is skipped silently only when the
  // variant itself is not among the members: `check --variant` analyses a subset).
  void check_data() {
    auto loaded = [&](const std::string& qualified) { return member_of(qualified.substr(0, qualified.find('/'))).has_value(); };
    for (const SameQuestion& s : data_.same_questions) {
      if (!loaded(s.a) || !loaded(s.b)) continue;
      for (const auto& q : {s.a, s.b})
        if (!resolve(q)) report_.problems.push_back("family.xml:" + std::to_string(s.line) + ": <same-question>: no point " + q);
    }
    for (const Answered& a : data_.answered) {
      if (!loaded(a.point) || !member_of(a.variant)) continue;
      std::string at = "family.xml:" + std::to_string(a.line) + ": <answered> " + a.point + " in " + a.variant + ": ";
      auto point = resolve(a.point);
      if (!point) report_.problems.push_back(at + "no point " + a.point);
      if (point && !a.option.empty() &&
          std::none_of(point->point->options.begin(), point->point->options.end(), [&](const Option& o) { return o.id == a.option; }))
        report_.problems.push_back(at + "no option " + a.option + " of " + a.point);
      const Member& m = members_[*member_of(a.variant)];
      if (!m.by_id.count(a.clause)) report_.problems.push_back(at + "no body clause " + a.clause);
      auto [first, last] = lines_in(m.m->document, a.quote);
      if (first == 0) report_.problems.push_back(at + "the quote is not in " + a.variant + "'s document: \"" + a.quote + "\"");
    }
  }

  // --- questions -----------------------------------------------------------------------------------
  void classes() {
    std::vector<PointRef> points;
    for (size_t i = 0; i < members_.size(); ++i)
      for (const Interpretation& p : members_[i].m->catalog.interpretations) points.push_back({i, &p});
    std::vector<size_t> parent(points.size());
    std::iota(parent.begin(), parent.end(), 0);
    std::function<size_t(size_t)> root = [&](size_t x) { return parent[x] == x ? x : parent[x] = root(parent[x]); };
    auto join = [&](size_t a, size_t b) { parent[root(a)] = root(b); };
    std::map<std::pair<size_t, std::string>, size_t> index;  // (member, point id) -> points index
    for (size_t k = 0; k < points.size(); ++k) index[{points[k].member, points[k].point->id}] = k;
    std::map<std::pair<size_t, size_t>, std::string> link_why;  // why two points were joined
    // One id across sisters, then model/family.xml, always; then the computed links, most alike first, each
    // only when it brings no two points of one document together (a chain of "alike" questions must not make
    // one question of two a document asks apart).
    struct Candidate {
      double similarity;
      size_t a, b;
    };
    std::vector<Candidate> candidates;
    for (size_t k = 0; k < points.size(); ++k) {
      const PointRef& p = points[k];
      for (size_t j = 0; j < members_.size(); ++j) {
        if (j == p.member || !sisters(p.member, j)) continue;
        auto same = index.find({j, p.point->id});
        if (same != index.end()) {
          join(k, same->second);
          continue;
        }
        // The sister's point listing an aligned clause whose question and options read most alike.
        std::set<std::string> aligned_ids;
        for (const ClauseRef& r : p.point->clauses)
          for (const Aligned& a : aligned(p.member, j, r.clause)) aligned_ids.insert(a.clause->id);
        std::vector<std::string> mine = point_words(*p.point);
        double best = 0;
        const Interpretation* match = nullptr;
        for (const Interpretation& q : members_[j].m->catalog.interpretations) {
          if (members_[p.member].m->catalog.find_interpretation(q.id)) continue;  // q asks its own question of p's document
          bool lists = std::any_of(q.clauses.begin(), q.clauses.end(), [&](const ClauseRef& r) { return aligned_ids.count(r.clause) > 0; });
          if (!lists) continue;
          double s = word_similarity(mine, point_words(q));
          if (s > best) best = s, match = &q;
        }
        if (match && best >= kQuestionSimilarity) candidates.push_back({best, std::min(k, index.at({j, match->id})), std::max(k, index.at({j, match->id}))});
      }
    }
    for (const SameQuestion& s : data_.same_questions) {
      auto a = resolve(s.a), b = resolve(s.b);
      if (!a || !b) continue;
      size_t ka = index.at({a->member, a->point->id}), kb = index.at({b->member, b->point->id});
      join(ka, kb);
      link_why[{std::min(ka, kb), std::max(ka, kb)}] = "model/family.xml: " + s.reason;
    }
    std::sort(candidates.begin(), candidates.end(), [](const Candidate& x, const Candidate& y) {
      return x.similarity != y.similarity ? x.similarity > y.similarity : std::make_pair(x.a, x.b) < std::make_pair(y.a, y.b);
    });
    for (const Candidate& c : candidates) {
      size_t ra = root(c.a), rb = root(c.b);
      if (ra == rb) continue;
      std::set<size_t> in_a;
      for (size_t k = 0; k < points.size(); ++k)
        if (root(k) == ra) in_a.insert(points[k].member);
      bool apart = true;
      for (size_t k = 0; k < points.size() && apart; ++k)
        if (root(k) == rb && in_a.count(points[k].member)) apart = false;
      if (!apart) continue;
      join(c.a, c.b);
      link_why[{c.a, c.b}] = "their questions and options share " + percent(c.similarity) + " of their words";
    }
    std::map<size_t, std::vector<size_t>> groups;
    for (size_t k = 0; k < points.size(); ++k) groups[root(k)].push_back(k);
    std::set<std::string> ids;
    for (auto& [r, members] : groups) {
      std::vector<PointRef> cls;
      for (size_t k : members) cls.push_back(points[k]);
      question(cls, link_why, index, ids);
    }
  }

  // The clauses a point is about: for each of its quotes, the body clauses it lists whose quotes that quote
  // overlaps (at least half the words of the shorter quote in common), or, when it lists none, the body clauses
  // of its catalog that do (the words it asks about are stated there); every body clause it lists when no
  // quote overlaps any.
  std::vector<const Clause*> subject(const PointRef& p) const {
    const Member& m = members_[p.member];
    auto overlaps = [](const std::vector<std::string>& a, const Clause& c) {
      for (const Quote& cq : c.quotes) {
        std::vector<std::string> b = similarity_words(cq.text), common;
        std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(common));
        if (!a.empty() && !b.empty() && 2 * common.size() >= std::min(a.size(), b.size())) return true;
      }
      return false;
    };
    std::vector<const Clause*> listed, out;
    auto add = [](std::vector<const Clause*>& v, const Clause* c) {
      if (std::find(v.begin(), v.end(), c) == v.end()) v.push_back(c);
    };
    for (const ClauseRef& r : p.point->clauses)
      if (auto it = m.by_id.find(r.clause); it != m.by_id.end()) add(listed, it->second);
    for (const Quote& pq : p.point->quotes) {
      std::vector<std::string> a = similarity_words(pq.text);
      std::vector<const Clause*> found;
      for (const Clause* c : listed)
        if (overlaps(a, *c)) add(found, c);
      if (found.empty())
        for (const Clause* c : m.body)
          if (overlaps(a, *c)) add(found, c);
      for (const Clause* c : found) add(out, c);
    }
    return out.empty() ? listed : out;
  }

  // Does member s have the rule of point p: every clause p is about (subject) has an aligned clause in s.
  // Returns the aligned clauses (the first of each), empty when not.
  std::vector<std::pair<const Clause*, Aligned>> rule_in(const PointRef& p, size_t s) const {
    std::vector<std::pair<const Clause*, Aligned>> out;
    // And at least half the body clauses it lists: a question about a mechanic only its own document has
    // (quadrant12's capture ranges, frozenchess13's eggs) is not asked of a sister sharing one clause of it.
    size_t listed = 0, aligned_listed = 0;
    std::set<std::string> seen;
    for (const ClauseRef& r : p.point->clauses)
      if (members_[p.member].by_id.count(r.clause) && seen.insert(r.clause).second) {
        ++listed;
        aligned_listed += !aligned(p.member, s, r.clause).empty();
      }
    if (2 * aligned_listed < listed) return {};
    for (const Clause* c : subject(p)) {
      const auto& al = aligned(p.member, s, c->id);
      if (al.empty()) return {};
      out.push_back({c, al.front()});
    }
    return out;
  }

  std::string named(const PointRef& p) const { return members_[p.member].variant + " (" + code(p.point->id) + ")"; }

  void add_quotes(Finding& f, size_t member, const std::string& id, const std::vector<Quote>& quotes) const {
    for (const Quote& q : quotes) {
      std::string text = normalise_spaces(q.text);
      std::string source = members_[member].variant + "/" + id;
      bool seen = std::any_of(f.quotes.begin(), f.quotes.end(), [&](const FindingQuote& fq) {
        return fq.text == text && fq.source.substr(0, fq.source.find('/')) == members_[member].variant;
      });
      if (seen) continue;
      auto [first, last] = lines_in(members_[member].m->document, text);
      f.quotes.push_back({source, text, first, last});
    }
  }

  void question(const std::vector<PointRef>& cls, const std::map<std::pair<size_t, size_t>, std::string>& link_why,
                const std::map<std::pair<size_t, std::string>, size_t>& index, std::set<std::string>& ids) {
    std::set<size_t> raising;
    for (const PointRef& p : cls) raising.insert(p.member);
    // The sisters that have the rule and raise nothing, and those whose words settle it.
    struct Silent {
      size_t member;
      const PointRef* from;
      std::vector<std::pair<const Clause*, Aligned>> rule;
    };
    std::vector<Silent> silent;
    std::vector<const Answered*> answered;
    for (size_t s = 0; s < members_.size(); ++s) {
      if (raising.count(s)) continue;
      for (const PointRef& p : cls) {
        if (!sisters(p.member, s)) continue;
        auto rule = rule_in(p, s);
        if (rule.empty()) continue;
        const Answered* by_words = nullptr;
        for (const Answered& a : data_.answered)
          for (const PointRef& q : cls)
            if (a.variant == members_[s].variant && a.point == members_[q.member].variant + "/" + q.point->id) by_words = &a;
        if (by_words)
          answered.push_back(by_words);
        else
          silent.push_back({s, &p, std::move(rule)});
        break;
      }
    }
    // Sisters raising it with different defaults.
    std::vector<std::string> differ;
    std::vector<std::pair<PointRef, PointRef>> differing;
    for (size_t x = 0; x < cls.size(); ++x)
      for (size_t y = x + 1; y < cls.size(); ++y) {
        const PointRef &a = cls[x], &b = cls[y];
        if (a.member == b.member || !sisters(a.member, b.member)) continue;
        const Option *da = default_of(*a.point), *db = default_of(*b.point);
        if (!da || !db) continue;
        auto alike = [](const Option& o, const Option& p) {
          return o.id == p.id || word_similarity(similarity_words(o.text), similarity_words(p.text)) >= kOptionSimilarity;
        };
        if (alike(*da, *db)) continue;
        auto matches_other = [&](const Option& d, const Interpretation& other) {
          for (const Option& o : other.options)
            if (!o.is_default && alike(d, o)) return true;
          return false;
        };
        if (!matches_other(*da, *b.point) && !matches_other(*db, *a.point)) continue;
        differing.push_back({a, b});
      }
    // Words that choose another option than the raising point's default.
    std::vector<std::pair<const Answered*, PointRef>> words_differ;
    for (const Answered* a : answered)
      if (auto p = resolve(a->point); p && !a->option.empty())
        if (const Option* d = default_of(*p->point); d && d->id != a->option) words_differ.push_back({a, *p});
    if (silent.empty() && differing.empty() && answered.empty()) return;
    // The class's first point names it.
    std::vector<PointRef> sorted = cls;
    std::sort(sorted.begin(), sorted.end(), [](const PointRef& a, const PointRef& b) {
      return a.member != b.member ? a.member < b.member : a.point->id < b.point->id;
    });
    std::string id = "family/" + sorted.front().point->id;
    if (!ids.insert(id).second) id += "/" + members_[sorted.front().member].variant;
    for (const Answered* a : answered) {
      auto [first, last] = lines_in(members_[*member_of(a->variant)].m->document, a->quote);
      report_.answered.push_back({id, *a, first, last});
    }
    if (silent.empty() && differing.empty() && words_differ.empty()) return;
    Finding f;
    f.variant = "family";
    f.kind = FindingKind::kFamily;
    f.id = id;
    f.severity = Severity::kLow;
    for (const PointRef& p : sorted) f.severity = std::min(f.severity, p.point->severity);
    std::vector<std::string> raised;
    for (const PointRef& p : sorted) {
      const Option* d = default_of(*p.point);
      raised.push_back(named(p) + ": \"" + normalise_spaces(p.point->question) + "\"" + (d ? " (read as " + code(d->id) + ")" : ""));
      f.clauses.push_back(members_[p.member].variant + "/" + p.point->id);
      add_quotes(f, p.member, p.point->id, p.point->quotes);
    }
    std::string text = "Raised in " + raised.front();
    for (size_t i = 1; i < raised.size(); ++i) text += (i + 1 == raised.size() ? "; and in " : "; in ") + raised[i];
    text += ".";
    // Why the points are one question (other than one id).
    std::vector<std::string> joined;
    for (const PointRef& a : sorted)
      for (const PointRef& b : sorted) {
        size_t ka = index.at({a.member, a.point->id}), kb = index.at({b.member, b.point->id});
        if (ka >= kb) continue;
        auto it = link_why.find({ka, kb});
        if (it != link_why.end()) joined.push_back(named(a) + " and " + named(b) + " ask one question: " + it->second + ".");
      }
    for (const auto& j : joined) text += " " + j;
    for (const Silent& s : silent) {
      const Member& m = members_[s.member];
      std::vector<std::string> rules;
      for (const auto& [mine, al] : s.rule) {
        rules.push_back(code(al.clause->id) + " (aligned with " + members_[s.from->member].variant + "'s " + code(mine->id) + ": " + al.why + ")");
        if (std::find(f.clauses.begin(), f.clauses.end(), m.variant + "/" + al.clause->id) == f.clauses.end()) {
          f.clauses.push_back(m.variant + "/" + al.clause->id);
          add_quotes(f, s.member, al.clause->id, al.clause->quotes);
        }
      }
      std::string summaries;
      std::set<const Clause*> said;
      for (const auto& [mine, al] : s.rule)
        if (said.insert(al.clause).second)
          summaries += std::string(summaries.empty() ? "" : "; ") + code(al.clause->id) + ": \"" + normalise_spaces(al.clause->summary) + "\"";
      text += " " + m.variant + " has the rule, " + rules.front();
      for (size_t i = 1; i < rules.size(); ++i) text += ", " + rules[i];
      text += ", and raises no such question: its catalog settles it silently in the summary (" + summaries + ").";
    }
    for (const auto& [a, b] : differing) {
      const Option *da = default_of(*a.point), *db = default_of(*b.point);
      text += " " + members_[a.member].variant + " and " + members_[b.member].variant + " answer it differently: " + named(a) + " reads " +
              code(da->id) + " (\"" + normalise_spaces(da->text) + "\"), " + named(b) + " reads " + code(db->id) + " (\"" +
              normalise_spaces(db->text) + "\").";
    }
    for (const Answered* a : answered) {
      size_t m = *member_of(a->variant);
      auto [first, last] = lines_in(members_[m].m->document, a->quote);
      text += " " + a->variant + " line " + std::to_string(first) + " settles it in its own words (" + code(a->clause) + ": \"" + a->quote + "\"): " +
              a->answer;
      for (const auto& [w, p] : words_differ)
        if (w == a)
          text += " That is " + code(a->option) + ", where " + named(p) + " reads " + code(default_of(*p.point)->id) +
                  ": the sisters answer it differently.";
      if (std::find(f.clauses.begin(), f.clauses.end(), a->variant + "/" + a->clause) == f.clauses.end()) {
        f.clauses.push_back(a->variant + "/" + a->clause);
        f.quotes.push_back({a->variant + "/" + a->clause, normalise_spaces(a->quote), first, last});
      }
    }
    f.explanation = text;
    const PointRef& first = sorted.front();
    if (!first.point->situation.empty()) f.situation = "In " + members_[first.member].variant + ": " + normalise_spaces(first.point->situation);
    for (const Silent& s : silent) f.terms.push_back(members_[s.member].variant);  // the documents to edit
    f.basis = "rule";
    f.impact_text = std::to_string(raising.size()) + " document" + (raising.size() > 1 ? "s raise" : " raises") + " it, " +
                    std::to_string(silent.size()) + " settle" + (silent.size() == 1 ? "s" : "") + " it silently, " +
                    std::to_string(differing.size() + words_differ.size()) + " pair" + (differing.size() + words_differ.size() == 1 ? "" : "s") +
                    " read it differently";
    report_.findings.push_back(std::move(f));
  }

  const FamilyData& data_;
  std::vector<Member> members_;
  std::map<std::tuple<size_t, size_t, std::string>, std::vector<Aligned>> aligned_;
  std::set<std::pair<size_t, size_t>> sister_;
  FamilyReport report_;
};


std::string where(const FindingQuote& q) {
  std::string variant = q.source.substr(0, q.source.find('/'));
  if (q.first_line == 0) return variant + ", not found in the document";
  return variant + " " + (q.first_line == q.last_line ? "line " + std::to_string(q.first_line)
                                                      : "lines " + std::to_string(q.first_line) + "-" + std::to_string(q.last_line));
}

}  // namespace

FamilyReport analyze_family(const std::vector<FamilyMember>& members, const FamilyData& data) { return Family(members, data).run(); }

FamilyReport analyze_family_dir(const std::string& model_dir, const std::vector<std::string>& variants) {
  std::vector<FamilyMember> members;
  FamilyReport failed;
  for (const std::string& v : variants.empty() ? catalog_variants(model_dir) : variants) {
    auto cat = load_catalog(catalog_path(model_dir, v));
    if (!cat) continue;  // the analyses stage reports a catalog that cannot be loaded
    auto doc = read_text_file(cat->document_path);
    if (!doc) continue;
    members.push_back({std::move(*cat), std::move(*doc)});
  }
  auto data = load_family_data(model_dir + "/family.xml");
  if (!data) {
    failed.problems.push_back(data.error());
    return failed;
  }
  return analyze_family(members, *data);
}

std::string family_markdown(const FamilyReport& r) {
  std::ostringstream md;
  char thresholds[256];
  std::snprintf(thresholds, sizeof thresholds, "at least %d%% of their words", static_cast<int>(kQuoteSimilarity * 100));
  md << "## The family of documents\n\n"
     << "The sister documents read side by side (`oracle/catalog/family.h`). Two clauses of two catalogs state the same rule when they\n"
     << "have the same id or their quotes share " << thresholds << "; two catalogs are sisters when at least " << kMinAlignedClauses
     << " clauses align.\n"
     << "Two interpretation points ask the same question when they have the same id, or when one lists a clause aligned with one the\n"
     << "other lists and their questions and options share at least " << static_cast<int>(kQuestionSimilarity * 100)
     << "% of their words, or when `model/family.xml` says so.\n"
     << "A finding: a question raised in one document that a sister having the rule (every clause the point is about aligned) does\n"
     << "not raise, its catalog settling it silently in a clause's summary; or sisters whose readings of it differ (two defaults, or a\n"
     << "sister's own words and another's default). Each names the documents and quotes each at its line; the severity is the\n"
     << "highest of its points'. Settle it in the silent document's catalog: a point of its own, or its own words in `model/family.xml`.\n\n";
  md << "| sisters | clauses aligned by id | by their quotes | points under one id |\n|---|---|---|---|\n";
  for (const SisterPair& s : r.sisters)
    md << "| " << s.a << " - " << s.b << " | " << s.same_id << " | " << s.by_quote << " | " << s.shared_points << " |\n";
  md << "\n" << r.findings.size() << " questions";
  if (!r.answered.empty()) md << "; " << r.answered.size() << " answered by a sister's own words (below)";
  md << ".\n";
  for (const Finding& f : r.findings) {
    md << "\n### F" << f.rank << ". `" << f.id << "`\n";
    md << "- family, " << to_string(f.severity) << ": " << f.impact_text << "\n";
    // One bullet per quote, not a nested list: the report's HTML renders one level (markdown_html.h).
    for (const FindingQuote& q : f.quotes) md << "- " << where(q) << " says: \"" << q.text << "\"\n";
    md << "- found: " << f.explanation << "\n";
    if (!f.situation.empty()) md << "- situation: " << f.situation << "\n";
  }
  if (!r.answered.empty()) {
    md << "\n### Questions a sister's own words settle (`model/family.xml`)\n\n";
    for (const AnsweredByWords& a : r.answered)
      md << "- `" << a.question << "` (raised as `" << a.entry.point << "`): " << a.entry.variant << " line " << a.first_line << ", `"
         << a.entry.clause << "`: \"" << a.entry.quote << "\": " << a.entry.answer << "\n";
  }
  if (!r.problems.empty()) {
    md << "\n### Problems of `model/family.xml`\n\n";
    for (const std::string& p : r.problems) md << "- " << p << "\n";
  }
  return md.str();
}

std::string family_json(const FamilyReport& r) {
  std::ostringstream js;
  js << "{\"sisters\": [";
  for (size_t i = 0; i < r.sisters.size(); ++i)
    js << (i ? ", " : "") << "{\"a\": " << json_string(r.sisters[i].a) << ", \"b\": " << json_string(r.sisters[i].b)
       << ", \"same_id\": " << r.sisters[i].same_id << ", \"by_quote\": " << r.sisters[i].by_quote << ", \"shared_points\": " << r.sisters[i].shared_points << "}";
  js << "],\n  \"findings\": [";
  for (size_t i = 0; i < r.findings.size(); ++i) {
    const Finding& f = r.findings[i];
    js << (i ? "," : "") << "\n    {\"id\": " << json_string(f.id) << ", \"kind\": \"family\", \"severity\": " << json_string(to_string(f.severity))
       << ", \"rank\": " << f.rank << ", \"clauses\": [";
    for (size_t c = 0; c < f.clauses.size(); ++c) js << (c ? ", " : "") << json_string(f.clauses[c]);
    js << "], \"silent_in\": [";
    for (size_t c = 0; c < f.terms.size(); ++c) js << (c ? ", " : "") << json_string(f.terms[c]);
    js << "],\n     \"quotes\": [";
    for (size_t q = 0; q < f.quotes.size(); ++q)
      js << (q ? ", " : "") << "{\"source\": " << json_string(f.quotes[q].source) << ", \"lines\": [" << f.quotes[q].first_line << ", "
         << f.quotes[q].last_line << "], \"text\": " << json_string(f.quotes[q].text) << "}";
    js << "],\n     \"explanation\": " << json_string(f.explanation) << ", \"situation\": " << json_string(f.situation) << "}";
  }
  js << "],\n  \"answered\": [";
  for (size_t i = 0; i < r.answered.size(); ++i)
    js << (i ? ", " : "") << "{\"question\": " << json_string(r.answered[i].question) << ", \"point\": " << json_string(r.answered[i].entry.point)
       << ", \"in\": " << json_string(r.answered[i].entry.variant) << ", \"clause\": " << json_string(r.answered[i].entry.clause)
       << ", \"line\": " << r.answered[i].first_line << ", \"quote\": " << json_string(r.answered[i].entry.quote) << "}";
  js << "],\n  \"problems\": [";
  for (size_t i = 0; i < r.problems.size(); ++i) js << (i ? ", " : "") << json_string(r.problems[i]);
  js << "]}";
  return js.str();
}

}  // namespace arbiter::catalog
