// Scenarios (corpus/README.md): loaded strictly from XML into plain structs. Loading checks the format
// only; whether a setup is a legal position of its variant is judged when the scenario runs.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/core/result.h"

namespace arbiter {

struct PieceSpec {
  std::string at, kind, side;
};
struct StateSpec {
  std::string at, name;  // at is empty for a counter
  long value = 0;
};

struct SetupSpec {
  std::string fen;  // may be empty: an empty board
  std::optional<std::string> to_move, castling, en_passant;
  std::optional<long> halfmove, fullmove;
  std::vector<PieceSpec> pieces;
  std::vector<StateSpec> squares;   // square attributes
  std::vector<StateSpec> counters;
  int line = 0;
  // Given by a FEN alone: nothing set apart from it (pieces, states, side to move, clocks).
  bool fen_only() const {
    return !fen.empty() && pieces.empty() && squares.empty() && counters.empty() && !to_move && !castling && !en_passant &&
           !halfmove && !fullmove;
  }
};

struct Vocabulary;

// A state term as a scenario states it (<unit at= paralysed="2"/>, <square at= tomb="open"/>): the term, the
// value expected, and the term's default value (what a subject that lists nothing for it reports).
struct TermSpec {
  std::string name, value, default_value;
};

struct Expectation {
  enum class Kind { kLegal, kIllegal, kPiece, kEmpty, kSquare, kCounter, kFen, kToMove, kCheck, kMoves, kFired, kNotFired, kResult, kOngoing, kInvalidSetup, kUnitState, kSquareState, kTurn };
  Kind kind = Kind::kLegal;
  int line = 0;
  std::string illegal_kind;  // unparsable | illegal | refused
  std::string clause;        // refused, fired, not-fired, result
  PieceSpec piece;           // piece, empty (at), to-move (side)
  StateSpec state;           // square, counter
  std::string fen;
  bool check = false;
  std::string from;
  std::string type;  // <moves type=>: only actions of this type (move, ability, drop, pass); "" for all
  std::string ability;  // <moves ability=>: only the abilities of this name (the text before '@'); "" for all
  std::string unit;     // <moves unit=>: only the actions of the unit on this square (its moves and abilities)
  std::vector<std::string> area_actions;  // the variant's area actions (vocabulary), which no unit acts
  std::vector<TermSpec> terms;            // <unit>, <square> in the vocabulary's terms
  std::string turn_end;                   // <turn may-end=>: the variant's turn-ending action (vocabulary)
  bool may_end = false;
  std::optional<std::vector<std::string>> include, exclude, exact;
  std::optional<long> count;
  std::string winner;        // white | black | draw
  std::string text;          // the element as written, for messages
};

// <requires point= option="a b">: the scenario's verdict holds under each of the listed options of the point
// (one or more), and under no other that the scenario vouches for.
struct Requirement {
  std::string point;                 // as written: the variant's id, or qualified (chess/castling.rule)
  std::vector<std::string> options;  // in the order written; at least one, no repeats
  bool allows(const std::string& option) const;
  std::string text() const;  // "point=a" or "point=a|b"
};

struct ScenarioStep {  // a <play> or an <expect> (not model/core/mechanic.h's Step, a unit's move)
  bool play = false;
  std::string move;                  // play
  std::vector<Expectation> expect;   // expect
  int line = 0;
};

struct Scenario {
  std::string id, description;
  bool xfail = false;
  std::string reason;
  std::vector<std::string> clauses;
  std::vector<Requirement> required_options;  // <requires point= option=>
  SetupSpec setup;
  std::vector<ScenarioStep> steps;
  std::string file;
  int line = 0;
  const Vocabulary* vocabulary = nullptr;  // the variant's (vocabulary.h); set by the loader
  // <expect><invalid-setup/></expect>: the setup must be rejected (the scenario's only expectation).
  bool expects_invalid_setup() const;
};

struct ScenarioFile {
  std::string path, variant, topic;
  std::vector<Scenario> scenarios;
};

// All errors of a file at once ("file:line: what"), or its scenarios.
Result<ScenarioFile> load_scenario_file(const std::string& path);
// The same from text in memory (path names the file in messages).
Result<ScenarioFile> parse_scenario_file(const std::string& text, const std::string& path);
// corpus/<variant>/*.xml, sorted; variant "" for all.
std::vector<std::string> corpus_files(const std::string& corpus_dir, const std::string& variant);
std::string default_corpus_dir();

}  // namespace arbiter
