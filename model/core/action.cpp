#include "model/core/action.h"

namespace arbiter {

void Action::push_path(Square s) {
  if (inline_length < kInlinePath && !tail) {
    inline_path[inline_length++] = static_cast<uint8_t>(s);
    return;
  }
  auto t = std::make_shared<ActionTail>(tail ? *tail : ActionTail{});
  t->squares.push_back(static_cast<uint8_t>(s));
  tail = std::move(t);
}

void Action::push_path(const uint8_t* squares, int n) {
  int i = 0;
  for (; i < n && inline_length < kInlinePath && !tail; ++i) inline_path[inline_length++] = squares[i];
  if (i == n) return;
  auto t = std::make_shared<ActionTail>(tail ? *tail : ActionTail{});
  t->squares.insert(t->squares.end(), squares + i, squares + n);
  tail = std::move(t);
}

void Action::set_plan(std::vector<Action> plan) {
  auto t = std::make_shared<ActionTail>(tail ? *tail : ActionTail{});
  t->plan = std::move(plan);
  if (t->squares.empty() && t->plan.empty()) tail.reset();
  else tail = std::move(t);
}

bool Action::same(const Action& o) const {
  if (!(type == o.type && from == o.from && to == o.to && kind == o.kind && ability == o.ability &&
        inline_length == o.inline_length && inline_path == o.inline_path))
    return false;
  if (tail == o.tail) return true;
  static const ActionTail kEmpty;
  const ActionTail& a = tail ? *tail : kEmpty;
  const ActionTail& b = o.tail ? *o.tail : kEmpty;
  if (a.squares != b.squares || a.plan.size() != b.plan.size()) return false;
  for (size_t i = 0; i < a.plan.size(); ++i)
    if (!a.plan[i].same(b.plan[i])) return false;
  return true;
}

}  // namespace arbiter
