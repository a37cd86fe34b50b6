// `arbiter explore`: which interpretation points change real play. Random legal games under the default
// profile (seeded, so a run is reproducible; each move the variant's random_action) visit positions; at each
// one compared (every ply, or one in ExploreOptions::compare_every), every implemented alternative
// option of every point of the variant's catalog is asked for its legal actions and its verdict. A point
// whose options never differ on the positions play reaches matters little, whatever the text says; one
// that changes a third of them matters a lot. For each differing option the first position found (lowest
// game, then lowest ply) is kept as a witness and shrunk (pieces removed one by one while the options still
// differ).
//
// At scale: game g's random generator is seeded from the run's seed and g only, so a game plays the same
// whichever process plays it. A run can be split into N shards by game (game g belongs to shard g mod N + 1);
// each shard writes its counts and witness as JSON (explore_shard_json), and merging the shards
// (merge_explore_shards) gives exactly the report of one unsharded run. Games are streamed: memory does not
// grow with the number of games.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "model/core/action.h"
#include "model/core/interpretation.h"
#include "model/core/result.h"

namespace arbiter {

class Variant;

// Where a run stands, for a progress line (explore_command prints one on a terminal).
struct ExploreProgress {
  std::string variant;
  int games_done = 0;
  int games_total = 0;  // the games of this shard
  int64_t positions = 0;
};

struct ExploreOptions {
  int games = 4;
  int plies = 40;
  // Compares the readings at one ply in this many: at the plies p of game g with (p + g) % compare_every ==
  // 0 (every ply when 1). The games are played whole either way, so a small sample of positions can come from
  // many games; comparing is what costs (a full legal listing under every alternative).
  int compare_every = 1;
  unsigned seed = 20261122;
  int shard = 1;   // this process plays the games g with g % shards == shard - 1
  int shards = 1;
  // false: each witness is left as found (the whole position, no only_default/only_option), for a caller that
  // merges shards first and shrinks each merged witness once (shrink_witness; explore_variants does), rather
  // than every shard shrinking the witnesses the merge then drops.
  bool shrink = true;
  // What the alternatives said at a position is kept, by its FEN, for this many distinct positions compared:
  // a position met again (every game's start, the first plies) counts as it did without being listed again.
  // The report is the same for any number (0: none kept).
  size_t kept_positions = 512;
  std::function<void(const ExploreProgress&)> progress;  // called after every position, when set
};

struct OptionImpact {
  std::string point;
  std::string option;           // the alternative, compared with the default
  std::string default_option;   // the baseline: the default, or the option the base profile chose
  bool implemented = true;      // false: the model does not implement it (nothing measured)
  int order = 0;                // its place in the catalog (points, then options): the tie-break of the ranking
  int positions = 0;            // positions compared
  int moves_differ = 0;         // positions whose legal-action sets differ
  int verdict_differs = 0;      // positions whose outcome differs
  std::string witness;          // extended FEN of a (shrunk) position where they differ
  int witness_game = -1;        // the game and ply where the witness was found (before shrinking)
  int witness_ply = -1;
  std::vector<std::string> only_default;  // a few actions legal under the default only
  std::vector<std::string> only_option;   // ... under the option only
  double share() const { return positions ? static_cast<double>(moves_differ + verdict_differs) / positions : 0; }
};

struct ExploreReport {
  std::string variant;
  std::string error;            // the variant or its catalog could not be loaded
  int games = 0;                // games played (those of the shard)
  int positions = 0;            // positions compared
  int compare_every = 1;        // one ply in this many was compared (ExploreOptions::compare_every)
  std::vector<OptionImpact> impacts;  // ranked: largest share first (rank_impacts)
};

// Whether units of kind k are the variant's kings: its royal kind, or the kind its document calls "king"
// (removal12's kings are not royal in the core's sense: a pawn may promote to one). A witness keeps them:
// shrinking never removes one; a board's situation FEN must hold one of each side (reading_board.h).
bool is_king(const Variant& variant, Kind k);

// Whether two lists hold equal actions in the same order (everything action_text reads: type, squares, kind,
// ability, path, plan). Lists from two variants that name squares and kinds alike then have the same texts.
bool same_action(const Action& a, const Action& b);
bool same_actions(const ActionList& a, const ActionList& b);

// model_dir holds <variant>/rules.xml. With a base profile (its entries for this variant), the games are
// played under it and each alternative is compared with the option it chose (`arbiter diff --profile`).
// Plays only the games of options.shard of options.shards.
ExploreReport explore_variant(const std::string& variant, const std::string& model_dir, const ExploreOptions& options,
                              const Profile& base_profile = {});
// Shrinks impact.witness (an extended FEN of `variant` under the base profile, as found) to the fewest units that
// still show the difference, and fills only_default and only_option, as explore_variant does with shrink on:
// the same witness gives the same result either way. False (the impact untouched) when the variant, the
// alternative or the FEN cannot be made.
bool shrink_witness(const std::string& variant, OptionImpact& impact, const Profile& base_profile = {});
// Implemented first, then by share (largest first), then in catalog order.
void rank_impacts(std::vector<OptionImpact>& impacts);
std::string explore_markdown(const std::vector<ExploreReport>& reports, const ExploreOptions& options);

// A shard's result, machine-readable (explore_shard.cpp): the run's parameters (seed, games, plies, profile,
// shard i of N) and per variant the games, positions and per option the counts and the witness with the game
// and ply it came from. `profile` is the base profile's text ("" for the defaults).
struct ExploreRun {
  ExploreOptions options;
  std::string profile;
  std::string key;  // the sources' key when `arbiter check` stored the run (explore_store.h); "" for a shard
  std::vector<ExploreReport> reports;
  std::map<std::string, int> lines;  // read from a file: the line of each member ("seed", "variants[0].options[2]")
};
std::string explore_shard_json(const ExploreRun& run);
// Strict: a file that is not JSON, not a shard result, or inconsistent in itself is an error naming the file,
// the line and column, and what was expected there.
Result<ExploreRun> parse_explore_shard(const std::string& text, const std::string& name);
Result<ExploreRun> load_explore_shard(const std::string& path);
// The report of the unsharded run. Refuses shards of different runs (seed, games, plies, profile, shard
// count, variants or their options differ), a shard given twice and a missing shard; the error names the file
// and line. `names` are the files the runs were read from, for messages.
Result<ExploreRun> merge_explore_shards(const std::vector<ExploreRun>& runs, const std::vector<std::string>& names);

}  // namespace arbiter
