// Shared RapidCheck generators: positions reached by random legal play from a variant's start (never by
// rejection), shown on failure as the start FEN plus the moves that led there.
#pragma once

#include <rapidcheck.h>

#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "model/core/variant.h"

namespace arbiter::properties {

struct PlayedPosition {
  std::shared_ptr<const Variant> variant;
  Position position;
  std::vector<std::string> moves;  // from the variant's start position
};

void showValue(const PlayedPosition& p, std::ostream& os);

std::shared_ptr<const Variant> variant(const std::string& id);
// Random legal play of 0..max_plies plies from the start of `variant_id` (stops early when the game ends), each
// ply drawn by the variant's random_action (not uniform among the legal actions in every variant).
rc::Gen<PlayedPosition> played_position(const std::string& variant_id, int max_plies);
// One of several variants of the orthodox family, then random play.
rc::Gen<PlayedPosition> orthodox_family_position(int max_plies);

// The colour-flipped position: ranks mirrored, colours and the side to move swapped, rights exchanged.
Position colour_flip(const Variant& v, const Position& pos);

// Properties every variant must have, asserted with RC_ASSERT on one played position:
// each legal action's text parses back to it and no two share a text;
void check_move_text_round_trip(const PlayedPosition& p);
// after every legal action, the derived state agrees with a rebuild from scratch (consistency check, and
// a FEN round trip that gives back the same position and hash).
void check_copy_make(const PlayedPosition& p);
// One action copy-made, with the same checks: `a` played on a copy of `before` (its trace into `trace` when
// given), the result consistent, its FEN read back with the same hash (and as an equal position when
// same_position). Returns the position after.
Position copy_made(const Variant& v, const Position& before, const Action& a, Trace* trace = nullptr,
                   bool same_position = false);

}  // namespace arbiter::properties
