// The capture-reach memo (reach_memo.h).
#include "model/frozenchess13/reach_memo.h"

#include <memory>

namespace arbiter::frozenchess13 {

SquareSet dilate(const SquareSet& s) {
  // Square f + 16 r is bit f + 16 r of the 256: a file step shifts by 1 (masking the files that would wrap
  // to the next rank), a rank step by 16 across the four words.
  constexpr uint64_t kFirstFile = 0x0001000100010001ULL, kLastFile = 0x8000800080008000ULL;
  std::array<uint64_t, 4> w{}, h{}, out{};
  for (int i = 0; i < 4; ++i) w[i] = s.word(i);
  for (int i = 0; i < 4; ++i) h[i] = w[i] | ((w[i] << 1) & ~kFirstFile) | ((w[i] >> 1) & ~kLastFile);
  for (int i = 0; i < 4; ++i) {
    out[i] = h[i] | (h[i] << 16) | (h[i] >> 16);
    if (i > 0) out[i] |= h[i - 1] >> 48;  // the last rank of the word below
    if (i < 3) out[i] |= h[i + 1] << 48;  // the first rank of the word above
  }
  return SquareSet::from_words(out);
}

ReachMemo& ReachMemo::local() {
  thread_local std::unique_ptr<ReachMemo> memo = std::make_unique<ReachMemo>();
  return *memo;
}

const SquareSet* ReachMemo::find(const Key& k, const SquareSet& blockers, const SquareSet& walls) {
  for (Entry& e : slots_[k.from]) {
    if (!e.used || !same(e.key, k)) continue;
    if ((blockers & e.footprint) != e.blockers || (walls & e.footprint) != e.walls) continue;
    e.used = ++clock_;
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
