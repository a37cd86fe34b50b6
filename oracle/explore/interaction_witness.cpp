#include "oracle/explore/interaction_witness.h"

#include <algorithm>
#include <random>
#include <string_view>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "model/core/trace.h"
#include "model/core/variant.h"
#include "oracle/scenarios/scenario.h"

namespace arbiter {
namespace {

std::string code(const std::string& s) { return "`" + s + "`"; }

// A start for the search: a position and where it comes from ("" for the start position).
struct Start {
  Position pos;
  std::string from;  // "the setup of scenario <id> (<file>)"
};

// The setups of the variant's scenarios given by a FEN alone (no pieces, states or side to move set apart),
// that the default profile reads.
std::vector<Start> scenario_starts(const Variant& v, const std::string& corpus_dir, const std::string& variant) {
  std::vector<Start> out;
  if (corpus_dir.empty()) return out;
  for (const std::string& file : corpus_files(corpus_dir, variant)) {
    auto loaded = load_scenario_file(file);
    if (!loaded) continue;
    for (const Scenario& sc : loaded->scenarios) {
      const SetupSpec& s = sc.setup;
      if (!s.fen_only()) continue;
      auto pos = parse_fen(v, s.fen);
      if (pos) out.push_back({*pos, "the setup of scenario " + sc.id + " (" + file.substr(file.rfind('/') + 1) + ")"});
    }
  }
  return out;
}

struct Search {
  catalog::Finding* finding;
  bool found = false;
};

}  // namespace

void find_interaction_witnesses(std::vector<catalog::VariantFindings>& results, const std::string& corpus_dir,
                                const WitnessBudget& budget) {
  for (catalog::VariantFindings& r : results) {
    std::vector<Search> searches;
    for (catalog::Finding& f : r.findings)
      if (f.kind == catalog::FindingKind::kInteraction && !f.together.empty()) searches.push_back({&f});
    if (searches.empty()) continue;
    auto made = make_variant(r.variant, Profile{});
    if (!made.ok()) continue;  // no model of this catalog: the situation stays as the analysis wrote it
    const Variant& v = **made;
    size_t left = searches.size();
    // Plays `games` random games of `plies` from `start`, the g-th seeded from the seed, `salt` and g.
    auto search = [&](const Start& start, int games, int plies, unsigned salt) {
      for (int g = 0; g < games && left > 0; ++g) {
        std::seed_seq seq{budget.seed, salt, static_cast<unsigned>(g)};
        std::mt19937_64 rng(seq);
        Position pos = start.pos;
        for (int ply = 0; ply < plies && left > 0; ++ply) {
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
              s.finding->situation = "In random game " + std::to_string(g + 1) + " from " +
                                     (start.from.empty() ? std::string("the start position") : start.from) + ", at ply " +
                                     std::to_string(ply + 1) + ", the action " + action_text(v, a) + " from " + s.finding->witness +
                                     " applies both " + code(writer) + " and " + code(reader) + ".";
              break;
            }
          }
          pos = std::move(next);
        }
      }
    };
    search({v.start_position(), ""}, budget.games, budget.plies, 0);
    std::vector<Start> starts = left > 0 ? scenario_starts(v, corpus_dir, r.variant) : std::vector<Start>{};
    for (size_t i = 0; i < starts.size() && left > 0; ++i) search(starts[i], budget.setup_games, budget.setup_plies, static_cast<unsigned>(i + 1));
 const std::vector<std::string_view> declared = v.clauses_in_code();
    for (Search& s : searches) {
      if (s.found) continue;
      // Clauses of its pairs that the model does not implement (none of its mechanics declares them) never fire.
      std::vector<std::string> missing;
      for (const auto& [writer, reader] : s.finding->together)
        for (const std::string& c : {writer, reader})
          if (std::find(declared.begin(), declared.end(), c) == declared.end() &&
              std::find(missing.begin(), missing.end(), c) == missing.end())
            missing.push_back(c);
      std::string why = "they may meet rarely, or only in positions such games do not reach";
      if (!missing.empty()) {
        why = "the model does not implement ";
        for (size_t i = 0; i < missing.size(); ++i) why += (i ? (i + 1 == missing.size() ? " and " : ", ") : "") + code(missing[i]);
        why += " yet, so " + std::string(missing.size() > 1 ? "they" : "it") + " cannot fire";
      }
        s.finding->situation = "No action of " + std::to_string(budget.games) + " random games of " + std::to_string(budget.plies) +
                               " plies from the start, nor of " + std::to_string(budget.setup_games) + " games of " +
                               std::to_string(budget.setup_plies) + " plies from each of the " + std::to_string(starts.size()) +
                               " scenario setups, under the default options, applies both clauses of any pair above (by the "
                               "model's rule trace): " + why + ". " + s.finding->situation;
    }
  }
}

}  // namespace arbiter
