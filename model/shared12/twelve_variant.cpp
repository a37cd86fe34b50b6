// The family's board, army, start position and position checks (twelve_variant.h); the lists are the variants'.
#include "model/shared12/twelve_variant.h"

#include <algorithm>
#include <cctype>

#include "model/shared12/mechanics/check.h"

namespace arbiter::shared12 {

std::span<const PieceKind> twelve_army() {
  static const std::vector<PieceKind> army = {{kPawn, 'P', "pawn"},     {kKnight, 'N', "knight"}, {kBishop, 'B', "bishop"},
                                              {kRook, 'R', "rook"},     {kDragon, 'D', "dragon"}, {kQueen, 'Q', "queen"},
                                              {kJester, 'J', "jester"}, {kKing, 'K', "king"}};
  return army;
}

TwelveVariant::TwelveVariant(std::string id, const Profile& profile, Setup setup, Rules::Params steps,
                             std::vector<AttributeDef> state, std::vector<std::string_view> clauses)
    : MechanicVariant(std::move(id), Geometry(12, 12), profile), clauses_(std::move(clauses)) {  // board.size
  schema_ = twelve_schema(steps);
  schema_.attributes.insert(schema_.attributes.end(), state.begin(), state.end());
  kinds_.assign(twelve_army().begin(), twelve_army().end());
  abilities_ = ability_names();  // a variant's own mechanics declare theirs (quadrant12's rotations)
  royal_ = kKing;
  rules_ = std::make_unique<Rules>(geometry_, schema_, steps);
  // setup.piece-row on rank 1, setup.pawn-row on rank 2 (board.pawn-row: twelve pawns, or the gap read as an
  // empty i2); Black mirrors it (board.black-setup = mirror) or reads its rows from l to a (rotate).
  std::string white_pieces = "RNBDJQKJDBNR";
  std::string white_pawns = setup.eleven_pawns ? "PPPPPPPP1PPP" : "PPPPPPPPPPPP";
  auto lower = [](std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
  };
  std::string black_pieces = lower(white_pieces);
  std::string black_pawns = lower(white_pawns);
  if (setup.rotate_black) {
    std::reverse(black_pieces.begin(), black_pieces.end());
    std::reverse(black_pawns.begin(), black_pawns.end());
  }
  start_fen_ = black_pieces;
  start_fen_ += "/";
  start_fen_ += black_pawns;
  start_fen_ += "/12/12/12/12/12/12/12/12/";
  start_fen_ += white_pawns;
  start_fen_ += "/";
  start_fen_ += white_pieces;
  start_fen_ += " w - - 0 1";
}

bool TwelveVariant::in_check(const Position& pos) const { return rules_->check().in_check(pos); }

std::string TwelveVariant::validate(const Position& pos) const {
  for (Side s : {Side::kWhite, Side::kBlack}) {
    int kings = 0;
    pos.occupied(s).for_each([&](Square q) { kings += pos.at(q).kind() == kKing; });
    if (kings > 1) {
      std::string message = s == Side::kWhite ? "White" : "Black";
      message += " has more than one king";
      return message;
    }
  }
  for (Square q : pos.geometry().squares())  // walling.no-land: no unit stands on a wall (none without walls)
    if (!pos.empty(q) && rules_->is_wall(pos, q)) {
      std::string message = "a unit stands on the wall ";
      message += pos.geometry().square_name(q);
      return message;
    }
  return "";
}

}  // namespace arbiter::shared12
