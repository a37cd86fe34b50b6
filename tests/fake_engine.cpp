// Misbehaving engines for the conformance runner's tests. Each wraps the model's own UCI engine and
// breaks it in one way, chosen by the first argument:
//   hang N      never answers its N-th `go perft`
//   crash N     aborts (SIGABRT) on its N-th `go perft`
//   garbage N   answers its N-th `go perft` with lines that are not "move: count"
//   liar        drops one move (the alphabetically first) from every `go perft` list
//   mute-why    declares the catalog's clause ids (as the model does) and never answers `why`
// A restarted copy counts from zero again, so hang, crash and garbage strike every N-th perft of a run.
#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "oracle/engines/uci_engine.h"

int main(int argc, char** argv) {
  std::string mode = argc > 1 ? argv[1] : "";
  int strike_at = argc > 2 ? std::atoi(argv[2]) : 5;
  int perfts = 0;
  std::ios::sync_with_stdio(false);
  std::ostringstream engine_out;
  arbiter::UciEngine engine(engine_out);
  for (std::string line; std::getline(std::cin, line);) {
    bool perft = line.rfind("go perft", 0) == 0;
    if (perft) ++perfts;
    bool strike = perft && perfts == strike_at;
    if (strike && mode == "hang") {
      pause();  // until killed
      return 0;
    }
    if (strike && mode == "crash") std::abort();
    if (mode == "mute-why" && line.rfind("why ", 0) == 0) {
      pause();  // until killed
      return 0;
    }
    if (strike && mode == "garbage") {
      std::cout << "banana split\nthe moves are: many\n\nNodes searched: lots\n" << std::flush;
      continue;
    }
    engine_out.str("");
    bool keep = engine.handle(line);
    std::string text = engine_out.str();
    if (perft && mode == "liar") {
      std::istringstream in(text);
      std::vector<std::string> lines;
      for (std::string l; std::getline(in, l);) lines.push_back(l);
      std::string first;
      for (const auto& l : lines)
        if (l.find(": ") != std::string::npos && l.rfind("Nodes", 0) != 0 && (first.empty() || l < first)) first = l;
      text.clear();
      int total = 0;
      for (const auto& l : lines) {
        if (l == first) continue;
        if (l.rfind("Nodes searched:", 0) == 0) continue;
        if (l.find(": ") != std::string::npos) ++total;
        text += l + "\n";
      }
      text += "Nodes searched: " + std::to_string(total) + "\n\n";
    }
    std::cout << text << std::flush;
    if (!keep) break;
  }
  return 0;
}
