// Fuzz target: the `arbiter uci` command loop (oracle/cli/uci_command.cpp feeds each line of stdin to
// UciEngine::handle, oracle/engines/uci_engine.cpp): variant and profile options, positions with moves, perft,
// the board and the result.
// Input: the lines sent to the engine, up to "quit". `go perft N` reaches the engine at every depth its parser
// refuses (0, past the limit, a number no int holds: issue 35's crash was there) and at every depth whose tree
// is small: at most kMaxJudged actions listed over all the listings perft makes, counted by making them first
// and stopping past the bound (a root with few actions can still have a large tree, and one listing of
// frozenchess13 holds about 1,900 actions where chess's holds 20). A deeper search's cost grows with N, not
// what it exercises.
#include <sstream>
#include <string>

#include "fuzz/common.h"
#include "oracle/engines/perft.h"
#include "oracle/engines/uci_engine.h"

using namespace arbiter;

namespace {

// Chess from the start: depth 3 (421 listings, 9,322 actions), not 4. frozenchess13 from the start: depth 1
// only (its depth 2 lists 1,870 positions of about 1,800 actions each: 14 s in the release build, past
// libFuzzer's timeout in the fuzz builds; found by the volume campaign of 2026-12-04).
constexpr long kMaxJudged = 12000;

// Whether perft to `depth` from pos lists at most `left` actions more, over every listing it makes (a listing
// costs one, and one per action it holds): perft lists pos, and every position its actions reach above depth
// 1. Stops past the bound.
bool small_tree(const Variant& v, const Position& pos, int depth, long& left) {
  ActionList list;
  v.legal_actions(pos, list);
  left -= 1 + static_cast<long>(list.size());
  if (left < 0) return false;
  if (depth <= 1) return true;
  for (const Action& a : list) {
    Position next = pos;
    v.apply(next, a, nullptr);
    if (!small_tree(v, next, depth - 1, left)) return false;
  }
  return true;
}

bool too_costly(const UciEngine& engine, const std::string& line) {
  std::istringstream in(line);
  std::string cmd, what, depth_text;
  in >> cmd >> what >> depth_text;
  if (cmd != "go" || what != "perft") return false;
  const std::optional<int> depth = parse_perft_depth(depth_text);
  if (!depth || *depth == 1 || engine.game().ended()) return false;  // refused, or one listing
  long left = kMaxJudged;
  return !small_tree(engine.variant(), engine.game().position(), *depth, left);
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
