// Fuzz target: the `arbiter uci` command loop (oracle/cli/uci_command.cpp feeds each line of stdin to
// UciEngine::handle, oracle/engines/uci_engine.cpp): variant and profile options, positions with moves, perft,
// the board and the result.
// Input: the lines sent to the engine, up to "quit". `go perft N` deeper than 1 is left out (its cost, not
// its parsing, grows with N; conform asks depth 1 only).
#include <sstream>
#include <string>

#include "fuzz/common.h"
#include "oracle/engines/uci_engine.h"

using namespace arbiter;

namespace {

bool too_deep(const std::string& line) {
  std::istringstream in(line);
  std::string cmd, what;
  int depth = 0;
  in >> cmd >> what >> depth;
  return cmd == "go" && depth > 1;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::ostringstream out;
  UciEngine engine(out);
  for (const std::string& line : fuzz::lines_of(data, size)) {
    if (too_deep(line)) continue;
    if (!engine.handle(line)) break;
    out.str("");
  }
  return 0;
}
