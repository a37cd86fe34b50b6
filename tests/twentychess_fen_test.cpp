// twentychess: every position reached by legal play reads back from its FEN (issue 17, item 3). Each case
// plays from a hand-written position and holds the text the model prints against the validating reader.
#include <gtest/gtest.h>

#include "model/core/fen.h"
#include "model/twentychess/twentychess.h"
#include "tests/test_support.h"

namespace arbiter {
namespace {

class TwentyChessFen : public ::testing::Test {
 protected:
  std::shared_ptr<const Variant> v = testing::variant("twentychess");

  // Plays the moves and returns the position reached; fails the test unless its FEN reads back equal.
  Position reached(const std::string& fen, const std::string& moves) {
    Game g = testing::play(*v, fen, moves);
    std::string text = format_fen(*v, g.position());
    auto back = parse_fen(*v, text);
    EXPECT_TRUE(back.ok()) << text << ": " << (back.ok() ? "" : back.error());
    if (back.ok()) {
      EXPECT_TRUE(*back == g.position()) << text;
    }
    return g.position();
  }
};

// En passant takes a pawn that has just made a double step (the term en-passant of the catalog); a fool
// with a pawn's capacity moves like one, but it is no pawn: no black pawn can take it en passant, so its
// double step leaves no en passant square.
TEST_F(TwentyChessFen, AFoolsDoubleStepLeavesNoEnPassantSquare) {
  Position p = reached("4k3/8/8/8/1p6/8/F7/4K3 w - - 0 1 cast=1 capacity=1", "a2a4");
  EXPECT_EQ(p.at(v->geometry().parse_square("a4").value()), Piece(twentychess::kFool, Side::kWhite));
  EXPECT_EQ(p.en_passant(), kNoSquare);
  // b4 takes nothing en passant: only the pawn's push to b3 and the king's moves (d8 d7 e7 f7 f8) remain,
  // and black has the cast still in force (cast-scope white-and-black).
  EXPECT_FALSE(testing::is_legal(*v, p, "b4a3"));
  EXPECT_TRUE(testing::is_legal(*v, p, "b4b3"));
}

// A pawn's own double step beside an enemy pawn still leaves the square (the control case).
TEST_F(TwentyChessFen, APawnsDoubleStepStillLeavesItsEnPassantSquare) {
  Position p = reached("4k3/8/8/8/1p6/8/P7/4K3 w - - 0 1 cast=1", "a2a4");
  EXPECT_EQ(p.en_passant(), v->geometry().parse_square("a3").value());
  EXPECT_TRUE(testing::is_legal(*v, p, "b4a3"));
}

// Cast 6: each player drops as many captured pieces as the smaller pool holds (drops), then moves another
// chessman; the phase counts the turn's actions so far, so after the last of 9 drops it is 9, and the
// largest phase a position can hold is the largest number of drops.
TEST_F(TwentyChessFen, TheCast6PhaseCountsEveryDropOfTheTurn) {
  Position p = reached("4k3/8/8/8/8/8/8/4K3 w - - 0 1 cast=6 phase=8 drops=9 w-hand-q=1 b-hand-q=9", "Q@d4");
  const StateSchema& schema = v->schema();
  int phase = *schema.counter("phase");
  int drops = *schema.counter("drops");
  EXPECT_EQ(p.counter(phase), 9);
  EXPECT_GE(schema.counters[phase].max, schema.counters[drops].max);
  int most = schema.counters[drops].max;
  // Black, who plays the cast after White, held at least as many at the roll (cast-6.termination=equal-count).
  reached("4k3/8/8/8/8/8/8/4K3 w - - 0 1 cast=6 phase=" + std::to_string(most - 1) + " drops=" +
              std::to_string(most) + " w-hand-q=1 b-hand-q=" + std::to_string(most),
          "Q@d4");
}

// A drop cast's turn cannot ask for more drops than the side holds captured pieces (count_drops sets them
// to a holding). The fuzzer's move target found such a position, written by hand: with five pieces held and
// 22 drops due, listing its legal actions searched every placement of every piece for a way to finish the
// turn (over 100 s); with three, 0.4 s. It is no position of the game.
TEST_F(TwentyChessFen, MoreDropsDueThanPiecesHeldIsNoPosition) {
  auto p = parse_fen(*v, "4k3/8/8/8/8/8/8/4K2R w - - 0 1 cast=6 drops=22 w-hand-n=2 w-hand-b=2 w-hand-r=1 b-hand-r=1 b-hand-q=1");
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.error_kind(), ErrorKind::kInvalidSetup) << p.error();
  EXPECT_NE(p.error().find("White has 22 drops still to make this turn (drops=22, phase=0) but holds 5 captured pieces"),
            std::string::npos) << p.error();
  // As many due as held (the smaller holding at the roll, cast-6.termination = equal-count) is a position.
  auto due = parse_fen(*v, "4k3/8/8/8/8/8/8/4K2R w - - 0 1 cast=6 drops=2 phase=1 w-hand-n=1 b-hand-r=1 b-hand-q=1");
  EXPECT_TRUE(due.ok()) << (due.ok() ? "" : due.error());
}

// "In case both players has captured pieces": the cast's drops are counted when it comes into force
// (captured-pieces.condition-timing=start-of-cast) and stay in force for White's turn and Black's
// (turn.cast-scope=white-and-black; turn.phase-order=player-by-player: White drops and moves, then Black).
// So at White's turn Black, still to play the cast, holds at least the drops due; a position where he holds
// none is no position of the game: after White's turn it would ask Black for a drop he cannot make. The
// fuzzer's move target found it (issue 17): the first position below read, the one after White's turn did not.
TEST_F(TwentyChessFen, ADropCastAsksBothPlayersForTheirDrops) {
  auto p = parse_fen(*v, "r3k3/8/8/8/8/8/8/4K2R w - - 0 1 cast=4 drops=1 w-hand-n=1 b-hand-b=0");
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.error_kind(), ErrorKind::kInvalidSetup) << p.error();
  EXPECT_NE(p.error().find("Black has 1 drops to make in this cast after White's turn (drops=1) but holds 0 "
                           "captured pieces"),
            std::string::npos)
      << p.error();
  // With a bishop in Black's pool the same turn is a position, and so is every one its play reaches.
  Position after = reached("r3k3/8/8/8/8/8/8/4K2R w - - 0 1 cast=4 drops=1 w-hand-n=1 b-hand-b=1", "N@c3 h1h5");
  EXPECT_EQ(after.side_to_move(), Side::kBlack);
  reached("r3k3/8/8/8/8/8/8/4K2R w - - 0 1 cast=4 drops=1 w-hand-n=1 b-hand-b=1", "N@c3 h1h5 B@b5 a8a7");
  // At Black's turn White has played his part: his pool may be empty.
  EXPECT_TRUE(parse_fen(*v, "r3k3/8/8/8/8/8/8/4K2R b - - 0 1 cast=4 drops=1 b-hand-b=1").ok());
}

// turn.cast-scope=per-player-turn: each turn rolls its own cast, so only the mover drops in it, and the same
// position is one to play: after White's turn Black rolls a cast of his own.
TEST_F(TwentyChessFen, APerPlayerDropCastAsksOnlyTheMover) {
  Profile profile;
  profile.set("turn.cast-scope", "per-player-turn");
  auto each = testing::variant("twentychess", profile);
  auto p = parse_fen(*each, "r3k3/8/8/8/8/8/8/4K2R w - - 0 1 cast=4 drops=1 w-hand-n=1");
  ASSERT_TRUE(p.ok()) << p.error();
  Game g = testing::play(*each, "r3k3/8/8/8/8/8/8/4K2R w - - 0 1 cast=4 drops=1 w-hand-n=1", "N@c3 h1h5");
  EXPECT_EQ(g.position().counter(*each->schema().counter("cast")), 0);
  auto back = parse_fen(*each, format_fen(*each, g.position()));
  EXPECT_TRUE(back.ok()) << (back.ok() ? "" : back.error());
}

// turn.cast-selection=fixed (perft and analysis of one cast): the cast comes into force again at each
// period, so its drops are counted again from the pools then; a period where a pool is empty is orthodox.
TEST_F(TwentyChessFen, AFixedDropCastCountsItsDropsAgainEachPeriod) {
  Profile profile;
  profile.set("turn.cast-selection", "fixed");
  auto fixed = testing::variant("twentychess", profile);
  const std::string fen = "r3k3/8/8/8/8/8/8/4K2R w - - 0 1 cast=4 drops=1 w-hand-n=2 b-hand-b=1";
  Game g = testing::play(*fixed, fen, "N@c3 h1h5 B@b5 a8a7");
  int drops = *fixed->schema().counter("drops");
  // White still holds a knight, Black nothing: the next period of cast 4 is just orthodox chess.
  EXPECT_EQ(g.position().counter(drops), 0);
  EXPECT_TRUE(testing::is_legal(*fixed, g.position(), "e1d1"));
  EXPECT_FALSE(testing::is_legal(*fixed, g.position(), "N@d4"));
  auto back = parse_fen(*fixed, format_fen(*fixed, g.position()));
  EXPECT_TRUE(back.ok()) << (back.ok() ? "" : back.error());
  // Both still holding: the next period asks for a drop again.
  Game h = testing::play(*fixed, "r3k3/8/8/8/8/8/8/4K2R w - - 0 1 cast=4 drops=1 w-hand-n=2 b-hand-b=2",
                         "N@c3 h1h5 B@b5 a8a7");
  EXPECT_EQ(h.position().counter(drops), 1);
  EXPECT_TRUE(testing::is_legal(*fixed, h.position(), "N@d4"));
  EXPECT_FALSE(testing::is_legal(*fixed, h.position(), "e1d1"));
}

}  // namespace
}  // namespace arbiter
