// Movement's tables and the capture reach (movement.h).
#include "model/frozenchess13/movement.h"

#include <atomic>
#include <map>
#include <mutex>
#include <tuple>
#include <utility>
#include <vector>

#include "model/frozenchess13/reach_memo.h"

namespace arbiter::frozenchess13 {
namespace {

using Offsets = std::vector<std::pair<int, int>>;

Offsets symmetric(std::initializer_list<std::pair<int, int>> base) {
  Offsets out;
  for (auto [a, b] : base)
    for (int sa : {1, -1})
      for (int sb : {1, -1})
        for (bool swap : {false, true}) {
          std::pair<int, int> o = swap ? std::pair{sb * b, sa * a} : std::pair{sa * a, sb * b};
          bool seen = false;
          for (auto q : out) seen |= q == o;
          if (!seen) out.push_back(o);
        }
  return out;
}

}  // namespace

uint64_t Movement::next_serial() {
  static std::atomic<uint64_t> serial{1};
  return serial++;
}

Movement::Movement(Geometry& g, Params params)
    : g_(&g), p_(params), serial_(next_serial()), occupancy_(&Occupancy::standing_only()) {
  static std::mutex made_mutex;
  static std::map<std::tuple<int, int, Topology>, std::shared_ptr<const Footprints>> made;
  std::lock_guard<std::mutex> lock(made_mutex);
  std::shared_ptr<const Footprints>& shared = made[{g.files(), g.ranks(), g.topology()}];
  if (!shared) {
    auto f = std::make_shared<Footprints>();
    for (Square s = 0; s < kSquareSlots; ++s) {
      if (!g.contains(s)) continue;
      for (int turn = 0; turn < 4; ++turn) {
        const auto [af, ar] = kAims[turn];
        for (int side_step : {-1, 1})
          if (auto c = g.step(s, af + side_step * ar, ar + side_step * af)) f->pawn_captures[turn][s].insert(*c);
      }
    }
    shared = std::move(f);
  }
  footprints_ = shared;
  knight_ = g.add_leaper(knight_offsets());
  king_ = g.add_leaper(king_offsets());
  // jester.move-reading = diag-2-3-plus-forward-step: (2,2), (3,3), then one step along the diagonal's rank
  // direction: (2,3), (3,4); in all four diagonals.
  Offsets jester;
  for (int sf : {1, -1})
    for (int sr : {1, -1})
      for (auto [f, r] : {std::pair{2, 2}, {3, 3}, {2, 3}, {3, 4}}) jester.push_back({sf * f, sr * r});
  jester_ = g.add_leaper(jester);
  Offsets chancellor = king_offsets();
  for (auto o : symmetric({{2, 2}})) chancellor.push_back(o);
  chancellor_ = g.add_leaper(chancellor);
  frog_ = g.add_leaper(symmetric({{2, 2}, {3, 3}, {3, 0}}));
  frog_short_ = g.add_leaper(symmetric({{1, 1}, {1, 0}, {2, 0}}));
  Offsets assassin = knight_offsets();
  for (auto o : symmetric({{3, 0}})) assassin.push_back(o);
  assassin_ = g.add_leaper(assassin);
  assassin_short_ = g.add_leaper(symmetric({{1, 0}, {2, 0}}));
  Offsets dragon = knight_offsets();
  for (auto o : symmetric({{2, 0}})) dragon.push_back(o);
  dragon_ = g.add_leaper(dragon);
  crossbow_ = g.add_leaper(symmetric({{2, 2}}));
  orth_step_ = g.add_leaper(symmetric({{1, 0}}));
  forward_diagonal_[index(Side::kWhite)] = g.add_leaper({{1, 1}, {-1, 1}});
  forward_diagonal_[index(Side::kBlack)] = g.add_leaper({{1, -1}, {-1, -1}});
}

// Mirror reflection on the square `at`, moving diagonally in `dir` toward an obstacle: the component that
// meets an obstacle flips; both or neither (a lone unit hit corner-on, an inner corner): the ride reverses.
int Movement::reflect(const Position& pos, Square origin, Square at, int dir) const {
  const auto [df, dr] = kDirectionDelta[dir];
  const int f = file_of(at), r = rank_of(at);
  const bool side_file = blocked(pos, origin, f + df, r);  // the square beside, along the file step
  const bool side_rank = blocked(pos, origin, f, r + dr);
  int nf = df, nr = dr;
  if (side_file && !side_rank) nf = -df;
  else if (side_rank && !side_file) nr = -dr;
  else nf = -df, nr = -dr;
  for (int d = 0; d < 8; ++d)
    if (kDirectionDelta[d] == std::pair{nf, nr}) return d;
  return opposite(dir);
}

std::optional<Route> Movement::route_of(const Position& pos, const Action& a, Kind kind, Side side,
                                       const Ranges& ranges, bool bare) const {
  std::optional<Route> found;
  routes(
      pos, a.from, kind, side, ranges,
      [&](const Route& r) {
        if (r.to != a.to || r.turns != a.path_size()) return;
        for (int i = 0; i < r.turns; ++i)
          if (r.turn_at[i] != a.path_at(i)) return;
        // A bare listing may find the route twice (through a pit or over it): keep an open one.
        if (!found || (found->blocked_by != GroundBlock::kOpen && r.blocked_by == GroundBlock::kOpen)) found = r;
      },
      bare);
  return found;
}

Movement::ReachInputs Movement::reach_inputs(const Position& pos) const {
  ReachInputs in;
  in.blockers = occupancy_->blockers(pos, Layer::kStanding);
  if (ground_.wall >= 0) in.walls = pos.marked(ground_.wall);
  in.uneven = ground_.uneven(pos);
  in.distracted = ground_.any_distract(pos);
  // Each marked square's value mixed with its square and its plane (splitmix64's finaliser).
  auto mix = [](uint64_t h, uint64_t v) {
    h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9ULL;
    h = (h ^ (h >> 27)) * 0x94d049bb133111ebULL;
    return h ^ (h >> 31);
  };
  if (in.uneven) {
    pos.marked(ground_.level).for_each([&](Square s) { in.terrain = mix(in.terrain, (uint64_t{1} << 40) | (static_cast<uint64_t>(s) << 20) | static_cast<uint16_t>(ground_.level_of(pos, s))); });
  }
  if (in.distracted)
    pos.marked(ground_.distract).for_each([&](Square s) {
      in.terrain = mix(in.terrain, (uint64_t{2} << 40) | (static_cast<uint64_t>(s) << 20) | static_cast<uint16_t>(pos.attribute(ground_.distract, s)));
    });
  return in;
}

SquareSet Movement::remembered_reach(const Position& pos, Square from, Kind kind, Side side, const Ranges& ranges,
                                     const ReachInputs& in, SquareSet* footprint) const {
  const bool rider = rides(kind, Line::kDiagonal) || rides(kind, Line::kOrthogonal);
  ReachMemo::Key key;
  key.owner = serial_;
  key.from = from;
  key.kind = kind;
  key.side = side;
  key.terrain = in.terrain;
  if (rider) {
    key.diagonal = static_cast<int16_t>(ranges.diagonal);
    key.orthogonal = static_cast<int16_t>(ranges.orthogonal);
  }
  ReachMemo& memo = ReachMemo::local();
  if (const SquareSet* known = memo.find(key, in.blockers, in.walls, footprint)) return *known;
  SquareSet read;  // the footprint: the squares whose units and walls the computation read
  SquareSet reach;
  {
    ReadRecorder record(read);
    reach = capture_reach_fresh(pos, from, kind, side, ranges);
  }
  memo.store(key, read, in.blockers, in.walls, reach);
  if (footprint) *footprint = read;
  return reach;
}

SquareSet Movement::capture_reach_fresh(const Position& pos, Square from, Kind kind, Side side,
                                        const Ranges& ranges) const {
  SquareSet out;
  if (p_.types.cannot_capture(kind)) return out;
  const int fwd = forward(side);
  if (kind == kPawn) return pawn_capture_reach(pos, from, side);
  if (kind == kCannon) {  // forward 1 to 3 squares over empty squares (cannon.capture); a wall stops the shot
    for (int df : {-1, 0, 1}) {
      std::optional<Square> s = from;
      for (int k = 0, n = p_.cannon_reach(df); k < n; ++k) {
        s = g_->step(*s, df, fwd);
        if (!s || ground_.walled(pos, *s)) break;
        out.insert(*s);
        if (unit_on(pos, *s)) break;
      }
    }
    return out;
  }
  // Steps and leaps (the rides, with no range, add nothing), then the rides.
  routes(pos, from, kind, side, Ranges{0, 0}, [&](const Route& r) {
    if (r.may_capture) out.insert(r.to);
  });
  const bool uneven = ground_.uneven(pos);
  if (ground_.walled(pos, from)) return out;  // on a wall (wall_climb.cpp): a ride's first step is a wall or off it
  for (Line line : {Line::kDiagonal, Line::kOrthogonal}) {
    if (!rides(kind, line)) continue;
    if (!uneven) {
      reach_ride(pos, from, line, ranges.of(line), side, out);
      continue;
    }
    // On uneven ground a ride's squares depend on its path's level too: every route, one by one.
    ride(pos, Walk{from, ground_.level_of(pos, from), false, true, false, side}, line, ranges.of(line), [&](const Route& r) { out.insert(r.to); });
  }
  out.erase(from);  // a ride may cross its start square, never end there (bounce.self-crossing)
  return out;
}

void Movement::reach_ride(const Position& pos, Square from, Line line, int range, Side side, SquareSet& out) const {
  // The best range left seen per (square, direction) in this call: stamped per call, never cleared.
  thread_local std::array<int16_t, kSquareSlots * 8> best;
  thread_local std::array<uint32_t, kSquareSlots * 8> stamp{};
  thread_local uint32_t epoch = 0;
  if (++epoch == 0) {
    stamp.fill(0);
    epoch = 1;
  }
  struct Segment {
    Square at;
    int dir;
    int left;
  };
  std::array<Segment, 512> stack;
  int top = 0;
  for (int d = line == Line::kDiagonal ? 1 : 0; d < 8; d += 2) stack[top++] = {from, d, range};
  while (top > 0) {
    const Segment seg = stack[--top];
    const int key = seg.at * 8 + seg.dir;
    if (stamp[key] == epoch && best[key] >= seg.left) continue;
    stamp[key] = epoch;
    best[key] = static_cast<int16_t>(seg.left);
    const auto [df, dr] = kDirectionDelta[seg.dir];
    Square cur = seg.at;
    int left = seg.left, steps = 0, deflected = -1;
    while (left > 0) {
      const int nf = file_of(cur) + df, nr = rank_of(cur) + dr;
      if (nf < 0 || nr < 0 || nf >= g_->files() || nr >= g_->ranks()) break;
      const Square next = make_square(nf, nr);
      if (ground_.walled(pos, next)) {  // never entered; bounced off unless only edges reflect
        if (!p_.bounce_off_units) left = 0;
        break;
      }
      if (next != from && unit_on(pos, next)) {
        out.insert(next);
        if (!p_.bounce_off_units) left = 0;
        break;
      }
      cur = next;
      --left;
      ++steps;
      out.insert(cur);
      if (const int turned = ground_.deflect(pos, cur, seg.dir, side, g_->files(), g_->ranks()); turned != seg.dir) {
        deflected = turned;  // a Distract square turns the ride (jester.distract)
        break;
      }
    }
    if (deflected >= 0) {
      if (left > 0 && top < static_cast<int>(stack.size())) stack[top++] = {cur, deflected, left};
      continue;
    }
    if (left == 0 || steps == 0 || top + 2 > static_cast<int>(stack.size())) continue;
    if (is_diagonal(seg.dir)) {
      stack[top++] = {cur, reflect(pos, from, cur, seg.dir), left};
    } else {
      stack[top++] = {cur, (seg.dir + 2) & 7, left};
      stack[top++] = {cur, (seg.dir + 6) & 7, left};
    }
  }
}

}  // namespace arbiter::frozenchess13
