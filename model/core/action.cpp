#include "model/core/action.h"

#include "model/core/zobrist.h"

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
        actor == o.actor && target == o.target && inline_length == o.inline_length && inline_path == o.inline_path))
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

uint64_t action_digest(const Action& a) {
  uint64_t h = zobrist::mix(0x7a00000000000000ULL ^ (uint64_t(a.type) << 48) ^ (uint64_t(a.from) << 40) ^
                            (uint64_t(a.to) << 32) ^ (uint64_t(a.kind) << 24) ^ (uint64_t(a.ability) << 16) ^
                            (uint64_t(a.actor.code) << 8) ^ a.target.code);
  for (int i = 0; i < a.path_size(); ++i) h = zobrist::mix(h ^ (0x100u + static_cast<uint64_t>(a.path_at(i))));
  for (const Action& step : a.plan()) h = zobrist::mix(h ^ 0x7b00000000000000ULL ^ action_digest(step));
  return h;
}

}  // namespace arbiter
