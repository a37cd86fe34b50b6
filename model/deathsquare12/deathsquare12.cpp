// Variant `deathsquare12` (model/deathsquare12/document.txt). Board12x12, the diagram's two rows for White
// (board.pawn-row, board.black-setup say how they are read), and the general abilities, each in its own file
// of the twelve family: death_square, protection (Empower, Guards), swap, capture (Kind Immunity),
// double_move (with Knight's Leap and Bishop Bounce), rook_push, jester, kings_exchange, pawn, game_end.
#include "model/deathsquare12/deathsquare12.h"

#include <algorithm>

#include "model/deathsquare12/clauses.h"
#include "model/twelve/twelve.h"

namespace arbiter::deathsquare12 {
namespace {

using namespace twelve;

class DeathSquare12 final : public Variant {
 public:
  std::vector<std::string_view> clauses_in_code() const override {
    return {std::begin(clause::kAll), std::end(clause::kAll)};
  }
  DeathSquare12(const Profile& profile, const Options& options)
      : Variant("deathsquare12", Geometry(12, 12), profile) {  // board.size
    schema_ = twelve_schema();
    kinds_ = {{kPawn, 'P', "pawn"},     {kKnight, 'N', "knight"}, {kBishop, 'B', "bishop"},
              {kRook, 'R', "rook"},     {kDragon, 'D', "dragon"}, {kQueen, 'Q', "queen"},
              {kJester, 'J', "jester"}, {kKing, 'K', "king"}};
    abilities_ = ability_names();
    royal_ = kKing;
    rules_ = std::make_unique<Rules>(geometry_, schema_, options);
    // setup.piece-row: RNBDJQKJDBNR on rank 1; setup.pawn-row: "PPPPPPPP PPPP`" on rank 2
    // (board.pawn-row: twelve pawns, or the gap read as an empty i2); setup.counts: 12 + 12 per side.
    std::string white_pieces = "RNBDJQKJDBNR";
    std::string white_pawns = options.eleven_pawns ? "PPPPPPPP1PPP" : "PPPPPPPPPPPP";
    auto lower = [](std::string s) {
      for (char& c : s) c = static_cast<char>(std::tolower(c));
      return s;
    };
    std::string black_pieces = lower(white_pieces);
    std::string black_pawns = lower(white_pawns);
    if (options.rotate_black) {  // board.black-setup = rotate: the black rows read from l to a
      std::reverse(black_pieces.begin(), black_pieces.end());
      std::reverse(black_pawns.begin(), black_pawns.end());
    }
    start_fen_ = black_pieces + "/" + black_pawns + "/12/12/12/12/12/12/12/12/" + white_pawns + "/" + white_pieces +
                 " w - - 0 1";
  }

  std::string start_fen() const override { return start_fen_; }
  void legal_actions(const Position& pos, ActionList& out) const override { rules_->generate(pos, out); }
  void apply(Position& pos, const Action& a, Trace* trace) const override { rules_->apply(pos, a, trace); }
  Outcome outcome(const Game& game) const override { return rules_->outcome(*this, game); }
  bool in_check(const Position& pos) const override { return rules_->in_check(pos); }
  std::string_view refusal(const Position& pos, const Action& a) const override { return rules_->refusal(pos, a); }
  std::string validate(const Position& pos) const override {
    for (Side s : {Side::kWhite, Side::kBlack}) {
      int kings = 0;
      pos.occupied(s).for_each([&](Square q) { kings += pos.at(q).kind() == kKing; });
      if (kings > 1) {
        std::string message = s == Side::kWhite ? "White" : "Black";
        message += " has more than one king";
        return message;
      }
    }
    return "";
  }

 private:
  std::unique_ptr<Rules> rules_;
  std::string start_fen_;
};

}  // namespace

Result<std::shared_ptr<const Variant>> make_deathsquare12(const Profile& profile) {
  std::string error;
  Options options = Options::read(profile, &error);
  if (!error.empty()) {
    std::string message = "deathsquare12: ";
    message += error;
    return Error{message};
  }
  return std::shared_ptr<const Variant>(std::make_shared<DeathSquare12>(profile, options));
}

}  // namespace arbiter::deathsquare12
