// Check by the movement Empower lends (check.lent-movement). Empower: a "piece which is protected by one
// piece(except Kings/Pawns)) gains its native movement and capture ability", so an empowered unit may take the
// king by its protector's movement (moves.cpp generates those captures). Threats and protection stay native
// (threat.native-only, board.h): empowerment never feeds on itself. Check is asked apart:
//  - lent-movement-checks (the default): a king is in check when an enemy unit could capture it by its own
//    movement or by the lent one; the empowered unit is then a checker, which a King's Check kills
//    (king.kings-check) and which a move must not leave standing (king.no-move-into-check-when-checked,
//    king.leave-in-check). The units a lent capture needs are those the moves lend to: neither a unit that
//    cannot capture (empower.no-capture-units = own-restriction-holds) nor the cannon (cannon.immobile), nor a
//    paralysed unit (paralysis.statue-threat).
//  - native-only: check is the native reach alone, as the threats; a king in a lent reach only is not in check,
//    and the enemy may take it there (king.loss).
// A CheckSource of the board (board.h), which keeps its answer with the position's threats.
#include <algorithm>
#include <array>
#include <cstdlib>

#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {
namespace {

class EmpoweredCheck final : public FrozenMechanic, public CheckSource {
 public:
  EmpoweredCheck(const Board& b, bool lent_checks) : FrozenMechanic("empowered check", b), lent_checks_(lent_checks) {}

  bool attacks(const Position& p, Side side, Square king, bool first, std::vector<Square>* out) const override {
    if (!lent_checks_) return false;
    const Side enemy = ~side;
    // For speed: a lent capture of the king is first looked for without the position's protection, among
    // every enemy unit with a protector that could lend (the lender, if any, is one of them, and its movement
    // must reach the king). Only a hit asks who is empowered, even where the protection is known already:
    // the superset costs less than asking every enemy unit what it is lent.
    if (!may_attack(p, enemy, king)) return false;
    const Threats& t = board().threats(p);
    bool found = false;
    // The units whose reach the threats computed: those that can capture and are not paralysed.
    for (int i = 0; i < t.unit_count; ++i) {
      const Threats::Reacher& r = t.units[i];
      if (r.piece.side() != enemy || r.piece.kind() == kCannon) continue;
      bool reaches = false;  // by a movement lent to capture with (Empower's, a MovementLender's)
      board().lent(p, r.at).capture.for_each([&](Kind lent) {
        reaches = reaches || board().movement().capture_reach(p, r.at, lent, enemy, board().ranges(p, r.at)).contains(king);
      });
      if (!reaches) continue;
      found = true;
      if (out) out->push_back(r.at);
      if (first) break;
    }
    return found;
  }

 private:
  // Whether some enemy unit that can capture (not the cannon, a king or a pawn: they borrow nothing) has a
  // non-king, non-pawn protector of a kind whose movement, lent to it, would reach the king, or is lent one
  // by a MovementLender's superset (Board::may_lend_capture): a superset of the lent captures of the king,
  // found from the enemy's reach alone.
  bool may_attack(const Position& p, Side enemy, Square king) const {
    const Threats& t = board().reach_of(p, enemy);
    SquareSet borrowers;  // the enemy units whose reach the threats computed, which may borrow
    std::array<uint8_t, kSquareSlots> own;  // per borrower (only), the index of its reach in t.units
    // Per kind, the squares the enemy units of that kind that may empower reach (a unit never reaches its own):
    // empty for a kind none of them has.
    std::array<SquareSet, kKindCount> lent_onto{};
    for (int i = 0; i < t.unit_count; ++i) {
      const Threats::Reacher& r = t.units[i];
      const Kind k = r.piece.kind();
      if (r.piece.side() != enemy || board().not_empowering(k)) continue;
      lent_onto[k] = lent_onto[k] | r.reach;
      if (k != kCannon) {
        borrowers.insert(r.at);
        own[r.at] = static_cast<uint8_t>(i);
      }
    }
    // Per borrower, once asked (the borrower's: empower.range); valid where asked[u] is set.
    thread_local std::array<Ranges, kSquareSlots> ranges;
    SquareSet asked;
    const Movement::ReachInputs inputs = board().movement().reach_inputs(p);
    auto reaches_king = [&](Square u, Kind k) {
      if (!asked.contains(u)) {
        ranges[u] = board().ranges(p, u);
        asked.insert(u);
      }
      return could_reach(k, u, king, enemy, ranges[u]) &&
             board().movement().capture_reach(p, u, k, enemy, ranges[u], inputs).contains(king);
    };
    // Empower's: each borrower a unit of kind k protects, moving as k.
    bool hit = false;
    for (int k = 0; k < kKindCount; ++k)
      (lent_onto[k] & borrowers).for_each([&](Square u) { hit = hit || reaches_king(u, static_cast<Kind>(k)); });
    if (hit) return true;
    // The movements other rules lend to capture with (the rook's Tower), as their own superset says; a kind
    // Empower could lend the borrower was tried above.
    borrowers.for_each([&](Square u) {
      if (hit) return;
      board().may_lend_capture(p, u, enemy, t.units[own[u]].reach).for_each([&](Kind k) {
        hit = hit || (!lent_onto[k].contains(u) && reaches_king(u, k));
      });
    });
    return hit;
  }
  // A necessary condition, from the geometry alone, for a unit of `side` on u moving as `kind` with the ride
  // ranges `r` to capture on `king` (false only when no route of that kind can end there under an implemented
  // reading): an orthogonal ride, bounces and Distracts included (a Distract keeps a ride's line type:
  // Ground::deflect), travels at least the squares' distance along files plus ranks; a diagonal one at least
  // the larger of the two, and keeps its square's colour; the leaps are short.
  bool could_reach(Kind kind, Square u, Square king, Side side, const Ranges& r) const {
    const int df = file_of(king) - file_of(u), dr = rank_of(king) - rank_of(u);
    const int af = std::abs(df), ar = std::abs(dr), fwd = board().movement().forward(side);
    const bool knight = (af == 1 && ar == 2) || (af == 2 && ar == 1);
    const bool orthogonal = af + ar <= r.orthogonal;
    const bool diagonal = (af + ar) % 2 == 0 && std::max(af, ar) <= r.diagonal;
    switch (kind) {
      case kKnight:      // the leap and the forward diagonal step, or longer readings of them
      case kChancellor:  // one step and the (2,2) leaps, or the longer orthogonal-then-diagonal reading
        return std::max(af, ar) <= 3;
      case kAssassin: return knight || (df == 0 && ar <= 3) || (dr == 0 && af <= 3);
      case kCannon: return dr * fwd >= 1 && dr * fwd <= 3 && (df == 0 || af == ar);
      case kNightrider:  // repeated leaps along one knight vector (nightrider.geometry = standard-nightrider)
        return (af * 2 == ar || ar * 2 == af) && af > 0;
      case kBishop: return diagonal;
      case kDragon: return diagonal || knight || (af + ar == 2 && (af == 0 || ar == 0));
      case kRook: return orthogonal;
      case kTemplar: return orthogonal || std::max(af, ar) <= 3;
      case kQueen: return orthogonal || diagonal || knight;
      default: return true;
    }
  }

  const bool lent_checks_;
};

}  // namespace

std::unique_ptr<Mechanic> empowered_check(const Board& b, bool lent_checks) {
  return std::make_unique<EmpoweredCheck>(b, lent_checks);
}

}  // namespace arbiter::frozenchess13
