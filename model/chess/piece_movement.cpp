// Piece movement (FIDE 3.1-3.6): each piece moves as the rules table says (riders along their directions
// without jumping, leapers to their offsets, the king one square), never onto a piece of its own side; a
// piece moving onto an enemy piece captures it. This mechanic owns every board move of the family, the
// pawn's, en passant and castling included: it admits a move that some mechanic generates (a move no
// piece can make is refused as "moves.piece") and plays it (make_move.cpp).
#include "model/chess/clauses.h"
#include "model/chess/orthodox.h"

#include <iterator>
#include <string>
#include <vector>

namespace arbiter::chess {
namespace {

class PieceMovement final : public Mechanic, public LegalListing {
 public:
  PieceMovement(const RulesSource& rules, const OrthodoxClauses& ids)
      : Mechanic("piece movement"), rules_(rules), ids_(ids) {}

  void generate(const Position& pos, ActionList& out) const override {
    generate_pseudo(rules_.rules(pos), pos, out, kKingSteps | kPieceMoves);
  }
  bool generate_legal(const Position& pos, ActionList& out) const override {
    chess::generate_legal(rules_.rules(pos), pos, out, kKingSteps | kPieceMoves);
    return true;
  }
  bool owns(const Action& a) const override { return a.type == ActionType::kMove; }
  Refusal admit(const Position& pos, const Action& a) const override {
    if (a.path_size() || pos.empty(a.from) || pos.at(a.from).side() != pos.side_to_move()) return ids_.piece_moves;
    // Some mechanic of the variant moves a piece so (the pawn's moves, en passant and castling are theirs).
    ActionList candidates;
    for (const auto& m : variant().mechanics()) m->generate(pos, candidates);
    for (const Action& c : candidates)
      if (c.same(a)) return {};
    return ids_.piece_moves;
  }
  void play(Position& pos, const Action& a, Trace* trace) const override { play_move(rules_.rules(pos), ids_, pos, a, trace); }
  std::vector<std::string_view> clauses() const override {
    if (!ids_.own_catalog) return {};
    return {clause::kPieceMoves, clause::kCapture};
  }

 private:
  const RulesSource& rules_;
  const OrthodoxClauses& ids_;
};

}  // namespace

std::unique_ptr<Mechanic> piece_movement(const RulesSource& rules, const OrthodoxClauses& ids) {
  return std::make_unique<PieceMovement>(rules, ids);
}

const OrthodoxClauses& chess_clauses() {
  static const OrthodoxClauses r{
      .piece_moves = clause::kPieceMoves, .capture = clause::kCapture, .pawn_push = clause::kPawnPush,
      .double_step = clause::kPawnDoubleStep, .pawn_capture = clause::kPawnCapture, .en_passant = clause::kEnPassant,
      .promotion = clause::kPromotion, .castling = clause::kCastling, .castling_rights = clause::kCastlingRights,
      .castling_check = clause::kCastlingThroughCheck, .no_self_check = clause::kNoSelfCheck,
      .checkmate = clause::kCheckmate, .stalemate = clause::kStalemate, .dead_position = clause::kInsufficientMaterial,
      .threefold = clause::kThreefold, .fifty_move = clause::kFiftyMove, .own_catalog = true, .generates = true};
  return r;
}

// The same ids, each prefixed by its catalog ("chess/"): the strings live as long as the program.
const OrthodoxClauses& qualified_clauses() {
  static const OrthodoxClauses r = [] {
    static std::vector<std::string> held;  // never resized after the views are taken
    const OrthodoxClauses& own = chess_clauses();
    std::string_view OrthodoxClauses::*fields[] = {
        &OrthodoxClauses::piece_moves, &OrthodoxClauses::capture, &OrthodoxClauses::pawn_push,
        &OrthodoxClauses::double_step, &OrthodoxClauses::pawn_capture, &OrthodoxClauses::en_passant,
        &OrthodoxClauses::promotion, &OrthodoxClauses::castling, &OrthodoxClauses::castling_rights,
        &OrthodoxClauses::castling_check, &OrthodoxClauses::no_self_check, &OrthodoxClauses::checkmate,
        &OrthodoxClauses::stalemate, &OrthodoxClauses::dead_position, &OrthodoxClauses::threefold,
        &OrthodoxClauses::fifty_move};
    held.reserve(std::size(fields));
    OrthodoxClauses q = own;
    for (auto field : fields) {
      held.push_back("chess/" + std::string(own.*field));
      q.*field = held.back();
    }
    q.own_catalog = false;
    q.generates = false;
    return q;
  }();
  return r;
}

}  // namespace arbiter::chess
