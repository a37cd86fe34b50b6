// A twelve variant's readings of its interpretation points, as the parameters of the family's mechanics
// (each struct is the Params of the mechanic named): read once from the Profile against the variant's
// interpretation table (options.cpp), then handed to each mechanic by the composition (twelve_variant.cpp).
// The points each field reads are named beside it in the mechanic's header.
#pragma once

#include "model/core/interpretation.h"
#include "model/shared12/mechanics/captures.h"
#include "model/shared12/mechanics/check.h"
#include "model/shared12/mechanics/death_squares.h"
#include "model/shared12/mechanics/double_move.h"
#include "model/shared12/mechanics/game_end.h"
#include "model/shared12/mechanics/jester.h"
#include "model/shared12/mechanics/mechanics.h"
#include "model/shared12/mechanics/pawns.h"
#include "model/shared12/mechanics/protection.h"
#include "model/shared12/mechanics/rook_push.h"
#include "model/shared12/family.h"

namespace arbiter::shared12 {

struct Options {
  // The start position (twelve_variant.cpp): how the documents' diagram is read.
  struct Setup {
    bool eleven_pawns = false;  // board.pawn-row = eleven-pawns-gap-empty (quadrant12: gap-at-i)
    bool rotate_black = false;  // board.black-setup = rotate
  } setup;
  Rules::Params steps;
  DeathSquares::Params death;
  Protection::Params empower;
  Jester::Params jester;
  RookPush::Params push;
  Pawns::Params pawns;
  Captures::Params captures;
  DoubleMove::Params double_move;
  KingsExchangeParams exchange;
  Check::Params check;
  GameEndParams end;

  // The readings of each variant under its chosen options: `chosen` is the profile read against
  // model/deathsquare12/interpretation.cpp, resp. model/quadrant12/interpretation.cpp.
  static Options deathsquare12(const ChosenOptions& chosen);
  static Options quadrant12(const ChosenOptions& chosen);
};

}  // namespace arbiter::shared12
