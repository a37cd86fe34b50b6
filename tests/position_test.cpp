#include <new>

#include <gtest/gtest.h>

#include "model/core/fen.h"
#include "model/core/scratch.h"
#include "tests/state_variant.h"

namespace arbiter {
namespace {

using testing::StateVariant;

TEST(Position, ExtendedFenCarriesEveryKindOfState) {
  StateVariant v;
  std::string fen =
      "k11/12/12/12/12/12/12/12/12/12/4N7/K11 w - - 0 1 cast=7 moves=12 death:e4=1 level:a1=-3 level:l12=63 "
      "paralysis@e2=2 tomb:d5=[Pn]";
  auto p = parse_fen(v, fen);
  ASSERT_TRUE(p) << p.error();
  EXPECT_EQ(p->counter(0), 7);
  EXPECT_EQ(p->attribute(0, make_square(4, 3)), 1);
  EXPECT_EQ(p->attribute(1, make_square(0, 0)), -3);
  EXPECT_EQ(p->attribute(2, make_square(4, 1)), 2);
  EXPECT_EQ(p->stack(0, make_square(3, 4)).size(), 2u);
  EXPECT_EQ(format_fen(v, *p), fen);
}

// The memo of the last position (scratch.h) is kept per asker. An asker made where a freed one stood (a variant
// made under another reading, at the same address, asked about a position of the same hash: removal12's
// knight immobilisation under both-colours, then enemy-only, gave the first answer to the second) is another
// asker: the value is made again.
TEST(LastPosition, AnAskerWhereAFreedOneStoodIsAskedAgain) {
  StateVariant v;
  auto pos = parse_fen(v, v.start_fen());
  ASSERT_TRUE(pos) << pos.error();
  LastPosition<int> last;
  alignas(AskerId) unsigned char place[sizeof(AskerId)];
  int made = 0;
  AskerId* first = new (place) AskerId;
  EXPECT_EQ(last.get(*first, *pos, [&] { return ++made; }), 1);
  EXPECT_EQ(last.get(*first, *pos, [&] { return ++made; }), 1);  // kept: the same asker, position and hash
  first->~AskerId();
  AskerId* second = new (place) AskerId;  // the same address
  EXPECT_EQ(last.get(*second, *pos, [&] { return ++made; }), 2);
  EXPECT_EQ(made, 2);
  second->~AskerId();
}

TEST(Position, CounterAtItsInitialValueIsOmitted) {
  StateVariant v;
  auto p = parse_fen(v, v.start_fen());
  ASSERT_TRUE(p) << p.error();
  EXPECT_EQ(p->counter(0), 1);  // cast starts at 1
  EXPECT_EQ(format_fen(v, *p), v.start_fen());
}

TEST(Position, StateErrorsNameTheEntry) {
  StateVariant v;
  const std::string base = "k11/12/12/12/12/12/12/12/12/12/12/K11 w - - 0 1 ";
  auto expect_error = [&](const std::string& tail, const std::string& fragment) {
    auto p = parse_fen(v, base + tail);
    ASSERT_FALSE(p) << tail;
    EXPECT_NE(p.error().find(fragment), std::string::npos) << p.error();
  };
  expect_error("cast=21", "from 1 to 20");
  expect_error("level:a1=64", "from -63 to 63");
  expect_error("paralysis@e4=1", "no piece stands on e4");
  expect_error("death@e4=1", "no piece attribute \"death\"");
  expect_error("tomb:d5=Pn", "written [pieces]");
  expect_error("tomb:d5=[Px]", "unknown piece letter");
  expect_error("death:m1=1", "not a square of the board");
  expect_error("weather=3", "no counter \"weather\"");
}

TEST(Position, PieceAttributesTravelWithThePieceAndLeaveWithIt) {
  StateVariant v;
  auto p = parse_fen(v, "k11/12/12/12/12/12/12/12/12/12/4N7/K11 w - - 0 1 paralysis@e2=3");
  ASSERT_TRUE(p) << p.error();
  p->move(make_square(4, 1), make_square(4, 5));
  EXPECT_EQ(p->attribute(2, make_square(4, 1)), 0);
  EXPECT_EQ(p->attribute(2, make_square(4, 5)), 3);
  EXPECT_EQ(p->consistency_error(), "");
  p->remove(make_square(4, 5));
  EXPECT_EQ(p->attribute(2, make_square(4, 5)), 0);
  EXPECT_EQ(p->consistency_error(), "");
}

TEST(Position, IncrementalHashEqualsHashFromScratchAfterEveryMutation) {
  StateVariant v;
  Position p = v.start_position();
  uint64_t start = p.hash();
  p.set_attribute(0, make_square(4, 4), 1);
  p.set_counter(1, 5);
  p.set_stack(0, make_square(2, 2), {Piece(1, Side::kBlack)});
  p.put(make_square(6, 6), Piece(2, Side::kWhite));
  p.set_attribute(2, make_square(6, 6), 4);
  EXPECT_EQ(p.consistency_error(), "");
  EXPECT_NE(p.hash(), start);
  // Undo everything by hand: the hash must come back, since it depends on the state only.
  p.remove(make_square(6, 6));
  p.set_stack(0, make_square(2, 2), {});
  p.set_counter(1, 0);
  p.set_attribute(0, make_square(4, 4), 0);
  EXPECT_EQ(p.hash(), start);
  EXPECT_EQ(p.consistency_error(), "");
}

// A stack set again replaces the units it held, however many (issue 17: the fuzzer's FEN target found that
// replacing a stack of three read units that take() had already moved: an assertion under the sanitizers,
// where this test aborted, and in Release an erase at the vector's end that happened to drop the right unit;
// minimised: frozenchess13 "15k/.../16 b tomb:e5=[JJJ] tomb:e5=[R]").
TEST(Position, ASetStackReplacesEveryUnitItHeld) {
  StateVariant v;
  Position p = v.start_position();
  const Square s = make_square(3, 4);
  p.set_stack(0, s, {Piece(1, Side::kWhite), Piece(2, Side::kBlack), Piece(6, Side::kWhite)});
  ASSERT_EQ(p.stack(0, s).size(), 3u);
  p.set_stack(0, s, {Piece(2, Side::kWhite)});
  EXPECT_EQ(p.stack(0, s), std::vector<Piece>{Piece(2, Side::kWhite)});
  EXPECT_EQ(p.layered().size(), 1u);
  EXPECT_EQ(p.consistency_error(), "");
  EXPECT_EQ(p.hash(), p.compute_hash());
  // Through the FEN reader, as the fuzzer wrote it: the later entry is the stack.
  auto read = parse_fen(v, "k11/12/12/12/12/12/12/12/12/12/12/K11 w - - 0 1 tomb:d5=[PPN] tomb:d5=[n]");
  ASSERT_TRUE(read) << read.error();
  EXPECT_EQ(format_fen(v, *read), "k11/12/12/12/12/12/12/12/12/12/12/K11 w - - 0 1 tomb:d5=[n]");
}

TEST(Position, SideToMoveAndStateChangeTheHash) {
  StateVariant v;
  Position a = v.start_position();
  Position b = a;
  b.set_side_to_move(Side::kBlack);
  EXPECT_NE(a.hash(), b.hash());
  Position c = a;
  c.set_attribute(1, make_square(0, 0), -1);
  EXPECT_NE(a.hash(), c.hash());
  EXPECT_FALSE(a == c);
}

}  // namespace
}  // namespace arbiter
