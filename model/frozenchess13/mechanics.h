// frozenchess13's mechanics (model/core/mechanic.h), one rule of its document each, composed in order by
// frozenchess13.cpp; their readings of the catalog's interpretation points are their parameters. Every
// mechanic reads the board (board.h: movement, ranges, threats, protection) through `board()`.
// The order of the list is the order refusals are asked: paralysis, the advanced moves (double move,
// multimove), the captures' limits (no-capture units, immortals, Kind Immunity, Guards), then the owners
// of actions (the null move first, then the moves, paralysis transfer, the special moves), then the position
// after an action (check), then the verdicts.
#pragma once

#include <array>
#include <memory>
#include <string_view>
#include <vector>

#include "model/core/mechanic.h"
#include "model/core/mechanic_variant.h"
#include "model/frozenchess13/board.h"

namespace arbiter::frozenchess13 {

class FrozenMechanic : public Mechanic {
 public:
  FrozenMechanic(std::string name, const Board& board) : Mechanic(std::move(name)), board_(board) {}

 protected:
  const Board& board() const { return board_; }
  // Whether the acting side controls the unit that acts in an action (the one its first square addresses).
  bool own_actor(const Position& p, const Action& a) const {
    return a.type != ActionType::kPass && variant().controls(p, a.actor_address());
  }

 private:
  const Board& board_;
};

// An ability that attacks enemy units: "exception is attack ability(like conversion/paralysis/capturemove) during
// multimove, which when used ends multimove" (advanced.attack-ability-exception). The advanced moves let the
// multimove's unit use one in the middle of its multimove (advanced_moves.cpp); like every special move it ends
// the turn. What the action does: converts, paralyses or captures (the clause's own examples: kNamed), destroys by
// an explosion (kExplosion: an attack under advanced.attack-abilities = named-and-explosions), or neither.
class AttackAbility {
 public:
  enum class Attack : uint8_t { kNone, kNamed, kExplosion };
  virtual ~AttackAbility() = default;
  virtual Attack attack(const Action& a) const = 0;
};
// Fires advanced.attack-ability-exception when the unit on `actor` attacks in the middle of its multimove (after
// a move of it this turn, with a multimove award): what an AttackAbility's play calls (advanced_moves.cpp).
void fire_attack_exception(const Position& p, Square actor, Trace* trace);

// The ability names of frozenchess13's actions (abilities of the variant, in this order; frozenchess13.cpp
// lists their texts): transfer@A>B, raise@S, lower@S (terrain), earthquake@S, flood@S>T, quicken@S>T,
// portal@S>T (Mirror Portal), shift@S>T, respawn@S, slime@F (Slime Explosion), blizzard@T>S, arrow@X>A>B (Poison
// Arrow x2), detonate@J (the jester's Detonate), blast@C>T and
// wallblast@C>W (the cannon's Blast and WallBlast), bomb@A (the assassin's Bomb),
// launch@R>U (the rook's Launch), slip@A>S (the assassin's Slip square), climb@A>W and
// walljump@W>S (the assassin's WallClimb and WallJump), walltrap@J>T (the jester's Walltrap),
// tunnel@A>W and passage@E>X (the assassin's Wall Tunnel: made, passed), siege@U>W (a siege unit's attack on
// a wall), pull@A>B>D (Pull and Pull-through: B pulled to D), push@A>B (Pushing a unit or a wall square),
// avalanche@T (the templar's Avalanche), swapshot@A>B (SwapShot), teleswap@C>U (the chancellor's Teleswap),
// exchange@K>U (King's Exchange), kingportal@K>S (King's Portal), longjump@F>S (the frog's Long Jump), spawn@A>S
// and spawn@F>S>T (Spawn, a frog's DoubleSpawn), convert@A>B (Conversion), mind@A>B{action} (Mind Control:
// B's action in braces), fire@D>S (the dragon's Fire), run@A>B>C(>D) (the assassin's Run), aimup@P, aimright@P, aimdown@P,
// aimleft@P (Pawn Rotation, the directions as drawn), distract-n@J>S ... distract-nw@J>S (the jester's Distract,
// clockwise from n as drawn); then
// Rotate's 21 (rotate4cw ... rotate64ccw, regions.h), then the jester's Spin, spin1@J ... spin7@J (jesters_spin.cpp), then
// Morph's morph-rook@S ... morph-cannon@S (morph.cpp).
enum Ability : uint8_t { kTransfer, kRaise, kLower, kEarthquake, kFlood, kQuicken, kPortal, kShift, kRespawn, kSlime, kBlizzard, kArrow, kDetonate, kBlast, kWallBlast, kBomb, kLaunch, kSlip, kClimb, kWallJump, kWalltrap, kTunnel, kPassage, kSiege, kPull, kPush, kAvalanche, kSwapshot, kTeleswap, kExchange, kKingsPortal, kLongJump, kSpawn, kConvert, kMind, kFire, kRun, kAimUp, kAimRight, kAimDown, kAimLeft, kDistractN, kDistractNE, kDistractE, kDistractSE, kDistractS, kDistractSW, kDistractW, kDistractNW };
inline bool is_ability(const Action& a, Ability ab) { return a.type == ActionType::kAbility && a.ability == ab; }
// Whether an action is a capture: a move ending on an enemy unit (the cannon's included).
inline bool is_capture(const Position& p, const Action& a) {
  return a.type == ActionType::kMove && !p.empty(a.to) && p.at(a.to).side() != p.at(a.from).side();
}

// --- mechanics other mechanics ask (their headers) ---
class AdvancedMoves;  // advanced_moves.h: double move and multimove, the unit acting this turn
class Paralysis;      // paralysis.h
class Protection;     // protection.h: Empower and Guards
class Check;          // check.h: king safety and King's Check

// --- the others (one file each) ---
// transfer@A>B
struct ParalysisTransferParams {
  bool for_good = false;  // paralysis-transfer.giver-after = for-good
  int amount = 0;         // paralysis.transfer: "take 4 paralysis moves" (the catalog's values)
  int minimum = 0;        // paralysis.transfer-minimum: "If UnitB has less than 4 paralysis(moves), UnitA still
                          // gets +4 paralysis penalty" (the 4 of "less than 4" is the amount)
};
std::unique_ptr<Mechanic> paralysis_transfer(const Board& b, const Paralysis& paralysis, ParalysisTransferParams params);
// The catalog's values of the riders' range (range.cpp; templars_shield.cpp counts a removed templar's).
struct RangeParams {
  int base = 0;          // crr.reduce: "normally have 16 squares range"
  int non_pawn = 0;      // crr.reduce: "reduced by 3 for non-pawn capture
  int pawn = 0;          //   and 1 for pawn capture"
  KindSet pawns;         // crr.reduce: "1 for pawn capture": the victims of the smaller loss (the catalog's kinds)
  int minimum = 0;       // crr.minimum: "until 3 square minimum range"
  int idle_squares = 0;  // range-extension.idle: "+(1/20)sq" for each move the unit does not move
  int idle_moves = 1;
  // The base range after `idle` idle turns: whole squares only ("Fractional range like 7+3/20 is 7 squares").
  int extended(int idle) const { return base + idle * idle_squares / idle_moves; }
};
std::unique_ptr<Mechanic> range(const Board& b, const AdvancedMoves& adv, RangeParams params);  // crr.*, range-extension.*
std::unique_ptr<Mechanic> captures(const Board& b);                 // unit-type.no-capture, unit-type.immortal
std::unique_ptr<Mechanic> kind_immunity(const Board& b);            // kind-immunity.*
// check.lent-movement: lent_checks = lent-movement-checks (else native-only); a CheckSource (board.h)
std::unique_ptr<Mechanic> empowered_check(const Board& b, bool lent_checks);
struct MovesParams {
  bool transform = true;  // promotion.capture-on-last-rank = player-chooses (else captured-kind)
  bool promotion_ends_turn = false;  // promotion.ends-double-move = ends-turn (else normal-move)
  bool promote_at_aim_edge = false;  // promotion.rotated-pawn = aim-edge (else enemy-back-rank)
  std::vector<Kind> promotion_choices;
  KindSet transform_victims;  // pawn.transform-by-capture: "capturing a non-pawn piece" (the catalog's kinds; never the king)  // promotion.last-file: "any pieces except king and pawn" (the catalog's kinds)
};
std::unique_ptr<Mechanic> moves(const Board& b, const Protection& protection, const Check& check,
                                const AdvancedMoves& adv, MovesParams params);  // every unit's moves and captures
struct NullMoveParams {
  bool four_plies = false;  // nullmove.draw-count = four-plies (else two-plies)
  int null_moves = 0;       // draw.nullmoves: "two consecutibe Nullmoves" (the catalog's value; four-plies: by each player)
};
std::unique_ptr<Mechanic> null_move(const Board& b, const AdvancedMoves& adv, NullMoveParams params);  // 0000
// The readings of the rotate calculation (material.cpp), one count for the Rotate majority and the 300-moves rule.
struct MaterialParams {
  bool rank_then_color = false;  // rotate.bonus-order = rank-then-color (else color-then-rank-floor)
  // The catalog's values (frozenchess13.cpp reads them): rotate.values' basic value of each kind (knights and
  // bishops, absent from the list, take the nightrider's; 0 under rotate.unvalued-kinds = zero), rotate.color-bonus's factor
  // ("basicvalue*2"), rotate.rank-bonus's divisor and cap ("distance/2:max 8").
  std::array<int, kKindCount> basic{};
  int color_factor = 0;
  int rank_divisor = 1;
  int rank_max = 0;
};
struct GameEndParams {
  bool move300 = true;  // move-300.timing = full-moves-every-move-agreed: the optional rule is agreed
  MaterialParams material;
  int move_rule = 0;    // move-300.material-win: "After move 300" (the catalog's value)
  int margin = 0;       // move-300.material-win: "larger than enemy by 1 or more"
  int repetitions = 0;  // draw.repetition: "3fold repetition" (the occurrences that draw)
  int no_move_rule = 0; // draw.no-50-move: "50 moves rule =not enforced" (the moves of each side it names)
};
std::unique_ptr<Mechanic> game_end(const Board& b, const AdvancedMoves& adv, GameEndParams params);
// The rotate calculation (material.cpp): the points of the unit on s (0 for an empty square or a unit that
// does not count), and a side's points over the whole board (the 300-moves rule, rotate.300-entire-board).
int unit_points(const Board& b, const Position& p, Square s, const MaterialParams& m);
int material_points(const Board& b, const Position& p, Side side, const MaterialParams& m = {});

// --- stage 2, the squares: walls, terrain levels, flood, earthquake, quickening, tombs, respawn (one file each) ---
struct WallsParams {
  bool start_only = false;        // walls.path-definition = start-only (else start-and-intermediate-own-moves)
  bool per_partial_move = false;  // walls.double-move-path = per-partial-move (else whole-turn-path)
};
std::unique_ptr<Mechanic> walls(const Board& b, WallsParams params);  // walls.*: raises and dissolves walls
// terrain.*: raise@S, lower@S; king_may_change: king.immunity-own-use = hostile-only; max_level: terrain.limits'
// "+63/-63" (the catalog's value)
// units: terrain.change-level's "Any non-pawn unit" (the catalog's kinds)
std::unique_ptr<Mechanic> terrain(const Board& b, bool king_may_change, int max_level, KindSet units);
struct FloodParams {
  bool all_squares = false;  // flood.squares-per-cast = all-squares (else one-square)
  bool all_units = false;    // flood.paralysis-immunity = all-units (else immunities-apply)
  int radius = 0;            // flood.cast: "(3x3 box over cell)" (the catalog's size / 2)
  int drain = 0;             // flood.drain: "Flooded squares drain in 10 moves" (the catalog's value)
  KindSet casters;           // flood.cast: "non-pawn unit" (the catalog's kinds; the king: king.immunity)
};
std::unique_ptr<Mechanic> flood(const Board& b, const Paralysis& paralysis, FloodParams params);  // flood@S>T
struct EarthquakeParams {
  int radius = 0;            // earthquake.no-enemy-in-zone: "(3x3 kill zone" (the catalog's size / 2)
  int max_level = 0;         // terrain.limits: the levels it resets (the catalog's value)
  bool friendly_die = true;  // earthquake.kill-zone = friendly-die (else only-exploder)
  bool all_kill = false;     // explosion.immune-units = all-explosions-kill (else only-jester-bypasses)
  bool needs_a_level = false;  // earthquake.flat-ground = needs-a-level (else always-legal)
  KindSet units;             // earthquake.eligible-units: "any non-pawn/king unit" (the catalog's kinds)
};
std::unique_ptr<Mechanic> earthquake(const Board& b, EarthquakeParams params);  // earthquake@S
// quicken@C>S; the catalog's values: chancellor.quickening's rate ("twice faster"), chancellor.quickening-duration's
// moves ("lasts 64", "+64" a cast) and cost ("cost 5 paralysis moves")
struct QuickeningParams {
  int rate = 0;
  int duration = 0;
  int cost = 0;
};
std::unique_ptr<Mechanic> quickening(const Board& b, const Paralysis& paralysis, QuickeningParams params);
// An explosion's reading (Tombs::blast): the tomb's own (Tombs::explode) takes the defaults; the jester's
// Explosion (jesters_explosion.cpp) bypasses "cannot be captured", may activate the tombs of its area rather
// than clear them, may spare its capturer, and may set off the jesters it kills (chain).
struct Blast {
  int radius = 0;              // 1: the 3x3 box around the centre (every blast's is its catalog's size / 2)
  bool bypass = false;         // every unit dies, immortal or guarded (jester.explosion)
  bool activate_tombs = false; // jester.explosion-tombs = activated: the area's tombs open for a respawn (else cleared)
  Square spare = kNoSquare;    // a unit the blast spares (jester.explosion-capturer = capturer-survives)
  bool chain = false;          // jester.explosion-chain = chain-reaction: a jester it kills explodes in turn
  bool spares_side = false;    // the units of `side` survive (cannon.blast-targets = enemy-only)
  Side side = Side::kWhite;
  bool clear_tombs = false;    // the area's tombs are cleared whatever tomb.nearby-explosion reads (the bomb's)
  bool open_centre = true;     // the centre opens for a respawn (a tomb's, a jester's); else its victim gets a
                               // tomb like the others (a cannon's Blast: the centre is a target square)
};

class Tombs;  // tombs.h: the dead, tomb explosions, tomb rot
struct RespawnParams {
  bool reset_extension = false;  // respawn.range-extension = reset-to-16 (else keep-extension)
};
std::unique_ptr<Mechanic> respawn(const Board& b, const Tombs& tombs, RespawnParams params);  // respawn@S

// --- stage 3a, the auras (auras.h, aura_fixpoint.h): units paralysed by others' presence, nothing stored ---
struct JestersParalysisParams {
  int radius = 0;          // jester.paralysis: "paralyzes nearby units(3x3)" (the catalog's size / 2)
  bool all_units = false;  // jester.paralysis-scope = all-units (else enemies-only)
  bool statue = true;      // paralysis.statue-threat = statue-no-threat: a paralysed jester paralyses no one
  KindSet kind_immune;     // jester.kind-immunity: "Jesters are immune to Jesters Paralysis" (the catalog's kinds)
};
std::unique_ptr<Mechanic> jesters_paralysis(const Board& b, const Paralysis& paralysis, JestersParalysisParams params);
// knight_move: chancellor.paralyse-range = knight-move (else knight-leap)
std::unique_ptr<Mechanic> chancellors_paralyse(const Board& b, const Paralysis& paralysis, bool knight_move);
struct QueensGazeParams {
  int radius = 0;          // queen.gaze: "Pawns in 1sq radius(3x3)" (the catalog's size / 2)
  bool all_pawns = false;  // queen.gaze-scope = all-pawns (else enemy-pawns-stacked-escape)
  bool statue = true;      // paralysis.statue-threat = statue-no-threat: a paralysed queen's gaze holds no one
  KindSet gazed;           // queen.gaze: "Pawns" (the catalog's kinds)
  bool accelerating_escapes = false;  // queen.gaze-accelerating-pawn = accelerating-pawn-too
};
std::unique_ptr<Mechanic> queens_gaze(const Board& b, const Paralysis& paralysis, QueensGazeParams params);
enum class PincerGeometry : uint8_t { kTwoOpposite, kAllFour, kAnyPawnsLeftRight };  // pincer.geometry
// pawn.pincer: "occupied with pawn": the kinds whose units pincer (the catalog's kinds)
std::unique_ptr<Mechanic> pincer(const Board& b, const Paralysis& paralysis, PincerGeometry geometry, KindSet pincers);
// The rook's Siege (rook.siege-when = where-it-stands): no further move of a turn in an enemy rook's range
std::unique_ptr<Mechanic> siege(const Board& b, const AdvancedMoves& adv);
// Knightmare: a pawn in a knight's capture range may only step one square forward
struct KnightmareParams {
  bool all_pawns = false;          // knight.knightmare-side = all-pawns (else enemy-pawns)
  bool one_step_per_turn = false;  // knight.knightmare-double-move = one-step-per-turn (else each-move)
  KindSet held;                    // knight.knightmare: "pawns in capture range" (the catalog's kinds)
};
std::unique_ptr<Mechanic> knightmare(const Board& b, KnightmareParams params);
// Shellshock: a rider's range reduced at its next move by the threatened squares its move passed
struct ShellshockParams {
  bool landing_too = false;  // shellshock.path-squares = landing-too (else between-only)
  bool lightest = false;     // shellshock.square-weight = lightest (else heaviest)
  bool next_move = false;    // shellshock.timing = next-move (else next-turn)
  // shellshock.range: "decreased by 1(normal diag/ortho rider)/2(other moves)/3(explosive/tomb)" a square;
  // shellshock.minimum: "Minimal range is 3 sq" (the catalog's values)
  int rider = 0;
  int other = 0;
  int explosive = 0;
  int minimum = 0;
};
class Tombs;
std::unique_ptr<Mechanic> shellshock(const Board& b, const Tombs& tombs, ShellshockParams params);
// Templar's Shield: no capture of a templar from its no-bounce capture range, unless it stands on an inactive tomb
std::unique_ptr<Mechanic> templars_shield(const Board& b, RangeParams range);

// --- stage 3a, paralysis dealt by an action (one file each) ---
// Kind Immunity against an ability (kind-immunity.no-engage, kind-immunity.friendly = enemy-only): whether a
// unit of kind `engager` and side `side` may not engage the unit on s with an ability (an enemy of its own kind,
// unless the kind is exempt: pawns, kings, immortal units, kind-immunity.exceptions).
inline bool kind_immune(const Board& b, const Position& p, Kind engager, Side side, Square s) {
  return !p.empty(s) && p.at(s).side() != side && p.at(s).kind() == engager && !b.kind_immunity_exempt(engager);
}
// The rook's Stun: a rook's landing paralyses the enemy units of the 3x3 around it for 2 moves.
// on_capture: rook.stun-on-capture = every-landing (else non-capture-landing)
std::unique_ptr<Mechanic> rooks_stun(const Board& b, const Paralysis& paralysis, bool on_capture, int moves, int radius);
// The rook's Swipe Paralysis: the units along a rook's move path are paralysed for 1 move (rook.swipe-scope).
enum class SwipeScope : uint8_t { kAdjacentEnemies, kAdjacentAll, kBounceObstaclesOnly };
std::unique_ptr<Mechanic> swipe_paralysis(const Board& b, const Paralysis& paralysis, SwipeScope scope, int moves);
// Queen's Poison: a unit that captured a queen is paralysed for 6 moves. bypass_guards: queen.poison-immunities =
// poison-bypasses-guards (else immunities-apply)
std::unique_ptr<Mechanic> queens_poison(const Board& b, const Paralysis& paralysis, bool bypass_guards, int moves);
// The frog's Slime Explosion, slime@F: the frog dies, the units of the 3x3 around it are paralysed for 11 moves.
// enemies_only: frog.slime-scope = enemies-only (else all-units)
std::unique_ptr<Mechanic> slime_explosion(const Board& b, const Paralysis& paralysis, bool enemies_only, int moves, int radius);
// The templar's Blizzard, blizzard@T>S: the templar pays 20 moves of paralysis, the units of the area around S
// (at the templar's rook range) are paralysed for 4 turns. radius: templar.blizzard-area (1: 3x3, 2: 5x5);
// game_turns: templar.blizzard-duration = game-turns (else owner-turns)
// cost, turns: templar.blizzard's "Cost: 20 moves paralysis" and "paralyzed for 4 turns" (the catalog's values)
std::unique_ptr<Mechanic> blizzard(const Board& b, const Paralysis& paralysis, int radius, bool game_turns, int cost, int turns);
// The crossbowman's Poison Arrow x2, arrow@X>A>B: two parallel arrows in one diagonal direction, each paralysing
// the unit it hits for floor(16/range)+3 moves.
struct PoisonArrowParams {
  bool flanking = false;    // crossbowman.arrow-lines = flanking-diagonals (else own-and-adjacent)
  bool enemy_only = false;  // crossbowman.arrow-hit = enemy-only (else first-unit)
  bool over_walls = false;  // crossbowman.arrow-walls = flies-over (else wall-stops)
  int power = 0;            // crossbowman.poison-arrow: "floor(16/range)+3" (the catalog's values)
  int base = 0;
  int range = 0;             // crossbowman.shoot: "16sq max range from circle" (the catalog's value)
};
std::unique_ptr<Mechanic> poison_arrow(const Board& b, const Paralysis& paralysis, PoisonArrowParams params);

// --- stage 3a, explosions and siege ---
// The jester's Explosion (a captured jester explodes) and Detonate (detonate@J, after `stay` turns in place);
// the stay counter of every unit (unit attribute "stay"). The blast is the tombs' (Tombs::blast).
struct JestersExplosionParams {
  Blast blast;          // the explosion's reading (tombs.h): radius, bypass, tombs activated, chain
  bool capturer_survives = false;  // jester.explosion-capturer = capturer-survives (else capturer-dies)
  int stay = 0;         // jester.detonate: "stays on same place for 10 moves" (the catalog's value)
};
std::unique_ptr<Mechanic> jesters_explosion(const Board& b, const Tombs& tombs, JestersExplosionParams params);
// The stay counter (jesters_explosion.cpp): the owner's turns a unit of `kinds` ended without a move of its own,
// up to limit; before the advanced moves in the list (it reads who moved).
// Pawn Acceleration: a pawn that captured may make an extra move (pawn_acceleration.cpp).
struct PawnAccelerationParams {
  bool as_new_piece = false;    // pawn.acceleration-after-transform = extra-move-as-new-piece (else only-pawn-captures)
  bool any_action = false;      // pawn.acceleration-actions = any-action (else moves-only)
  bool once_per_turn = false;   // pawn.acceleration-chain = once-per-turn (else each-capture)
};
std::unique_ptr<Mechanic> pawn_acceleration(const Board& b, const AdvancedMoves& adv, PawnAccelerationParams params);
// Pawn Rotation: a pawn turns its aim (pawn_rotation.cpp); any_direction: pawn.rotation-change = any-direction.
std::unique_ptr<Mechanic> pawn_rotation(const Board& b, bool any_direction);
// Borrowed movement (MovementLenders, board.h): the rook's Tower (rooks_tower.cpp), the jester's Power Steal
// (jesters_power_steal.cpp), the assassin's Retain Empowered Move (assassins_retain.cpp).
struct RooksTowerParams {
  bool any_protector = false;  // rook.tower-lender = any-protector (else empower-lender)
  bool moves_only = false;     // rook.tower-capture = moves-only (else moves-and-captures)
};
std::unique_ptr<Mechanic> rooks_tower(const Board& b, RooksTowerParams params);
std::unique_ptr<Mechanic> jesters_power_steal(const Board& b);
std::unique_ptr<Mechanic> assassins_retain(const Board& b, bool on_lent_move);  // assassin.retain-moment = lent-move
// The jester's Distract (jesters_distract.cpp); the rides it turns are the ground's (ground.h).
struct JestersDistractParams {
  bool pattern_squares = false;     // jester.distract-square = pattern-squares (else move-squares)
  bool refused_while_cast = false;  // jester.distract-limit = refused-while-cast (else replaces)
  bool goes_with_owner = false;     // jester.distract-owner-dies = distract-goes (else distract-stays)
};
std::unique_ptr<Mechanic> jesters_distract(const Board& b, JestersDistractParams params);
std::unique_ptr<Mechanic> stay_counter(const Board& b, const AdvancedMoves& adv, int limit, std::vector<Kind> kinds);

// The cannon's Blast (blast@C>T: a 3x3 explosion 2, 4 or 6 squares ahead) and WallBlast (wallblast@C>W: an
// orthogonally adjacent wall and the walls orthogonally connected to it disappear).
struct CannonsBlastParams {
  Blast blast;              // the explosion (radius from the catalog's "3x3"; open_centre false)
  int range = 0;            // cannon.blast: "max range 6sq" (the catalog's value)
  int wall_range = 0;       // cannon.wallblast: "1sq orthogonal range" (the catalog's value)
  bool odd = false;         // cannon.blast-targets = odd-distances (else even distances)
  bool enemy_only = false;  // cannon.blast-targets = enemy-only
};
std::unique_ptr<Mechanic> cannons_blast(const Board& b, const Tombs& tombs, CannonsBlastParams params);

// The assassin's Bomb (bomb@A: a bomb left on the assassin's square, exploding 3x3 when an enemy unit enters
// its box; square marks bomb and bomber).
struct AssassinsBombParams {
  Blast blast;               // the explosion (radius from the catalog's "explodes 3x3"; tombs always cleared)
  int area_radius = 0;       // assassin.bomb: "the 3x3 squares around are empty of units"
  int limit = 0;             // assassin.bomb-limit: "Only one bomb per assassin"
  bool own_move_only = false;  // assassin.bomb-trigger = own-move-only (else any-arrival)
};
std::unique_ptr<Mechanic> assassins_bomb(const Board& b, const Tombs& tombs, AssassinsBombParams params);

// The rook's Launch (launch@R>U: the rook throws the unit U forward until an obstacle, which explodes 3x3).
struct RooksLaunchParams {
  Blast blast;                    // the explosion at the obstacle (radius from the catalog's "(3x3)")
  bool chosen_direction = false;  // rook.launch-mechanics = adjacent-unit-chosen-direction
  bool edge_explodes = false;     // rook.launch-mechanics = edge-explodes
};
std::unique_ptr<Mechanic> rooks_launch(const Board& b, const Tombs& tombs, RooksLaunchParams params);

// --- stage 3a, square marks and wall access ---
// The jester's Traps: the square a jester leaves becomes a trap of its side, which paralyses the first enemy
// unit arriving on it (square marks trap and trapper).
struct JestersTrapsParams {
  int moves = 0;               // jester.trap-effect: "paralyzes an enemy unit for 4 moves" (the catalog's value)
  int limit = 0;               // jester.trap-limit: "After there are 5 traps on board" (the catalog's value)
  bool pooled = false;         // jester.trap-limit-scope = pooled (else per-jester)
  bool own_move_only = false;  // jester.trap-trigger = own-move-only (else any-arrival)
  bool wall_and_trap = false;  // jester.trap-wall-conflict = wall-and-trap (else trap-replaces-wall)
  bool wall_only = false;      // jester.trap-wall-conflict = wall-only: no trap appears
  bool traps_go = false;       // jester.trap-owner-dies = traps-go (else traps-stay)
  KindSet immune;              // jester.kind-immunity: "Jesters ... can move into Jesters trapsquares without harm"
};
std::unique_ptr<Mechanic> jesters_traps(const Board& b, const Paralysis& paralysis, JestersTrapsParams params);
// The dragon's Dragonflight: a dragon's move over tombs does not paralyse it (a TombFlight, tombs.h).
// by_movement: dragon.dragonflight-scope = dragon-movement (else dragon-units)
std::unique_ptr<Mechanic> dragonflight(const Board& b, bool by_movement);
// The assassin's Slip square, slip@A>S: a unit whose own move lands on it slides on N/3 squares.
enum class Rounding : uint8_t { kFloor, kCeil, kNearest };  // paralysis.fraction-rounding
// n/d rounded as paralysis.fraction-rounding reads (n, d > 0).
inline int rounded(int n, int d, Rounding r) {
  return r == Rounding::kFloor ? n / d : r == Rounding::kCeil ? (n + d - 1) / d : (2 * n + d) / (2 * d);
}
struct SlipSquareParams {
  int limit = 0;                   // assassin.slip-limit: "Only one Slip Square per assassin" (the catalog's value)
  Rounding rounding = Rounding::kFloor;
  bool cancel_if_blocked = false;  // slip.slide-geometry = cancel-if-blocked (else vector-stop-before-obstacle)
  bool spent_on_use = false;       // assassin.slip-lifetime = spent-on-use (else stays)
};
std::unique_ptr<Mechanic> slip_square(const Board& b, SlipSquareParams params);
// The assassin's WallClimb and WallJump, climb@A>W and walljump@W>S; moves on the wall are Movement's (ground.h)
std::unique_ptr<Mechanic> wall_climb(const Board& b);
// The jester's Walltrap, walltrap@J>T: the empty squares of the box around an enemy unit in its move range become
// the jester's wall, until its next move. radius: jester.walltrap's "3x3 wall" (the catalog's value) / 2
std::unique_ptr<Mechanic> jesters_walltrap(const Board& b, int radius);
// The assassin's Wall Tunnel: tunnel@A>W makes a wall square passable for its side, passage@E>X passes it.
struct WallTunnelParams {
  int stay = 0;                    // assassin.tunnel: "stays in a square adjacent to a wall for 2 moves" (the catalog's value)
  bool side_forward_only = false;  // assassin.tunnel-direction = side-forward-only (else through-wall-exit-must-be-empty)
};
std::unique_ptr<Mechanic> wall_tunnel(const Board& b, WallTunnelParams params);
// The siege units' attack on walls, siege@U>W: a wall square in a cannon's (or a rook's) capture line goes.
// rook: unit-type.siege-rook = rook-and-cannon (else cannon-only)
std::unique_ptr<Mechanic> siege_attack(const Board& b, bool rook);

// The mechanics of stage 3b, acting on other units (moving, relocating, converting, controlling, morphing,
// spawning them, capturing several): mechanics_acting.h.

}  // namespace arbiter::frozenchess13
