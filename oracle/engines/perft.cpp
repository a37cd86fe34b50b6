#include "oracle/engines/perft.h"

#include <cassert>

#include "model/core/notation.h"

namespace arbiter {
namespace {

// One list and one position per depth, kept across the nodes: assigning a position reuses its storage.
struct PerftBuffers {
  std::vector<ActionList> lists;
  std::vector<Position> positions;
  PerftBuffers(const Position& pos, int depth)
      : lists(static_cast<size_t>(depth > 0 ? depth + 1 : 1)), positions(lists.size(), pos) {}
};

uint64_t perft_at(const Variant& v, const Position& pos, int depth, PerftBuffers& buffers) {
  if (depth <= 0) return 1;
  if (depth == 1) return v.count_legal(pos);
  ActionList& list = buffers.lists[depth];
  v.legal_actions(pos, list);
  Position& next = buffers.positions[depth];
  uint64_t nodes = 0;
  for (const Action& a : list) {
    next = pos;
    v.apply(next, a, nullptr);
    nodes += perft_at(v, next, depth - 1, buffers);
  }
  return nodes;
}

}  // namespace

std::optional<int> parse_perft_depth(const std::string& text) {
  if (text.empty() || text.size() > 2) return std::nullopt;
  int depth = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    depth = depth * 10 + (c - '0');
  }
  if (depth < 1 || depth > kMaxPerftDepth) return std::nullopt;
  return depth;
}

uint64_t perft(const Variant& v, const Position& pos, int depth) {
  assert(depth <= kMaxPerftDepth);
  PerftBuffers buffers(pos, depth);
  return perft_at(v, pos, depth, buffers);
}

std::vector<DivideEntry> divide(const Variant& v, const Position& pos, int depth) {
  std::vector<DivideEntry> out;
  if (depth < 1) return out;
  assert(depth <= kMaxPerftDepth);
  ActionList root;
  v.legal_actions(pos, root);
  PerftBuffers buffers(pos, depth);
  for (const Action& a : root) {
    Position next = pos;
    v.apply(next, a, nullptr);
    out.push_back({action_text(v, a), perft_at(v, next, depth - 1, buffers)});
  }
  return out;
}

}  // namespace arbiter
