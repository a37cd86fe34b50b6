// The Board's threats and protection (board.h states the readings).
#include "model/frozenchess13/board.h"

#include <algorithm>
#include <atomic>
#include <cassert>
#include <memory>
#include <stdexcept>

#include "model/core/mechanic_variant.h"
#include "model/frozenchess13/clauses.h"

namespace arbiter::frozenchess13 {

namespace {
std::atomic<uint64_t> next_serial{1};
}  // namespace

std::span<const PieceKind> frozenchess13_army() {
  static const std::vector<PieceKind> army = {
      {kPawn, 'P', "pawn"},       {kRook, 'R', "rook"},         {kKnight, 'L', "knight"},        {kBishop, 'B', "bishop"},
      {kQueen, 'Q', "queen"},     {kKing, 'K', "king"},         {kJester, 'J', "jester"},        {kChancellor, 'C', "chancellor"},
      {kTemplar, 'T', "templar"}, {kDragon, 'D', "dragon"},     {kFrog, 'F', "frog"},            {kNightrider, 'N', "nightrider"},
      {kAssassin, 'A', "assassin"}, {kCrossbowman, 'X', "crossbowman"}, {kCannon, 'O', "cannon"}};
  return army;
}

Board::Board(Geometry& g, Movement::Params movement, Params params)
    : g_(&g), movement_(g, movement), p_(params), serial_(next_serial++) {}

void Board::connect(const MechanicVariant& variant) {
  const std::vector<const RangeSource*> ranges = variant.implementing<RangeSource>();
  assert(ranges.size() <= 1);
  range_ = ranges.empty() ? nullptr : ranges.front();
  range_modifiers_ = variant.implementing<RangeModifier>();
  move_listeners_ = variant.implementing<MoveListener>();
  paralysis_ = variant.implementing<ParalysisSource>();
  listeners_ = variant.implementing<CaptureListener>();
  vetoes_ = variant.implementing<ProtectionVeto>();
  check_sources_ = variant.implementing<CheckSource>();
  lenders_ = variant.implementing<MovementLender>();
  auras_ = variant.implementing<Aura>();
  if (auras_.size() > static_cast<size_t>(kMaxAuras)) throw std::logic_error("frozenchess13: more auras than kMaxAuras");
  aura_kinds_ = KindSet32{};
  for (const Aura* a : auras_) a->sources().for_each([&](Kind k) { aura_kinds_.insert(k); });
  occupancy_ = &variant.occupancy();
  movement_.set_occupancy(variant.occupancy());
}

Ranges Board::ranges(const Position& p, Square s) const {
  Ranges r = range_ ? range_->ranges(p, s) : Ranges{};
  for (const RangeModifier* m : range_modifiers_) m->modify(p, s, r);
  return r;
}

bool Board::threatened_by(const Threats& t, Square s, Kind kind, Side by) const {
  if (immortal(kind)) return false;
  const KindSet32 reached = t.reach[index(by)][s];
  return kind_immunity_exempt(kind) ? !reached.empty() : reached.any_but(kind);  // kind-immunity.no-engage
}

bool Board::threatened(const Position& p, Square s) const {
  if (p.empty(s)) return false;
  Piece u = p.at(s);
  return threatened_by(threats(p), s, u.kind(), ~u.side());
}

bool Board::withheld(const Position& p, Square s) const {
  for (const ProtectionVeto* v : vetoes_)
    if (v->withholds(p, s)) return true;
  return false;
}

bool Board::in_reach(const Position& p, Square s) const {
  // Both halves whole and kept: the next generation on this position needs both (protection).
  for (Side side : {p.side_to_move(), ~p.side_to_move()})
    if (!side_threats(p, side).reach[index(side)][s].empty()) return true;
  return false;
}

const Threats& Board::threats(const Position& p) const {
  Threats& t = entry(p);
  if (!t.complete) {
    for (Side side : {Side::kWhite, Side::kBlack})
      if (!(t.sides & (1u << index(side)))) compute_side(p, side, t, kNoSquare);
    compute_protection(p, t);
  }
  return t;
}

Threats& Board::side_threats(const Position& p, Side side) const {
  Threats& t = entry(p);
  if (!(t.sides & (1u << index(side)))) compute_side(p, side, t, kNoSquare);
  return t;
}

Threats& Board::entry(const Position& p) const {
  // A small per-thread cache of the positions asked last: generation, checks and the verdict ask the same
  // position many times in a row, and a listing's candidates ask their own positions in between.
  constexpr int kSlots = 8;
  thread_local std::unique_ptr<std::array<Threats, kSlots>> cache;
  thread_local uint64_t clock = 0;
  if (!cache) cache = std::make_unique<std::array<Threats, kSlots>>();
  const uint64_t key = p.hash() ^ (static_cast<uint64_t>(p.side_to_move() == Side::kBlack) << 63);
  Threats* oldest = &(*cache)[0];
  for (Threats& t : *cache) {
    if (t.owner == serial_ && t.key == key) {
      t.used = ++clock;
      return t;
    }
    if (t.used < oldest->used) oldest = &t;
  }
  Threats& t = *oldest;
  t.key = key;
  t.owner = serial_;
  t.used = ++clock;
  t.sides = 0;
  t.complete = false;
  t.checks_asked = 0;
  t.checks_found = 0;
  t.held_done = false;
  t.unit_count = 0;
  return t;
}

void Board::aura_sources(const Position& p, const SquareSet& held, std::vector<AuraSource>& out) const {
  out.clear();
  // The units of the auras' kinds, in one pass over the board.
  std::array<SquareSet, kKindCount> of_kind{};
  p.occupied().for_each([&](Square s) {
    const Kind k = p.at(s).kind();
    if (aura_kinds_.contains(k)) of_kind[k].insert(s);
  });
  for (int i = 0; i < static_cast<int>(auras_.size()); ++i) {
    const Aura& aura = *auras_[i];
    SquareSet sources;
    aura.sources().for_each([&](Kind k) { sources = sources | of_kind[k]; });
    if (sources.empty()) continue;
    if (!aura.stops_when_paralysed()) {  // one source: its whole zone, which its units' paralysis cannot change
      AuraSource all;
      all.aura = static_cast<uint8_t>(i);
      aura.zones(p, sources, all.zone);
      if (!all.zone.empty()) out.push_back(all);
      continue;
    }
    sources.for_each([&](Square s) {
      AuraSource src;
      src.at = s;
      src.aura = static_cast<uint8_t>(i);
      aura.zone(p, s, src.zone);
      if (src.zone.empty()) return;  // it paralyses no one, whether it radiates or not
      src.stops = true;
      src.held = held.contains(s);
      out.push_back(src);
    });
  }
}

const Threats& Board::held_of(const Position& p) const {
  Threats& t = entry(p);
  if (t.held_done) return t;
  SquareSet base;
  for (const ParalysisSource* source : paralysis_) base = base | source->held(p);
  t.aura_held = SquareSet{};
  t.aura_by.fill(SquareSet{});
  if (!auras_.empty()) {
    thread_local std::vector<AuraSource> sources;
    aura_sources(p, base, sources);
    const AuraFixpoint fix = aura_fixpoint(sources);
    t.aura_held = fix.paralysed;
    for (const AuraSource& s : sources)
      if (radiates(s, fix.paralysed)) t.aura_by[s.aura] = t.aura_by[s.aura] | (s.zone & fix.paralysed);
  }
  t.held = base | t.aura_held;
  t.held_done = true;
  return t;
}

SquareSet Board::aura_held(const Position& p, const Aura& aura) const {
  for (size_t i = 0; i < auras_.size(); ++i)
    if (auras_[i] == &aura) return held_of(p).aura_by[i];
  return {};
}

namespace {
// A side's reach as this thread last computed it whole (Board::compute_side), where the next half of that
// side starts: a unit standing where one of its kind stood, with the same ride ranges, on a board of the
// same terrain, keeps the reach it had when no unit and no wall changed on its footprint, the squares its
// computation read (reach_memo.h: the memo's own condition, met without looking it up). The board's units
// and walls as they were, and per square the unit's piece, ranges, reach and footprint.
struct Seed {
  uint64_t owner = 0;  // the Board's serial (0: nothing to start from)
  uint64_t terrain = 0;
  SquareSet blockers, walls;
  SquareSet units;  // the squares whose entry below holds
  struct Unit {
    Piece piece;
    Ranges ranges;
    SquareSet reach, footprint;
  };
  std::array<Unit, kSquareSlots> on;
};
Seed& seed_of(Side side) {
  thread_local std::unique_ptr<std::array<Seed, 2>> seeds = std::make_unique<std::array<Seed, 2>>();
  return (*seeds)[index(side)];
}
}  // namespace

bool Board::compute_side(const Position& p, Side side, Threats& t, Square stop_at) const {
  t.reach[index(side)].clear();
  const int first_unit = t.unit_count;
  bool stopped = false;
  // The paralysed units once (t is p's entry): they threaten nothing unless paralysis.statue-threat says so.
  SquareSet held;
  if (!p_.paralysed_threaten) held = held_of(p).held;
  const Movement::ReachInputs inputs = movement_.reach_inputs(p);
  // The seed is updated in place, square by square: each square is read before it is written.
  Seed& seed = seed_of(side);
  const bool from_seed = seed.owner == serial_ && seed.terrain == inputs.terrain;
  const SquareSet changed = (inputs.blockers ^ seed.blockers) | (inputs.walls ^ seed.walls);
  SquareSet seeded;
  seen(p, side).for_each([&](Square s) {
    if (stopped) return;
    Piece u = p.at(s);
    if (cannot_capture(u.kind()) || held.contains(s)) return;
    SquareSet reach;
    if (u.kind() == kPawn) {  // its aim, not the board, makes its reach: a table, never seeded
      reach = movement_.pawn_capture_reach(p, s, side);
    } else {
      // A ride's ranges only: no other route reads them (Movement::capture_reach).
      const bool rider = rides(u.kind(), Line::kDiagonal) || rides(u.kind(), Line::kOrthogonal);
      const Ranges r = rider ? ranges(p, s) : Ranges{};
      Seed::Unit& was = seed.on[s];
      if (from_seed && seed.units.contains(s) && was.piece == u && was.ranges.diagonal == r.diagonal &&
          was.ranges.orthogonal == r.orthogonal && (was.footprint & changed).empty()) {
        reach = was.reach;
      } else {
        SquareSet footprint;
        reach = movement_.capture_reach(p, s, u.kind(), u.side(), r, inputs, &footprint);
        was = Seed::Unit{u, r, reach, footprint};
      }
      seeded.insert(s);
    }
    if (stop_at != kNoSquare && reach.contains(stop_at)) {
      stopped = true;
      return;
    }
    if (!reach.empty()) t.reach[index(side)].add(u.kind(), reach);
    t.units[t.unit_count++] = {s, u, reach};
  });
  if (stopped) {  // the half is not kept: a unit reaches stop_at, which is all the asker wants to know
    t.unit_count = first_unit;
    seed.owner = 0;  // written in part: the squares not reached still hold the old position's units
    return true;
  }
  seed.owner = serial_;
  seed.terrain = inputs.terrain;
  seed.blockers = inputs.blockers;
  seed.walls = inputs.walls;
  seed.units = seeded;
  t.sides |= static_cast<uint8_t>(1u << index(side));
  return false;
}

bool Board::king_attacked(const Position& p, Side side) const {
  const Square king = p.royal(side);
  if (king == kNoSquare) return false;
  Threats& t = entry(p);
  const Side enemy = ~side;
  if (t.sides & (1u << index(enemy)) ? !t.reach[index(enemy)][king].empty() : compute_side(p, enemy, t, king))
    return true;
  if (check_sources_.empty()) return false;
  const uint8_t bit = static_cast<uint8_t>(1u << index(side));
  if (!(t.checks_asked & bit)) {
    bool found = false;
    for (const CheckSource* c : check_sources_)
      if (c->attacks(p, side, king, true, nullptr)) {
        found = true;
        break;
      }
    // Asked again: a source may have filled other entries of the cache (the Threats it reads), never this
    // one's key, which stays p's.
    Threats& again = entry(p);
    again.checks_asked |= bit;
    if (found) again.checks_found |= bit;
    return found;
  }
  return (t.checks_found & bit) != 0;
}

void Board::compute_protection(const Position& p, Threats& t) const {
  t.guards.fill(0);
  t.all_guards.fill(0);
  t.lenders.fill(0);
  const std::array<SquareSet, 2> seen_by = {seen(p, Side::kWhite), seen(p, Side::kBlack)};
  for (int i = 0; i < t.unit_count; ++i) {
    const Threats::Reacher& r = t.units[i];
    const Kind k = r.piece.kind();
    if (!p_.protectors.contains(k)) continue;  // guards.cannot-be-captured: "(non-pawn) pieces"
    if (p_.paralysed_threaten && withheld(p, r.at)) continue;
    SquareSet guarded = r.reach & seen_by[index(r.piece.side())];
    guarded.erase(r.at);
    const bool unthreatened = !threatened_by(t, r.at, k, ~r.piece.side());  // empower.unthreatened, guards.unthreatened
    // empower.kings-pawns: "Kings/pawns cannot ... give empowerment"
    const bool lends = unthreatened && !p_.not_empowering.contains(k);
    guarded.for_each([&](Square q) {
      ++t.all_guards[q];
      if (!unthreatened) return;
      ++t.guards[q];
      if (lends && t.lenders[q]++ == 0) t.lender[q] = static_cast<uint8_t>(r.at);
    });
  }
  t.complete = true;
}

std::vector<Square> Board::checkers(const Position& p, Side side, bool first) const {
  std::vector<Square> out;
  const Square king = p.royal(side);
  if (king == kNoSquare) return out;
  const Side enemy = ~side;
  const Movement::ReachInputs inputs = movement_.reach_inputs(p);
  seen(p, enemy).for_each([&](Square s) {
    if (first && !out.empty()) return;
    Piece u = p.at(s);
    if (cannot_capture(u.kind()) || !active(p, s)) return;
    if (movement_.capture_reach(p, s, u.kind(), enemy, ranges(p, s), inputs).contains(king)) out.push_back(s);
  });
  for (const CheckSource* c : check_sources_) {
    if (first && !out.empty()) break;
    std::vector<Square> more;
    c->attacks(p, side, king, first, &more);
    for (Square s : more)
      if (std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
  }
  return out;
}

bool Board::guarded(const Position& p, Square s) const {
  if (p.empty(s) || p.at(s).kind() == kKing) return false;  // guards.no-king
  return threats(p).guards[s] >= p_.guards;
}

Kind Board::empowerment(const Position& p, Square s) const {
  if (p.empty(s)) return kNoKind;
  const Kind k = p.at(s).kind();
  if (p_.not_empowering.contains(k)) return kNoKind;  // empower.kings-pawns: "cannot be empowered"
  const Threats& t = threats(p);
  if (t.guards[s] >= p_.guards || t.lenders[s] != 1) return kNoKind;  // guards.not-empowered; empower.protected-by-one
  return p.at(t.lender[s]).kind();
}

std::string_view Board::lent_by(const Position& p, Square s, Kind k) const {
  if (empowerment(p, s) == k) return clause::kEmpowerProtectedByOne;
  for (const MovementLender* l : lenders_)
    if (std::string_view c = l->lends_by(p, s, k); !c.empty()) return c;
  return {};
}

Lent Board::lent(const Position& p, Square s) const {
  Lent out;
  if (p.empty(s)) return out;
  if (const Kind k = empowerment(p, s); k != kNoKind) out.capture.insert(k);
  for (const MovementLender* l : lenders_) l->lend(p, s, out);
  out.move_only = out.move_only - out.capture;  // a kind it may capture by, it may move by
  return out;
}

}  // namespace arbiter::frozenchess13
