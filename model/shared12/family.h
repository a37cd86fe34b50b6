// The "twelve" family: the mechanics shared by the 12x12 documents deathsquare12 and quadrant12 (death
// squares, empower, guards, kind immunity, double move with Knight's Leap and Bishop Bounce, Rook Push, the
// jester, the king that only exchanges, pawns one square in any direction), in model/shared12/. Each mechanic is
// one class in mechanics/ with its readings as its parameters (each reads the points its catalogs name alike,
// Params::read; a variant's file reads the others); `Rules` here is the family's steps, which ask those
// mechanics and the hooks of a variant's own (hooks.h), as the variant's list names them (FamilyMechanics).
// The clause ids fired are in clauses.h.
//
// A turn is one action:
//   kMove     a single move or a double move of one unit: from [mid] to, promotion letter if a pawn promotes
//             (e2e3, e2e3e4, b1c3d5, e11e12q);
//   kAbility  "leap@b1>c3>b3" (Knight's Leap: land c3, capture the unit leapt over on b3; with a double move
//             "leap@b1>c3>e4>d4"), "push@a1>a4" / "pushfirst@a1>a4>d4" / "pushboth@a1>a4>d4" (a rook move that
//             pushes the enemy unit ahead at its last, first, or both landings), "swap@a1>b1", "exchange@g1>f2".
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "model/core/action.h"
#include "model/core/geometry.h"
#include "model/core/interpretation.h"
#include "model/core/interpretation_table.h"
#include "model/core/position.h"
#include "model/core/trace.h"
#include "model/core/variant.h"
#include "model/shared12/hooks.h"

namespace arbiter::shared12 {

enum : Kind { kPawn = 1, kKnight, kBishop, kRook, kDragon, kQueen, kJester, kKing };

// Movement patterns, as bits: what a kind "natively" moves and captures like.
enum Movement : uint8_t { kKnightMove = 1, kBishopMove = 2, kRookMove = 4, kPawnStep = 8 };
// The capture pattern: jesters and kings have none. Inline (a table lookup): every protection and attack
// test reads it; movement.cpp says which clause gives each kind its movement.
inline constexpr uint8_t kNativeMovement[kMaxKinds] = {
    0,                                      // no kind
    kPawnStep,                              // pawn.move-one-any
    kKnightMove,                            // knight.movement
    kBishopMove,                            // bishop.movement
    kRookMove,                              // rook.movement
    kKnightMove | kBishopMove,              // dragon.movement
    kKnightMove | kBishopMove | kRookMove,  // queen.movement
    0,                                      // jester (no capture)
    0};                                     // king (no move)
inline uint8_t native_movement(Kind k) { return kNativeMovement[k & (kMaxKinds - 1)]; }
// The moves of the kind itself (the jester: knight moves).
inline uint8_t own_moves(Kind k) { return k == kJester ? static_cast<uint8_t>(kKnightMove) : native_movement(k); }

enum Ability : uint8_t { kLeap, kPush, kPushFirst, kPushBoth, kSwap, kExchange };
inline const std::vector<std::string>& ability_names() {
  static const std::vector<std::string> names = {"leap", "push", "pushfirst", "pushboth", "swap", "exchange"};
  return names;
}

// One step of a move: a unit goes from `from` to `to`, capturing what stands on `to` or the unit on
// `victim` it leaps over, and pushing the enemy unit ahead if `push`.
struct Step {
  Square from = kNoSquare;
  Square to = kNoSquare;
  Square victim = kNoSquare;  // Knight's Leap capture
  bool push = false;
  Kind promotion = kNoKind;
};

// What a step did, for the double move's continuation and for the trace.
struct StepResult {
  bool alive = true;           // the moving unit still stands on `to`
  bool captured = false;
  bool passed_death = false;
  bool death = false;          // some unit died (capture, push, blast, landing)
  bool promoted = false;
  bool pushed = false;
  Square exploded = kNoSquare;  // the square of a jester captured by this step
};

// The squares an action visits: a legal one visits at most four, kept inline (decoded many times a ply,
// while judging); a longer path (an action text nobody generates) is kept in a vector.
class LandingSquares {
 public:
  void push_back(Square s) {
    if (n_ == kInline) spill_.assign(inline_.begin(), inline_.end());
    if (n_ < kInline) inline_[n_] = s;
    else spill_.push_back(s);
    ++n_;
  }
  size_t size() const { return n_; }
  Square operator[](size_t i) const { return n_ <= kInline ? inline_[i] : spill_[i]; }
  Square back() const { return (*this)[n_ - 1]; }

 private:
  static constexpr size_t kInline = 8;
  std::array<Square, kInline> inline_{};
  std::vector<Square> spill_;
  size_t n_ = 0;
};

// The squares an action written as a move or a leap visits, start first, and the unit a Knight's Leap
// captures (its square is written last in a leap's text). Defined in steps.cpp.
struct Landings {
  LandingSquares squares;
  Square victim = kNoSquare;
};
Landings decode_landings(const Action& a);
class Rules;
// The movements a step from -> to can be, judged from its geometry (steps.cpp): a knight move, or a line
// (rook or bishop) that is also a one-square step when adjacent; 0 for neither.
uint8_t step_movement(const Rules& r, Square from, Square to);


// The mechanics the family's steps ask, named by a variant's list as it adds them (deathsquare12.cpp,
// quadrant12.cpp) and told to the steps once it is composed (Rules::set_mechanics). The family's own
// (mechanics/: each one rule of the documents, with its own parameters) are in every list; the hooks
// (hooks.h) are a variant's own mechanics, and where a list has none the steps read the rule as absent (no
// rest, no walls, no bonus quadrant, slides as long as the board).
class DeathSquares;
class Protection;
class Jester;
class RookPush;
class Pawns;
class Captures;
class Check;
class DoubleMove;
struct FamilyMechanics {
  const DeathSquares* death = nullptr;
  const Protection* protection = nullptr;
  const Jester* jester = nullptr;
  const RookPush* push = nullptr;
  const Pawns* pawns = nullptr;
  const Captures* captures = nullptr;
  const Check* check = nullptr;
  const DoubleMove* double_move = nullptr;
  // --- the hooks ---
  const DoubleMoveRest* rest = nullptr;
  const WallRules* walls = nullptr;
  const BonusQuadrants* quadrants = nullptr;
  const SlideLimit* slides = nullptr;
};

// The family's steps: what one move of a unit is and does, and the actions of one unit made of one or two
// of them (a move, a double move, a Knight's Leap, a Rook Push), generated and played. A step asks the
// family's mechanics (who may capture whom, death squares, Empower, the jester, Rook Push, pawns, the
// king's safety) and the hooks of a variant's own mechanics (hooks.h: walls, capture range, bonus
// quadrants). Its own parameters are the two readings of how a unit moves that no one mechanic owns.
class Rules {
 public:
  struct Params {
    enum class LeapPaths { kL, kLeg, kLine } leap_paths = LeapPaths::kL;  // knights-leap.paths
    bool specials_by_movement = false;  // specials.by-kind = by-movement: Knight's Leap and Rook Push by movement
    // The family's counters, from the document's numbers (catalog values): "paralyzed for the next 2 moves"
    // (death-square.pass-paralysis) and the jester's "(for 2 moves)" (jester.immobilize-leap).
    int pass_paralysis_moves = 0;
    int immobilize_moves = 0;
    // specials.by-kind, which both catalogs name alike; a variant's file reads knights-leap.paths, whose options
    // each catalog names its own way.
    static Params read(const ChosenOptions& c);
  };
  Rules(Geometry& g, const StateSchema& schema, Params params);  // registers its leapers in g
  const Params& params() const { return params_; }
  const Geometry& geometry() const { return *g_; }

  // --- the mechanics the steps ask (set once by the composition, after compose(): the walls' attribute) ---
  void set_mechanics(const FamilyMechanics& m) {
    m_ = m;
    wall_ = m.walls ? m.walls->wall_attribute() : -1;
  }
  const DeathSquares& death() const { return *m_.death; }
  const Protection& protection() const { return *m_.protection; }
  const Jester& jester() const { return *m_.jester; }
  const RookPush& push() const { return *m_.push; }
  const Pawns& pawns() const { return *m_.pawns; }
  const Captures& captures() const { return *m_.captures; }
  const Check& check() const { return *m_.check; }
  const DoubleMove& double_move() const { return *m_.double_move; }

  // --- state (indices into the schema) ---
  int death_attr() const { return death_; }
  int paralysis_attr() const { return paralysis_; }
  int immobilized_attr() const { return immobilized_; }
  int push_attr() const { return push_; }
  int wall_attr() const { return wall_; }
  // An active death square (1); with death-square.recapture = activates-when-empty a new death square is
  // pending (2) while a unit stands on it and becomes active once it is empty.
  bool is_death(const Position& p, Square s) const { return p.attribute(death_, s) == 1; }

  // --- the hooks (hooks.h): what the variant's own mechanics answer, the rule's absence without them ---
  bool is_wall(const Position& p, Square s) const { return wall_ >= 0 && p.attribute(wall_, s) > 0; }
  // The walls standing on p (walling.*): none without walls.
  SquareSet walls(const Position& p) const { return wall_ >= 0 ? p.marked(wall_) : SquareSet(); }
  // The range of the unit on sq: its SlideLimit's, or 16 (the whole board) without one.
  int range(const Position& p, Square sq) const { return m_.slides ? m_.slides->range(p, sq) : 16; }
  // Whether a slide or step from `from` to `to` (a line, `to` included) is open within `limit` squares (without
  // walls, `to` no farther than that). With walls (walling.touch-rule): no wall entered or squeezed past, no
  // entered square before `to` touching a wall; quadrant.perk-bishop-cross-walls: on a diagonal (a bishop move)
  // walls of the mover's bonus quadrant neither squeeze nor stop it by touching (unless `perk` is false); a
  // wall square itself stays closed.
  bool line_open(const Position& p, Square from, Square to, int limit, bool perk = true) const {
    if (m_.walls) return m_.walls->line_open(p, from, to, limit, perk);
    return !m_.slides || std::max(std::abs(file_of(to) - file_of(from)), std::abs(rank_of(to) - rank_of(from))) <= limit;
  }
  bool touches_wall(const Position& p, Square s) const { return m_.walls && m_.walls->touches_wall(p, s); }
  bool squeezed(const Position& p, Square a, Square b) const { return m_.walls && m_.walls->squeezed(p, a, b); }
  // walling.no-leap (knight moves); quadrant.perk-knight-leap-walls: walls of the mover's bonus quadrant do
  // not block (`victim`: the unit a Knight's Leap captures, gone from the count).
  bool leap_blocked(const Position& p, Square from, Square to, Square victim = kNoSquare) const {
    return m_.walls && m_.walls->leap_blocked(p, from, to, victim);
  }
  bool bonus_quadrant(const Position& p, Square sq, Side side) const {
    return m_.quadrants && m_.quadrants->bonus_quadrant(p, sq, side);
  }
  // Perk 1 (quadrant.perk-no-enemy-*), on the position after an action: the clause that forbids it, or "".
  std::string_view quadrant_forbids(const Position& before, const Action& a, const Position& after) const {
    return m_.quadrants ? m_.quadrants->forbids_after(before, a, after) : std::string_view();
  }
  bool wall_perk(const Position& p, Square wall, Square from, Square to, Square victim = kNoSquare) const {
    return m_.quadrants && m_.quadrants->wall_perk(p, wall, from, to, victim);
  }
  void fire_wall_perks(const Position& p, Square from, Square to, Trace* trace) const {
    if (m_.quadrants) m_.quadrants->fire_wall_perks(p, from, to, trace);
  }
  bool death_pass_exempt(const Position& after, Square from, Square to, Side side) const {
    return m_.quadrants && m_.quadrants->death_pass_exempt(after, from, to, side);
  }
  bool resting(const Position& p, Square sq) const { return m_.rest && m_.rest->resting(p, sq); }
  // Whether the family's generators judge every action played whole: its end changes the board (walls rise
  // and run down, WallRules::rise) or a perk judges the position after it (BonusQuadrants::forbids_after).
  // Otherwise the board after an action's last step is the one judged, and only the king's safety judges it.
  bool judged_whole() const { return m_.walls || m_.quadrants; }

  // --- geometry (movement.cpp) ---
  int knight_leaper() const { return knight_; }
  int king_leaper() const { return king_; }
  // The squares a knight move from -> to leaps over (knights-leap.paths); empty if not a knight move.
  const std::vector<Square>& leap_path(Square from, Square to) const;
  bool knight_geometry(Square from, Square to) const;  // inline, below
  int line_direction(Square from, Square to) const;  // the ray direction from -> to, or -1 (inline, below)
  // Whether a Knight's Leap / a Rook Push is the unit's to make (specials.by-kind): knights and rooks, or
  // with by-movement any unit that moves like one.
  bool leaps(Kind kind) const {
    return kind == kKnight || (params_.specials_by_movement && (native_movement(kind) & kKnightMove));
  }
  bool pushes(Kind kind, int direction) const {
    return kind == kRook || (params_.specials_by_movement && direction >= 0 && !is_diagonal(direction));
  }

  // --- the unit's state at the start of an action (unit_state.cpp) ---
  bool can_move(const Position& p, Square sq) const;  // not paralysed, immobilised, push-paralysed nor resting
  void count_down(Position& p, Side mover) const;     // the start of a turn: counters of paralysis etc.

  // --- steps (steps.cpp) ---
  // Every step of the unit on `from` (kind `kind`) with the given movement; captures only if allow_capture.
  void steps_from(const Position& p, Square from, Kind kind, uint8_t movement, bool allow_capture,
                  std::vector<Step>& out) const;
  StepResult apply_step(Position& p, const Step& step, Trace* trace) const;
  // The movement of the unit on sq at the start of its move: its own, with Empower's (empower.adds-or-replaces)
  // and, for a jester, its lenders' (jester.borrowed-movement).
  uint8_t movement(const Position& p, Square sq, Kind kind, uint8_t lent) const;

  // --- the actions of one unit (moves.cpp: generated by playing them on a copy) ---
  // The generators below append actions to `out`. `pseudo` = the candidates: every action the rules of
  // movement allow, before the king's safety and perk 1 are judged (mechanics/check.cpp and the bonus
  // quadrants judge those, on the position after the action); otherwise only the legal ones.
  // Units that may not move now (paralysed, immobilised, resting) are candidates too: their mechanics refuse.
  void generate_moves(const Position& p, ActionList& out, bool pseudo) const;
  // The fallbacks when the side has no other legal action (double-move.rest-stalemate-exception,
  // death-square.paralysis-no-other-move = paralysis-lifted): the units those rules otherwise hold.
  void generate_fallbacks(const Position& p, ActionList& out) const;
  // The moves of the unit on `from` alone, as candidates (a move's owner admits an action among them).
  void moves_from(const Position& p, Square from, ActionList& out) const;
  // The same by first step: how many first steps the unit has, and the candidates beginning with the i-th
  // (its single step, then its double moves); their concatenation in order is moves_from.
  int first_step_count(const Position& p, Square from) const;
  void moves_from_first_step(const Position& p, Square from, int i, ActionList& out) const;
  // The legal ones among them, judged as generate_moves judges them (for a unit that can_move).
  void legal_from_first_step(const Position& p, Square from, int i, ActionList& out) const;
  // Whether the action leaves the side's king safe and perk 1 allows it, judged on the whole
  // action played (walls appear and run down at its end).
  bool safe_after_apply(const Position& p, const Action& a) const;

  // --- playing (play.cpp) ---
  // Plays an action (its owner's play): everything but the change of turn, which the pipeline makes.
  void play(Position& p, const Action& a, Trace* trace) const;
  // What every action of the family does around its own effect: at its start the side's counters run
  // down (paralysis, immobilisation, push paralysis, rest; `actor`: the unit acting, kNoSquare for none);
  // at its end pending death squares activate and the walls (WallRules) run down and rise on `wall_path`
  // (less the 3x3 of a jester that exploded on `exploded`).
  void begin_action(Position& p, Square actor, Trace* trace) const;
  void end_action(Position& p, std::vector<Square>& wall_path, Square exploded, Trace* trace) const;
  // Appends the way of a step from -> to, the walls it leaves (walling.path-squares = start-and-passed): its
  // start and the squares it passes (none for a knight move).
  void add_way(std::vector<Square>& path, Square from, Square to) const;

 private:
  struct Buffers;  // the scratch positions and step lists one generate() reuses (moves.cpp)
  class Kept;      // a Buffers and the started position, kept per thread (moves.cpp)
  // `base` is p with the turn started (count_down), the position every step of the turn is played on.
  // only_first >= 0: only the actions beginning with that first step.
  void generate_unit(const Position& p, const Position& base, Square from, ActionList& out, Buffers& b,
                     bool single_only = false, int only_first = -1) const;

  const Geometry* g_;
  Params params_;
  FamilyMechanics m_;
  int death_ = -1, paralysis_ = -1, immobilized_ = -1, push_ = -1;
  int wall_ = -1;  // the walls' square attribute (WallRules::wall_attribute), -1 without walls
  int knight_ = -1, king_ = -1;
  std::vector<std::vector<Square>> leap_paths_;  // [from * 8 + knight offset index]
};

inline bool Rules::knight_geometry(Square from, Square to) const {
  int df = file_of(to) - file_of(from);
  int dr = rank_of(to) - rank_of(from);
  int m = df * df + dr * dr;
  return m == 5;  // (1, 2) or (2, 1)
}

inline int Rules::line_direction(Square from, Square to) const {
  int df = file_of(to) - file_of(from);
  int dr = rank_of(to) - rank_of(from);
  if (df == 0 && dr == 0) return -1;
  if (df != 0 && dr != 0 && df != dr && df != -dr) return -1;
  // kDirectionDelta by (sign of df + 1) * 3 + (sign of dr + 1).
  static constexpr int8_t kBySigns[9] = {kSouthWest, kWest, kNorthWest, kSouth, -1, kNorth, kSouthEast, kEast, kNorthEast};
  return kBySigns[((df > 0) - (df < 0) + 1) * 3 + ((dr > 0) - (dr < 0) + 1)];
}

// quadrant.definition: the 6x6 quadrant of sq, a1-f6 = 0, g1-l6 = 1, a7-f12 = 2, g7-l12 = 3.
inline int quadrant_of(Square s) { return (file_of(s) >= 6 ? 1 : 0) + (rank_of(s) >= 6 ? 2 : 0); }

// The schema every twelve variant starts from: death squares, paralysis, immobilisation, push paralysis.
StateSchema twelve_schema(const Rules::Params& params);
// The family's kinds and the document's words for them (the variants' army; a catalog's <kinds> names them).
std::span<const PieceKind> twelve_army();  // the counters as long as the params say

}  // namespace arbiter::shared12
