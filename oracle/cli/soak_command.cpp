// `arbiter soak`: long random play with the model's invariants checked at every ply (issue 17's soak).
#include <chrono>
#include <iostream>
#include <random>

#include "model/core/fen.h"
#include "model/core/mechanic_variant.h"
#include "model/core/notation.h"
#include "model/core/variant.h"
#include "model/core/variant_table.h"
#include "oracle/cli/arguments.h"
#include "oracle/cli/commands.h"

namespace arbiter::cli {
namespace {

std::vector<std::string> soaked_variants() {
  std::vector<std::string> ids;
  for (const VariantRow& row : variant_table()) ids.insert(ids.end(), row.soak.begin(), row.soak.end());
  return ids;
}

std::string joined(const std::vector<std::string>& ids) {
  std::string out;
  for (const std::string& id : ids) out += (out.empty() ? "" : ", ") + id;
  return out;
}

// What is wrong with the ply `a` played from `before` to `after`, or "" (the invariants the properties check
// on sampled positions, here at every ply): the action is legal by the one legality path and its text
// parses back to it; the position after it is consistent (occupancy, royal squares, hash from scratch) and
// its FEN reads back to the same position and hash.
std::string ply_problem(const Variant& v, const Position& before, const Action& a, const Position& after) {
  if (const auto* m = dynamic_cast<const MechanicVariant*>(&v); m && !m->check(before, a).legal)
    return "the action drawn is not legal by check()";
  auto reparsed = parse_action(v, action_text(v, a));
  if (!reparsed || !reparsed->same(a)) return "the action's text does not parse back to it";
  if (std::string e = after.consistency_error(); !e.empty()) return "inconsistent position: " + e;
  auto back = parse_fen(v, format_fen(v, after));
  if (!back) return "its FEN does not read back: " + back.error();
  if (!(*back == after) || back->hash() != after.hash()) return "its FEN reads back to another position or hash";
  return "";
}

}  // namespace

int soak_command(const Args& args) {
  // The variants are the table's (model/core/variant_table.h), so that the help names every one.
  const std::string help =
      "usage: arbiter soak [--variant V] [--plies N] [--seed S]\n\n"
      "Plays random legal games (at most 500 plies each, from the start position) until N plies per variant\n"
      "(default 1000000), checking at every ply that the action is legal by check() and its text parses back,\n"
      "that the position is consistent and its FEN reads back to the same position and hash, and that the\n"
      "verdict computes. Prints plies per second per variant, and for a failure the position, the action and\n"
      "the line that reproduces it. Exit 1 on a failure.\n\n"
      "Variants (--variant V): " + joined(variant_ids()) + ".\n"
      "Without --variant: " + joined(soaked_variants()) + ".\n";
  std::string variant, plies_text = "1000000", seed_text = "20261125";
  Command command("soak");
  command.option("--variant", variant).option("--plies", plies_text).option("--seed", seed_text);
  std::string error = command.parse(args);
  if (command.help()) {
    std::cout << help;
    return kExitOk;
  }
  std::string complaint = unknown_variant(command, variant);
  long long target = 0;
  unsigned long seed = 0;
  try {
    target = std::stoll(plies_text);
    seed = std::stoul(seed_text);
    if (target < 1) throw std::invalid_argument("range");
  } catch (const std::exception&) {
    error = error.empty() ? "--plies and --seed expect positive numbers" : error;
  }
  if (!error.empty() || !complaint.empty()) {
    std::cerr << "arbiter soak: " << (error.empty() ? complaint : error) << "\n" << help;
    return kExitUsage;
  }
  bool failed = false;
  for (const std::string& id : variant.empty() ? soaked_variants() : std::vector<std::string>{variant}) {
    auto made = make_variant(id, Profile());
    if (!made) {
      std::cerr << "arbiter soak: " << made.error() << "\n";
      return kExitUsage;
    }
    const Variant& v = **made;
    std::mt19937_64 rng(seed);
    long long plies = 0;
    int games = 0;
    std::string problem;
    const auto start = std::chrono::steady_clock::now();
    while (plies < target && problem.empty()) {
      Game game(v, v.start_position());
      ++games;
      for (int ply = 0; ply < 500 && plies < target && problem.empty(); ++ply) {
        if (game.outcome().over()) break;
        const Position before = game.position();
        Action a;
        if (!v.random_action(before, rng, a)) break;
        game.play(a, nullptr);
        ++plies;
        problem = ply_problem(v, before, a, game.position());
        if (!problem.empty()) {
          std::cout << id << ": FAIL at game " << games << ", ply " << ply + 1 << ": " << problem << "\n"
                    << "  position: " << format_fen(v, before) << "\n  action: " << action_text(v, a) << "\n"
                    << "  reproduce: arbiter soak --variant " << id << " --seed " << seed << " --plies " << plies << "\n";
        }
      }
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cout << id << ": " << plies << " plies in " << games << " games, " << static_cast<long long>(plies / (seconds > 0 ? seconds : 1))
              << " plies/s" << (problem.empty() ? ", every invariant held" : "") << "\n";
    failed = failed || !problem.empty();
  }
  return failed ? kExitFailed : kExitOk;
}

}  // namespace arbiter::cli
