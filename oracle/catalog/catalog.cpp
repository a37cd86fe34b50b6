#include "oracle/catalog/catalog.h"

#include <pugixml.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <sstream>

#include "model/core/document_values.h"
#include "oracle/catalog/check.h"
#include "oracle/scenarios/xml_strict.h"

namespace arbiter::catalog {
namespace {

template <typename E, size_t N>
using Names = std::array<std::pair<E, const char*>, N>;

constexpr Names<TermKind, 10> kTermKinds{{{TermKind::kPieceKind, "piece-kind"},
                                          {TermKind::kPieceClass, "piece-class"},
                                          {TermKind::kSquareState, "square-state"},
                                          {TermKind::kPieceState, "piece-state"},
                                          {TermKind::kCounter, "counter"},
                                          {TermKind::kEvent, "event"},
                                          {TermKind::kRegion, "region"},
                                          {TermKind::kAction, "action"},
                                          {TermKind::kOutcome, "outcome"},
                                          {TermKind::kConcept, "concept"}}};
constexpr Names<Origin, 4> kOrigins{{{Origin::kDocument, "document"},
                                     {Origin::kOrthodoxChess, "orthodox-chess"},
                                     {Origin::kImage, "image"},
                                     {Origin::kExternal, "external"}}};
constexpr Names<Status, 4> kStatuses{{{Status::kPending, "pending"},
                                      {Status::kImplemented, "implemented"},
                                      {Status::kInterpreted, "interpreted"},
                                      {Status::kNotImplementable, "not-implementable"}}};
constexpr Names<Section, 3> kSections{{{Section::kBody, "body"}, {Section::kChangelog, "changelog"}, {Section::kDiagram, "diagram"}}};
constexpr Names<Severity, 3> kSeverities{{{Severity::kHigh, "high"}, {Severity::kMedium, "medium"}, {Severity::kLow, "low"}}};
constexpr Names<Relation, 10> kRelations{{{Relation::kDefines, "defines"},
                                          {Relation::kReads, "reads"},
                                          {Relation::kWrites, "writes"},
                                          {Relation::kTriggersOn, "triggers-on"},
                                          {Relation::kRemoves, "removes"},
                                          {Relation::kAdds, "adds"},
                                          {Relation::kOverrides, "overrides"},
                                          {Relation::kExcepts, "excepts"},
                                          {Relation::kRequires, "requires"},
                                          {Relation::kChanges, "changes"}}};
constexpr Names<Side, 2> kSides{{{Side::kWhite, "white"}, {Side::kBlack, "black"}}};
constexpr Names<CountWhat, 6> kCountWhats{{{CountWhat::kPawnsPerSide, "pawns-per-side"},
                                           {CountWhat::kPiecesPerSide, "pieces-per-side"},
                                           {CountWhat::kPawnsTotal, "pawns-total"},
                                           {CountWhat::kPiecesTotal, "pieces-total"},
                                           {CountWhat::kLetterTotal, "letter-total"},
                                           {CountWhat::kLetterPerSide, "letter-per-side"}}};

template <typename E, size_t N>
std::string name_of(const Names<E, N>& names, E e) {
  for (const auto& [value, name] : names)
    if (value == e) return name;
  return "?";
}

template <typename E, size_t N>
std::string list_of(const Names<E, N>& names) {
  std::string out;
  for (const auto& [value, name] : names) out += (out.empty() ? "" : ", ") + std::string(name);
  return out;
}

bool all_space(const char* s) {
  for (; *s; ++s)
    if (*s != ' ' && *s != '\t' && *s != '\n' && *s != '\r') return false;
  return true;
}

class Loader {
 public:
  Loader(const std::string& xml, std::string path) : xml_(xml), path_(std::move(path)) {
    for (size_t i = 0; i < xml_.size(); ++i)
      if (xml_[i] == '\n') newlines_.push_back(i);
  }

  Result<Catalog> load() {
    pugi::xml_document doc;
    pugi::xml_parse_result parsed = doc.load_buffer(xml_.data(), xml_.size(), pugi::parse_default, pugi::encoding_utf8);
    if (!parsed) return Error{path_ + ":" + std::to_string(line_at(parsed.offset)) + ": malformed XML: " + parsed.description()};
    Catalog cat;
    cat.path = path_;
    pugi::xml_node root = doc.document_element();
    if (std::string(root.name()) != "catalog") {
      error(root, "root element <" + std::string(root.name()) + ">; expected <catalog>");
    } else {
      read_catalog(root, cat);
    }
    if (!errors_.empty()) {
      std::string message;
      for (const auto& e : errors_) message += (message.empty() ? "" : "\n") + e;
      return Error{message};
    }
    std::filesystem::path dir = std::filesystem::path(path_).parent_path();
    cat.document_path = (dir / cat.document).string();
    return cat;
  }

 private:
  int line_at(ptrdiff_t offset) const {
    if (offset < 0) return 0;
    return static_cast<int>(std::lower_bound(newlines_.begin(), newlines_.end(), static_cast<size_t>(offset)) - newlines_.begin()) + 1;
  }
  int line_of(const pugi::xml_node& n) const { return line_at(n.offset_debug()); }

  void error(const pugi::xml_node& n, const std::string& message) {
    errors_.push_back(path_ + ":" + std::to_string(line_of(n)) + ": " + message);
  }

  std::string where(const pugi::xml_node& n) const { return "<" + std::string(n.name()) + ">"; }

  // Every attribute must be among the allowed ones; required ones must be present.
  void check_attributes(const pugi::xml_node& n, std::initializer_list<const char*> required, std::initializer_list<const char*> optional) {
    for (pugi::xml_attribute a = n.first_attribute(); a; a = a.next_attribute()) {
      bool known = false;
      for (const char* r : required) known = known || std::string(a.name()) == r;
      for (const char* o : optional) known = known || std::string(a.name()) == o;
      if (!known) {
        std::string expected;
        for (const char* r : required) expected += (expected.empty() ? "" : ", ") + std::string(r);
        for (const char* o : optional) expected += (expected.empty() ? "" : ", ") + std::string(o);
        error(n, "unknown attribute \"" + std::string(a.name()) + "\" on " + where(n) + "; expected " +
                     (expected.empty() ? "no attributes" : "one of: " + expected));
      }
    }
    for (const char* r : required)
      if (!n.attribute(r)) error(n, where(n) + " lacks the required attribute \"" + std::string(r) + "\"");
  }

  std::string id_attribute(const pugi::xml_node& n, const char* name) {
    pugi::xml_attribute a = n.attribute(name);
    if (!a) return "";
    std::string v = a.value();
    if (!xml::is_id(v))
      error(n, where(n) + " " + name + "=\"" + v + "\" is not an id; expected lowercase words of a-z, 0-9 joined by '-' and '.' (e.g. death-square.landing)");
    return v;
  }

  template <typename E, size_t N>
  E enum_attribute(const pugi::xml_node& n, const char* name, const Names<E, N>& names, E fallback) {
    pugi::xml_attribute a = n.attribute(name);
    if (!a) return fallback;
    for (const auto& [value, text] : names)
      if (std::string(a.value()) == text) return value;
    error(n, where(n) + " " + name + "=\"" + a.value() + "\"; expected one of: " + list_of(names));
    return fallback;
  }

  int int_attribute(const pugi::xml_node& n, const char* name, int minimum) {
    pugi::xml_attribute a = n.attribute(name);
    if (!a) return 0;
    std::string v = a.value();
    bool digits = !v.empty() && v.size() <= 6 && std::all_of(v.begin(), v.end(), [](char c) { return c >= '0' && c <= '9'; });
    int value = digits ? std::stoi(v) : -1;
    if (value < minimum) {
      error(n, where(n) + " " + name + "=\"" + v + "\"; expected " + (minimum > 0 ? "a positive" : "a non-negative") + " integer");
      return 0;
    }
    return value;
  }

  bool bool_attribute(const pugi::xml_node& n, const char* name) {
    pugi::xml_attribute a = n.attribute(name);
    if (!a) return false;
    std::string v = a.value();
    if (v == "true" || v == "1") return true;
    if (v == "false" || v == "0") return false;
    error(n, where(n) + " " + name + "=\"" + v + "\"; expected true or false");
    return false;
  }

  // Text-only content (character data; no child elements). Comments are not parsed, so they may appear.
  std::string text_of(const pugi::xml_node& n) {
    std::string out;
    for (pugi::xml_node c = n.first_child(); c; c = c.next_sibling()) {
      if (c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata) {
        out += c.value();
      } else if (c.type() == pugi::node_element) {
        error(c, "unexpected element <" + std::string(c.name()) + "> inside " + where(n) + "; expected text only");
      }
    }
    return out;
  }

  // Elements with neither children nor text (relations, references, stated counts).
  void expect_empty(const pugi::xml_node& n) {
    for (pugi::xml_node c = n.first_child(); c; c = c.next_sibling()) {
      if (c.type() == pugi::node_element)
        error(c, "unexpected element <" + std::string(c.name()) + "> inside " + where(n) + "; expected an empty element");
      else if ((c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata) && !all_space(c.value()))
        error(n, "unexpected text inside " + where(n) + "; expected an empty element");
    }
  }

  // Non-blank text directly inside a container element is a mistake (e.g. a quote without its tags).
  void check_stray_text(const pugi::xml_node& c, const pugi::xml_node& parent) {
    if ((c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata) && !all_space(c.value()))
      error(parent, "unexpected text \"" + std::string(c.value()).substr(0, 40) + "\" inside " + where(parent) + "; expected only elements");
  }

  void unknown_element(const pugi::xml_node& c, const pugi::xml_node& parent, const std::string& expected) {
    error(c, "unknown element <" + std::string(c.name()) + "> in " + where(parent) + "; expected " + expected);
  }

  Quote quote(const pugi::xml_node& n) {
    check_attributes(n, {}, {});
    Quote q{text_of(n), line_of(n)};
    if (all_space(q.text.c_str())) error(n, "empty <quote>; expected verbatim text of the document");
    return q;
  }

  void read_catalog(const pugi::xml_node& root, Catalog& cat) {
    check_attributes(root, {"variant", "document", "title"}, {});
    cat.variant = id_attribute(root, "variant");
    cat.document = root.attribute("document").value();
    cat.title = root.attribute("title").value();
    cat.line = line_of(root);
    int glossaries = 0;
    bool rules = false;
    for (pugi::xml_node c = root.first_child(); c; c = c.next_sibling()) {
      check_stray_text(c, root);
      if (c.type() != pugi::node_element) continue;
      std::string name = c.name();
      if (name == "glossary") {
        if (glossaries++) error(c, "a second <glossary>; expected exactly one");
        read_glossary(c, cat);
      } else if (name == "diagram") {
        if (rules) error(c, "<diagram> after the clauses; expected the diagrams right after <glossary>");
        cat.diagrams.push_back(read_diagram(c));
      } else if (name == "clause") {
        rules = true;
        cat.clauses.push_back(read_clause(c));
      } else if (name == "interpretation") {
        rules = true;
        cat.interpretations.push_back(read_interpretation(c));
      } else if (name == "non-rule") {
        rules = true;
        cat.non_rules.push_back(read_non_rule(c));
      } else {
        unknown_element(c, root, "one of <glossary>, <diagram>, <clause>, <interpretation>, <non-rule>");
      }
    }
    if (glossaries == 0) error(root, "<catalog> lacks its <glossary>");
  }

  void read_glossary(const pugi::xml_node& n, Catalog& cat) {
    check_attributes(n, {}, {});
    for (pugi::xml_node c = n.first_child(); c; c = c.next_sibling()) {
      check_stray_text(c, n);
      if (c.type() != pugi::node_element) continue;
      if (std::string(c.name()) != "term") {
        unknown_element(c, n, "<term>");
        continue;
      }
      check_attributes(c, {"id", "kind"}, {"is-a", "origin"});
      Term t;
      t.id = id_attribute(c, "id");
      t.kind = enum_attribute(c, "kind", kTermKinds, TermKind::kConcept);
      t.is_a = id_attribute(c, "is-a");
      t.origin = enum_attribute(c, "origin", kOrigins, Origin::kDocument);
      t.description = text_of(c);
      t.line = line_of(c);
      cat.terms.push_back(std::move(t));
    }
  }

  Diagram read_diagram(const pugi::xml_node& n) {
    check_attributes(n, {"files", "ranks"}, {"pawn-letter"});
    Diagram d;
    d.files = int_attribute(n, "files", 1);
    d.ranks = int_attribute(n, "ranks", 1);
    if (n.attribute("pawn-letter")) d.pawn_letter = n.attribute("pawn-letter").value();
    if (d.pawn_letter.size() != 1) error(n, "<diagram> pawn-letter=\"" + d.pawn_letter + "\"; expected one letter");
    d.line = line_of(n);
    for (pugi::xml_node c = n.first_child(); c; c = c.next_sibling()) {
      check_stray_text(c, n);
      if (c.type() != pugi::node_element) continue;
      std::string name = c.name();
      if (name == "row") {
        check_attributes(c, {"side", "rank"}, {});
        DiagramRow r;
        r.side = enum_attribute(c, "side", kSides, Side::kWhite);
        r.rank = int_attribute(c, "rank", 1);
        r.text = text_of(c);
        r.line = line_of(c);
        d.rows.push_back(std::move(r));
      } else if (name == "stated-count") {
        check_attributes(c, {"what", "count", "quote"}, {"letter"});
        expect_empty(c);
        StatedCount s;
        s.what = enum_attribute(c, "what", kCountWhats, CountWhat::kPawnsPerSide);
        s.count = int_attribute(c, "count", 0);
        s.quote = c.attribute("quote").value();
        s.letter = c.attribute("letter").value();
        s.line = line_of(c);
        bool per_letter = s.what == CountWhat::kLetterTotal || s.what == CountWhat::kLetterPerSide;
        if (per_letter && s.letter.size() != 1)
          error(c, "<stated-count what=\"" + to_string(s.what) + "\"> needs letter=\"X\" (one letter)");
        if (!per_letter && c.attribute("letter"))
          error(c, "<stated-count what=\"" + to_string(s.what) + "\"> has a letter; expected letter only with letter-total or letter-per-side");
        d.counts.push_back(std::move(s));
      } else {
        unknown_element(c, n, "<row> or <stated-count>");
      }
    }
    if (d.rows.empty()) error(n, "<diagram> has no <row>; expected at least one");
    return d;
  }

  Clause read_clause(const pugi::xml_node& n) {
    check_attributes(n, {"id", "status"}, {"section", "version"});
    Clause cl;
    cl.id = id_attribute(n, "id");
    cl.status = enum_attribute(n, "status", kStatuses, Status::kPending);
    cl.section = enum_attribute(n, "section", kSections, Section::kBody);
    cl.version = n.attribute("version").value();
    cl.line = line_of(n);
    int summaries = 0;
    for (pugi::xml_node c = n.first_child(); c; c = c.next_sibling()) {
      check_stray_text(c, n);
      if (c.type() != pugi::node_element) continue;
      std::string name = c.name();
      if (name == "quote") {
        cl.quotes.push_back(quote(c));
        continue;
      }
      if (name == "value") {
        check_attributes(c, {"name", "literal"}, {});
        ClauseValue v;
        v.name = id_attribute(c, "name");
        v.literal = c.attribute("literal").value();
        v.line = line_of(c);
        const std::string text = text_of(c);
        int parsed = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), parsed);
        if (text.empty() || ec != std::errc() || end != text.data() + text.size() || (text.size() > 1 && text[0] == '0'))
          error(c, "<value name=\"" + v.name + "\"> of clause " + cl.id + " is \"" + text +
                       "\"; expected an integer written in decimal");
        if (v.literal.empty()) error(c, "<value name=\"" + v.name + "\"> has an empty literal; expected the quote's words that state it");
        for (const ClauseValue& e : cl.values)
          if (e.name == v.name) error(c, "a second <value name=\"" + v.name + "\"> in <clause id=\"" + cl.id + "\">; expected one");
        v.value = parsed;
        cl.values.push_back(std::move(v));
        continue;
      }
      if (name == "kinds") {
        check_attributes(c, {"name", "literal"}, {});
        ClauseKinds k;
        k.name = id_attribute(c, "name");
        k.literal = c.attribute("literal").value();
        k.line = line_of(c);
        auto parsed = parse_kind_list(text_of(c));
        if (!parsed)
          error(c, "<kinds name=\"" + k.name + "\"> of clause " + cl.id + ": " + parsed.error());
        else
          std::tie(k.all_but, k.kinds) = *parsed;
        if (k.literal.empty()) error(c, "<kinds name=\"" + k.name + "\"> has an empty literal; expected the quote's words that name them");
        for (const ClauseKinds& e : cl.kinds)
          if (e.name == k.name) error(c, "a second <kinds name=\"" + k.name + "\"> in <clause id=\"" + cl.id + "\">; expected one");
        cl.kinds.push_back(std::move(k));
        continue;
      }
      if (name == "summary") {
        check_attributes(c, {}, {});
        if (summaries++) error(c, "a second <summary> in <clause id=\"" + cl.id + "\">; expected one");
        cl.summary = text_of(c);
        continue;
      }
      if (name == "reason") {
        check_attributes(c, {}, {});
        if (cl.reason) error(c, "a second <reason> in <clause id=\"" + cl.id + "\">; expected at most one");
        cl.reason = text_of(c);
        continue;
      }
      std::optional<Relation> relation;
      for (const auto& [value, text] : kRelations)
        if (name == text) relation = value;
      if (!relation) {
        unknown_element(c, n, "<quote>, <value>, <summary>, <reason> or a relation (" + list_of(kRelations) + ")");
        continue;
      }
      ClauseRelation r;
      r.type = *relation;
      r.line = line_of(c);
      expect_empty(c);
      if (targets_term(r.type)) {
        check_attributes(c, {"term"}, {"value", "when"});
        r.target = id_attribute(c, "term");
        if (c.attribute("value")) r.value = c.attribute("value").value();
        r.when = c.attribute("when").value();
      } else {
        check_attributes(c, {"clause"}, {});
        r.target = id_attribute(c, "clause");
      }
      cl.relations.push_back(std::move(r));
    }
    if (cl.quotes.empty()) error(n, "<clause id=\"" + cl.id + "\"> has no <quote>; expected at least one");
    if (summaries == 0) error(n, "<clause id=\"" + cl.id + "\"> has no <summary>; expected one");
    return cl;
  }

  Interpretation read_interpretation(const pugi::xml_node& n) {
    check_attributes(n, {"id", "severity"}, {});
    Interpretation in;
    in.id = id_attribute(n, "id");
    in.severity = enum_attribute(n, "severity", kSeverities, Severity::kMedium);
    in.line = line_of(n);
    int questions = 0, reasons = 0, situations = 0;
    auto single = [&](const pugi::xml_node& c, int& count, std::string& field) {
      check_attributes(c, {}, {});
      if (count++) error(c, "a second <" + std::string(c.name()) + "> in <interpretation id=\"" + in.id + "\">; expected one");
      field = text_of(c);
    };
    for (pugi::xml_node c = n.first_child(); c; c = c.next_sibling()) {
      check_stray_text(c, n);
      if (c.type() != pugi::node_element) continue;
      std::string name = c.name();
      if (name == "quote") {
        in.quotes.push_back(quote(c));
      } else if (name == "question") {
        single(c, questions, in.question);
      } else if (name == "default-reason") {
        single(c, reasons, in.default_reason);
      } else if (name == "situation") {
        // fen: the situation as a position of the variant (catalog check holds it legal; a finding's board);
        // no-board: instead, why no single position shows the question (the finding says so).
        if (situations++) error(c, "a second <situation> in <interpretation id=\"" + in.id + "\">; expected one");
        check_attributes(c, {}, {"fen", "no-board"});
        in.situation = text_of(c);
        in.situation_fen = c.attribute("fen").value();
        in.situation_no_board = normalise_spaces(c.attribute("no-board").value());
        if (c.attribute("no-board") && in.situation_no_board.empty())
          error(c, "<situation no-board=\"\"> in <interpretation id=\"" + in.id + "\">; expected the reason no board shows the question");
        if (!in.situation_fen.empty() && c.attribute("no-board"))
          error(c, "<situation> in <interpretation id=\"" + in.id + "\"> has both fen and no-board; expected one of them");
      } else if (name == "option") {
        check_attributes(c, {"id"}, {"default"});
        Option o;
        o.id = id_attribute(c, "id");
        o.is_default = bool_attribute(c, "default");
        o.text = text_of(c);
        o.line = line_of(c);
        in.options.push_back(std::move(o));
      } else if (name == "clause") {
        check_attributes(c, {"clause"}, {});
        expect_empty(c);
        in.clauses.push_back({id_attribute(c, "clause"), line_of(c)});
      } else {
        unknown_element(c, n, "<quote>, <question>, <option>, <default-reason>, <situation> or <clause>");
      }
    }
    std::string self = "<interpretation id=\"" + in.id + "\">";
    if (in.quotes.empty()) error(n, self + " has no <quote>; expected at least one");
    if (questions == 0) error(n, self + " has no <question>; expected one");
    if (in.options.size() < 2) error(n, self + " has " + std::to_string(in.options.size()) + " <option>; expected at least two");
    if (reasons == 0) error(n, self + " has no <default-reason>; expected one");
    if (situations == 0) error(n, self + " has no <situation>; expected one");
    return in;
  }

  NonRule read_non_rule(const pugi::xml_node& n) {
    check_attributes(n, {"reason"}, {});
    NonRule nr;
    nr.reason = n.attribute("reason").value();
    nr.line = line_of(n);
    for (pugi::xml_node c = n.first_child(); c; c = c.next_sibling()) {
      check_stray_text(c, n);
      if (c.type() != pugi::node_element) continue;
      if (std::string(c.name()) == "quote")
        nr.quotes.push_back(quote(c));
      else
        unknown_element(c, n, "<quote>");
    }
    if (nr.quotes.empty()) error(n, "<non-rule> has no <quote>; expected at least one");
    return nr;
  }

  const std::string& xml_;
  std::string path_;
  std::vector<size_t> newlines_;
  std::vector<std::string> errors_;
};

}  // namespace

std::string to_string(TermKind k) { return name_of(kTermKinds, k); }
std::string to_string(Origin o) { return name_of(kOrigins, o); }
std::string to_string(Status s) { return name_of(kStatuses, s); }
std::string to_string(Section s) { return name_of(kSections, s); }
std::string to_string(Severity s) { return name_of(kSeverities, s); }
std::string to_string(Relation r) { return name_of(kRelations, r); }
std::string to_string(Side s) { return name_of(kSides, s); }
std::string to_string(CountWhat w) { return name_of(kCountWhats, w); }

bool targets_term(Relation r) {
  return r == Relation::kDefines || r == Relation::kReads || r == Relation::kWrites || r == Relation::kTriggersOn ||
         r == Relation::kRemoves || r == Relation::kAdds;
}

const Term* Catalog::find_term(const std::string& id) const {
  for (const Term& t : terms)
    if (t.id == id) return &t;
  return nullptr;
}

const Clause* Catalog::find_clause(const std::string& id) const {
  for (const Clause& c : clauses)
    if (c.id == id) return &c;
  return nullptr;
}

const Interpretation* Catalog::find_interpretation(const std::string& id) const {
  for (const Interpretation& i : interpretations)
    if (i.id == id) return &i;
  return nullptr;
}

Result<std::string> read_text_file(const std::string& path) {
  std::string error;
  auto text = xml::read_regular_file(path, &error);  // never blocks on a FIFO named like an input
  if (!text) return Error{path + ": " + error};
  return *text;
}

Result<Catalog> parse_catalog(const std::string& xml, const std::string& path) { return Loader(xml, path).load(); }

Result<Catalog> load_catalog(const std::string& path) {
  auto text = read_text_file(path);
  if (!text) return Error{text.error()};
  return parse_catalog(*text, path);
}

std::string default_model_dir() { return model_dir(); }  // model/core/document_values.h: one choice for both

std::vector<std::string> catalog_variants(const std::string& model_dir) {
  std::vector<std::string> out;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(model_dir, ec))
    if (entry.is_directory() && std::filesystem::exists(entry.path() / "rules.xml")) out.push_back(entry.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

std::string catalog_path(const std::string& model_dir, const std::string& variant) { return model_dir + "/" + variant + "/rules.xml"; }

}  // namespace arbiter::catalog
