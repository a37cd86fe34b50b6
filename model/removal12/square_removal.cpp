// Square removal: "Queen has 3 moves per game where the square it occupies before moving is destroyed from the
// board(square removal), each capture by queen gives it +1 square removal move. Square removal:pieces cannot
// move into/over(bishop/rook move) a square removed ... Knight move can leap over,but not land into".
// queen.removal-choice = player-chooses: the removal move `remove@d1>d5` is the queen's own choice beside her
// ordinary move d1d5; with automatic (SquareRemovalParams) a queen with removals left has only the removal
// moves, d1d5 refused. The removed squares are a square attribute ("removed"); the moves of every unit avoid
// them (board.h) and this mechanic names the clause that refuses a move onto or over one. A pawn's
// double step passes over none (pawn.double-step-path = clear-path) unless SquareRemovalParams' may-jump
// reading lets it leap the middle square, as the pawns (pawns.h) then generate it.
#include "model/removal12/clauses.h"
#include "model/removal12/mechanics.h"

namespace arbiter::removal12 {
namespace {

class SquareRemoval final : public RemovalMechanic, public CaptureListener, public TypeScope {
 public:
  SquareRemoval(const Board& b, SquareRemovalParams params) : RemovalMechanic("square removal", b), params_(params) {}

  void declare(Declaration& d) override {
    removed_ = d.attribute({"removed", Scope::kSquare, 0, 1});
    spent_ = d.attribute({"removals-spent", Scope::kPiece, -64, params_.allowance});
    d.ability("remove");
  }
  bool owns(const Action& a) const override { return is_ability(a, kRemove); }
  unsigned refused_types() const override { return type_bit(ActionType::kMove) | type_bit(ActionType::kAbility); }

  // Every ordinary move of a queen with a removal move left, as a removal move.
  void generate(const Position& p, ActionList& out) const override {
    const Side us = p.side_to_move();
    p.occupied(us).for_each([&](Square q) {
      if (p.at(q).kind() != kQueen || left(p, q) <= 0) return;
      board().reach(p, q, movement_of(kQueen), [&](Square to) {
        if (!p.empty(to) && p.at(to).side() == us) return;
        Action a;
        a.type = ActionType::kAbility;
        a.ability = kRemove;
        a.from = static_cast<uint8_t>(q);
        a.to = static_cast<uint8_t>(to);
        out.push_back(a);
      });
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (p.empty(a.from) || p.at(a.from).side() != p.side_to_move()) return kNoSuchAction;
    if (p.at(a.from).kind() != kQueen) return clause::kQueenSquareRemoval;  // only a queen removes squares
    if (left(p, a.from) <= 0) return clause::kQueenSquareRemoval;       // none left
    return generates(p, a) ? Refusal() : kNoSuchAction;
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire(trace, clause::kQueenSquareRemoval);
    board().count_halfmove(p, !p.empty(a.to));
    if (!p.empty(a.to)) board().capture_and_land(p, a.from, a.to, trace);
    else p.move(a.from, a.to);
    if (!p.empty(a.to) && p.at(a.to).kind() == kQueen) p.set_attribute(spent_, a.to, p.attribute(spent_, a.to) + 1);
    p.set_attribute(removed_, a.from, 1);
  }

  // A move onto a removed square, or a line move over one (abilities, which pass over them, are stage 2).
  Refusal forbids(const Position& p, const Action& a) const override {
    if (!(a.type == ActionType::kMove || is_ability(a, kRemove)) || p.empty(a.from)) return {};
    if (params_.automatic && a.type == ActionType::kMove && p.at(a.from).kind() == kQueen && left(p, a.from) > 0)
      return clause::kQueenSquareRemoval;  // queen.removal-choice = automatic: her move removes its square
    if (p.at(a.from).kind() == kKing) return {};  // the king's own rule (king.cpp)
    const Board& b = board();
    if (a.type == ActionType::kMove && a.path_size() == 1) {  // two knight moves: only an air-mover's first may land on one
      const Square mid = a.path_at(0);
      if (b.removed(p, a.to)) return b.removed(p, mid) ? clause::kSquareRemovalAirMove : clause::kSquareRemovalKnightLeap;
      if (b.removed(p, mid) && !air_mover(p.at(a.from).kind())) return clause::kSquareRemovalKnightLeap;
      return {};
    }
    if (b.removed(p, a.to))
      return b.knight_geometry(a.from, a.to) ? clause::kSquareRemovalKnightLeap : clause::kSquareRemovalNoEntry;
    if (a.path_size() == 0 && b.passes_removed(p, a.from, a.to) &&
        !(params_.pawn_double_step_jumps && p.at(a.from).kind() == kPawn))  // pawn.double-step-path = may-jump
      return clause::kSquareRemovalNoPassing;
    return {};
  }

  // queen.removal-bonus: each capture by a queen gives her one more removal move.
  void captured(Position& p, const Capture& c, Trace* trace) const override {
    const Square at = c.by;
    if (c.capturer.kind() != kQueen || p.empty(at) || p.at(at).kind() != kQueen) return;
    p.set_attribute(spent_, at, p.attribute(spent_, at) - params_.per_capture);
    fire(trace, clause::kQueenRemovalBonus);
  }

  std::vector<std::string_view> clauses() const override {
    return {clause::kQueenSquareRemoval, clause::kQueenRemovalBonus, clause::kSquareRemovalNoEntry,
            clause::kSquareRemovalNoPassing, clause::kSquareRemovalKnightLeap};
  }

 private:
  int left(const Position& p, Square q) const { return params_.allowance - p.attribute(spent_, q); }

  SquareRemovalParams params_;
  int removed_ = -1;
  int spent_ = -1;
};

}  // namespace

SquareRemovalParams SquareRemovalParams::read(const ChosenOptions& c) {
  SquareRemovalParams r;
  r.allowance = c.value("queen.square-removal", "allowance");
  r.per_capture = c.value("queen.removal-bonus", "per-capture");
  r.pawn_double_step_jumps = c.is("pawn.double-step-path", "may-jump");  // the pawns read it too (Pawns::Params)
  r.automatic = c.is("queen.removal-choice", "automatic");
  return r;
}

std::unique_ptr<Mechanic> square_removal(const Board& b, SquareRemovalParams params) {
  return std::make_unique<SquareRemoval>(b, params);
}

}  // namespace arbiter::removal12
