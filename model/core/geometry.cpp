#include "model/core/geometry.h"

#include <stdexcept>

namespace arbiter {

Geometry::Geometry(int files, int ranks, Topology topology)
    : files_(files), ranks_(ranks), topology_(topology), rays_(kSquareSlots) {
  if (files < 1 || files > kMaxFiles || ranks < 1 || ranks > kMaxRanks)
    throw std::invalid_argument("board size out of range 1x1..16x16");
  for (int r = 0; r < ranks_; ++r)
    for (int f = 0; f < files_; ++f) squares_.push_back(make_square(f, r));
  for (Square s : squares_) {
    for (int d = 0; d < 8; ++d) {
      Ray& ray = rays_[s][d];
      Square at = s;
      // On a cylinder a horizontal ray stops before coming back to its start.
      while (ray.length < 15) {
        auto next = step(at, kDirectionDelta[d].first, kDirectionDelta[d].second);
        if (!next || *next == s) break;
        ray.squares[ray.length++] = static_cast<uint8_t>(*next);
        at = *next;
      }
    }
  }
}

int Geometry::add_leaper(const std::vector<std::pair<int, int>>& offsets) {
  std::vector<LeapTargets> table(kSquareSlots);
  for (Square s : squares_) {
    LeapTargets& t = table[s];
    for (auto [df, dr] : offsets) {
      auto to = step(s, df, dr);
      if (!to || *to == s) continue;
      bool seen = false;
      for (int i = 0; i < t.count; ++i) seen = seen || t.squares[i] == *to;
      if (!seen && t.count < t.squares.size()) t.squares[t.count++] = static_cast<uint8_t>(*to);
    }
  }
  leapers_.push_back(std::move(table));
  return static_cast<int>(leapers_.size()) - 1;
}

std::string Geometry::square_name(Square s) const {
  if (s == kNoSquare) return "-";
  std::string name(1, static_cast<char>('a' + file_of(s)));
  name += std::to_string(rank_of(s) + 1);
  return name;
}

std::optional<std::pair<Square, size_t>> Geometry::parse_square_prefix(std::string_view text) const {
  if (text.size() < 2 || text[0] < 'a' || text[0] > 'p') return std::nullopt;
  int file = text[0] - 'a';
  size_t i = 1;
  int rank = 0;
  while (i < text.size() && i <= 2 && text[i] >= '0' && text[i] <= '9') rank = rank * 10 + (text[i++] - '0');
  if (i == 1 || rank < 1 || (i == 3 && text[1] == '0')) return std::nullopt;
  Square s = make_square(file, rank - 1);
  if (rank > kMaxRanks || !contains(s)) return std::nullopt;
  return std::make_pair(s, i);
}

std::optional<Square> Geometry::parse_square(std::string_view text) const {
  auto p = parse_square_prefix(text);
  if (!p || p->second != text.size()) return std::nullopt;
  return p->first;
}

std::vector<std::pair<int, int>> knight_offsets() {
  return {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
}

std::vector<std::pair<int, int>> king_offsets() {
  return {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
}

}  // namespace arbiter
