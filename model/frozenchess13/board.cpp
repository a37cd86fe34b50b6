// The Board's threats and protection (board.h states the readings).
#include "model/frozenchess13/board.h"

#include <atomic>
#include <memory>

namespace arbiter::frozenchess13 {

namespace {
std::atomic<uint64_t> next_serial{1};
}  // namespace

Board::Board(Geometry& g, Movement::Params movement, Params params)
    : g_(&g), movement_(g, movement), p_(params), serial_(next_serial++) {}

Ranges Board::ranges(const Position& p, Square s) const { return range_ ? range_->ranges(p, s) : Ranges{}; }

bool Board::threatened_by(const Threats& t, Square s, Kind kind, Side by) const {
  if (immortal(kind)) return false;
  uint16_t mask = t.reach[index(by)][s];
  if (!kind_immunity_exempt(kind)) mask &= static_cast<uint16_t>(~kind_bit(kind));  // kind-immunity.no-engage
  return mask != 0;
}

bool Board::threatened(const Position& p, Square s) const {
  if (p.empty(s)) return false;
  Piece u = p.at(s);
  return threatened_by(threats(p), s, u.kind(), ~u.side());
}

const Threats& Board::threats(const Position& p) const {
  // A small per-thread cache of the last positions asked: generation, checks and the verdict ask the same
  // position many times in a row.
  constexpr int kSlots = 8;
  thread_local std::unique_ptr<std::array<Threats, kSlots>> cache;
  thread_local int next = 0;
  if (!cache) cache = std::make_unique<std::array<Threats, kSlots>>();
  const uint64_t key = p.hash() ^ (static_cast<uint64_t>(p.side_to_move() == Side::kBlack) << 63);
  for (Threats& t : *cache)
    if (t.owner == serial_ && t.key == key) return t;
  Threats& t = (*cache)[next];
  next = (next + 1) % kSlots;
  compute(p, t);
  t.key = key;
  t.owner = serial_;
  return t;
}

void Board::compute(const Position& p, Threats& t) const {
  for (auto& side : t.reach) side.fill(0);
  t.guards.fill(0);
  t.all_guards.fill(0);
  t.lenders.fill(0);
  struct Reacher {
    Square at;
    Piece piece;
    SquareSet reach;
  };
  std::array<Reacher, kSquareSlots> units;
  int n = 0;
  p.occupied().for_each([&](Square s) {
    Piece u = p.at(s);
    if (u.side() == Side::kNeutral || cannot_capture(u.kind()) || !active(p, s)) return;
    SquareSet reach = movement_.capture_reach(p, s, u.kind(), u.side(), ranges(p, s));
    reach.for_each([&](Square q) { t.reach[index(u.side())][q] |= kind_bit(u.kind()); });
    units[n++] = {s, u, reach};
  });
  for (int i = 0; i < n; ++i) {
    const Reacher& r = units[i];
    const Kind k = r.piece.kind();
    if (k == kPawn) continue;
    (r.reach & p.occupied(r.piece.side())).for_each([&](Square q) {
      if (q != r.at) ++t.all_guards[q];
    });
    if (threatened_by(t, r.at, k, ~r.piece.side())) continue;  // empower.unthreatened, guards.unthreatened
    (r.reach & p.occupied(r.piece.side())).for_each([&](Square q) {
      if (q == r.at) return;
      ++t.guards[q];
      if (k == kKing) return;  // empower.kings-pawns: kings never empower
      if (t.lenders[q]++ == 0) t.lender[q] = static_cast<uint8_t>(r.at);
    });
  }
}

std::vector<Square> Board::checkers(const Position& p, Side side, bool first) const {
  std::vector<Square> out;
  const Square king = p.royal(side);
  if (king == kNoSquare) return out;
  const Side enemy = ~side;
  p.occupied(enemy).for_each([&](Square s) {
    if (first && !out.empty()) return;
    Piece u = p.at(s);
    if (cannot_capture(u.kind()) || !active(p, s)) return;
    if (movement_.capture_reach(p, s, u.kind(), enemy, ranges(p, s)).contains(king)) out.push_back(s);
  });
  return out;
}

bool Board::guarded(const Position& p, Square s) const {
  if (p.empty(s) || p.at(s).kind() == kKing) return false;  // guards.no-king
  return threats(p).guards[s] >= 2;
}

Kind Board::empowerment(const Position& p, Square s) const {
  if (p.empty(s)) return kNoKind;
  const Kind k = p.at(s).kind();
  if (k == kKing || k == kPawn) return kNoKind;  // empower.kings-pawns
  const Threats& t = threats(p);
  if (t.guards[s] >= 2 || t.lenders[s] != 1) return kNoKind;  // guards.not-empowered; empower.protected-by-one
  return p.at(t.lender[s]).kind();
}

}  // namespace arbiter::frozenchess13
