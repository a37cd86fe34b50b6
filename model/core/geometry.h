// Board geometry for every variant: boards from 1x1 to 16x16, files a-p and ranks 1-16.
//
// A square is rank * 16 + file (0..255) whatever the board size, so a square's name never depends on the
// board, and one 256-entry array holds any board. The geometry answers "where does a step land" once, at
// construction, into tables: the 8 rays from every square and the targets of every leaper used by a variant.
// Topology lives in the tables only: a cylindrical board (twentychess cast 16) is the same code with files
// that wrap around. The tables depend on nothing but the board's size, its topology and a leaper's offsets, so
// the process makes each once and every geometry of that board shares it (a corpus run makes tens of thousands
// of variants: building them was a tenth of frozenchess13's runs).
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace arbiter {

using Square = int;  // rank * 16 + file, 0..255; kNoSquare when absent
inline constexpr Square kNoSquare = -1;
inline constexpr int kMaxFiles = 16;
inline constexpr int kMaxRanks = 16;
inline constexpr int kSquareSlots = 256;

constexpr Square make_square(int file, int rank) { return rank * 16 + file; }
constexpr int file_of(Square s) { return s & 15; }
constexpr int rank_of(Square s) { return s >> 4; }

// The eight ray directions, in this order; opposite(d) == d ^ 4.
enum Direction : int { kNorth, kNorthEast, kEast, kSouthEast, kSouth, kSouthWest, kWest, kNorthWest };
inline constexpr std::array<std::pair<int, int>, 8> kDirectionDelta = {
    {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}};  // (file, rank)
constexpr int opposite(int d) { return d ^ 4; }
constexpr bool is_diagonal(int d) { return (d & 1) != 0; }

enum class Topology : uint8_t { kPlain, kCylinder };

// One ray: the squares met walking from a square in one direction, nearest first.
struct Ray {
  uint8_t length = 0;
  std::array<uint8_t, 15> squares{};
  std::span<const uint8_t> span() const { return {squares.data(), length}; }
};

// The targets of one leaper (a fixed set of (file, rank) offsets) from one square.
struct LeapTargets {
  uint8_t count = 0;
  std::array<uint8_t, 16> squares{};
  std::span<const uint8_t> span() const { return {squares.data(), count}; }
};

class Geometry {
 public:
  Geometry(int files, int ranks, Topology topology = Topology::kPlain);

  int files() const { return files_; }
  int ranks() const { return ranks_; }
  Topology topology() const { return topology_; }
  bool contains(Square s) const {
    return s >= 0 && s < kSquareSlots && file_of(s) < files_ && rank_of(s) < ranks_;
  }
  // The square reached by one (df, dr) step, wrapping files on a cylinder; nullopt off the board.
  std::optional<Square> step(Square from, int df, int dr) const {  // inline: the riders' inner loop
    int f = file_of(from) + df;
    const int r = rank_of(from) + dr;
    if (topology_ == Topology::kCylinder) f = ((f % files_) + files_) % files_;
    if (f < 0 || f >= files_ || r < 0 || r >= ranks_) return std::nullopt;
    return make_square(f, r);
  }

  const Ray& ray(Square from, int direction) const { return (*rays_)[from][direction]; }

  // Registers a leaper given by its offsets (symmetric or not) and returns its id for targets().
  int add_leaper(const std::vector<std::pair<int, int>>& offsets);
  const LeapTargets& targets(int leaper, Square from) const { return (*leapers_[leaper])[from]; }

  // Every square of the board, a1 first, rank by rank.
  const std::vector<Square>& squares() const { return squares_; }

  std::string square_name(Square s) const;
  // Parses a square name ("a1", "p16") at the start of text; returns the square and the characters used.
  std::optional<std::pair<Square, size_t>> parse_square_prefix(std::string_view text) const;
  std::optional<Square> parse_square(std::string_view text) const;

 private:
  int files_;
  int ranks_;
  Topology topology_;
  std::vector<Square> squares_;
  using Rays = std::vector<std::array<Ray, 8>>;
  using Leaper = std::vector<LeapTargets>;
  std::shared_ptr<const Rays> rays_;  // shared by the geometries of one board (geometry.cpp)
  std::vector<std::shared_ptr<const Leaper>> leapers_;
};

// Calls f(square) for each square of the (2r+1)x(2r+1) box centred on `centre` that is on the board, the centre
// included, file by file (an explosion takes its victims in this order). "3x3" is radius 1: the radius comes
// from the document's size (ChosenOptions::radius).
template <typename F>
void for_each_in_box(const Geometry& g, Square centre, int radius, F&& f) {
  for (int df = -radius; df <= radius; ++df)
    for (int dr = -radius; dr <= radius; ++dr)
      if (const auto s = g.step(centre, df, dr)) f(*s);
}
// The same without the centre: the squares "nearby" a unit.
template <typename F>
void for_each_around(const Geometry& g, Square centre, int radius, F&& f) {
  for_each_in_box(g, centre, radius, [&](Square s) {
    if (s != centre) f(s);
  });
}

// Offsets of the common leapers.
std::vector<std::pair<int, int>> knight_offsets();
std::vector<std::pair<int, int>> king_offsets();

}  // namespace arbiter
