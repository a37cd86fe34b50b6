// Speed and memory, measured here and only here (never by timed unit tests).
//   perft nodes/s: start position and Kiwipete, one thread, no hash table, bulk counting at depth 1;
//   the same counts by Debian's fairy-stockfish and stockfish, run as processes in the same run
//   (their wall time includes start-up, a few milliseconds);
//   random playouts: plies/s of random legal play to the end of the game (Variant::random_play: an action
//   drawn uniformly from the legal ones and played; variants made of mechanics draw without listing them and
//   keep the position they judged);
//   peak memory: the process's maximum resident set, printed at the end;
//   targets: after the run, each figure that has a target beside it (the issues that set them), and
//   whether it is met. A figure not measured in this run (filtered out, engine missing) says so.
#include <benchmark/benchmark.h>
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>
#include <random>
#include <string>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "oracle/engines/engine_process.h"
#include "oracle/engines/perft.h"

namespace arbiter {
namespace {

const char* kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const char* kKiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

// The figures of this run, by benchmark: wall-clock rates, for the targets table.
std::map<std::string, double>& measured() {
  static std::map<std::string, double> figures;
  return figures;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

std::shared_ptr<const Variant> variant(const std::string& id) {
  auto v = make_variant(id);
  if (!v) throw std::runtime_error(v.error());
  return *v;
}

void model_perft(benchmark::State& state, const char* variant_id, const char* fen) {
  auto v = variant(variant_id);
  auto pos = *fen ? parse_fen(*v, fen) : Result<Position>(v->start_position());
  if (!pos) throw std::runtime_error(pos.error());
  int depth = static_cast<int>(state.range(0));
  uint64_t nodes = 0;
  auto start = std::chrono::steady_clock::now();
  for (auto _ : state) {
    nodes = perft(*v, *pos, depth);
    benchmark::DoNotOptimize(nodes);
  }
  double elapsed = seconds_since(start);
  const std::string key = std::string("perft ") + variant_id + (fen == kKiwipete ? " kiwipete " : " ") + std::to_string(depth);
  measured()[key] = elapsed > 0 ? static_cast<double>(nodes) * state.iterations() / elapsed : 0;
  measured()[key + " ms"] = elapsed * 1000 / static_cast<double>(state.iterations());
  state.counters["nodes"] = static_cast<double>(nodes);
  state.counters["nodes/s"] = benchmark::Counter(static_cast<double>(nodes) * state.iterations(), benchmark::Counter::kIsRate);
}

void engine_perft(benchmark::State& state, const char* program_name, const char* fen) {
  std::string program = find_program(program_name);
  if (program.empty()) {
    state.SkipWithError((std::string(program_name) + " not installed").c_str());
    return;
  }
  int depth = static_cast<int>(state.range(0));
  uint64_t nodes = 0;
  auto start = std::chrono::steady_clock::now();
  for (auto _ : state) {
    EngineProcess engine;
    engine.start(program);
    engine.send(std::string("position fen ") + fen);
    engine.send("go perft " + std::to_string(depth));
    auto lines = engine.read_until([](const std::string& l) { return l.rfind("Nodes searched:", 0) == 0; }, 600000);
    if (!lines) {
      state.SkipWithError(lines.error().c_str());
      return;
    }
    nodes = std::stoull(lines->back().substr(16));
  }
  measured()[std::string("engine ") + program_name + " " + std::to_string(depth) + " ms"] =
      seconds_since(start) * 1000 / static_cast<double>(state.iterations());
  state.counters["nodes"] = static_cast<double>(nodes);
  state.counters["nodes/s"] = benchmark::Counter(static_cast<double>(nodes) * state.iterations(), benchmark::Counter::kIsRate);
}

void random_playouts(benchmark::State& state, const char* variant_id) {
  auto v = variant(variant_id);
  std::mt19937_64 rng(12345);
  uint64_t plies = 0;
  Action action;
  auto start = std::chrono::steady_clock::now();
  for (auto _ : state) {
    Position pos = v->start_position();
    for (int i = 0; i < 500; ++i) {
      if (!v->random_play(pos, rng, action)) break;
      ++plies;
    }
  }
  double elapsed = seconds_since(start);
  measured()[std::string("playouts ") + variant_id] = elapsed > 0 ? static_cast<double>(plies) / elapsed : 0;
  state.counters["plies/s"] = benchmark::Counter(static_cast<double>(plies), benchmark::Counter::kIsRate);
}

// Replaying a game from its move texts, as `position startpos moves ...` and a scenario's <moves> do: each text
// parsed and judged in its position (lookup_action on the game), then played with the verdict judged
// (Game::play). The game is a random one of up to 200 plies from the start, drawn once with a fixed seed.
void replay(benchmark::State& state, const char* variant_id) {
  auto v = variant(variant_id);
  std::mt19937_64 rng(20261202);
  std::vector<std::string> texts;
  {
    Game game(*v, v->start_position());
    Action action;
    for (int i = 0; i < 200 && !game.ended(); ++i) {
      if (!v->random_action(game.position(), rng, action)) break;
      texts.push_back(action_text(*v, action));
      game.play(action);
    }
  }
  uint64_t plies = 0;
  auto start = std::chrono::steady_clock::now();
  for (auto _ : state) {
    Game game(*v, v->start_position());
    for (const std::string& text : texts) {
      auto action = lookup_action(game, text);
      if (!action) {
        state.SkipWithError(("replay refused " + text + ": " + action.error()).c_str());
        return;
      }
      game.play(*action);
      ++plies;
    }
  }
  double elapsed = seconds_since(start);
  measured()[std::string("replay ") + variant_id + " ms"] = plies > 0 ? elapsed * 1000 / static_cast<double>(plies) : 0;
  state.counters["plies"] = static_cast<double>(texts.size());
  state.counters["ms/ply"] = plies > 0 ? elapsed * 1000 / static_cast<double>(plies) : 0;
}

BENCHMARK_CAPTURE(model_perft, chess_startpos, "chess", kStart)->Arg(5)->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK_CAPTURE(model_perft, chess_kiwipete, "chess", kKiwipete)->Arg(4)->Arg(5)->Unit(benchmark::kMillisecond)->Iterations(2)->UseRealTime();
BENCHMARK_CAPTURE(engine_perft, fairy_stockfish_kiwipete, "fairy-stockfish", kKiwipete)->Arg(5)->Unit(benchmark::kMillisecond)->Iterations(2)->UseRealTime();
BENCHMARK_CAPTURE(engine_perft, stockfish_kiwipete, "stockfish", kKiwipete)->Arg(5)->Unit(benchmark::kMillisecond)->Iterations(2)->UseRealTime();
BENCHMARK_CAPTURE(model_perft, deathsquare12_start, "deathsquare12", "")->Arg(2)->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK_CAPTURE(model_perft, quadrant12_start, "quadrant12", "")->Arg(2)->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK_CAPTURE(model_perft, removal12_start, "removal12", "")->Arg(2)->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK_CAPTURE(random_playouts, chess, "chess")->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK_CAPTURE(random_playouts, fairy_12x10, "fairy-12x10")->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK_CAPTURE(random_playouts, deathsquare12, "deathsquare12")->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK_CAPTURE(random_playouts, twentychess, "twentychess")->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK_CAPTURE(random_playouts, quadrant12, "quadrant12")->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK_CAPTURE(random_playouts, removal12, "removal12")->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK_CAPTURE(model_perft, frozenchess13_start, "frozenchess13", "")->Arg(2)->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK_CAPTURE(random_playouts, frozenchess13, "frozenchess13")->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK_CAPTURE(replay, frozenchess13, "frozenchess13")->Unit(benchmark::kMillisecond)->MinTime(1.0);

// One line per target: the figure, the target, and whether it is met.
void print_targets() {
  const auto& m = measured();
  // A figure of this run: its rate, or (time) its milliseconds per run; nullptr if not measured.
  auto find = [&](const std::string& key, bool time = false) -> const double* {
    auto it = m.find(time ? key + " ms" : key);
    return it == m.end() ? nullptr : &it->second;
  };
  std::printf("\ntargets (one run, this machine)                  measured        target\n");
  auto line = [](const char* what, const double* value, double target, const char* unit, double scale,
                 const char* source) {
    if (!value) {
      std::printf("  %-46s %-15s >= %.3g %s  (%s)\n", what, "not measured", target / scale, unit, source);
      return;
    }
    std::printf("  %-46s %8.3g %-6s >= %.3g %s  %s  (%s)\n", what, *value / scale, unit, target / scale, unit,
                *value >= target ? "met" : "MISSED", source);
  };
  // A time per unit of work, to stay at or below its target.
  auto at_most = [](const char* what, const double* value, double target, const char* unit, const char* source) {
    if (!value) {
      std::printf("  %-46s %-15s <= %.3g %s  (%s)\n", what, "not measured", target, unit, source);
      return;
    }
    std::printf("  %-46s %8.3g %-6s <= %.3g %s  %s  (%s)\n", what, *value, unit, target, unit,
                *value <= target ? "met" : "MISSED", source);
  };
  const double* ours = find("perft chess kiwipete 5", true);
  const double* theirs = find("engine stockfish 5", true);
  double ratio = ours && theirs && *ours > 0 ? *theirs / *ours : 0;
  line("chess Kiwipete perft 5, speed / stockfish's", ours && theirs ? &ratio : nullptr, 0.45, "x", 1,
       "issue 9: no slower than before core v2");
  line("deathsquare12 random playouts", find("playouts deathsquare12"), 16.7e3, "k/s", 1e3,
       "issue 9: no slower than before core v2");
  line("quadrant12 perft 2 from the start", find("perft quadrant12 2"), 6.0e6, "M/s", 1e6,
       "issue 9: 10x the 0.6 M nodes/s before");
  line("quadrant12 random playouts", find("playouts quadrant12"), 8.8e3, "k/s", 1e3,
       "issue 9: 10x the 880 plies/s before");
  // issue 13's targets for exploring millions of positions (the lines above are issue 9's floors)
  line("chess Kiwipete perft 5, speed / stockfish's", ours && theirs ? &ratio : nullptr, 0.6, "x", 1, "issue 13");
  line("twentychess random playouts", find("playouts twentychess"), 200e3, "k/s", 1e3, "issue 13");
  line("deathsquare12 random playouts", find("playouts deathsquare12"), 200e3, "k/s", 1e3, "issue 13");
  line("deathsquare12 perft 2 from the start", find("perft deathsquare12 2"), 20e6, "M/s", 1e6, "issue 13");
  line("quadrant12 random playouts", find("playouts quadrant12"), 200e3, "k/s", 1e3, "issue 13");
  line("quadrant12 perft 2 from the start", find("perft quadrant12 2"), 20e6, "M/s", 1e6, "issue 13");
  line("removal12 perft 2 from the start", find("perft removal12 2"), 20e6, "M/s", 1e6, "issue 13");
  line("removal12 random playouts", find("playouts removal12"), 200e3, "k/s", 1e3, "issue 10, issue 13");
  line("frozenchess13 random playouts", find("playouts frozenchess13"), 20e3, "k/s", 1e3, "issue 11, issue 13");
  line("frozenchess13 random playouts", find("playouts frozenchess13"), 100e3, "k/s", 1e3, "issue 31, item 10");
  line("frozenchess13 perft 2 from the start", find("perft frozenchess13 2"), 3e6, "M/s", 1e6, "issue 35, item 11");
  at_most("frozenchess13 replay of a game's move texts", find("replay frozenchess13", true), 0.5, "ms/ply",
          "issue 35, item 11");
}

}  // namespace
}  // namespace arbiter

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  arbiter::print_targets();
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  std::cout << "peak memory (max resident set): " << usage.ru_maxrss / 1024.0 << " MiB" << std::endl;
  return 0;
}
