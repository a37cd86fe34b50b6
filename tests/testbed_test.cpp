// Core v2 carries frozenchess13's kinds of state: each test plays the testbed variant (model/testbed/testbed.h
// states its rules, the source of every expected value here) and checks, at every step, that the position's
// extended FEN reads back to the same text, hash and state although the re-read units get other ids.
#include <gtest/gtest.h>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "model/core/unit_text.h"
#include "model/testbed/testbed.h"

namespace arbiter {
namespace {

class Testbed : public testing::Test {
 protected:
  std::unique_ptr<MechanicVariant> v = testbed::make_testbed();

  Position setup(const std::string& fen) {
    auto p = parse_fen(*v, fen);
    EXPECT_TRUE(p) << p.error();
    return *p;
  }
  Square sq(const char* name) { return *v->geometry().parse_square(name); }
  // Plays a legal action, checking the judgement first; returns the trace.
  Trace play(Position& pos, const std::string& text) {
    auto a = parse_action(*v, text);
    EXPECT_TRUE(a) << a.error();
    Judgement j = v->check(pos, *a);
    EXPECT_TRUE(j.legal) << text << " refused by " << j.clause;
    Trace trace;
    v->apply(pos, *a, &trace);
    round_trip(pos);
    return trace;
  }
  void round_trip(const Position& pos) {
    std::string fen = format_fen(*v, pos);
    auto back = parse_fen(*v, fen);
    ASSERT_TRUE(back) << back.error() << "\n" << fen;
    EXPECT_EQ(format_fen(*v, *back), fen);
    EXPECT_EQ(back->hash(), pos.hash()) << fen;
    EXPECT_TRUE(*back == pos) << fen;
    EXPECT_EQ(pos.hash(), pos.compute_hash()) << fen;
    EXPECT_EQ(pos.consistency_error(), "") << fen;
    EXPECT_EQ(back->consistency_error(), "") << fen;
  }
  // Two king moves, one each, so the same side is to move again.
  void kings_shuffle(Position& pos) {
    bool right = pos.empty(sq("f1"));
    play(pos, right ? "e1f1" : "f1e1");
    play(pos, pos.empty(sq("f8")) ? "e8f8" : "f8e8");
  }
};

TEST_F(Testbed, AShadowAndAUnitShareASquare) {
  Position pos = setup("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1 ~d4=[n]");
  EXPECT_EQ(pos.at(sq("d4")), Piece(testbed::kStepper, Side::kWhite));
  ASSERT_EQ(pos.in(Place::ethereal(sq("d4"))).size(), 1u);
  UnitId shadow = pos.in(Place::ethereal(sq("d4"))).front()->id;
  round_trip(pos);
  play(pos, "d4d5");  // the standing stepper leaves; the shadow stays
  EXPECT_EQ(pos.square_of(shadow), sq("d4"));
  play(pos, "d4[e1]d5");  // the shadow steps onto the square the stepper stands on: shadows block nothing
  EXPECT_EQ(pos.square_of(shadow), sq("d5"));
  EXPECT_EQ(pos.at(sq("d5")).kind(), testbed::kStepper);
  EXPECT_NE(format_fen(*v, pos).find("~d5=[n]"), std::string::npos);
  // A standing unit becomes a shadow and keeps its id; two shadows then share d5, the first arrived first.
  UnitId stepper = pos.id_at(sq("d5"));
  play(pos, "shadow@d5");
  EXPECT_TRUE(pos.empty(sq("d5")));
  EXPECT_EQ(pos.locate(stepper)->layer, Layer::kEthereal);
  EXPECT_EQ(pos.unit_at({sq("d5"), Selector::of(Layer::kEthereal, 0)}), shadow);
  EXPECT_EQ(pos.unit_at({sq("d5"), Selector::of(Layer::kEthereal, 1)}), stepper);
  EXPECT_EQ(pos.address_of(stepper)->selector, Selector::of(Layer::kEthereal, 1));
  // Each is addressed on its own: the second (White's) steps away, the first (Black's) stays.
  play(pos, "e8d8");
  EXPECT_EQ(v->refusal(pos, *parse_action(*v, "d5[e1]d6")), "testbed/stepping.unit");  // Black's shadow
  play(pos, "d5[e2]d6");
  EXPECT_EQ(pos.square_of(stepper), sq("d6"));
  EXPECT_EQ(pos.square_of(shadow), sq("d5"));
  // An address that names no unit is no action at all.
  EXPECT_FALSE(v->check(pos, *parse_action(*v, "d6[e2]d7")).legal);
}

TEST_F(Testbed, ShadowsStepThroughStandingUnitsAndActivateAMonad) {
  // Black's shadow on c6 becomes a monad; White's shadow steps through the standing knights to it.
  Position pos = setup("4k3/8/2n5/8/3N4/8/8/4K3 b - - 0 1 ~c6=[n] ~e3=[N]");
  play(pos, "monad@c6[e1]");
  const int monad = *v->schema().attribute("monad");
  const UnitId m = pos.unit_at({sq("c6"), Selector::of(Layer::kEthereal, 0)});
  EXPECT_EQ(pos.unit_attribute(monad, m), 1);
  EXPECT_NE(format_fen(*v, pos).find("monad@c6~1=1"), std::string::npos) << format_fen(*v, pos);
  EXPECT_EQ(v->refusal(pos, *parse_action(*v, "e3[e1]d4")), "");  // onto the standing knight's square
  play(pos, "e3[e1]d4");
  play(pos, "e8d8");
  play(pos, "d4[e1]d5");
  play(pos, "d8e8");
  EXPECT_EQ(pos.unit_attribute(monad, m), 1);  // nothing reached its square yet
  Trace t = play(pos, "d5[e1]c6");  // through c6's standing knight, onto the monad's square
  EXPECT_TRUE(t.fired("testbed/monad.activated"));
  EXPECT_EQ(pos.unit_attribute(monad, m), 2);
  // A monad does not step of itself.
  EXPECT_EQ(v->refusal(pos, *parse_action(*v, "c6[e1]b6")), "testbed/monad.inactive");
}

TEST_F(Testbed, AShadowLeavingAMonadsSquareActivatesIt) {
  Position pos = setup("4k3/8/8/8/8/8/8/4K3 b - - 0 1 ~c6=[nN]");
  play(pos, "monad@c6[e1]");
  const int monad = *v->schema().attribute("monad");
  const UnitId m = pos.unit_at({sq("c6"), Selector::of(Layer::kEthereal, 0)});
  Trace t = play(pos, "c6[e2]c7");  // White's shadow leaves
  EXPECT_TRUE(t.fired("testbed/monad.activated"));
  EXPECT_EQ(pos.unit_attribute(monad, m), 2);
}

TEST_F(Testbed, AFusedStackIsCapturedMemberByMemberIntoATomb) {
  // d3 holds b's unit c (fused in last) over a (first): captured on the tomb square, the last in goes first.
  Position pos = setup("4k3/8/8/8/8/3n4/2N5/4K3 w - - 0 1 >d3=[nd] tomb:d3=1");
  const UnitId holder = pos.id_at(sq("d3"));
  const UnitId first = pos.unit_at({sq("d3"), Selector::of(Layer::kHeld, 0)});
  const UnitId last = pos.unit_at({sq("d3"), Selector::of(Layer::kHeld, 1)});
  // The capture may aim at one member (the whole stack is taken): its own text, and the plain capture's.
  Trace t = play(pos, "c2d3[h2]");
  EXPECT_TRUE(t.fired("testbed/stepping.member-aimed"));
  const int dead = *v->schema().stack("dead");
  auto queue = pos.in(Place::queued(dead, sq("d3")));
  ASSERT_EQ(queue.size(), 3u);
  EXPECT_EQ(queue[0]->id, last);
  EXPECT_EQ(queue[1]->id, first);
  EXPECT_EQ(queue[2]->id, holder);
  EXPECT_EQ(queue[0]->piece, Piece(testbed::kDragon, Side::kBlack));
  const int kills = *v->schema().attribute("kills");
  EXPECT_EQ(pos.attribute(kills, sq("d3")), 3);  // each member counted
  EXPECT_NE(format_fen(*v, pos).find("dead:d3=[dnn]"), std::string::npos) << format_fen(*v, pos);
}

TEST_F(Testbed, OccupancyDecidesWhatEachLayerMeets) {
  // d4: a standing stepper holding a fused dragon, and a black shadow; e4: a tomb; c4: a wall.
  Position pos = setup("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1 >d4=[D] ~d4=[n] ~e5=[N] tomb:e4=1 wall:c4=1");
  const Occupancy& o = v->occupancy();
  // A fused stack is any of its members' kinds: the stepper may blast as its dragon.
  EXPECT_EQ(o.kinds(pos, sq("d4")), KindSet::of(testbed::kStepper) | KindSet::of(testbed::kDragon));
  EXPECT_TRUE(o.kinds(pos, sq("e5")).empty());  // only a shadow there
  using L = Occupancy::Landing;
  // A standing mover shares a square with a shadow; a shadow shares one with a standing unit.
  EXPECT_EQ(o.landing(pos, {sq("e5"), {}}, Layer::kStanding, Side::kWhite), L::kShare);
  EXPECT_EQ(o.landing(pos, {sq("d4"), {}}, Layer::kEthereal, Side::kWhite), L::kShare);
  // A shadow aiming at an enemy shadow takes it; a tomb blocks shadows only; a standing unit blocks routes.
  EXPECT_EQ(o.landing(pos, {sq("d4"), Selector::of(Layer::kEthereal, 0)}, Layer::kEthereal, Side::kWhite), L::kCapture);
  EXPECT_EQ(o.landing(pos, {sq("e4"), {}}, Layer::kEthereal, Side::kWhite), L::kBlocked);
  EXPECT_EQ(o.landing(pos, {sq("e4"), {}}, Layer::kStanding, Side::kWhite), L::kFree);
  EXPECT_TRUE(o.blocks(pos, sq("d4"), Layer::kEthereal));
  EXPECT_FALSE(o.blocks(pos, sq("e5"), Layer::kStanding));
  // A capture aimed at a member takes the stack; an ethereal capturer takes only the shadow it names.
  EXPECT_EQ(o.victim(pos, {sq("d4"), Selector::of(Layer::kHeld, 0)}, Layer::kStanding), pos.id_at(sq("d4")));
  EXPECT_EQ(o.victim(pos, {sq("d4"), {}}, Layer::kEthereal), kNoUnit);
  // The rules follow: the shadow refused at the tomb by the occupancy, the stack's blast allowed.
  EXPECT_EQ(v->refusal(pos, *parse_action(*v, "e5[e1]e4")), "testbed/shadow.blocked");
  Position blast = setup("4k3/8/8/8/3Nn3/8/8/4K3 w - - 0 1 >d4=[D]");
  EXPECT_TRUE(v->check(blast, *parse_action(*v, "blast@d4")).legal);
  Position boxed = setup("4k3/8/8/8/3Xn3/8/8/4K3 w - - 0 1 >d4=[D]");  // a box lends nothing
  EXPECT_EQ(v->refusal(boxed, *parse_action(*v, "blast@d4")), "testbed/blast.who");
}

TEST_F(Testbed, OneActionTakesThreeVictimsEachToItsOwnTomb) {
  Position pos = setup("4k3/8/8/8/2nnn3/3D4/8/4K3 w - - 0 1 tomb:c4=1 tomb:d4=1 tomb:e4=1");
  Trace t = play(pos, "blast@d3");
  EXPECT_TRUE(t.fired("testbed/blast.takes-all"));
  const int dead = *v->schema().stack("dead");
  for (const char* s : {"c4", "d4", "e4"}) {
    EXPECT_TRUE(pos.empty(sq(s))) << s;
    EXPECT_EQ(pos.in(Place::queued(dead, sq(s))).size(), 1u) << s;
  }
  EXPECT_EQ(pos.attribute(*v->schema().attribute("kills"), sq("d3")), 3);
}

TEST_F(Testbed, AMindControlledUnitIsMovedByTheEnemyThroughTheStepHooks) {
  Position pos = setup("4k3/8/8/8/3n4/3N4/8/4K3 w - - 0 1 flood:e5=5");
  ActionList legal;
  v->legal_actions(pos, legal);
  bool listed = false;
  for (const Action& a : legal) listed |= action_text(*v, a) == "control@d3>d4>e5";
  EXPECT_TRUE(listed);
  Trace t = play(pos, "control@d3>d4>e5");
  EXPECT_TRUE(t.fired("testbed/control.moves-enemy"));
  EXPECT_TRUE(t.fired("testbed/flood.paralyses"));  // the controlled unit's step met the flood
  EXPECT_EQ(pos.at(sq("e5")), Piece(testbed::kStepper, Side::kBlack));
  EXPECT_EQ(pos.side_to_move(), Side::kBlack);
  // A wall refuses the controlled step as it refuses any.
  Position walled = setup("4k3/8/8/8/3n4/3N4/8/4K3 w - - 0 1 wall:e5=1");
  EXPECT_EQ(v->refusal(walled, *parse_action(*v, "control@d3>d4>e5")), "testbed/wall.blocks");
}

TEST_F(Testbed, ALoopedUnitIsNobodysAndItsStepsAreJudgedLikeMoves) {
  // A loop that crosses itself (b2-c3 and b3-c2 cross), with a wall on b3: the second step is refused.
  Position pos = setup("4k3/8/8/8/8/8/1N6/4K3 w - - 0 1 wall:b3=1");
  const UnitId looper = pos.id_at(sq("b2"));
  play(pos, "loop@b2{b2c3,c3b3,b3c2,c2b2}");
  EXPECT_FALSE(v->controls(pos, {sq("b2"), Selector::standing()}));  // Black to move, but White's neither
  play(pos, "e8d8");
  EXPECT_EQ(pos.square_of(looper), sq("c3"));  // its first step, before White's turn
  ActionList legal;
  v->legal_actions(pos, legal);
  for (const Action& a : legal) EXPECT_NE(a.from, sq("c3")) << action_text(*v, a);  // nobody's unit
  EXPECT_FALSE(v->controls(pos, {sq("c3"), Selector::standing()}));
  play(pos, "e1d1");
  Trace t = play(pos, "d8e8");  // the step c3-b3 meets the wall: refused, with the wall's clause
  EXPECT_TRUE(t.fired("testbed/wall.blocks"));
  EXPECT_TRUE(t.fired("testbed/loop.waits"));
  EXPECT_EQ(pos.square_of(looper), sq("c3"));
}

TEST_F(Testbed, ABoxIsPushedWithItsContent) {
  Position pos = setup("4k3/8/8/8/3NN3/8/8/4K3 w - - 0 1");
  UnitId inside = pos.id_at(sq("e4"));
  play(pos, "box@e4");
  EXPECT_EQ(pos.at(sq("e4")).kind(), testbed::kBox);
  EXPECT_EQ(pos.locate(inside)->layer, Layer::kHeld);
  play(pos, "e8d8");
  play(pos, "push@d4>e4");
  EXPECT_EQ(pos.at(sq("f4")).kind(), testbed::kBox);
  EXPECT_EQ(pos.square_of(inside), sq("f4"));
  EXPECT_NE(format_fen(*v, pos).find(">f4=[N]"), std::string::npos);
  // A push needs an empty square beyond.
  Position blocked = setup("4k3/8/8/8/3NNn2/8/8/4K3 w - - 0 1");
  EXPECT_EQ(v->refusal(blocked, *parse_action(*v, "push@d4>e4")), "testbed/push.destination-empty");
}

TEST_F(Testbed, ABoundPairMovesTogetherThroughATeleport) {
  Position pos = setup("4k3/8/8/8/8/8/1NN5/4K3 w - - 0 1");
  UnitId a = pos.id_at(sq("b2")), b = pos.id_at(sq("c2"));
  play(pos, "bind@b2>c2");
  play(pos, "e8d8");
  // b2's mirror is g7 (file 1 -> 6, rank 1 -> 6); c2 moves by the same (+5, +5) to h7.
  Trace t = play(pos, "portal@b2");
  EXPECT_TRUE(t.fired("testbed/bind.carried"));
  EXPECT_EQ(pos.id_at(sq("g7")), a);
  EXPECT_EQ(pos.id_at(sq("h7")), b);
  int bound = *v->schema().relation("bound");
  EXPECT_EQ(pos.related(bound, a), std::vector<UnitId>{b});
  EXPECT_NE(format_fen(*v, pos).find("bound@g7=h7"), std::string::npos);
  // The partner's destination taken: the bind refuses the teleport.
  Position taken = setup("4k3/7n/8/8/8/8/1NN5/4K3 w - - 0 1 bound@b2=c2 bound@c2=b2");
  EXPECT_EQ(v->refusal(taken, *parse_action(*v, "portal@b2")), "testbed/bind.destination-vacant");
}

TEST_F(Testbed, ALoopIsOneActionAndStepsOneMovePerTurn) {
  Position pos = setup("4k3/8/8/8/8/8/1N6/4K3 w - - 0 1");
  UnitId looper = pos.id_at(sq("b2"));
  play(pos, "loop@b2{b2c2,c2c3,c3b2}");
  EXPECT_EQ(pos.square_of(looper), sq("b2"));  // the loop starts before White's next turn
  // The loop is the unit's stored plan, public in the FEN with the index of its next step.
  EXPECT_NE(format_fen(*v, pos).find("loop@b2=0{b2c2,c2c3,c3b2}"), std::string::npos) << format_fen(*v, pos);
  std::vector<std::string> expected = {"c2", "c3", "b2", "c2"};
  for (const std::string& square : expected) {
    play(pos, pos.empty(sq("f8")) ? "e8f8" : "f8e8");
    EXPECT_EQ(pos.square_of(looper), sq(square.c_str()));
    EXPECT_EQ(v->refusal(pos, Action::move(pos.square_of(looper), sq("a1"))), "testbed/loop.no-control");
    play(pos, pos.empty(sq("f1")) ? "e1f1" : "f1e1");
  }
  // A plan of 16 steps is one action with one text; 17 is refused.
  std::string sixteen = "loop@a3{a3b3,b3a3,a3b3,b3a3,a3b3,b3a3,a3b3,b3a3,a3b3,b3a3,a3b3,b3a3,a3b3,b3a3,a3b3,b3a3}";
  auto a = parse_action(*v, sixteen);
  ASSERT_TRUE(a) << a.error();
  EXPECT_EQ(action_text(*v, *a), sixteen);
  EXPECT_EQ(a->plan().size(), 16u);
  Position open = setup("4k3/8/8/8/8/N7/8/4K3 w - - 0 1");
  EXPECT_TRUE(v->check(open, *a).legal);
  // Listed: only the smallest loop of each unit (loop.cpp); accepted as a move text all the same.
  ActionList listed;
  v->legal_actions(open, listed);
  for (const Action& l : listed) EXPECT_FALSE(l.same(*a));
  auto looked_up = lookup_action(*v, open, sixteen);
  ASSERT_TRUE(looked_up) << looked_up.error();
  EXPECT_TRUE(looked_up->same(*a));
  auto seventeen = parse_action(*v, sixteen.substr(0, sixteen.size() - 1) + ",a3b3}");
  EXPECT_EQ(v->refusal(open, *seventeen), "testbed/loop.length");
}

TEST_F(Testbed, APlanIsTheUnitsWhereverItGoes) {
  // A looper on b2 whose next step is the second (c2-c3); White's rotation of the block b1-c2 (its stepper on
  // c1 is in it) carries it to c2.
  Position pos = setup("4k3/8/8/8/8/8/1N6/2N1K3 w - - 0 1 loop@b2=1{b2c2,c2c3,c3b2}");
  const UnitId looper = pos.id_at(sq("b2"));
  const int loop = *v->schema().plan("loop");
  ASSERT_NE(pos.plan(loop, looper), nullptr);
  EXPECT_EQ(pos.plan(loop, looper)->next, 1);
  // Part of the position's identity: another next step is another position, another hash.
  Position other = setup("4k3/8/8/8/8/8/1N6/2N1K3 w - - 0 1 loop@b2=2{b2c2,c2c3,c3b2}");
  EXPECT_FALSE(other == pos);
  EXPECT_NE(other.hash(), pos.hash());
  Position none = setup("4k3/8/8/8/8/8/1N6/2N1K3 w - - 0 1");
  EXPECT_NE(none.hash(), pos.hash());
  // Rotated away, the plan stays the unit's (its squares as written); then its step waits off its path.
  play(pos, "rotate@b1");  // b2 -> c2
  EXPECT_EQ(pos.square_of(looper), sq("c2"));
  EXPECT_EQ(pos.plan(loop, looper)->steps.size(), 3u);
  EXPECT_NE(format_fen(*v, pos).find("loop@c2=1{b2c2,c2c3,c3b2}"), std::string::npos) << format_fen(*v, pos);
  // Its next step is c2-c3: on its square again, it takes it before White's turn.
  Trace t = play(pos, "e8d8");
  EXPECT_TRUE(t.fired("testbed/loop.steps-each-turn"));
  EXPECT_EQ(pos.square_of(looper), sq("c3"));
  EXPECT_EQ(pos.plan(loop, looper)->next, 2);
  // Captured, it leaves the game with its plan.
  Position taken = setup("4k3/8/8/8/8/2n5/1N6/4K3 b - - 0 1 loop@b2=0{b2c2,c2c3,c3b2}");
  play(taken, "c3b2");
  EXPECT_TRUE(taken.plans().empty());
  // A FEN plan that is not one says so.
  for (const char* bad : {"loop@b2=0", "loop@b2=4{b2c2,c2c3,c3b2}", "loop@b3=0{b2c2}", "loop@b2=0{}", "loop@b2=0{zz}"})
    EXPECT_FALSE(parse_fen(*v, std::string("4k3/8/8/8/8/8/1N6/4K3 w - - 0 1 ") + bad).ok()) << bad;
}

TEST_F(Testbed, AFusedStackMovesAsOne) {
  Position pos = setup("4k3/8/8/8/8/8/1NN5/4K3 w - - 0 1");
  UnitId member = pos.id_at(sq("b2"));
  play(pos, "fuse@b2>c2");
  play(pos, "e8d8");
  play(pos, "c2d3");
  EXPECT_EQ(pos.square_of(member), sq("d3"));
  EXPECT_NE(format_fen(*v, pos).find(">d3=[N]"), std::string::npos);
  // Captured, the stack leaves the game with its members (no tomb in this variant).
  Position take = setup("4k3/8/8/8/8/2n5/8/4K3 b - - 0 1 >c3=[n]");
  play(take, "e8d8");
  ASSERT_TRUE(v->check(take, *parse_action(*v, "e1d2")).legal);
  Position bk = setup("4k3/8/8/8/8/2n5/3N4/4K3 w - - 0 1 >c3=[n]");
  play(bk, "d2c3");
  EXPECT_TRUE(bk.layered().empty());
}

TEST_F(Testbed, AFloodDrainsAfterTenTurns) {
  Position pos = setup("4k3/8/8/8/8/8/1N6/4K3 w - - 0 1");
  play(pos, "flood@b2>b3");
  int flood = *v->schema().attribute("flood");
  EXPECT_EQ(pos.attribute(flood, sq("b3")), 9);  // 10, less the end of the turn it was cast in
  int turns = 1;
  bool drained = false;
  while (!drained && turns < 20) {
    bool right = pos.side_to_move() == Side::kWhite ? pos.empty(sq("f1")) : pos.empty(sq("f8"));
    std::string king = pos.side_to_move() == Side::kWhite ? (right ? "e1f1" : "f1e1") : (right ? "e8f8" : "f8e8");
    drained = play(pos, king).fired("testbed/flood.drains");
    ++turns;
  }
  EXPECT_EQ(turns, 10);
  EXPECT_EQ(pos.attribute(flood, sq("b3")), 0);
}

TEST_F(Testbed, AUnitSteppingIntoAFloodIsParalysed) {
  Position pos = setup("4k3/8/8/8/8/8/1N6/4K3 w - - 0 1 flood:b3=10");
  Trace t = play(pos, "b2b3");
  EXPECT_TRUE(t.fired("testbed/flood.paralyses"));
  play(pos, "e8d8");
  EXPECT_EQ(v->refusal(pos, *parse_action(*v, "b3b4")), "testbed/paralysis.no-action");
  play(pos, "e1d1");
  play(pos, "d8e8");
  EXPECT_TRUE(v->check(pos, *parse_action(*v, "b3b4")).legal);
}

TEST_F(Testbed, AnEggHatchesAfterItsTurnsAndTwiceAsFastWhenQuickened) {
  for (auto [extra, turns] : {std::pair{"", 6}, {" quick:b2=1", 3}}) {
    Position pos = setup(std::string("4k3/8/8/8/8/8/1E6/4K3 w - - 0 1 growth@b2=6") + extra);
    UnitId egg = pos.id_at(sq("b2"));
    int played = 0;
    while (pos.at(sq("b2")).kind() == testbed::kEgg && played < 12) {
      bool white = pos.side_to_move() == Side::kWhite;
      bool right = white ? pos.empty(sq("f1")) : pos.empty(sq("f8"));
      play(pos, white ? (right ? "e1f1" : "f1e1") : (right ? "e8f8" : "f8e8"));
      ++played;
    }
    EXPECT_EQ(played, turns) << extra;
    EXPECT_EQ(pos.at(sq("b2")), Piece(testbed::kDragon, Side::kWhite));
    EXPECT_EQ(pos.id_at(sq("b2")), egg);  // the same unit
  }
}

TEST_F(Testbed, ALockedPairSurvivesARotationOfTheirRegion) {
  Position pos = setup("4k3/8/8/8/8/8/1NN5/4K3 w - - 0 1 lock@b2=c2");
  int lock = *v->schema().relation("lock");
  UnitId a = pos.id_at(sq("b2")), b = pos.id_at(sq("c2"));
  // The block b1-c2 clockwise: b2 -> c2, c2 -> c1, c1 -> b1, b1 -> b2.
  play(pos, "rotate@b1");
  EXPECT_EQ(pos.id_at(sq("c2")), a);
  EXPECT_EQ(pos.id_at(sq("c1")), b);
  EXPECT_EQ(pos.related(lock, a), std::vector<UnitId>{b});
  EXPECT_NE(format_fen(*v, pos).find("lock@c2=c1"), std::string::npos);
}

TEST_F(Testbed, IdsDoNotChangeTheHashOrTheText) {
  // The same position reached two ways gives its units other ids, never another hash or text.
  Position direct = setup("4k3/8/8/8/8/8/1N1N4/4K3 b - - 0 1 >d2=[N]");  // b2 and d2 stand, d2 holds c2's unit
  Position played = setup("4k3/8/8/8/8/8/1NNN4/4K3 w - - 0 1");
  play(played, "fuse@b2>c2");
  Position swapped = setup("4k3/8/8/8/8/8/1NNN4/4K3 w - - 0 1");
  play(swapped, "fuse@c2>d2");
  EXPECT_EQ(format_fen(*v, swapped), format_fen(*v, direct));
  EXPECT_EQ(swapped.hash(), direct.hash());
  EXPECT_NE(format_fen(*v, played), format_fen(*v, direct));  // held by c2, not by d2
}

TEST_F(Testbed, EveryLegalActionIsCheckedByTheSamePath) {
  Position pos = setup("4k3/8/8/8/3NN3/8/1N6/4K3 w - - 0 1 ~a8=[N] flood:h8=3 lock@d4=e4");
  ActionList legal;
  v->legal_actions(pos, legal);
  EXPECT_FALSE(legal.empty());
  for (const Action& a : legal) {
    EXPECT_TRUE(v->check(pos, a).legal) << action_text(*v, a);
    auto reparsed = parse_action(*v, action_text(*v, a));
    ASSERT_TRUE(reparsed) << reparsed.error();
    EXPECT_TRUE(reparsed->same(a)) << action_text(*v, a);
    Position next = pos;
    v->apply(next, a, nullptr);
    round_trip(next);
  }
}

}  // namespace
}  // namespace arbiter
