#include <chrono>
#include <iostream>
#include <sstream>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "oracle/cli/arguments.h"
#include "oracle/cli/commands.h"
#include "oracle/engines/perft.h"
#include "oracle/engines/perft_suite.h"

namespace arbiter::cli {
namespace {

const char* kHelp =
    "usage: arbiter perft --variant V [--fen F] [--moves \"m1 m2 ...\"] --depth N [--divide] [--profile P]\n"
    "                     [--cast N]   (twentychess: hold cast N fixed: turn.cast-selection=fixed, the roll cast=N first)\n"
    "       arbiter perft --suite [--ci] [--table FILE]\n\n"
    "Counts the leaves of the legal-move tree. --divide prints one line per root move, \"move: count\", then\n"
    "\"Nodes searched: N\" as Stockfish does. --suite checks the published perft tables (fixtures/perft.txt),\n"
    "--ci only the depths marked for CI. Exit 1 when a count differs from the table, 2 on bad input.\n";

int run_suite(const std::string& table, bool ci_only) {
  auto cases = load_perft_table(table);
  if (!cases) {
    std::cerr << "arbiter perft: " << cases.error() << "\n";
    return kExitUsage;
  }
  int failures = 0;
  int passed = 0;
  for (const PerftCase& c : *cases) {
    Profile case_profile;
    std::string profile_error;
    if (!case_profile.parse(c.profile, &profile_error)) {
      std::cerr << table << ":" << c.line << ": " << profile_error << "\n";
      return kExitUsage;
    }
    auto variant = make_variant(c.variant, case_profile);
    if (!variant) {
      std::cerr << table << ":" << c.line << ": " << variant.error() << "\n";
      return kExitUsage;
    }
    auto pos = parse_fen(**variant, c.fen);
    if (!pos) {
      std::cerr << table << ":" << c.line << ": " << pos.error() << "\n";
      return kExitUsage;
    }
    for (const auto& d : c.depths) {
      if (ci_only && !d.in_ci) continue;
      auto start = std::chrono::steady_clock::now();
      uint64_t nodes = perft(**variant, *pos, d.depth);
      double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      bool ok = nodes == d.nodes;
      (ok ? passed : failures)++;
      std::cout << (ok ? "ok   " : "FAIL ") << c.variant << " " << c.name << " depth " << d.depth << ": " << nodes;
      if (!ok) std::cout << " (published " << d.nodes << ")";
      std::cout << "  " << static_cast<uint64_t>(seconds * 1000) << " ms, "
                << static_cast<uint64_t>(seconds > 0 ? nodes / seconds : 0) << " nodes/s" << std::endl;
    }
  }
  std::cout << passed << " passed, " << failures << " failed" << std::endl;
  return failures ? kExitFailed : kExitOk;
}

}  // namespace

int perft_command(const Args& args) {
  std::string variant_id, depth_text, profile_text, fen_text, moves_text, cast_text, table = default_perft_table();
  bool by_move = false, suite = false, ci_only = false;
  Command command("perft");
  command.option("--variant", variant_id).option("--fen", fen_text).option("--depth", depth_text).option("--moves", moves_text)
      .option("--profile", profile_text).option("--table", table).option("--cast", cast_text)
      .flag("--divide", by_move).flag("--suite", suite).flag("--ci", ci_only);
  std::string complaint = command.parse(args);
  if (command.help()) {
    std::cout << kHelp;
    return kExitOk;
  }
  if (!complaint.empty()) {
    std::cerr << "arbiter perft: " << complaint << "\n" << kHelp;
    return kExitUsage;
  }
  if (suite) return run_suite(table, ci_only);

  std::string error;
  if (variant_id.empty()) {  // no default: a count of another variant's tree would pass for this one's
    std::string known;
    for (const std::string& v : variant_ids()) known += (known.empty() ? "" : ", ") + v;
    std::cerr << "arbiter perft: --variant V is required (one of " << known << ")" << (depth_text.empty() ? ", and --depth N" : "")
              << "\n";
    return kExitUsage;
  }
  const std::optional<int> parsed_depth = parse_perft_depth(depth_text);
  if (!parsed_depth) {
    std::cerr << "arbiter perft: --depth expects a number from 1 to " << kMaxPerftDepth << ", got \"" << depth_text
              << "\"\n";
    return kExitUsage;
  }
  const int depth = *parsed_depth;
  Profile profile;
  if (!profile.parse(profile_text, &error)) {
    std::cerr << "arbiter perft: --profile: " << error << "\n";
    return kExitUsage;
  }
  if (!cast_text.empty()) {
    int cast = 0;
    try {
      size_t used = 0;
      cast = std::stoi(cast_text, &used);
      if (used != cast_text.size()) cast = 0;
    } catch (const std::exception&) {
    }
    if (variant_id != "twentychess" || cast < 1 || cast > 20) {
      std::cerr << "arbiter perft: --cast expects a number from 1 to 20 and --variant twentychess\n";
      return kExitUsage;
    }
    profile.set("turn.cast-selection", "fixed");
  }
  auto variant = make_variant(variant_id, profile);
  if (!variant) {
    std::cerr << "arbiter perft: " << variant.error() << "\n";
    return kExitUsage;
  }
  const Variant& v = **variant;
  auto pos = fen_text.empty() ? Result<Position>(v.start_position()) : parse_fen(v, fen_text);
  if (!pos) {
    std::cerr << "arbiter perft: --fen: " << pos.error() << "\n";
    return kExitUsage;
  }
  Position at = *pos;
  if (!cast_text.empty()) {
    // The cast comes into force by its roll, as in play: casts 4-6 count their drops from the pools.
    if (const int in_force = at.counter(*v.schema().counter("cast")); in_force != 0) {
      std::cerr << "arbiter perft: --cast: the position already has a cast in force (cast=" << in_force
                << "); give --cast or the FEN's cast, not both\n";
      return kExitUsage;
    }
    moves_text = "cast=" + cast_text + " " + moves_text;
  }
  // The moves are played as a game (a move after the one that ended it is refused, Game::legal_actions), and
  // an ended game has no legal action: its count is 0 at every depth.
  Game game(v, at);
  std::istringstream moves(moves_text);
  for (std::string m; moves >> m;) {
    ActionLookup found = find_legal_action(game, m);
    if (found.status != ActionLookup::Status::kLegal) {
      std::cerr << "arbiter perft: --moves: " << found.message << "\n";
      return kExitUsage;
    }
    game.play(found.action);
  }
  at = game.position();
  const bool ended = game.ended();
  if (ended) std::cerr << "arbiter perft: the game is over, " << game.outcome().text() << ": no action is legal\n";
  auto start = std::chrono::steady_clock::now();
  uint64_t total = 0;
  if (ended) {
    if (by_move) std::cout << "\n";
  } else if (by_move) {
    for (const DivideEntry& e : divide(v, at, depth)) {
      std::cout << e.move << ": " << e.nodes << "\n";
      total += e.nodes;
    }
    std::cout << "\n";
  } else {
    total = perft(v, at, depth);
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "Nodes searched: " << total << "\n";
  std::cerr << "time " << static_cast<uint64_t>(seconds * 1000) << " ms, "
            << static_cast<uint64_t>(seconds > 0 ? total / seconds : 0) << " nodes/s\n";
  return kExitOk;
}

}  // namespace arbiter::cli
