// Castling (FIDE 3.8.2): the king moves two squares towards an unmoved rook on its first rank, which
// crosses over it; not out of, through or into check; rights lost when king or rook moves or the rook is
// captured. Orthodox geometry: king on the e-file, rooks on the a- and h-files.
#pragma once

#include "model/chess/orthodox.h"

namespace arbiter::chess {

// Castling moves of the king on `king`: with the rights, the rook and the squares between empty; when
// `safe_only`, also with the king's squares unattacked (the caller knows the king is not in check).
void generate_castling(const OrthodoxRules& r, const Position& pos, Square king, ActionList& out, bool safe_only);
// Whether a king move from -> to is a castling (the king moves two files along its first rank).
bool is_castling(const OrthodoxRules& r, const Position& pos, Square from, Square to);
// Moves the rook of a castling whose king went from -> to.
void move_castling_rook(Position& pos, Square from, Square to);
// The rights that remain after a move touching `from` and `to`.
int castling_rights_after(const Position& pos, Square from, Square to);

}  // namespace arbiter::chess
