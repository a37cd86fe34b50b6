// The rook's Tower (rook.tower): "Tower:Units which are empowering (by singlemove range) a Rook, get
// Empowered(rook move) back." A MovementLender (board.h): the unit that lends a rook its movement by Empower
// (empower.protected-by-one: the rook's one unthreatened non-pawn protector, whose single-move reach covers it)
// is lent the rook's movement in return, as Empower lends: moves and captures (moves.cpp), and check by it
// (check.lent-movement, empowered_check.cpp). A unit empowered itself keeps that movement too: it has both.
// Threats stay native (threat.native-only): the movement lent back threatens and protects nothing.
// Readings (points of model/frozenchess13/rules.xml):
//  - rook.tower-lender = empower-lender: "empowering" is Empower's word: the unit whose movement the rook is
//    lent; any-protector: every non-king, non-pawn unit whose single-move reach covers a friendly rook, also
//    where the rook has several protectors (then it is guarded, not empowered) or its protector is threatened.
//  - rook.tower-capture = moves-and-captures: "Empowered(rook move)": Empower lends "movement and capture
//    ability"; moves-only: the rook's routes onto empty squares only.
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {
namespace {

class RooksTower final : public FrozenMechanic, public MovementLender {
 public:
  RooksTower(const Board& b, RooksTowerParams params) : FrozenMechanic("rook's tower", b), p_(params) {}

  void lend(const Position& p, Square s, Lent& out) const override {
    if (!towers(p, s)) return;
    (p_.moves_only ? out.move_only : out.capture).insert(kRook);
  }
  KindSet32 may_lend_capture(const Position& p, Square s, Side side, const SquareSet& reach) const override {
    if (p_.moves_only || p.empty(s) || board().not_empowering(p.at(s).kind())) return {};
    return covers_rook(p, reach, side) ? KindSet32::of(kRook) : KindSet32{};  // its reach covers a rook of its side
  }
  std::string_view lends_by(const Position& p, Square s, Kind k) const override {
    return k == kRook && towers(p, s) ? clause::kRookTower : std::string_view{};
  }
  std::vector<std::string_view> clauses() const override { return {clause::kRookTower}; }

 private:
  // Whether the unit on s empowers a rook of its side (rook.tower-lender).
  bool towers(const Position& p, Square s) const {
    if (p.empty(s) || p.at(s).kind() == kRook || board().not_empowering(p.at(s).kind())) return false;
    const Side side = p.at(s).side();
    bool found = false;
    p.occupied(side).for_each([&](Square r) {
      if (found || r == s || p.at(r).kind() != kRook) return;
      if (!p_.any_protector) {
        found = board().empowered_by(p, r) == s;
        return;
      }
      const Threats& t = board().threats(p);
      for (int i = 0; i < t.unit_count && !found; ++i)
        if (t.units[i].at == s) found = t.units[i].reach.contains(r);
    });
    return found;
  }
  static bool covers_rook(const Position& p, const SquareSet& reach, Side side) {
    bool found = false;
    (reach & p.occupied(side)).for_each([&](Square r) { found = found || p.at(r).kind() == kRook; });
    return found;
  }

  const RooksTowerParams p_;
};

}  // namespace

std::unique_ptr<Mechanic> rooks_tower(const Board& b, RooksTowerParams params) {
  return std::make_unique<RooksTower>(b, params);
}

}  // namespace arbiter::frozenchess13
