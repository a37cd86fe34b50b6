// Properties of frozenchess13's captures of several units (stage 3b: the dragon's Fire, Knight's Leap, the
// nightrider's, the assassin's Run, Entanglement), at the default readings, on positions built at random around
// one white actor (a dragon, a knight, a nightrider or an assassin) among black units, where those captures are frequent (random play from the
// start rarely frees a dragon or a knight among enemies). Computed from the document's words and the action
// texts, not by the model's helpers: the fires listed are exactly the fire@ texts check() accepts; every action
// of the actor copy-makes to a consistent position whose FEN and hash round-trip; no unit is in two places; and
// every unit the action took left the board into a tomb of its own, on the square where it stood, and was an
// enemy of the actor (the default readings take no friend).
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "model/core/fen.h"
#include "model/core/mechanic_variant.h"
#include "model/core/notation.h"
#include "model/core/trace.h"
#include "properties/generators.h"

namespace arbiter::properties {
namespace {

// The FEN letters of frozenchess13 (frozenchess13.cpp): black units that may stand among the victims (no jester:
// its explosion clears the tombs of its area; no king: one each, placed apart).
constexpr char kVictims[] = {'p', 'r', 'l', 'b', 'q', 'c', 't', 'd', 'f', 'n', 'x', 'o', 'a'};

struct Built {
  std::shared_ptr<const Variant> variant;
  Position position;
  Square actor = kNoSquare;
};

// A position with the kings a1 and p16, the white actor (D, L, N or A) and up to 14 black units (and a few white
// pawns) on random squares within 3 of it; nullopt when the setup is not a position (a king in check).
std::optional<Built> build() {
  auto v = variant("frozenchess13");
  const char actor = *rc::gen::element('D', 'L', 'N', 'A');
  const int af = *rc::gen::inRange(3, 13), ar = *rc::gen::inRange(3, 13);
  std::string board[16];
  for (auto& row : board) row.assign(16, '.');
  board[0][0] = 'K';
  board[15][15] = 'k';
  board[ar][af] = actor;
  const int n = *rc::gen::inRange(2, 15);
  for (int i = 0; i < n; ++i) {
    const int f = af + *rc::gen::inRange(-3, 4), r = ar + *rc::gen::inRange(-3, 4);
    if (board[r][f] != '.') continue;
    board[r][f] = *rc::gen::inRange(0, 8) == 0 ? 'P' : *rc::gen::elementOf(std::vector<char>(std::begin(kVictims), std::end(kVictims)));
  }
  std::string fen;
  for (int r = 15; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < 16; ++f) {
      if (board[r][f] == '.') {
        ++empty;
        continue;
      }
      if (empty) fen += std::to_string(empty);
      empty = 0;
      fen += board[r][f];
    }
    if (empty) fen += std::to_string(empty);
    if (r) fen += '/';
  }
  auto pos = parse_fen(*v, fen + " w - - 0 1");
  if (!pos.ok()) return std::nullopt;
  return Built{v, *pos, make_square(af, ar)};
}

std::string p_name(const Variant& v, const Position& p, Square s) {
  return std::string(1, "?PRLBQKJCTDFNAXO"[p.at(s).kind()]) + (p.at(s).side() == Side::kWhite ? "w" : "b") + "@" +
         v.geometry().square_name(s) + " in " + format_fen(v, p);
}

// Generate equals check, for the dragon's Fire: fire@D>S for every square S is legal by check() exactly when
// legal_actions lists it.
RC_GTEST_PROP(FrozenChess13Captures, FiresListedAreExactlyTheFiresCheckAccepts, ()) {
  auto built = build();
  RC_PRE(built.has_value());
  const auto& v = dynamic_cast<const MechanicVariant&>(*built->variant);
  const Position& p = built->position;
  ActionList legal;
  v.legal_actions(p, legal);
  std::set<std::string> listed;
  for (const Action& a : legal)
    if (const std::string t = action_text(v, a); t.rfind("fire@", 0) == 0) listed.insert(t);
  const Geometry& g = p.geometry();
  int accepted = 0;
  for (Square s = 0; s < kSquareSlots; ++s) {
    if (!g.contains(s)) continue;
    const std::string text = "fire@" + g.square_name(built->actor) + ">" + g.square_name(s);
    auto parsed = parse_action(v, text);
    RC_ASSERT(parsed.ok());
    const bool ok = v.check(p, *parsed).legal;
    RC_ASSERT(ok == (listed.count(text) == 1));
    accepted += ok;
  }
  RC_ASSERT(accepted == static_cast<int>(listed.size()));
  RC_CLASSIFY(!listed.empty(), "some fire");
}

// Copy-make, FEN and hash round trips over every move, fire and run of the actor; no unit in two places; each victim in a
// tomb of its own, on its square, and an enemy of the actor.
RC_GTEST_PROP(FrozenChess13Captures, EveryVictimLiesInItsOwnTomb, ()) {
  auto built = build();
  RC_PRE(built.has_value());
  const Variant& v = *built->variant;
  const Position& before = built->position;
  ActionList legal;
  v.legal_actions(before, legal);
  int several = 0;
  for (const Action& a : legal) {
    // The actor's moves and captures, fires and runs (its other abilities, an earthquake say, kill friends too).
    if (a.from != built->actor || (a.type != ActionType::kMove && action_text(v, a).rfind("fire@", 0) != 0 &&
                                     action_text(v, a).rfind("run@", 0) != 0))
      continue;
    Trace trace;
    const Position after = copy_made(v, before, a, &trace);
    // No unit in two places.
    std::set<UnitId> seen;
    int units = 0;
    after.occupied().for_each([&](Square s) {
      seen.insert(after.id_at(s));
      ++units;
    });
    for (const Unit& u : after.layered()) {
      seen.insert(u.id);
      ++units;
    }
    RC_ASSERT(static_cast<int>(seen.size()) == units);
    // Each unit that left the board lies in the queue of the square it stood on, and was black.
    std::set<UnitId> standing;
    after.occupied().for_each([&](Square s) { standing.insert(after.id_at(s)); });
    int victims = 0;
    before.occupied().for_each([&](Square s) {
      const UnitId id = before.id_at(s);
      if (standing.count(id)) return;
      ++victims;
      RC_LOG() << action_text(v, a) << " took " << p_name(v, before, s) << "\n";
      RC_ASSERT(before.at(s).side() == Side::kBlack);
      bool in_own_tomb = false;
      for (const Unit& u : after.layered())
        if (u.id == id) in_own_tomb = u.place.layer == Layer::kQueued && u.place.square == s;
      RC_ASSERT(in_own_tomb);
    });
    several += victims >= 2;
  }
  RC_CLASSIFY(several > 0, "an action took several units");
}

}  // namespace
}  // namespace arbiter::properties
