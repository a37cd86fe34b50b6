#include "oracle/xml_strict.h"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <sstream>

namespace arbiter::xml {

LineMap::LineMap(const std::string& text) {
  starts_.push_back(0);
  for (size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\n') starts_.push_back(i + 1);
}

int LineMap::line_of(ptrdiff_t offset) const {
  if (offset < 0) return 0;
  auto it = std::upper_bound(starts_.begin(), starts_.end(), static_cast<size_t>(offset));
  return static_cast<int>(it - starts_.begin());
}

static std::string join(std::initializer_list<const char*> names) {
  std::string out;
  for (const char* n : names) {
    if (!out.empty()) out += ", ";
    out += n;
  }
  return out.empty() ? "none" : out;
}

void Reader::check_attributes(const pugi::xml_node& n, std::initializer_list<const char*> allowed,
                              std::initializer_list<const char*> required) {
  for (const pugi::xml_attribute& a : n.attributes()) {
    bool known = false;
    for (const char* name : allowed) known = known || std::strcmp(a.name(), name) == 0;
    if (!known)
      error(n, "<" + std::string(n.name()) + "> has no attribute \"" + a.name() + "\" (expected: " + join(allowed) + ")");
  }
  for (const char* name : required)
    if (!n.attribute(name)) error(n, "<" + std::string(n.name()) + "> needs attribute \"" + name + "\"");
}

void Reader::check_children(const pugi::xml_node& n, std::initializer_list<const char*> allowed, bool text_allowed) {
  for (const pugi::xml_node& c : n.children()) {
    if (c.type() == pugi::node_pcdata || c.type() == pugi::node_cdata) {
      std::string t = c.value();
      if (!text_allowed && t.find_first_not_of(" \t\r\n") != std::string::npos)
        error(c, "unexpected text inside <" + std::string(n.name()) + ">");
      continue;
    }
    if (c.type() != pugi::node_element) continue;
    bool known = false;
    for (const char* name : allowed) known = known || std::strcmp(c.name(), name) == 0;
    if (!known)
      error(c, "unknown element <" + std::string(c.name()) + "> inside <" + n.name() + "> (expected: " + join(allowed) + ")");
  }
}

std::optional<long> Reader::integer(const pugi::xml_node& n, const char* attribute) {
  pugi::xml_attribute a = n.attribute(attribute);
  if (!a) return std::nullopt;
  std::string v = a.value();
  try {
    size_t used = 0;
    long value = std::stol(v, &used);
    if (used == v.size()) return value;
  } catch (const std::exception&) {
  }
  error(n, "attribute " + std::string(attribute) + "=\"" + v + "\": expected an integer");
  return std::nullopt;
}

std::optional<long> Reader::integer_in(const pugi::xml_node& n, const char* attribute, long min, long max) {
  pugi::xml_attribute a = n.attribute(attribute);
  if (!a) return std::nullopt;
  std::string v = a.value();
  try {
    size_t used = 0;
    long value = std::stol(v, &used);
    if (used == v.size() && value >= min && value <= max) return value;
  } catch (const std::exception&) {
  }
  error(n, std::string(attribute) + "=\"" + v + "\": expected a number from " + std::to_string(min) + " to " +
               std::to_string(max));
  return std::nullopt;
}

std::optional<std::string> read_text(const std::string& path, std::vector<std::string>& errors) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    errors.push_back(path + ":0: cannot open the file");
    return std::nullopt;
  }
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace arbiter::xml
