// A mechanic's candidates are admissible by its own rule (model/core/mechanic_variant.h): the listings and the
// random draw judge them without asking the owner's admit again. The property (properties/
// mechanic_properties.cpp) holds it on positions random play reaches; this holds it on the positions people
// built to show a rule, the setups of every scenario of the corpus (a setup given by a FEN alone, read under
// the default options): every candidate of every mechanic is admitted by the action's owner.
#include <gtest/gtest.h>

#include <string>

#include "model/core/fen.h"
#include "model/core/mechanic_variant.h"
#include "model/core/notation.h"
#include "oracle/scenario.h"

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

}  // namespace
}  // namespace arbiter
