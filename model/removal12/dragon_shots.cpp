// Dragon shots: "can capture(dragons shot) without moving(3 times per piece) like bishop or knight ... Dragon shot
// can be only one move,1knight or 1bishop ... Dragon shot of king is checkmate" and the nightdragon's "(+6
// shots)". Readings (the catalog's defaults): dragon.shot-reach = bishop-line (any distance along a diagonal
// with no unit between; removed squares do not stop it, square-removal.abilities-pass), allowance.per-piece =
// per-user (3 shots per dragon, the catalog's value: the piece attribute shots-spent, the allowance less it left), dragon.shot-king-check =
// shot-attack-is-check (the squares a dragon with a shot left could shoot are attacked: board.cpp). Written
// `shot@d4>g7`. A shot is a capture (capture.what-counts): it counts toward the dragon's promotion
// (promotions.cpp) and sets off a jester it hits.
#include "model/removal12/clauses.h"
#include "model/removal12/mechanics.h"

namespace arbiter::removal12 {
namespace {

class DragonShots final : public RemovalMechanic, public TypeScope {
 public:
  explicit DragonShots(const Board& b) : RemovalMechanic("dragon shots", b) {}

  void declare(Declaration& d) override {
    d.attribute({"shots-spent", Scope::kPiece, -64, board().shot_allowance()});
    d.ability("shot");
  }
  bool owns(const Action& a) const override { return is_ability(a, kShot); }
  unsigned refused_types() const override { return 0; }  // forbids nothing before an action is played

  void generate(const Position& p, ActionList& out) const override {
    const Side us = p.side_to_move();
    p.occupied(us).for_each([&](Square s) {
      if (!board().shoots(p, s)) return;
      board().shot_targets(p, s, [&](Square t) {
        if (p.at(t).side() == us) return;
        Action a;
        a.type = ActionType::kAbility;
        a.ability = kShot;
        a.from = static_cast<uint8_t>(s);
        a.to = static_cast<uint8_t>(t);
        out.push_back(a);
      });
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (p.empty(a.from) || p.at(a.from).side() != p.side_to_move()) return kNoSuchAction;
    Kind k = p.at(a.from).kind();
    if (k != kDragon && k != kNightdragon) return kNoSuchAction;
    if (board().shots_left(p, a.from) <= 0) return clause::kDragonShotLimit;
    if (p.empty(a.to) || p.at(a.to).side() == p.side_to_move()) return kNoSuchAction;
    bool reached = false;
    board().shot_targets(p, a.from, [&](Square t) { reached = reached || t == a.to; });
    return reached ? Refusal() : clause::kDragonShotRange;
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire(trace, clause::kDragonShot);
    if (board().passes_removed(p, a.from, a.to)) fire(trace, clause::kSquareRemovalAbilitiesPass);
    if (p.at(a.to).kind() == kKing) fire(trace, clause::kDragonShotKing);
    const int spent = board().shots_attribute();
    p.set_attribute(spent, a.from, p.attribute(spent, a.from) + 1);
    board().count_halfmove(p, true);
    board().capture_from(p, a.from, a.to, trace);
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kDragonShot, clause::kDragonShotLimit, clause::kDragonShotRange, clause::kDragonShotKing,
            clause::kSquareRemovalAbilitiesPass};
  }
};

}  // namespace

std::unique_ptr<Mechanic> dragon_shots(const Board& b) { return std::make_unique<DragonShots>(b); }

}  // namespace arbiter::removal12
