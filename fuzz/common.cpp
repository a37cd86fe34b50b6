// fuzz/common.h.
#include "fuzz/common.h"

#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <sstream>

namespace arbiter::fuzz {

const std::vector<std::string>& variant_names() {
  static const std::vector<std::string> names = {"chess", "fairy", "twentychess", "deathsquare12", "quadrant12",
                                                   "removal12", "frozenchess13"};
  return names;
}

const Variant* variant_from_header(std::string_view header) {
  static std::map<std::string, std::shared_ptr<const Variant>, std::less<>> made;
  if (auto found = made.find(header); found != made.end()) return found->second.get();
  std::string line(header);
  std::string id = line.substr(0, line.find(' '));
  std::string profile_text = id.size() < line.size() ? line.substr(id.size() + 1) : "";
  bool known = id.rfind("fairy-", 0) == 0;
  for (const std::string& n : variant_names()) known = known || n == id;
  if (!known) return nullptr;
  Profile profile;
  std::string error;
  if (!profile.parse(profile_text, &error) || !unknown_points(profile, id).empty()) return nullptr;
  auto v = make_variant(id, profile);
  if (!v) return nullptr;
  // Inputs name few distinct variants and profiles: past the bound, a variant lives until the next input.
  static std::shared_ptr<const Variant> unkept;
  if (made.size() >= 256) {
    unkept = *v;
    return unkept.get();
  }
  return made.emplace(line, *v).first->second.get();
}

std::vector<std::string> lines_of(const uint8_t* data, size_t size) {
  std::vector<std::string> out;
  std::string text(reinterpret_cast<const char*>(data), size);
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    out.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

std::vector<std::string> words_of(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

void fail(std::string_view what, std::string_view detail) {
  std::fprintf(stderr, "\nfuzz invariant broken: %.*s\n%.*s\n", static_cast<int>(what.size()), what.data(),
               static_cast<int>(detail.size()), detail.data());
  std::abort();
}

}  // namespace arbiter::fuzz
