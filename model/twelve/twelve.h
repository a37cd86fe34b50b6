// The "twelve" family: the mechanics shared by the 12x12 documents deathsquare12 and quadrant12 (death
// squares, empower, guards, kind immunity, double move with Knight's Leap and Bishop Bounce, Rook Push, the
// jester, the king that only exchanges, pawns one square in any direction). Each mechanic has its own file
// under model/twelve/; a variant composes them through `Rules`, whose options are the interpretation points
// of its catalog (read once from the Profile against the variant's interpretation table, then set in
// options.cpp). The clause ids fired are in clauses.h.
//
// A turn is one action:
//   kMove     a single move or a double move of one unit: from [mid] to, promotion letter if a pawn promotes
//             (e2e3, e2e3e4, b1c3d5, e11e12q);
//   kAbility  "leap@b1>c3>b3" (Knight's Leap: land c3, capture the unit leapt over on b3; with a double move
//             "leap@b1>c3>e4>d4"), "push@a1>a4" / "pushfirst@a1>a4>d4" / "pushboth@a1>a4>d4" (a rook move that
//             pushes the enemy unit ahead at its last, first, or both landings), "swap@a1>b1", "exchange@g1>f2".
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "model/core/action.h"
#include "model/core/geometry.h"
#include "model/core/interpretation.h"
#include "model/core/interpretation_table.h"
#include "model/core/position.h"
#include "model/core/trace.h"
#include "model/core/variant.h"
#include "model/twelve/hooks.h"

namespace arbiter::twelve {

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

// The interpretation points the family reads (catalog ids in the comments), as enums of their options.
struct Options {
  bool eleven_pawns = false;                 // board.pawn-row = eleven-pawns-gap-empty
  bool rotate_black = false;                 // board.black-setup = rotate
  enum class Recapture { kCapturerSurvives, kCapturerDies, kActivatesWhenEmpty } recapture = Recapture::kCapturerSurvives;  // death-square.recapture
  bool death_pawns = true;                   // death-square.pawns = pawns-included
  bool death_permanent = true;               // death-square.permanence = permanent
  // The clauses of the variant's own catalog that name two death-square rules where it has them (empty
  // where its catalog has none): quadrant12's death-square.sacrifice-removes (a death square that killed is
  // gone) and death-square.activation (a new death square under a unit waits until it is empty).
  std::string_view death_consumed_clause;
  std::string_view death_activation_clause;
  bool death_any_arrival = true;             // death-square.displacement = any-arrival
  enum class LeapOver { kExempt, kAnyPath, kAllPaths } leap_over = LeapOver::kExempt;  // death-square.leap-over
  bool paralysis_plies = false;              // death-square.paralysis-duration = plies
  bool paralysis_lifted = false;             // death-square.paralysis-no-other-move = paralysis-lifted
  bool empower_all_units = false;            // empower.protector-count = all-units
  bool empower_replaces = false;             // empower.adds-or-replaces = replaces
  bool specials_by_movement = false;         // specials.by-kind = by-movement
  bool guarded_push_illegal = false;         // rook-push.off-board-guarded = all-enemy-kills
  bool kind_by_movement = false;             // kind-immunity.kind-basis = movement-kind
  bool empower_turn_start = false;           // double-move.empowered-steps = turn-start
  bool pawns_double_move = true;             // double-move.pawns
  bool any_second_step_capture = false;      // double-move.capture-other-pieces = any-second-step
  bool double_move_return = true;            // double-move.return
  enum class LeapPaths { kL, kLeg, kLine } leap_paths = LeapPaths::kL;  // knights-leap.paths
  enum class PushBlocked { kNoPush, kChain, kCrush } push_blocked = PushBlocked::kNoPush;  // rook-push.blocked
  bool push_full_paralysis = false;          // rook-push.push-paralysis-scope = full-paralysis-next-move
  bool push_death_continues = false;         // rook-push.death-in-double-move = second-step-without-push
  bool push_after_capture = true;            // rook-push.after-capture
  bool borrow_guards_sense = false;          // jester.borrow-lenders = guards-sense
  bool leap_immobilize_friendly = true;      // jester.leap-immobilize-friendly
  bool immobilize_plies = false;             // jester.immobilize-duration = leap-two-plies
  bool presence_lasts = false;               // jester.immobilize-duration = both-two-owner-moves
  enum class Blast { kAll, kAllButCapturer, kCapturingSide } blast = Blast::kAll;  // jester.explosion-scope
  bool blast_kings = true;                   // jester.explosion-kings
  bool guarded_jester_capturable = false;    // jester.explosion-bypass
  bool blast_death_squares = false;          // jester.explosion-death-squares = victims-squares-too
  bool orthodox_check = true;                // king.check-legality
  // The kings exchange's parameters (mechanics/kings_exchange.cpp): only that mechanic reads them.
  struct Exchange {
    bool is_capture = false;       // king.exchange-removal = capture
    bool moves_then_dies = false;  // swap.king-exchange-cost = moves-then-dies
    bool after = false;            // king.exchange-target = after-exchange
  } exchange;
  bool pawn_diagonal_capture = false;        // pawn.capture-mode = diagonal-forward
  bool promote_edge_files = false;           // promotion.arrival = edge-files
  bool last_file_transforms = false;         // promotion.capture-on-last-rank = transformation
  enum class PawnLossVsMate { kMoverLoses, kMoverWins, kDraw } pawn_loss_vs_mate = PawnLossVsMate::kMoverLoses;
  enum class Simultaneous { kDraw, kCapturerWins, kCapturerLoses } simultaneous = Simultaneous::kDraw;
  bool repetition_board_only = false;        // game-end.repetition-status = board-only
  bool stalemate_ordinary_only = false;      // game-end.cannot-move = ordinary-moves-only
  // quadrant12's mechanics (all off for deathsquare12; model/quadrant12/rules.xml names the points).
  bool rest = false;                         // double-move.rest (piece attribute "rest")
  bool borrow_enemy_only = false;            // jester.attacking-scope = enemy-attackers
  bool blast_clears = false;                 // jester.explosion-clears (explosion-last)
  bool blast_mates = false;                  // jester.explosion-instant-checkmate (jester.instant-checkmate = king-death-wins)
  // jester.instant-checkmate-precedence: whether a blast that kills the enemy king wins before the
  // capturer's own king (left attacked, or killed in the same blast) is judged.
  enum class MatePrecedence { kOwnKingFirst, kMateFirst, kMateFirstEvenOwnKing } mate_precedence = MatePrecedence::kOwnKingFirst;

  // The settings of each variant under its chosen options (options.cpp): `chosen` is the profile read
  // against model/deathsquare12/interpretation.cpp, resp. model/quadrant12/interpretation.cpp.
  static Options deathsquare12(const ChosenOptions& chosen);
  static Options quadrant12(const ChosenOptions& chosen);
};

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

// The squares an action written as a move or a leap visits, start first, and the unit a Knight's Leap
// captures (its square is written last in a leap's text). Defined in double_move.cpp.
struct Landings {
  std::vector<Square> squares;
  Square victim = kNoSquare;
};
Landings decode_landings(const Action& a);
class Rules;
// The movements a step from -> to can be, judged from its geometry (steps.cpp): a knight move, or a line
// (rook or bishop) that is also a one-square step when adjacent; 0 for neither.
uint8_t step_movement(const Rules& r, Square from, Square to);

struct Protection {
  int pieces = 0;              // non-pawn protectors
  int pawns = 0;               // pawn protectors
  Kind first_piece = kNoKind;  // the kind of a non-pawn protector
};

class Rules {
 public:
  Rules(Geometry& g, const StateSchema& schema, Options options);  // registers its leapers in g
  const Options& options() const { return opt_; }
  const Geometry& geometry() const { return *g_; }

  // --- state (indices into the schema) ---
  int death_attr() const { return death_; }
  int paralysis_attr() const { return paralysis_; }
  int immobilized_attr() const { return immobilized_; }
  int push_attr() const { return push_; }
  int wall_attr() const { return wall_; }
  int rest_attr() const { return rest_; }
  bool is_wall(const Position& p, Square s) const { return wall_ >= 0 && p.attribute(wall_, s) > 0; }
  bool has_walls() const { return walls_ != nullptr; }
  // Set once by the composition when the variant has walls: their rules and their square attribute.
  void set_walls(const WallRules* walls, int attribute) {
    walls_ = walls;
    wall_ = attribute;
  }
  // The range of the unit on sq: the variant's SlideLimit's, or 16 (the whole board) without one.
  int range(const Position& p, Square sq) const { return slide_limit_ ? slide_limit_->range(p, sq) : 16; }
  // Set once by the composition when a mechanic of the variant limits slides.
  void set_slide_limit(const SlideLimit* limit) { slide_limit_ = limit; }
  // walling.touch-rule: whether a slide or step from `from` to `to` (a line, `to` included) is open: no
  // wall entered or squeezed past, no entered square before `to` touching a wall, within `limit` squares.
  // quadrant.perk-bishop-cross-walls: on a diagonal (a bishop move) walls of the mover's bonus quadrant
  // neither squeeze nor stop it by touching (unless `perk` is false); a wall square itself stays closed.
  bool line_open(const Position& p, Square from, Square to, int limit, bool perk = true) const {
    return !walls_ || walls_->line_open(p, from, to, limit, perk);
  }
  bool touches_wall(const Position& p, Square s) const { return walls_ && walls_->touches_wall(p, s); }
  bool squeezed(const Position& p, Square a, Square b) const { return walls_ && walls_->squeezed(p, a, b); }
  // walling.no-leap (knight moves); quadrant.perk-knight-leap-walls: walls of the mover's bonus quadrant do
  // not block (`victim`: the unit a Knight's Leap captures, gone from the count).
  bool leap_blocked(const Position& p, Square from, Square to, Square victim = kNoSquare) const {
    return walls_ && walls_->leap_blocked(p, from, to, victim);
  }
  // An active death square (1); with death-square.recapture = activates-when-empty a new death square is
  // pending (2) while a unit stands on it and becomes active once it is empty.
  bool is_death(const Position& p, Square s) const { return p.attribute(death_, s) == 1; }

  // --- geometry (movement.cpp) ---
  int knight_leaper() const { return knight_; }
  int king_leaper() const { return king_; }
  // The squares a knight move from -> to leaps over (knights-leap.paths); empty if not a knight move.
  const std::vector<Square>& leap_path(Square from, Square to) const;
  bool knight_geometry(Square from, Square to) const;  // inline, below
  int line_direction(Square from, Square to) const;  // the ray direction from -> to, or -1 (inline, below)
  bool last_rank(Square s, Side side) const;

  // --- protection and attack (protection.cpp) ---
  // Whether `by` attacks sq with native capture movement (geometric: protection.definition).
  bool attacked(const Position& p, Square sq, Side by) const;
  Protection protection(const Position& p, Square sq, Side side) const;
  bool guarded(const Position& p, Square sq) const;  // a non-king unit with 2+ non-pawn protectors
  // The movement a unit on sq gains by Empower (0 if not empowered).
  uint8_t empowerment(const Position& p, Square sq, Trace* trace) const;
  // The jester's borrowed movement (jester.borrowed-movement).
  uint8_t borrowed(const Position& p, Square sq) const;
  // For the trace of a step about to be played on p: the clauses of guards and Empower that decided what the
  // moving unit could do (guards.not-empowered, guards.can-capture, guards.no-kings,
  // empower.kings-pawns-excluded). Only asked with a trace.
  void fire_protection(const Position& p, const Step& st, Trace* trace) const;
  // For the trace, after a unit arrived on sq: jester.immobilize-presence when its arrival puts an enemy
  // unit beside a jester (the jester's, or its own).
  void fire_presence(const Position& p, Square sq, Trace* trace) const;

  // --- immobility (jester.cpp, death_square.cpp, rook_push.cpp) ---
  bool presence_immobilized(const Position& p, Square sq) const;
  bool can_move(const Position& p, Square sq) const;  // not paralysed nor immobilised
  void immobilize_leapt(Position& p, Square from, Square to, Trace* trace) const;
  // Kills the units of the blast around sq; returns true if any unit died besides the jester.
  void explode(Position& p, Square sq, Side capturer, Square capturer_square, Trace* trace) const;
  void count_down(Position& p, Side mover) const;  // the start of a turn: counters of paralysis etc.
  // jester.immobilize-duration = both-two-owner-moves: units immobilised by a jester's presence keep a
  // 2-move immobilisation counter, so the effect outlasts the jester's departure.
  void refresh_presence(Position& p) const;

  // --- captures (capture.cpp) ---
  // Whether the unit on `from`, using movement `movement`, may capture the unit on `target`.
  bool may_capture(const Position& p, Square from, Square target, uint8_t movement) const;
  // The clause that forbids the unit on `from` to capture the enemy unit on `target` with `movement`
  // (jester.no-capture, king.no-move, kind-immunity.no-capture, rook-push.push-paralysis,
  // guards.cannot-be-captured), or "" when it may: may_capture and the captures mechanic both ask it.
  std::string_view capture_refusal(const Position& p, Square from, Square target, uint8_t movement) const;
  // Removes the captured unit and makes its square a death square (and a jester explode later).
  void capture(Position& p, Square target, Trace* trace) const;

  // --- steps and the double move (double_move.cpp) ---
  StepResult apply_step(Position& p, const Step& step, Trace* trace) const;
  // The generators below append actions to `out`. `pseudo` = the candidates: every action the rules of
  // movement allow, before the king's safety and quadrant12's perk 1 are judged (mechanics/check.cpp and
  // mechanics/quadrants.cpp judge those, on the position after the action); otherwise only the legal ones.
  // Units that may not move now (paralysed, immobilised, resting) are candidates too: their mechanics refuse.
  void generate_moves(const Position& p, ActionList& out, bool pseudo) const;
  // The fallbacks when the side has no other legal action (double-move.rest-stalemate-exception,
  // death-square.paralysis-no-other-move = paralysis-lifted): the units those rules otherwise hold.
  void generate_fallbacks(const Position& p, ActionList& out) const;
  // Plays an action (its owner's play): everything but the change of turn, which the pipeline makes.
  void play(Position& p, const Action& a, Trace* trace) const;
  // What every action of the family does around its own effect: at its start the side's counters run
  // down (paralysis, immobilisation, push paralysis, rest; `actor`: the unit acting, kNoSquare for none);
  // at its end pending death squares activate and quadrant12's walls run down and rise on `wall_path`
  // (less the 3x3 of a jester that exploded on `exploded`).
  void begin_action(Position& p, Square actor, Trace* trace) const;
  // Appends the way of a step from -> to, the walls it leaves (walling.path-squares = start-and-passed): its
  // start and the squares it passes (none for a knight move).
  void add_way(std::vector<Square>& path, Square from, Square to) const;
  void end_action(Position& p, std::vector<Square>& wall_path, Square exploded, Trace* trace) const;
  // The moves of the unit on `from` alone, as candidates (a move's owner admits an action among them).
  void moves_from(const Position& p, Square from, ActionList& out) const;

  // --- pushes (rook_push.cpp) ---
  // Whether a rook landing on `to`, moving in direction d, may push; the pushed unit's square.
  Square push_victim(const Position& p, Square to, int d, Side rook_side) const;
  void push(Position& p, Square rook, int d, Trace* trace, StepResult& r) const;

  // --- the bonus quadrants (quadrant12's, through BonusQuadrants; none elsewhere) ---
  bool has_quadrants() const { return quadrants_ != nullptr; }
  void set_quadrants(const BonusQuadrants* q) { quadrants_ = q; }
  bool bonus_quadrant(const Position& p, Square sq, Side side) const {
    return quadrants_ && quadrants_->bonus_quadrant(p, sq, side);
  }
  std::string_view quadrant_forbids(const Position& before, const Action& a, const Position& after) const {
    return quadrants_ ? quadrants_->forbids_after(before, a, after) : std::string_view();
  }
  bool wall_perk(const Position& p, Square wall, Square from, Square to, Square victim = kNoSquare) const {
    return quadrants_ && quadrants_->wall_perk(p, wall, from, to, victim);
  }
  void fire_wall_perks(const Position& p, Square from, Square to, Trace* trace) const {
    if (quadrants_) quadrants_->fire_wall_perks(p, from, to, trace);
  }
  bool death_pass_exempt(const Position& after, Square from, Square to, Side side) const {
    return quadrants_ && quadrants_->death_pass_exempt(after, from, to, side);
  }


  // --- death squares (death_square.cpp) ---
  bool passes_death(const Position& p, Square from, Square to) const;
  // A unit arrives on sq (its own move or displaced): dies if sq is a death square. Returns true if it died.
  bool arrive(Position& p, Square sq, bool own_move, Trace* trace) const;
  void make_death_square(Position& p, Square sq, Trace* trace) const;
  void activate_death_squares(Position& p) const;  // pending death squares that are empty become active

  // --- pawns (pawn.cpp) ---
  void promote(Position& p, Square sq, Kind kind, Trace* trace) const;
  void transform(Position& p, Square sq, Kind captured, Trace* trace) const;
  int pawns(const Position& p, Side side) const;

  // --- the king (check.cpp) ---
  bool king_safe(const Position& p, Side side) const;  // orthodox check: the king exists and is not attacked
  // Whether the side's king stands and no enemy unit attacks it on the board without the unit on `removed`
  // (and `removed2`), capture ranges and the walls that run out at the end of this action ignored, and
  // the rest counted only where no perk can lift them: a superset of the attacks any action of those units
  // alone leaves, when it moves no enemy unit and kills none of its own (walls and friendly units only
  // block).
  bool safe_without(const Position& p, Side side, Square removed, Square removed2 = kNoSquare) const;
  // king_safe after a quiet step of a unit of `side` (no capture, push, death, nor the king moving) from
  // `from`, played on `before` whose king is safe, judged without playing it: the unit arriving can only
  // block, so only the line through the king that `from` leaves can open. The enemy unit that line would
  // expose (kNoSquare if none) is found once per `from`; the step is safe unless it exposes one and `to`
  // does not block the line again.
  Square exposed_by_leaving(const Position& before, Side side, Square from) const;
  bool blocks(Square king, Square attacker, Square to) const {
    if (attacker == kNoSquare) return true;
    int d = line_direction(king, to);
    if (d < 0 || d != line_direction(king, attacker)) return false;
    auto dist = [](Square a, Square b) {
      int df = file_of(a) - file_of(b), dr = rank_of(a) - rank_of(b);
      df = df < 0 ? -df : df;
      dr = dr < 0 ? -dr : dr;
      return df > dr ? df : dr;
    };
    return dist(king, to) < dist(king, attacker);
  }
  // Whether the step is quiet on the board: it lands on an empty square that is no death square, leaps over
  // no victim and pushes nothing, so the board after it differs from `p` only by the unit moved (and perhaps
  // promoted).
  bool quiet_step(const Position& p, const Step& st) const {
    return st.victim == kNoSquare && !st.push && p.empty(st.to) && !is_death(p, st.to);
  }
  bool in_check(const Position& p) const;

  // --- game end (game_end.cpp) ---
  Outcome outcome(const Variant& v, const Game& game) const;  // v: its legal actions and its play
  // jester.explosion-instant-checkmate: whether the game's last action killed a king by a blast.
  bool blast_killed_king(const Game& game) const;
  // jester.instant-checkmate-precedence (jester.cpp): whether `a`, played on `before` to give `after`, stays
  // legal although it leaves the mover's king attacked or dead, because its blast killed the enemy king.
  // Judged by safe_after_apply, the whole-action test of quadrant12 (the only variant with the instant mate).
  bool mate_comes_first(const Position& before, const Action& a, const Position& after) const;
  // quadrant12: whether the action leaves the side's king safe and perk 1 allows it, judged on the whole
  // action played (walls appear and run down at its end).
  bool safe_after_apply(const Position& p, const Action& a) const;

 private:
  struct Buffers;  // the scratch positions and step lists one generate() reuses (double_move.cpp)
  // `base` is p with the turn started (count_down), the position every step of the turn is played on.
  void generate_unit(const Position& p, const Position& base, Square from, ActionList& out, Buffers& b,
                     bool single_only = false) const;
  void steps_from(const Position& p, Square from, Kind kind, uint8_t movement, bool allow_capture,
                  std::vector<Step>& out) const;
  bool double_move_allowed(Kind k) const;
  void legal_or_drop(const Position& after, Side us, const Action& a, ActionList& out) const;

  const Geometry* g_;
  Options opt_;
  int death_ = -1, paralysis_ = -1, immobilized_ = -1, push_ = -1, wall_ = -1, rest_ = -1;
  const SlideLimit* slide_limit_ = nullptr;
  const WallRules* walls_ = nullptr;
  const BonusQuadrants* quadrants_ = nullptr;
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
int quadrant_of(Square s);

// The schema every twelve variant starts from: death squares, paralysis, immobilisation, push paralysis.
StateSchema twelve_schema();

}  // namespace arbiter::twelve
