// Unit tests of removal12 (model/removal12/) on hand-built positions. Expectations come from the document's
// sentences quoted in each test and from hand counts written out.
#include <gtest/gtest.h>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "oracle/engines/perft.h"
#include "tests/test_support.h"

namespace arbiter {
namespace {

using testing::position;
using testing::variant;

int actions_from(const Variant& v, const Position& p, const std::string& square) {
  ActionList legal;
  v.legal_actions(p, legal);
  int n = 0;
  for (const Action& a : legal) n += p.geometry().square_name(a.from) == square;
  return n;
}

// Hand count (the moves of the start position): 66 pawn moves (12 single forward, 22 single diagonal, 12
// double straight, 20 double diagonal), 23 suicides, 23 king exchanges, 4 knight leaps (b1, k1), 4 dragon
// leaps (d1, i1), 4 jester moves borrowed from the dragons' knight moves (e1-d3/f3, h1-g3/i3), and 6 knight
// moves the knights lend their touching rook and bishop (a1-b3, c1-b3, c1-d3, j1-i3, j1-k3, l1-k3).
TEST(Removal12, PerftOneFromTheStartIsTheHandCount) {
  auto v = variant("removal12");
  EXPECT_EQ(perft(*v, v->start_position(), 1), 66u + 23 + 23 + 4 + 4 + 4 + 6);
}

// "Any piece in knight capture range cannot move and is immobilized" and towers "can protect rooks,but not
// towers": two white towers on one file, each a knight's move from a black knight, are both immobilized and
// neither shields the other. (Asking whether the first tower is held once asked the other tower's
// protection of it, which asked the first's: the found crash of the soak, an endless recursion.)
TEST(Removal12, TwoTowersOnALineAreBothHeldByKnights) {
  auto v = variant("removal12");
  // White: king l1, towers a1 and a5, pawns k2 l2; Black: king l12, knights b3 (a knight move from a1 and a5)
  // and b7, pawns k11 l11.
  Position p = position(*v, "11k/10pp/12/12/12/1n10/12/T11/12/1n10/10PP/T10K w - - 0 1");
  EXPECT_EQ(actions_from(*v, p, "a1"), 0);
  EXPECT_EQ(actions_from(*v, p, "a5"), 0);
}

// A joker "can capture like ... any nearby(before move) 3x3piece": a unit landing next to an enemy joker
// lends it its capture, and "King cannot ... move into check". White: king e1, rook a5, pawns k2 l2; Black:
// king l12, joker e6, pawns k11 l11. The rook on d5 or f5 touches the joker, which then captures like a rook
// down the e-file onto the king: both moves are illegal. On c5 it touches nothing; on e5 it touches the joker
// but stands on the file between it and the king. (The legal listing judges most rook moves without playing
// them, king_shield.h: this is the case its shield must leave to the variant's path.)
TEST(Removal12, AUnitLandingNextToAnEnemyJokerLendsItALineOntoTheKing) {
  auto v = variant("removal12");
  Position p = position(*v, "11k/10pp/12/12/12/12/4x7/R11/12/12/10PP/4K7 w - - 0 1");
  EXPECT_FALSE(testing::is_legal(*v, p, "a5d5"));
  EXPECT_FALSE(testing::is_legal(*v, p, "a5f5"));
  EXPECT_TRUE(testing::is_legal(*v, p, "a5c5"));
  EXPECT_TRUE(testing::is_legal(*v, p, "a5e5"));
  auto d5 = parse_action(*v, "a5d5");
  ASSERT_TRUE(d5.ok());
  EXPECT_EQ(v->refusal(p, *d5), "king.no-check-or-removed");
}

// board.black-setup and board.dragon-placement change the start position, which no scenario can show (each
// scenario sets its own position). The diagram prints only White's row, RNBDJQKJDBNR. board.black-setup =
// rotated: "Black's rank is White's read from Black's side (king f12, queen g12)", the row reversed on rank
// 12; mirror (the default): the same letters on the same files (queen f12, king g12).
// board.dragon-placement = file-order: "the queen-side pair is swapped (jester d1, dragon e1)".
TEST(Removal12, StartPositionUnderTheSetupReadings) {
  Profile rotated;
  rotated.set("board.black-setup", "rotated");
  EXPECT_EQ(variant("removal12", rotated)->start_fen(),
            "rnbdjkqjdbnr/pppppppppppp/12/12/12/12/12/12/12/12/PPPPPPPPPPPP/RNBDJQKJDBNR w - - 0 1");
  Profile file_order;
  file_order.set("board.dragon-placement", "file-order");
  EXPECT_EQ(variant("removal12", file_order)->start_fen(),
            "rnbjdqkjdbnr/pppppppppppp/12/12/12/12/12/12/12/12/PPPPPPPPPPPP/RNBJDQKJDBNR w - - 0 1");
  Profile both = rotated;
  both.set("board.dragon-placement", "file-order");
  EXPECT_EQ(variant("removal12", both)->start_fen(),
            "rnbdjkqdjbnr/pppppppppppp/12/12/12/12/12/12/12/12/PPPPPPPPPPPP/RNBJDQKJDBNR w - - 0 1");
  EXPECT_EQ(variant("removal12")->start_fen(),
            "rnbdjqkjdbnr/pppppppppppp/12/12/12/12/12/12/12/12/PPPPPPPPPPPP/RNBDJQKJDBNR w - - 0 1");
}

}  // namespace
}  // namespace arbiter
