// Perft: the number of leaf nodes of the legal-move tree to a depth, the standard test of a move generator.
// Counts in bulk at depth 1 (the size of the legal list), as Stockfish does; no hash table.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/core/variant.h"

namespace arbiter {

// The deepest perft any command runs (arbiter perft --depth, uci's go perft): its buffers grow with the depth,
// and past it no count would end in a lifetime on any variant here.
inline constexpr int kMaxPerftDepth = 20;
// The depth a text names: a whole number from 1 to kMaxPerftDepth, nothing after it; nullopt otherwise.
std::optional<int> parse_perft_depth(const std::string& text);

// depth at most kMaxPerftDepth (callers check: parse_perft_depth).
uint64_t perft(const Variant& variant, const Position& pos, int depth);

struct DivideEntry {
  std::string move;  // canonical move text
  uint64_t nodes;
};
// Perft per root move, in the order of the legal list; the entries sum to perft(depth).
std::vector<DivideEntry> divide(const Variant& variant, const Position& pos, int depth);

}  // namespace arbiter
