// The chancellor's Paralyse: "Any enemy units in knight range are paralyzed as long as chancellor is alive
// and not paralyzed.." (chancellor.paralyse), and the changelog's "Chancellor:Paralyse is now automatic."
// (changelog.v12.chancellor-paralyse-auto): an aura (auras.h, aura_fixpoint.h), nothing stored.
// Readings:
//  - "knight range": chancellor.paralyse-range = knight-leap: the eight squares a chess knight's leap away;
//    knight-move: also the document's knight's "optionally 1sq forward diagonally" steps, forward being the
//    chancellor's side's. A range, not a move: walls and terrain levels do not matter.
//  - "not paralyzed": a chancellor paralysed by anything (a counter, a flood, a syzygy lock, a pincer) holds
//    no one, whatever paralysis.statue-threat says.
//  - Kind Immunity: a chancellor never holds a chancellor ("a non-pawn piece cannot engage a piece of its own
//    kind ... with any capture/abilitymove", kind-immunity.no-engage, which the jester's section applies to
//    presence too: "Jesters are immune to Jesters Paralysis (Kind Immunity)"). Kings (king.immunity) and units
//    beside their own king (royal-guards.no-paralysis) are never held.
#include <optional>

#include "model/frozenchess13/auras.h"
#include "model/frozenchess13/clauses.h"

namespace arbiter::frozenchess13 {
namespace {

class ChancellorsParalyse final : public AuraMechanic {
 public:
  ChancellorsParalyse(const Board& b, const Paralysis& paralysis, bool knight_move)
      : AuraMechanic("chancellor's paralyse", b, paralysis, clause::kChancellorParalyse), knight_move_(knight_move) {}

  KindSet sources() const override { return KindSet::of(kChancellor); }
  bool stops_when_paralysed() const override { return true; }
  void zone(const Position& p, Square s, SquareSet& out) const override {
    const Side side = p.at(s).side();
    SquareSet range = knight_leaps(s);
    if (knight_move_)
      for (int df : {-1, 1})
        if (std::optional<Square> q = board().geometry().step(s, df, board().movement().forward(side))) range.insert(*q);
    (range & p.occupied(~side)).for_each([&](Square q) {
      if (p.at(q).kind() != kChancellor && paralysable(p, q)) out.insert(q);
    });
  }
  void arrived(Position& p, const Step& step, Trace* trace) const override {
    if (!trace || !takes_hold(p, step)) return;
    fire(trace, clause::kChancellorParalyse);
    fire(trace, clause::kChangelogChancellorParalyseAuto);  // automatic: no action of the chancellor's
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kChancellorParalyse, clause::kChangelogChancellorParalyseAuto};
  }

 private:
  const bool knight_move_;
};

}  // namespace

std::unique_ptr<Mechanic> chancellors_paralyse(const Board& b, const Paralysis& paralysis, bool knight_move) {
  return std::make_unique<ChancellorsParalyse>(b, paralysis, knight_move);
}

}  // namespace arbiter::frozenchess13
