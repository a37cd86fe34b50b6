// removal12 as a list of mechanics (mechanics.h): the king's rules (exchange, vortex), the knights
// (immobilization, aura, the dragonrider's instant capture), rook protection, the removed squares and the
// queen's removal, the pawns, the jester and joker, dragon shots, conversion, suicide, the moves of every unit,
// promotions by captures, check, the game's end. The start position
// is the document's diagram read with the catalog's default board.pawn-row = full-rank (twelve pawns on the
// second rank, the printed gap and backtick read as typing slips) and the profile's board.black-setup (mirror,
// or rotated) and board.dragon-placement (outward-from-centre: RNBDJQKJDBNR, dragons on d1 and i1 beside the
// jesters on e1 and h1; or file-order: RNBJDQKJDBNR): setup.piece-row, setup.pawn-row, setup.counts, dragon.placement, jester.placement on a board.size
// of 12x12.
#include "model/removal12/removal12.h"

#include "model/core/mechanic_variant.h"
#include "model/removal12/board.h"
#include "model/removal12/clauses.h"
#include "model/removal12/jester.h"
#include "model/removal12/knights.h"
#include "model/removal12/rooks.h"
#include "model/removal12/mechanics.h"
#include "model/removal12/pawns.h"

namespace arbiter::removal12 {
namespace {

// The start position (see the top of this file): board.dragon-placement = file-order swaps the queen-side dragon
// and jester (jester d1, dragon e1); board.black-setup = rotated gives Black White's row read from Black's side
// (reversed: king f12, queen g12), mirror the same row on the same files.
std::string diagram_fen(const ChosenOptions& chosen) {
  std::string row = chosen.is("board.dragon-placement", "file-order") ? "RNBJDQKJDBNR" : "RNBDJQKJDBNR";
  std::string black(row.rbegin(), row.rend());
  if (!chosen.is("board.black-setup", "rotated")) black = row;
  for (char& c : black) c = static_cast<char>(c - 'A' + 'a');
  return black + "/pppppppppppp/12/12/12/12/12/12/12/12/PPPPPPPPPPPP/" + row + " w - - 0 1";
}

}  // namespace

std::span<const PieceKind> removal12_army() {
  static const std::vector<PieceKind> army = {
      {kPawn, 'P', "pawn"},         {kKnight, 'N', "knight"},           {kBishop, 'B', "bishop"},
      {kRook, 'R', "rook"},         {kDragon, 'D', "dragon"},           {kJester, 'J', "jester"},
      {kQueen, 'Q', "queen"},       {kKing, 'K', "king"},               {kNightrider, 'H', "nightrider"},
      {kDragonrider, 'G', "dragonrider"}, {kTower, 'T', "tower"},       {kNightdragon, 'W', "nightdragon"},
      {kArchbishop, 'A', "archbishop"}, {kJoker, 'X', "joker"}};
  return army;
}

namespace {

class Removal12 final : public MechanicVariant {
 public:
  // Every mechanic reads its own points from the profile (its Params::read); every point that none reads has
  // only its default implemented (interpretation.cpp).
  Removal12(const Profile& profile, const ChosenOptions& chosen)
      : MechanicVariant("removal12", Geometry(12, 12), profile),
        board_(geometry_, Board::Params::read(chosen)),
        start_fen_(diagram_fen(chosen)) {
    kinds_.assign(removal12_army().begin(), removal12_army().end());
    abilities_ = {"remove", "suicide", "exchange", "shot", "convert", "vortex"};  // mechanics.h's Ability order
    royal_ = kNoKind;  // a side may have several kings (promotion.king): the mechanics count them

    // The list, in the order refusals are asked (mechanics.h). A mechanic another one asks is passed to it;
    // the board's questions (attacks, immobilization, guards) are answered by the mechanics named beside it.
    add(removal12::king(board_, KingParams::read(chosen)));
    Knights& knights = add(std::make_unique<Knights>(board_, Knights::Params::read(chosen)));
    board_.set_knights(&knights);  // the board asks it: immobilization and the aura change who attacks
    const Rooks& rooks = add(std::make_unique<Rooks>(board_, knights, Rooks::Params::read(chosen)));
    knights.set_rooks(&rooks);  // the knights ask it (added after them): a tower holds off immobilization, a
                                // guard the dragonrider's instant capture
    board_.set_rooks(&rooks);   // the board asks it: a guarded king (rook.protect-king), a guard stops a vortex
    add(removal12::square_removal(board_, SquareRemovalParams::read(chosen)));
    const Pawns& pawns = add(std::make_unique<Pawns>(board_, knights, Pawns::Params::read(chosen)));
    jester_ = &add(std::make_unique<Jester>(board_, pawns, knights, rooks, Jester::Params::read(chosen)));
    board_.set_jester(jester_);  // the board asks it: a joker's captures attack; a vortex may set off a blast
    add(removal12::dragon_shots(board_));
    add(removal12::conversion(board_, ConversionParams::read(chosen)));
    add(removal12::suicide(board_, *jester_, SuicideParams::read(chosen)));
    add(removal12::moves(board_, pawns, *jester_, knights));
    add(removal12::promotions(board_, PromotionParams::read(chosen)));
    add(removal12::check(board_, CheckParams::read(chosen)));
    add(removal12::game_end(board_, GameEndParams::read(chosen)));
    compose();
    // The state the mechanics declared that the board reads.
    board_.set_removed_attribute(*schema_.attribute("removed"));
    board_.set_shots_attribute(*schema_.attribute("shots-spent"));
    // The board tells every capture to the mechanics that listen (CaptureListener), in the list's order: the
    // bonuses first (king, square removal, pawns), the blast (jester) after them, the promotions by captures last.
    board_.set_listeners(implementing<CaptureListener>());
  }
  Removal12(const Removal12&) = delete;
  Removal12& operator=(const Removal12&) = delete;

  // The mechanics' clauses, and those of the diagram that its start position draws.
  std::vector<std::string_view> clauses_in_code() const override {
    std::vector<std::string_view> out = MechanicVariant::clauses_in_code();
    for (std::string_view c : {clause::kBoardSize, clause::kSetupCounts, clause::kSetupPawnRow, clause::kSetupPieceRow,
                               clause::kDragonPlacement, clause::kJesterPlacement})
      out.push_back(c);
    return out;
  }
  std::string start_fen() const override { return start_fen_; }
  bool in_check(const Position& pos) const override {
    const Side us = pos.side_to_move();
    Square king = kNoSquare;
    int kings = 0;
    pos.occupied(us).for_each([&](Square s) {
      if (pos.at(s).kind() == kKing) {
        ++kings;
        king = s;
      }
    });
    return kings == 1 && board_.check_applies(pos, us) && board_.king_attacked(pos, king, ~us);
  }
  std::string validate(const Position& pos) const override {
    // A side may have no king left: an instant checkmate (a blast, a dragonrider's landing, a conversion, a
    // vortex) removes it, and the game is then over (game_end.cpp). Both sides lose theirs at once only in a
    // blast under jester.explosion-kings = in-blast-capturer-loses.
    if (board_.kings(pos, Side::kWhite) == 0 && board_.kings(pos, Side::kBlack) == 0 &&
        jester_->params().kings != Jester::Params::Kings::kCapturerLoses)
      return "neither side has a king";
    std::string problem;
    pos.occupied().for_each([&](Square q) {
      if (!problem.empty()) return;
      // (A pawn may stand on its last rank: exchanged or converted there, it stays a pawn,
      // promotion.without-moving = stays-pawn; so does one that declined promotion, promotion.mandatory =
      // optional, or captured a king there, pawn.transform-into-king = stays-pawn.)
      if (board_.removed(pos, q)) problem = "a unit stands on the removed square ";
      if (!problem.empty()) problem += geometry_.square_name(q);
    });
    if (!problem.empty()) return problem;
    const Side waiting = ~pos.side_to_move();
    Square king = kNoSquare;
    pos.occupied(waiting).for_each([&](Square s) {
      if (pos.at(s).kind() == kKing) king = s;
    });
    if (board_.check_applies(pos, waiting) && board_.king_attacked(pos, king, pos.side_to_move()))
      return "the side not to move is in check";
    return "";
  }

 private:
  Board board_;
  std::string start_fen_;
  const Jester* jester_ = nullptr;  // validate() asks its reading of jester.explosion-kings
};

}  // namespace

Result<std::shared_ptr<const Variant>> make_removal12(const Profile& profile) {
  auto chosen = read_readings_and_values(interpretation_table(), profile);  // options and the document's values
  if (!chosen) return Error{chosen.error()};
  return std::shared_ptr<const Variant>(std::make_shared<Removal12>(profile, *chosen));
}

}  // namespace arbiter::removal12
