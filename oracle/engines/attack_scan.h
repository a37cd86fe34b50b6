// An independent judge of attacks for the orthodox family, used by the properties to check the move
// generator: it reads piece kinds by their names and walks the board with plain coordinate arithmetic,
// sharing neither the geometry's ray tables nor the generator's mover tables.
#pragma once

#include "model/core/variant.h"

namespace arbiter {

// Whether any piece of `by` attacks `target` in pos (kinds known by name: pawn, knight, bishop, rook, queen,
// king, dragon, amazon). Returns false for unknown kinds, which the caller should rule out first.
bool brute_force_attacked(const Variant& variant, const Position& pos, Square target, Side by);
// Whether every kind of the variant is one the brute-force scan knows.
bool brute_force_knows(const Variant& variant);

}  // namespace arbiter
