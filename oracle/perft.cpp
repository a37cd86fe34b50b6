#include "oracle/perft.h"

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

uint64_t perft(const Variant& v, const Position& pos, int depth) {
  PerftBuffers buffers(pos, depth);
  return perft_at(v, pos, depth, buffers);
}

std::vector<DivideEntry> divide(const Variant& v, const Position& pos, int depth) {
  std::vector<DivideEntry> out;
  if (depth < 1) return out;
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
