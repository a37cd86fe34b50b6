// The moves of every unit (`e2e3`, a pawn's `e2e4`, a promotion `e11e12q`): their owner. How each kind moves
// is the army's (army.h: dragon.movement = bishop + knight, jester.movement = bishop, the queen, rook,
// bishop, knight and the king's step) over the board's removed squares (board.h); a pawn's moves are the
// pawns mechanic's (pawns.h), a jester's borrowed ones the jester's (jester.h). A unit captures an enemy unit
// where its movement lands (a jester only along its diagonals); no unit captures its own side's, and a king
// never captures a king (king.no-king-capture).
#include "model/removal12/clauses.h"
#include "model/removal12/jester.h"
#include "model/removal12/mechanics.h"
#include "model/removal12/pawns.h"

namespace arbiter::removal12 {
namespace {

class Moves final : public RemovalMechanic {
 public:
  Moves(const Board& b, const Pawns& pawns, const Jester& jester)
      : RemovalMechanic("moves", b), pawns_(pawns), jester_(jester) {}

  bool owns(const Action& a) const override { return a.type == ActionType::kMove; }
  void generate(const Position& p, ActionList& out) const override {
    p.occupied(p.side_to_move()).for_each([&](Square s) { of(p, s, out); });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (p.empty(a.from) || p.at(a.from).side() != p.side_to_move()) return kNoSuchAction;
    ActionList mine;
    of(p, a.from, mine);
    for (const Action& m : mine)
      if (m.same(a)) return {};
    return kNoSuchAction;
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    const Piece u = p.at(a.from);
    board().count_halfmove(p, u.kind() == kPawn || !p.empty(a.to));
    if (u.kind() == kPawn) return pawns_.play(p, a, trace);
    if (u.kind() == kDragon) fire(trace, clause::kDragonMovement);
    if (u.kind() == kJester) {
      int d = board().line_direction(a.from, a.to);
      bool diagonal = d >= 0 && is_diagonal(d) && !board().passes_removed(p, a.from, a.to) && clear(p, a.from, a.to);
      fire(trace, diagonal ? clause::kJesterMovement : clause::kJesterBorrowedMovement);
      if (!p.empty(a.to)) fire(trace, clause::kJesterCaptureBishopOnly);
    }
    if (p.empty(a.to)) p.move(a.from, a.to);
    else board().capture_and_land(p, a.from, a.to, trace);
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kDragonMovement, clause::kJesterMovement, clause::kJesterBorrowedMovement};
  }

 private:
  // The moves of the unit on `from`.
  void of(const Position& p, Square from, ActionList& out) const {
    const Piece u = p.at(from);
    if (u.kind() == kPawn) return pawns_.moves(p, from, out);
    auto add = [&](Square to) {
      Action a;
      a.type = ActionType::kMove;
      a.from = static_cast<uint8_t>(from);
      a.to = static_cast<uint8_t>(to);
      out.push_back(a);
    };
    board().reach(p, from, movement_of(u.kind()), [&](Square to) {
      if (p.empty(to)) return add(to);
      Piece v = p.at(to);
      if (v.side() == u.side() || (u.kind() == kKing && v.kind() == kKing)) return;
      add(to);
    });
    if (u.kind() == kJester) {
      SquareSet own;  // a borrowed move to a square its own diagonals reach is the same move
      board().reach(p, from, kDiagonalLines, [&](Square to) { own.insert(to); });
      jester_.borrowed(p, from, [&](Square to) {
        if (!own.contains(to)) {
          own.insert(to);
          add(to);
        }
      });
    }
  }
  // Whether no unit stands strictly between from and to on their line.
  bool clear(const Position& p, Square from, Square to) const {
    int d = board().line_direction(from, to);
    for (uint8_t s : board().geometry().ray(from, d).span()) {
      if (s == to) return true;
      if (!p.empty(s)) return false;
    }
    return true;
  }

  const Pawns& pawns_;
  const Jester& jester_;
};

}  // namespace

std::unique_ptr<Mechanic> moves(const Board& b, const Pawns& pawns, const Jester& jester) {
  return std::make_unique<Moves>(b, pawns, jester);
}

}  // namespace arbiter::removal12
