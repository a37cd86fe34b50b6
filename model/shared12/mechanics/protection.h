// Protection, Empower and Guards. protection.definition (geometric): a unit protects or attacks a square
// when its native capture movement reaches it over a clear path, whatever pins, paralysis or
// immobilisation; jesters and kings never capture, so never protect or attack. "Empower: a unit protected by
// exactly one friendly piece gains its movement" (empower.*; empower.derived-protection = native-only:
// empowered movement does not protect); "Guards: a unit protected by 2+ pieces cannot be captured, and is
// not empowered" (guards.*). The steps, the captures, the king's safety and the jester ask it; as a mechanic
// it refuses nothing (the captures mechanic names guards.cannot-be-captured).
#pragma once

#include "model/core/geometry.h"
#include "model/shared12/mechanics/mechanics.h"
#include "model/shared12/mechanics/pawns.h"

namespace arbiter::shared12 {

// The protectors of a square of one side.
struct Protectors {
  int pieces = 0;              // non-pawn protectors
  int pawns = 0;               // pawn protectors
  Kind first_piece = kNoKind;  // the kind of a non-pawn protector
};

class Protection final : public TwelveMechanic {
 public:
  struct Params {
    bool all_units = false;  // empower.protector-count = all-units (a protecting pawn counts: no Empower)
    bool replaces = false;   // empower.adds-or-replaces = replaces (the lent movement replaces the unit's own)
    int guard_protectors = 0;  // "protected by two or more (non-pawn) pieces" (guards.cannot-be-captured's value)
    KindSet not_empowered;     // "(Kings/pawns cannot be empowered or give empowerment)" (empower.kings-pawns-excluded)
    // "protected by two or more (non-pawn) pieces": the protectors counted as pieces (Protectors::pieces, which
    // Empower's "protected by one piece" counts too); the others are counted as pawns.
    KindSet pieces;
  // The points both catalogs of the family name alike; a variant's file reads its catalog's others.
  static Params read(const ChosenOptions& c);
  };
  Protection(const Rules& r, Params params) : TwelveMechanic("empower and guards", r), p_(params) {}
  const Params& params() const { return p_; }

  // Whether `by` attacks sq with native capture movement (the hot path of check legality).
  bool attacked(const Position& p, Square sq, Side by) const;
  Protectors protectors(const Position& p, Square sq, Side side) const;
  bool guarded(const Position& p, Square sq) const;  // a non-king unit with enough non-pawn protectors
  // Whether that many non-pawn protectors make a guard (guards.cannot-be-captured: "two or more").
  bool guards(const Protectors& pr) const { return pr.pieces >= p_.guard_protectors; }
  // The movement a unit on sq gains by Empower (0 if not empowered).
  uint8_t empowerment(const Position& p, Square sq) const;
  // The movement of a unit of kind `kind` on sq with Empower (empower.adds-or-replaces).
  uint8_t empowered_movement(const Position& p, Square sq, Kind kind) const {
    uint8_t power = empowerment(p, sq);
    return p_.replaces && power ? power : static_cast<uint8_t>(own_moves(kind) | power);
  }
  // Calls f(square, piece) for every unit whose native capture movement reaches sq (either side).
  template <typename F>
  void for_each_reacher(const Position& p, Square sq, F&& f) const;
  // For the trace of a step about to be played on p: the clauses of guards and Empower that decided what the
  // moving unit could do (guards.not-empowered, guards.can-capture, guards.no-kings,
  // empower.kings-pawns-excluded). Only asked with a trace.
  void fire_for_step(const Position& p, const Step& st, Trace* trace) const;

 private:
  Params p_;
};

template <typename F>
void Protection::for_each_reacher(const Position& p, Square sq, F&& f) const {
  const Rules& r = rules();
  const Geometry& g = r.geometry();
  for (int d = 0; d < 8; ++d) {
    for (uint8_t s : g.ray(sq, d).span()) {
      if (p.empty(s)) continue;
      Piece q = p.at(s);
      if ((native_movement(q.kind()) & (is_diagonal(d) ? kBishopMove : kRookMove)) &&
          r.line_open(p, s, sq, r.range(p, s)))  // walls, capture range (hooks.h)
        f(static_cast<Square>(s), q);
      break;
    }
  }
  for (uint8_t s : g.targets(r.knight_leaper(), sq).span()) {
    Piece q = p.at(s);
    if (!q.empty() && (native_movement(q.kind()) & kKnightMove) && !r.leap_blocked(p, s, sq)) f(static_cast<Square>(s), q);
  }
  for (uint8_t s : g.targets(r.king_leaper(), sq).span()) {
    Piece q = p.at(s);
    if (q.empty() || q.kind() != kPawn) continue;
    if (r.squeezed(p, s, sq)) continue;  // walling.no-cross
    if (!r.pawns().reaches(s, sq, q.side())) continue;  // pawn.capture-mode
    f(static_cast<Square>(s), q);
  }
}

}  // namespace arbiter::shared12
