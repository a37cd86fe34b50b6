// A kind of unit as a variant names it: its Kind, its FEN letter and the document's word for it. Variant lists
// its army's (variant.h); a catalog's <kinds> names them by the word (document_values.h).
#pragma once

#include <string>

#include "model/core/piece.h"

namespace arbiter {

struct PieceKind {
  Kind kind;
  char letter;       // upper case; white pieces print upper case, black lower case
  std::string name;  // the document's word: "knight", "dragon", "jester"
};

}  // namespace arbiter
