// Perft: the number of leaf nodes of the legal-move tree to a depth, the standard test of a move generator.
// Counts in bulk at depth 1 (the size of the legal list), as Stockfish does; no hash table.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "model/core/variant.h"

namespace arbiter {

uint64_t perft(const Variant& variant, const Position& pos, int depth);

struct DivideEntry {
  std::string move;  // canonical move text
  uint64_t nodes;
};
// Perft per root move, in the order of the legal list; the entries sum to perft(depth).
std::vector<DivideEntry> divide(const Variant& variant, const Position& pos, int depth);

}  // namespace arbiter
