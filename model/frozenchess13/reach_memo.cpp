// The capture-reach memo (reach_memo.h).
#include "model/frozenchess13/reach_memo.h"

#include <memory>

namespace arbiter::frozenchess13 {

ReachMemo& ReachMemo::local() {
  thread_local std::unique_ptr<ReachMemo> memo = std::make_unique<ReachMemo>();
  return *memo;
}

const SquareSet* ReachMemo::find(const Key& k, const SquareSet& blockers, const SquareSet& walls,
                                 SquareSet* footprint) {
  for (Entry& e : slots_[k.from]) {
    if (!e.used || !same(e.key, k)) continue;
    if ((blockers & e.footprint) != e.blockers || (walls & e.footprint) != e.walls) continue;
    e.used = ++clock_;
    if (footprint) *footprint = e.footprint;
    return &e.reach;
  }
  return nullptr;
}

void ReachMemo::store(const Key& k, const SquareSet& footprint, const SquareSet& blockers, const SquareSet& walls,
                      const SquareSet& reach) {
  Entry* oldest = &slots_[k.from][0];
  for (Entry& e : slots_[k.from])
    if (e.used < oldest->used) oldest = &e;
  *oldest = Entry{k, ++clock_, footprint, blockers & footprint, walls & footprint, reach};
}

}  // namespace arbiter::frozenchess13
