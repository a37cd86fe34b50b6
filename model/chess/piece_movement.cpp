// Piece movement (FIDE 3.1-3.6): each piece moves as the rules table says (riders along their directions
// without jumping, leapers to their offsets, the king one square), never onto a piece of its own side; a
// piece moving onto an enemy piece captures it. This mechanic owns every board move of the family, the
// pawn's, en passant and castling included: it admits a move that some mechanic generates (a move no
// piece can make is refused as "moves.piece") and plays it (make_move.cpp).
#include "model/chess/clauses.h"
#include "model/chess/orthodox.h"

namespace arbiter::chess {
namespace {

class PieceMovement final : public Mechanic {
 public:
  PieceMovement(const RulesSource& rules, const OrthodoxRefusals& refusals)
      : Mechanic("piece movement"), rules_(rules), refusals_(refusals) {}

  void generate(const Position& pos, ActionList& out) const override {
    generate_pseudo(rules_.rules(pos), pos, out, kKingSteps | kPieceMoves);
  }
  bool generate_legal(const Position& pos, ActionList& out) const override {
    chess::generate_legal(rules_.rules(pos), pos, out, kKingSteps | kPieceMoves);
    return true;
  }
  bool owns(const Action& a) const override { return a.type == ActionType::kMove; }
  Refusal admit(const Position& pos, const Action& a) const override {
    if (a.path_size() || pos.empty(a.from) || pos.at(a.from).side() != pos.side_to_move()) return refusals_.piece_moves;
    // Some mechanic of the variant moves a piece so (the pawn's moves, en passant and castling are theirs).
    ActionList candidates;
    for (const auto& m : variant().mechanics()) m->generate(pos, candidates);
    for (const Action& c : candidates)
      if (c.same(a)) return {};
    return refusals_.piece_moves;
  }
  void play(Position& pos, const Action& a, Trace* trace) const override { play_move(rules_.rules(pos), pos, a, trace); }
  std::vector<std::string_view> clauses() const override {
    if (!refusals_.own_catalog) return {};
    return {clause::kPieceMoves, clause::kCapture};
  }

 private:
  const RulesSource& rules_;
  const OrthodoxRefusals& refusals_;
};

}  // namespace

std::unique_ptr<Mechanic> piece_movement(const RulesSource& rules, const OrthodoxRefusals& refusals) {
  return std::make_unique<PieceMovement>(rules, refusals);
}

const OrthodoxRefusals& chess_refusals() {
  static const OrthodoxRefusals r{clause::kPieceMoves,     clause::kPromotion,     clause::kEnPassant,
                                  clause::kCastlingRights, clause::kCastlingThroughCheck, clause::kNoSelfCheck, true, true};
  return r;
}

const OrthodoxRefusals& qualified_refusals() {
  static const std::string ids[] = {"chess/" + std::string(clause::kPieceMoves), "chess/" + std::string(clause::kPromotion),
                                    "chess/" + std::string(clause::kEnPassant), "chess/" + std::string(clause::kCastlingRights),
                                    "chess/" + std::string(clause::kCastlingThroughCheck), "chess/" + std::string(clause::kNoSelfCheck)};
  static const OrthodoxRefusals r{ids[0], ids[1], ids[2], ids[3], ids[4], ids[5], false, false};
  return r;
}

}  // namespace arbiter::chess
