// Speed and memory, measured here and only here (never by timed unit tests).
//   perft nodes/s: start position and Kiwipete, one thread, no hash table, bulk counting at depth 1;
//   the same counts by Debian's fairy-stockfish and stockfish, run as processes in the same run
//   (their wall time includes start-up, a few milliseconds);
//   random playouts: plies/s of random legal play to the end of the game;
//   peak memory: the process's maximum resident set, printed at the end.
#include <benchmark/benchmark.h>
#include <sys/resource.h>

#include <chrono>
#include <iostream>
#include <random>

#include "model/core/fen.h"
#include "oracle/engine_process.h"
#include "oracle/perft.h"

namespace arbiter {
namespace {

const char* kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const char* kKiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

std::shared_ptr<const Variant> variant(const std::string& id) {
  auto v = make_variant(id);
  if (!v) throw std::runtime_error(v.error());
  return *v;
}

void model_perft(benchmark::State& state, const char* variant_id, const char* fen) {
  auto v = variant(variant_id);
  auto pos = parse_fen(*v, fen);
  if (!pos) throw std::runtime_error(pos.error());
  int depth = static_cast<int>(state.range(0));
  uint64_t nodes = 0;
  for (auto _ : state) {
    nodes = perft(*v, *pos, depth);
    benchmark::DoNotOptimize(nodes);
  }
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
  state.counters["nodes"] = static_cast<double>(nodes);
  state.counters["nodes/s"] = benchmark::Counter(static_cast<double>(nodes) * state.iterations(), benchmark::Counter::kIsRate);
}

void random_playouts(benchmark::State& state, const char* variant_id) {
  auto v = variant(variant_id);
  std::mt19937 rng(12345);
  uint64_t plies = 0;
  ActionList list;
  for (auto _ : state) {
    Position pos = v->start_position();
    for (int i = 0; i < 500; ++i) {
      v->legal_actions(pos, list);
      if (list.empty()) break;
      v->apply(pos, list[rng() % list.size()], nullptr);
      ++plies;
    }
  }
  state.counters["plies/s"] = benchmark::Counter(static_cast<double>(plies), benchmark::Counter::kIsRate);
}

BENCHMARK_CAPTURE(model_perft, chess_startpos, "chess", kStart)->Arg(5)->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK_CAPTURE(model_perft, chess_kiwipete, "chess", kKiwipete)->Arg(4)->Arg(5)->Unit(benchmark::kMillisecond)->Iterations(2)->UseRealTime();
BENCHMARK_CAPTURE(engine_perft, fairy_stockfish_kiwipete, "fairy-stockfish", kKiwipete)->Arg(5)->Unit(benchmark::kMillisecond)->Iterations(2)->UseRealTime();
BENCHMARK_CAPTURE(engine_perft, stockfish_kiwipete, "stockfish", kKiwipete)->Arg(5)->Unit(benchmark::kMillisecond)->Iterations(2)->UseRealTime();
BENCHMARK_CAPTURE(random_playouts, chess, "chess")->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK_CAPTURE(random_playouts, fairy_12x10, "fairy-12x10")->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK_CAPTURE(random_playouts, deathsquare12, "deathsquare12")->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK_CAPTURE(random_playouts, twentychess, "twentychess")->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK_CAPTURE(random_playouts, quadrant12, "quadrant12")->Unit(benchmark::kMillisecond)->MinTime(1.0);

}  // namespace
}  // namespace arbiter

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  std::cout << "peak memory (max resident set): " << usage.ru_maxrss / 1024.0 << " MiB" << std::endl;
  return 0;
}
