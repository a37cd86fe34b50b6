#include "model/chess/movers.h"

#include <algorithm>

namespace arbiter::chess {

void Movers::add(Geometry& g, Kind kind, uint8_t slides, const std::vector<std::pair<int, int>>& offsets, bool pawn) {
  Mover& m = movers_[kind];
  m.slides = slides;
  m.pawn = pawn;
  uint64_t bit = uint64_t{1} << kind;
  if (slides & kDiagonal) diagonal_riders_ |= bit;
  if (slides & kOrthogonal) orthogonal_riders_ |= bit;
  if (pawn) pawns_ |= bit;
  if (offsets.empty()) return;
  auto sorted = offsets;
  std::sort(sorted.begin(), sorted.end());
  auto known = std::find_if(leaper_ids_.begin(), leaper_ids_.end(), [&](const auto& e) { return e.first == sorted; });
  int id = known != leaper_ids_.end() ? known->second : g.add_leaper(sorted);
  if (known == leaper_ids_.end()) leaper_ids_.emplace_back(sorted, id);
  m.leaper = id;
  auto entry = std::find_if(leapers_.begin(), leapers_.end(), [&](const auto& e) { return e.first == id; });
  if (entry == leapers_.end()) leapers_.emplace_back(id, bit);
  else entry->second |= bit;
}

}  // namespace arbiter::chess
