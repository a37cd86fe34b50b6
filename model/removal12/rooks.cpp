#include "model/removal12/rooks.h"

#include "model/removal12/clauses.h"
#include "model/removal12/knights.h"

namespace arbiter::removal12 {

Rooks::Params Rooks::Params::read(const ChosenOptions& c) {
  Params r;
  r.removed_blocks = c.is("rook.protect-over-removed", "removed-blocks");
  r.unpromoted = c.kinds("tower.protect-abilities", "unpromoted", removal12_army());
  r.towers_knight_range = c.is("tower.knight-range", "towers-too");
  r.squares_of_reach = c.is("rook.protect-range", "squares-of-reach");
  r.from_knight = c.is("rook.knight-range-origin", "from-knight");
  r.abilities = c.select<Abilities>("rook.protect-vs-abilities", {
      {"moving-captures-only", Abilities::kMovingCaptures},
      {"captures-and-shots", Abilities::kCapturesAndShots},
      {"all-removals", Abilities::kAllRemovals}});
  r.tower_global = c.is("tower.block-scope", "global");
  r.side = c.select<Side>("rook.protect-side", {
      {"friendly-against-anyone", Side::kFriendlyAgainstAnyone},
      {"friendly-against-enemy", Side::kFriendlyAgainstEnemy},
      {"any-colour", Side::kAnyColour}});
  return r;
}

bool Rooks::active(const Position& p, Square s) const {
  Kind k = p.at(s).kind();
  return (k == kRook || k == kTower) && !knights_.immobilized(p, s);
}

uint8_t Rooks::guards(const Position& p, Square sq) const {
  const Board& b = board();
  const Piece u = p.at(sq);
  if (u.empty()) return 0;
  const bool rook_kind = u.kind() == kRook || u.kind() == kTower;
  uint8_t out = 0;
  for (int d : {kNorth, kEast, kSouth, kWest}) {
    int seen = 0;  // friendly units between sq and the protector
    int distance = 0;
    for (uint8_t s : b.geometry().ray(sq, d).span()) {
      if (params_.removed_blocks && b.removed(p, s)) break;  // rook.protect-over-removed
      ++distance;
      if (params_.squares_of_reach && distance > 8) break;  // rook.protect-range = squares-of-reach
      if (p.empty(s)) continue;
      Piece q = p.at(s);
      if (q.side() != u.side() && params_.side != Params::Side::kAnyColour) break;
      // Whether q may protect u is asked before whether q is free: a tower is never protected, so the
      // question whether a protector is immobilized (which asks about towers' protection) ends there.
      const bool by_rook = q.kind() == kRook && seen == 0 && !rook_kind &&  // rook.protect-line
                           !(params_.squares_of_reach && distance > 4);
      const bool by_tower = q.kind() == kTower && u.kind() != kTower;     // tower.protect-two, tower.protect-rooks
      if ((by_rook || by_tower) && active(p, s)) {
        if (by_rook) out |= kByRook;
        if (by_tower) out |= seen == 0 ? kByTowerFirst : kByTowerSecond;
      }
      if (++seen == 2) break;
    }
  }
  // rook.protect-knight-range: a rook touching a friendly knight-family piece that is not immobilized also
  // protects the friendly pieces a knight move from it (rook.knight-range-origin = from-rook); a tower too
  // with tower.knight-range = towers-too.
  const bool any = params_.side == Params::Side::kAnyColour;  // rook.protect-side = any-colour
  auto protector = [&](Square s, ::arbiter::Side side) {  // a rook (or, with towers-too, a tower) of `side` that is not held
    if (p.empty(s) || p.at(s).side() != side) return false;
    const Kind k = p.at(s).kind();
    return (k == kRook || (k == kTower && params_.towers_knight_range)) && active(p, s);
  };
  if (!rook_kind && params_.from_knight)  // rook.knight-range-origin = from-knight: measured from the knight
    for (uint8_t n : b.geometry().targets(b.knight_leaper(), sq).span()) {
      if (p.empty(n) || (p.at(n).side() != u.side() && !any) || !knight_rank(p.at(n).kind()) ||
          knights_.immobilized(p, n))
        continue;
      bool touched = false;
      for (uint8_t s : b.geometry().targets(b.king_leaper(), n).span()) touched = touched || protector(s, p.at(n).side());
      if (touched) {
        out |= kByKnightRange;
        break;
      }
    }
  if (!rook_kind && !params_.from_knight)
    for (uint8_t s : b.geometry().targets(b.knight_leaper(), sq).span()) {
      if (p.empty(s) || (p.at(s).side() != u.side() && !any)) continue;
      const Kind k = p.at(s).kind();
      if ((k != kRook && !(k == kTower && params_.towers_knight_range)) || !active(p, s)) continue;
      for (uint8_t n : b.geometry().targets(b.king_leaper(), s).span())
        if (!p.empty(n) && p.at(n).side() == p.at(s).side() && knight_rank(p.at(n).kind()) &&
            !knights_.immobilized(p, n)) {
          out |= kByKnightRange;
          break;
        }
    }
  return out;
}

bool Rooks::tower_protected(const Position& p, Square sq) const {
  if (p.empty(sq)) return false;
  if (params_.tower_global && p.at(sq).kind() != kTower) {  // tower.block-scope = global
    bool any = false;
    p.occupied(p.at(sq).side()).for_each([&](Square t) { any = any || (p.at(t).kind() == kTower && active(p, t)); });
    if (any) return true;
  }
  return guards(p, sq) & (kByTowerFirst | kByTowerSecond);
}

Refusal Rooks::forbids(const Position& p, const Action& a) const {
  const bool moving = a.type == ActionType::kMove || (a.type == ActionType::kAbility && a.ability == kRemove);
  const bool ability = a.type == ActionType::kAbility && (a.ability == kShot || a.ability == kConvert);
  const Square target = a.type == ActionType::kAbility && a.ability == kConvert && a.path_size() == 1 ? a.path_at(0) : a.to;
  if ((!moving && !ability) || p.empty(a.from) || p.empty(target) || target == a.from) return {};
  // rook.protect-side = friendly-against-enemy: a side's own capture (a joker's) is not stopped
  if (p.at(target).side() == p.at(a.from).side() && moving && params_.side == Params::Side::kFriendlyAgainstEnemy)
    return {};
  const uint8_t g = guards(p, target);  // judged before the action: rook.protect-static-only
  if (ability) {  // a shot or a conversion by an unpromoted piece: tower.protect-abilities
    if (params_.unpromoted.contains(p.at(a.from).kind()) && tower_protected(p, target)) return clause::kTowerProtectAbilities;
    // rook.protect-vs-abilities = captures-and-shots, all-removals: a guard stops a shot too
    if (a.ability == kShot && params_.abilities != Params::Abilities::kMovingCaptures && g) return clause::kRookProtectLine;
    return {};
  }
  if (g & kByRook) return clause::kRookProtectLine;
  if (g & kByKnightRange) return clause::kRookProtectKnightRange;
  const bool rook = p.at(a.to).kind() == kRook;
  if (g & kByTowerFirst) return rook ? clause::kTowerProtectRooks : clause::kRookProtectLine;
  if (g & kByTowerSecond) return rook ? clause::kTowerProtectRooks : clause::kTowerProtectTwo;
  return {};
}

std::vector<std::string_view> Rooks::clauses() const {
  return {clause::kRookProtectLine, clause::kRookProtectStaticOnly, clause::kRookProtectKnightRange,
          clause::kTowerProtectTwo, clause::kTowerProtectAbilities, clause::kTowerProtectRooks};
}

}  // namespace arbiter::removal12
