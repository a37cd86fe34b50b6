// Unit tests of the deathsquare12 mechanics (model/shared12/) on small hand-built positions. Expectations come
// from the document's sentences quoted in each test.
#include <gtest/gtest.h>

#include "model/core/fen.h"
#include "model/shared12/mechanics/all_pawns_lost.h"
#include "model/shared12/twelve_variant.h"
#include "oracle/engines/perft.h"
#include "tests/test_support.h"

namespace arbiter {
namespace {

using testing::is_legal;
using testing::play;
using testing::position;
using testing::variant;

// White king l1 with pawns k1 l2 k2, Black king l12 with pawns k12 l11 k11; the middle is free.
const char* kBase = "10pk/10pp/12/12/12/12/12/12/12/12/10PP/10PK";

std::string with(const std::string& board, const std::string& tail = "w - - 0 1") { return board + " " + tail; }

TEST(DeathSquare12, StartPositionHasTwelvePawnsEach) {
  auto v = variant("deathsquare12");
  Position p = v->start_position();
  int pawns = 0;
  for (Square s : p.geometry().squares()) pawns += v->letter(p.at(s)) == 'P';
  EXPECT_EQ(pawns, 12);  // "12 pawns+12 pieces per side"
}

TEST(DeathSquare, LandingKillsThePiece) {  // "pieces which land on them die"
  auto v = variant("deathsquare12");
  Game g = play(*v, with("10pk/10pp/12/12/12/12/12/12/2N9/12/10PP/10PK", "w - - 0 1 death:d6=1"), "c4d6");
  EXPECT_TRUE(g.position().empty(*v->geometry().parse_square("d6")));
}

TEST(DeathSquare, PassingParalysesAndEndsTheDoubleMove) {
  auto v = variant("deathsquare12");
  Position p = position(*v, with("10pk/10pp/12/12/12/12/12/R11/12/12/10PP/10PK", "w - - 0 1 death:c5=1"));
  EXPECT_TRUE(is_legal(*v, p, "a5f5"));
  EXPECT_FALSE(is_legal(*v, p, "a5f5f8"));
  Game g = play(*v, format_fen(*v, p), "a5f5 k11j10");
  EXPECT_FALSE(is_legal(*v, g.position(), "f5f6"));
}

TEST(Empower, KnightProtectedByRookMovesLikeRook) {
  auto v = variant("deathsquare12");
  Position p = position(*v, with("10pk/10pp/12/12/12/12/12/12/4N7/12/10PP/4R5PK"));
  EXPECT_TRUE(is_legal(*v, p, "e4e9"));
  EXPECT_TRUE(is_legal(*v, p, "e4c5"));
}

TEST(Guards, GuardedUnitCannotBeCaptured) {
  auto v = variant("deathsquare12");
  Position p = position(*v, with("10pk/10pp/12/12/4r7/12/2b9/12/4n7/12/10PP/4R5PK"));
  EXPECT_FALSE(is_legal(*v, p, "e1e4"));
  EXPECT_TRUE(is_legal(*v, p, "e1e3"));
}

TEST(KindImmunity, KnightCannotTakeKnight) {
  auto v = variant("deathsquare12");
  Position p = position(*v, with("10pk/10pp/12/12/12/12/5n6/12/4N7/12/10PP/10PK"));
  EXPECT_FALSE(is_legal(*v, p, "e4f6"));
  EXPECT_EQ(v->refusal(p, *parse_action(*v, "e4f6")), "kind-immunity.no-capture");
}

TEST(KnightsLeap, CapturesALeaptOverUnit) {
  auto v = variant("deathsquare12");
  Game g = play(*v, with("10pk/10pp/12/12/12/12/12/12/12/1p10/10PP/1N8PK"), "leap@b1>c3>b3");
  const Geometry& geo = v->geometry();
  EXPECT_TRUE(g.position().empty(*geo.parse_square("b3")));
  EXPECT_EQ(v->letter(g.position().at(*geo.parse_square("c3"))), 'N');
}

TEST(RookPush, PushesOffTheBoard) {
  auto v = variant("deathsquare12");
  Game g = play(*v, with("3b6pk/10pp/12/3R8/12/12/12/12/12/12/10PP/10PK"), "push@d9>d11");
  EXPECT_TRUE(g.position().empty(*v->geometry().parse_square("d12")));
}

TEST(Jester, ExplodesWhenCaptured) {
  auto v = variant("deathsquare12");
  Game g = play(*v, with("10pk/10pp/12/12/12/12/3p8/4j7/5P6/2B9/10PP/10PK"), "c3e5");
  const Geometry& geo = v->geometry();
  for (const char* s : {"e5", "d6", "f4", "c3"}) EXPECT_TRUE(g.position().empty(*geo.parse_square(s))) << s;
}

TEST(Jester, PresenceImmobilises) {
  auto v = variant("deathsquare12");
  Position p = position(*v, with("10pk/10pp/12/12/12/12/5n6/4J7/12/12/10PP/10PK", "b - - 0 1"));
  EXPECT_FALSE(is_legal(*v, p, "f6d7"));
}

TEST(King, OnlyExchanges) {
  auto v = variant("deathsquare12");
  Position p = position(*v, with(kBase));
  EXPECT_FALSE(is_legal(*v, p, "l1l2"));
  Game g = play(*v, with(kBase), "exchange@l1>k2");
  EXPECT_EQ(v->letter(g.position().at(*v->geometry().parse_square("k2"))), 'K');
}

TEST(Swap, FriendlyPiecesSwapButNotTheKing) {
  auto v = variant("deathsquare12");
  Position p = position(*v, with("10pk/10pp/12/12/12/12/12/12/4N7/12/10PP/R9PK"));
  EXPECT_TRUE(is_legal(*v, p, "swap@a1>e4"));
  EXPECT_FALSE(is_legal(*v, p, "swap@l1>e4"));
}

TEST(Pawns, OneSquareAnyDirectionAndPromotion) {
  auto v = variant("deathsquare12");
  Position p = position(*v, with("10pk/4P5pp/12/12/12/12/12/12/12/12/10PP/10PK"));
  EXPECT_TRUE(is_legal(*v, p, "e11e12q"));
  EXPECT_TRUE(is_legal(*v, p, "e11d10"));
  EXPECT_FALSE(is_legal(*v, p, "e11e12"));
}

TEST(GameEnd, LosingAllPawnsLoses) {
  auto v = variant("deathsquare12");
  Game g = play(*v, "11k/ppp9/12/12/12/12/12/12/4r7/12/12/4P6K b - - 0 1", "e4e1");
  Outcome o = g.outcome();
  ASSERT_EQ(o.status, Outcome::Status::kWin);
  EXPECT_EQ(o.winner, Side::kBlack);
  EXPECT_EQ(o.clause, "game-end.all-pawns-lost");
}

// game-end.no-fifty-move-rule ("50 moves rule not enforced"): at a halfmove clock of 100, where chess would
// end the game, the family's verdict lets it go on and names the clause by which it does; below 100 the
// verdict names nothing. Asked of the game end itself (the shared model/shared12/mechanics/all_pawns_lost.cpp).
TEST(GameEnd, NoFiftyMoveRuleNamesItsClauseWhereChessWouldStop) {
  auto v = variant("deathsquare12");
  const shared12::AllPawnsLost* family = nullptr;
  for (const auto& m : dynamic_cast<const shared12::TwelveVariant&>(*v).mechanics())
    if (auto* end = dynamic_cast<const shared12::AllPawnsLost*>(m.get())) family = end;
  ASSERT_NE(family, nullptr);
  const std::string board = "5jk5/pppppppppppp/12/12/12/12/12/12/12/12/PPPPPPPPPPPP/5JK5 w - - ";
  Game at_100(*v, position(*v, board + "100 80"));
  Outcome o = family->verdict(at_100);
  EXPECT_EQ(o.status, Outcome::Status::kOngoing);
  EXPECT_EQ(o.clause, "game-end.no-fifty-move-rule");
  Game at_99(*v, position(*v, board + "99 80"));
  Outcome before = family->verdict(at_99);
  EXPECT_EQ(before.status, Outcome::Status::kOngoing);
  EXPECT_TRUE(before.clause.empty()) << before.clause;
}

TEST(DeathSquare12, PerftFromTheStart) {
  auto v = variant("deathsquare12");
  Position p = v->start_position();
  EXPECT_EQ(perft(*v, p, 1), 811u);  // the model's own count; the unit tests above check its parts
}

TEST(DeathSquare12, UnknownOptionIsAnError) {
  Profile profile;
  profile.set("board.pawn-row", "no-such-option");
  EXPECT_FALSE(make_variant("deathsquare12", profile).ok());
}

TEST(DeathSquare12, UnimplementedOptionsAreClearErrors) {
  // promotion.by-displacement = promotes-owner-chooses needs an out-of-turn choice: not implemented, and
  // choosing it must fail loudly rather than fall back to the default.
  Profile profile;
  profile.set("promotion.by-displacement", "promotes-owner-chooses");
  auto v = make_variant("deathsquare12", profile);
  ASSERT_FALSE(v.ok());
  EXPECT_NE(v.error().find("promotion.by-displacement"), std::string::npos) << v.error();
}

TEST(DeathSquare12, AlternativeOptionsAreImplemented) {
  for (auto [point, option] : {std::pair{"death-square.recapture", "activates-when-empty"},
                               std::pair{"swap.range", "mutually-reachable"},
                               std::pair{"rook-push.blocked", "chain-push"},
                               std::pair{"jester.immobilize-duration", "both-two-owner-moves"}}) {
    Profile profile;
    profile.set(point, option);
    auto v = make_variant("deathsquare12", profile);
    EXPECT_TRUE(v.ok()) << point << " = " << option;
  }
}

}  // namespace
}  // namespace arbiter
