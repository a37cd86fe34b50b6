// Fuzz target: extended FEN (model/core/fen.h, unit_text.h) for every variant.
// Input: "<variant> [<profile>]" (fuzz/common.h), a newline, then the FEN text.
// Invariants beyond the sanitizers: a text that parses prints one canonical text, which parses back to the
// same position with the same hash (validated positions through parse_fen, others through
// parse_fen_unchecked, as the judge reads an engine's "Fen:" line), and whose incremental hash equals the
// hash recomputed from scratch.
#include <string>

#include "fuzz/common.h"
#include "model/core/fen.h"

using namespace arbiter;

namespace {

void round_trip(const Variant& v, const Position& pos, bool validated, const std::string& input) {
  std::string text = format_fen(v, pos);
  auto again = validated ? parse_fen(v, text) : parse_fen_unchecked(v, text);
  if (!again) fuzz::fail("a printed FEN does not parse back", v.id() + "\ninput:   " + input + "\nprinted: " + text + "\nerror:   " + again.error());
  if (!(*again == pos)) fuzz::fail("a printed FEN parses to another position", v.id() + "\ninput:   " + input + "\nprinted: " + text);
  if (again->hash() != pos.hash()) fuzz::fail("a printed FEN parses to another hash", v.id() + "\ninput: " + input);
  if (format_fen(v, *again) != text) fuzz::fail("the printed FEN is not canonical", v.id() + "\ninput: " + input + "\nprinted: " + text + "\nthen:    " + format_fen(v, *again));
  if (pos.hash() != pos.compute_hash()) fuzz::fail("the incremental hash differs from the recomputed one", v.id() + "\ninput: " + input);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string input(reinterpret_cast<const char*>(data), size);
  size_t nl = input.find('\n');
  if (nl == std::string::npos) return 0;
  const Variant* v = fuzz::variant_from_header(std::string_view(input).substr(0, nl));
  if (!v) return 0;
  std::string fen = input.substr(nl + 1);
  if (auto unchecked = parse_fen_unchecked(*v, fen)) round_trip(*v, *unchecked, false, fen);
  if (auto pos = parse_fen(*v, fen)) round_trip(*v, *pos, true, fen);
  return 0;
}
