// Fuzz target: move text (model/core/notation.h), then the legality path and apply on a parsed position.
// Input: "<variant> [<profile>]" (fuzz/common.h), a newline, an extended FEN or "startpos", a newline,
// then move texts separated by spaces or newlines (the first 32 are played).
// Each text is parsed; one that parses prints a canonical text that parses to the same action. It is then
// looked up among the legal actions (an illegal one asks the variant which clause refuses it), judged by
// MechanicVariant::check (which must agree with the legal list), and played when legal. Every position
// reached must keep its incremental hash equal to the recomputed one, print a FEN that reads back as the
// same position (a position reached by legal play can be written down), and count its legal actions as
// many as it lists.
#include <string>

#include "fuzz/common.h"
#include "model/core/fen.h"
#include "model/core/mechanic_variant.h"
#include "model/core/notation.h"

using namespace arbiter;

namespace {

std::string where(const Variant& v, const Position& pos) { return v.id() + " " + format_fen(v, pos); }

void check_position(const Variant& v, const Position& pos) {
  if (pos.hash() != pos.compute_hash()) fuzz::fail("the incremental hash differs from the recomputed one", where(v, pos));
  std::string text = format_fen(v, pos);
  auto again = parse_fen(v, text);
  if (!again) fuzz::fail("a position reached by legal play does not read back", v.id() + " " + text + "\n" + again.error());
  if (!(*again == pos)) fuzz::fail("a position reached by legal play reads back as another", v.id() + " " + text);
  ActionList legal;
  v.legal_actions(pos, legal);
  if (v.count_legal(pos) != legal.size())
    fuzz::fail("count_legal differs from the size of legal_actions", where(v, pos));
}

void check_text(const Variant& v, const Action& a, const std::string& word) {
  std::string text = action_text(v, a);
  auto again = parse_action(v, text);
  if (!again) fuzz::fail("a printed action does not parse back", v.id() + " " + word + " -> " + text + ": " + again.error());
  if (!again->same(a)) fuzz::fail("a printed action parses to another action", v.id() + " " + word + " -> " + text);
  if (action_text(v, *again) != text) fuzz::fail("a printed action is not canonical", v.id() + " " + word + " -> " + text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::vector<std::string> lines = fuzz::lines_of(data, size);
  if (lines.size() < 2) return 0;
  const Variant* v = fuzz::variant_from_header(lines[0]);
  if (!v) return 0;
  auto start = lines[1] == "startpos" ? Result<Position>(v->start_position()) : parse_fen(*v, lines[1]);
  if (!start) return 0;
  const auto* mv = dynamic_cast<const MechanicVariant*>(v);
  Game game(*v, *start);
  check_position(*v, game.position());
  std::string rest;
  for (size_t i = 2; i < lines.size(); ++i) rest += lines[i] + " ";
  std::vector<std::string> words = fuzz::words_of(rest);
  if (words.size() > 32) words.resize(32);
  for (const std::string& word : words) {
    const Position& pos = game.position();
    auto parsed = parse_action(*v, word);
    if (parsed) check_text(*v, *parsed, word);
    auto found = lookup_action(*v, pos, word);
    if (parsed && mv) {
      bool legal = mv->check(pos, found ? *found : *parsed).legal;
      if (legal != static_cast<bool>(found))
        fuzz::fail(legal ? "check() allows an action the legal list lacks" : "check() refuses an action of the legal list",
                   where(*v, pos) + " action " + word);
    }
    if (!found) continue;
    Trace trace;
    game.play(*found, &trace);
    check_position(*v, game.position());
    (void)game.outcome();
    (void)v->in_check(game.position());
  }
  return 0;
}
