// The assassin's Retain Empowered Move (assassin.retain-empower): "Ability: Retain Empowered Move Can move, but
// not capture as the last unit that empowered the Assassin.(retain empower moves for non-capture moves)."
// State: retained@S (unit attribute retained): the kind of the last unit whose movement Empower lent the
// assassin on S (0: none yet). A MovementLender (board.h): the assassin is lent that kind's routes onto empty
// squares, whether it is empowered now or not; while empowered, Empower's movement (moves and captures) stays
// beside it. The state goes with the unit: it dies with it, and Morph resets it (morph.reset-stats).
// Readings (points of model/frozenchess13/rules.xml):
//  - assassin.retain-moment = between-turns: an assassin empowered in a position between turns (at the start
//    of a turn, either side's) retains its lender's kind, the last one replacing the one before;
//    lent-move: only a move the assassin made by Empower's lent movement records the kind.
#include "model/core/shortcuts.h"
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {
namespace {

class AssassinsRetain final : public FrozenMechanic, public MovementLender, public MoveListener, public BookkeepingTurnStart {
 public:
  AssassinsRetain(const Board& b, bool on_lent_move) : FrozenMechanic("assassin's retain empowered move", b), on_lent_move_(on_lent_move) {}

  void declare(Declaration& d) override { retained_ = d.attribute({"retained", Scope::kPiece, 0, kKindCount - 1}); }
  // between-turns: every empowered assassin records its lender's kind.
  void turn_start(Position& p, Trace*) const override {
    if (on_lent_move_) return;
    p.occupied().for_each([&](Square s) {
      if (p.at(s).kind() != kAssassin) return;
      const Kind k = board().empowerment(p, s);
      if (k != kNoKind && p.attribute(retained_, s) != k) p.set_attribute(retained_, s, k);
    });
  }
  // lent-move: a move by the lent movement records it.
  void moved(Position& p, const Moved& m, Trace*) const override {
    if (!on_lent_move_ || p.empty(m.to) || p.at(m.to).kind() != kAssassin || m.kind == kAssassin) return;
    if (m.kind != p.attribute(retained_, m.to)) p.set_attribute(retained_, m.to, m.kind);
  }
  void lend(const Position& p, Square s, Lent& out) const override {
    if (const Kind k = retained(p, s); k != kNoKind) out.move_only.insert(k);
  }
  std::string_view lends_by(const Position& p, Square s, Kind k) const override {
    return k != kNoKind && retained(p, s) == k ? clause::kAssassinRetainEmpower : std::string_view{};
  }
  std::vector<std::string_view> clauses() const override { return {clause::kAssassinRetainEmpower}; }

 private:
  Kind retained(const Position& p, Square s) const {
    if (p.empty(s) || p.at(s).kind() != kAssassin) return kNoKind;
    return static_cast<Kind>(p.attribute(retained_, s));
  }

  const bool on_lent_move_;
  int retained_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> assassins_retain(const Board& b, bool on_lent_move) {
  return std::make_unique<AssassinsRetain>(b, on_lent_move);
}

}  // namespace arbiter::frozenchess13
