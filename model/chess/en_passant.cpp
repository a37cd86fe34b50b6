// En passant (FIDE 3.7.3.2): the target a double step leaves, the capture, and the mechanic that generates
// and refuses it (below).
#include "model/chess/en_passant.h"

#include "model/chess/clauses.h"

namespace arbiter::chess {

Square en_passant_target(const OrthodoxRules& r, const Position& pos, Square from, Square to) {
  Piece moved = pos.at(to).empty() ? pos.at(from) : pos.at(to);
  // Only a pawn is taken en passant: another chessman that steps like one (twentychess's fool with a pawn's
  // capacity) leaves no target, since no capture could use it.
  if (moved.kind() != r.pawn) return kNoSquare;
  Side mover = moved.side();
  Square target = r.pawn_push[index(mover)][from];
  // Enemy pawns that could capture onto target stand where a mover's pawn on target would capture.
  for (int16_t s : r.pawn_captures[index(mover)][target]) {
    if (s < 0) continue;
    Piece p = pos.at(s);
    if (!p.empty() && p.side() == ~mover && p.kind() == r.pawn) return target;
  }
  return kNoSquare;
}

void add_en_passant_if_legal(const OrthodoxRules& r, const Position& pos, Square from, Square target, ActionList& out) {
  Side us = pos.side_to_move();
  Position after = pos;
  after.remove(en_passant_victim(r, us, target));
  after.move(from, target);
  if (!in_check(r, after, us)) out.push_back(Action::move(from, target, kCapture | kEnPassant));
}

}  // namespace arbiter::chess

// The mechanic: it generates the capture, and refuses a pawn's diagonal step onto an empty square beside an
// enemy pawn when that square is not the en passant target (the pawn did not just cross it, or not on the
// very last move).
namespace arbiter::chess {
namespace {

class EnPassant final : public Mechanic, public LegalListing {
 public:
  EnPassant(const RulesSource& rules, const OrthodoxClauses& ids)
      : Mechanic("en passant"), rules_(rules), ids_(ids) {}

  void generate(const Position& pos, ActionList& out) const override {
    if (ids_.generates && pos.en_passant() != kNoSquare) generate_pseudo(rules_.rules(pos), pos, out, kEnPassantMoves);
  }
  bool generate_legal(const Position& pos, ActionList& out) const override {
    if (ids_.generates && pos.en_passant() != kNoSquare) chess::generate_legal(rules_.rules(pos), pos, out, kEnPassantMoves);
    return true;
  }
  Refusal forbids(const Position& pos, const Action& a) const override {
    if (a.type != ActionType::kMove || a.path_size() || !pos.empty(a.to)) return {};
    const OrthodoxRules& r = rules_.rules(pos);
    Side us = pos.side_to_move();
    if (pos.at(a.from) != Piece(r.pawn, us) || a.to == pos.en_passant()) return {};
    Square victim = r.pawn_push[index(~us)][a.to];
    bool diagonal = a.to == r.pawn_captures[index(us)][a.from][0] || a.to == r.pawn_captures[index(us)][a.from][1];
    if (diagonal && victim >= 0 && pos.at(victim) == Piece(r.pawn, ~us)) return ids_.en_passant;
    return {};
  }
  std::vector<std::string_view> clauses() const override {
    if (!ids_.own_catalog) return {};
    return {clause::kEnPassant};
  }

 private:
  const RulesSource& rules_;
  const OrthodoxClauses& ids_;
};

}  // namespace

std::unique_ptr<Mechanic> en_passant(const RulesSource& rules, const OrthodoxClauses& ids) {
  return std::make_unique<EnPassant>(rules, ids);
}

}  // namespace arbiter::chess
