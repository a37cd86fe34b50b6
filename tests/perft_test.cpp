// The published perft tables (fixtures/perft.txt, from the chessprogramming wiki), CI depths.
#include <gtest/gtest.h>

#include <fstream>

#include "oracle/engines/perft.h"
#include "oracle/engines/perft_suite.h"
#include "tests/test_support.h"

namespace arbiter {
namespace {

TEST(Perft, PublishedTablesAtTheirCiDepths) {
  auto cases = load_perft_table(default_perft_table());
  ASSERT_TRUE(cases) << cases.error();
  int checked = 0;
  for (const PerftCase& c : *cases) {
    Profile profile;
    ASSERT_TRUE(profile.parse(c.profile, nullptr)) << c.name;
    auto v = testing::variant(c.variant, profile);
    Position pos = testing::position(*v, c.fen);
    for (const auto& d : c.depths) {
      if (!d.in_ci) continue;
      EXPECT_EQ(perft(*v, pos, d.depth), d.nodes) << c.name << " depth " << d.depth;
      ++checked;
    }
  }
  EXPECT_GE(checked, 25);
}

TEST(Perft, DivideSumsToPerft) {
  auto v = testing::variant("chess");
  Position kiwipete = testing::position(*v, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  uint64_t sum = 0;
  auto entries = divide(*v, kiwipete, 3);
  for (const auto& e : entries) sum += e.nodes;
  EXPECT_EQ(entries.size(), 48u);
  EXPECT_EQ(sum, 97862u);
}

TEST(Perft, TableErrorsNameFileAndLine) {
  std::string path = ::testing::TempDir() + "/bad_perft.txt";
  {
    std::ofstream out(path);
    out << "# comment\nchess | start | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | 1=20 2=x\n";
  }
  auto cases = load_perft_table(path);
  ASSERT_FALSE(cases);
  EXPECT_NE(cases.error().find("bad_perft.txt:2:"), std::string::npos) << cases.error();
  EXPECT_NE(cases.error().find("\"2=x\""), std::string::npos) << cases.error();
}

}  // namespace
}  // namespace arbiter
