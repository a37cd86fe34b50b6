// Variant `chess`: orthodox chess, the base of twentychess (its rule 1: "as in orthodox chess"): the six
// pieces, and the list of mechanics of model/chess/document.txt.
#include "model/chess/orthodox.h"

namespace arbiter::chess {
namespace {

enum : Kind { kPawn = 1, kKnight, kBishop, kRook, kQueen, kKing };

class Chess final : public OrthodoxVariant {
 public:
  explicit Chess(const Profile& profile) : OrthodoxVariant("chess", Geometry(8, 8), profile) {
    add_kind(kPawn, 'P', "pawn", 0, {}, true);
    add_kind(kKnight, 'N', "knight", 0, knight_offsets());
    add_kind(kBishop, 'B', "bishop", kDiagonal, {});
    add_kind(kRook, 'R', "rook", kOrthogonal, {});
    add_kind(kQueen, 'Q', "queen", kDiagonal | kOrthogonal, {});
    add_kind(kKing, 'K', "king", 0, king_offsets());
    royal_ = kKing;
    rules_.pawn = kPawn;
    rules_.king = kKing;
    rules_.promotion_kinds = {kQueen, kRook, kBishop, kKnight};
    rules_.castling = true;
    rules_.castling_rook = kRook;
    rules_.finish(geometry_);
    start_fen_ = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    // The mechanics, in the order check() asks them (model/chess/orthodox.h says what each one holds).
    const OrthodoxClauses& own = chess_clauses();
    add(piece_movement(*this, own));
    add(pawn(*this, own));
    add(en_passant(*this, own));
    add(castling(*this, own));
    add(king_safety(*this, own));
    add(game_end(*this, own));
    compose();
  }
};

}  // namespace

Result<std::shared_ptr<const Variant>> make_chess(const Profile& profile) {
  // end.claims: only "automatic" is implemented (game_end.cpp ends the game at the draw), so nothing reads
  // the chosen option; reading the profile rejects every other choice.
  auto chosen = read_interpretation(interpretation_table(), profile);
  if (!chosen) return Error{chosen.error()};
  return std::shared_ptr<const Variant>(std::make_shared<Chess>(profile));
}

}  // namespace arbiter::chess
