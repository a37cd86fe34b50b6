// SwapShotAny (quadrant12): "Non-pawn Pieces can also swap places with units which they can capture(threat of
// capture,even if unit is friendly).e.g. Knight which can capture a pawn can swap places with it(works within
// single move only,doublemove range is ignored).Friendly units can be swapped same way. Kings cannot be
// SwapShotted, only use kings exchange." With Kind Immunity: "a non-pawn piece cannot engage a piece of its
// own kind" (swapshot.any, swapshot.single-move, swapshot.friendly, swapshot.no-kings,
// kind-immunity.no-engage).
//
// Points: swapshot.threat-meaning = geometric-threat (the piece reaches the unit with one capture move of its
// present movement, own and empowered, within its range and respecting walls; guards do not matter);
// swapshot.kind-immunity = forbidden | allowed (the parameter `own_kind`). Written swap@<mover>><target>; the
// jester, which cannot capture, threatens nothing; the mover acts (a paralysed, immobilised or resting piece
// cannot swap: those mechanics refuse), the target is carried.
#include "model/quadrant12/mechanics.h"
#include "model/shared12/clauses.h"
#include "model/shared12/mechanics/mechanics.h"
#include "model/shared12/mechanics/check.h"
#include "model/shared12/mechanics/death_squares.h"
#include "model/shared12/mechanics/protection.h"

namespace arbiter::quadrant12 {

using namespace shared12;

namespace {

class SwapShot final : public TwelveMechanic, public LegalListing {
 public:
  SwapShot(const Rules& r, SwapShotParams params) : TwelveMechanic("swapshot", r), own_kind_(params.own_kind) {}

  bool owns(const Action& a) const override { return a.type == ActionType::kAbility && a.ability == kSwap; }
  void generate(const Position& p, ActionList& out) const override { all(p, out, true); }
  bool generate_legal(const Position& p, ActionList& out) const override {
    all(p, out, false);
    return true;
  }
  Refusal admit(const Position& p, const Action& a) const override {
    Piece u = p.at(a.from), v = p.at(a.to);
    if (u.empty() || u.side() != p.side_to_move()) return kNoSuchAction;
    if (u.kind() == kKing || v.kind() == kKing) return clause::kSwapShotNoKings;
    if (v.kind() == u.kind() && !own_kind_) return clause::kKindImmunityNoEngage;
    ActionList threats;
    from(p, a.from, threats, true);
    for (const Action& t : threats)
      if (t.same(a)) return {};
    return clause::kSwapShotAny;
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    rules().begin_action(p, a.from, trace);
    fire(trace, clause::kSwapShotAny);
    fire(trace, clause::kSwapShotSingleMove);
    if (p.at(a.from).side() == p.at(a.to).side()) fire(trace, clause::kSwapShotFriendly);
    p.trade(a.from, a.to);  // the units trade squares with their identities and states
    // death-square.activation-state = replacement-keeps-inactive: both squares were occupied, so neither is
    // an active death square; arrive() finds nothing to do unless a square was active.
    rules().death().arrive(p, a.to, true, trace);
    rules().death().arrive(p, a.from, false, trace);
    std::vector<Square> path;  // walling.path-becomes-wall: the mover's way
    rules().add_way(path, a.from, a.to);
    rules().end_action(p, path, kNoSquare, trace);
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kSwapShotAny, clause::kSwapShotSingleMove, clause::kSwapShotFriendly, clause::kSwapShotNoKings,
            clause::kKindImmunityNoEngage};
  }

 private:
  void all(const Position& p, ActionList& out, bool candidates) const {
    p.occupied(p.side_to_move()).for_each([&](Square s) {
      if (!candidates && !rules().can_move(p, s)) return;
      from(p, s, out, candidates);
    });
  }

  // The swapshots of the unit on `s`: the units it threatens. Legal ones are shielded (two friendly units
  // trading squares leave the king at most as attacked as on the board without both, walls that run out
  // ignored) or judged by the variant's one legality path.
  void from(const Position& p, Square s, ActionList& out, bool candidates) const {
    const Geometry& g = rules().geometry();
    Kind kind = p.at(s).kind();
    if (kind == kPawn || kind == kKing || kind == kJester) return;
    uint8_t movement = rules().protection().empowered_movement(p, s, kind);
    const Side us = p.at(s).side();
    auto consider = [&](Square t) {
      Piece v = p.at(t);
      if (v.kind() == kKing) return;                     // swapshot.no-kings
      if (v.kind() == kind && !own_kind_) return;        // kind-immunity.no-engage
      Action a;
      a.type = ActionType::kAbility;
      a.ability = kSwap;
      a.from = static_cast<uint8_t>(s);
      a.to = static_cast<uint8_t>(t);
      bool shielded = v.side() == us && (!rules().check().params().orthodox || rules().check().safe_without(p, us, s, t));
      if (candidates || shielded || variant().check_candidate(p, a).legal) out.push_back(a);
    };
    const int limit = rules().range(p, s);
    for (int d = 0; d < 8; ++d) {
      if (!(movement & (is_diagonal(d) ? kBishopMove : kRookMove))) continue;
      if (is_diagonal(d)) {  // quadrant.perk-bishop-cross-walls: judged on the whole path (line_open)
        int n = 0;
        for (uint8_t t : g.ray(s, d).span()) {
          if (++n > limit || rules().is_wall(p, t)) break;
          if (p.empty(t)) continue;
          if (rules().line_open(p, s, t, limit)) consider(t);
          break;
        }
        continue;
      }
      int n = 0;
      Square prev = s;
      for (uint8_t t : g.ray(s, d).span()) {
        if (++n > limit || rules().is_wall(p, t) || rules().squeezed(p, prev, t)) break;
        if (!p.empty(t)) {
          consider(t);
          break;
        }
        if (rules().touches_wall(p, t)) break;
        prev = t;
      }
    }
    if (movement & kKnightMove)
      for (uint8_t t : g.targets(rules().knight_leaper(), s).span())
        if (!p.empty(t) && !rules().leap_blocked(p, s, t)) consider(t);
  }

  bool own_kind_;  // swapshot.kind-immunity = allowed
};

}  // namespace

SwapShotParams SwapShotParams::read(const ChosenOptions& c) {
  SwapShotParams s;
  s.own_kind = c.is("swapshot.kind-immunity", "allowed");
  return s;
}

std::unique_ptr<Mechanic> swapshot(const Rules& r, SwapShotParams params) { return std::make_unique<SwapShot>(r, params); }

}  // namespace arbiter::quadrant12
