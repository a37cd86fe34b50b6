// frozenchess13 (stage 1): counts and routes worked out by hand from the document's words and the catalog's
// default readings (model/frozenchess13/movement.h states them), never copied from the model's output.
#include <gtest/gtest.h>

#include <algorithm>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "model/core/variant.h"

namespace arbiter {
namespace {

std::shared_ptr<const Variant> fc13(const Profile& profile = {}) {
  auto v = make_variant("frozenchess13", profile);
  EXPECT_TRUE(v.ok()) << (v.ok() ? "" : v.error());
  return *v;
}

Position at(const Variant& v, const std::string& fen) {
  auto p = parse_fen(v, fen);
  EXPECT_TRUE(p.ok()) << (p.ok() ? "" : p.error()) << "\n" << fen;
  return *p;
}

std::vector<std::string> legal_texts(const Variant& v, const Position& p) {
  ActionList legal;
  v.legal_actions(p, legal);
  std::vector<std::string> out;
  for (const Action& a : legal) out.push_back(action_text(v, a));
  return out;
}

bool legal(const Variant& v, const Position& p, const std::string& text) {
  auto texts = legal_texts(v, p);
  return std::find(texts.begin(), texts.end(), text) != texts.end();
}

// The start position, counted square by square (white, defaults of every point):
//  - pawns: the 16 on rank 4 step to rank 5; the 16 on rank 3 leap over the pawn in front to rank 5
//    (pawn.leap): 32;
//  - frogs (leaps (2,2), (3,3), (3,0), (0,3)): c2 -> c5, f5; e2 -> b5, h5, e5; l2 -> i5, o5, l5; n2 -> k5,
//    n5 (every other target is off the board or a white unit): 2 + 3 + 3 + 2 = 10;
//  - jesters ((2,2), (3,3), (2,3), (3,4) in each diagonal): h2 -> e5, f5, e6, k5, j5, k6; i2 -> f5, g5, f6,
//    l5, k5, l6; b1 -> e5 only ((3,4)); o1 -> l5 only: 6 + 6 + 1 + 1 = 14;
//  - every other unit is hemmed in by its own (rooks, bishops, queen, dragons, templars blocked at their
//    first square, so no bounce; knights', assassins', chancellors', nightriders', crossbowmen's targets all
//    hold white units; cannons capture only);
//  - and the null move 0000.
// 32 + 10 + 14 + 1 = 57 moves; stage 2 adds 45 shifts of ranks 2-4 and 630 rotations (the 210 blocks inside
// b2-o15 whose lowest rank is 2, 3 or 4, three turns each): 732. Empower changes nothing here: the lent movement of the lone protectors adds no
// square (checked below for one unit, the frog on c2, whose only protector is the cannon on d1).
// Stage 2's abilities add, by the document's words:
//  - raise@ and lower@ for each of the 31 non-pawn units but the king ("Any non-pawn unit can change the
//    elevation of his square"; the king uses no generic ability, king.immunity-own-use): 62;
//  - earthquake@ ("any non-pawn/king unit", kill zone without enemies, nor the own king by
//    earthquake.own-king-in-zone = illegal) for those not beside the king i1 (h1, h2, i2, j1, j2) and not
//    frogs (c2, e2, l2, n2: no explosion kills a frog, explosion.immune-units): 31 - 5 - 4 = 22;
//  - quicken@ from the chancellors g1 and j1 onto the 7 board squares of their pattern each: 14;
//  - the 45 shifts and 630 rotations above.
// 57 + 62 + 22 + 14 + 45 + 630 = 830.
// Stage 3a's abilities add:
//  - slime@ for each frog ("Frog explodes(dies),sending slime at units in nearby (3x3) squares"): c2, e2, l2,
//    n2: 4;
//  - arrow@X>A>B for each crossbowman (f2, k2), A the first square of the arrow on its own diagonal, B of the
//    parallel one through a square next to it (crossbowman.arrow-lines = own-and-adjacent), both on the
//    board: north-east 2, north-west 2, south-east 1 and south-west 1 (rank 0 is off the board): 6 each, 12;
//  - no blizzard@: the templars' rook lines end at once on their own units (no end of a move).
//  - blast@C>T for each cannon (d1, m1): "Skips every second square, can only aim forward(max range 6sq)":
//    2, 4 and 6 squares up its file (d3, d5, d7; m3, m5, m7), over the pawns; no box holds the king i1: 6;
//  - launch@R>U for each rook with a unit just in front of it (rook.launch-mechanics =
//    adjacent-unit-side-forward: "Throws unit(enemy/friendly) directly forward"): a1 throws a2, p1 p2, a2 a3,
//    p2 p3 (each meets the unit ahead at once; no box holds the king): 4;
//  - no wallblast@ (no wall stands), no detonate@ (no jester has stayed 10 turns), no bomb@ (every
//    assassin has units around it).
// 830 + 4 + 12 + 6 + 4 = 856.
// Stage 3b's moving of other units adds (corpus/frozenchess13/setup.xml counts them square by square):
//  - pull@A>B>D: the first black unit of a file a white rider that captures looks up, pulled through the
//    white units onto ranks 5-12 (a pull-through): a13 by the rooks a1, a2; p13 by p1, p2; e13 by the templar
//    e1, l13 by l1, h13 by the queen h1 (none guarded: one non-pawn protector at most); the diagonals leave
//    the board before rank 13: 7 x 8 = 56;
//  - push@A>B: only a rank-4 pawn pushed onto rank 5 by the rank-3 pawn below it: 16;
//  - avalanche@T: each templar (e1, l1): 2;
//  - swapshot@A>B: each unit that captures (not the king, not the cannons: cannon-never-self-moves) with each
//    unit of its one-move capture reach but the king and the frogs e2, l2: 121.
// 856 + 56 + 16 + 2 + 121 = 1051.
// Stage 3b's relocation adds:
//  - teleswap@C>U: each white chancellor (g1, j1) with each of the other 63 white units, the king and the
//    other chancellor included (teleswap.partner = any-unit, kind-immunity.friendly = enemy-only): 126;
//  - exchange@K>U: the king i1 with each white unit no black unit attacks (all 63: nothing crosses the empty
//    middle) but the frogs c2, e2, l2, n2 (king.exchange-immortal = immortal-excluded): 59;
//  - kingportal@K>S: none (the 3x3 around the queen h1 is full); longjump@F>S: none (every square next to a
//    frog is held);
//  - spinN@J: the jesters b1 and o1 have a ring of 5 squares on the board (jester.spin-edge = on-board-ring),
//    spin1-spin4 each; h2 and i2 have the king i1 on theirs (jester.spin-immune = immune-blocks): 8.
// 1051 + 126 + 59 + 8 = 1244.
// Stage 3b's morph and spawn add:
//  - morph-KIND@S: each of the 31 white units that are neither king nor pawn (none threatened, none paralysed)
//    into each of the 12 regular kinds other than its own (morph.targets = regular-kinds-any-number; 4 frogs
//    of 16 allowed): 31 x 12 = 372;
//  - spawn@A>S: only the rank-4 pawns have an empty square next to them (rank 5, which no black unit
//    reaches): a4 and p4 two each, b4-o4 three each: 2 + 14 x 3 + 2 = 46; no frog has an empty neighbour.
// 1244 + 372 + 46 = 1662.
// Stage 3b's Pawn Rotation adds aimup@P ... aimleft@P for each of the 32 pawns, to the three directions other
// than the one it has (pawn.rotation-change = must-change; every pawn aims up, its side's forward): 96.
// 1662 + 96 = 1758.
// Stage 3a's Distract adds distract-D@J>S for each jester, on each square its moves reach (counted above: h2 6,
// i2 6, b1 1, o1 1; jester.distract-square = move-squares), in each of 8 directions: 14 x 8 = 112.
// 1758 + 112 = 1870.
// Stage 3b's Conversion and Mind Control add none: the first unit on every diagonal of a bishop, dragon or queen
// (convert@A>B) and on every file and rank of a rook, templar or queen (mind@A>B{...}) is one of White's own.
TEST(FrozenChess13, StartPositionHas1870ActionsCountedByHand) {
  auto v = fc13();
  const Position p = v->start_position();
  const std::vector<std::string> texts = legal_texts(*v, p);
  auto count = [&](auto pred) { return std::count_if(texts.begin(), texts.end(), pred); };
  const auto abilities = count([](const std::string& t) { return t.find('@') != std::string::npos; });
  EXPECT_EQ(static_cast<long>(texts.size()) - abilities - 1, 56);  // moves, the stage-1 count
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("raise@", 0) == 0 || t.rfind("lower@", 0) == 0; }), 62);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("earthquake@", 0) == 0; }), 22);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("quicken@", 0) == 0; }), 14);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("shift@", 0) == 0; }), 45);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("rotate", 0) == 0; }), 630);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("slime@", 0) == 0; }), 4);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("arrow@", 0) == 0; }), 12);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("blizzard@", 0) == 0; }), 0);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("blast@", 0) == 0; }), 6);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("wallblast@", 0) == 0 || t.rfind("detonate@", 0) == 0 || t.rfind("bomb@", 0) == 0; }), 0);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("launch@", 0) == 0; }), 4);
  // No slip@: the assassins c1 and n1 reach only squares their own units hold (b3, d3, a2, e2, c4; m3, o3, l2,
  // p2, n4), and a slip square is "created at any square in movement range" that is empty.
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("slip@", 0) == 0; }), 0);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("pull@", 0) == 0; }), 56);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("push@", 0) == 0; }), 16);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("avalanche@", 0) == 0; }), 2);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("swapshot@", 0) == 0; }), 121);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("teleswap@", 0) == 0; }), 126);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("exchange@", 0) == 0; }), 59);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("kingportal@", 0) == 0 || t.rfind("longjump@", 0) == 0; }), 0);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("spin", 0) == 0; }), 8);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("morph-", 0) == 0; }), 372);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("spawn@", 0) == 0; }), 46);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("convert@", 0) == 0 || t.rfind("mind@", 0) == 0; }), 0);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("aim", 0) == 0; }), 96);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("aimup@", 0) == 0; }), 0);
  EXPECT_EQ(count([](const std::string& t) { return t.rfind("distract-", 0) == 0; }), 112);
  EXPECT_EQ(texts.size(), 1870u);
  for (const char* t : {"a3a5", "a4a5", "c2c5", "c2f5", "e2b5", "h2k6", "b1e5", "o1l5", "0000"}) EXPECT_TRUE(legal(*v, p, t)) << t;
  for (const char* t : {"a3a4", "a4a6", "d1d2", "c2d3", "raise@i1", "earthquake@h1", "earthquake@c2", "exchange@i1>c2",
                        "spin1@h2", "spin5@b1", "teleswap@g1>a16",
                        "morph-rook@a1", "morph-queen@i1", "morph-queen@a3", "spawn@a4>a6"}) EXPECT_FALSE(legal(*v, p, t)) << t;
}

// A setup with one king (Black's f6; White has none) is accepted, and play may kill that king: the white
// knight d3 takes the black jester e5, whose explosion (jester.explosion: "explodes when captured") takes the
// king f6 beside it and the knight. The board then holds no king; it is a position reached by play, so its
// FEN reads back as the same position, and White has won (king.loss: "If king is captured/checkmated/exploded
// the enemy wins"). Found by the move target's volume campaign (fuzz/corpus/move), where validation refused
// the board without kings.
TEST(FrozenChess13, AKingKilledInPlayFromAOneKingSetupLeavesAPositionThatReadsBack) {
  auto v = fc13();
  Position p = at(*v, "16/16/16/16/16/16/16/16/16/16/5k10/4j11/16/3L12/16/Q15 w - - 0 1");
  ASSERT_TRUE(legal(*v, p, "d3e5"));
  auto a = lookup_action(*v, p, "d3e5");
  ASSERT_TRUE(a.ok());
  Game game(*v, p);
  game.play(*a);
  const Position& after = game.position();
  EXPECT_EQ(after.royal(Side::kBlack), kNoSquare);
  EXPECT_EQ(after.royal(Side::kWhite), kNoSquare);
  const std::string fen = format_fen(*v, after);
  auto again = parse_fen(*v, fen);
  ASSERT_TRUE(again.ok()) << again.error();
  EXPECT_TRUE(*again == after) << fen;
  EXPECT_TRUE(game.outcome().over());
  EXPECT_EQ(game.outcome().winner, Side::kWhite);
  EXPECT_EQ(game.outcome().clause, "king.loss");
}

// The assassin's Bomb is a mark of its square (assassin.bomb-visible: "Bombs are visible to both players"):
// after bomb@e5 the FEN names it, and the hash tells the position from the same one without the bomb.
TEST(FrozenChess13, ABombIsInTheFenAndTheHash) {
  auto v = fc13();
  const std::string board = "15k/16/16/16/16/16/16/16/16/16/16/4A11/16/16/16/K15 w - - 0 1";
  Position p = at(*v, board);
  ASSERT_TRUE(legal(*v, p, "bomb@e5"));
  auto a = lookup_action(*v, p, "bomb@e5");
  ASSERT_TRUE(a.ok());
  v->apply(p, *a, nullptr);
  const std::string fen = format_fen(*v, p);
  EXPECT_NE(fen.find("bomb:e5=1"), std::string::npos) << fen;
  EXPECT_NE(fen.find("bomber:e5=e5"), std::string::npos) << fen;
  const Position same_without = at(*v, "15k/16/16/16/16/16/16/16/16/16/16/4A11/16/16/16/K15 b - - 1 1");
  EXPECT_NE(p.hash(), same_without.hash());
  EXPECT_EQ(p.hash(), at(*v, fen).hash());
}

// The jester's trap is a mark of its square (jester.traps): after the white jester's leap e5-g7 the FEN names
// the trap on e5 and its jester, and the hash tells the position from the same one without the trap.
TEST(FrozenChess13, ATrapIsInTheFenAndTheHash) {
  auto v = fc13();
  Position p = at(*v, "15k/16/16/16/16/16/16/16/16/16/16/4J11/16/16/16/K15 w - - 0 1");
  auto a = lookup_action(*v, p, "e5g7");
  ASSERT_TRUE(a.ok());
  v->apply(p, *a, nullptr);
  const std::string fen = format_fen(*v, p);
  EXPECT_NE(fen.find("trap:e5=1"), std::string::npos) << fen;
  EXPECT_NE(fen.find("trapper:e5=g7"), std::string::npos) << fen;
  EXPECT_EQ(p.hash(), at(*v, fen).hash());
  std::string without = fen;
  for (const char* mark : {" trap:e5=1", " trapper:e5=g7"}) {
    const size_t at_mark = without.find(mark);
    ASSERT_NE(at_mark, std::string::npos) << fen;
    without.erase(at_mark, std::string(mark).size());
  }
  EXPECT_NE(p.hash(), at(*v, without).hash()) << without;
}

// The assassin's Slip square is a mark of its square: after slip@e5>e8 the FEN names it and its assassin, and
// the hash tells the position from the same one without it.
TEST(FrozenChess13, ASlipSquareIsInTheFenAndTheHash) {
  auto v = fc13();
  Position p = at(*v, "15k/16/16/16/16/16/16/16/16/16/16/4A11/16/16/16/K15 w - - 0 1");
  auto a = lookup_action(*v, p, "slip@e5>e8");
  ASSERT_TRUE(a.ok());
  v->apply(p, *a, nullptr);
  const std::string fen = format_fen(*v, p);
  EXPECT_NE(fen.find("slip:e8=1"), std::string::npos) << fen;
  EXPECT_NE(fen.find("slipper:e8=e5"), std::string::npos) << fen;
  EXPECT_EQ(p.hash(), at(*v, fen).hash());
  EXPECT_NE(p.hash(), at(*v, "15k/16/16/16/16/16/16/16/16/16/16/4A11/16/16/16/K15 b - - 1 1").hash());
}

// A unit that slid on from a slip square stands where the slide ended: the black rook's ride m16-m8 onto the
// white slip square m8 ends on m6 (floor(8/3) = 2 squares on), m8 empty and still a slip square.
TEST(FrozenChess13, ASlidUnitMovesFromWhereItSlid) {
  auto v = fc13();
  Position p = at(*v, "12r2k/16/16/16/16/16/16/16/16/16/16/16/16/16/16/K15 b - - 0 1 slip:m8=1");
  auto a = lookup_action(*v, p, "m16m8");
  ASSERT_TRUE(a.ok());
  v->apply(p, *a, nullptr);
  EXPECT_TRUE(p.empty(make_square(12, 7)));
  ASSERT_FALSE(p.empty(make_square(12, 5)));
  EXPECT_EQ(p.attribute(*p.schema().attribute("slip"), make_square(12, 7)), 1);
}

// Every victim of an explosion lies in a tomb of its own (respawn.queue-order-example = own-tomb): the white
// knight d3 captures the black jester e5 beside the black rook f6, the black pawn d6 and the white pawn f4;
// each of the three lies alone in the tomb of its square, the jester and the knight on e5.
TEST(FrozenChess13, EveryExplosionVictimLiesInATombOfItsOwn) {
  auto v = fc13();
  Position p = at(*v, "15k/16/16/16/16/16/16/16/16/16/3p1r10/4j11/5P10/3L12/16/K15 w - - 0 1");
  auto a = lookup_action(*v, p, "d3e5");
  ASSERT_TRUE(a.ok());
  v->apply(p, *a, nullptr);
  const std::string fen = format_fen(*v, p);
  for (const char* t : {"tomb:d6=[p]", "tomb:f6=[r]", "tomb:f4=[P]", "tomb:e5=[jL]"}) EXPECT_NE(fen.find(t), std::string::npos) << t << "\n" << fen;
}

// Kings alone: the white king on e1 has d1, f1, d2, e2, f2, and the null move: 6.
TEST(FrozenChess13, ALoneKingHasFiveStepsAndTheNullMove) {
  auto v = fc13();
  const Position p = at(*v, "4k11/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4K11 w - - 0 1");
  EXPECT_EQ(legal_texts(*v, p).size(), 6u);
}

// bounce.orthogonal with a 16-square range (bounce.range-limit): the rook on a1 rides 15 squares to a16,
// turns right (left is off the board) and has one square left: b16. With 20 idle turns its base range is
// 17 (range-extension.idle): c16 too. After CRR of 13 it is 3 (crr.minimum's floor): a4 at most.
TEST(FrozenChess13, AnOrthogonalBounceSpendsTheRange) {
  auto v = fc13();
  const std::string board = "15k/16/16/16/16/16/16/16/16/16/16/16/16/16/16/R6K8 w - - 0 1";
  const Position p = at(*v, board);
  EXPECT_TRUE(legal(*v, p, "a1a16b16"));
  EXPECT_FALSE(legal(*v, p, "a1a16c16"));
  EXPECT_TRUE(legal(*v, at(*v, board + " idle@a1=20"), "a1a16c16"));
  const Position reduced = at(*v, board + " crr-orthogonal@a1=13");
  EXPECT_TRUE(legal(*v, reduced, "a1a4"));
  EXPECT_FALSE(legal(*v, reduced, "a1a5"));
}

// bounce.diagonal: the bishop on a1 rides to p16 (15 squares), meets the corner (both sides blocked) and
// reverses for its last square: o15 (bounce.self-crossing: it crosses its own path). Against an edge one
// component flips: from m1 north-east to p4, then north-west.
TEST(FrozenChess13, ADiagonalBounceReflectsLikeLight) {
  auto v = fc13();
  const Position p = at(*v, "8k7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/B3K11 w - - 0 1");
  EXPECT_TRUE(legal(*v, p, "a1p16o15"));
  EXPECT_TRUE(legal(*v, p, "a1p16"));
  EXPECT_FALSE(legal(*v, p, "a1p16n14m13"));  // one bounce, not two: o15 is reached by reversing
  // Against the right edge: the bishop on m1 rides north-east to p4 (3 squares), reflects to north-west.
  const Position q = at(*v, "8k7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/4K7B3 w - - 0 1");
  EXPECT_TRUE(legal(*v, q, "m1p4o5"));
  EXPECT_FALSE(legal(*v, q, "m1p4q5"));
}

// cannon.capture (ranged-up-to-3-clear-path): the cannon on d1 captures the black pawn on d3 over the empty
// d2 and stays on d1; it has no other action (cannon.immobile).
TEST(FrozenChess13, TheCannonCapturesAndStays) {
  auto v = fc13();
  Position p = at(*v, "8k7/16/16/16/16/16/16/16/16/16/16/16/16/3p12/16/3O4K7 w - - 0 1");
  ASSERT_TRUE(legal(*v, p, "d1d3"));
  EXPECT_FALSE(legal(*v, p, "d1d2"));
  auto a = lookup_action(*v, p, "d1d3");
  ASSERT_TRUE(a.ok());
  v->apply(p, *a, nullptr);
  EXPECT_EQ(v->letter(p.at(make_square(3, 0))), 'O');
  EXPECT_TRUE(p.empty(make_square(3, 2)));
}

// kind-immunity.no-engage: the rook on a1 may not capture the black rook on a8 (the path is clear), but
// may capture the black knight on h1; refused with the clause.
TEST(FrozenChess13, KindImmunityRefusesTheSameKind) {
  auto v = fc13();
  const Position p = at(*v, "8k7/16/16/16/16/16/16/16/r15/16/16/16/16/16/16/R6l4K3 w - - 0 1");
  EXPECT_FALSE(legal(*v, p, "a1a8"));
  EXPECT_TRUE(legal(*v, p, "a1h1"));
  EXPECT_EQ(v->refusal(p, *parse_action(*v, "a1a8")), "kind-immunity.no-engage");
}

// double-move.non-capture: after a1a2 the same rook may move again (a2b2) but not capture, and another unit
// may not move; 0000 ends the turn.
TEST(FrozenChess13, TheDoubleMoveIsTheSameUnitsAndDoesNotCapture) {
  auto v = fc13();
  Position p = at(*v, "8k7/16/16/16/16/16/16/16/16/16/16/16/16/16/16/R6K7n w - - 0 1");
  auto a = lookup_action(*v, p, "a1a2");
  ASSERT_TRUE(a.ok());
  v->apply(p, *a, nullptr);
  EXPECT_EQ(p.side_to_move(), Side::kWhite);
  EXPECT_TRUE(legal(*v, p, "a2b2"));
  EXPECT_TRUE(legal(*v, p, "0000"));
  EXPECT_FALSE(legal(*v, p, "h1h2"));
  EXPECT_EQ(v->refusal(p, *parse_action(*v, "h1h2")), "double-move.non-capture");
}

}  // namespace
}  // namespace arbiter
