// frozenchess13 as a list of mechanics (mechanics.h). The start position is the document's diagram read
// with setup.orientation = lowercase-white-bottom-per-side: the upper-case rows, labelled "(black side)",
// are Black's on ranks 16-13, the lower-case rows White's on ranks 1-4 (white letters are upper case in the
// FEN); White moves first. Queens stand on the h-file and kings on the i-file for both sides
// (setup.initial-position, setup.legend, setup.material on a board.size of 16x16).
#include "model/frozenchess13/frozenchess13.h"

#include <limits>

#include "model/core/mechanic_variant.h"
#include "model/core/region.h"
#include "model/frozenchess13/advanced_moves.h"
#include "model/frozenchess13/check.h"
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/mechanics_acting.h"
#include "model/frozenchess13/paralysis.h"
#include "model/frozenchess13/protection.h"
#include "model/frozenchess13/regions.h"
#include "model/frozenchess13/syzygy.h"
#include "model/frozenchess13/tombs.h"

namespace arbiter::frozenchess13 {
namespace {

// The upper bound of a value that is bounded below only (a divisor: at least 1).
constexpr int kNoBound = std::numeric_limits<int>::max();

Movement::Params movement_params(const ChosenOptions& chosen) {
  Movement::Params m;
  m.bounce_off_units = !chosen.is("bounce.geometry", "bounce-only-at-edges");
  m.frog_up_to = chosen.is("frog.move-pattern", "up-to");
  m.assassin_up_to_three = chosen.is("assassin.orthogonal-distance", "up-to-three");
  m.crossbow_leap_only = chosen.is("crossbowman.move-reading", "diagonal-leap-only");
  m.assassin_wall_steps = chosen.is("assassin.wall-movement-reading", "orthogonal-steps");
  m.cannon_straight = chosen.value("cannon.capture", "straight");  // "3 squares in rook direction"
  m.cannon_diagonal = chosen.value("cannon.capture", "diagonal");  // "3sq in bishop direction"
  m.types.no_capture = chosen.kinds("unit-type.no-capture", "units", frozenchess13_army());  // "Jesters(...),Frog,Crossbowman"
  m.types.immortal = chosen.kinds("unit-type.immortal", "units", frozenchess13_army());      // "Frog."
  return m;
}

// The rotate calculation (material.cpp): rotate.values' table, one value per group of kinds the document
// lists ("Nightrider,Frog=5": the catalog's value and kinds of one name); the kinds it does not list (the
// knight and the bishop) count as the nightrider (rotate.unvalued-kinds = like-nightrider) or 0 (zero).
MaterialParams material_params(const ChosenOptions& chosen) {
  MaterialParams m;
  m.rank_then_color = chosen.is("rotate.bonus-order", "rank-then-color");
  KindSet listed;
  for (std::string_view group : {"pawn", "nightrider-frog", "crossbowman-jester-cannon", "assassin-queen-chancellor", "dragon-templar-rook", "king"}) {
    const int v = chosen.value("rotate.values", group);
    const KindSet kinds = chosen.kinds("rotate.values", group, frozenchess13_army());
    kinds.for_each([&](Kind k) { m.basic[k] = v; });  // a kind in two groups: the later one's value
    listed |= kinds;
  }
  const int unvalued = chosen.is("rotate.unvalued-kinds", "zero") ? 0 : m.basic[kNightrider];
  for (const PieceKind& k : frozenchess13_army())
    if (!listed.contains(k.kind)) m.basic[k.kind] = unvalued;
  m.color_factor = chosen.value("rotate.color-bonus", "factor");  // "basicvalue*2"
  m.rank_divisor = chosen.value("rotate.rank-bonus", "divisor", 1, kNoBound, "the rank bonus divides a distance by it");  // "distance/2"
  m.rank_max = chosen.value("rotate.rank-bonus", "max");  // "max 8"
  return m;
}

// The blast of a unit's ability (the cannon's Blast, the assassin's Bomb, the rook's Launch): the catalog's
// radius (its "3x3" is the catalog's size 3: the box of radius 1), whether it spares no one (explosion.immune-units), and a victim on
// its centre gets a tomb like the others (no square opens for a respawn, unlike a tomb's or a jester's).
Blast ability_blast(int radius, bool bypass) {
  Blast b;
  b.radius = radius;
  b.bypass = bypass;
  b.open_centre = false;
  return b;
}

MirrorReading mirror_reading(const ChosenOptions& chosen) {
  return chosen.select<MirrorReading>("mirror-portal.coordinates", {{"point-reflection", MirrorReading::kPointReflection},
                                                                     {"literal-formula-1-based", MirrorReading::kLiteralOneBased},
                                                                     {"literal-formula-0-based", MirrorReading::kLiteralZeroBased}});
}

class FrozenChess13 final : public MechanicVariant {
 public:
  FrozenChess13(const Profile& profile, const ChosenOptions& chosen)
      : MechanicVariant("frozenchess13", Geometry(16, 16), profile),
        board_(geometry_, movement_params(chosen),
               {chosen.is("paralysis.statue-threat", "still-threatens"),
                chosen.value("guards.cannot-be-captured", "protectors", 1, kNoBound, "a guard has a protector"),  // "two or more"
                chosen.kinds("kind-immunity.exceptions", "exempt", frozenchess13_army()),  // "pawns,kings(...) and immortal units(frogs)"
                chosen.kinds("guards.cannot-be-captured", "protectors", frozenchess13_army()),  // "(non-pawn) pieces"
                chosen.kinds("empower.kings-pawns", "excluded", frozenchess13_army()),  // "Kings/pawns"
                chosen.kinds("king.immunity", "immune", frozenchess13_army())}) {  // "Kings are immune"
    const std::span<const PieceKind> army = frozenchess13_army();  // the words of the catalog's <kinds>
    kinds_.assign(army.begin(), army.end());
    abilities_ = {"transfer", "raise", "lower", "earthquake", "flood", "quicken", "portal", "shift", "respawn", "slime", "blizzard", "arrow", "detonate", "blast", "wallblast", "bomb", "launch", "slip", "climb", "walljump", "walltrap", "tunnel", "passage", "siege", "pull", "push", "avalanche", "swapshot", "teleswap", "exchange", "kingportal", "longjump", "spawn", "convert", "mind", "fire", "run", "aimup", "aimright", "aimdown", "aimleft", "distract-n", "distract-ne", "distract-e", "distract-se", "distract-s", "distract-sw", "distract-w", "distract-nw"};  // mechanics.h's Ability order
    // Then Rotate's, of the sizes rotate.size states ("from 2x2 to 8x8 cells"): rotate4cw, rotate4half,
    // rotate4ccw, ... rotate64ccw (regions.h). A square inside the board's edge (rotate.no-edge) is at most the
    // board less two files a side.
    RotateParams rotate_params;
    const int inside = geometry_.files() - 2;
    rotate_params.min_size = chosen.value("rotate.size", "min", 2, inside, "a rotated square has 2 or more cells a side and does not touch the edge");
    rotate_params.max_size = chosen.value("rotate.size", "max", rotate_params.min_size, inside, "from the smallest square to the largest that does not touch the edge");
    for (int n = rotate_params.min_size; n <= rotate_params.max_size; ++n)
      for (int t = 1; t <= kRotationTurns; ++t) abilities_.push_back(rotation_name(n, t));
    royal_ = kKing;
    MovesParams moves_params;
    moves_params.transform = !chosen.is("promotion.capture-on-last-rank", "captured-kind");
    moves_params.promotion_ends_turn = chosen.is("promotion.ends-double-move", "ends-turn");
    moves_params.transform_victims = chosen.kinds("pawn.transform-by-capture", "victims", army);  // "capturing a non-pawn piece"
    moves_params.promotion_choices = chosen.kind_list("promotion.last-file", "choices", army);  // "any pieces except king and pawn"
    moves_params.promote_at_aim_edge = chosen.is("promotion.rotated-pawn", "aim-edge");
    const MaterialParams material = material_params(chosen);
    GameEndParams end_params;
    end_params.material = material;
    end_params.move_rule = chosen.value("move-300.material-win", "moves");    // "After move 300"
    end_params.margin = chosen.value("move-300.material-win", "margin", 1, kNoBound, "a side with more points wins");  // "by 1 or more"
    end_params.repetitions = chosen.value("draw.repetition", "count", 2, kNoBound, "a repetition is a second occurrence");  // "3fold"
    end_params.no_move_rule = chosen.value("draw.no-50-move", "moves");  // "50 moves rule"
    NullMoveParams null_params;
    null_params.four_plies = chosen.is("nullmove.draw-count", "four-plies");
    null_params.null_moves = chosen.value("draw.nullmoves", "nullmoves", 1, kNoBound, "a draw by null moves needs one");  // "two consecutibe Nullmoves"
    AdvancedMoves::Params adv_params;
    adv_params.two_plus_awards = chosen.is("multimove.count", "two-plus-awards");
    adv_params.check_ends_turn = chosen.is("multimove.king-capture", "check-ends-turn");
    adv_params.death_resets_count = chosen.is("multimove.death-capture-count", "reset-count");
    adv_params.explosions_attack = chosen.is("advanced.attack-abilities", "named-and-explosions");
    adv_params.pieces_needed = chosen.value("multimove.capture-award", "non-pawns", 1, kNoBound, "a series has a capture");  // "captures 3 non-pawns"
    adv_params.pawns_needed = chosen.value("multimove.capture-award", "pawns", 1, kNoBound, "a series has a capture");      // "or 10 pawns"
    adv_params.award = chosen.value("multimove.capture-award", "award");  // "+1 move"
    adv_params.capturers = chosen.kinds("multimove.capture-award", "capturers", army);  // "If a non-pawn piece"
    adv_params.pawns = chosen.kinds("multimove.capture-award", "pawns", army);          // "or 10 pawns"

    Paralysis& paralysis = add(std::make_unique<Paralysis>(board_, Paralysis::Params{chosen.is("paralysis.own-turn", "counted"), chosen.is("death.unit-state", "paralysis-ends-on-death"),
                                                                                     chosen.radius("royal-guards.no-paralysis", "size")}));  // "near king(3x3)"
    // Range before the advanced moves: at a turn's end it counts the units that did not move before the
    // advanced moves forget who moved. The board's listeners are told in the list's order (Board::connect):
    // of a capture, the range lost, then the awards counted, then Kind Immunity's exception, then the terrain.
    auto advanced = std::make_unique<AdvancedMoves>(board_, adv_params);
    adv_ = advanced.get();
    RangeParams range_params;
    range_params.base = chosen.value("crr.reduce", "range");                // "normally have 16 squares range"
    range_params.non_pawn = chosen.value("crr.reduce", "non-pawn");         // "reduced by 3 for non-pawn capture"
    range_params.pawn = chosen.value("crr.reduce", "pawn");                 // "1 for pawn capture"
    range_params.pawns = chosen.kinds("crr.reduce", "pawns", army);
    range_params.minimum = chosen.value("crr.minimum", "range");            // "until 3 square minimum range"
    range_params.idle_squares = chosen.value("range-extension.idle", "squares");  // "+(1/20)sq"
    range_params.idle_moves = chosen.value("range-extension.idle", "idle-moves", 1, kNoBound, "a fraction's denominator");
    add(frozenchess13::range(board_, *advanced, range_params));
    // The stay counter of the jesters and assassins, before the advanced moves too (jester.detonate and
    // assassin.tunnel read it).
    const int stay = chosen.value("jester.detonate", "stay");
    add(frozenchess13::stay_counter(board_, *advanced, stay, {kJester, kAssassin}));  // and the assassin's Tunnel
    AdvancedMoves& adv = add(std::move(advanced));
    // After the advanced moves: of a pawn's capture, they end its turn, then Pawn Acceleration starts it again.
    add(frozenchess13::pawn_acceleration(board_, adv, {chosen.is("pawn.acceleration-after-transform", "extra-move-as-new-piece"),
                                                        chosen.is("pawn.acceleration-actions", "any-action"),
                                                        chosen.is("pawn.acceleration-chain", "once-per-turn")}));
    add(frozenchess13::pawn_rotation(board_, chosen.is("pawn.rotation-change", "any-direction")));
    // Borrowed movement: the movements the moves lend beside Empower's (Board::lent).
    add(frozenchess13::rooks_tower(board_, {chosen.is("rook.tower-lender", "any-protector"), chosen.is("rook.tower-capture", "moves-only")}));
    add(frozenchess13::jesters_power_steal(board_));
    add(frozenchess13::assassins_retain(board_, chosen.is("assassin.retain-moment", "lent-move")));
    add(frozenchess13::jesters_distract(board_, {chosen.is("jester.distract-square", "pattern-squares"), chosen.is("jester.distract-limit", "refused-while-cast"),
                                                 chosen.is("jester.distract-owner-dies", "distract-goes")}));
    add(frozenchess13::captures(board_));
    add(frozenchess13::kind_immunity(board_));
    Protection& protection = add(std::make_unique<Protection>(board_));
    Check& check = add(std::make_unique<Check>(board_, adv));
    add(frozenchess13::empowered_check(board_, chosen.is("check.lent-movement", "lent-movement-checks")));
    // The null move first of the owners: 0000 also ends a double move or multimove, so the search for a way
    // to complete a partial turn (MechanicVariant::completable, in the list's order) judges it before the
    // runner's moves: it is nearly always legal and the cheapest action to judge (random playouts 15.5 k ->
    // 19.4 k plies/s). Only the order of the candidates changes, never which are legal.
    add(frozenchess13::null_move(board_, adv, null_params));
    add(frozenchess13::moves(board_, protection, check, adv, moves_params));
    ParalysisTransferParams transfer_params;
    transfer_params.for_good = chosen.is("paralysis-transfer.giver-after", "for-good");
    transfer_params.amount = chosen.value("paralysis.transfer", "moves");                // "take 4 paralysis moves"
    transfer_params.minimum = chosen.value("paralysis.transfer-minimum", "moves");        // "+4 paralysis penalty"
    add(frozenchess13::paralysis_transfer(board_, paralysis, transfer_params));
    // Stage 2, region moves: rotate, shift, mirror portal, syzygy
    const MirrorReading mirror = mirror_reading(chosen);
    const bool no_change_allowed = chosen.is("region.no-change", "allowed");
    const bool king_own_use = chosen.is("king.immunity-own-use", "hostile-only");
    Syzygy::Params syzygy_params{mirror, !chosen.is("syzygy.kind-immunity", "kind-immunity-blocks"),
                                 chosen.is("syzygy.kings", "kings-lock"), chosen.kinds("syzygy.lock", "units", army)};  // "A non-pawn unitA"
    Syzygy& syzygy = add(std::make_unique<Syzygy>(board_, syzygy_params));
    rotate_params.material = material;
    rotate_params.no_change_allowed = no_change_allowed;
    rotate_params.directions_rotate = chosen.is("rotate.pawn-direction", "directions-rotate");
    add(frozenchess13::rotate(board_, syzygy, rotate_params));
    ShiftParams shift_params;
    shift_params.fully_occupied = chosen.is("shift.line-extent", "full-line-fully-occupied");
    shift_params.everything_moves = chosen.is("shift.square-features", "everything-moves");
    shift_params.king_shiftable = king_own_use;
    shift_params.empty_line = chosen.is("shift.empty-line", "allowed");
    shift_params.no_change_allowed = no_change_allowed;
    add(frozenchess13::shift(board_, syzygy, shift_params));
    add(frozenchess13::mirror_portal(board_, MirrorPortalParams{mirror, chosen.is("cannon.self-move", "generic-abilities-allowed"), king_own_use,
                                                                chosen.kinds("mirror-portal.teleport", "units", army)}));  // "a non-pawn piece"
    // (end of stage 2)
    // Stage 2, the squares: walls, terrain levels, flood, earthquake, quickening.
    WallsParams walls_params;
    walls_params.start_only = chosen.is("walls.path-definition", "start-only");
    walls_params.per_partial_move = chosen.is("walls.double-move-path", "per-partial-move");
    add(frozenchess13::walls(board_, walls_params));
    const int max_level = chosen.value("terrain.limits", "level", 0, kNoBound, "the limit bounds a level above and below 0");  // "+63/-63"
    add(frozenchess13::terrain(board_, king_own_use, max_level, chosen.kinds("terrain.change-level", "units", army)));  // "Any non-pawn unit"
    FloodParams flood_params;
    flood_params.all_squares = chosen.is("flood.squares-per-cast", "all-squares");
    flood_params.all_units = chosen.is("flood.paralysis-immunity", "all-units");
    flood_params.radius = chosen.radius("flood.cast", "size");  // "(3x3 box over cell)"
    flood_params.drain = chosen.value("flood.drain", "moves");      // "drain in 10 moves"
    flood_params.casters = chosen.kinds("flood.cast", "casters", army);  // "non-pawn unit"
    add(frozenchess13::flood(board_, paralysis, flood_params));
    add(frozenchess13::earthquake(board_, EarthquakeParams{chosen.radius("earthquake.no-enemy-in-zone", "size"), max_level,  // "(3x3 kill zone"
                                                         !chosen.is("earthquake.kill-zone", "only-exploder"), chosen.is("explosion.immune-units", "all-explosions-kill"),
                                                         chosen.is("earthquake.flat-ground", "needs-a-level"),
                                                         chosen.kinds("earthquake.eligible-units", "units", army)}));  // "any non-pawn/king unit"
    QuickeningParams quickening_params;
    quickening_params.rate = chosen.value("chancellor.quickening", "rate", 1, kNoBound, "a clock ticks at least once a ply");  // "twice faster"
    quickening_params.duration = chosen.value("chancellor.quickening-duration", "moves");  // "lasts 64"
    quickening_params.cost = chosen.value("chancellor.quickening-duration", "cost");       // "cost 5 paralysis moves"
    add(frozenchess13::quickening(board_, paralysis, quickening_params));
    // Stage 3a, the auras (auras.h): paralysis by presence, derived from the position.
    add(frozenchess13::jesters_paralysis(board_, paralysis, {chosen.radius("jester.paralysis", "size"),  // "nearby units(3x3)"
                                                             chosen.is("jester.paralysis-scope", "all-units"), chosen.is("paralysis.statue-threat", "statue-no-threat"),
                                                             chosen.kinds("jester.kind-immunity", "immune", army)}));  // "Jesters are immune"
    add(frozenchess13::chancellors_paralyse(board_, paralysis, chosen.is("chancellor.paralyse-range", "knight-move")));
    add(frozenchess13::queens_gaze(board_, paralysis, {chosen.radius("queen.gaze", "size"),  // "1sq radius(3x3)"
                                                       chosen.is("queen.gaze-scope", "all-pawns"), chosen.is("paralysis.statue-threat", "statue-no-threat"),
                                                       chosen.kinds("queen.gaze", "gazed", army),  // "Pawns"
                                                       chosen.is("queen.gaze-accelerating-pawn", "accelerating-pawn-too")}));
    add(frozenchess13::pincer(board_, paralysis, chosen.select<PincerGeometry>("pincer.geometry", {{"two-opposite-enemy-pawns", PincerGeometry::kTwoOpposite}, {"all-four-enemy-pawns", PincerGeometry::kAllFour}, {"any-pawns-left-right", PincerGeometry::kAnyPawnsLeftRight}}),
                                  chosen.kinds("pawn.pincer", "pincers", army)));  // "occupied with pawn"
    add(frozenchess13::siege(board_, adv));  // the rook's Siege: not paralysis, but derived from the threats too
    add(frozenchess13::templars_shield(board_, range_params));
    add(frozenchess13::knightmare(board_, {chosen.is("knight.knightmare-side", "all-pawns"), chosen.is("knight.knightmare-double-move", "one-step-per-turn"),
                                                   chosen.kinds("knight.knightmare", "held", army)}));  // "pawns in capture range"
    // Stage 3a, paralysis dealt by an action: the rook's Stun and Swipe Paralysis and the queen's Poison
    // (listeners of the moves and captures), the frog's Slime Explosion, the templar's Blizzard and the
    // crossbowman's Poison Arrow (abilities).
    add(frozenchess13::rooks_stun(board_, paralysis, !chosen.is("rook.stun-on-capture", "non-capture-landing"), chosen.value("rook.stun", "moves"),
                                   chosen.radius("rook.stun", "size")));  // "all nearby(3x3)"
    add(frozenchess13::swipe_paralysis(board_, paralysis, chosen.select<SwipeScope>("rook.swipe-scope", {{"adjacent-enemies", SwipeScope::kAdjacentEnemies}, {"adjacent-all", SwipeScope::kAdjacentAll}, {"bounce-obstacles-only", SwipeScope::kBounceObstaclesOnly}}), chosen.value("rook.swipe-paralysis", "moves")));
    add(frozenchess13::queens_poison(board_, paralysis, chosen.is("queen.poison-immunities", "poison-bypasses-guards"), chosen.value("queen.poison", "moves")));
    add(frozenchess13::slime_explosion(board_, paralysis, chosen.is("frog.slime-scope", "enemies-only"), chosen.value("frog.slime-explosion", "moves"),
                                        chosen.radius("frog.slime-explosion", "size")));  // "nearby (3x3) squares"
    add(frozenchess13::blizzard(board_, paralysis, chosen.is("templar.blizzard-area", "5x5") ? 2 : 1, chosen.is("templar.blizzard-duration", "game-turns"), chosen.value("templar.blizzard", "cost"), chosen.value("templar.blizzard", "turns")));
    add(frozenchess13::poison_arrow(board_, paralysis, {chosen.is("crossbowman.arrow-lines", "flanking-diagonals"), chosen.is("crossbowman.arrow-hit", "enemy-only"), chosen.is("crossbowman.arrow-walls", "flies-over"),
                                                       chosen.value("crossbowman.poison-arrow", "power"), chosen.value("crossbowman.poison-arrow", "base"),
                                                       chosen.value("crossbowman.shoot", "range")}));  // "16sq max range from circle"
    TombsParams tombs_params;
    tombs_params.replaces_wall = chosen.is("tomb.wall-delay", "tomb-replaces-wall");
    tombs_params.open_explosive = chosen.is("tomb.open-square-entry", "still-explosive");
    tombs_params.join_exploding = chosen.is("respawn.queue-order-example", "join-exploding-queue");
    tombs_params.own_king_dies = chosen.is("tomb.own-king-in-blast", "king-dies");
    tombs_params.all_kill = chosen.is("explosion.immune-units", "all-explosions-kill");
    tombs_params.portal_safe = chosen.is("mirror-portal.tomb-landing", "safe-landing");
    tombs_params.spare_tombs = chosen.is("tomb.nearby-explosion", "spares-tomb");
    tombs_params.no_wall_on_tomb = chosen.is("tomb.wall-on-tomb", "tomb-takes-no-wall");
    tombs_params.radius = chosen.radius("tomb.explosion", "size");  // "clearing (3x3)"
    tombs_params.rot_moves = chosen.value("tomb.rot", "moves");        // "in 40 moves"
    tombs_params.rot_radius = chosen.radius("tomb.rot", "size");    // "explodes 3x3"
    // The jester's Explosion (jesters_explosion.cpp), its blast read here for the tombs' chain too.
    JestersExplosionParams jester_params;
    jester_params.blast.radius = chosen.radius("jester.explosion", "size");  // "Explodes 3x3"
    jester_params.blast.bypass = true;  // "explosion bypasses "cannot be captured""
    jester_params.blast.activate_tombs = chosen.is("jester.explosion-tombs", "activated");
    jester_params.blast.chain = chosen.is("jester.explosion-chain", "chain-reaction");
    jester_params.capturer_survives = chosen.is("jester.explosion-capturer", "capturer-survives");
    jester_params.stay = stay;
    if (jester_params.blast.chain) tombs_params.jester_chain = jester_params.blast;
    Tombs& tombs = add(std::make_unique<Tombs>(board_, paralysis, tombs_params));
    tombs_ = &tombs;
    ShellshockParams shellshock_params;
    shellshock_params.landing_too = chosen.is("shellshock.path-squares", "landing-too");
    shellshock_params.lightest = chosen.is("shellshock.square-weight", "lightest");
    shellshock_params.next_move = chosen.is("shellshock.timing", "next-move");
    shellshock_params.rider = chosen.value("shellshock.range", "rider");          // "decreased by 1(normal diag/ortho rider)"
    shellshock_params.other = chosen.value("shellshock.range", "other");          // "/2(other moves)"
    shellshock_params.explosive = chosen.value("shellshock.range", "explosive");  // "/3(explosive/tomb)"
    shellshock_params.minimum = chosen.value("shellshock.minimum", "range");      // "Minimal range is 3 sq"
    add(frozenchess13::shellshock(board_, *tombs_, shellshock_params));
    add(frozenchess13::respawn(board_, *tombs_, RespawnParams{chosen.is("respawn.range-extension", "reset-to-16")}));
    // Stage 3a, explosions: after the tombs (a captured jester lies in its tomb when its square explodes); the
    // cannon's Blast and WallBlast, the assassin's Bomb, the rook's Launch
    add(frozenchess13::jesters_explosion(board_, *tombs_, jester_params));
    CannonsBlastParams cannon_params;
    cannon_params.blast = ability_blast(chosen.radius("cannon.blast", "size"), tombs_params.all_kill);  // "Explodes(3x3"
    cannon_params.range = chosen.value("cannon.blast", "range");
    cannon_params.wall_range = chosen.value("cannon.wallblast", "range");
    cannon_params.odd = chosen.is("cannon.blast-targets", "odd-distances");
    cannon_params.enemy_only = chosen.is("cannon.blast-targets", "enemy-only");
    add(frozenchess13::cannons_blast(board_, *tombs_, cannon_params));
    AssassinsBombParams bomb_params;
    bomb_params.blast = ability_blast(chosen.radius("assassin.bomb-explosion", "size"),  // "The bomb explodes 3x3"
                                      tombs_params.all_kill || chosen.is("assassin.bomb-victims", "any-units"));
    bomb_params.blast.clear_tombs = true;  // "destroying any units/wall/tombs"
    bomb_params.area_radius = chosen.radius("assassin.bomb", "area");  // "the 3x3 squares around"
    bomb_params.limit = chosen.value("assassin.bomb-limit", "bombs");
    bomb_params.own_move_only = chosen.is("assassin.bomb-trigger", "own-move-only");
    add(frozenchess13::assassins_bomb(board_, *tombs_, bomb_params));
    RooksLaunchParams launch_params;
    launch_params.blast = ability_blast(chosen.radius("rook.launch", "size"), tombs_params.all_kill);  // "(3x3)"
    launch_params.chosen_direction = chosen.is("rook.launch-mechanics", "adjacent-unit-chosen-direction");
    launch_params.edge_explodes = chosen.is("rook.launch-mechanics", "edge-explodes");
    add(frozenchess13::rooks_launch(board_, *tombs_, launch_params));
    // Stage 3a, square marks and wall access: the jester's Traps (after the walls: it takes back the wall of
    // the square a jester leaves), the dragon's Dragonflight (the tombs ask it), the assassin's Slip square
    // (after every other listener of the moves: the unit slides on once they heard where it landed).
    JestersTrapsParams traps_params;
    traps_params.moves = chosen.value("jester.trap-effect", "moves");
    traps_params.limit = chosen.value("jester.trap-limit", "traps");
    traps_params.pooled = chosen.is("jester.trap-limit-scope", "pooled");
    traps_params.own_move_only = chosen.is("jester.trap-trigger", "own-move-only");
    traps_params.wall_and_trap = chosen.is("jester.trap-wall-conflict", "wall-and-trap");
    traps_params.wall_only = chosen.is("jester.trap-wall-conflict", "wall-only");
    traps_params.traps_go = chosen.is("jester.trap-owner-dies", "traps-go");
    traps_params.immune = chosen.kinds("jester.kind-immunity", "immune", army);  // "Jesters ... without harm"
    add(frozenchess13::jesters_traps(board_, paralysis, traps_params));
    add(frozenchess13::jesters_walltrap(board_, chosen.radius("jester.walltrap", "size")));  // "3x3 wall"
    Mechanic& flight = add(frozenchess13::dragonflight(board_, chosen.is("dragon.dragonflight-scope", "dragon-movement")));
    tombs.set_flight(dynamic_cast<const TombFlight&>(flight));
    SlipSquareParams slip_params;
    slip_params.limit = chosen.value("assassin.slip-limit", "squares");
    slip_params.rounding = chosen.select<Rounding>("paralysis.fraction-rounding", {{"floor", Rounding::kFloor}, {"ceil", Rounding::kCeil}, {"nearest", Rounding::kNearest}});
    slip_params.cancel_if_blocked = chosen.is("slip.slide-geometry", "cancel-if-blocked");
    slip_params.spent_on_use = chosen.is("assassin.slip-lifetime", "spent-on-use");
    add(frozenchess13::slip_square(board_, slip_params));
    add(frozenchess13::wall_climb(board_));
    add(frozenchess13::wall_tunnel(board_, {chosen.value("assassin.tunnel", "stay"), chosen.is("assassin.tunnel-direction", "side-forward-only")}));
    add(frozenchess13::siege_attack(board_, chosen.is("unit-type.siege-rook", "rook-and-cannon")));
    // Stage 3b, moving other units: Pull and Pull-through (after the tombs and the traps, which act on a unit
    // pulled onto them through the step hooks).
    PullParams pull_params;
    pull_params.divisor = chosen.value("pull.paralysis", "divisor");                   // "floor(N/3)"
    pull_params.through_factor = chosen.value("pull-through.paralysis", "factor");     // "floor((2*N)/3)"
    pull_params.through_divisor = chosen.value("pull-through.paralysis", "divisor");
    pull_params.enemy_only = chosen.is("pull.friendly-condition", "enemy-only");
    pull_params.same_kind_enemy_only = chosen.is("pull.same-kind-scope", "as-kind-immunity");
    pull_params.force_passes_walls = chosen.is("pull.force-line", "force-passes-walls");
    pull_params.targets = chosen.kinds("pull.targets", "targets", army);  // "except:king"
    add(frozenchess13::pull(board_, paralysis, syzygy, *tombs_, pull_params));
    PushParams push_params;
    push_params.wall_paralysis = chosen.value("push.wall-paralysis", "moves");  // "paralyzed for 5 moves"
    push_params.pusher_follows = !chosen.is("push.pusher-follows", "pusher-stays");
    push_params.cannon_moves = chosen.is("cannon.self-move", "generic-abilities-allowed");
    push_params.king_pushes = king_own_use;
    add(frozenchess13::push(board_, paralysis, syzygy, push_params));
    AvalancheParams avalanche_params;
    avalanche_params.cost = chosen.value("templar.avalanche", "cost");  // "Cost: 10 moves paralysis."
    avalanche_params.edge_only = chosen.is("templar.avalanche-push-end", "changelog-edge");
    add(frozenchess13::avalanche(board_, paralysis, syzygy, avalanche_params));
    add(frozenchess13::swapshot(board_, syzygy, SwapshotParams{push_params.cannon_moves,  // "units(except king) ... with units(except king)"
                                                               chosen.kinds("swapshot.any", "swappers", army), chosen.kinds("swapshot.any", "targets", army)}));
    add(frozenchess13::teleswap(board_, syzygy, chosen.is("teleswap.partner", "pieces-not-pawns")));
    KingsExchangeParams exchange_params;
    exchange_params.unparalysed = chosen.is("king.exchange-live", "unparalysed");
    exchange_params.immortal_dies = chosen.is("king.exchange-immortal", "immortal-dies");
    add(frozenchess13::kings_exchange(board_, exchange_params));
    add(frozenchess13::kings_portal(board_, chosen.radius("king.portal", "size"),  // "near Queen(3x3)"
                                    chosen.is("king.portal-queen", "either-queen")));
    add(frozenchess13::long_jump(board_, chosen.radius("frog.long-jump", "size")));  // "near(3x3)"
    JestersSpinParams spin_params;
    spin_params.spins = chosen.value("jester.spin", "spins", 1, 7, "the ring around a square has 8 places");  // "7 possible spins"
    spin_params.immune_stay = chosen.is("jester.spin-immune", "immune-stay");
    spin_params.full_ring_only = chosen.is("jester.spin-edge", "full-ring-only");
    spin_params.north_west_first = chosen.is("jester.spin-order", "north-west-first");
    add(frozenchess13::jesters_spin(board_, syzygy, spin_params));
    MorphParams morph_params;
    morph_params.paralysis = chosen.value("morph.paralysis", "moves");            // "paralysis for 18 moves"
    morph_params.immortal_limit = chosen.value("morph.immortal-limit", "units");  // "max 16 immortal units"
    morph_params.board_total = chosen.is("spawn.immortal-limit-scope", "board-total");
    morph_params.rider_keeps_range = chosen.is("morph.range-reset", "rider-keeps-range");
    morph_params.excluded = chosen.kinds("morph.no-kings-pawns", "excluded", army);  // "Kings/pawns"
    add(frozenchess13::morph(board_, paralysis, morph_params));
    SpawnParams spawn_params;
    spawn_params.radius = chosen.radius("spawn.copy", "size");                   // "nearby (3x3)"
    spawn_params.paralysis = chosen.value("spawn.paralysis", "moves");               // "for 40 moves"
    spawn_params.pawn_paralysis = chosen.value("spawn.paralysis", "pawn-moves");     // "15 for pawns"
    spawn_params.pawns = chosen.kinds("spawn.paralysis", "pawns", army);
    spawn_params.immortal_limit = chosen.value("spawn.immortal-limit", "units");     // "max 8 units"
    spawn_params.frog_copies = chosen.value("frog.double-spawn", "frogs", 2, 2, "the double spawn's text names two squares");  // "Spawn 2 frogs"
    spawn_params.frog_limit = chosen.value("frog.double-spawn", "limit");          // "max 8 frogs on board"
    spawn_params.board_total = morph_params.board_total;
    spawn_params.threat_test = !chosen.is("spawn.threat-condition", "no-requirement");
    spawn_params.tomb_explodes = chosen.is("spawn.tomb-square", "copy-explodes-it");
    spawn_params.spawners = chosen.kinds("spawn.copy", "spawners", army);  // "Any unit(except kings)"
    add(frozenchess13::spawn(board_, paralysis, *tombs_, spawn_params));
    // Stage 3b, acting on other units: Conversion
    ConversionParams conversion_params;
    conversion_params.divisor = chosen.value("conversion.paralysis", "divisor");  // "N/2"
    conversion_params.rounding = slip_params.rounding;
    conversion_params.bishop_converts = !chosen.is("conversion.bishop", "bishop-cannot");
    conversion_params.straight_only = chosen.is("conversion.range-and-distance", "straight-only");
    conversion_params.guards_only = chosen.is("conversion.protected-meaning", "guards-only");
    conversion_params.fresh_unit = chosen.is("conversion.converted-state", "fresh-unit");
    add(frozenchess13::conversion(board_, paralysis, conversion_params));
    // Mind Control: the controlled unit's action is judged and played by its own mechanic's hooks
    MindControlParams mind_params;
    mind_params.normal_moves_only = chosen.is("mind-control.special-moves", "normal-moves-only");
    mind_params.any_straight_capture = chosen.is("mind-control.controllers", "any-straight-orthogonal-capture");
    mind_params.guards_only = chosen.is("mind-control.protected-meaning", "guards-only");
    mind_params.non_captures_only = chosen.is("mind-control.controlled-capture", "non-captures-only");
    mind_params.owner_king_safe = !chosen.is("mind-control.owner-king", "controller-king-only");
    mind_params.two_by_two = chosen.is("mind-control.square-colour", "two-by-two-blocks");
    add(frozenchess13::mind_control(board_, mind_params));
    // Stage 3b, captures of several units and extra moves: Entanglement (a capture listener: told after the range,
    // the awards and the explosions), the dragon's Fire, Knight's Leap (a move listener) and Knight's March (the
    // advanced moves' partial turn carried on; after them in the list: it reads the moves they counted).
    add(frozenchess13::entanglement(board_, {chosen.is("entanglement.scope", "same-side-open-line"), chosen.is("entanglement.scope", "both-sides"),
                                             chosen.is("entanglement.protected-units", "entanglement-bypasses"),
                                             chosen.kinds("entanglement.capture-line", "kinds", army)}));  // "(excluding pawns)"
    DragonsFireParams fire_params;
    fire_params.radius = chosen.radius("dragon.fire", "size");  // "capture (3x3)"
    fire_params.automatic = !chosen.is("dragon.fire-trigger", "optional-enemies-only");
    fire_params.all_units = chosen.is("dragon.fire-trigger", "automatic-all-units");
    add(frozenchess13::dragons_fire(board_, fire_params));
    KnightsLeapParams leap_params;
    leap_params.leap_max = chosen.value("knights-leap.max-per-move", "leap");    // "(1 normal,2 leap)"
    leap_params.move_max = chosen.value("knights-leap.max-per-move", "pieces");  // "Single move can capture 3 pieces"
    leap_params.turn_max = chosen.value("knights-leap.in-double-move", "pieces");  // "cannot capture more than 3 pieces per turn"
    leap_params.per_move = chosen.is("knights-leap.capture-limit", "per-move");
    leap_params.long_leg = chosen.is("knights-leap.squares", "long-leg");
    leap_params.double_move_rule = chosen.is("knights-leap.double-move-reading", "double-move-rule");
    leap_params.last_jump_only = chosen.is("nightrider.leap-scope", "last-jump");
    add(frozenchess13::knights_leap(board_, leap_params));
    add(frozenchess13::knights_march(board_, chosen.value("knight.march", "moves")));  // "4 moves in a turn"
    add(frozenchess13::assassins_run(board_, chosen.value("assassin.run", "captures")));  // "limit of 3 per move"
    add(frozenchess13::game_end(board_, adv, end_params));
    compose();
    board_.connect(*this);
    Ground ground;
    ground.params.endpoints_only = chosen.is("terrain.climb-scope", "endpoints-only");
    ground.params.depth_one = chosen.is("terrain.pit-bypass-meaning", "depth-one");
    ground.wall = *schema_.attribute("wall");
    ground.level = *schema_.attribute("level");
    ground.distract = *schema_.attribute("distract");  // the jester's Distract's
    ground.params.distract_tie_from_north = chosen.is("jester.distract-direction-image", "nearest-then-clockwise-of-board");
    ground.params.distract_straight_on = chosen.is("jester.distract-direction-image", "straight-on");
    board_.set_ground(ground);
    board_.set_aim(*schema_.attribute("aim"));  // Pawn Rotation's
  }
  FrozenChess13(const FrozenChess13&) = delete;
  FrozenChess13& operator=(const FrozenChess13&) = delete;

  std::vector<std::string_view> clauses_in_code() const override {
    std::vector<std::string_view> out = MechanicVariant::clauses_in_code();
    for (std::string_view c : {clause::kBoardSize, clause::kSetupMaterial, clause::kSetupInitialPosition, clause::kSetupLegend})
      out.push_back(c);
    return out;
  }
  std::string start_fen() const override {
    return "rjaotdcqkcdtoajr/rlfnfxbjjbxfnflr/pppppppppppppppp/pppppppppppppppp/16/16/16/16/16/16/16/16/"
           "PPPPPPPPPPPPPPPP/PPPPPPPPPPPPPPPP/RLFNFXBJJBXFNFLR/RJAOTDCQKCDTOAJR w - - 0 1";
  }
  bool in_check(const Position& pos) const override { return board_.king_attacked(pos, pos.side_to_move()); }
  std::string validate(const Position& pos) const override {
    if (pos.castling() != 0) return "frozenchess13 has no castling (king.castling = no-castling)";
    if (pos.en_passant() != kNoSquare) return "frozenchess13 has no en passant (pawn.double-step = no-double-step)";
    for (Side s : {Side::kWhite, Side::kBlack}) {
      int kings = 0;
      pos.occupied(s).for_each([&](Square q) { kings += pos.at(q).kind() == kKing; });
      if (kings > 1) return std::string(s == Side::kWhite ? "white" : "black") + " has more than one king";
    }
    // A board without kings is a position too: a setup with one side's king only (a scenario's small board)
    // is accepted, and a capture or a blast may kill that king. The game is then over (king.loss, game_end.cpp).
    if (std::string tombs = tombs_->consistency(pos); !tombs.empty()) return tombs;
    // Between turns the side not to move is never in check (check.h); inside a turn (a double move, a
    // multimove) the mover may give check and go on.
    if (adv_->runner(pos) == kNoSquare && board_.king_attacked(pos, ~pos.side_to_move()))
      return "the side not to move is in check";
    return "";
  }

  const Board& board() const { return board_; }

 private:
  Board board_;
  const AdvancedMoves* adv_ = nullptr;
  const Tombs* tombs_ = nullptr;
};

}  // namespace

const Board* board_of(const Variant& variant) {
  const auto* v = dynamic_cast<const FrozenChess13*>(&variant);
  return v ? &v->board() : nullptr;
}

Result<std::shared_ptr<const Variant>> make_frozenchess13(const Profile& profile) {
  auto chosen = read_readings_and_values(interpretation_table(), profile);  // options and the document's values
  if (!chosen) return Error{chosen.error()};
  return std::shared_ptr<const Variant>(std::make_shared<FrozenChess13>(profile, *chosen));
}

}  // namespace arbiter::frozenchess13
