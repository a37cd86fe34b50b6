// Fuzz target: the readers of an engine's answers in conform (oracle/engines/engine_session.cpp, engine_reply)
// and what the judge does with them: the moves of `go perft 1` read as move text (notation.h), the FEN of
// `d` read unchecked (fen.h) and printed, the text of `result`, the error lines.
// Input: "<variant> [<profile>]" (fuzz/common.h), a newline, then the engine's output lines (any bytes).
// Invariant beyond the sanitizers: a FEN an engine printed that reads back prints a text that reads back as
// the same position.
#include <string>

#include "fuzz/common.h"
#include "model/core/fen.h"
#include "model/core/notation.h"
#include "oracle/engines/engine_session.h"

using namespace arbiter;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::vector<std::string> lines = fuzz::lines_of(data, size);
  const Variant* v = fuzz::variant_from_header(lines[0]);
  if (!v) return 0;
  lines.erase(lines.begin());
  (void)engine_reply::offers_profile(lines);
  (void)engine_reply::variant_refusal(v->id(), lines);
  (void)engine_reply::errors(lines);
  (void)engine_reply::unsupported(lines);
  (void)engine_reply::result(lines);
  if (auto moves = engine_reply::perft_moves(lines))
    for (const std::string& m : *moves) (void)parse_action(*v, m);
  if (auto fen = engine_reply::fen(lines)) {
    if (auto pos = parse_fen_unchecked(*v, *fen)) {
      std::string text = format_fen(*v, *pos);
      auto again = parse_fen_unchecked(*v, text);
      if (!again) fuzz::fail("an engine's FEN, printed again, does not read back", v->id() + "\nengine:  " + *fen + "\nprinted: " + text + "\n" + again.error());
      if (!(*again == *pos)) fuzz::fail("an engine's FEN, printed again, reads back as another position", v->id() + "\nengine:  " + *fen + "\nprinted: " + text);
      (void)(*pos == v->start_position());
    }
  }
  return 0;
}
