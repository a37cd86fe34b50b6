// Variant `quadrant12` (model/quadrant12/document.txt). Board12x12, the diagram's two rows for White
// (board.pawn-row says how the pawn row is read; board.black-setup = mirror), and the general rules, each in
// its own file of the twelve family: walling (walls, capture range), death_square (with the sacrifice and
// the activation when empty), protection (Empower, Guards), swapshot (SwapShotAny, Kind Immunity), double_move
// (with the rest, Knight's Leap and Bishop Bounce), rook_push, jester (its explosion clears walls and death
// squares), kings_exchange, pawn, game_end, quadrant (the bonus quadrants' perks 1-4; perk 4 acts through the
// wall tests of walling.cpp), rotation (Rotate4/9/16).
#include "model/quadrant12/quadrant12.h"

#include <cctype>

#include "model/twelve/clauses.h"
#include "model/twelve/twelve.h"

namespace arbiter::quadrant12 {
namespace {

using namespace twelve;

class Quadrant12 final : public Variant {
 public:
  std::vector<std::string_view> clauses_in_code() const override {
    return {std::begin(clause::kQuadrant12), std::end(clause::kQuadrant12)};
  }
  Quadrant12(const Profile& profile, const Options& options)
      : Variant("quadrant12", Geometry(12, 12), profile) {  // board.size
    schema_ = twelve_schema();
    schema_.attributes.push_back({"wall", Scope::kSquare, 0, 4});      // walling.duration = own-side-moves
    schema_.attributes.push_back({"captures", Scope::kPiece, 0, 5});   // capture-range.reduction
    schema_.attributes.push_back({"rest", Scope::kPiece, 0, 1});       // double-move.rest
    schema_.attributes.push_back({"halved", Scope::kPiece, 0, 10});    // quadrant.perk-capture-range-halved
    kinds_ = {{kPawn, 'P', "pawn"},     {kKnight, 'N', "knight"}, {kBishop, 'B', "bishop"},
              {kRook, 'R', "rook"},     {kDragon, 'D', "dragon"}, {kQueen, 'Q', "queen"},
              {kJester, 'J', "jester"}, {kKing, 'K', "king"}};
    abilities_ = ability_names();
    abilities_.insert(abilities_.end(), rotation_names().begin(), rotation_names().end());  // rotation.cpp
    royal_ = kKing;
    rules_ = std::make_unique<Rules>(geometry_, schema_, options);
    // setup.piece-row: RNBDJQKJDBNR on rank 1; setup.pawn-row: "PPPPPPPP PPPP`" on rank 2 (board.pawn-row:
    // twelve pawns, or gap-at-i: i2 empty); setup.counts: 12 + 12 per side; board.black-setup = mirror.
    std::string white_pieces = "RNBDJQKJDBNR";
    std::string white_pawns = options.eleven_pawns ? "PPPPPPPP1PPP" : "PPPPPPPPPPPP";
    auto lower = [](std::string s) {
      for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      return s;
    };
    start_fen_ = lower(white_pieces);
    start_fen_ += "/";
    start_fen_ += lower(white_pawns);
    start_fen_ += "/12/12/12/12/12/12/12/12/";
    start_fen_ += white_pawns;
    start_fen_ += "/";
    start_fen_ += white_pieces;
    start_fen_ += " w - - 0 1";
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
    for (Square q : pos.geometry().squares())  // walling.no-land: no unit stands on a wall
      if (!pos.empty(q) && rules_->is_wall(pos, q)) {
        std::string message = "a unit stands on the wall ";
        message += pos.geometry().square_name(q);
        return message;
      }
    return "";
  }

 private:
  std::unique_ptr<Rules> rules_;
  std::string start_fen_;
};

}  // namespace

Result<std::shared_ptr<const Variant>> make_quadrant12(const Profile& profile) {
  std::string error;
  Options options = Options::read_quadrant12(profile, &error);
  if (!error.empty()) {
    std::string message = "quadrant12: ";
    message += error;
    return Error{message};
  }
  return std::shared_ptr<const Variant>(std::make_shared<Quadrant12>(profile, options));
}

}  // namespace arbiter::quadrant12
