// The knights: "non-pawns near friendly knight/nightrider/dragonrider(touching squares) gain knight/nightrider/
// dragonrider movement ability(1 or 2 knight moves).Any piece in knight capture range cannot move and is
// immobilized(except kings or equal/higher ranked knight ...). Immobilized pieces cannot move,use abilities or
// influence the game(except by blocking way). Knight capturing a piece(non pawn) promotes to nightrider:can move
// two knight moves per move ... Nightrider capturing 3 pieces or pawns promotes to dragonrider, all immobilized
// figures are instantly captured on move(at range of 1knight move all pieces are removed,dragonriders exempt.
// Kings checkmated instantly.)" and the air-move of "Nightdragon and dragonrider".
// Readings (Params): knight.immobilize-scope (enemy-only or both-colours), nightrider.path (any-two or
// same-direction: both leaps of a double knight move go the same way, b1-c3-d5, for its moves and its attacks),
// king.exchange-immobilized (forbidden or allowed: the king may exchange with an immobilized piece),
// suicide.immobilized (cannot or can: an immobilized piece may suicide), dragonrider.instant-capture-scope
// (enemy-only, or all-pieces: the landing dragonrider captures the friendly units a knight move away too,
// dragonriders excepted; a landing that takes its side's only king is refused by dragonrider.king-checkmate,
// as a move into check is);
// knight.aura-capture (moves-and-captures, moves-and-captures-except-jester or moves-only: what the lent
// knight moves may capture), nightrider.immobilize-meaning (range, or exemptions: a nightrider does not hold a
// knight either), dragonrider.instant-capture-timing (every-move, on-promotion: only on the move that makes
// it a dragonrider, or every-turn: after every action of its side, whether it moved or not),
// nightrider.single-knight-move (one-or-two, or exactly-two) with nightrider.borrowed-single-move; the catalog's
// defaults knight.immobilizers = knight-family-only, instant-checkmate.threat = not-check. A tower's protection keeps an
// unpromoted knight from immobilizing (tower.protect-abilities).
// The moves mechanic asks it for knight moves (the knight family's, the nightdragon's and those lent by the
// aura) and tells it where a dragonrider landed; as a mechanic it refuses the actions of immobilized pieces.
#pragma once

#include "model/core/scratch.h"
#include "model/removal12/mechanics.h"

namespace arbiter::removal12 {

class Rooks;

class Knights final : public RemovalMechanic {
 public:
  struct Params {
    bool both_colours = false;          // knight.immobilize-scope = both-colours (else enemy-only)
    KindSet aura_receivers;             // "non-pawns near friendly knight/..." gain its movement (knight.aura-movement)
    bool same_direction = false;        // nightrider.path = same-direction (else any-two)
    bool exchange_immobilized = false;  // king.exchange-immobilized = allowed (else forbidden)
    bool suicide_immobilized = false;   // suicide.immobilized = can (else cannot)
    bool instant_all_pieces = false;    // dragonrider.instant-capture-scope = all-pieces (else enemy-only)
    // knight.aura-capture: what the lent knight moves capture (moves-and-captures: all; except-jester: a
    // jester's capture nothing, "Captures like bishop only"; moves-only: none capture).
    enum class AuraCapture { kAll, kExceptJester, kNone } aura_capture = AuraCapture::kAll;
    bool nightrider_exempts_knights = false;  // nightrider.immobilize-meaning = exemptions (else range)
    bool instant_on_promotion = false;  // dragonrider.instant-capture-timing = on-promotion (else every-move)
    bool instant_every_turn = false;    // dragonrider.instant-capture-timing = every-turn (turn_end)
    // nightrider.single-knight-move = exactly-two (else one-or-two): a piece whose own movement is one or two
    // knight moves (nightrider, dragonrider, nightdragon) makes a single knight move only as a capture.
    bool exactly_two = false;
    // nightrider.borrowed-single-move = as-lender (else single-move-lent): with exactly-two, a piece that has
    // its knight moves only from a touching nightrider or dragonrider (knight.aura-movement) is bound the same
    // way; a jester borrows no knight move from one (jester.borrowed-movement).
    bool borrowers_exact = false;
    static Params read(const ChosenOptions& c);  // knights.cpp
  };
  Knights(const Board& b, Params params) : RemovalMechanic("knights", b), params_(params) {}
  // The rooks, added after the knights (which they ask in turn), named by the list once added: a tower's
  // protection holds off immobilization, a guard the dragonrider's instant capture.
  void set_rooks(const Rooks* r) { rooks_ = r; }
  // Whether a double knight move from -> mid -> to may be made (nightrider.path): any two leaps, or with
  // same-direction the second leap repeating the first.
  bool second_leap(Square from, Square mid, Square to) const {
    return to != from && (!params_.same_direction || (file_of(to) - file_of(mid) == file_of(mid) - file_of(from) &&
                                                      rank_of(to) - rank_of(mid) == rank_of(mid) - rank_of(from)));
  }

  // Whether the unit on sq is immobilized: an enemy knight-family piece of higher rank, itself not
  // immobilized, stands a single knight move away (kings never are). A listing asks it of every action's
  // actor, so the answers are kept for the last position asked about (the same object with the same hash:
  // the hash covers the board and every attribute the answer reads).
  bool immobilized(const Position& p, Square sq) const;
  // The knight leaps the non-pawn piece on sq borrows from a touching friendly knight-family piece that is
  // not immobilized (knight.aura-movement): 0, 1 (a knight's) or 2 (one or two: a nightrider's or dragonrider's).
  int lent_leaps(const Position& p, Square sq) const;
  // Of those, the leaps the piece on sq may capture with (knight.aura-capture).
  int lent_capture_leaps(const Position& p, Square sq) const {
    if (params_.aura_capture == Params::AuraCapture::kNone) return 0;
    if (params_.aura_capture == Params::AuraCapture::kExceptJester && !p.empty(sq) && p.at(sq).kind() == kJester) return 0;
    return lent_leaps(p, sq);
  }
  // The knight moves of the unit on `from`: single leaps, and with `leaps` == 2 double leaps through an empty
  // middle square (or a removed one, for an air-mover's first leap), a capture ending the move. Captures of
  // enemy units, where `may_capture` allows; the actions' paths name their middle squares.
  // `exact`: no single leap onto an empty square (nightrider.single-knight-move = exactly-two).
  template <typename F>
  void moves(const Position& p, Square from, int leaps, F&& may_capture, ActionList& out, bool exact = false) const;
  // Whether the unit on `from`, with `own` knight leaps of its own (0, 1, 2), moves by exactly two knight moves
  // unless capturing (Params::exactly_two, Params::borrowers_exact).
  bool exact_two(const Position& p, Square from, int own) const;
  // A unit of kind `mover` moved onto `at`, and is now what stands there: the instant capture of a dragonrider
  // that moved (dragonrider.instant-capture-timing = every-move) or, with on-promotion, of a nightrider that
  // has just become one by this move's capture (and of no later move).
  void landed(Position& p, Kind mover, Square at, Trace* trace) const;
  // For the trace, before the unit on `from` acts: knight.immobilize-exemptions when an enemy knight-family
  // piece a knight move away would hold it but for its exemption (a king; an equal or higher rank).
  void fire_exemption(const Position& p, Square from, Trace* trace) const;
  // For the trace, after a unit arrived on `at`: nightrider.immobilize when a nightrider arriving there now
  // holds an enemy piece at its single knight move.
  void fire_nightrider_hold(const Position& p, Square at, Trace* trace) const;

  Refusal forbids(const Position& p, const Action& a) const override;
  Refusal forbids_result(const Position& before, const Action& a, const Position& after) const override;
  void turn_end(Position& p, Trace* trace) const override;
  std::vector<std::string_view> clauses() const override;

 private:
  bool immobilized_now(const Position& p, Square sq) const;  // immobilized(), computed
  // The dragonrider on `at` captures the pieces a knight move from it (dragonrider.instant-capture).
  void instant_capture(Position& p, Square at, Trace* trace) const;
  Params params_;
  const Rooks* rooks_ = nullptr;
  AskerId memo_id_;  // immobilized()'s memo of the last position
};

template <typename F>
void Knights::moves(const Position& p, Square from, int leaps, F&& may_capture, ActionList& out, bool exact) const {
  const Board& b = board();
  const Geometry& g = b.geometry();
  const Side us = p.at(from).side();
  const bool air = air_mover(p.at(from).kind());
  auto add = [&](Square mid, Square to) {
    Action a;
    a.type = ActionType::kMove;
    a.from = static_cast<uint8_t>(from);
    if (mid != kNoSquare) a.push_path(mid);
    a.to = static_cast<uint8_t>(to);
    out.push_back(a);
  };
  auto lands = [&](Square mid, Square to) {
    if (b.removed(p, to)) return;
    if (p.empty(to)) return add(mid, to);
    if (p.at(to).side() != us && may_capture(to)) add(mid, to);
  };
  for (uint8_t m : g.targets(b.knight_leaper(), from).span()) {
    if (!exact || !p.empty(m)) lands(kNoSquare, m);
    if (leaps < 2) continue;
    const bool via_removed = b.removed(p, m);
    if (via_removed ? !air : !p.empty(m)) continue;  // a capture or a unit ends it; only an air-mover lands on removed
    for (uint8_t t : g.targets(b.knight_leaper(), m).span())
      if (second_leap(from, m, t)) lands(m, t);
  }
}

}  // namespace arbiter::removal12
