// Properties of frozenchess13's relocations (stage 3b: Teleswap, King's Exchange, King's Portal, Long Jump,
// Spin) and of Morph and Spawn, on positions reached by random legal play (properties/generators.h), computed from the document's
// words and the action texts rather than by the model's helpers: the relocations a unit has are exactly the
// texts of their shapes check() accepts, and each one copy-makes to a consistent position whose FEN and hash
// round-trip, with its units where its words put them.
#include <map>
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

constexpr const char* kTwoSquare[] = {"teleswap@", "exchange@", "kingportal@", "longjump@", "spawn@"};
// Morph's kinds: the regular kinds but king and pawn (morph.targets = regular-kinds-any-number).
constexpr const char* kMorphKinds[] = {"rook", "knight", "bishop", "queen", "jester", "chancellor", "templar",
                                       "dragon", "frog", "nightrider", "assassin", "crossbowman", "cannon"};

bool is_relocation(const std::string& t) {
  for (const char* p : kTwoSquare)
    if (t.rfind(p, 0) == 0) return true;
  return t.rfind("spin", 0) == 0 || t.rfind("morph-", 0) == 0;
}

// Generate equals check, for relocations: for one unit A of the side to move, chosen at random (half the time
// among the units some relocation is listed for, so that both answers are asked often), every text
// teleswap@A>U, exchange@A>U, kingportal@A>U, longjump@A>U and spawn@A>U (U any square), spin1@A ... spin7@A
// and morph-KIND@A is legal by check() exactly when legal_actions lists it (a frog's double spawn, spawn@F>S>T, is
// left out: its pairs of squares would cost thousands of checks).
RC_GTEST_PROP(FrozenChess13Relocation, RelocationsListedAreExactlyTheTextsCheckAccepts, ()) {
  auto played = *played_position("frozenchess13", 80);
  const auto& v = dynamic_cast<const MechanicVariant&>(*played.variant);
  const Position& p = played.position;
  std::vector<Square> ours;
  p.occupied(p.side_to_move()).for_each([&](Square s) { ours.push_back(s); });
  RC_PRE(!ours.empty());
  ActionList legal;
  v.legal_actions(p, legal);
  // Half the time a unit that has a relocation listed (most units have none), else any unit.
  std::vector<Square> relocating;
  for (const Action& x : legal)
    if (is_relocation(action_text(v, x))) relocating.push_back(x.from);
  const bool pick_listed = !relocating.empty() && *rc::gen::arbitrary<bool>();
  const std::vector<Square>& pool = pick_listed ? relocating : ours;
  const Square a = pool[*rc::gen::inRange<size_t>(0, pool.size())];
  const Geometry& g = p.geometry();
  const std::string from = g.square_name(a);
  std::set<std::string> listed;
  for (const Action& x : legal) {
    const std::string t = action_text(v, x);
    if (!is_relocation(t)) continue;
    const size_t at = t.find('@'), gt = t.find('>');
    if (t.substr(at + 1, (gt == std::string::npos ? t.size() : gt) - at - 1) == from) listed.insert(t);
  }
  std::vector<std::string> texts;
  for (const char* prefix : kTwoSquare)
    for (int s = 0; s < g.files() * g.ranks(); ++s)
      texts.push_back(prefix + from + ">" + g.square_name(make_square(s % g.files(), s / g.files())));
  for (int n = 1; n <= 7; ++n) texts.push_back("spin" + std::to_string(n) + "@" + from);
  for (const char* kind : kMorphKinds) texts.push_back(std::string("morph-") + kind + "@" + from);
  size_t accepted = 0;
  for (const std::string& t : texts) {
    auto parsed = parse_action(v, t);
    RC_ASSERT(parsed.ok());
    const bool ok = v.check(p, *parsed).legal;
    RC_ASSERT(ok == (listed.count(t) == 1));
    accepted += ok;
  }
  RC_ASSERT(accepted == listed.size());
  RC_CLASSIFY(!listed.empty(), "the unit has a relocation");
}

// Copy-make, FEN and hash round trips over the relocations of a position (at most 8, chosen at random): the
// position after is consistent and its FEN parses back to the same hash; unless a tomb exploded, each moved
// unit stands where the action's words put it: a teleswap's two units on each other's squares, the king of an
// exchange on its partner's square with the partner gone from the board, a portal's king or a jumping frog on
// its target, a spin's units on the same squares of the ring, each kind as many times as before, a morphed unit
// of the kind its text names, and a spawn's copies new units of the spawner's kind and side.
RC_GTEST_PROP(FrozenChess13Relocation, EveryRelocationCopyMakesAndRoundTrips, ()) {
  auto played = *played_position("frozenchess13", 80);
  const Variant& v = *played.variant;
  const Position& before = played.position;
  ActionList legal, all;
  v.legal_actions(before, legal);
  for (const Action& a : legal)
    if (is_relocation(action_text(v, a))) all.push_back(a);
  RC_PRE(!all.empty());
  for (int i = 0; i < 8; ++i) {
    const Action a = all[*rc::gen::inRange<size_t>(0, all.size())];
    const std::string t = action_text(v, a);
    Trace trace;
    const Position after = copy_made(v, before, a, &trace);
    if (trace.fired("tomb.explosion")) continue;
    const UnitId mover = before.id_at(a.from);
    if (t.rfind("teleswap@", 0) == 0) {
      RC_ASSERT(after.id_at(a.to) == mover);
      RC_ASSERT(after.id_at(a.from) == before.id_at(a.to));
    } else if (t.rfind("exchange@", 0) == 0) {
      RC_ASSERT(after.id_at(a.to) == mover && after.at(a.to) == before.at(a.from));
      RC_ASSERT(after.empty(a.from));
      RC_ASSERT(after.occupied().size() == before.occupied().size() - 1);
    } else if (t.rfind("morph-", 0) == 0) {
      // The same unit on its square, now of the kind its text names, of its side.
      RC_ASSERT(after.id_at(a.from) == mover);
      RC_ASSERT(after.at(a.from).side() == before.at(a.from).side());
      std::string name;
      for (const PieceKind& k : v.kinds())
        if (k.kind == after.at(a.from).kind()) name = k.name;
      RC_ASSERT(t == "morph-" + name + "@" + after.geometry().square_name(a.from));
    } else if (t.rfind("spawn@", 0) == 0) {
      // The unit stays; a new unit of its kind and side on each square the text names, with an id of its own.
      RC_ASSERT(after.id_at(a.from) == mover);
      const int copies = 1 + a.path_size();
      RC_ASSERT(after.occupied().size() == before.occupied().size() + copies);
      for (int c = 0; c < copies; ++c) {
        const Square s = c ? a.path_at(0) : a.to;
        RC_ASSERT(after.at(s) == before.at(a.from));
        RC_ASSERT(after.id_at(s) != mover);
      }
    } else if (t.rfind("spin", 0) == 0) {
      // The ring around the jester holds the same units, kind by kind; the jester stays.
      auto ring = [&](const Position& q) {
        std::map<std::pair<int, int>, int> kinds;
        for (int df = -1; df <= 1; ++df)
          for (int dr = -1; dr <= 1; ++dr)
            if (auto s = q.geometry().step(a.from, df, dr); s && (df || dr) && !q.empty(*s))
              ++kinds[{static_cast<int>(q.at(*s).kind()), static_cast<int>(q.at(*s).side())}];
        return kinds;
      };
      RC_ASSERT(after.id_at(a.from) == mover);
      RC_ASSERT(ring(after) == ring(before));
    } else {
      RC_ASSERT(after.id_at(a.to) == mover);
      RC_ASSERT(after.empty(a.from));
      RC_ASSERT(after.occupied().size() == before.occupied().size());
    }
  }
  RC_CLASSIFY(true, "some relocation");
}

}  // namespace
}  // namespace arbiter::properties
