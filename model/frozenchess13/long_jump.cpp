// The frog's Long Jump (frog.long-jump): "Long Jump: Jumps to a square near(3x3) another(Enemy or Friendly)
// Frog from anywhere on board." Written longjump@F>S: the frog on F jumps to an empty square S of the 3x3 around
// another frog of either side (the catalog's "near(3x3)"), wherever F stands. The frog arrives by its own
// jump, not carried, but no path lies between: the jump is a teleport (Carried::kTeleported) that a wall keeps
// off (variant().may_enter) and that may not end on a tomb ("Cannot land on tombs/walls", frog.no-tomb-wall,
// tombs.h). A frog cannot capture, so S is empty. A special move: the whole action, not inside a double move
// or multimove (advanced.no-abilities); a paralysed frog does not jump.
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/mechanics_acting.h"

namespace arbiter::frozenchess13 {
namespace {

class LongJump final : public FrozenMechanic, public TypeScope {
 public:
  LongJump(const Board& b, int radius) : FrozenMechanic("long jump", b), radius_(radius) {}

  bool owns(const Action& a) const override { return is_ability(a, kLongJump); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    const SquareSet frogs = all_frogs(p);
    if (frogs.size() < 2) return;
    variant().controlled(p).for_each([&](Square f) {
      if (p.at(f).kind() != kFrog) return;
      landings(p, frogs, f).for_each([&](Square s) {
        if (variant().may_enter(p, step(p, f, s)).empty()) out.push_back(Action::ability_use(kLongJump, f, s));
      });
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size()) return kNoSuchAction;
    if (p.at(a.from).kind() != kFrog || !landings(p, all_frogs(p), a.from).contains(a.to)) return clause::kFrogLongJump;
    return variant().may_enter(p, step(p, a.from, a.to));
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire(trace, clause::kFrogLongJump);
    variant().carry(p, step(p, a.from, a.to), trace);
  }
  std::vector<std::string_view> clauses() const override { return {clause::kFrogLongJump}; }

 private:
  static Step step(const Position& p, Square f, Square s) { return Step{p.id_at(f), f, s, Carried::kTeleported}; }
  static SquareSet all_frogs(const Position& p) {
    SquareSet out;
    p.occupied().for_each([&](Square s) {
      if (p.at(s).kind() == kFrog) out.insert(s);
    });
    return out;
  }
  // The empty squares of the 3x3 around each frog but the jumper ("another ... Frog").
  SquareSet landings(const Position& p, const SquareSet& frogs, Square jumper) const {
    SquareSet out;
    frogs.for_each([&](Square g) {
      if (g == jumper) return;
      for (int df = -radius_; df <= radius_; ++df)
        for (int dr = -radius_; dr <= radius_; ++dr)
          if (auto s = p.geometry().step(g, df, dr); s && p.empty(*s)) out.insert(*s);
    });
    return out;
  }

  const int radius_;
};

}  // namespace

std::unique_ptr<Mechanic> long_jump(const Board& b, int radius) { return std::make_unique<LongJump>(b, radius); }

}  // namespace arbiter::frozenchess13
