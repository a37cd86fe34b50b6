// Big-board geometry checked against Debian's `fairy-stockfish` (11.1): the `fairy` test variant defined
// for it in a variants.ini with its built-in piece types, on 10x10 and 12x10.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <random>

#include "model/core/notation.h"
#include "model/fairy/fairy.h"
#include "tests/engine_divide.h"
#include "tests/test_support.h"

namespace arbiter {
namespace {

struct Board {
  int files;
  int ranks;
};

class FairyStockfish : public ::testing::TestWithParam<Board> {
 protected:
  void SetUp() override {
    program_ = find_program("fairy-stockfish");
    if (program_.empty()) GTEST_SKIP() << "fairy-stockfish not installed (apt-get install fairy-stockfish); skipped";
    Board b = GetParam();
    name_ = "arbiterfairy" + std::to_string(b.files) + "x" + std::to_string(b.ranks);
    // One file per test: CTest runs the tests of this suite in parallel processes.
    std::string test = ::testing::UnitTest::GetInstance()->current_test_info()->name();
    std::replace(test.begin(), test.end(), '/', '-');  // parameterised names hold a slash
    ini_ = ::testing::TempDir() + "/" + name_ + "-" + test + ".ini";
    std::ofstream(ini_) << fairy::fairy_stockfish_ini(b.files, b.ranks, name_);
    ASSERT_TRUE(engine_.start(program_)) << engine_.error();
    engine_.send("uci");
    ASSERT_TRUE(engine_.read_until(testing::is_uciok, 10000));
    engine_.send("setoption name VariantPath value " + ini_);
    engine_.send("setoption name UCI_Variant value " + name_);
    engine_.send("isready");
    auto lines = engine_.read_until(testing::is_readyok, 10000);
    ASSERT_TRUE(lines) << lines.error();
    // A definition it rejects falls back to chess silently: insist on its own report of the board.
    std::string expected = "info string variant " + name_ + " files " + std::to_string(b.files) + " ranks " +
                           std::to_string(b.ranks);
    bool confirmed = false;
    for (const auto& l : *lines) confirmed = confirmed || l.rfind(expected, 0) == 0;
    ASSERT_TRUE(confirmed) << "fairy-stockfish did not confirm \"" << expected << "\"";
    auto v = make_variant(b.files == 10 && b.ranks == 10 ? "fairy" : "fairy-" + std::to_string(b.files) + "x" + std::to_string(b.ranks));
    ASSERT_TRUE(v) << v.error();
    variant_ = *v;
  }

  std::string program_, name_, ini_;
  EngineProcess engine_;
  std::shared_ptr<const Variant> variant_;
};

TEST_P(FairyStockfish, DepthOneFromTheStartMatchesTheHandCount) {
  // Counted by hand (see Fairy.StartPositionHasThirtyMovesByHand): 30 on 10 files; on 12 files the two
  // extra pawns add 4 and the outer bishops b1/k1 stay hemmed in: 34.
  int expected = GetParam().files == 10 ? 30 : 34;
  Position start = variant_->start_position();
  auto theirs = testing::engine_divide(engine_, format_fen(*variant_, start), 1);
  ASSERT_TRUE(theirs) << theirs.error();
  EXPECT_EQ(static_cast<int>(theirs->size()), expected);
  EXPECT_EQ(static_cast<int>(testing::model_divide(*variant_, start, 1).size()), expected);
}

TEST_P(FairyStockfish, DivideAgreesOnPositionsFromSeededRandomPlay) {
  std::mt19937 rng(20261122 + GetParam().files);
  int compared = 0;
  for (int game = 0; game < 8; ++game) {
    Position pos = variant_->start_position();
    int plies = 6 + game * 5;
    for (int i = 0; i < plies; ++i) {
      ActionList list;
      variant_->legal_actions(pos, list);
      if (list.empty()) break;
      variant_->apply(pos, list[rng() % list.size()], nullptr);
    }
    std::string fen = format_fen(*variant_, pos);
    auto theirs = testing::engine_divide(engine_, fen, 3);
    ASSERT_TRUE(theirs) << fen << ": " << theirs.error();
    std::string diff = testing::compare_divides(testing::model_divide(*variant_, pos, 3), *theirs);
    EXPECT_EQ(diff, "") << "position " << fen << " depth 3:\n" << diff;
    ++compared;
  }
  EXPECT_EQ(compared, 8);
}

TEST_P(FairyStockfish, StartPositionAgreesAtDepthThree) {
  Position start = variant_->start_position();
  auto theirs = testing::engine_divide(engine_, format_fen(*variant_, start), 3);
  ASSERT_TRUE(theirs) << theirs.error();
  EXPECT_EQ(testing::compare_divides(testing::model_divide(*variant_, start, 3), *theirs), "");
}

INSTANTIATE_TEST_SUITE_P(Boards, FairyStockfish, ::testing::Values(Board{10, 10}, Board{12, 10}),
                         [](const auto& info) { return std::to_string(info.param.files) + "x" + std::to_string(info.param.ranks); });

}  // namespace
}  // namespace arbiter
