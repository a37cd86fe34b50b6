// Rook protection: "non-rook pieces guarded(in clear line of sight, not blocked by other pieces) by rooks cannot
// be captured(promoted rooks(towers) also block all unpromoted pieces special abilitities).Protection is valid
// only for static pieces ... Rook near knight/nightrider/dragonrider also protects pieces same way(by knight
// move range(1move only)). Rook capturing 3 pieces(includes pawns) promotes to tower:can protect 2 pieces(with
// no block between 2) in one direction(max 8 vs 4 for rook),also protects against all special abilities of
// unpromoted pieces ... and can protect rooks,but not towers".
// Readings (Params): rook.protect-over-removed (sight-passes, or removed-blocks: a removed square between a
// rook or tower and a piece blocks its line as it blocks the rook's move), tower.knight-range (rooks-only, or
// towers-too: a tower touching a friendly knight-family piece protects at knight range as a rook does),
// rook.protect-range (pieces-per-direction, or squares-of-reach: a rook protects only within 4 squares, a
// tower within 8, the line rules otherwise the same), rook.knight-range-origin (from-rook, or from-knight: the
// pieces a knight move from the knight-family piece the rook touches).
// rook.protect-vs-abilities (moving-captures-only: a rook blocks captures by moving, a tower also the abilities
// of unpromoted pieces, shots, immobilization, explosions; captures-and-shots; all-removals), tower.block-scope
// (on-protected-pieces, or global). Readings (the catalog's defaults): rook.protect-side = friendly-against-anyone,
// rook.protect-king = no-effect-on-check (guarded-king-not-in-check: Board::king_attacked),
// by default removed squares do not block the line (the text names only pieces) and only a rook protects at
// knight range. An immobilized rook or tower protects nothing
// (immobilized.no-influence). Protection is judged on the position before an action (rook.protect-static-only).
#pragma once

#include "model/removal12/mechanics.h"

namespace arbiter::removal12 {

class Knights;

class Rooks final : public RemovalMechanic, public TypeScope {
 public:
  struct Params {
    bool removed_blocks = false;      // rook.protect-over-removed = removed-blocks (else sight-passes)
    // "all special abilities of unpromoted pieces(knight,bishop,dragon,jester)" (tower.protect-abilities)
    KindSet unpromoted;
    bool towers_knight_range = false;  // tower.knight-range = towers-too (else rooks-only)
    bool squares_of_reach = false;     // rook.protect-range = squares-of-reach (else pieces-per-direction)
    bool from_knight = false;          // rook.knight-range-origin = from-knight (else from-rook)
    // rook.protect-vs-abilities: what else a guard (a rook's or a tower's, in line or at knight range) stops:
    // nothing but captures by moving (moving-captures-only); also dragon shots and dragonrider instant
    // captures (captures-and-shots); also every blast and the vortex (all-removals). Immobilization and
    // conversion are stopped by a tower only (tower.protect-abilities).
    enum class Abilities { kMovingCaptures, kCapturesAndShots, kAllRemovals } abilities = Abilities::kMovingCaptures;
    // tower.block-scope = global (else on-protected-pieces): while a side has a tower that is not immobilized,
    // every piece of that side but a tower counts as tower-protected against the abilities of the enemy's
    // unpromoted pieces (their shots, conversions, immobilization, jester blasts), wherever it stands.
    bool tower_global = false;
    // rook.protect-side: whom a guard protects, and from whom. kFriendlyAgainstAnyone: its side's units, from
    // every capture, its own side's too (a friendly joker's: joker.capture-nearby); kFriendlyAgainstEnemy: its
    // side's units from the enemy only; kAnyColour: the units of both sides on its lines (and at knight range, a
    // knight of the rook's side touching it), from every capture.
    enum class Side { kFriendlyAgainstAnyone, kFriendlyAgainstEnemy, kAnyColour } side = Side::kFriendlyAgainstAnyone;
    static Params read(const ChosenOptions& c);  // rooks.cpp
  };
  // knights: an immobilized rook or tower protects nothing (immobilized.no-influence).
  Rooks(const Board& b, const Knights& knights, Params params)
      : RemovalMechanic("rook protection", b), params_(params), knights_(knights) {}

  // How the unit on sq is protected, as bits: by a rook (or a rook's knight range), by a tower as the first
  // piece of a line, by a tower as the second.
  enum Guard : uint8_t { kByRook = 1, kByTowerFirst = 2, kByTowerSecond = 4, kByKnightRange = 8 };
  uint8_t guards(const Position& p, Square sq) const;
  bool tower_protected(const Position& p, Square sq) const;
  // Whether the piece on sq, guarded, survives a removal other than a capture by moving
  // (rook.protect-vs-abilities): judged on the position before the removal.
  enum Removal : uint8_t { kShotRemoval, kInstantRemoval, kBlastRemoval, kVortexRemoval };
  bool shields(const Position& p, Square sq, Removal r) const {
    if (params_.abilities == Params::Abilities::kMovingCaptures) return false;
    if ((r == kBlastRemoval || r == kVortexRemoval) && params_.abilities != Params::Abilities::kAllRemovals) return false;
    return guards(p, sq) != 0;
  }

  // A capture by moving of a protected piece (rook.protect-line; tower.protect-two for a tower's second
  // piece); an unpromoted dragon's shot at a piece a tower protects (tower.protect-abilities).
  Refusal forbids(const Position& p, const Action& a) const override;
  unsigned refused_types() const override { return type_bit(ActionType::kMove) | type_bit(ActionType::kAbility); }
  std::vector<std::string_view> clauses() const override;

 private:
  bool active(const Position& p, Square s) const;  // a rook or tower that is not immobilized
  Params params_;
  const Knights& knights_;
};

}  // namespace arbiter::removal12
