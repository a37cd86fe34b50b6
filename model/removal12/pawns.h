// Pawns: "Pawns captures diagonally 1 square forward or backward(double move doesn't apply). Pawn capturing a
// non-pawn transforms into that piece(all upgrades/promotion/counters are reset ...). Pawns can also move
// diagonally forward in additional to forward. Pawn has 2 double-square forward/diagonal moves per game(each
// pawn), which can be used anytime in the game.en passant not allowed.Pawn capturing a pawn gains +1
// additional double square forward/diagonal move. Pawns can promote to knight,bishop,rook,dragon,jester and
// queen at last file. Pawn can also promote to king ... if last square is removed(by queen) promotion occurs
// at the square nearest to the boards edge".
//
// Readings (Params): pawn.double-step-path (clear-path, or may-jump: only the landing square must be free and
// not removed), pawn.transform-into-king (becomes-king, or stays-pawn: a pawn that captures a king stays a
// pawn where it lands, even on its last rank), promotion.mandatory (mandatory, or optional: a pawn reaching
// its promotion square may also stay a pawn, the move written without a kind),
// promotion.capture-on-last-rank (transform, promote or player-chooses); counters.new-piece-allowance
// is the board's (Board::renew).
// The moves mechanic (moves.cpp) asks it for a pawn's moves and plays them through it; as a mechanic it
// refuses a double step with none left or onto a unit, and, told of captures, gives the double-step bonus
// and transforms a capturing pawn. The readings of promotion.removed-last-square and promotion.blocked-pawn:
// promotion.knight-assist = lend-knight-move, or no-assist (a blocked pawn never gets a knight move: Params).
#pragma once

#include "model/removal12/army.h"
#include "model/removal12/mechanics.h"
#include "model/shared12/mechanics/pawn_transformation.h"

namespace arbiter::removal12 {

class Pawns final : public RemovalMechanic, public CaptureListener, public TypeScope {
 public:
  struct Params {
    // The document's quantities: "Pawn has 2 double-square forward/diagonal moves per game(each pawn)", "Pawn
    // capturing a pawn gains +1 additional double square forward/diagonal move".
    int double_steps = 0;            // pawn.double-step-allowance/allowance
    std::vector<Kind> promotion_kinds;  // promotion.last-file/choices, then promotion.king/choice
    KindSet transform_from;             // "Pawn capturing a non-pawn transforms" (pawn.transform-by-capture)
    int double_steps_per_capture = 0;  // pawn.double-step-bonus/per-capture
    bool may_jump = false;          // pawn.double-step-path = may-jump (else clear-path)
    bool king_transforms = true;    // pawn.transform-into-king = becomes-king (else stays-pawn)
    bool optional_promotion = false;  // promotion.mandatory = optional (else mandatory)
    bool knight_assist = true;        // promotion.knight-assist = lend-knight-move (else no-assist)
    // promotion.capture-on-last-rank: a pawn capturing a non-pawn on its promotion square transforms
    // (transform), promotes (promote: the player names the kind, no transformation), or either (player-chooses:
    // the move without a kind transforms, with one promotes).
    enum class CaptureOnLast { kTransform, kPromote, kPlayerChooses } capture_on_last = CaptureOnLast::kTransform;
    static Params read(const ChosenOptions& c);  // pawns.cpp
  };
  // knights: promotion.blocked-pawn, the knight's assist (a touching knight-family piece not immobilized).
  Pawns(const Board& b, const Knights& knights, Params params)
      : RemovalMechanic("pawns", b),
        params_(params),
        transformation_{params.transform_from, kKing, params.king_transforms, &base_kind},
        knights_(knights) {}

  void declare(Declaration& d) override;
  int spent_attribute() const { return spent_; }
  static int forward(Side side) { return side == Side::kWhite ? 1 : -1; }
  int double_steps_left(const Position& p, Square pawn) const { return params_.double_steps - p.attribute(spent_, pawn); }

  // The moves of the pawn on `from`, appended as actions (one per promotion kind where it promotes).
  void moves(const Position& p, Square from, ActionList& out) const;
  // Calls f(to) for the single steps (not captures) a pawn of `side` on `from` makes: what a jester borrows
  // from a touching pawn (jester.borrowed-pawn-direction = jester-forward: `side` is the jester's).
  template <typename F>
  void single_steps(const Position& p, Square from, Side side, F&& f) const;
  // Whether a pawn of `side` arriving on s promotes: the last rank of its file, or, where that square is
  // removed, the square of the file nearest to the edge that is not (promotion.removed-last-square). "at last
  // file" is the last rank: line 28's "promotion at (opposite)edge of board" (promotion.last-file).
  bool promotes_on(const Position& p, Square s, Side side) const;
  // Plays the pawn move a (moves.cpp's play for a pawn).
  void play(Position& p, const Action& a, Trace* trace) const override;

  Refusal forbids(const Position& p, const Action& a) const override;
  unsigned refused_types() const override { return type_bit(ActionType::kMove); }
  void captured(Position& p, const Capture& c, Trace* trace) const override;
  std::vector<std::string_view> clauses() const override;

 private:
  bool double_step(const Action& a) const;  // the action is a pawn's two-rank move shape

  // promotion.blocked-pawn with promotion.knight-assist = lend-knight-move: a pawn whose file's last square is
  // free but its next-to-last removed is blocked in its file; touching a friendly knight-family piece that is
  // not immobilized, it may make a forward knight move (onto an empty square: an assist, not a capture).
  bool blocked(const Position& p, Square pawn, Side side) const;
  bool assisted(const Position& p, Square pawn, Side side) const;

  Params params_;
  // pawn.transform-by-capture, the rule the 12x12 documents share: into the captured kind's base type
  // (pawn.transform-reset), into a king with pawn.transform-into-king = becomes-king.
  shared12::PawnTransformation transformation_;
  int spent_ = -1;  // piece attribute double-steps-spent: the allowance less it = double steps left
  const Knights& knights_;
};

template <typename F>
void Pawns::single_steps(const Position& p, Square from, Side side, F&& f) const {
  const Geometry& g = board().geometry();
  for (int df = -1; df <= 1; ++df)
    if (auto t = g.step(from, df, forward(side)); t && p.empty(*t) && !board().removed(p, *t)) f(*t);
}

}  // namespace arbiter::removal12
