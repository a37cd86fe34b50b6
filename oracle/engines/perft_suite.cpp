#include "oracle/engines/perft_suite.h"

#include <fstream>
#include <sstream>

#include "model/core/document_values.h"

namespace arbiter {
namespace {

std::string trim(const std::string& s) {
  size_t a = s.find_first_not_of(" \t\r");
  size_t b = s.find_last_not_of(" \t\r");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

}  // namespace

std::string default_perft_table() { return data_root() + "/fixtures/perft.txt"; }

Result<std::vector<PerftCase>> load_perft_table(const std::string& path) {
  std::ifstream in(path);
  if (!in) return Error{path + ": cannot open"};
  std::vector<PerftCase> out;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    std::string t = trim(line.substr(0, line.find('#')));
    if (t.empty()) continue;
    std::vector<std::string> parts;
    std::stringstream ss(t);
    for (std::string part; std::getline(ss, part, '|');) parts.push_back(trim(part));
    auto where = path + ":" + std::to_string(number) + ": ";
    if (parts.size() != 4 && parts.size() != 5)
      return Error{where + "expected 'variant | name | FEN | depth=nodes ... [| profile]'"};
    PerftCase c{parts[0], parts[1], parts[2], {}, number, parts.size() == 5 ? parts[4] : ""};
    std::stringstream ds(parts[3]);
    for (std::string item; ds >> item;) {
      size_t eq = item.find('=');
      bool ci = !item.empty() && item.back() == '*';
      if (ci) item.pop_back();
      try {
        if (eq == std::string::npos) throw std::invalid_argument("no =");
        size_t used = 0;
        int depth = std::stoi(item.substr(0, eq), &used);
        if (used != eq) throw std::invalid_argument("depth");
        std::string count = item.substr(eq + 1);
        uint64_t nodes = std::stoull(count, &used);
        if (used != count.size()) throw std::invalid_argument("nodes");
        c.depths.push_back({depth, nodes, ci});
      } catch (const std::exception&) {
        return Error{where + "\"" + item + "\": expected depth=nodes, e.g. 3=8902 (a '*' marks the CI subset)"};
      }
    }
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace arbiter

