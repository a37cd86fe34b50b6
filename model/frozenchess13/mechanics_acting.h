// frozenchess13's mechanics that act on other units (stage 3b): moving them (pull, push, avalanche, swapshot),
// relocation (teleswap, King's Exchange and Portal, Long Jump, the jester's Spin), morph and spawn, conversion
// and Mind Control, and the captures of several units (entanglement, the dragon's Fire, the Knight's Leap and
// March, the assassin's Run). One file each; composed by frozenchess13.cpp as mechanics.h's are.
#pragma once

#include "model/frozenchess13/mechanics.h"

namespace arbiter::frozenchess13 {

// --- stage 3b, moving other units ---
// Pull and Pull-through, pull@A>B>D: a rider pulls a unit on its line toward itself, paying floor(N/3) (a pull)
// or floor(2N/3) (a pull-through, across blocking units) moves of paralysis.
struct PullParams {
  int divisor = 0;           // pull.paralysis: "floor(N/3)" (the catalog's value)
  int through_factor = 0;    // pull-through.paralysis: "floor((2*N)/3)" (the catalog's values)
  int through_divisor = 0;
  bool enemy_only = false;           // pull.friendly-condition = enemy-only (else capture-geometry)
  bool same_kind_enemy_only = false; // pull.same-kind-scope = as-kind-immunity (else any-side)
  bool force_passes_walls = false;   // pull.force-line = force-passes-walls (else walls-stop-force)
  KindSet targets;                   // pull.targets: "any enemy/friendly units except:king" (the catalog's kinds)
};
class Syzygy;
std::unique_ptr<Mechanic> pull(const Board& b, const Paralysis& paralysis, const Syzygy& syzygy, const Tombs& tombs,
                               PullParams params);

// Pushing, push@A>B: a unit pushes the orthogonally adjacent unit or wall square B one square on.
struct PushParams {
  int wall_paralysis = 0;       // push.wall-paralysis: "paralyzed for 5 moves after wall push" (the catalog's value)
  bool pusher_follows = true;   // push.pusher-follows = pusher-follows-special-move (else pusher-stays)
  bool cannon_moves = false;    // cannon.self-move = generic-abilities-allowed (else cannon-never-self-moves)
  bool king_pushes = false;     // king.immunity-own-use = hostile-only (else hostile-and-foreign-only)
};
std::unique_ptr<Mechanic> push(const Board& b, const Paralysis& paralysis, const Syzygy& syzygy, PushParams params);
// The templar's Avalanche, avalanche@T: the units on the templar's rook lines within its range are pushed away
// from it, to the edge of the board (templar.avalanche-push-end); the templar pays 10 moves of paralysis.
struct AvalancheParams {
  int cost = 0;               // templar.avalanche: "Cost: 10 moves paralysis." (the catalog's value)
  bool edge_only = false;     // templar.avalanche-push-end = changelog-edge (else body-range-or-edge)
};
std::unique_ptr<Mechanic> avalanche(const Board& b, const Paralysis& paralysis, const Syzygy& syzygy, AvalancheParams params);

// SwapShot, swapshot@A>B: a unit swaps places with a unit it could capture in one move (friends included).
struct SwapshotParams {
  bool cannon_moves = false;  // cannon.self-move = generic-abilities-allowed (else cannon-never-self-moves)
  KindSet swappers, targets;  // swapshot.any: "units(except king) can also swap places with units(except king)" (the catalog's kinds)
};
std::unique_ptr<Mechanic> swapshot(const Board& b, const Syzygy& syzygy, SwapshotParams params);

// --- stage 3b, relocation (one file each) ---
// The chancellor's Teleswap, teleswap@C>U: the chancellor and a friendly unit anywhere change squares.
// pieces_only: teleswap.partner = pieces-not-pawns (else any-unit)
std::unique_ptr<Mechanic> teleswap(const Board& b, const Syzygy& syzygy, bool pieces_only);
// King's Exchange, exchange@K>U: the king takes the square of a friendly unattacked unit, which dies there
// (its tomb waits under the king).
struct KingsExchangeParams {
  bool unparalysed = false;     // king.exchange-live = unparalysed (else on-board)
  bool immortal_dies = false;   // king.exchange-immortal = immortal-dies (else immortal-excluded)
};
std::unique_ptr<Mechanic> kings_exchange(const Board& b, KingsExchangeParams params);
// King's Portal, kingportal@K>S: the king teleports to a square of the 3x3 around a queen, never into check.
// radius: king.portal's "near Queen(3x3)" / 2; either_queen: king.portal-queen = either-queen (else own-queen)
std::unique_ptr<Mechanic> kings_portal(const Board& b, int radius, bool either_queen);
// The frog's Long Jump, longjump@F>S: a frog jumps from anywhere to a square of the 3x3 around another frog.
// radius: frog.long-jump's "near(3x3)" / 2
std::unique_ptr<Mechanic> long_jump(const Board& b, int radius);
// The jester's Spin, spinN@J: the units of the squares around the jester move N places clockwise around it.
struct JestersSpinParams {
  int spins = 0;                // jester.spin: "(7 possible spins)" (the catalog's value): the full ring's 8 squares
  bool immune_stay = false;     // jester.spin-immune = immune-stay (else immune-blocks)
  bool full_ring_only = false;  // jester.spin-edge = full-ring-only (else on-board-ring)
  bool north_west_first = false;  // jester.spin-order = north-west-first (else north-first)
};
std::unique_ptr<Mechanic> jesters_spin(const Board& b, const Syzygy& syzygy, JestersSpinParams params);

// --- stage 3b, morph and spawn ---
// Morph, morph-KIND@S: an unthreatened, unparalysed unit (not a king or pawn) becomes another kind, its stats
// reset, paralysed for 18 moves.
struct MorphParams {
  int paralysis = 0;         // morph.paralysis: "paralysis for 18 moves" (the catalog's value)
  int immortal_limit = 0;    // morph.immortal-limit: "max 16 immortal units" (the catalog's value)
  bool board_total = false;  // spawn.immortal-limit-scope = board-total (else per-side)
  bool rider_keeps_range = false;  // morph.range-reset = rider-keeps-range (else reset-always)
  KindSet excluded;          // morph.no-kings-pawns: "Kings/pawns" neither morph nor are morphed into (the catalog's kinds)
};
std::unique_ptr<Mechanic> morph(const Board& b, const Paralysis& paralysis, MorphParams params);
// Spawn, spawn@A>S (a frog also spawn@F>S>T): a copy of the unit on an empty square next to it; both paralysed.
struct SpawnParams {
  int radius = 0;            // spawn.copy: "nearby (3x3)" / 2 (the catalog's value)
  int paralysis = 0;         // spawn.paralysis: "for 40 moves for non-pawn units" (the catalog's value)
  int pawn_paralysis = 0;    // spawn.paralysis: "15 for pawns" (the catalog's value)
  KindSet pawns;             // spawn.paralysis: "15 for pawns": the units paralysed for pawn_paralysis (the catalog's kinds)
  int immortal_limit = 0;    // spawn.immortal-limit: "max 8 units can exist" (the catalog's value)
  int frog_copies = 0;       // frog.double-spawn: "can Spawn 2 frogs" (the catalog's value, 2: two squares)
  int frog_limit = 0;        // frog.double-spawn: "max 8 frogs on board" (the catalog's value)
  bool board_total = false;  // spawn.immortal-limit-scope = board-total (else per-side)
  bool threat_test = true;   // spawn.threat-condition = must-not-be-threatened (else no-requirement)
  bool tomb_explodes = false;  // spawn.tomb-square = copy-explodes-it (else tomb-refused)
  KindSet spawners;          // spawn.copy: "Any unit(except kings)" (the catalog's kinds)
};
std::unique_ptr<Mechanic> spawn(const Board& b, const Paralysis& paralysis, const Tombs& tombs, SpawnParams params);
// Conversion, convert@A>B: a diagonal rider turns an unprotected enemy unit on its diagonal ride to its side and
// pays N/2 moves of paralysis (N the ride's squares).
struct ConversionParams {
  int divisor = 0;                     // conversion.paralysis: "N/2" (the catalog's value)
  Rounding rounding = Rounding::kFloor;  // paralysis.fraction-rounding
  bool bishop_converts = true;         // conversion.bishop = bishop-converts (else bishop-cannot)
  bool straight_only = false;          // conversion.range-and-distance = straight-only (else bounce-allowed-path-length)
  bool guards_only = false;            // conversion.protected-meaning = guards-only (else recapture-now)
  bool fresh_unit = false;             // conversion.converted-state = fresh-unit (else keeps-state)
};
std::unique_ptr<Mechanic> conversion(const Board& b, const Paralysis& paralysis, ConversionParams params);
// Mind Control, mind@A>B{action}: an orthogonal rider makes an unprotected enemy unit on its line, on a square of
// its colour, act once under its player's control (the whole of his turn).
struct MindControlParams {
  bool normal_moves_only = false;     // mind-control.special-moves = normal-moves-only (else any-legal-incl-special)
  bool any_straight_capture = false;  // mind-control.controllers = any-straight-orthogonal-capture (else orthogonal-riders)
  bool guards_only = false;           // mind-control.protected-meaning = guards-only (else recapture-now)
  bool non_captures_only = false;     // mind-control.controlled-capture = non-captures-only (else captures-allowed)
  bool owner_king_safe = true;        // mind-control.owner-king = owner-king-safe (else controller-king-only)
  bool two_by_two = false;            // mind-control.square-colour = two-by-two-blocks (else chequered)
};
std::unique_ptr<Mechanic> mind_control(const Board& b, MindControlParams params);

// --- stage 3b, captures of several units and extra moves (one file each) ---
// Entanglement: a capture of a non-pawn unit also captures the units of its kind sharing a line with it, each
// counted for the awards, CRR reduced once.
struct EntanglementParams {
  bool open_line = false;   // entanglement.scope = same-side-open-line (else same-side-any-distance)
  bool both_sides = false;  // entanglement.scope = both-sides
  bool bypass = false;      // entanglement.protected-units = entanglement-bypasses (else protection-holds)
  KindSet kinds;            // entanglement.capture-line: "Units of same kind (excluding pawns)" (the catalog's kinds)
};
std::unique_ptr<Mechanic> entanglement(const Board& b, EntanglementParams params);
// The dragon's Fire, fire@D>S: the dragon moves to the empty square S and captures the units of the box around it.
struct DragonsFireParams {
  int radius = 0;           // dragon.fire: "capture (3x3)" (the catalog's value) / 2
  bool automatic = false;   // dragon.fire-trigger = automatic-* (else optional-enemies-only: fire@D>S)
  bool all_units = false;   // dragon.fire-trigger = automatic-all-units
};
std::unique_ptr<Mechanic> dragons_fire(const Board& b, DragonsFireParams params);
// Knight's Leap: a knight's (a nightrider's) own jump captures the enemy units on the squares it leaps over.
struct KnightsLeapParams {
  int leap_max = 0;               // knights-leap.max-per-move: "(1 normal,2 leap)" (the catalog's value)
  int move_max = 0;               // knights-leap.max-per-move: "Single move can capture 3 pieces"
  int turn_max = 0;               // knights-leap.in-double-move: "cannot capture more than 3 pieces per turn"
  bool per_move = false;          // knights-leap.capture-limit = per-move (else per-turn)
  bool long_leg = false;          // knights-leap.squares = long-leg (else orthogonal-then-diagonal)
  bool double_move_rule = false;  // knights-leap.double-move-reading = double-move-rule (else knights-sentence)
  bool last_jump_only = false;    // nightrider.leap-scope = last-jump (else whole-ride)
};
std::unique_ptr<Mechanic> knights_leap(const Board& b, KnightsLeapParams params);
// Knight's March: a knight's turn holds up to `moves` moves (knight.march: "4 moves") while it captures nothing.
std::unique_ptr<Mechanic> knights_march(const Board& b, int moves);
// The assassin's Run, run@A>B>C(>D): 2 or 3 captures (assassin.run: "limit of 3 per move") in one move.
std::unique_ptr<Mechanic> assassins_run(const Board& b, int limit);

}  // namespace arbiter::frozenchess13
