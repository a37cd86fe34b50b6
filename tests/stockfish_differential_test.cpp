// Orthodox chess checked move by move against Debian's `stockfish`, an independent engine.
#include <gtest/gtest.h>

#include "tests/engine_divide.h"
#include "tests/test_support.h"

namespace arbiter {
namespace {

// Varied positions: the wiki's six, castling and en passant corner cases, promotions, checks and pins
// (several from Martin Sedlak's perft suite).
const char* kPositions[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1",
    "rnbqkb1r/ppppp1pp/7n/4Pp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "8/p7/8/1P6/K1k3p1/6P1/7P/8 w - - 0 1",
    "r3k2r/p6p/8/B7/1pp1p3/3b4/P6P/R3K2R w KQkq - 0 1",
    "8/5p2/8/2k3P1/p3K3/8/1P6/8 b - - 0 1",
    "r3k2r/pb3p2/5npp/n2p4/1p1PPB2/6P1/P2N1PBP/R3K2R w KQkq - 0 1",
    "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1",
    "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1",
    "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
    "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
    "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1",
    "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1",
    "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1",
    "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1",
    "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1",
    "4k3/1P6/8/8/8/8/K7/8 w - - 0 1",
    "8/P1k5/K7/8/8/8/8/8 w - - 0 1",
    "8/k1P5/8/1K6/8/8/8/8 w - - 0 1",
    "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1",
};

TEST(StockfishDifferential, DivideAgreesMoveByMove) {
  std::string program = find_program("stockfish");
  if (program.empty()) GTEST_SKIP() << "stockfish not installed (apt-get install stockfish); differential test skipped";
  EngineProcess engine;
  ASSERT_TRUE(engine.start(program)) << engine.error();
  engine.send("uci");
  ASSERT_TRUE(engine.read_until(testing::is_uciok, 10000));
  auto v = testing::variant("chess");
  int compared = 0;
  for (const char* fen : kPositions) {
    Position pos = testing::position(*v, fen);
    auto theirs = testing::engine_divide(engine, fen, 3);
    ASSERT_TRUE(theirs) << fen << ": " << theirs.error();
    std::string diff = testing::compare_divides(testing::model_divide(*v, pos, 3), *theirs);
    EXPECT_EQ(diff, "") << "position " << fen << " depth 3:\n" << diff;
    ++compared;
  }
  EXPECT_GE(compared, 20);
}

}  // namespace
}  // namespace arbiter
