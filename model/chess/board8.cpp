// model/chess/board8.h.
#include "model/chess/board8.h"

#include <algorithm>

#include "model/chess/movers.h"

namespace arbiter::chess {

std::shared_ptr<const Board8> Board8::make(const Geometry& g, const Movers& movers) {
  if (g.files() != 8 || g.ranks() != 8 || g.topology() != Topology::kPlain) return nullptr;
  auto b = std::make_shared<Board8>();
  int leapers = 0;
  for (const auto& [id, kinds] : movers.leapers()) leapers = std::max(leapers, id + 1);
  b->leaper_.resize(static_cast<size_t>(leapers));
  for (Square s : g.squares()) {
    int i = index(s);
    for (int d = 0; d < 8; ++d)
      for (uint8_t t : g.ray(s, d).span()) b->ray_[d][i] |= uint64_t{1} << index(t);
    for (const auto& [id, kinds] : movers.leapers())
      for (uint8_t t : g.targets(id, s).span()) b->leaper_[id][i] |= uint64_t{1} << index(t);
  }
  return b;
}

}  // namespace arbiter::chess
