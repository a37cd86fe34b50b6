// Extended FEN for boards up to 16x16, with a variant-extensible tail for the state of a StateSchema.
//
//   fen      := board SP side [SP castling SP ep [SP halfmove SP fullmove]] (SP extra)*
//   board    := rank ("/" rank)*            top rank first, exactly `ranks` ranks of exactly `files` squares
//   rank     := (piece | empties)+          empties: a decimal count, several digits allowed ("12", "10p1")
//   piece    := ["*"] letter                upper case White, lower case Black; "*" marks a neutral piece
//   side     := "w" | "b"
//   castling := "-" | [KQkq]+               (in this order when printed)
//   ep       := "-" | square
//   extra    := name "=" int                a counter                        e.g. cast=7
//             | name ":" square "=" int     an attribute of a square         e.g. death:e4=1
//             | name "@" square "=" int     an attribute of the piece there  e.g. paralysis@e4=2
//             | name ":" square "=" "[" piece* "]"   a stack on a square   e.g. tomb:e4=[Pn]
// Names come from the variant's StateSchema; zero values (a counter's initial value) are omitted when printing, and printing follows
// the schema's order then the squares' order, so every position has one canonical text.
// Castling and en passant default to "-", the clocks to 0 and 1 when omitted.
#pragma once

#include <string>
#include <string_view>

#include "model/core/position.h"
#include "model/core/result.h"
#include "model/core/setup.h"

namespace arbiter {

class Variant;

// The first step (setup.h): the text as a Setup. Syntax and consistency errors are of kind kFenSyntax and
// name the field and the character: "FEN board, rank 8, character 3 'x': unknown piece letter".
Result<Setup> parse_setup(const Variant& variant, std::string_view text);
// Both steps: parse_setup, then validate_setup (an Error of kind kInvalidSetup when Variant::validate
// rejects it: "FEN position is not legal in chess: ...").
Result<Position> parse_fen(const Variant& variant, std::string_view text);
// The first step's position, unchecked: for positions written by others (an engine's "Fen:" line, an
// expected FEN) that are compared, not played.
Result<Position> parse_fen_unchecked(const Variant& variant, std::string_view text);
std::string format_fen(const Variant& variant, const Position& pos);

}  // namespace arbiter
