#include "model/core/interpretation.h"

namespace arbiter {

bool Profile::parse(const std::string& text, std::string* error) {
  std::map<std::string, std::string> parsed;
  size_t start = 0;
  while (start <= text.size()) {
    size_t comma = text.find(',', start);
    std::string item = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    if (!item.empty()) {
      size_t eq = item.find('=');
      if (eq == std::string::npos || eq == 0 || eq + 1 == item.size()) {
        if (error) *error = "profile entry \"" + item + "\": expected point=option";
        return false;
      }
      const std::string point = item.substr(0, eq), option = item.substr(eq + 1);
      if (auto [at, fresh] = parsed.emplace(point, option); !fresh) {  // one reading per point: never "the last wins"
        if (error) *error = "point \"" + point + "\" is given twice (" + at->second + ", " + option + "): choose one";
        return false;
      }
    }
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  for (auto& [k, v] : parsed) choices_[k] = v;
  return true;
}

}  // namespace arbiter
