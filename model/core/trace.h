// The rule trace: which clauses acted while an action was applied or a verdict was reached.
// Code names the clause where the rule acts: `if (trace) trace->fire(clause::kCastling);`.
// Clause ids are the catalog's ids (model/<variant>/rules.xml), without the variant prefix.
#pragma once

#include <algorithm>
#include <string_view>
#include <vector>

namespace arbiter {

class Trace {
 public:
  void fire(std::string_view clause) {
    if (std::find(fired_.begin(), fired_.end(), clause) == fired_.end()) fired_.push_back(clause);
  }
  bool fired(std::string_view clause) const {
    return std::find(fired_.begin(), fired_.end(), clause) != fired_.end();
  }
  const std::vector<std::string_view>& clauses() const { return fired_; }
  void clear() { fired_.clear(); }

 private:
  std::vector<std::string_view> fired_;
};

inline void fire(Trace* trace, std::string_view clause) {
  if (trace) trace->fire(clause);
}

}  // namespace arbiter
