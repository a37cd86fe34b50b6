// Asking an external UCI engine for its perft divide, for the differential tests.
#pragma once

#include <map>
#include <string>

#include "oracle/engines/engine_process.h"
#include "oracle/engines/perft.h"

namespace arbiter::testing {

using DivideMap = std::map<std::string, uint64_t>;

inline bool ends_perft(const std::string& line) { return line.rfind("Nodes searched:", 0) == 0; }
inline bool is_uciok(const std::string& line) { return line == "uciok"; }
inline bool is_readyok(const std::string& line) { return line == "readyok"; }

// Sends "position fen F" and "go perft D"; parses "move: count" lines. Error text on timeout or garbage.
inline Result<DivideMap> engine_divide(EngineProcess& engine, const std::string& fen, int depth) {
  engine.send("position fen " + fen);
  engine.send("go perft " + std::to_string(depth));
  auto lines = engine.read_until(ends_perft, 120000);
  if (!lines) return Error{lines.error()};
  DivideMap out;
  for (const std::string& l : *lines) {
    size_t colon = l.find(": ");
    if (colon == std::string::npos || ends_perft(l) || l.rfind("info", 0) == 0) continue;
    try {
      out[l.substr(0, colon)] = std::stoull(l.substr(colon + 2));
    } catch (const std::exception&) {
      return Error{"unparsable divide line: " + l};
    }
  }
  return out;
}

inline DivideMap model_divide(const Variant& v, const Position& pos, int depth) {
  DivideMap out;
  for (const DivideEntry& e : divide(v, pos, depth)) out[e.move] = e.nodes;
  return out;
}

// Move-by-move comparison: a readable list of the differences, empty when equal.
inline std::string compare_divides(const DivideMap& model, const DivideMap& engine) {
  std::string diff;
  for (const auto& [m, n] : model) {
    auto it = engine.find(m);
    if (it == engine.end()) diff += "  " + m + ": model " + std::to_string(n) + ", engine has no such move\n";
    else if (it->second != n) diff += "  " + m + ": model " + std::to_string(n) + ", engine " + std::to_string(it->second) + "\n";
  }
  for (const auto& [m, n] : engine)
    if (!model.count(m)) diff += "  " + m + ": engine " + std::to_string(n) + ", model has no such move\n";
  return diff;
}

}  // namespace arbiter::testing
