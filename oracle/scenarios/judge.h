// The scenario judge: one comparison of an expectation (scenario.h) with what a subject showed, used by
// both runners: the model (model_runner.h) and an external engine (conformance.h). The judge never asks
// anything itself; the runner fills an Observation with what the expectations need (needs_of), from the
// model's own state or from the engine's answers (perft-1 move lists, `d`'s FEN, `result`). What a subject
// cannot be asked stays empty and the expectation is reported as not judged, never as passed or failed.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/core/position.h"
#include "model/core/result.h"
#include "model/core/variant.h"
#include "oracle/scenarios/scenario.h"
#include "oracle/scenarios/vocabulary.h"

namespace arbiter {

// A subject's verdict on a setup or an action: accepted, or rejected with its Error. The model types its
// errors (result.h: kInvalidSetup, kUnparsableAction, kIllegalAction, kRefusedAction with the clause); an
// engine says only accepted or not (typed = false), so the kind and clause are not judged.
struct Verdict {
  std::optional<Error> error;  // nullopt: accepted
  bool typed = true;
  bool accepted() const { return !error; }
};

// A game's result as a subject states it.
struct GameResult {
  std::string winner;                 // "white", "black", "draw"; "" while the game goes on; "?" unreadable
  std::optional<std::string> clause;  // the deciding clause; nullopt when the subject does not say
  std::string text;                   // as the subject wrote it, for messages: "1-0 (checkmate)"
};

// What the subject showed at one <expect>.
struct Observation {
  Verdict action;                 // on the action just played (accepted before any play)
  std::optional<Verdict> setup;   // on the setup (<invalid-setup/>); nullopt: the subject did not say
  std::optional<Position> position;
  bool exact_en_passant = true;   // false for engines: they write the en passant square differently when
                                  // no capture is possible, so it is compared only when one is expected
  bool state_reported = true;     // false: the position's board is the subject's, its variant state (counters,
                                  // square attributes: the FEN's tail) is not, so <counter>, <square> and
                                  // <fen> are not judged (an engine that plays part of a variant)
  std::optional<bool> check;
  std::optional<std::vector<std::string>> moves;  // the legal actions, as text
  std::optional<std::vector<std::string>> fired;  // the rule trace of the action just played
  std::optional<GameResult> result;
  // The state in the variant's vocabulary (vocabulary.h): non-default values only; nullopt: not asked or
  // the subject does not answer `state`.
  std::optional<StateReport> state;
};

// Which parts of an Observation a block of expectations needs (the action's verdict is always there).
struct Needs {
  bool setup = false, position = false, check = false, moves = false, trace = false, result = false;
  const Vocabulary* state = nullptr;  // the vocabulary to report the state in, when a term is expected
};
Needs needs_of(const std::vector<Expectation>& expectations, const Vocabulary* vocabulary = nullptr);

// The judge's finding on one expectation: `failure` is "" when it holds, else what was found instead;
// `not_judged` names what the subject could not be asked ("" when all was judged).
struct Finding {
  std::string failure;
  std::string not_judged;
};
Finding judge(const Variant& v, const Expectation& e, const Observation& seen);

}  // namespace arbiter
