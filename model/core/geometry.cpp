#include "model/core/geometry.h"

#include <map>
#include <mutex>
#include <stdexcept>
#include <tuple>

namespace arbiter {

namespace {

// The tables made so far, by board and leaper, for the whole process (geometry.h); never dropped: a process
// meets a few boards and a few dozen leapers.
struct Tables {
  std::mutex mutex;
  std::map<std::tuple<int, int, Topology>, std::shared_ptr<const void>> rays;
  std::map<std::tuple<int, int, Topology, std::vector<std::pair<int, int>>>, std::shared_ptr<const void>> leapers;
  static Tables& get() {
    static Tables tables;
    return tables;
  }
};

// The table under key in map, made by make() the first time.
template <class T, class Map, class Key, class Make>
std::shared_ptr<const T> shared_table(Map& map, Key key, Make&& make) {
  Tables& tables = Tables::get();
  std::lock_guard<std::mutex> lock(tables.mutex);
  auto [it, fresh] = map.try_emplace(std::move(key));
  if (fresh) it->second = std::make_shared<const T>(make());
  return std::static_pointer_cast<const T>(it->second);
}

}  // namespace

Geometry::Geometry(int files, int ranks, Topology topology) : files_(files), ranks_(ranks), topology_(topology) {
  if (files < 1 || files > kMaxFiles || ranks < 1 || ranks > kMaxRanks)
    throw std::invalid_argument("board size out of range 1x1..16x16");
  for (int r = 0; r < ranks_; ++r)
    for (int f = 0; f < files_; ++f) squares_.push_back(make_square(f, r));
  rays_ = shared_table<Rays>(Tables::get().rays, std::make_tuple(files, ranks, topology), [&] {
    Rays rays(kSquareSlots);
    for (Square s : squares_) {
      for (int d = 0; d < 8; ++d) {
        Ray& ray = rays[s][d];
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
    return rays;
  });
}

int Geometry::add_leaper(const std::vector<std::pair<int, int>>& offsets) {
  leapers_.push_back(shared_table<Leaper>(Tables::get().leapers, std::make_tuple(files_, ranks_, topology_, offsets), [&] {
    Leaper table(kSquareSlots);
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
    return table;
  }));
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
