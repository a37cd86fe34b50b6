// Loading a variant's state vocabulary and speaking it (vocabulary.h).
#include "oracle/scenarios/vocabulary.h"

#include <algorithm>
#include <filesystem>
#include <memory>
#include <mutex>
#include <sstream>

#include "oracle/scenarios/xml_strict.h"

namespace arbiter {
namespace {

bool is_word(const std::string& s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
  return true;
}

// An integer as the model writes it (state_lines): the values are compared as text, so "03" or "-0" would
// never equal the model's "3" or "0"; they are refused where they are read, not failed later.
bool is_integer(const std::string& s) {
  size_t i = s[0] == '-' ? 1 : 0;
  if (i >= s.size() || s.size() > 7) return false;
  if (s[i] == '0' && (s.size() > i + 1 || i == 1)) return false;
  return std::all_of(s.begin() + static_cast<std::ptrdiff_t>(i), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

const char* of_word(StateTerm::Of of) { return of == StateTerm::Of::kUnit ? "unit" : "square"; }

}  // namespace

std::optional<std::string> StateTerm::word(int raw) const {
  if (values.empty()) return std::to_string(raw);
  for (const auto& [r, w] : values)
    if (r == raw) return w;
  return std::nullopt;
}

bool StateTerm::accepts(const std::string& w) const {
  if (names_unit) return w == "none" || w == "gone" || (w.size() >= 2 && w.size() <= 3 && w[0] >= 'a' && w[0] <= 'p' && is_integer(w.substr(1)));
  if (values.empty()) return !w.empty() && is_integer(w);
  return std::any_of(values.begin(), values.end(), [&](const auto& v) { return v.second == w; });
}

const StateTerm* Vocabulary::find(const std::string& name, StateTerm::Of of) const {
  for (const StateTerm& t : terms)
    if (t.name == name && t.of == of) return &t;
  return nullptr;
}

Result<Vocabulary> load_vocabulary(const std::string& path) {
  std::vector<std::string> errors;
  auto text = xml::read_text(path, errors);
  if (!text) return Error{errors.front()};
  xml::Reader r{path, xml::LineMap(*text), {}};
  pugi::xml_document doc;
  pugi::xml_parse_result parsed = doc.load_buffer(text->data(), text->size());
  if (!parsed) return Error{path + ":" + std::to_string(r.lines.line_of(parsed.offset)) + ": malformed XML: " + parsed.description()};
  Vocabulary v;
  v.path = path;
  pugi::xml_node root = doc.document_element();
  if (std::string(root.name()) != "vocabulary") return Error{path + ":1: root element <" + std::string(root.name()) + ">: expected <vocabulary>"};
  r.check_attributes(root, {"variant"}, {"variant"});
  r.check_children(root, {"description", "term", "area-action", "turn-end"});
  v.variant = root.attribute("variant").value();
  for (const pugi::xml_node& n : root.children()) {
    if (n.type() != pugi::node_element) continue;
    std::string name = n.name();
    if (name == "description") {
      r.check_attributes(n, {}, {});
      r.check_children(n, {}, true);
    } else if (name == "term") {
      r.check_attributes(n, {"name", "of", "attribute", "clause", "value"}, {"name", "of", "attribute", "clause"});
      r.check_children(n, {"meaning", "value"});
      StateTerm t;
      t.name = n.attribute("name").value();
      std::string of = n.attribute("of").value();
      t.of = of == "square" ? StateTerm::Of::kSquare : StateTerm::Of::kUnit;
      t.attribute = n.attribute("attribute").value();
      t.clause = n.attribute("clause").value();
      if (n.attribute("value")) {
        const std::string kind = n.attribute("value").value();
        if (kind != "unit-square") r.error(n, "value=\"" + kind + "\": expected unit-square (the value names a unit by its square)");
        t.names_unit = true;
      }
      if (!is_word(t.name) || t.name == "at") r.error(n, "name=\"" + t.name + "\": expected a word of a-z, 0-9 and '-', not \"at\"");
      if (of != "unit" && of != "square") r.error(n, "of=\"" + of + "\": expected unit or square");
      if (v.find(t.name, t.of)) r.error(n, "term \"" + t.name + "\" of a " + of + " is defined twice");
      for (const pugi::xml_node& c : n.children()) {
        if (c.type() != pugi::node_element) continue;
        if (std::string(c.name()) == "meaning") {
          r.check_attributes(c, {}, {});
          r.check_children(c, {}, true);
          t.meaning = c.child_value();
        } else {
          r.check_attributes(c, {"raw", "name"}, {"raw", "name"});
          auto raw = r.integer(c, "raw");
          std::string w = c.attribute("name").value();
          if (!is_word(w) || w.find_first_not_of("0123456789") == std::string::npos) r.error(c, "name=\"" + w + "\": expected a word (a number needs no name)");
          for (const auto& [known_raw, known] : t.values)
            if (known == w || (raw && known_raw == *raw)) r.error(c, "value " + w + " is named twice");
          t.values.emplace_back(raw.value_or(0), w);
        }
      }
      if (t.meaning.find_first_not_of(" \t\r\n") == std::string::npos) r.error(n, "term \"" + t.name + "\" needs a <meaning>");
      if (!t.values.empty() && !t.word(0)) r.error(n, "term \"" + t.name + "\" names values but not raw=\"0\" (its default)");
      v.terms.push_back(std::move(t));
    } else if (name == "area-action") {
      r.check_attributes(n, {"ability"}, {"ability"});
      v.area_actions.push_back(n.attribute("ability").value());
    } else if (name == "turn-end") {
      r.check_attributes(n, {"action"}, {"action"});
      if (!v.turn_end.empty()) r.error(n, "<turn-end> given twice");
      v.turn_end = n.attribute("action").value();
    }
  }
  if (!r.errors.empty()) {
    std::string all;
    for (const auto& e : r.errors) all += (all.empty() ? "" : "\n") + e;
    return Error{all};
  }
  return v;
}

Result<const Vocabulary*> vocabulary_for(const std::string& corpus_dir, const std::string& variant) {
  static std::mutex mutex;
  static std::map<std::string, std::unique_ptr<Result<Vocabulary>>> loaded;
  const std::string path = corpus_dir + "/vocabulary/" + variant + ".xml";
  std::lock_guard<std::mutex> lock(mutex);
  auto& slot = loaded[path];
  if (!slot) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec)) {
      Vocabulary empty;
      empty.variant = variant;
      slot = std::make_unique<Result<Vocabulary>>(std::move(empty));
    } else {
      slot = std::make_unique<Result<Vocabulary>>(load_vocabulary(path));
      if (*slot && (*slot)->variant != variant)
        *slot = Error{path + ": variant=\"" + (*slot)->variant + "\": expected \"" + variant + "\""};
    }
  }
  if (!*slot) return Error{slot->error()};
  return &**slot;
}

std::string state_key(StateTerm::Of of, const std::string& square, const std::string& term) {
  return std::string(of_word(of)) + " " + square + " " + term;
}

std::vector<std::string> state_lines(const Variant& v, const Position& pos, const Vocabulary& vocabulary) {
  const Geometry& g = v.geometry();
  std::vector<std::string> out;
  for (StateTerm::Of of : {StateTerm::Of::kUnit, StateTerm::Of::kSquare})
    for (int r = 0; r < g.ranks(); ++r)
      for (int f = 0; f < g.files(); ++f) {
        const Square s = make_square(f, r);
        if (of == StateTerm::Of::kUnit && pos.empty(s)) continue;
        std::string line;
        for (const StateTerm& t : vocabulary.terms) {
          if (t.of != of) continue;
          auto a = v.schema().attribute(t.attribute);
          if (!a) continue;
          const int raw = pos.attribute(*a, s);
          if (raw == 0) continue;
          std::string w;
          if (t.names_unit) {
            w = "gone";
            pos.occupied().for_each([&](Square q) {
              if (pos.id_at(q) == static_cast<UnitId>(raw)) w = g.square_name(q);
            });
          } else {
            w = t.word(raw).value_or(std::to_string(raw));
          }
          line += " " + t.name + "=" + w;
        }
        if (!line.empty()) out.push_back(std::string(of_word(of)) + " " + g.square_name(s) + line);
      }
  return out;
}

Result<StateReport> read_state_lines(const std::vector<std::string>& lines, const Geometry* geometry,
                                     const Vocabulary* vocabulary) {
  StateReport report;
  for (const std::string& l : lines) {
    std::istringstream in(l);
    std::string of, square, pair;
    in >> of >> square;
    if ((of != "unit" && of != "square") || square.empty())
      return Error{"state line \"" + l + "\": expected \"unit SQ term=value ...\" or \"square SQ term=value ...\""};
    if (geometry && !geometry->parse_square(square))
      return Error{"state line \"" + l + "\": \"" + square + "\" is no square of this board"};
    while (in >> pair) {
      const size_t eq = pair.find('=');
      if (eq == std::string::npos || eq == 0 || eq + 1 == pair.size())
        return Error{"state line \"" + l + "\": \"" + pair + "\" is not term=value"};
      const std::string term = pair.substr(0, eq), value = pair.substr(eq + 1);
      if (vocabulary && !vocabulary->find(term, of == "unit" ? StateTerm::Of::kUnit : StateTerm::Of::kSquare))
        return Error{"state line \"" + l + "\": \"" + term + "\" is no " + of + " term of this variant's vocabulary"};
      auto [at, fresh] = report.emplace(of + " " + square + " " + term, value);
      if (!fresh && at->second != value)
        return Error{"state line \"" + l + "\": " + of + " " + square + " " + term + " is given twice (" + at->second +
                     ", " + value + ")"};
    }
  }
  return report;
}

}  // namespace arbiter
