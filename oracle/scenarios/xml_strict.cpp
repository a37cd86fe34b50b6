#include "oracle/scenarios/xml_strict.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
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
    if (!known && allowed.size() == 0)
      error(c, "<" + std::string(c.name()) + "> inside <" + n.name() + ">, which holds no element (nothing nested in it is read)");
    else if (!known)
      error(c, "unknown element <" + std::string(c.name()) + "> inside <" + n.name() + "> (expected: " + join(allowed) + ")");
  }
}

bool is_id(const std::string& s) {
  bool word = false;  // the last character belongs to a word
  for (char c : s) {
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
      word = true;
    } else if ((c == '-' || c == '.') && word) {
      word = false;
    } else {
      return false;
    }
  }
  return word;
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

std::optional<std::string> read_regular_file(const std::string& path, std::string* error) {
  // Opened without blocking (a FIFO with no writer would block open() itself), then judged by what it is.
  int fd = open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    *error = "cannot open the file (" + std::string(std::strerror(errno)) + ")";
    return std::nullopt;
  }
  struct stat st {};
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    *error = S_ISDIR(st.st_mode)    ? "not a regular file (a directory)"
             : S_ISFIFO(st.st_mode) ? "not a regular file (a FIFO)"
                                    : "not a regular file";
    close(fd);
    return std::nullopt;
  }
  std::string text;
  char chunk[65536];
  while (true) {
    ssize_t n = read(fd, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      *error = "read failed (" + std::string(std::strerror(errno)) + ")";
      close(fd);
      return std::nullopt;
    }
    if (n == 0) break;
    text.append(chunk, static_cast<size_t>(n));
  }
  close(fd);
  return text;
}

std::optional<std::string> read_text(const std::string& path, std::vector<std::string>& errors) {
  std::string error;
  auto text = read_regular_file(path, &error);
  if (!text) errors.push_back(path + ":0: " + error);
  return text;
}

}  // namespace arbiter::xml
