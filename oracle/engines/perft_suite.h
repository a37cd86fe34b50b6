// The published perft tables (fixtures/perft.txt), read by one generic test and by `arbiter perft --suite`.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/core/result.h"

namespace arbiter {

struct PerftCase {
  std::string variant;
  std::string name;
  std::string fen;
  struct Depth {
    int depth;
    uint64_t nodes;
    bool in_ci;
  };
  std::vector<Depth> depths;
  int line;
  std::string profile;  // interpretation options, "point=option,..." ("" for none)
};

Result<std::vector<PerftCase>> load_perft_table(const std::string& path);
std::string default_perft_table();  // the bundled fixtures/perft.txt

}  // namespace arbiter
