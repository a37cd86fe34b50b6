// Fuzz target: the `arbiter uci` command loop (oracle/cli/uci_command.cpp feeds each line of stdin to
// UciEngine::handle, oracle/engines/uci_engine.cpp): variant and profile options, positions with moves, perft,
// the board and the result.
// Input: the lines sent to the engine, up to "quit". `go perft N` reaches the engine at every depth its parser
// refuses (0, past the limit, a number no int holds: issue 35's crash was there) and at every depth whose tree
// stays small: its leaves, estimated as (legal actions here)^N, at most kMaxLeaves. A deeper search's cost
// grows with N, not what it exercises.
#include <cmath>
#include <sstream>
#include <string>

#include "fuzz/common.h"
#include "oracle/engines/perft.h"
#include "oracle/engines/uci_engine.h"

using namespace arbiter;

namespace {

constexpr double kMaxLeaves = 200000;

bool too_costly(const UciEngine& engine, const std::string& line) {
  std::istringstream in(line);
  std::string cmd, what, depth_text;
  in >> cmd >> what >> depth_text;
  if (cmd != "go" || what != "perft") return false;
  const std::optional<int> depth = parse_perft_depth(depth_text);
  if (!depth || *depth == 1 || engine.game().ended()) return false;  // refused, or one listing
  const double legal = static_cast<double>(engine.variant().count_legal(engine.game().position()));
  return std::pow(legal, *depth) > kMaxLeaves;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::ostringstream out;
  UciEngine engine(out);
  for (const std::string& line : fuzz::lines_of(data, size)) {
    if (too_costly(engine, line)) continue;
    if (!engine.handle(line)) break;
    out.str("");
  }
  return 0;
}
