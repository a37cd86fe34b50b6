// King's Portal (king.portal; changelog.v11.king-portal: "King:new King's Portal ability(limited teleport)."):
// "King's Portal:if Queen exists King may teleport to square near Queen(3x3) at any time.May not teleport into
// check or threatened squares." Written kingportal@K>S (not Mirror Portal's portal@): the king on K teleports
// to an empty square S of the 3x3 around a queen (the catalog's "near Queen(3x3)"), where no enemy unit
// threatens him once he has left K (a line the king's own square blocked counts). The king arrives teleported: a wall keeps him off (variant().may_enter), and a tomb
// there would explode with him in it (tombs.h refuses that: tomb.own-king-in-blast). A special move: the whole
// action (king.portal-cost = as-a-move), not inside a double move or multimove (advanced.no-abilities).
// Readings (points of model/frozenchess13/rules.xml):
//  - king.portal-queen = own-queen: next to one of the king's own queens only; either-queen: next to any queen.
//  - king.portal-cost: free-action (a teleport beside the turn's move) is not built: the turn has no second
//    action outside the double move and multimove, which allow no special move.
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/mechanics_acting.h"

namespace arbiter::frozenchess13 {
namespace {

class KingsPortal final : public FrozenMechanic, public TypeScope {
 public:
  KingsPortal(const Board& b, int radius, bool either_queen)
      : FrozenMechanic("king's portal", b), radius_(radius), either_queen_(either_queen) {}

  bool owns(const Action& a) const override { return is_ability(a, kKingsPortal); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square k) {
      if (p.at(k).kind() == kKing) generate_for(p, k, out);
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size()) return kNoSuchAction;
    if (p.at(a.from).kind() != kKing || !p.empty(a.to)) return clause::kKingPortal;
    bool near_queen = false;
    queens(p, a.from).for_each([&](Square q) { near_queen |= near(p, q).contains(a.to); });
    if (!near_queen) return clause::kKingPortal;  // "if Queen exists ... near Queen(3x3)"
    if (Refusal r = variant().may_enter(p, step(p, a.from, a.to)); !r.empty()) return r;
    // "May not teleport into check or threatened squares.": judged with the king gone from K (a line his own
    // square blocked reaches S once he has left it).
    return board().threatened_by(board().threats(lifted(p, a.from)), a.to, kKing, ~p.at(a.from).side()) ? clause::kKingPortal
                                                                                                       : Refusal{};
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire(trace, clause::kKingPortal);
    fire(trace, clause::kChangelogKingPortal);
    variant().carry(p, step(p, a.from, a.to), trace);
  }
  std::vector<std::string_view> clauses() const override { return {clause::kKingPortal, clause::kChangelogKingPortal}; }

 private:
  // The portal moves of the king on K: the squares near a queen it may enter, unthreatened with him gone from K.
  void generate_for(const Position& p, Square k, ActionList& out) const {
    SquareSet targets;
    queens(p, k).for_each([&](Square q) { targets = targets | near(p, q); });
    if (targets.empty()) return;
    const Position without = lifted(p, k);
    const Threats& threats = board().threats(without);
    targets.for_each([&](Square s) {
      if (s != k && p.empty(s) && variant().may_enter(p, step(p, k, s)).empty() &&
          !board().threatened_by(threats, s, kKing, ~p.at(k).side()))
        out.push_back(Action::ability_use(kKingsPortal, k, s));
    });
  }
  // The position with the king lifted off K: the threats a teleported king meets on arrival.
  static Position lifted(const Position& p, Square k) {
    Position without = p;
    without.lift(k);
    return without;
  }
  static Step step(const Position& p, Square k, Square s) { return Step{p.id_at(k), k, s, Carried::kTeleported}; }
  SquareSet queens(const Position& p, Square k) const {
    SquareSet out;
    const Side side = p.at(k).side();
    for (Side s : {Side::kWhite, Side::kBlack})
      if (s == side || either_queen_)
        p.occupied(s).for_each([&](Square q) {
          if (p.at(q).kind() == kQueen) out.insert(q);
        });
    return out;
  }
  SquareSet near(const Position& p, Square q) const {
    SquareSet out;
    for (int df = -radius_; df <= radius_; ++df)
      for (int dr = -radius_; dr <= radius_; ++dr)
        if (auto s = p.geometry().step(q, df, dr)) out.insert(*s);
    return out;
  }

  const int radius_;
  const bool either_queen_;
};

}  // namespace

std::unique_ptr<Mechanic> kings_portal(const Board& b, int radius, bool either_queen) {
  return std::make_unique<KingsPortal>(b, radius, either_queen);
}

}  // namespace arbiter::frozenchess13
