// Properties of every variant composed of mechanics (model/core/mechanic_variant.h), which hold each shortcut
// (model/core/shortcuts.h) to its definition: a mechanic's fast generator (LegalListing) is an optimisation, never a second definition of legality, so on
// positions reached by random play legal_actions gives exactly checked_actions (every mechanic's candidates
// filtered by check(), the one legality path), and check() allows every action legal_actions lists; check(),
// which leaves out the turn_starts that only keep bookkeeping (BookkeepingTurnStart), judges
// every candidate as the fully applied action does; a mechanic that forbids every action of a type
// (WholesaleRefusal, a shortcut of the listings) forbids each such candidate. Every
// candidate a mechanic generates is admitted by the action's owner (random_action relies on it), a mechanic
// that generates unit by unit (UnitListing) lists by generate_from exactly what generate()
// lists, in the same order, a group's legal list (UnitListing::generate_group_legal) is exactly its candidates
// that check() allows, a held unit (UnitListing::held) has a legal action only when no other action is legal,
// and random_action draws a legal action exactly when there is one. random_play is random_action then apply:
// the same action from the same generator, the same position.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "model/core/fen.h"
#include "model/core/mechanic_variant.h"
#include "model/core/notation.h"
#include "model/core/variant.h"
#include "model/testbed/testbed.h"
#include "properties/generators.h"

namespace arbiter::properties {
namespace {

std::vector<std::string> texts(const Variant& v, const ActionList& list) {
  std::vector<std::string> out;
  for (const Action& a : list) out.push_back(action_text(v, a));
  std::sort(out.begin(), out.end());
  return out;
}

// The registered variants composed of mechanics, and the testbed (not registered: it is no document's).
std::vector<std::shared_ptr<const MechanicVariant>> composed_variants() {
  std::vector<std::shared_ptr<const MechanicVariant>> out;
  for (const char* id : {"chess", "fairy", "fairy-12x10", "twentychess", "deathsquare12", "quadrant12", "removal12", "frozenchess13"})
    if (auto m = std::dynamic_pointer_cast<const MechanicVariant>(variant(id))) out.push_back(m);
  out.push_back(testbed::make_testbed());
  return out;
}

void check_generation_agrees(const MechanicVariant& v, const Position& pos, std::mt19937_64& rng) {
  ActionList fast, defined;
  v.legal_actions(pos, fast);
  v.checked_actions(pos, defined);
  RC_ASSERT(texts(v, fast) == texts(v, defined));
  for (const Action& a : fast) RC_ASSERT(v.check(pos, a).legal);
  for (size_t mi = 0; mi < v.mechanics().size(); ++mi) {
    const Mechanic* m = v.mechanics()[mi].get();
    const UnitListing* units = v.shortcuts(mi).by_unit;
    ActionList candidates;
    m->generate(pos, candidates);
    if (units) {  // generate() is the concatenation of generate_from over the side's units
      ActionList by_unit;
      v.controlled(pos).for_each([&](Square s) { units->generate_from(pos, s, by_unit); });
      std::vector<std::string> whole, joined;
      for (const Action& a : candidates) whole.push_back(action_text(v, a));
      for (const Action& a : by_unit) joined.push_back(action_text(v, a));
      if (whole != joined) RC_FAIL(m->name() + ": generate_from over the units differs from generate()");
      v.controlled(pos).for_each([&](Square s) {  // and generate_from is its groups in order
        ActionList from, grouped;
        units->generate_from(pos, s, from);
        for (int i = 0, n = units->group_count(pos, s); i < n; ++i) units->generate_group(pos, s, i, grouped);
        std::vector<std::string> a, b;
        for (const Action& x : from) a.push_back(action_text(v, x));
        for (const Action& x : grouped) b.push_back(action_text(v, x));
        if (a != b) RC_FAIL(m->name() + ": the groups of " + std::string(v.geometry().square_name(s)) + " differ from generate_from");
        for (int i = 0, n = units->group_count(pos, s); i < n; ++i) {  // a group's legal list: its candidates checked
          ActionList legal, group;
          if (!units->generate_group_legal(pos, s, i, legal)) continue;
          units->generate_group(pos, s, i, group);
          std::vector<std::string> listed, judged;
          for (const Action& x : legal) listed.push_back(action_text(v, x));
          for (const Action& x : group)
            if (v.check_candidate(pos, x).legal) judged.push_back(action_text(v, x));
          if (listed != judged)
            RC_FAIL(m->name() + ": generate_group_legal of " + std::string(v.geometry().square_name(s)) + ", group " +
                    std::to_string(i) + " differs from its candidates checked");
        }
      });
    }
    for (const Action& c : candidates) {
      const std::string text = m->name() + "'s candidate " + action_text(v, c);
      const Mechanic* owner = nullptr;  // the first mechanic that owns it, as the variant finds it
      for (const auto& o : v.mechanics())
        if (!owner && o->owns(c)) owner = o.get();
      if (!owner) RC_FAIL(text + " has no owner");
      if (Refusal r = owner->admit(pos, c); !r.empty())
        RC_FAIL(text + " is not admitted by " + owner->name() + ": " + std::string(r));
      const Judgement judged = v.check(pos, c), full = v.check_fully_applied(pos, c);
      if (v.check_candidate(pos, c).legal != judged.legal) RC_FAIL(text + ": check_candidate differs");
      if (full.legal != judged.legal || full.clause != judged.clause)
        RC_FAIL(text + ": check() without the bookkeeping turn_starts differs from the fully applied action");
      if (!(v.shortcuts(mi).generated() & type_bit(c.type)))
        RC_FAIL(text + ": its type is not among " + m->name() + "'s generated_types()");
      for (size_t oi = 0; oi < v.mechanics().size(); ++oi) {
        const Mechanic* o = v.mechanics()[oi].get();
        const WholesaleRefusal* wholesale = v.shortcuts(oi).wholesale;
        if (wholesale && wholesale->forbids_every(pos, c.type) && o->forbids(pos, c).empty())
          RC_FAIL(text + ": " + o->name() + " forbids every action of its type here (forbids_every) but not this one");
        if (!(v.shortcuts(oi).refused() & type_bit(c.type)) && !o->forbids(pos, c).empty())
          RC_FAIL(text + ": " + o->name() + " refuses it, though its type is not among its refused_types()");
      }
    }
  }
  // A held unit's actions are legal only when no other action is (UnitListing::held: random_action draws them
  // last).
  std::set<std::string> of_held;
  for (size_t mi = 0; mi < v.mechanics().size(); ++mi) {
    const UnitListing* units = v.shortcuts(mi).by_unit;
    if (!units) continue;
    pos.occupied(pos.side_to_move()).for_each([&](Square s) {
      if (!units->held(pos, s)) return;
      ActionList from;
      units->generate_from(pos, s, from);
      for (const Action& a : from)
        if (v.check(pos, a).legal) of_held.insert(action_text(v, a));
    });
  }
  if (!of_held.empty() && of_held.size() != fast.size())
    RC_FAIL("a held unit has a legal action (" + *of_held.begin() + ") beside other legal actions");
  Action drawn;
  RC_ASSERT(v.random_action(pos, rng, drawn) == !fast.empty());
  if (!fast.empty()) RC_ASSERT(v.check(pos, drawn).legal);
}

// Depth 2 of the tree by the fast paths and by the definition: for children of the position (at most six,
// evenly spread over the legal actions; all of them would cost the suite minutes on the 12x12 variants),
// the bulk count (count_legal), the fast list (legal_actions) and the definition (checked_actions) agree.
// Issue 17's slow path for the fast generators, bulk counting and king-safety shortcuts.
void check_depth2_agrees(const MechanicVariant& v, const Position& pos) {
  ActionList legal, fast, defined;
  v.legal_actions(pos, legal);
  const size_t stride = legal.size() / 6 + 1;
  for (size_t i = 0; i < legal.size(); i += stride) {
    Position child = pos;
    v.apply(child, legal[i], nullptr);
    fast.clear();
    defined.clear();
    v.legal_actions(child, fast);
    v.checked_actions(child, defined);
    RC_ASSERT(texts(v, fast) == texts(v, defined));
    RC_ASSERT(v.count_legal(child) == fast.size());
  }
}

// The variant under a random choice among the implemented options of every interpretation point: the fast
// generators' shields and shortcuts must hold under every reading, not only the defaults.
std::shared_ptr<const MechanicVariant> with_random_profile(const std::string& id) {
  const InterpretationTable* table = interpretation_table(id);
  Profile profile;
  if (table)
    for (const InterpretationPoint& point : table->points)
      profile.set(point.id, *rc::gen::elementOf(point.implemented));
  auto made = make_variant(id, profile);
  RC_ASSERT(made.ok());
  RC_LOG() << "profile:";
  for (const auto& [point, option] : profile.choices())
    if (!table || table->find(point)->default_option != option) RC_LOG() << ' ' << point << '=' << option;
  RC_LOG() << '\n';
  return std::dynamic_pointer_cast<const MechanicVariant>(*made);
}

// Random play from the start, up to 100 plies (deep enough for walls, death squares, ranges and captures to
// pile up), judging the agreement at three random plies and at the last position (judging every ply would
// spend the budget near the start).
void play_and_check(const MechanicVariant& v) {
  Position pos = v.start_position();
  const int plies = *rc::gen::inRange(0, 101);
  std::set<int> judged;
  for (int i = 0; i < 3; ++i) judged.insert(*rc::gen::inRange(0, plies + 1));
  std::mt19937_64 rng(*rc::gen::arbitrary<uint64_t>());
  ActionList list;
  std::vector<std::string> moves;
  for (int i = 0; i < plies; ++i) {
    if (judged.count(i)) check_generation_agrees(v, pos, rng);
    if (!v.random_action(pos, rng, list.emplace_back())) break;
    const Action a = list.back();
    list.clear();
    moves.push_back(action_text(v, a));
    v.apply(pos, a, nullptr);
  }
  RC_LOG() << v.id() << " after:";
  for (const auto& m : moves) RC_LOG() << ' ' << m;
  RC_LOG() << '\n';
  check_generation_agrees(v, pos, rng);
  check_depth2_agrees(v, pos);
}

// A composed variant that has interpretation points, made under a random profile of them.
std::shared_ptr<const MechanicVariant> with_random_readings() {
  std::vector<std::string> ids;
  for (const auto& v : composed_variants())
    if (interpretation_table(v->id()) && !interpretation_table(v->id())->points.empty()) ids.push_back(v->id());
  RC_PRE(!ids.empty());
  auto v = with_random_profile(*rc::gen::elementOf(ids));
  RC_ASSERT(v != nullptr);
  return v;
}

RC_GTEST_PROP(Mechanics, FastGenerationEqualsCheckedGenerationUnderEveryReading, ()) {
  play_and_check(*with_random_readings());
}

RC_GTEST_PROP(Mechanics, FastGenerationEqualsCheckedGeneration, ()) {
  static const auto variants = composed_variants();
  play_and_check(**rc::gen::elementOf(variants));
}

// random_play keeps the position its judgement played (judged fully applied); random_action then apply plays
// the drawn action again. Along one game, from twin generators: the same action, an equal position (hash
// included) at every ply, and both stop together.
void random_play_agrees(const MechanicVariant& v) {
  const uint64_t seed = *rc::gen::arbitrary<uint64_t>();
  std::mt19937_64 drawn(seed), played(seed);
  Position expected = v.start_position(), pos = expected;
  const int plies = *rc::gen::inRange(1, 121);
  for (int i = 0; i < plies; ++i) {
    Action a, b;
    const bool any = v.random_action(expected, drawn, a);
    RC_ASSERT(v.random_play(pos, played, b) == any);
    if (!any) break;
    RC_ASSERT(action_text(v, a) == action_text(v, b));
    v.apply(expected, a, nullptr);
    if (!(pos == expected) || pos.hash() != expected.hash())
      RC_FAIL(v.id() + " at ply " + std::to_string(i + 1) + " after " + action_text(v, a) + ": random_play left " +
              format_fen(v, pos) + ", random_action then apply " + format_fen(v, expected));
  }
}

RC_GTEST_PROP(Mechanics, RandomPlayIsRandomActionThenApply, ()) {
  static const auto variants = composed_variants();
  random_play_agrees(**rc::gen::elementOf(variants));
}

RC_GTEST_PROP(Mechanics, RandomPlayIsRandomActionThenApplyUnderEveryReading, ()) {
  random_play_agrees(*with_random_readings());
}

}  // namespace
}  // namespace arbiter::properties
