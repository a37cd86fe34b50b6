// Variant `fairy` (test variant): the plain movers the 12x12 and 16x16 variants build on, on a board of
// any size, so that big-board geometry can be checked against Fairy-Stockfish.
#pragma once

#include <memory>

#include "model/core/variant.h"

namespace arbiter::fairy {

// files x ranks from 6x6 up to 16x16; id "fairy" is 10x10, "fairy-WxH" any other size.
Result<std::shared_ptr<const Variant>> make_fairy(int files, int ranks, const Profile& profile);
// The same game as a Fairy-Stockfish 11.1 variants.ini section named `name`.
std::string fairy_stockfish_ini(int files, int ranks, const std::string& name);
// fairy has no catalog, so no interpretation points: a profile naming any point is an error.
const InterpretationTable& interpretation_table();

}  // namespace arbiter::fairy
