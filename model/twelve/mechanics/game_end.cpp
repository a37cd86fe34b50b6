// How a game ends (game-end.*, king.capture-wins, king.checkmate-wins, jester.explosion-instant-checkmate):
// judged by Rules::outcome (../game_end.cpp) from the game's positions and the variant's legal actions.
#include "model/twelve/mechanics/mechanics.h"

namespace arbiter::twelve {
namespace {

class GameEnd final : public TwelveMechanic {
 public:
  explicit GameEnd(const Rules& r) : TwelveMechanic("game end", r) {}

  bool decides_outcome() const override { return true; }
  Outcome verdict(const Game& game) const override { return rules().outcome(variant(), game); }
};

}  // namespace

std::unique_ptr<Mechanic> game_end(const Rules& r) { return std::make_unique<GameEnd>(r); }

}  // namespace arbiter::twelve
