// Promotions by captures: "Dragon capturing(or using shot) 3 pieces or pawns promotes to nightdragon(+6 shots)",
// "Knight capturing a piece(non pawn) promotes to nightrider", "Nightrider capturing 3 pieces or pawns promotes
// to dragonrider", "Rook capturing 3 pieces(includes pawns) promotes to tower". The captures are counted in the
// piece attribute "captures" (dragon.shot-promotion-count = combined: shots count; with separate, PromotionParams,
// a dragon's shots are counted apart in "shot-captures", three of either promoting; capture.what-counts =
// direct-captures-only: blasts do not). A promoted piece is a new piece with nothing spent
// (counters.new-piece-allowance = full-allowance; under zero, Board::renew, its allowances are spent), except
// that a nightdragon keeps its unused shots and gets 6 more (nightdragon.shots-added = added; with set-to-six,
// PromotionParams, it has exactly 6). "Jester capturing three pieces(or pawns) promotes to joker" too; the
// bishop's archbishop counts conversions (conversion.cpp).
#include <algorithm>

#include "model/removal12/clauses.h"
#include "model/removal12/mechanics.h"

namespace arbiter::removal12 {
namespace {

class Promotions final : public RemovalMechanic, public CaptureListener, public TypeScope {
 public:
  Promotions(const Board& b, PromotionParams params) : RemovalMechanic("promotions", b), params_(params) {}

  unsigned refused_types() const override { return 0; }  // forbids nothing before an action is played
  void declare(Declaration& d) override {
    const int most = std::max({params_.dragon_captures, params_.nightrider_captures, params_.jester_captures,
                               params_.rook_captures});
    captures_ = d.attribute({"captures", Scope::kPiece, 0, most});
    if (params_.separate_shot_count)
      shot_captures_ = d.attribute({"shot-captures", Scope::kPiece, 0, params_.dragon_captures});
  }

  void captured(Position& p, const Capture& c, Trace* trace) const override {
    const Square at = c.by;
    if (p.empty(at) || !(p.at(at) == c.capturer)) return;  // it changed already (a pawn that transformed)
    const Side us = c.capturer.side();
    switch (c.capturer.kind()) {
      case kKnight:
        if (c.victim.kind() != kPawn) promote(p, at, Piece(kNightrider, us), clause::kKnightPromoteNightrider, trace);
        return;
      case kNightrider:
        if (count(p, at, captures_, params_.nightrider_captures))
          promote(p, at, Piece(kDragonrider, us), clause::kNightriderPromoteDragonrider, trace);
        return;
      case kJester:  // jester.promote-joker: its third capture of a piece or pawn
        if (count(p, at, captures_, params_.jester_captures))
          promote(p, at, Piece(kJoker, us), clause::kJesterPromoteJoker, trace);
        return;
      case kRook:
        if (count(p, at, captures_, params_.rook_captures))
          promote(p, at, Piece(kTower, us), clause::kRookPromoteTower, trace);
        return;
      case kDragon:  // dragon.shot-promotion-count: one count (combined), or shots apart (separate)
        if (count(p, at, params_.separate_shot_count && !c.moved ? shot_captures_ : captures_, params_.dragon_captures)) {
          const int spent = board().shots_attribute();
          const int unused_spent = p.attribute(spent, at);
          promote(p, at, Piece(kNightdragon, us), clause::kDragonPromoteNightdragon, trace);
          // its unused shots plus 6 (added), or 6 (set-to-six): shots left = the allowance less spent
          const int more = params_.nightdragon_shots;
          p.set_attribute(spent, at, params_.shots_set_to_six ? params_.shots - more : unused_spent - more);
          fire(trace, clause::kNightdragonShots);
        }
        return;
      default: return;
    }
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kKnightPromoteNightrider, clause::kNightriderPromoteDragonrider, clause::kRookPromoteTower,
            clause::kDragonPromoteNightdragon, clause::kNightdragonShots, clause::kJesterPromoteJoker};
  }

 private:
  // One more capture; whether it is the one that promotes (the `needed`th).
  bool count(Position& p, Square at, int counter, int needed) const {
    int n = p.attribute(counter, at) + 1;
    p.set_attribute(counter, at, n >= needed ? 0 : n);
    return n >= needed;
  }
  void promote(Position& p, Square at, Piece piece, std::string_view clause, Trace* trace) const {
    board().renew(p, at, piece);
    fire(trace, clause);
  }

  PromotionParams params_;
  int captures_ = -1;
  int shot_captures_ = -1;
};

}  // namespace

PromotionParams PromotionParams::read(const ChosenOptions& c) {
  PromotionParams r;
  r.dragon_captures = c.value("dragon.promote-nightdragon", "captures");
  r.nightrider_captures = c.value("nightrider.promote-dragonrider", "captures");
  r.jester_captures = c.value("jester.promote-joker", "captures");
  r.rook_captures = c.value("rook.promote-tower", "captures");
  r.nightdragon_shots = c.value("nightdragon.shots", "shots");
  r.shots = c.value("dragon.shot-limit", "allowance");
  r.shots_set_to_six = c.is("nightdragon.shots-added", "set-to-six");
  r.separate_shot_count = c.is("dragon.shot-promotion-count", "separate");
  return r;
}

std::unique_ptr<Mechanic> promotions(const Board& b, PromotionParams params) {
  return std::make_unique<Promotions>(b, params);
}

}  // namespace arbiter::removal12
