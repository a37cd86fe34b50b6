#include "oracle/interaction_witness.h"

#include <random>
#include <string>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "model/core/trace.h"
#include "model/core/variant.h"

namespace arbiter {
namespace {

// The finding's witness so far: the position, the action and the pair it fires.
struct Search {
  catalog::Finding* finding;
  bool found = false;
};

std::string code(const std::string& s) { return "`" + s + "`"; }

}  // namespace

void find_interaction_witnesses(std::vector<catalog::VariantFindings>& results, const WitnessBudget& budget) {
  for (catalog::VariantFindings& r : results) {
    std::vector<Search> searches;
    for (catalog::Finding& f : r.findings)
      if (f.kind == catalog::FindingKind::kInteraction && !f.together.empty()) searches.push_back({&f});
    if (searches.empty()) continue;
    auto made = make_variant(r.variant, Profile{});
    if (!made.ok()) continue;  // no model of this catalog: the situation stays as the analysis wrote it
    const Variant& v = **made;
    size_t left = searches.size();
    for (int g = 0; g < budget.games && left > 0; ++g) {
      std::seed_seq seq{budget.seed, static_cast<unsigned>(g)};
      std::mt19937_64 rng(seq);
      Position pos = v.start_position();
      for (int ply = 0; ply < budget.plies && left > 0; ++ply) {
        Action a;
        if (!v.random_action(pos, rng, a)) break;
        Position next = pos;
        Trace trace;
        v.apply(next, a, &trace);
        for (Search& s : searches) {
          if (s.found) continue;
          for (const auto& [writer, reader] : s.finding->together) {
            if (!trace.fired(writer) || !trace.fired(reader)) continue;
            s.found = true;
            --left;
            s.finding->witness = format_fen(v, pos);
            s.finding->situation = "In game " + std::to_string(g + 1) + " of the model's random play, at ply " +
                                   std::to_string(ply + 1) + ", the action " + action_text(v, a) + " from " +
                                   format_fen(v, pos) + " applies both " + code(writer) + " and " + code(reader) + ".";
            break;
          }
        }
        pos = std::move(next);
      }
    }
    for (Search& s : searches)
      if (!s.found)
        s.finding->situation = "No action of " + std::to_string(budget.games) + " random games of " + std::to_string(budget.plies) +
                               " plies under the default options applies both clauses of any pair above (by the model's rule "
                               "trace): they may meet rarely, or only in positions such games do not reach; " + s.finding->situation;
  }
}

}  // namespace arbiter
