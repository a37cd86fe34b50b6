// Variant `frozenchess13`: FrozenChess 13.0 (model/frozenchess13/document.txt), 16x16. Stage 1 of 4: the
// army of the diagram (army.h), the movement and capture of every kind (movement.h), and the general rules
// every unit lives under, each a mechanic (mechanics.h lists them, frozenchess13.cpp composes them):
// paralysis and paralysis transfer, Capture Range Reduction and Range Extension, the double move and the
// multimove, what may capture and be captured, Kind Immunity, Empower and Guards, the null move, check and
// King's Check, and how the game ends (checkmate, stalemate that loses, repetition, the null-move draw, the
// 300-moves rule). Stage 2, the squares: terrain levels, earthquake, flood, walls, Quickening, Rotate,
// Shift, Mirror Portal, Syzygy, tombs and respawn. Stage 3a, the auras (paralysis by presence, derived from the
// position, nothing stored: auras.h, aura_fixpoint.h): the jester's paralysis, the chancellor's Paralyse, the
// queen's gaze, the pawns' pincer; the rook's Siege and the Templar's Shield (siege.cpp, templars_shield.cpp);
// and check by the movement Empower lends (empowered_check.cpp); the jester's Distract, which turns rides (ground.h). The units' other special abilities are stages
// 3-4 (their clauses are pending in the catalog).
//
// Extended FEN: 16 ranks, white upper case (the document's diagram letters: R rook, L knight, B bishop, Q
// queen, K king, J jester, C chancellor, T templar, D dragon, F frog, N nightrider, A assassin,
// X crossbowman, O cannon, P pawn), then the side, "-", "-", the clocks, then the state:
// paralysis@e4=N, crr-diagonal@e4=N, crr-orthogonal@e4=N, idle@e4=N (idle turns, Range Extension),
// multimove@e4=N (awards), captured-pieces@e4=N, captured-pawns@e4=N (toward the next award), moves@e4=N
// (moves this turn), null-moves=N and passed=N (counters); stage 2: level:e4=N, wall:e4=UNIT, flood:e4=N,
// quickening:e4=N, tomb:e4=[pieces] (the dead, oldest first), tomb-state:e4=N and tomb-rot:e4=N (tombs.h),
// transferred@e4=1, syzygy@e4=UNIT.
// Move text: e4e6; a rider's bounce lists the squares where it turned (a1a5e5); promotion letter last
// (c15c16q); 0000 is the null move, or the end of a double move or multimove; transfer@A>B; the stage-2
// special moves raise@S, lower@S, earthquake@S, flood@S>T, quicken@S>T, portal@S>T, shift@S>T, respawn@S and
// the rotations (rotate4cw@S ... rotate64ccw@S); the later stages' abilities are listed in mechanics.h
// (Pawn Rotation: aimup@P, aimright@P, aimdown@P, aimleft@P, and the pawn's state aim@P=N).
#pragma once

#include <memory>

#include "model/core/interpretation_table.h"
#include "model/core/result.h"
#include "model/core/variant.h"

namespace arbiter::frozenchess13 {

class Board;

Result<std::shared_ptr<const Variant>> make_frozenchess13(const Profile& profile);
const InterpretationTable& interpretation_table();
// The board of a variant make_frozenchess13 made (its threats and protection, board.h), for the properties
// that hold them to the definition; null for any other variant.
const Board* board_of(const Variant& variant);

}  // namespace arbiter::frozenchess13
