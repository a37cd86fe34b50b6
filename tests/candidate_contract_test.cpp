// A mechanic's candidates are admissible by its own rule (model/core/mechanic_variant.h): the listings and the
// random draw judge them without asking the owner's admit again. The property (properties/
// mechanic_properties.cpp) holds it on positions random play reaches; this holds it on the positions people
// built to show a rule, the setups of every scenario of the corpus (a setup given by a FEN alone, read under
// the default options): every candidate of every mechanic is admitted by the action's owner.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "model/core/fen.h"
#include "model/core/mechanic_variant.h"
#include "model/core/notation.h"
#include "oracle/scenarios/scenario.h"
#include "oracle/scenarios/scenario_setup.h"
#include "oracle/scenarios/variant_cache.h"

namespace arbiter {
namespace {

TEST(CandidateContract, EveryCandidateOfEveryScenarioSetupIsAdmittedByItsOwner) {
  int positions = 0;
  for (const char* id : {"chess", "twentychess", "deathsquare12", "quadrant12", "removal12", "frozenchess13"}) {
    auto made = make_variant(id, Profile{});
    ASSERT_TRUE(made.ok()) << id;
    const auto* v = dynamic_cast<const MechanicVariant*>(made->get());
    if (!v) continue;  // not composed of mechanics: no candidates to hold
    for (const std::string& file : corpus_files(default_corpus_dir(), id)) {
      auto loaded = load_scenario_file(file);
      ASSERT_TRUE(loaded.ok()) << loaded.error();
      for (const Scenario& sc : loaded->scenarios) {
        const SetupSpec& s = sc.setup;
        if (!s.fen_only()) continue;
        auto pos = parse_fen(*v, s.fen);
        if (!pos) continue;  // a setup that needs other options (the scenario requires them)
        ++positions;
        for (const auto& m : v->mechanics()) {
          ActionList candidates;
          m->generate(*pos, candidates);
          for (const Action& a : candidates) {
            const Mechanic* owner = nullptr;
            for (const auto& o : v->mechanics())
              if (!owner && o->owns(a)) owner = o.get();
            ASSERT_NE(owner, nullptr) << id << " " << sc.id << ": " << m->name() << "'s " << action_text(*v, a) << " has no owner";
            Refusal r = owner->admit(*pos, a);
            EXPECT_TRUE(r.empty()) << id << " " << sc.id << " (" << s.fen << "): " << m->name() << "'s candidate "
                                   << action_text(*v, a) << " is refused by " << owner->name() << ": " << r;
          }
        }
      }
    }
  }
  EXPECT_GT(positions, 1000);  // the corpus holds over 1,300 scenarios, most set up by a FEN alone
}

// A wholesale refusal (model/core/shortcuts.h) lets the listings skip every action of a type without judging
// one; it must be a refusal of each of them by its own forbids(), or the listings lose legal actions that
// check() accepts. The property holds it where random play goes; this holds it along every scenario of the
// corpus, its setup and each position its plays reach, under the options it requires (a multimove's attack
// ability in the middle of a turn, which random play rarely reaches, was lost so: 98055d6).
TEST(CandidateContract, WholesaleRefusalsRefuseEachActionAlongEveryScenario) {
  int positions = 0, refusals = 0;
  VariantCache variants;
  for (const char* id : {"chess", "twentychess", "deathsquare12", "quadrant12", "removal12", "frozenchess13"}) {
    for (const std::string& file : corpus_files(default_corpus_dir(), id)) {
      auto loaded = load_scenario_file(file);
      ASSERT_TRUE(loaded.ok()) << loaded.error();
      for (const Scenario& sc : loaded->scenarios) {
        if (!sc.setup.fen_only()) continue;
        std::string why;
        const std::optional<Profile> profile = scenario_profile(sc, id, Profile{}, &why);
        if (!profile) continue;
        auto made = variants.get(id, *profile);
        if (!made) continue;  // a reading the model does not build
        const auto* v = dynamic_cast<const MechanicVariant*>(made->get());
        if (!v) continue;
        auto pos = parse_fen(*v, sc.setup.fen);
        if (!pos) continue;
        auto hold = [&](const Position& p) {
          ++positions;
          ActionList candidates;
          for (const auto& m : v->mechanics()) m->generate(p, candidates);
          for (size_t oi = 0; oi < v->mechanics().size(); ++oi) {
            const WholesaleRefusal* wholesale = v->shortcuts(oi).wholesale;
            if (!wholesale) continue;
            for (const Action& a : candidates) {
              if (!wholesale->forbids_every(p, a.type)) continue;
              ++refusals;
              EXPECT_FALSE(v->mechanics()[oi]->forbids(p, a).empty())
                  << id << " " << sc.id << " (" << format_fen(*v, p) << "): " << v->mechanics()[oi]->name()
                  << " forbids every action of its type, but not " << action_text(*v, a);
            }
          }
        };
        hold(*pos);
        Game game(*v, *pos);
        for (const ScenarioStep& step : sc.steps) {
          if (!step.play) continue;
          auto action = lookup_action(game, step.move);
          if (!action) break;  // a refused play ends the walk: its position is the one before
          game.play(*action);
          hold(game.position());
        }
      }
    }
  }
  EXPECT_GT(positions, 2000);
  EXPECT_GT(refusals, 1000);  // the middle of turns: frozenchess13's double moves, the twelve family's
}

// The shortcuts (model/core/shortcuts.h) are found by compose(), so the listings use them and the properties
// hold them: a mechanic whose header says it lists its legal actions directly, unit by unit, or forbids a type
// wholesale is found so. Without this, a shortcut lost from a class's bases would only slow the listings down
// and leave the property nothing to hold.
const Shortcuts* shortcuts_of(const MechanicVariant& v, const std::string& name) {
  for (size_t i = 0; i < v.mechanics().size(); ++i)
    if (v.mechanics()[i]->name() == name) return &v.shortcuts(i);
  return nullptr;
}

TEST(CandidateContract, ComposeFindsEachMechanicsShortcuts) {
  auto chess = make_variant("chess", Profile{});
  auto deathsquare12 = make_variant("deathsquare12", Profile{});
  auto frozen = make_variant("frozenchess13", Profile{});
  ASSERT_TRUE(chess.ok() && deathsquare12.ok() && frozen.ok());
  const auto& c = dynamic_cast<const MechanicVariant&>(**chess);
  const auto& r = dynamic_cast<const MechanicVariant&>(**deathsquare12);
  const auto& f = dynamic_cast<const MechanicVariant&>(**frozen);
  // chess's piece movement: the Stockfish-style generator lists legal moves (model/chess/piece_movement.cpp).
  ASSERT_NE(shortcuts_of(c, "piece movement"), nullptr);
  EXPECT_NE(shortcuts_of(c, "piece movement")->legal, nullptr);
  EXPECT_EQ(shortcuts_of(c, "piece movement")->by_unit, nullptr);
  // The twelve family's double move lists legal moves and lists unit by unit, by first step (double_move.h).
  ASSERT_NE(shortcuts_of(r, "double move"), nullptr);
  EXPECT_NE(shortcuts_of(r, "double move")->legal, nullptr);
  EXPECT_NE(shortcuts_of(r, "double move")->by_unit, nullptr);
  // frozenchess13: the moves list unit by unit; the rest of a turn takes no ability (advanced moves, a
  // wholesale refusal); the tombs' turn start is bookkeeping; the flood generates abilities only.
  ASSERT_NE(shortcuts_of(f, "moves"), nullptr);
  EXPECT_NE(shortcuts_of(f, "moves")->by_unit, nullptr);
  ASSERT_NE(shortcuts_of(f, "advanced moves"), nullptr);
  EXPECT_NE(shortcuts_of(f, "advanced moves")->wholesale, nullptr);
  ASSERT_NE(shortcuts_of(f, "tombs"), nullptr);
  EXPECT_TRUE(shortcuts_of(f, "tombs")->bookkeeping);
  EXPECT_FALSE(shortcuts_of(f, "moves")->bookkeeping);
  ASSERT_NE(shortcuts_of(f, "flood"), nullptr);
  EXPECT_EQ(shortcuts_of(f, "flood")->generated(), type_bit(ActionType::kAbility));
  EXPECT_EQ(shortcuts_of(f, "moves")->generated(), kEveryType);
}

// implementing<I>() lists the mechanics of a side interface, each once, in the list's order (how frozenchess13's
// board finds its capture listeners, whose order the document's capture sequence needs).
TEST(CandidateContract, ImplementingListsTheInterfaceInTheListsOrder) {
  auto frozen = make_variant("frozenchess13", Profile{});
  ASSERT_TRUE(frozen.ok());
  const auto& f = dynamic_cast<const MechanicVariant&>(**frozen);
  std::vector<std::string> expected, found;
  for (const auto& m : f.mechanics())
    if (dynamic_cast<const TypeScope*>(m.get())) expected.push_back(m->name());
  for (const TypeScope* t : f.implementing<TypeScope>()) found.push_back(dynamic_cast<const Mechanic*>(t)->name());
  EXPECT_EQ(found, expected);
  EXPECT_GE(found.size(), 8u);  // the region moves and the squares' abilities generate abilities only
}

}  // namespace
}  // namespace arbiter
