// Swap places (deathsquare12): "Instead of a move friendly pieces can swap places with each other.King cannot
// swap, only use kings exchange" (swap.friendly, swap.king-excluded). Its points are the parameters:
// swap.range (anywhere | adjacent-only | mutually-reachable), swap.pawns, swap.immobilised.
// The action is written with the square nearer a1 first (rank, then file): swap@a1>b1.
#include <array>
#include <cstdlib>

#include "model/deathsquare12/deathsquare12.h"
#include "model/shared12/clauses.h"
#include "model/shared12/mechanics/mechanics.h"
#include "model/shared12/mechanics/check.h"
#include "model/shared12/mechanics/death_squares.h"

namespace arbiter::deathsquare12 {

using namespace shared12;

namespace {

class Swap final : public TwelveMechanic, public LegalListing {
 public:
  Swap(const Rules& r, SwapRules s) : TwelveMechanic("swap", r), s_(s) {}

  bool owns(const Action& a) const override { return a.type == ActionType::kAbility && a.ability == kSwap; }
  // Both units act, unless swap.immobilised = swap-allowed lets held units swap.
  std::vector<Square> actors(const Position&, const Action& a) const override {
    if (s_.immobilised) return {};
    return {a.from, a.to};
  }
  void generate(const Position& p, ActionList& out) const override { all(p, out, true); }
  bool generate_legal(const Position& p, ActionList& out) const override {
    all(p, out, false);
    return true;
  }
  Refusal admit(const Position& p, const Action& a) const override {
    Side us = p.side_to_move();
    Piece u = p.at(a.from), v = p.at(a.to);
    if (s_.excluded.contains(u.kind()) || s_.excluded.contains(v.kind())) return clause::kSwapKingExcluded;
    if (u.empty() || v.empty() || u.side() != us || v.side() != us || a.from >= a.to || a.path_size())
      return clause::kSwapFriendly;
    if (!swappable(p, a.from) || !swappable(p, a.to) || !in_range(p, a.from, a.to)) return clause::kSwapFriendly;
    return {};
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    rules().begin_action(p, a.from, trace);
    fire(trace, clause::kSwapFriendly);
    p.trade(a.from, a.to);  // the units trade squares with their identities and states
    rules().death().arrive(p, a.from, false, trace);
    rules().death().arrive(p, a.to, false, trace);
    std::vector<Square> no_path;
    rules().end_action(p, no_path, kNoSquare, trace);
  }
  std::vector<std::string_view> clauses() const override { return {clause::kSwapFriendly, clause::kSwapKingExcluded}; }

 private:
  bool swappable(const Position& p, Square s) const {
    Piece u = p.at(s);
    if (s_.excluded.contains(u.kind())) return false;  // swap.king-excluded
    if (u.kind() == kPawn && !s_.pawns) return false;
    if (!s_.immobilised && (!rules().can_move(p, s) || p.attribute(rules().push_attr(), s))) return false;
    return true;
  }
  bool in_range(const Position& p, Square a, Square b) const {
    if (s_.range == SwapRules::Range::kAdjacent && (std::abs(file_of(a) - file_of(b)) > 1 || std::abs(rank_of(a) - rank_of(b)) > 1))
      return false;
    if (s_.range == SwapRules::Range::kMutuallyReachable && !reaches(p, a, b) && !reaches(p, b, a)) return false;
    return true;
  }
  // swap.range = mutually-reachable: the unit on `from` could move to `to` by its own movement (knight move,
  // slide over empty squares, pawn step), were `to` empty.
  bool reaches(const Position& p, Square from, Square to) const {
    uint8_t moves = own_moves(p.at(from).kind());
    if ((moves & kKnightMove) && rules().knight_geometry(from, to)) return true;
    int d = rules().line_direction(from, to);
    if (d < 0) return false;
    bool adjacent = std::abs(file_of(to) - file_of(from)) <= 1 && std::abs(rank_of(to) - rank_of(from)) <= 1;
    if ((moves & kPawnStep) && adjacent) return true;
    if (!(moves & (is_diagonal(d) ? kBishopMove : kRookMove))) return false;
    for (uint8_t s : rules().geometry().ray(from, d).span()) {
      if (s == to) return true;
      if (!p.empty(s)) return false;
    }
    return false;
  }

  // Every swap of two friendly units, as candidates or legal: two friendly units trading squares leave every
  // line as blocked as before and the enemy in place, so unless one lands on a death square (and dies) the
  // king is exactly as safe as now; a swap onto a death square is judged by the variant's legality path.
  void all(const Position& p, ActionList& out, bool candidates) const {
    Side us = p.side_to_move();
    std::array<Square, kSquareSlots> units;
    size_t n = 0;
    p.occupied(us).for_each([&](Square s) {
      if (swappable(p, s)) units[n++] = s;
    });
    const bool safe_now = candidates || rules().check().king_safe(p, us);
    for (size_t i = 0; i < n; ++i)
      for (size_t j = i + 1; j < n; ++j) {
        Square a = units[i], b = units[j];
        if (!in_range(p, a, b)) continue;
        Action act;
        act.type = ActionType::kAbility;
        act.ability = kSwap;
        act.from = static_cast<uint8_t>(a);
        act.to = static_cast<uint8_t>(b);
        bool quiet = !rules().is_death(p, a) && !rules().is_death(p, b);
        if (candidates || (quiet ? safe_now : variant().check_candidate(p, act).legal)) out.push_back(act);
      }
  }

  SwapRules s_;
};

}  // namespace

SwapRules SwapRules::read(const ChosenOptions& c) {
  SwapRules s;
  s.excluded = c.kinds("swap.king-excluded", "excluded", shared12::twelve_army());  // "King cannot swap"
  s.range = c.select<Range>("swap.range", {
      {"anywhere", Range::kAnywhere}, {"adjacent-only", Range::kAdjacent}, {"mutually-reachable", Range::kMutuallyReachable}});
  s.pawns = c.is("swap.pawns", "pawns-included");
  s.immobilised = c.is("swap.immobilised", "swap-allowed");
  return s;
}

std::unique_ptr<Mechanic> swap(const Rules& r, SwapRules rules) { return std::make_unique<Swap>(r, rules); }

}  // namespace arbiter::deathsquare12
