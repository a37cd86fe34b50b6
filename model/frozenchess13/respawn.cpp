// Respawn (the document's "Special Moves:Respawn"): "Dead units can respawn if their Tomb square ... explodes
// and not threatened by any piece (cannot be captured/exploded/immobilized/influenced by enemy unit on next
// move) in order of their deaths(oldest first). Counts as players move (choose available respawn square)."
// Written respawn@S: the oldest dead unit of the open tomb S (tombs.h: exploded, stepped on or rotted) stands
// on S again (respawn.condition, respawn.order, respawn.counts-as-move: the player's whole action, so not
// inside a double move or multimove, advanced.no-abilities). S must be empty and let the unit enter (walls),
// and no enemy unit may threaten the unit standing there: capture it (its capture reach, with Kind Immunity,
// board.h) or explode it (land on an explosive tomb of the 3x3 around S, tomb.explosion, unless the explosion
// would spare the unit, explosion.immune-units). The other influences the parenthesis lists (immobilizing
// and influencing abilities, the units' own explosions) are stages 3 and 4's and join this test with them.
// "Respawned units range is reset to default(CRR removed)" (respawn.range-reset, crr.respawn-reset): its
// CRR is 0 again; respawn.range-extension = keep-extension keeps the idle turns' extension
// (range-extension.survives-death; reset-to-16 drops it). Its multimove awards went when it died
// (advanced_moves.h, multimove.removed-on-death).
// Readings: respawn.who-respawns = owner-any-later-turn: the owner of the oldest dead unit may respawn it on
// any of his turns while S is open; younger dead wait (immediate-or-lost is not built). respawn.off-board-
// unreachable = dead-text: no unit leaves the board, so respawn.off-board-tomb never applies.
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/tombs.h"

namespace arbiter::frozenchess13 {
namespace {

class Respawn final : public FrozenMechanic, public TypeScope {
 public:
  Respawn(const Board& b, const Tombs& tombs, RespawnParams params) : FrozenMechanic("respawn", b), tombs_(tombs), p_(params) {}

  void declare(Declaration& d) override {
    // The range's and the advanced moves' own attributes (range.cpp, advanced_moves.cpp), shared by name.
    crr_[0] = d.attribute({"crr-diagonal", Scope::kPiece, 0, 999});
    crr_[1] = d.attribute({"crr-orthogonal", Scope::kPiece, 0, 999});
    idle_ = d.attribute({"idle", Scope::kPiece, 0, 30000});
  }
  bool owns(const Action& a) const override { return is_ability(a, kRespawn); }
  std::vector<Square> actors(const Position&, const Action&) const override { return {}; }  // the dead act not

  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    const SquareSet tombs = p.marked(tomb_state());
    if (tombs.empty()) return;
    tombs.for_each([&](Square s) {
      if (tombs_.state(p, s) == Tombs::kOpen && refusal(p, s).empty()) out.push_back(Action::ability_use(kRespawn, s, s));
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (a.to != a.from || a.path_size()) return kNoSuchAction;
    return refusal(p, a.from);
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    const Square s = a.from;
    const UnitId id = tombs_.dead(p, s).front()->id;
    Unit u = p.take(id);
    p.stand(s, u);
    for (int c : crr_) p.set_attribute(c, s, 0);
    if (p_.reset_extension) p.set_attribute(idle_, s, 0);
    // "Range Externsion(RE) doesn't reduce after death unlike CRR": the idle turns it earned come back with it.
    else if (p.attribute(idle_, s) > 0) fire(trace, clause::kRangeExtensionSurvivesDeath);
    const bool last = tombs_.dead(p, s).empty();
    tombs_.set_state(p, s, last ? Tombs::kNone : Tombs::kRespawned);
    if (last) fire(trace, clause::kTombCleared);  // "with last unit leaving"
    for (std::string_view c : {clause::kRespawnCondition, clause::kRespawnOrder, clause::kRespawnCountsAsMove,
                               clause::kRespawnRangeReset, clause::kCrrRespawnReset})
      fire(trace, c);
    variant().arrive(p, Step{id, s, s, Carried::kTeleported}, trace);  // a flood holds it, say
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kRespawnCondition, clause::kRespawnOrder, clause::kRespawnCountsAsMove, clause::kRespawnRangeReset,
            clause::kCrrRespawnReset, clause::kRangeExtensionSurvivesDeath};
  }

 private:
  int tomb_state() const { return *variant().schema().attribute("tomb-state"); }
  // Why the oldest dead unit of s may not respawn now ("" if it may).
  Refusal refusal(const Position& p, Square s) const {
    if (tombs_.state(p, s) != Tombs::kOpen || !p.empty(s)) return clause::kRespawnCondition;
    const std::vector<const Unit*> dead = tombs_.dead(p, s);
    if (dead.empty()) return clause::kRespawnCondition;
    const Piece oldest = dead.front()->piece;
    if (oldest.side() != p.side_to_move()) return clause::kRespawnOrder;  // the oldest goes first, and is not his
    if (Refusal r = variant().may_enter(p, Step{dead.front()->id, s, s, Carried::kTeleported}); !r.empty()) return r;
    // What the enemy could do to the unit on s on his next move. A capture reach covers s whether it is empty
    // or not, so the position as it is answers that.
    if (board().threatened_by(board().threats(p), s, oldest.kind(), ~oldest.side())) return clause::kRespawnCondition;
    if (exploded(p, s, *dead.front())) return clause::kRespawnCondition;
    return {};
  }
  // Whether an enemy unit could land on an explosive tomb beside s, whose explosion would kill `unit`
  // standing on s (unless it would spare it: asked of the position with the unit there).
  bool exploded(const Position& p, Square s, const Unit& unit) const {
    const SquareSet tombs = tombs_.tombs_around(p, s);
    if (tombs.empty()) return false;
    const Side enemy = ~unit.piece.side();
    bool hit = false;
    // A unit whose capture reach covers an empty square can move there (a capture route ends there), unless
    // it is a cannon (it shoots, and never moves) or a statue the reach counts: the cached threats answer for
    // those, and only the routes no reach holds are walked: the steps that do not capture (a pawn's, the
    // bishop's orthogonal one), the units that cannot capture, and Empower's lent movement.
    const bool by_reach = board().reach_units_move();
    if (by_reach) {
      const Threats& t = board().threats(p);
      tombs.for_each([&](Square x) { hit |= t.reach[index(enemy)][x].any_but(kCannon); });
    }
    p.occupied(enemy).for_each([&](Square e) {
      const Kind k = p.at(e).kind();
      if (hit || k == kFrog || k == kCannon || board().paralysed(p, e)) return;  // these do not move there
      const bool non_capturing = k == kPawn || k == kBishop || k == kJester || k == kCrossbowman;
      const Lent lent = board().lent(p, e);
      if (by_reach && !non_capturing && lent.empty()) return;
      auto lands = [&](const Route& r) { hit |= !r.onto_unit && !r.ranged && tombs.contains(r.to); };
      board().movement().routes(p, e, k, enemy, board().ranges(p, e), lands);
      // The movements lent to it move too (Empower's, empower.protected-by-one; the Tower's, Power Steal's...).
      lent.all().for_each([&](Kind l) {
        if (!hit) board().movement().routes(p, e, l, enemy, board().ranges(p, e), lands);
      });
    });
    if (!hit) return false;
    Position q = p;
    Unit u = unit;
    q.take(u.id);
    q.stand(s, u);
    return !tombs_.spared(q, s);
  }

  const Tombs& tombs_;
  RespawnParams p_;
  int crr_[2] = {-1, -1};
  int idle_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> respawn(const Board& b, const Tombs& tombs, RespawnParams params) {
  return std::make_unique<Respawn>(b, tombs, params);
}

}  // namespace arbiter::frozenchess13
