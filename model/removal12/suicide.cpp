// Suicide: "Any non-king piece instead of moving can also suicide, removing its self from the board(jesters
// don't explode,jokers explode 3x3)." suicide.pawns = pawns-included: pawns may too. Written `suicide@e2`.
// The king's refusal is the king's (king.no-suicide, king.cpp), an immobilized piece's the knights'
// (suicide.immobilized = cannot; can lets it suicide: Knights::Params, knights.cpp).
#include "model/core/mechanic_variant.h"
#include "model/removal12/clauses.h"
#include "model/removal12/jester.h"
#include "model/removal12/king_shield.h"
#include "model/removal12/mechanics.h"

namespace arbiter::removal12 {
namespace {

class Suicide final : public RemovalMechanic, public TypeScope, public LegalListing {
 public:
  Suicide(const Board& b, const Jester& jester, SuicideParams params)
      : RemovalMechanic("suicide", b), jester_(jester), params_(params) {}

  void declare(Declaration& d) override { d.ability("suicide"); }
  bool owns(const Action& a) const override { return is_ability(a, kSuicide); }
  unsigned refused_types() const override { return 0; }  // forbids nothing before an action is played
  void generate(const Position& p, ActionList& out) const override {
    p.occupied(p.side_to_move()).for_each([&](Square s) {
      if (!params_.kinds.contains(p.at(s).kind()) || (p.at(s).kind() == kPawn && !params_.pawns)) return;
      Action a;
      a.type = ActionType::kAbility;
      a.ability = kSuicide;
      a.from = a.to = static_cast<uint8_t>(s);
      out.push_back(a);
    });
  }
  // The legal suicides, most judged without being played (king_shield.h): a unit that leaves the board
  // without a blast (not a joker) where its leaving keeps the king unattacked, once no mechanic forbids it.
  // Held to checked generation by properties/mechanic_properties.cpp.
  bool generate_legal(const Position& p, ActionList& out) const override {
    KingShield shield(board(), p);
    ActionList mine;
    generate(p, mine);
    for (const Action& a : mine) {
      const bool shielded = shield.applies() && p.at(a.from).kind() != kJoker && shield.safe_without(a.from);
      if (shielded ? variant().forbidden_before_play(p, a).legal : variant().check_candidate(p, a).legal)
        out.push_back(a);
    }
    return true;
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!p.empty(a.from) && p.at(a.from).kind() == kPawn && !params_.pawns && p.at(a.from).side() == p.side_to_move())
      return clause::kSuicide;  // suicide.pawns = pawns-excluded
    return generates(p, a) ? Refusal() : kNoSuchAction;
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire(trace, clause::kSuicide);
    const Kind k = p.at(a.from).kind();
    if (k == kJester) fire(trace, clause::kSuicideJesterNoExplosion);  // no blast
    board().count_halfmove(p, true);
    if (k == kJoker) {  // suicide.joker-explosion: 3x3, a promoted piece's blast
      fire(trace, clause::kSuicideJokerExplosion);
      return jester_.explode(p, a.from, kNoSquare, false, false, jester_.params().suicide_joker_blast, trace, p.at(a.from), a.from);
    }
    p.remove(a.from);
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kSuicide, clause::kSuicideJesterNoExplosion, clause::kSuicideJokerExplosion};
  }

 private:
  const Jester& jester_;
  SuicideParams params_;
};

}  // namespace

SuicideParams SuicideParams::read(const ChosenOptions& c) {
  SuicideParams s;
  s.pawns = c.is("suicide.pawns", "pawns-included");
  s.kinds = c.kinds("suicide", "kinds", removal12_army());  // "Any non-king piece"
  return s;
}

std::unique_ptr<Mechanic> suicide(const Board& b, const Jester& jester, SuicideParams params) {
  return std::make_unique<Suicide>(b, jester, params);
}

}  // namespace arbiter::removal12
