// Skip lists: the scenarios an implementer chooses not to run against their engine (conform --skip FILE),
// by scenario id, one a line: `castling.through-check`, or qualified by variant `chess/castling.through-check`;
// `#` starts a comment (a whole line, or after the id). Those scenarios are reported SKIP, reason "skip list".
#pragma once

#include <map>
#include <string>

#include "model/core/result.h"

namespace arbiter {

struct SkipList {
  std::string file;
  std::map<std::string, int> ids;  // id as written -> its line

  // The line that lists the scenario (by `variant/id` or by `id`), 0 when it is not listed.
  int line_of(const std::string& variant, const std::string& id) const;
};

// Reads a skip list: an error "file:line: what" for an unreadable file or a line that is not one id.
Result<SkipList> load_skip_list(const std::string& path);

}  // namespace arbiter
