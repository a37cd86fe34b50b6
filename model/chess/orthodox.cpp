// The parts of the orthodox family shared by its variants: the derived tables, setup validation and counting.
#include "model/chess/orthodox.h"

#include "model/chess/clauses.h"
#include "model/core/fen.h"

namespace arbiter::chess {

void OrthodoxRules::finish(const Geometry& g) {
  for (int s = 0; s < 2; ++s) {
    Side side = static_cast<Side>(s);
    int fwd = forward(side);
    for (auto& v : pawn_push[s]) v = -1;
    for (auto& c : pawn_captures[s]) c = {-1, -1};
    for (Square sq : g.squares()) {
      auto push = g.step(sq, 0, fwd);
      pawn_push[s][sq] = push ? static_cast<int16_t>(*push) : -1;
      auto west = g.step(sq, -1, fwd);
      auto east = g.step(sq, 1, fwd);
      pawn_captures[s][sq] = {west ? static_cast<int16_t>(*west) : int16_t{-1},
                              east ? static_cast<int16_t>(*east) : int16_t{-1}};
    }
  }
  king_leaper = movers.of(king).leaper;
  geometry = &g;
  board8 = Board8::make(g, movers);
}

void OrthodoxVariant::add_kind(Kind kind, char letter, std::string name, uint8_t slides,
                               const std::vector<std::pair<int, int>>& offsets, bool pawn) {
  kinds_.push_back({kind, letter, std::move(name)});
  rules_.movers.add(geometry_, kind, slides, offsets, pawn);
}

uint64_t OrthodoxVariant::count_legal(const Position& pos) const { return count_legal_moves(rules_, pos); }

std::string OrthodoxVariant::validate(const Position& pos) const { return validate_orthodox(rules_, pos, id_, false); }

std::string validate_orthodox(const OrthodoxRules& rules_, const Position& pos, const std::string& id_,
                              bool opponent_may_be_in_check) {
  const Geometry& g = pos.geometry();
  int kings[2] = {0, 0};
  for (Square s : g.squares()) {
    Piece p = pos.at(s);
    if (p.empty()) continue;
    if (p.kind() == rules_.king) ++kings[index(p.side())];
    if (p.kind() == rules_.pawn) {
      int own_last = p.side() == Side::kWhite ? g.ranks() - 1 : 0;
      bool first_or_last = rank_of(s) == 0 || rank_of(s) == g.ranks() - 1;
      if (rules_.pawns_on_first_rank ? rank_of(s) == own_last : first_or_last)
        return "pawn on the " + std::string(rules_.pawns_on_first_rank ? "last" : "first or last") + " rank (" + g.square_name(s) + ")";
    }
  }
  if (kings[0] != 1 || kings[1] != 1)
    return "each side needs exactly one king (white has " + std::to_string(kings[0]) + ", black " +
           std::to_string(kings[1]) + ")";
  if (!opponent_may_be_in_check && chess::in_check(rules_, pos, ~pos.side_to_move()))
    return "the side not to move is in check";
  // Castling rights need the king and the rook on their squares.
  int top = g.ranks() - 1;
  struct Need { int bit; int rank; int rook_file; Side side; const char* name; };
  const Need needs[] = {{kWhiteKingSide, 0, 7, Side::kWhite, "K"}, {kWhiteQueenSide, 0, 0, Side::kWhite, "Q"},
                        {kBlackKingSide, top, 7, Side::kBlack, "k"}, {kBlackQueenSide, top, 0, Side::kBlack, "q"}};
  for (const Need& n : needs) {
    if (!(pos.castling() & n.bit)) continue;
    if (!rules_.castling) return std::string("castling right ") + n.name + ": " + id_ + " has no castling";
    if (pos.at(make_square(4, n.rank)) != Piece(rules_.king, n.side) ||
        pos.at(make_square(n.rook_file, n.rank)) != Piece(rules_.castling_rook, n.side))
      return std::string("castling right ") + n.name + " without the king on e" + std::to_string(n.rank + 1) +
             " and the rook on " + g.square_name(make_square(n.rook_file, n.rank));
  }
  // En passant: the square just passed by a pawn of the side that moved.
  if (Square ep = pos.en_passant(); ep != kNoSquare) {
    Side mover = ~pos.side_to_move();
    int expected_rank = mover == Side::kWhite ? 2 : g.ranks() - 3;
    Square pawn_at = rules_.pawn_push[index(mover)][ep];
    if (!rules_.en_passant || rank_of(ep) != expected_rank || !pos.empty(ep) || pawn_at < 0 ||
        pos.at(pawn_at) != Piece(rules_.pawn, mover))
      return "en passant square " + g.square_name(ep) + " does not follow a double step of a " +
             (mover == Side::kWhite ? "white" : "black") + " pawn";
  }
  return "";
}

}  // namespace arbiter::chess
