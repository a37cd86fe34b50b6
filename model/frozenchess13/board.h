// frozenchess13's shared knowledge of a position, asked by every mechanic: how units move (movement.h),
// their ranges (Capture Range Reduction and Range Extension, range.cpp), who is paralysed (paralysis.cpp),
// and the threats: which squares each side could capture on, who protects whom, who is empowered or
// guarded. Threats are computed once per position and kept (the last few positions per thread), since the
// moves, the checks and the verdict all ask them.
//
// Threat and protection (the catalog's readings, each a point):
//  - a unit threatens the squares of its capture reach by its NATIVE movement (threat.native-only: Empower's
//    lent movement threatens nothing, so empowerment does not feed on itself);
//  - a paralysed unit (by a counter, a flood, a syzygy lock, or an aura: aura_fixpoint.h, computed once per
//    position beside the threats) threatens and protects nothing (paralysis.statue-threat = statue-no-threat);
//  - a unit that cannot capture (jester, frog, crossbowman) threatens and protects nothing;
//  - a unit is threatened when an enemy unit's reach covers its square and Kind Immunity lets that enemy
//    engage it (kind-immunity.no-engage); frogs are never threatened (unit-type.immortal);
//  - a unit is protected by the friendly units whose reach covers its square, same kind included
//    (protection.same-kind = protects: protecting is recapturing whoever captured there);
//  - Empower and Guards count only unthreatened non-pawn protectors (empower.protector-count =
//    count-eligible-unthreatened): two or more (kings included) guard a non-king unit; otherwise exactly one
//    non-king, non-pawn protector empowers a unit that is neither a king nor a pawn
//    (guards.threatened-guard = fallback-to-empower follows);
//  - check is the native reach too, and what the CheckSources add (check.lent-movement = lent-movement-checks:
//    Empower's lent movement, empowered_check.cpp).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "model/core/geometry.h"
#include "model/core/position.h"
#include "model/core/trace.h"
#include "model/frozenchess13/army.h"
#include "model/frozenchess13/aura_fixpoint.h"
#include "model/frozenchess13/movement.h"

namespace arbiter {
class MechanicVariant;
}

namespace arbiter::frozenchess13 {

struct Threats;

// A capture, told to the CaptureListeners after the victim left the board and the capturer arrived.
struct Capture {
  Piece capturer;
  Square by = kNoSquare;  // where the capturer stands now
  Piece victim;
  Square where = kNoSquare;
  Line line = Line::kNone;  // the line type of the capturing route (crr.reduce)
};

class CaptureListener {
 public:
  virtual ~CaptureListener() = default;
  virtual void captured(Position& p, const Capture& c, Trace* trace) const = 0;
};

// A unit's own move (moves.cpp), told to the MoveListeners after it arrived (and after its capture): the
// squares it left and passed through are its path (walls.cpp, tombs).
struct Moved {
  UnitId unit = kNoUnit;
  Kind kind = kNoKind;     // the kind whose movement it used (its own, or the one Empower lent it)
  Square from = kNoSquare;
  Square to = kNoSquare;   // where it stands now
  Route route;             // its route (Movement::passed gives the squares between)
  bool capture = false;    // it landed by capturing the unit that stood there (the rook's Stun asks)
};

class MoveListener {
 public:
  virtual ~MoveListener() = default;
  virtual void moved(Position& p, const Moved& m, Trace* trace) const = 0;
};

// The source of ranges (range.cpp) and of paralysis (paralysis.cpp), set by the composition.
class RangeSource {
 public:
  virtual ~RangeSource() = default;
  virtual Ranges ranges(const Position& p, Square s) const = 0;
};
// A change to the ranges the RangeSource gives (shellshock.cpp: a shellshocked rider's range at its next move),
// applied after it, in the list's order.
class RangeModifier {
 public:
  virtual ~RangeModifier() = default;
  virtual void modify(const Position& p, Square s, Ranges& r) const = 0;
};
class ParalysisSource {
 public:
  virtual ~ParalysisSource() = default;
  virtual bool paralysed(const Position& p, Square s) const = 0;
  // Every unit it holds in p at once (the board asks once per position); the default asks unit by unit.
  virtual SquareSet held(const Position& p) const {
    SquareSet out;
    p.occupied().for_each([&](Square s) {
      if (paralysed(p, s)) out.insert(s);
    });
    return out;
  }
};
// An aura (aura_fixpoint.h): units of one kind, its sources, paralyse a zone of units around them by their
// presence (the jester's paralysis, the chancellor's Paralyse, the queen's gaze, the pawns' pincer); derived
// from the position, nothing stored. The board computes which units the auras hold, once per position.
class Aura {
 public:
  virtual ~Aura() = default;
  virtual KindSet sources() const = 0;  // the kinds whose units radiate it
  // Whether a source stops radiating while it is paralysed (by anything, an aura included).
  virtual bool stops_when_paralysed() const = 0;
  // Adds to `out` the units the source on s paralyses while it radiates, its immunities applied (a king, a
  // unit beside its own king, a kind it spares): a function of the position alone.
  virtual void zone(const Position& p, Square s, SquareSet& out) const = 0;
  // For an aura that never stops: the union of the zones of its sources (the squares of every unit of its
  // kind), which the board takes whole. The default visits them; an aura may compute it faster (the properties
  // hold the result to the words).
  virtual void zones(const Position& p, const SquareSet& sources, SquareSet& out) const {
    sources.for_each([&](Square s) { zone(p, s, out); });
  }
};
inline constexpr int kMaxAuras = 8;
// Check beyond the native capture reach (check.lent-movement = lent-movement-checks: the movement Empower lends
// gives check too, empowered_check.cpp): whether some enemy unit of the side attacks its king on `king` that
// way, and which (appended to `out`, the first only when `first`; out may be null).
class CheckSource {
 public:
  virtual ~CheckSource() = default;
  virtual bool attacks(const Position& p, Side side, Square king, bool first, std::vector<Square>* out) const = 0;
};
// The movements a unit has besides its own (moves.cpp moves by them): Empower's (the board's own, a capture
// movement), and what the MovementLenders add (the rook's Tower, the jester's Power Steal, the assassin's
// Retain Empower). A kind in `capture` lends its routes and their captures; in `move_only` its routes onto
// empty squares only.
struct Lent {
  KindSet32 capture;
  KindSet32 move_only;
  KindSet32 all() const { return capture | move_only; }
  bool empty() const { return capture.empty() && move_only.empty(); }
};
class MovementLender {
 public:
  virtual ~MovementLender() = default;
  // Adds to `out` the kinds it lends the unit on s in p.
  virtual void lend(const Position& p, Square s, Lent& out) const = 0;
  // For the check's quick test (empowered_check.cpp): a superset of the kinds it could lend to capture with
  // to the unit on s of side `side`, from that side's reach alone (`reach`: the unit's own capture reach, as
  // Board::reach_of found it; no protection known).
  virtual KindSet32 may_lend_capture(const Position&, Square, Side, const SquareSet& /*reach*/) const { return {}; }
  // Its clause, if it lends the kind k to the unit on s in p (what a move by that movement fires); else "".
  virtual std::string_view lends_by(const Position& p, Square s, Kind k) const = 0;
};

// A unit that threatens but protects no one: one paralysed by its own Paralysis Transfer "no longer
// protects" (paralysis.transfer-after), which matters only where paralysed units still threaten
// (paralysis.statue-threat = still-threatens; a statue protects nothing anyway).
class ProtectionVeto {
 public:
  virtual ~ProtectionVeto() = default;
  virtual bool withholds(const Position& p, Square s) const = 0;
};

// One side's capture reach: per kind, the squares its units of that kind reach (one union per unit, however
// many squares it reaches), read per square as the kinds that reach it. Until 2026-12-04 a kind set per square,
// filled square by square: a tenth of a random game's time.
class SideReach {
 public:
  void clear() {
    kinds_ = KindSet32{};
    any_ = SquareSet{};
  }
  void add(Kind k, const SquareSet& reach) {
    by_kind_[k] = kinds_.contains(k) ? by_kind_[k] | reach : reach;
    kinds_.insert(k);
    any_ = any_ | reach;
  }
  // The kinds of the side's units whose reach covers s.
  KindSet32 operator[](Square s) const {
    KindSet32 out;
    if (!any_.contains(s)) return out;
    kinds_.for_each([&](Kind k) {
      if (by_kind_[k].contains(s)) out.insert(k);
    });
    return out;
  }
  // The squares some unit of the side reaches.
  const SquareSet& any() const { return any_; }

 private:
  KindSet32 kinds_;  // the kinds with a unit that reaches something (by_kind_ holds only theirs)
  SquareSet any_;
  std::array<SquareSet, kKindCount> by_kind_;
};

struct Threats {
  uint64_t key = 0;
  uint64_t owner = 0;  // the serial number of the Board that computed it (0: none)
  uint64_t used = 0;   // when it was last asked (the per-thread cache keeps the most recently asked)
  uint8_t sides = 0;   // a bit per side (1 << index) whose reach is computed: a check needs only the enemy's
  bool complete = false;  // guards, all_guards, lenders and lender computed (they need both sides' reach)
  // Per side: the kinds of the side's units whose reach covers a square (reach[side][square]).
  std::array<SideReach, 2> reach{};
  // Per square holding a unit: its unthreatened non-pawn protectors (kings included), and the first
  // unthreatened non-king, non-pawn protector's square with their number.
  std::array<uint8_t, kSquareSlots> guards{};
  std::array<uint8_t, kSquareSlots> all_guards{};  // non-pawn protectors, threatened ones included
  std::array<uint8_t, kSquareSlots> lenders{};
  std::array<uint8_t, kSquareSlots> lender{};
  // Per side, a bit (1 << index): the CheckSources were asked whether they attack the side's king, and said yes.
  uint8_t checks_asked = 0;
  uint8_t checks_found = 0;
  // The paralysed units (held_done once computed): all of them, those the auras paralyse (aura_fixpoint.h),
  // and those each aura does (the board's order).
  bool held_done = false;
  SquareSet held;
  SquareSet aura_held;
  std::array<SquareSet, kMaxAuras> aura_by{};
  // The units whose reach is computed, each with its own reach (the protection count reads them).
  struct Reacher {
    Square at;
    Piece piece;
    SquareSet reach;
  };
  std::array<Reacher, kSquareSlots> units;
  int unit_count = 0;
};

class Board {
 public:
  struct Params {
    bool paralysed_threaten = false;  // paralysis.statue-threat = still-threatens (else statue-no-threat)
    int guards = 0;  // guards.cannot-be-captured: "protected by two or more (non-pawn) pieces" (the catalog's value)
    // kind-immunity.exceptions: "pawns,kings(can aid checkmate) and immortal units(frogs)" (the catalog's kinds)
    KindSet kind_immunity_exempt;
    // guards.cannot-be-captured: "(non-pawn) pieces" protect (the catalog's kinds): the one count of protectors
    // Empower and the guards read
    KindSet protectors;
    // empower.kings-pawns: "Kings/pawns cannot be empowered or give empowerment" (the catalog's kinds)
    KindSet not_empowering;
    // king.immunity: "Kings are immune to all special moves/abilities except Rotate,Explosion and Teleswap" (the
    // catalog's kinds)
    KindSet special_immune;
  };
  Board(Geometry& g, Movement::Params movement, Params params);
  const Geometry& geometry() const { return *g_; }
  // The protectors that make a unit a guard (Params::guards): Threats::guards of at least this many.
  int guards_needed() const { return p_.guards; }
  // Whether Kind Immunity spares the kind's units (kind-immunity.exceptions, Params::kind_immunity_exempt).
  bool kind_immunity_exempt(Kind k) const { return p_.kind_immunity_exempt.contains(k); }
  // Whether the kind's units are never empowered and never empower (empower.kings-pawns, Params::not_empowering).
  bool not_empowering(Kind k) const { return p_.not_empowering.contains(k); }
  // Whether the kind's units are immune to special moves and abilities (king.immunity, Params::special_immune):
  // each ability asks, for its own use (under king.immunity-own-use) and a hostile one.
  bool special_immune(Kind k) const { return p_.special_immune.contains(k); }
  const Movement& movement() const { return movement_; }
  // The unit types the catalog lists: the kinds that never capture (unit-type.no-capture) and those never
  // captured (unit-type.immortal).
  bool cannot_capture(Kind k) const { return movement_.params().types.cannot_capture(k); }
  bool immortal(Kind k) const { return movement_.params().types.is_immortal(k); }

  // Set once by the composition, after compose(): the board finds its parts among the variant's mechanics by
  // the interfaces they implement (MechanicVariant::implementing), in the list's order, which is the order
  // its listeners are told. Every mechanic that holds units in place as if paralysed (paralysis, a flood, a
  // syzygy lock) is a paralysis source: a unit is paralysed when any source says so. Every Aura (at most
  // kMaxAuras) paralyses too, through the fixpoint (aura_fixpoint.h); every CheckSource adds check. At most one
  // RangeSource, whose ranges every RangeModifier then changes.
  void connect(const MechanicVariant& variant);
  void set_ground(const Ground& ground) { movement_.set_ground(ground); }
  void set_aim(int attribute) { movement_.set_aim(attribute); }  // Movement::set_aim
  // The units of a side that threats and protection see (Occupancy::seen: its standing units).
  SquareSet seen(const Position& p, Side side) const { return occupancy_->seen(p, side); }

  Ranges ranges(const Position& p, Square s) const;
  // Whether the unit on s is paralysed: by a paralysis source (a counter, a flood, a syzygy lock), or by an
  // aura. Every paralysed unit is found once per position and kept with its threats.
  bool paralysed(const Position& p, Square s) const { return held_of(p).held.contains(s); }
  // The units the auras paralyse (aura_fixpoint.h); and those one aura does.
  SquareSet aura_held(const Position& p) const { return held_of(p).aura_held; }
  SquareSet aura_held(const Position& p, const Aura& aura) const;
  // p's cache entry with the reach of `side`'s units computed (the other half and the protection may not be).
  const Threats& reach_of(const Position& p, Side side) const { return side_threats(p, side); }
  // Whether the unit on s threatens and protects: not when paralysed, unless paralysis.statue-threat says so.
  bool active(const Position& p, Square s) const { return p_.paralysed_threaten || !paralysed(p, s); }
  // Whether every unit a side's reach counts can also move (paralysis.statue-threat = statue-no-threat).
  bool reach_units_move() const { return !p_.paralysed_threaten; }

  const Threats& threats(const Position& p) const;
  // Whether an enemy unit of `by` could capture the unit of kind `kind` standing on s (the reach and Kind
  // Immunity; frogs never).
  bool threatened_by(const Threats& t, Square s, Kind kind, Side by) const;
  bool threatened(const Position& p, Square s) const;
  // Whether the capture reach of any unit, of either side, covers s (a tomb "in capture range of at least
  // one unit", tomb.rot).
  bool in_reach(const Position& p, Square s) const;
  // Whether the side's king is in check: it stands where the other side threatens it (by native reach), or
  // a CheckSource says an enemy unit attacks it otherwise (check.lent-movement). The hot path of legality:
  // the native test computes the enemy's half of the position's Threats only and keeps it when no enemy unit
  // reaches the king (it stops at the first that does): the position after a legal action is the next one
  // asked (random play, a completion search), whose Threats then need only the other half. The sources'
  // answer is kept in the position's Threats.
  bool king_attacked(const Position& p, Side side) const;
  // The squares of the enemy units that give the side's king check (only the first, if `first`).
  std::vector<Square> checkers(const Position& p, Side side, bool first) const;
  bool guarded(const Position& p, Square s) const;
  // explosion.immune-units = only-jester-bypasses: whether an explosion spares the unit on s, a unit that
  // cannot be captured (a frog, unit-type.immortal) or a guarded one; all_kill (all-explosions-kill): none.
  bool spared_by_explosion(const Position& p, Square s, bool all_kill) const {
    return !all_kill && (immortal(p.at(s).kind()) || guarded(p, s));
  }
  // The kind whose movement Empower lends the unit on s (kNoKind when it is not empowered).
  Kind empowerment(const Position& p, Square s) const;
  // The square of the unit whose movement Empower lends the unit on s (kNoSquare when it is not empowered).
  Square empowered_by(const Position& p, Square s) const {
    return empowerment(p, s) == kNoKind ? kNoSquare : static_cast<Square>(threats(p).lender[s]);
  }
  // Every movement the unit on s has besides its own: Empower's and the MovementLenders'.
  Lent lent(const Position& p, Square s) const;
  // The clause that lends the unit on s the kind k (Empower's empower.protected-by-one, or a MovementLender's).
  std::string_view lent_by(const Position& p, Square s, Kind k) const;
  // The MovementLenders' superset of capture kinds (MovementLender::may_lend_capture).
  KindSet32 may_lend_capture(const Position& p, Square s, Side side, const SquareSet& reach) const {
    KindSet32 out;
    for (const MovementLender* l : lenders_) out = out | l->may_lend_capture(p, s, side, reach);
    return out;
  }

  // Removes the captured unit, moves the capturer (unless its capture is ranged), and tells the listeners.
  // Returns the capture's record.
  void tell(Position& p, const Capture& c, Trace* trace) const {
    for (const CaptureListener* l : listeners_) l->captured(p, c, trace);
  }
  void tell(Position& p, const Moved& m, Trace* trace) const {
    for (const MoveListener* l : move_listeners_) l->moved(p, m, trace);
  }

 private:
  // The cache entry of p with the reach of `side` computed (the other half and the protection counts may
  // not be).
  Threats& side_threats(const Position& p, Side side) const;
  Threats& entry(const Position& p) const;  // p's cache entry, found or taken from the least recently asked
  const Threats& held_of(const Position& p) const;  // p's cache entry with its paralysed units found
  // The sources of the auras in p, as aura_fixpoint() takes them; `held`: the units paralysed apart from them.
  void aura_sources(const Position& p, const SquareSet& held, std::vector<AuraSource>& out) const;
  // Computes the reach of the side's units into t; with stop_at a square, stops at the first unit that
  // reaches it, keeps nothing and returns true.
  bool compute_side(const Position& p, Side side, Threats& t, Square stop_at) const;
  void compute_protection(const Position& p, Threats& t) const;
  bool withheld(const Position& p, Square s) const;  // a ProtectionVeto says the unit on s protects no one
  Geometry* g_;
  Movement movement_;
  Params p_;
  // Unique per Board ever made (not its address: a Board made where a destroyed one stood, with other
  // readings, must not find the old one's threats in the cache).
  uint64_t serial_;
  const RangeSource* range_ = nullptr;
  std::vector<const RangeModifier*> range_modifiers_;
  const Occupancy* occupancy_ = &Occupancy::standing_only();
  std::vector<const ParalysisSource*> paralysis_;
  std::vector<const CaptureListener*> listeners_;
  std::vector<const ProtectionVeto*> vetoes_;
  std::vector<const CheckSource*> check_sources_;
  std::vector<const MovementLender*> lenders_;
  std::vector<const Aura*> auras_;
  KindSet32 aura_kinds_;  // the kinds some aura has for sources
  std::vector<const MoveListener*> move_listeners_;
};

}  // namespace arbiter::frozenchess13
