// The document's quantities read from its catalog (document_values.h).
#include "model/core/document_values.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <tuple>
#include <utility>

#include <pugixml.hpp>

namespace arbiter {

DocumentValues::DocumentValues(std::string source, std::vector<DocumentValue> values, std::vector<DocumentKinds> kinds)
    : source_(std::move(source)), values_(std::move(values)),
      read_(std::make_unique<std::atomic<bool>[]>(values_.size())), kinds_(std::move(kinds)),
      kinds_read_(std::make_unique<std::atomic<bool>[]>(kinds_.size())) {}

Result<std::pair<bool, std::vector<std::string>>> parse_kind_list(std::string_view text) {
  std::vector<std::string> words;
  std::string word;
  for (const char c : text) {
    if (c == ' ') {
      if (word.empty()) break;  // two spaces, or a leading one: refused below
      words.push_back(std::move(word));
      word.clear();
    } else if (c >= 'a' && c <= 'z') {
      word += c;
    } else {
      word.clear();
      words.clear();
      break;
    }
  }
  if (!word.empty()) words.push_back(std::move(word));
  size_t chars = words.empty() ? 0 : words.size() - 1;
  for (const std::string& w : words) chars += w.size();
  const bool all_but = words.size() >= 2 && words[0] == "all" && words[1] == "but";
  if (all_but) words.erase(words.begin(), words.begin() + 2);
  if (chars != text.size() || words.empty())
    return Error{"is \"" + std::string(text) + "\"; expected the variant's kind names separated by single spaces (\"jester king\"), " +
                 "or \"all but\" and the kinds left out (\"all but pawn\")"};
  return std::pair{all_but, std::move(words)};
}

bool names_kind(std::string_view literal, std::string_view kind) {
  std::string lower(literal);
  for (char& c : lower) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  return !kind.empty() && lower.find(kind) != std::string::npos;  // "kings" holds "king"
}

std::vector<Kind> DocumentValues::kind_list(std::string_view clause, std::string_view name, std::span<const PieceKind> army) const {
  for (size_t i = 0; i < kinds_.size(); ++i) {
    const DocumentKinds& k = kinds_[i];
    if (k.clause != clause || k.name != name) continue;
    kinds_read_[i].store(true, std::memory_order_relaxed);
    std::vector<Kind> named;
    for (const std::string& n : k.kinds) {
      const auto it = std::find_if(army.begin(), army.end(), [&](const PieceKind& p) { return p.name == n; });
      if (it == army.end()) {
        std::string names;
        for (const PieceKind& p : army) names += (names.empty() ? "" : ", ") + p.name;
        throw ValueOutOfRange(source_ + ":" + std::to_string(k.line) + ": kinds " + k.clause + "/" + k.name + " name \"" + n +
                              "\", which the variant does not have; expected one of: " + names);
      }
      named.push_back(it->kind);
    }
    if (!k.all_but) return named;
    std::vector<Kind> rest;
    for (const PieceKind& p : army)
      if (std::find(named.begin(), named.end(), p.kind) == named.end()) rest.push_back(p.kind);
    return rest;
  }
  throw std::logic_error(source_ + ": clause " + std::string(clause) + " has no <kinds name=\"" + std::string(name) +
                         "\"> (a reading site names kinds the catalog does not have)");
}

KindSet DocumentValues::kinds(std::string_view clause, std::string_view name, std::span<const PieceKind> army) const {
  KindSet set;
  for (const Kind k : kind_list(clause, name, army)) set.insert(k);
  return set;
}

std::vector<bool> DocumentValues::kinds_read() const {
  std::vector<bool> out(kinds_.size());
  for (size_t i = 0; i < kinds_.size(); ++i) out[i] = kinds_read_[i].load(std::memory_order_relaxed);
  return out;
}

const DocumentValue& DocumentValues::entry(std::string_view clause, std::string_view name) const {
  for (size_t i = 0; i < values_.size(); ++i) {
    if (values_[i].clause != clause || values_[i].name != name) continue;
    read_[i].store(true, std::memory_order_relaxed);
    return values_[i];
  }
  throw std::logic_error(source_ + ": clause " + std::string(clause) + " has no <value name=\"" + std::string(name) +
                         "\"> (a reading site names a value the catalog does not have)");
}

int DocumentValues::integer(std::string_view clause, std::string_view name) const { return entry(clause, name).value; }

int DocumentValues::integer(std::string_view clause, std::string_view name, int min, int max, std::string_view why) const {
  const DocumentValue& v = entry(clause, name);
  if (v.value >= min && v.value <= max) return v.value;
  throw ValueOutOfRange(source_ + ":" + std::to_string(v.line) + ": value " + std::string(clause) + "/" + std::string(name) +
                        " = " + std::to_string(v.value) + " (\"" + v.literal + "\"): the model plays " + std::to_string(min) +
                        " to " + std::to_string(max) + " (" + std::string(why) + ")");
}

int DocumentValues::radius(std::string_view clause, std::string_view name) const {
  const DocumentValue& v = entry(clause, name);
  if (v.value >= 1 && v.value % 2 == 1) return v.value / 2;
  throw ValueOutOfRange(source_ + ":" + std::to_string(v.line) + ": value " + std::string(clause) + "/" + std::string(name) +
                        " = " + std::to_string(v.value) + " (\"" + v.literal + "\"): the side of a square area around a square " +
                        "must be odd (1, 3, 5, ...), for the area to have a centre");
}

std::vector<bool> DocumentValues::read() const {
  std::vector<bool> out(values_.size());
  for (size_t i = 0; i < values_.size(); ++i) out[i] = read_[i].load(std::memory_order_relaxed);
  return out;
}

namespace {

int line_at(const std::string& xml, ptrdiff_t offset) {
  const auto end = xml.begin() + std::clamp<ptrdiff_t>(offset, 0, static_cast<ptrdiff_t>(xml.size()));
  return 1 + static_cast<int>(std::count(xml.begin(), end, '\n'));
}

// The line of each offset asked, counted from the last one asked (the catalog's values come in document order,
// nearly: counting from the start each time was half of a catalog's read).
class LineCursor {
 public:
  explicit LineCursor(const std::string& xml) : xml_(xml) {}
  int operator()(ptrdiff_t offset) {
    offset = std::clamp<ptrdiff_t>(offset, 0, static_cast<ptrdiff_t>(xml_.size()));
    if (offset >= at_) line_ += static_cast<int>(std::count(xml_.begin() + at_, xml_.begin() + offset, '\n'));
    else line_ -= static_cast<int>(std::count(xml_.begin() + offset, xml_.begin() + at_, '\n'));
    at_ = offset;
    return line_;
  }

 private:
  const std::string& xml_;
  ptrdiff_t at_ = 0;
  int line_ = 1;
};

}  // namespace

Result<std::shared_ptr<const DocumentValues>> parse_document_values(const std::string& xml, const std::string& source) {
  pugi::xml_document doc;
  const pugi::xml_parse_result parsed = doc.load_buffer(xml.data(), xml.size(), pugi::parse_default, pugi::encoding_utf8);
  if (!parsed)
    return Error{source + ":" + std::to_string(line_at(xml, parsed.offset)) + ": not well-formed XML (" +
                 parsed.description() + ")"};
  std::vector<DocumentValue> values;
  std::vector<DocumentKinds> kinds;
  LineCursor line_of(xml);
  for (pugi::xml_node clause : doc.child("catalog").children("clause")) {
    for (pugi::xml_node v : clause.children("value")) {
      DocumentValue d;
      d.clause = clause.attribute("id").value();
      d.name = v.attribute("name").value();
      d.literal = v.attribute("literal").value();
      d.line = line_of(v.offset_debug());
      const std::string where = source + ":" + std::to_string(d.line) + ": ";
      if (d.name.empty() || d.literal.empty())
        return Error{where + "<value> in clause " + d.clause + " needs a name and a literal (the quote's words)"};
      const std::string text = v.text().get();
      const char* first = text.data();
      const char* last = text.data() + text.size();
      const auto [end, ec] = std::from_chars(first, last, d.value);
      if (text.empty() || ec != std::errc() || end != last || (text.size() > 1 && (text[0] == '0' || text[0] == '+')))
        return Error{where + "<value name=\"" + d.name + "\"> of clause " + d.clause + " is \"" + text +
                     "\"; expected an integer written in decimal"};
      for (const DocumentValue& e : values)
        if (e.clause == d.clause && e.name == d.name)
          return Error{where + "clause " + d.clause + " has a second <value name=\"" + d.name + "\">; expected one"};
      values.push_back(std::move(d));
    }
    for (pugi::xml_node k : clause.children("kinds")) {
      DocumentKinds d;
      d.clause = clause.attribute("id").value();
      d.name = k.attribute("name").value();
      d.literal = k.attribute("literal").value();
      d.line = line_of(k.offset_debug());
      const std::string where = source + ":" + std::to_string(d.line) + ": ";
      if (d.name.empty() || d.literal.empty())
        return Error{where + "<kinds> in clause " + d.clause + " needs a name and a literal (the quote's words)"};
      auto list = parse_kind_list(k.text().get());
      if (!list) return Error{where + "<kinds name=\"" + d.name + "\"> of clause " + d.clause + " " + list.error()};
      std::tie(d.all_but, d.kinds) = std::move(*list);
      for (const DocumentKinds& e : kinds)
        if (e.clause == d.clause && e.name == d.name)
          return Error{where + "clause " + d.clause + " has a second <kinds name=\"" + d.name + "\">; expected one"};
      kinds.push_back(std::move(d));
    }
  }
  return std::make_shared<const DocumentValues>(source, std::move(values), std::move(kinds));
}

namespace {

std::mutex& values_mutex() {
  static std::mutex m;
  return m;
}
std::string& chosen_model_dir() {
  static std::string dir = data_root() + "/model";
  return dir;
}

}  // namespace

std::string data_root() {
  static const std::string root = [] {
    if (const char* env = std::getenv("ARBITER_DATA"); env && *env) return std::string(env);
    std::error_code ec;
    // An installed binary: <prefix>/bin/arbiter beside <prefix>/share/arbiter (the install rules put the data
    // there). A build tree's binary has no such neighbour and reads the source tree it was built from.
    const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if (!ec) {
      const std::filesystem::path shared = exe.parent_path().parent_path() / "share" / "arbiter";
      if (std::filesystem::is_regular_file(shared / "model" / "CATALOG.md", ec)) return shared.string();
    }
    return std::string(ARBITER_SOURCE_ROOT);
  }();
  return root;
}

std::string model_dir() {
  std::lock_guard lock(values_mutex());
  return chosen_model_dir();
}

void set_model_dir(std::string dir) {
  std::lock_guard lock(values_mutex());
  chosen_model_dir() = std::move(dir);
}

Result<std::shared_ptr<const DocumentValues>> document_values(const std::string& variant) {
  std::lock_guard lock(values_mutex());
  // Kept per file as it was when read: an edited catalog is read again (a long-lived process sees the edit).
  struct Read {
    std::filesystem::file_time_type written;
    uintmax_t size = 0;
    std::shared_ptr<const DocumentValues> values;
  };
  static std::map<std::string, Read> cache;
  const std::string path = chosen_model_dir() + "/" + variant + "/rules.xml";
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec))
    return Error{path + ": cannot read the catalog, which states the document's quantities (not a regular file)"};
  const uintmax_t size = std::filesystem::file_size(path, ec);
  const auto written = std::filesystem::last_write_time(path, ec);
  if (auto it = cache.find(path); it != cache.end() && it->second.size == size && it->second.written == written)
    return it->second.values;
  if (size > (64u << 20)) return Error{path + ": the catalog is larger than 64 MiB; expected a clause catalog"};
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  if (!in && !in.eof()) return Error{path + ": cannot read the catalog"};
  auto values = parse_document_values(text.str(), path);
  if (!values) return values;
  cache[path] = Read{written, size, *values};
  return values;
}

}  // namespace arbiter
