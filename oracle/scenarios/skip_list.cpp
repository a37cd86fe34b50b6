// Skip lists (skip_list.h).
#include "oracle/scenarios/skip_list.h"
#include "oracle/scenarios/xml_strict.h"

#include <fstream>
#include <sstream>

namespace arbiter {
namespace {

// A scenario id as corpus/README.md defines it (lowercase, digits, '-', '.'), optionally `variant/`-qualified.
bool is_id(const std::string& s) {
  if (s.empty() || s.front() == '/' || s.back() == '/') return false;
  int slashes = 0;
  for (char c : s) {
    if (c == '/') ++slashes;
    else if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_')) return false;
  }
  return slashes <= 1;
}

}  // namespace

int SkipList::line_of(const std::string& variant, const std::string& id) const {
  auto found = ids.find(variant + "/" + id);
  if (found == ids.end()) found = ids.find(id);
  return found == ids.end() ? 0 : found->second;
}

Result<SkipList> load_skip_list(const std::string& path) {
  std::string error;  // a FIFO or a device named like an input is refused, never read (it may block or not end)
  auto text = xml::read_regular_file(path, &error);
  if (!text) return Error{path + ":0: cannot read the skip list: " + error};
  std::istringstream in(*text);
  SkipList list{path, {}};
  int n = 0;
  for (std::string line; std::getline(in, line);) {
    ++n;
    if (size_t hash = line.find('#'); hash != std::string::npos) line.erase(hash);
    size_t from = line.find_first_not_of(" \t\r"), to = line.find_last_not_of(" \t\r");
    if (from == std::string::npos) continue;
    std::string id = line.substr(from, to - from + 1);
    if (!is_id(id))
      return Error{path + ":" + std::to_string(n) + ": expected one scenario id (\"topic.detail\" or \"variant/topic.detail\": " +
                   "lowercase letters, digits, '-', '.'), got \"" + id + "\""};
    if (auto [it, fresh] = list.ids.emplace(id, n); !fresh)
      return Error{path + ":" + std::to_string(n) + ": \"" + id + "\" is listed twice (first on line " + std::to_string(it->second) + ")"};
  }
  if (in.bad()) return Error{path + ":" + std::to_string(n) + ": read error"};
  return list;
}

}  // namespace arbiter
