// What an alternative reading changes that a player would feel (issue 34): paired games, the same seeds
// played under the default reading and under the alternative, and whether their RESULT differs; how often the
// point arises (games in which the two readings part: at some position both games reach, the legal actions or
// the verdict differ, or the same move leaves different positions); and the same from the situations where
// the point acts -- the start positions of the corpus scenarios that require one of the point's options or
// cite one of its clauses -- so that a rule random play rarely reaches is measured where it acts.
//
// The policy (both readings, both games): among the legal actions, the captures (an opponent's unit on the
// target square) and the checks, at most kPolicyLooks of them, are tried: one that ends the game in the
// mover's favour (a mate, a king taken) is taken; one that loses it at once is avoided; else the capture of
// the most valuable unit worth at least its capturer (pawn 1, knight and bishop 3, rook 5, queen 9, the royal
// kind 100, any other kind 3) is taken; else a random action that does not lose at once (up to 4 draws).
// The two games share their moves: while they stand on the same position with the same legal actions and
// verdict, the alternative's game plays the default's move; from the ply they part, it plays the default's
// move of the same ply whenever it has that action, else its own policy (from the default's generator state
// at the parting ply). Once they part, the alternative's game goes on for at most
// kAfterParting plies, and is compared with the default's at the same ply: its result ("1-0", "0-1",
// "1/2-1/2" or "*", undecided) and its material (the values above, the royal kind left out, White's less
// Black's). The window keeps what is compared attributable to the reading: two games that part play on
// differently, and over a long game their results would differ by chance alone.
//
// It costs: one variant per alternative, and per alternative and game a legal listing and a verdict per ply
// until the games part, then the policy. `arbiter analyze --deep` runs it (consequence_store.h keeps the
// result, which `arbiter check` reuses while the sources are the same); `arbiter check` alone does not.
#pragma once

#include <string>
#include <vector>

namespace arbiter {

inline constexpr int kPolicyLooks = 12;
inline constexpr int kAfterParting = 8;
// Raised whenever what is measured changes (the policy, the pairing): part of the stored file's key, so that
// an older measurement is stale (consequence_store.h).
inline constexpr int kConsequenceMethod = 2;

struct ConsequenceOptions {
  int games = 40;            // paired games from the start position
  int plies = 60;            // their length
  int situation_plies = 16;  // paired games from each situation
  int situations = 6;        // at most this many situations per point (requiring scenarios first, then citing)
  unsigned seed = 20261202;
};

struct OptionConsequence {
  std::string point, option, default_option;
  bool implemented = true;        // false: nothing measured
  int games = 0;                  // paired games from the start
  int results_differ = 0;         // of those, games whose results differ (within kAfterParting plies of parting)
  int material_differs = 0;       // of those, games whose material differs there
  int arises = 0;                 // games in which the readings part
  int situations = 0;             // situations measured (scenario setups both readings accept)
  int situations_arise = 0;       // of those, where the readings part (at the setup or in the game from it)
  int situation_results_differ = 0;  // of those, where the paired games' results differ
  int situation_material_differs = 0;  // of those, where their material differs
  std::string example;            // the first situation where the readings part: "scenario <id>"
};

struct ConsequenceReport {
  std::string variant;
  std::string error;  // the variant or its catalog could not be loaded
  std::string key;    // the sources' identity (consequence_store.h), set by whoever stores it
  ConsequenceOptions options;
  std::vector<OptionConsequence> options_measured;  // in catalog order (points, then options)
};

// The alternatives [first, first + count) of the variant in catalog order (count < 0: all from first): a slice,
// so that threads split a variant by alternative (each makes only its own alternatives' variants).
ConsequenceReport measure_consequences(const std::string& variant, const std::string& model_dir, const std::string& corpus_dir,
                                       const ConsequenceOptions& options, int first = 0, int count = -1);

// Every variant, each split into slices of alternatives played on `threads` threads, the slices joined.
std::vector<ConsequenceReport> measure_consequences(const std::vector<std::string>& variants, const std::string& model_dir,
                                                    const std::string& corpus_dir, const ConsequenceOptions& options, unsigned threads);

}  // namespace arbiter
