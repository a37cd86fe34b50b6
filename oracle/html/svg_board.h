// One position drawn as an inline SVG board (for the HTML report, oracle/html/html_report.h): one <rect> per
// square (data-sq="e4", light/dark), a piece as a Unicode chess symbol when its kind is a chess kind (king,
// queen, rook, bishop, knight, pawn) and as its FEN letter otherwise, and every square attribute of the
// variant's StateSchema that is not 0 drawn on its square (removed squares as holes, the others as a coloured
// inset with a short label) in the state vocabulary's words (oracle/scenarios/vocabulary.h) where it names them.
// The board scales with its viewBox (one square = 1 unit); boards from 1x1 to 16x16.
#pragma once

#include <string>

#include "model/core/position.h"
#include "model/core/variant.h"

namespace arbiter {

struct Vocabulary;

// `vocabulary` may be null (the schema's attribute names are used). `label` is the board's accessible name.
std::string svg_board(const Variant& variant, const Position& pos, const Vocabulary* vocabulary, const std::string& label);

// Text with & < > " ' escaped, for HTML and SVG.
std::string html_escape(const std::string& text);

}  // namespace arbiter
