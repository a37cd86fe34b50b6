// Game end, the mechanic that gives the verdict: how a game of the orthodox family ends: checkmate and stalemate (FIDE 5.1.1, 5.2.1), dead positions by
// insufficient material (5.2.2), threefold repetition (9.2) and the fifty-move rule (9.3).
// The Laws make repetition and fifty moves a claim; Arbiter declares them automatically, as engines and
// most servers do: interpretation point chess/end.claims (option "automatic", the only one implemented).
#include "model/chess/clauses.h"
#include "model/chess/orthodox.h"

namespace arbiter::chess {

bool insufficient_material(const OrthodoxRules& r, const Position& pos) {
  // Dead when neither side can ever mate: only kings, plus minor pieces that cannot force or help a mate:
  // at most one knight or bishop in all, or only bishops, all on squares of one colour.
  int minors = 0;
  int knights = 0;
  int bishop_colours = 0;
  bool dead = true;
  for (Square s : pos.geometry().squares()) {
    Piece p = pos.at(s);
    if (p.empty() || p.kind() == r.king) continue;
    const Mover& m = r.movers.of(p.kind());
    bool bishop = m.slides == kDiagonal && m.leaper < 0;
    bool knight = m.slides == 0 && m.leaper >= 0 && !m.pawn;
    if (!bishop && !knight) dead = false;
    ++minors;
    if (knight) ++knights;
    if (bishop) bishop_colours |= 1 << ((file_of(s) + rank_of(s)) & 1);
  }
  if (!dead) return false;
  return minors <= 1 || (knights == 0 && bishop_colours != 3);
}

Outcome orthodox_outcome(const OrthodoxRules& r, const OrthodoxClauses& ids, const Variant& v, const Game& game) {
  const Position& pos = game.position();
  Side us = pos.side_to_move();
  if (v.count_legal(pos) == 0) {
    if (in_check(r, pos, us)) return Outcome::win(~us, ids.checkmate, "checkmate");
    return Outcome::draw(ids.stalemate, "stalemate");
  }
  if (r.insufficient_material && insufficient_material(r, pos))
    return Outcome::draw(ids.dead_position, "insufficient material");
  if (game.repetitions() >= 2) return Outcome::draw(ids.threefold, "threefold repetition");
  if (pos.halfmove_clock() >= 100) return Outcome::draw(ids.fifty_move, "fifty-move rule");
  return Outcome::ongoing();
}

namespace {

class GameEnd final : public Mechanic, public LegalListing {
 public:
  GameEnd(const RulesSource& rules, const OrthodoxClauses& ids) : Mechanic("game end"), rules_(rules), ids_(ids) {}
  // It originates no action: its (empty) list of legal ones is known without the core's filtering.
  bool generate_legal(const Position&, ActionList&) const override { return true; }
  bool decides_outcome() const override { return true; }
  Outcome verdict(const Game& game) const override {
    return orthodox_outcome(rules_.rules(game.position()), ids_, variant(), game);
  }
  std::vector<std::string_view> clauses() const override {
    if (!ids_.own_catalog) return {};
    return {clause::kCheckmate, clause::kStalemate, clause::kInsufficientMaterial, clause::kThreefold, clause::kFiftyMove};
  }

 private:
  const RulesSource& rules_;
  const OrthodoxClauses& ids_;
};

}  // namespace

std::unique_ptr<Mechanic> game_end(const RulesSource& rules, const OrthodoxClauses& ids) {
  return std::make_unique<GameEnd>(rules, ids);
}

}  // namespace arbiter::chess
