// The command line as a user meets it: bad input gives one clear line and a non-zero exit.
#include <gtest/gtest.h>

#include <sys/wait.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "model/core/variant_table.h"

namespace {

struct Outcome {
  int exit_code;
  std::string output;  // stdout and stderr together
};

Outcome run(const std::string& args, const std::string& input = "") {
  const char* binary = std::getenv("ARBITER_BINARY");  // overrides the path of the built binary
  std::string cmd = std::string(binary ? binary : ARBITER_BINARY_PATH) + " " + args + " 2>&1";
  if (!input.empty()) cmd = "printf '" + input + "' | " + cmd;
  FILE* pipe = popen(cmd.c_str(), "r");
  std::string out;
  std::array<char, 4096> buf{};
  while (pipe && fgets(buf.data(), buf.size(), pipe)) out += buf.data();
  int status = pipe ? pclose(pipe) : -1;
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

int lines(const std::string& s) { return static_cast<int>(std::count(s.begin(), s.end(), '\n')); }

TEST(Cli, PerftCountsTheStartPosition) {
  Outcome r = run("perft --variant chess --depth 3");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("Nodes searched: 8902"), std::string::npos) << r.output;
}

// perft --cast N holds twentychess's cast N in force, brought in by its roll as in play: cast 4 counts its
// drops from the pools. Each side holds a queen, so White drops it on one of the 62 empty squares, less the 20
// from which it would check the king on a8 ("checking is not allowed"): a2-a7, b8-h8, b7-h1.
TEST(Cli, PerftWithACastInForceCountsItsDrops) {
  Outcome r = run("perft --variant twentychess --cast 4 --depth 1 --fen 'k7/8/8/8/8/8/8/K7 w - - 0 1 w-hand-q=1 b-hand-q=1'");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("Nodes searched: 42"), std::string::npos) << r.output;
  // Without pools the cast is orthodox chess: Ka1-b1, Ka1-b2 and the pawn's a2-a3, a2-a4. (Kings alone with
  // empty pools would be a dead position, ended by the roll: nothing to count.)
  Outcome plain = run("perft --variant twentychess --cast 4 --depth 1 --fen 'k7/8/8/8/8/8/P7/K7 w - - 0 1'");
  EXPECT_NE(plain.output.find("Nodes searched: 4"), std::string::npos) << plain.output;
  Outcome both = run("perft --variant twentychess --cast 4 --depth 1 --fen 'k7/8/8/8/8/8/8/K7 w - - 0 1 cast=2'");
  EXPECT_EQ(both.exit_code, 2) << both.output;
  EXPECT_NE(both.output.find("the position already has a cast in force (cast=2)"), std::string::npos) << both.output;
}

TEST(Cli, PerftDivideUsesStockfishFormat) {
  Outcome r = run("perft --variant chess --depth 1 --divide --fen '4k3/8/8/8/8/8/8/4K2R w K - 0 1'");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("e1g1: 1\n"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("\nNodes searched: 15\n"), std::string::npos) << r.output;
}

TEST(Cli, MalformedFenIsOneClearLine) {
  Outcome r = run("perft --variant chess --depth 1 --fen 'rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(lines(r.output), 1) << r.output;
  EXPECT_NE(r.output.find("rank 7, character 5 'x'"), std::string::npos) << r.output;
}

TEST(Cli, SeventeenBySeventeenBoardIsRefused) {
  std::string rank = "17";
  std::string fen = rank;
  for (int i = 1; i < 17; ++i) fen += "/" + rank;
  Outcome r = run("perft --variant chess --depth 1 --fen '" + fen + " w - - 0 1'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(lines(r.output), 1) << r.output;
  EXPECT_NE(r.output.find("largest board"), std::string::npos) << r.output;
  Outcome fairy = run("perft --variant fairy-17x17 --depth 1");
  EXPECT_EQ(fairy.exit_code, 2);
  EXPECT_EQ(lines(fairy.output), 1) << fairy.output;
}

TEST(Cli, UnknownVariantIsOneClearLine) {
  Outcome r = run("perft --variant chesss --depth 1");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(lines(r.output), 1) << r.output;
  EXPECT_NE(r.output.find("unknown variant \"chesss\""), std::string::npos) << r.output;
}

TEST(Cli, MoveTextThatDoesNotParseIsOneClearLine) {
  Outcome r = run("perft --variant chess --depth 1 --moves 'e2e4 e7e9'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(lines(r.output), 1) << r.output;
  EXPECT_NE(r.output.find("\"e9\" is not a square of the 8x8 board"), std::string::npos) << r.output;
}

TEST(Cli, BadDepthAndUnknownArgumentsAreUsageErrors) {
  EXPECT_EQ(run("perft --variant chess --depth x").exit_code, 2);
  EXPECT_EQ(run("perft --variant chess --depth 1 --frobnicate").exit_code, 2);
  EXPECT_EQ(run("nosuchcommand").exit_code, 2);
  // Each command declares its options once (oracle/cli/arguments.h, CLI11): the complaint names the argument and
  // what was expected, a misspelt option gets the nearest known ones, an option given twice is refused.
  Outcome missing = run("perft --variant chess --depth");
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_NE(missing.output.find("arbiter perft: --depth needs a value"), std::string::npos) << missing.output;
  Outcome misspelt = run("diff a.json b.json --frmat json");
  EXPECT_EQ(misspelt.exit_code, 2);
  EXPECT_NE(misspelt.output.find("unexpected argument \"--frmat\" (did you mean --format?)"), std::string::npos) << misspelt.output;
  Outcome twice = run("perft --variant chess --variant chess --depth 1");
  EXPECT_EQ(twice.exit_code, 2);
  EXPECT_NE(twice.output.find("--variant is given more than once"), std::string::npos) << twice.output;
}

TEST(Cli, UciAnswersUnknownCommandsAndKeepsRunning) {
  Outcome r = run("uci", "uci\\nfoo bar\\nisready\\nposition startpos moves e2e4\\nd\\ngo perft 1\\nquit\\n");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("uciok"), std::string::npos);
  EXPECT_NE(r.output.find("Unknown command: 'foo bar'"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("readyok"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("Fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("Nodes searched: 20"), std::string::npos) << r.output;
}

// Issue 35, item 1: `go perft 2147483647` ended in std::bad_alloc (a buffer per depth) and a signed overflow;
// `go perft 1x` ran as depth 1. The depth is held to arbiter perft's 1 to 20, the whole token read.
TEST(Cli, UciRefusesPerftDepthsOutsideOneToTwenty) {
  Outcome r = run("uci", "position startpos\\ngo perft 2147483647\\ngo perft 21\\ngo perft 1x\\ngo perft 0\\n"
                         "go perft -1\\ngo perft\\ngo perft 1 2\\ngo perft 2\\nquit\\n");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  size_t errors = 0;
  for (size_t at = r.output.find("only 'go perft N' (N from 1 to 20)"); at != std::string::npos;
       at = r.output.find("only 'go perft N' (N from 1 to 20)", at + 1))
    ++errors;
  EXPECT_EQ(errors, 7u) << r.output;
  EXPECT_NE(r.output.find("Nodes searched: 400"), std::string::npos) << r.output;  // chess perft 2 = 400
  EXPECT_EQ(r.output.find("Nodes searched: 20\n"), std::string::npos) << r.output;  // "1x" no longer runs depth 1
  EXPECT_EQ(run("perft --variant chess --depth 21").exit_code, 2);
  EXPECT_EQ(run("perft --variant chess --depth 1x").exit_code, 2);
}

// Issue 35, item 6: after a threefold repetition (declared as it occurs, chess/end.claims = automatic) e2e4 was
// legal, the verdict went back to ongoing and `go perft 1` counted 20. FIDE Article 5: a draw "immediately
// ends the game"; a decided game has no legal action. The knights' shuffle twice brings the start position
// back a third time after f6g8 (the Laws' count; stockfish agrees that the FEN is the start position's).
TEST(Cli, UciPlaysNoMoveAfterTheDrawAndCountsNothing) {
  const std::string shuffle = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8";
  Outcome r = run("uci", "position startpos moves " + shuffle + " e2e4\\nresult\\ngo perft 1\\nwhy e2e4\\n"
                         "position startpos moves " + shuffle + "\\ngo perft 1\\nquit\\n");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("info string error: move e2e4 is not legal: the game is over, 1/2-1/2 (threefold repetition)"),
            std::string::npos) << r.output;
  EXPECT_NE(r.output.find("Result: 1/2-1/2 (threefold repetition)"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("why refused chess/end.threefold-repetition"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("info string the game is over, 1/2-1/2 (threefold repetition)"), std::string::npos) << r.output;
  EXPECT_EQ(r.output.find("Nodes searched: 20"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("Nodes searched: 0"), std::string::npos) << r.output;
  // One move short of the third occurrence the game goes on: 20 moves (the start position's, a published count).
  Outcome before = run("uci", "position startpos moves g1f3 g8f6 f3g1 f6g8\\ngo perft 1\\nquit\\n");
  EXPECT_NE(before.output.find("Nodes searched: 20"), std::string::npos) << before.output;
  // arbiter perft plays --moves as a game too: a move after the draw is a usage error naming it.
  Outcome perft = run("perft --variant chess --depth 1 --moves \"" + shuffle + " e2e4\"");
  EXPECT_EQ(perft.exit_code, 2) << perft.output;
  EXPECT_NE(perft.output.find("the game is over"), std::string::npos) << perft.output;
}

TEST(Cli, UciReportsBadPositionsAndVariants) {
  Outcome r = run("uci", "setoption name UCI_Variant value nope\\nposition fen 8/8/8 w - - 0 1\\nposition startpos moves e2e5\\nd\\nquit\\n");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.output.find("info string error: unknown variant \"nope\""), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("info string error: FEN board: 3 ranks"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("info string error: move e2e5 is not legal"), std::string::npos) << r.output;
  // The illegal move leaves the position before it: the start position.
  EXPECT_NE(r.output.find("Fen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), std::string::npos) << r.output;
}

TEST(Cli, ProfilePointsAVariantDoesNotHaveAreUsageErrors) {
  Outcome perft = run("perft --variant chess --depth 1 --profile swap.range=anywhere");
  EXPECT_EQ(perft.exit_code, 2);
  EXPECT_NE(perft.output.find("interpretation point swap.range: not a point of chess's catalog"), std::string::npos)
      << perft.output;
  Outcome corpus = run("corpus --profile no.such-point=x");
  EXPECT_EQ(corpus.exit_code, 2);
  EXPECT_NE(corpus.output.find("no variant has the interpretation point no.such-point"), std::string::npos)
      << corpus.output;
  EXPECT_EQ(run("corpus --variant chess --profile swap.range=anywhere").exit_code, 2);
  // The UCI engine's profile serves every variant: each takes its own points.
  Outcome uci = run("uci", "setoption name Profile value swap.range=adjacent-only\nsetoption name UCI_Variant value "
                           "deathsquare12\nposition startpos\ngo perft 1\nsetoption name Profile value no.such=x\nquit\n");
  EXPECT_NE(uci.output.find("Nodes searched: "), std::string::npos) << uci.output;
  EXPECT_EQ(uci.output.find("info string error: deathsquare12"), std::string::npos) << uci.output;
  EXPECT_NE(uci.output.find("info string error: no variant has the interpretation point no.such"), std::string::npos)
      << uci.output;
}

std::string joined(const std::vector<std::string>& ids) {
  std::string out;
  for (const std::string& id : ids) out += (out.empty() ? "" : ", ") + id;
  return out;
}

// The help texts that list variants, and the UCI engine's UCI_Variant, are the variant table's: they name
// every variant, and each command's default is the table's.
TEST(Cli, HelpTextsAndUciNameTheVariantsOfTheTable) {
  Outcome soak = run("soak --help");
  EXPECT_EQ(soak.exit_code, 0) << soak.output;
  for (const arbiter::VariantRow& row : arbiter::variant_table())
    EXPECT_NE(soak.output.find(std::string(row.id)), std::string::npos) << row.id << " in\n" << soak.output;
  std::vector<std::string> soaked;
  for (const arbiter::VariantRow& row : arbiter::variant_table()) soaked.insert(soaked.end(), row.soak.begin(), row.soak.end());
  EXPECT_NE(soak.output.find("Variants (--variant V): " + joined(arbiter::variant_ids()) + ".\n"), std::string::npos) << soak.output;
  EXPECT_NE(soak.output.find("Without --variant: " + joined(soaked) + ".\n"), std::string::npos) << soak.output;
  EXPECT_NE(soak.output.find("frozenchess13"), std::string::npos) << soak.output;

  Outcome explore = run("explore --help");
  EXPECT_NE(explore.output.find("Without --variant, every variant with a catalog: " + joined(arbiter::catalog_variant_ids()) + ".\n"),
            std::string::npos) << explore.output;

  std::string offered = "option name UCI_Variant type combo default chess";
  for (const arbiter::VariantRow& row : arbiter::variant_table())
    for (std::string_view id : row.uci) offered += " var " + std::string(id);
  Outcome uci = run("uci", "uci\nquit\n");
  EXPECT_NE(uci.output.find(offered + "\n"), std::string::npos) << offered << "\n" << uci.output;
}

TEST(Cli, UciSelectsBigBoardVariants) {
  Outcome r = run("uci", "setoption name UCI_Variant value fairy-12x10\\nposition startpos\\ngo perft 1\\nquit\\n");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.output.find("a2a4: 1"), std::string::npos) << r.output;
}

}  // namespace
