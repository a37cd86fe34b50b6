// The jester's Distract (jester.distract, jester.distract-direction): "A jester can Cast(normal move range)
// distract on a square. The affected square(limited to 1 per Jester) Will affect movement of line pieces though
// it(Diagonals/orthogonals enemy/friendly), after passing they will bounce on the Square into the direction of
// Distract," and "Jester can choose one of 8 directions for the Distract square,which would be followed by
// Distracted Piece".
//  - Written distract-D@J>S: the jester on J casts a Distract on S with the direction D, one of n, ne, e, se, s,
//    sw, w, nw as the board is drawn (n toward rank 16). A special move: the whole turn (not in a double move
//    or multimove: advanced.no-abilities; not by a paralysed jester).
//  - State: square terms distract (the direction) and distracter (the jester that cast it, while it lives).
//  - Its effect is the ground's (ground.h, Ground::deflect): every ride, either side's, that enters the square
//    goes on from it in the Distract's direction, as a turn of its route; what a ride does with a direction its
//    line type cannot take is jester.distract-direction-image's. Only movement follows it (every route a rider
//    has, so its threats too); lines that are not movement (a cannon's shot, a crossbowman's arrows, a pull's
//    line) do not.
// Readings (points of model/frozenchess13/rules.xml):
//  - jester.distract-square = move-squares: S is an empty square the jester's own move could end on ("Cast(normal
//    move range)"); pattern-squares: any square its move pattern reaches, a unit's too (the Distract acts
//    once the square is left). Never a square that is another jester's Distract.
//  - jester.distract-limit = replaces: a new cast takes the jester's earlier Distract away (a cast identical to
//    the one it has changes nothing, and is no cast); refused-while-cast: a jester with a Distract casts no
//    other.
//  - jester.distract-owner-dies = distract-stays: the Distract of a dead jester stays, counting for no jester;
//    distract-goes: it goes with the jester.
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {
namespace {

class JestersDistract final : public FrozenMechanic, public TypeScope {
 public:
  JestersDistract(const Board& b, JestersDistractParams params) : FrozenMechanic("jester's distract", b), p_(params) {}

  void declare(Declaration& d) override {
    distract_ = d.attribute({"distract", Scope::kSquare, 0, 8});
    distracter_ = d.attribute({"distracter", Scope::kSquare, 0, 32767, true});
  }
  bool owns(const Action& a) const override { return a.type == ActionType::kAbility && direction(a) >= 0; }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square j) {
      if (p.at(j).kind() != kJester || (p_.refused_while_cast && own_square(p, j) != kNoSquare)) return;
      targets(p, j).for_each([&](Square s) {
        for (int d = 0; d < 8; ++d) {
          const Action a = Action::ability_use(static_cast<uint8_t>(kDistractN + d), j, s);
          if (!unchanged(p, a)) out.push_back(a);
        }
      });
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size()) return kNoSuchAction;
    if (p.at(a.from).kind() != kJester || !targets(p, a.from).contains(a.to)) return clause::kJesterDistract;
    if (p_.refused_while_cast && own_square(p, a.from) != kNoSquare) return clause::kJesterDistract;  // "limited to 1"
    if (unchanged(p, a)) return clause::kJesterDistract;
    return {};
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire(trace, clause::kJesterDistract);
    fire(trace, clause::kJesterDistractDirection);
    const UnitId jester = p.id_at(a.from);
    if (const Square old = own_square(p, a.from); old != kNoSquare) {  // "limited to 1 per Jester"
      p.set_attribute(distract_, old, 0);
      p.set_attribute(distracter_, old, 0);
    }
    p.set_attribute(distract_, a.to, direction(a) + 1);
    p.set_attribute(distracter_, a.to, static_cast<int>(jester));
  }
  void removed(Position& p, Unit& victim, const Removal&, Trace*) const override {
    if (p.marked(distracter_).empty()) return;
    p.marked(distracter_).for_each([&](Square s) {
      if (p.attribute(distracter_, s) != static_cast<int>(victim.id)) return;
      p.set_attribute(distracter_, s, 0);
      if (p_.goes_with_owner) p.set_attribute(distract_, s, 0);
    });
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kJesterDistract, clause::kJesterDistractDirection};
  }

 private:
  static int direction(const Action& a) {
    const int d = a.ability - kDistractN;
    return d >= 0 && d < 8 ? d : -1;
  }
  // The squares the jester on j may cast on (jester.distract-square), none of them another jester's Distract.
  SquareSet targets(const Position& p, Square j) const {
    SquareSet out;
    const UnitId jester = p.id_at(j);
    board().movement().routes(p, j, kJester, p.at(j).side(), board().ranges(p, j), [&](const Route& r) {
      if (r.onto_unit && !p_.pattern_squares) return;
      const int by = p.attribute(distracter_, r.to);
      if (p.attribute(distract_, r.to) != 0 && by != static_cast<int>(jester)) return;
      out.insert(r.to);
    });
    return out;
  }
  // The square of the jester's Distract, if it has one.
  Square own_square(const Position& p, Square j) const {
    Square out = kNoSquare;
    const int jester = static_cast<int>(p.id_at(j));
    p.marked(distracter_).for_each([&](Square s) {
      if (p.attribute(distracter_, s) == jester) out = s;
    });
    return out;
  }
  // A cast identical to the jester's Distract (its square and direction): no change.
  bool unchanged(const Position& p, const Action& a) const {
    return p.attribute(distracter_, a.to) == static_cast<int>(p.id_at(a.from)) &&
           p.attribute(distract_, a.to) == direction(a) + 1;
  }

  const JestersDistractParams p_;
  int distract_ = -1, distracter_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> jesters_distract(const Board& b, JestersDistractParams params) {
  return std::make_unique<JestersDistract>(b, params);
}

}  // namespace arbiter::frozenchess13
