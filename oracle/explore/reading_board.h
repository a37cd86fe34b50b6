// What each reading of an interpretation point does on one position (issue 34: boards that show the question).
// The position is played under every option of the point the model implements (the variant made with a
// profile of that one option, as explore and the paired games make their readings): the actions legal under
// some readings and not under others are the moves that show the question, and each reading says what it
// does with them -- legal, or illegal with the clause that refuses it (Variant::refusal). Where every reading
// allows the same actions (or where the situation names a move legal under all of them), the first move whose
// effect differs is shown instead, with what each reading leaves
// on the squares where they part (units, and the states in the vocabulary's words); where the verdict on the position itself differs, each reading's verdict.
// A finding's board in the HTML report (oracle/html/html_variant.cpp) is drawn with these moves and captioned
// with caption(): "under `per-step`: j1h3f2 is illegal, clause double-move.empowered-steps; under
// `turn-start`: j1h3f2 is legal".
#pragma once

#include <string>
#include <vector>

#include "model/core/geometry.h"

namespace arbiter {

struct Vocabulary;

struct ReadingBoard {
  struct Reading {
    std::string option;
    bool is_default = false;
    std::vector<std::string> says;  // what it does: one phrase per move shown (and the verdict when it differs)
  };
  std::string fen;
  std::string error;                        // "" or why nothing could be played (the FEN not legal, no model)
  std::vector<std::string> moves;           // the moves shown (at most kMaxMoves), in the default reading's text
  std::vector<std::vector<Square>> arrows;  // the squares each move goes through, for the board
  bool effects = false;                     // true: the moves are legal under every reading and differ in effect
  std::vector<Reading> readings;            // the implemented readings, the catalog's order
  std::vector<std::string> not_implemented; // options the model does not play
  bool differs() const { return (!moves.empty() && !one_reading) || verdict_differs; }
  bool verdict_differs = false;
  // Only one reading could be played (the others not implemented): `moves` are then the situation's moves
  // with what that reading does, not moves whose verdict differs.
  bool one_reading = false;
  // "under `a`: m is illegal, clause c; under `b`: m is legal" (the readings' says, joined), then the options
  // not implemented; "" when nothing could be played.
  std::string caption() const;
};

inline constexpr int kMaxBoardMoves = 3;

// The question a board shows: an interpretation point, its options (the catalog's ids and order, the default
// among them) and its situation's words (the moves whose squares they name are shown first: "White rook d1
// moves d1-d4" puts d1d4 before another move that differs).
struct BoardQuestion {
  std::string point;
  std::vector<std::string> options;
  std::string default_option;
  std::string situation;
};

// Plays `fen` under each option of the question's point in `variant`. Every reading's position must be legal
// (parse_fen); a reading whose variant cannot be made is listed as not implemented. With a vocabulary
// (oracle/scenarios/vocabulary.h), effects name the states that differ in its words.
ReadingBoard read_board(const std::string& variant, const std::string& fen, const BoardQuestion& question,
                        const Vocabulary* vocabulary = nullptr);

// "" when fen is a legal position of `variant` under its default reading with a king of each side (where the
// variant has kings: is_king, explore.h), else why not (for catalog check and the situation FENs of the catalog).
std::string situation_fen_problem(const std::string& variant, const std::string& fen);

}  // namespace arbiter
