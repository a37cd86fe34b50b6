// Text for units in every layer (unit.h), used by the extended FEN (fen.h) and by move text that names units.
//
//   ref     := base (">" n)*                      n-th unit held by it (1 = first in)
//   base    := square                             the unit standing there        e.g. e4
//            | square "~" n                       the n-th ethereal unit there   e.g. e4~1
//            | queue ":" square "#" n             the n-th unit of a queue       e.g. tomb:e4#1
// A ref names a unit by where it is, never by its id, so that the text of a position does not depend on
// ids. The extended FEN's entries for units (after the board, in this order when printed):
//   queue ":" square "=[" pieces "]"     a queue, first out first             tomb:e4=[Pn]
//   "~" square "=[" pieces "]"           the ethereal units on a square       ~e4=[Nn]
//   ">" ref "=[" pieces "]"              the units a unit holds, first in first   >e4=[NB]  >e4>1=[P]
//   name "@" ref "=" int                 a piece attribute of a layered unit  paralysis@e4~1=3
//   name (":" square | "@" ref) "=" ref  a unit-valued attribute             owner:c3=e4
//   name "@" ref "=" ref                 a relation                          bound@e4=f5
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/position.h"

namespace arbiter {

class Variant;

std::string unit_ref(const Variant& v, const Position& pos, UnitId id);
std::optional<UnitId> parse_unit_ref(const Variant& v, const Position& pos, std::string_view text);

namespace fen_units {
// A decimal integer filling the whole text (a sign allowed), or nullopt.
std::optional<int> number(std::string_view s);
// A piece letter (with "*" for a neutral piece) at text[i], advancing i; and the letter of a piece.
// nullopt for a letter the variant does not know, or a neutral piece in a variant without them.
std::optional<Piece> read_piece(const Variant& v, std::string_view text, size_t& i);
// Why read_piece refused the text at `start`, naming the variant.
std::string piece_error(const Variant& v, std::string_view text, size_t start);
std::string piece_text(const Variant& v, Piece p);
// Orders state entries so that units exist before entries that name them.
void order_entries(const Variant& v, std::vector<std::string_view>& entries);
// Whether a FEN state entry creates layered units (parsed before the entries that may name them).
bool creates_units(const Variant& v, std::string_view entry);
// Parses an entry about units; nullopt if the entry is not one (left to the caller), else "" or the error.
std::optional<std::string> parse(const Variant& v, Position& pos, std::string_view entry);
// Prints the unit entries, each preceded by a space, in canonical order.
void format(const Variant& v, const Position& pos, std::ostream& out);
}  // namespace fen_units

}  // namespace arbiter
