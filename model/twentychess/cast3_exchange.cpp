// Cast 3: each player first exchanges the squares of two of his own chessmen, then moves another one.
// A mountain is never displaced (mountain.displacement=never); a pawn may not land on its first or last row
// (placement.pawn-on-end-row=forbidden; its own first row is allowed, as for drops: drop.pawn-first-row);
// a displaced king or rook loses its castling rights
// (castling.rights-after-displacement=displaced-loses); the exchange may not leave the own king attacked.
#include "model/chess/castling.h"
#include "model/twentychess/clauses.h"
#include "model/twentychess/twentychess.h"

namespace arbiter::twentychess {
namespace {

class Exchange final : public CastMechanic {
 public:
  Exchange(const TwentyChess& v, int ability) : CastMechanic("exchange", v), ability_(ability) {}

  void generate(const Position& pos, ActionList& out) const override {
    if (pos.counter(kCast) != 3 || pos.counter(kPhase) != 0) return;
    Side us = pos.side_to_move();
    const Geometry& g = pos.geometry();
    std::vector<Square> own;
    pos.occupied(us).for_each([&](Square s) {
      if (pos.at(s).kind() != kMountain || v_.readings().mountain_displaceable) own.push_back(s);
    });
    auto pawn_row_ok = [&](Piece p, Square to) {
      return p.kind() != kPawn || rank_of(to) != (p.side() == Side::kWhite ? g.ranks() - 1 : 0);
    };
    for (size_t i = 0; i < own.size(); ++i) {
      for (size_t j = i + 1; j < own.size(); ++j) {
        Square a = own[i];
        Square b = own[j];
        if (!pawn_row_ok(pos.at(a), b) || !pawn_row_ok(pos.at(b), a)) continue;
        if (v_.readings().exchange_must_change && pos.at(a) == pos.at(b)) continue;  // cast-3.identical-pair=must-change
        Action x;
        x.type = ActionType::kAbility;
        x.ability = static_cast<uint8_t>(ability_);
        x.from = static_cast<uint8_t>(a);
        x.to = static_cast<uint8_t>(b);
        Position next = pos;
        swap(next, x);
        if (!chess::in_check(v_.rules(next), next, us)) out.push_back(x);
      }
    }
  }
  bool owns(const Action& a) const override { return a.type == ActionType::kAbility && a.ability == ability_; }
  Refusal admit(const Position& pos, const Action& a) const override {
    if (generates(pos, a)) return {};
    return clause::kCast3Exchange;
  }
  // The exchange comes first (cast-3.exchange), then a chessman other than the two moves (cast-3.move-other).
  Refusal forbids(const Position& pos, const Action& a) const override {
    if (pos.counter(kCast) != 3 || a.type != ActionType::kMove) return {};
    if (pos.counter(kPhase) == 0) return clause::kCast3Exchange;
    if (pos.attribute(kActedAttribute, a.from)) return clause::kCast3MoveOther;
    return {};
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    v_.begin_action(pos, a);
    swap(pos, a);
    fire(trace, clause::kCast3Exchange);
    v_.end_action(pos, a);
  }

 private:
  static void swap(Position& pos, const Action& a) {
    Piece p = pos.remove(a.from);
    Piece q = pos.remove(a.to);
    pos.put(a.to, p);
    pos.put(a.from, q);
    int rights = chess::castling_rights_after(pos, a.from, a.to);
    if (rights != pos.castling()) pos.set_castling(rights);
    if (pos.en_passant() != kNoSquare) pos.set_en_passant(kNoSquare);
    pos.set_attribute(kActedAttribute, a.from, 1);
    pos.set_attribute(kActedAttribute, a.to, 1);
  }

  int ability_;
};

}  // namespace

std::unique_ptr<Mechanic> exchange(const TwentyChess& v, int ability) { return std::make_unique<Exchange>(v, ability); }

}  // namespace arbiter::twentychess
