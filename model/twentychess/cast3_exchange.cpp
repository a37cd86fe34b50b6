// Cast 3: each player first exchanges the squares of two of his own chessmen, then moves another one.
// A mountain is never displaced (mountain.displacement=never); a pawn may not land on its first or last row
// (placement.pawn-on-end-row=forbidden; its own first row is allowed, as for drops: drop.pawn-first-row);
// a displaced king or rook loses its castling rights
// (castling.rights-after-displacement=displaced-loses); the exchange may not leave the own king attacked.
#include "model/chess/castling.h"
#include "model/twentychess/clauses.h"
#include "model/twentychess/twentychess.h"

namespace arbiter::twentychess {

void TwentyChess::generate_exchanges(const Position& pos, ActionList& out) const {
  Side us = pos.side_to_move();
  std::vector<Square> own;
  pos.occupied(us).for_each([&](Square s) {
    if (pos.at(s).kind() != kMountain || read_.mountain_displaceable) own.push_back(s);
  });
  auto pawn_row_ok = [&](Piece p, Square to) {
    return p.kind() != kPawn || rank_of(to) != (p.side() == Side::kWhite ? geometry_.ranks() - 1 : 0);
  };
  for (size_t i = 0; i < own.size(); ++i) {
    for (size_t j = i + 1; j < own.size(); ++j) {
      Square a = own[i];
      Square b = own[j];
      if (!pawn_row_ok(pos.at(a), b) || !pawn_row_ok(pos.at(b), a)) continue;
      if (read_.exchange_must_change && pos.at(a) == pos.at(b)) continue;  // cast-3.identical-pair=must-change
      Action x;
      x.type = ActionType::kAbility;
      x.ability = static_cast<uint8_t>(exchange_ability_);
      x.from = static_cast<uint8_t>(a);
      x.to = static_cast<uint8_t>(b);
      Position next = pos;
      apply_exchange(next, x, nullptr);
      if (!chess::in_check(rules_for(next), next, us)) out.push_back(x);
    }
  }
}

void TwentyChess::apply_exchange(Position& pos, const Action& a, Trace* trace) const {
  Piece p = pos.remove(a.from);
  Piece q = pos.remove(a.to);
  pos.put(a.to, p);
  pos.put(a.from, q);
  int rights = chess::castling_rights_after(pos, a.from, a.to);
  if (rights != pos.castling()) pos.set_castling(rights);
  if (pos.en_passant() != kNoSquare) pos.set_en_passant(kNoSquare);
  pos.set_attribute(kActedAttribute, a.from, 1);
  pos.set_attribute(kActedAttribute, a.to, 1);
  fire(trace, clause::kCast3Exchange);
}

}  // namespace arbiter::twentychess
