// Move text: one canonical text per action, and a parser that says what it expected.
//
//   action  := pass | drop | ability | move
//   pass    := "0000"                               (UCI's null move)
//   decision:= name "=" (number | LETTER)            a decision outside the board: cast=7 (a roll), pick=N
//                                                   (a piece picked by the opponent)
//   move    := unit square* unit [promo]            from, then each square reached, e.g. e2e4, e7e8q,
//                                                   a10a12 on big boards, d4f6h4 for a two-step move via f6
//   unit    := square [ "[" ("e"|"h"|"q") N "]" ]   a square, or one unit of it where the square is not
//                                                   enough (Action::actor, Action::target; unit.h's
//                                                   Selector): e4[e1] its first ethereal unit (a shadow),
//                                                   e4[h2] the second unit held by the one standing there
//                                                   (depth first), e4[q1] its first queued unit; N from 1 to
//                                                   64. A plain square is the standing unit, so e4[e1]f5 is
//                                                   the shadow's move and e4f5 the standing unit's; d3e4[h2]
//                                                   aims at the second member of the stack on e4. Only the
//                                                   first and the last square of a move name a unit
//   promo   := lower-case letter of a piece kind
//   drop    := UPPER-case piece letter "@" square   e.g. N@e4 (the mover's side; crazyhouse UCI style)
//   ability := name "@" unit [">" unit (">" square)*] [plan]
//                                                   e.g. exchange@e1>d2, defuse@e4[h2]>e5; name is lower
//                                                   case, 2+ letters, one of the variant's abilities
//   plan    := "{" action ("," action)* "}"         a declaration's actions, e.g. a loop declared by
//                                                   loop@e4{e4f6,f6g4,g4e4}; plans may nest
// Moves and abilities may list any number of squares (an action's path has no fixed length).
//   square  := file letter a-p, rank number 1-16 without leading zero
// Orthodox castling is the king's move (e1g1), en passant the pawn's (e5d6), as in UCI.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "model/core/action.h"
#include "model/core/result.h"

namespace arbiter {

class Variant;
class Position;
class Game;

std::string action_text(const Variant& variant, const Action& action);
// Syntax only: the action may still be illegal.
Result<Action> parse_action(const Variant& variant, std::string_view text);

// A plan's text alone, braces included ("{e4f5,f5e4}"): its actions (a unit's stored plan in the FEN).
Result<std::vector<Action>> parse_plan(const Variant& variant, std::string_view text);
// Parses text and judges it in pos (Variant::resolve: check(), without listing every legal action). The error
// says which: text that does not parse, or an action that is not legal here.
struct ActionLookup {
  enum class Status { kLegal, kUnparsable, kIllegal } status;
  Action action;
  std::string message;
};
ActionLookup find_legal_action(const Variant& variant, const Position& pos, std::string_view text);
// The same with typed errors (result.h): kUnparsableAction, kIllegalAction, or kRefusedAction with the
// clause Variant::refusal names.
Result<Action> lookup_action(const Variant& variant, const Position& pos, std::string_view text);
// The same in a game: once it is decided (Game::outcome) no action is legal, and the refusal names the
// verdict's clause ("move e2e4 is not legal: the game is over, 1/2-1/2 (threefold repetition)").
ActionLookup find_legal_action(const Game& game, std::string_view text);
Result<Action> lookup_action(const Game& game, std::string_view text);

}  // namespace arbiter
