// One position drawn as an inline SVG board (for the HTML report, oracle/html/html_report.h), a few dozen
// elements whatever its size: a light background, the dark squares as one path, removed squares (holes) as
// another, each square state of the variant's StateSchema outlined in its colour (one path per state) and named
// in a legend under the board in the state vocabulary's words (oracle/scenarios/vocabulary.h), with an invisible square
// per state square (data-sq, data-state, and a hover title). A piece of a chess kind (king, queen, rook,
// bishop, knight, pawn) is its drawn Unicode symbol; any other kind a disc of its side's colour with its letter;
// each has data-at, data-piece and a hover title ("e1: white jester"). The board's width follows its files
// (30-40 px a square, never wider than its column); boards from 1x1 to 16x16. Moves may be drawn on it
// (SvgBoardOptions::moves), each a polyline with data-move naming its squares.
#pragma once

#include <string>
#include <vector>

#include "model/core/position.h"
#include "model/core/variant.h"

namespace arbiter {

struct Vocabulary;

// What a board shows beyond the report's default.
struct SvgBoardOptions {
  // Each unit's state in the vocabulary's words (state_lines: "paralysed=2 level=1") in its hover title and in
  // its data-state attribute (the workbench, oracle/serve/); needs a vocabulary.
  bool unit_states = false;
  // Moves drawn on the board (a finding's moves whose verdict differs, oracle/explore/reading_board.h): each the
  // squares it goes through, drawn as a line from the first to the last with a dot where it ends.
  std::vector<std::vector<Square>> moves;
};

// `vocabulary` may be null (the schema's attribute names are used). `label` is the board's accessible name.
std::string svg_board(const Variant& variant, const Position& pos, const Vocabulary* vocabulary, const std::string& label,
                      const SvgBoardOptions& options = {});

// Text with & < > " ' escaped, for HTML and SVG.
std::string html_escape(const std::string& text);

}  // namespace arbiter
