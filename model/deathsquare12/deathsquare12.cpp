// Variant `deathsquare12` (model/deathsquare12/document.txt): the twelve family's board and diagram
// (model/twelve/twelve_variant.h) with its general abilities, each in its own file of the family:
// death_square, protection (Empower, Guards), swap, capture (Kind Immunity), double_move (with Knight's Leap
// and Bishop Bounce), rook_push, jester, kings_exchange, pawn, game_end. Which of their settings apply is
// read from the profile against the catalog's interpretation points (interpretation.cpp) and set by
// twelve::Options::deathsquare12.
#include "model/deathsquare12/deathsquare12.h"

#include "model/deathsquare12/clauses.h"
#include "model/twelve/twelve_variant.h"

namespace arbiter::deathsquare12 {

Result<std::shared_ptr<const Variant>> make_deathsquare12(const Profile& profile) {
  auto chosen = read_interpretation(interpretation_table(), profile);
  if (!chosen) return Error{chosen.error()};
  twelve::Options options = twelve::Options::deathsquare12(*chosen);
  twelve::OwnMechanics own;
  own.actions = {swap};  // swap.cpp: swap places
  return std::shared_ptr<const Variant>(std::make_shared<twelve::TwelveVariant>(
      "deathsquare12", profile, options, std::vector<AttributeDef>{}, own,
      clause::with_shared(clause::kDeathSquare12Only)));
}

}  // namespace arbiter::deathsquare12
