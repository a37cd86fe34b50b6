// Pawns: "1 square in any direction", "pawns at last file, promote to knight/bishop/rook/queen/dragon/jester",
// "Pawn capturing a non-pawn transforms into that piece(early promotion)", and both count as a lost pawn
// (promotion.counts-as-lost: game_end.cpp counts pawns). The steps ask it where a pawn captures, where it
// promotes and what it becomes; as a mechanic it refuses nothing.
#pragma once

#include "model/shared12/mechanics/mechanics.h"
#include "model/shared12/mechanics/pawn_transformation.h"

namespace arbiter::shared12 {

class Pawns final : public TwelveMechanic {
 public:
  struct Params {
    bool diagonal_capture = false;      // pawn.capture-mode = diagonal-forward (else any adjacent square)
    bool edge_files = false;            // promotion.arrival = edge-files (else the last rank)
    bool last_file_transforms = false;  // promotion.capture-on-last-rank = transformation
    // "promote to knight/bishop/rook/queen/dragon/jester" (promotion.last-file), in the document's order
    std::vector<Kind> promotion_kinds;
    KindSet transform_from;  // "Pawn capturing a non-pawn transforms" (pawn.transform-by-capture)
  };
  Pawns(const Rules& r, Params params) : TwelveMechanic("pawns", r), p_(params) {}
  const Params& params() const { return p_; }

  // Whether a pawn of `side` on `from` reaches `to` (adjacent) with a capture (pawn.capture-mode).
  bool reaches(Square from, Square to, Side side) const {
    if (!p_.diagonal_capture) return true;
    return rank_of(to) - rank_of(from) == (side == Side::kWhite ? 1 : -1) && file_of(to) != file_of(from);
  }
  bool last_rank(Square s, Side side) const;  // where a pawn promotes (promotion.arrival)
  // Whether a pawn arriving on `to` by capturing a unit of kind `captured` transforms into it.
  bool transforms(Square to, Side side, Kind captured) const {
    return transformation_.becomes(captured) != kNoKind && (!last_rank(to, side) || p_.last_file_transforms);
  }
  void promote(Position& p, Square sq, Kind kind, Trace* trace) const;
  void transform(Position& p, Square sq, Kind captured, Trace* trace) const;
  int count(const Position& p, Side side) const;  // the side's pawns (game-end.all-pawns-lost)

 private:
  Params p_;
  const PawnTransformation transformation_{p_.transform_from, kKing};  // into the captured kind; never into a king
};


}  // namespace arbiter::shared12
