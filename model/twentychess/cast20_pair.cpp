// Cast 20: "when a player chooses to move his knight, bishop or rook, he has to move both of this type of
// chessmen (if they are still on the game)": after the first, the turn goes on (turn.cpp) with the other
// chessmen of its type, each once (cast-20.three-of-type=all-of-type); a first move whose partner could
// not follow is no complete turn (cast-20.second-cannot-move=type-blocked), or, under move-alone, the
// partner that cannot move lets the first move stand alone: the player passes ("0000", played by
// extra_piece.cpp, the owner of the pass).
#include "model/twentychess/clauses.h"
#include "model/twentychess/twentychess.h"

namespace arbiter::twentychess {
namespace {

bool pair_phase(const Position& pos) { return pos.counter(kCast) == 20 && pos.counter(kPhase) > 0; }

class PairMove final : public CastMechanic {
 public:
  explicit PairMove(const TwentyChess& v) : CastMechanic("pair move", v) {}

  void generate(const Position& pos, ActionList& out) const override {
    if (!pair_phase(pos) || !v_.readings().pair_may_move_alone) return;
    ActionList moves;
    chess::generate_legal(v_.rules(pos), pos, moves);
    for (const Action& a : moves) {
      bool allowed = true;
      for (const auto& m : variant().mechanics()) allowed = allowed && m->forbids(pos, a).empty();
      if (allowed) return;
    }
    out.push_back(Action::pass());
  }
  Refusal forbids(const Position& pos, const Action& a) const override {
    if (!pair_phase(pos) || a.type != ActionType::kMove) return {};
    if (pos.at(a.from).kind() != pos.counter(kSecond) || pos.attribute(kActedAttribute, a.from)) return clause::kCast20Pair;
    return {};
  }

 private:
};

}  // namespace

std::unique_ptr<Mechanic> pair_move(const TwentyChess& v) { return std::make_unique<PairMove>(v); }

}  // namespace arbiter::twentychess
