// Variant `deathsquare12` (model/deathsquare12/document.txt): the twelve family's board and diagram
// (model/shared12/twelve_variant.h) with its general abilities, each in its own file of the family:
// death_square, protection (Empower, Guards), swap, capture (Kind Immunity), double_move (with Knight's Leap
// and Bishop Bounce), rook_push, jester, kings_exchange, pawn, game_end. Which of their settings apply is
// read from the profile against the catalog's interpretation points (interpretation.cpp) and set by
// shared12::Options::deathsquare12.
#include "model/deathsquare12/deathsquare12.h"

#include "model/deathsquare12/clauses.h"
#include "model/shared12/twelve_variant.h"

namespace arbiter::deathsquare12 {

Result<std::shared_ptr<const Variant>> make_deathsquare12(const Profile& profile) {
  auto chosen = read_interpretation(interpretation_table(), profile);
  if (!chosen) return Error{chosen.error()};
  shared12::Options options = shared12::Options::deathsquare12(*chosen);
  shared12::OwnMechanics own;
  SwapRules swap_rules;  // swap.cpp: swap places, with its points' readings
  swap_rules.range = chosen->select<SwapRules::Range>("swap.range", {
      {"anywhere", SwapRules::Range::kAnywhere},
      {"adjacent-only", SwapRules::Range::kAdjacent},
      {"mutually-reachable", SwapRules::Range::kMutuallyReachable}});
  swap_rules.pawns = chosen->is("swap.pawns", "pawns-included");
  swap_rules.immobilised = chosen->is("swap.immobilised", "swap-allowed");
  own.actions = {[swap_rules](const shared12::Rules& r) { return swap(r, swap_rules); }};
  return std::shared_ptr<const Variant>(std::make_shared<shared12::TwelveVariant>(
      "deathsquare12", profile, options, std::vector<AttributeDef>{}, own,
      clause::with_shared(clause::kDeathSquare12Only)));
}

}  // namespace arbiter::deathsquare12
