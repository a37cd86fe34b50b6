// Strict reading of XML with pugixml: every element and attribute must be known, values well-formed, and
// every error names file:line and what was expected. Shared by the scenario and catalog loaders' style.
#pragma once

#include <pugixml.hpp>

#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

namespace arbiter::xml {

// Maps pugixml's byte offsets to 1-based line numbers of one file.
class LineMap {
 public:
  explicit LineMap(const std::string& text);
  int line_of(ptrdiff_t offset) const;

 private:
  std::vector<size_t> starts_;
};

struct Reader {
  std::string path;
  LineMap lines;
  std::vector<std::string> errors;

  int line(const pugi::xml_node& n) const { return lines.line_of(n.offset_debug()); }
  void error(const pugi::xml_node& n, const std::string& what) {
    errors.push_back(path + ":" + std::to_string(line(n)) + ": " + what);
  }
  // Reports attributes of n not in `allowed` and missing `required` ones.
  void check_attributes(const pugi::xml_node& n, std::initializer_list<const char*> allowed,
                        std::initializer_list<const char*> required);
  // Reports child elements of n not in `allowed`, and non-whitespace text where none is expected.
  void check_children(const pugi::xml_node& n, std::initializer_list<const char*> allowed, bool text_allowed = false);
  std::optional<long> integer(const pugi::xml_node& n, const char* attribute);
  // The same, from min to max: anything else (a word, a number out of range) is an error naming the range.
  std::optional<long> integer_in(const pugi::xml_node& n, const char* attribute, long min, long max);
};

// The schemas' Id (corpus/schema/catalog.xsd and scenario.xsd): lower-case words of [a-z0-9] joined by '-',
// in '.'-separated parts: "castling.through-check". Clause, point, option and scenario ids.
bool is_id(const std::string& s);

// Loads a file; on failure returns nullopt and appends "file:line: message" to errors. Only a regular file
// is read: a FIFO, a device or a directory named like an input is an error, never a read that may block.
std::optional<std::string> read_text(const std::string& path, std::vector<std::string>& errors);
// The same for callers with one error: the text, or "" with *error set to "what" (no file:line prefix).
std::optional<std::string> read_regular_file(const std::string& path, std::string* error);

}  // namespace arbiter::xml
