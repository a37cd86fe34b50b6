#include "oracle/perft.h"

#include "model/core/notation.h"

namespace arbiter {
namespace {

uint64_t perft_at(const Variant& v, const Position& pos, int depth, std::vector<ActionList>& lists) {
  if (depth <= 0) return 1;
  if (depth == 1) return v.count_legal(pos);
  ActionList& list = lists[depth];
  v.legal_actions(pos, list);
  uint64_t nodes = 0;
  for (const Action& a : list) {
    Position next = pos;
    v.apply(next, a, nullptr);
    nodes += perft_at(v, next, depth - 1, lists);
  }
  return nodes;
}

}  // namespace

uint64_t perft(const Variant& v, const Position& pos, int depth) {
  std::vector<ActionList> lists(static_cast<size_t>(depth > 0 ? depth + 1 : 1));
  return perft_at(v, pos, depth, lists);
}

std::vector<DivideEntry> divide(const Variant& v, const Position& pos, int depth) {
  std::vector<DivideEntry> out;
  if (depth < 1) return out;
  ActionList root;
  v.legal_actions(pos, root);
  std::vector<ActionList> lists(static_cast<size_t>(depth + 1));
  for (const Action& a : root) {
    Position next = pos;
    v.apply(next, a, nullptr);
    out.push_back({action_text(v, a), perft_at(v, next, depth - 1, lists)});
  }
  return out;
}

}  // namespace arbiter
