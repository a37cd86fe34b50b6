// The jester: "movement of bishop +gain movement ability of all nearby (touching squares) friendly/enemy
// pieces(includes pawns) explodes 3x3 square where its captured(kings checkmated if exploded near). Captures
// like bishop only." Its readings (Params): explosion.chain (captures-only: a jester killed by a blast does
// not explode; chain: it does), joker.explosion-kings (checkmated, or unaffected: a king survives a joker's own
// 13-square blast; the 3x3 blast of a captured or suiciding joker still kills it), joker.explosion-shape
// (thirteen-squares, or arms-blocked: each 2-square orthogonal arm stops at its first unit, which dies),
// joker.movement (jester-movement, or as-captures: the joker also moves a knight's move onto an empty
// square), jester.borrowed-pawn-direction (jester-forward, or lender-forward: a touching pawn lends its
// steps in its own side's forward direction), jester.borrow-timing (adjacent-before-move, or permanent),
// joker.explosion-trigger (own-capture, or any-capture), joker.capture-nearby (borrow-capture, or
// capture-adjacent-any-colour); the catalog's default jester.borrow-scope = plain-movement; jester.explosion-kings
// (Params::kings; for a side with one king; promotion.multiple-kings = per-side: a side with several loses just
// the king in the blast).
// The moves mechanic asks it for a jester's borrowed moves; as a mechanic it refuses a capture made with
// borrowed movement and a capture that blows up its side's only king, and, told of captures, explodes.
// Not the twelve family's jester (model/shared12/mechanics/jester.h): another piece under the same name
// (bishop, not knight, movement; lenders that touch it, not those that guard or attack it; no immobilisation).
// Their blasts share the 3x3 area only: who dies (towers' and rooks' shields, kings near it, chains, the
// joker's cross) and what follows (checkmate here; death squares, cleared walls there) are each document's.
#pragma once

#include "model/removal12/mechanics.h"
#include "model/removal12/pawns.h"

namespace arbiter::removal12 {

class Jester final : public RemovalMechanic, public CaptureListener, public TypeScope {
 public:
  struct Params {
    bool chain = false;  // explosion.chain = chain (else captures-only: only a capture sets a jester off)
    // joker.explosion-trigger = any-capture (else own-capture): every capture on the board, by either side,
    // sets off every joker where it stands (its 13-square blast).
    bool joker_any_capture = false;
    // joker.capture-nearby = capture-adjacent-any-colour (else borrow-capture): besides its bishop and knight
    // captures a joker captures any unit touching it but a king, its own side's too (own_captures), and no longer
    // as its neighbours capture.
    bool joker_adjacent_any = false;
    // nightrider.single-knight-move = exactly-two with nightrider.borrowed-single-move = as-lender: a
    // nightrider, dragonrider or nightdragon lends a jester no knight move (it has no plain single one).
    bool no_single_from_double = false;
    // jester.borrow-timing = permanent (else adjacent-before-move): a jester or joker keeps every movement a
    // touching unit lent it at the end of any action (the piece attribute borrowed-movement), besides what its
    // neighbours lend it now.
    bool permanent = false;
    bool joker_spares_kings = false;  // joker.explosion-kings = unaffected (else checkmated)
    bool joker_arms_blocked = false;  // joker.explosion-shape = arms-blocked (else thirteen-squares)
    bool joker_moves_as_captures = false;  // joker.movement = as-captures (else jester-movement)
    bool lender_forward = false;      // jester.borrowed-pawn-direction = lender-forward (else jester-forward)
    // jester.explosion-kings: which kings a blast checkmates. kSelfIllegal (in-blast-self-illegal): every king
    // in it, and a capture that blows up its side's only king is refused; kCapturerLoses
    // (in-blast-capturer-loses): every king in it, such a capture legal and losing; kEnemyOnly: only the kings
    // of the side that did not act (the acting side's kings survive the blast); kAdjacent (adjacent-to-blast):
    // also the kings one square beyond the blast, the own king's rule as kSelfIllegal. The same for a joker's
    // blasts (joker.explosion-kings = checkmated).
    enum class Kings { kSelfIllegal, kCapturerLoses, kEnemyOnly, kAdjacent } kings = Kings::kSelfIllegal;
    // The document's sizes (catalog values, as radii of boxes around a square): "explodes 3x3 square"
    // (jester.explosion), "explodes like jester(3x3 only)" (joker.captured-explosion), "jokers explode 3x3"
    // (suicide.joker-explosion), the joker's own blast "into 2 squares up/down/right/left and 1 square
    // diagonals" (joker.explosion: joker_arm, joker_diagonal) and the pieces it captures like, "any
    // nearby(before move) 3x3piece" (joker.capture).
    int jester_blast = 1, captured_joker_blast = 1, suicide_joker_blast = 1;
    int joker_arm = 2, joker_diagonal = 1;
    int joker_nearby = 1;
    static Params read(const ChosenOptions& c);  // jester.cpp
  };
  // pawns: the steps a touching pawn lends; knights: the aura lets a jester capture with knight moves; rooks:
  // a tower, or a guard (rook.protect-vs-abilities), shields the pieces it protects from the blast.
  Jester(const Board& b, const Pawns& pawns, const Knights& knights, const Rooks& rooks, Params params)
      : RemovalMechanic("jester", b), pawns_(pawns), params_(params), knights_(knights), rooks_(rooks) {}
  const Params& params() const { return params_; }

  // Calls f(to) for every square the jester on `from` reaches with the movement of the units touching it
  // (movement only: never a capture, jester.capture-bishop-only).
  template <typename F>
  void borrowed(const Position& p, Square from, F&& f) const;
  // Calls f(target) for every enemy unit the joker on `from` captures besides along its diagonals
  // (joker.capture, joker.capture-nearby = borrow-capture): a knight move away, or as a piece touching it
  // (either colour, not immobilized) captures.
  template <typename F>
  void joker_captures(const Position& p, Square from, F&& f) const;
  // Calls f(target) for every unit of the joker's own side on `from` that it may capture (joker.capture-nearby
  // = capture-adjacent-any-colour: the touching ones but a king); none under borrow-capture.
  template <typename F>
  void joker_own_captures(const Position& p, Square from, F&& f) const {
    if (!params_.joker_adjacent_any) return;
    const Board& b = board();
    for_each_around(b.geometry(), from, params_.joker_nearby, [&](Square s) {
      if (!p.empty(s) && p.at(s).side() == p.at(from).side() && p.at(s).kind() != kKing) f(s);
    });
  }
  // Kills every unit on the 3x3 around sq (jester.explosion) but, for an unpromoted jester's blast, those a
  // tower protects, judged before the blast (tower.protect-abilities); the piece that moved onto sq is not
  // standing still, so no tower protects it (rook.protect-static-only): `mover` is its square, or kNoSquare
  // after a shot or an instant capture. A joker's own blast (`joker`) covers 13 squares: sq, two squares in
  // each orthogonal direction and the four diagonal neighbours, through anything (joker.explosion-shape =
  // thirteen-squares); no tower shields from a promoted piece's.
  // `actor`/`by`: the unit whose action set the blast off, and where it stands (capture.what-counts).
  // `radius`: the box's, from the catalog value of the clause that sets the blast off (a joker's own blast
  // takes joker_diagonal for its box and joker_arm for its cross).
  void explode(Position& p, Square sq, Square mover, bool shielded, bool joker, int radius, Trace* trace,
               Piece actor = Piece(), Square by = kNoSquare) const;
  // A unit was removed from sq by a blast or a vortex (no capture, no suicide): with explosion.chain = chain a
  // jester or joker sets off its 3x3 blast there.
  void killed(Position& p, Square sq, Piece unit, Trace* trace, Piece actor = Piece(), Square by = kNoSquare) const;

  void declare(Declaration& d) override {
    if (params_.permanent) gained_ = d.attribute({"borrowed-movement", Scope::kPiece, 0, 255});
  }
  // jester.borrow-timing = permanent: every jester and joker records what its neighbours lend it now.
  void turn_end(Position& p, Trace*) const override {
    if (gained_ < 0) return;
    p.occupied().for_each([&](Square s) {
      const Kind k = p.at(s).kind();
      if (k == kJester || k == kJoker) p.set_attribute(gained_, s, p.attribute(gained_, s) | lent_bits(p, s));
    });
  }
  Refusal forbids(const Position& p, const Action& a) const override;
  unsigned refused_types() const override { return type_bit(ActionType::kMove); }
  Refusal forbids_result(const Position& before, const Action& a, const Position& after) const override;
  void captured(Position& p, const Capture& c, Trace* trace) const override;
  std::vector<std::string_view> clauses() const override;

 private:
  const Pawns& pawns_;
  // The movement the units touching the jester on `from` lend it now: their lines, knight and king steps
  // (army.h bits), and a pawn's step of either colour (the two bits below).
  static constexpr uint8_t kWhitePawnLent = 16, kBlackPawnLent = 128;
  uint8_t lent_bits(const Position& p, Square from) const {
    const Board& b = board();
    uint8_t bits = 0;
    for (uint8_t s : b.geometry().targets(b.king_leaper(), from).span()) {
      if (p.empty(s) || b.immobilized(p, s)) continue;  // an immobilized piece lends nothing (immobilized.no-influence)
      const Kind k = p.at(s).kind();
      if (k == kPawn) {
        bits |= p.at(s).side() == Side::kWhite ? kWhitePawnLent : kBlackPawnLent;
        continue;
      }
      const uint8_t m = b.movement(k);
      bits |= (params_.no_single_from_double && (m & kDoubleKnight) ? static_cast<uint8_t>(m & ~kKnightLeap) : m) &
              (kDiagonalLines | kStraightLines | kKnightLeap | kKingStep);
    }
    return bits;
  }
  Params params_;
  int gained_ = -1;  // jester.borrow-timing = permanent: the piece attribute borrowed-movement (lent_bits ever lent)
  const Knights& knights_;
  const Rooks& rooks_;
};

template <typename F>
void Jester::borrowed(const Position& p, Square from, F&& f) const {
  const Board& b = board();
  const Side us = p.at(from).side();
  uint8_t bits = lent_bits(p, from);
  if (gained_ >= 0) bits |= static_cast<uint8_t>(p.attribute(gained_, from));  // jester.borrow-timing = permanent
  uint8_t lent = bits & (kDiagonalLines | kStraightLines | kKnightLeap | kKingStep);
  const bool pawn_white = bits & kWhitePawnLent, pawn_black = bits & kBlackPawnLent;
  const bool pawn = pawn_white || pawn_black;
  if (params_.joker_moves_as_captures && p.at(from).kind() == kJoker) lent |= kKnightLeap;  // joker.movement
  lent &= static_cast<uint8_t>(~kDiagonalLines);  // its own movement already
  if (lent)
    b.reach(p, from, lent, [&](Square to) {
      if (p.empty(to)) f(to);
    });
  if (!params_.lender_forward) {
    if (pawn) pawns_.single_steps(p, from, us, f);  // in the jester's forward direction
    return;
  }
  // jester.borrowed-pawn-direction = lender-forward: each pawn's own forward direction (both, if pawns of both
  // sides touch it; a square reached both ways is told once).
  if (pawn_white) pawns_.single_steps(p, from, Side::kWhite, f);
  if (pawn_black) pawns_.single_steps(p, from, Side::kBlack, f);
}

template <typename F>
void Jester::joker_captures(const Position& p, Square from, F&& f) const {
  const Board& b = board();
  const Side us = p.at(from).side();
  auto enemy = [&](Square t) {
    if (!p.empty(t) && p.at(t).side() != us) f(t);
  };
  for (uint8_t t : b.geometry().targets(b.knight_leaper(), from).span()) enemy(static_cast<Square>(t));
  if (params_.joker_adjacent_any) {  // joker.capture-nearby = capture-adjacent-any-colour: the nearby units
    for_each_around(b.geometry(), from, params_.joker_nearby, enemy);
    return;
  }
  for_each_around(b.geometry(), from, params_.joker_nearby, [&](Square s) {  // "any nearby(before move) 3x3piece"
    if (p.empty(s) || b.immobilized(p, s)) return;
    const Kind k = p.at(s).kind();
    if (k == kPawn) {  // a pawn captures one square diagonally, forward or backward
      for (uint8_t t : b.geometry().targets(b.king_leaper(), from).span())
        if (file_of(t) != file_of(from) && rank_of(t) != rank_of(from)) enemy(static_cast<Square>(t));
      return;
    }
    b.reach(p, from, b.movement(k) & (kDiagonalLines | kStraightLines | kKnightLeap | kKingStep),
            [&](Square t) { enemy(t); });
  });
}

}  // namespace arbiter::removal12
