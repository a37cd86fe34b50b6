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

class Removal12 final : public MechanicVariant {
 public:
  Removal12(const Profile& profile, const ChosenOptions& chosen)
      : MechanicVariant("removal12", Geometry(12, 12), profile), board_(geometry_) {
    kinds_ = {{kPawn, 'P', "pawn"},         {kKnight, 'N', "knight"},           {kBishop, 'B', "bishop"},
              {kRook, 'R', "rook"},         {kDragon, 'D', "dragon"},           {kJester, 'J', "jester"},
              {kQueen, 'Q', "queen"},       {kKing, 'K', "king"},               {kNightrider, 'H', "nightrider"},
              {kDragonrider, 'G', "dragonrider"}, {kTower, 'T', "tower"},       {kNightdragon, 'W', "nightdragon"},
              {kArchbishop, 'A', "archbishop"}, {kJoker, 'X', "joker"}};
    abilities_ = {"remove", "suicide", "exchange", "shot", "convert", "vortex"};  // mechanics.h's Ability order
    royal_ = kNoKind;  // a side may have several kings (promotion.king): the mechanics count them
    // The readings of the points whose alternatives are implemented (interpretation.cpp); every other point
    // is read at its default by the mechanics' code.
    KingParams king_params;
    king_params.exchange_pawns = chosen.is("king.exchange-target", "pawns-included");
    king_params.vortex_first_piece = chosen.is("king.vortex-range", "first-piece");
    king_params.no_exchange_onto_promotion = chosen.is("promotion.without-moving", "not-allowed");
    king_params.bonus = chosen.select<KingParams::Bonus>("king.exchange-bonus-whose-captures", {
        {"own-side-captures", KingParams::Bonus::kOwnSide},
        {"kings-own-captures", KingParams::Bonus::kKingsOwn},
        {"any-capture", KingParams::Bonus::kAnyCapture}});
    Knights::Params knight_params;
    knight_params.both_colours = chosen.is("knight.immobilize-scope", "both-colours");
    knight_params.same_direction = chosen.is("nightrider.path", "same-direction");
    knight_params.exchange_immobilized = chosen.is("king.exchange-immobilized", "allowed");
    knight_params.suicide_immobilized = chosen.is("suicide.immobilized", "can");
    knight_params.instant_all_pieces = chosen.is("dragonrider.instant-capture-scope", "all-pieces");
    knight_params.aura_capture = chosen.select<Knights::Params::AuraCapture>("knight.aura-capture", {
        {"moves-and-captures", Knights::Params::AuraCapture::kAll},
        {"moves-and-captures-except-jester", Knights::Params::AuraCapture::kExceptJester},
        {"moves-only", Knights::Params::AuraCapture::kNone}});
    knight_params.nightrider_exempts_knights = chosen.is("nightrider.immobilize-meaning", "exemptions");
    knight_params.instant_on_promotion = chosen.is("dragonrider.instant-capture-timing", "on-promotion");
    knight_params.instant_every_turn = chosen.is("dragonrider.instant-capture-timing", "every-turn");
    knight_params.exactly_two = chosen.is("nightrider.single-knight-move", "exactly-two");
    knight_params.borrowers_exact = chosen.is("nightrider.borrowed-single-move", "as-lender");
    Rooks::Params rook_params;
    rook_params.removed_blocks = chosen.is("rook.protect-over-removed", "removed-blocks");
    rook_params.towers_knight_range = chosen.is("tower.knight-range", "towers-too");
    rook_params.squares_of_reach = chosen.is("rook.protect-range", "squares-of-reach");
    rook_params.from_knight = chosen.is("rook.knight-range-origin", "from-knight");
    rook_params.abilities = chosen.select<Rooks::Params::Abilities>("rook.protect-vs-abilities", {
        {"moving-captures-only", Rooks::Params::Abilities::kMovingCaptures},
        {"captures-and-shots", Rooks::Params::Abilities::kCapturesAndShots},
        {"all-removals", Rooks::Params::Abilities::kAllRemovals}});
    rook_params.tower_global = chosen.is("tower.block-scope", "global");
    rook_params.side = chosen.select<Rooks::Params::Side>("rook.protect-side", {
        {"friendly-against-anyone", Rooks::Params::Side::kFriendlyAgainstAnyone},
        {"friendly-against-enemy", Rooks::Params::Side::kFriendlyAgainstEnemy},
        {"any-colour", Rooks::Params::Side::kAnyColour}});
    Pawns::Params pawn_params;
    pawn_params.may_jump = chosen.is("pawn.double-step-path", "may-jump");
    SquareRemovalParams removal_params;
    removal_params.pawn_double_step_jumps = pawn_params.may_jump;
    removal_params.automatic = chosen.is("queen.removal-choice", "automatic");
    pawn_params.knight_assist = chosen.is("promotion.knight-assist", "lend-knight-move");
    pawn_params.king_transforms = chosen.is("pawn.transform-into-king", "becomes-king");
    pawn_params.optional_promotion = chosen.is("promotion.mandatory", "optional");
    pawn_params.last_file = chosen.is("promotion.zone", "last-file");
    pawn_params.last_file_entering = chosen.is("promotion.last-file-entry", "entering-only");
    king_params.promotion_last_file = pawn_params.last_file;
    pawn_params.capture_on_last = chosen.select<Pawns::Params::CaptureOnLast>("promotion.capture-on-last-rank", {
        {"transform", Pawns::Params::CaptureOnLast::kTransform},
        {"promote", Pawns::Params::CaptureOnLast::kPromote},
        {"player-chooses", Pawns::Params::CaptureOnLast::kPlayerChooses}});
    ConversionParams conversion_params;
    conversion_params.pawns_immune = chosen.is("archbishop.convert-pawns", "pawns-still-immune");
    conversion_params.reset_to_base = chosen.is("bishop.converted-state", "reset-to-base");
    conversion_params.convert_standing = chosen.is("archbishop.double-move", "convert-instead-of-moving");
    conversion_params.per_target = chosen.is("allowance.per-piece", "per-target");
    PromotionParams promotion_params;
    promotion_params.shots_set_to_six = chosen.is("nightdragon.shots-added", "set-to-six");
    promotion_params.separate_shot_count = chosen.is("dragon.shot-promotion-count", "separate");
    Jester::Params jester_params;
    jester_params.chain = chosen.is("explosion.chain", "chain");
    jester_params.joker_any_capture = chosen.is("joker.explosion-trigger", "any-capture");
    jester_params.joker_adjacent_any = chosen.is("joker.capture-nearby", "capture-adjacent-any-colour");
    jester_params.no_single_from_double = knight_params.exactly_two && knight_params.borrowers_exact;
    jester_params.permanent = chosen.is("jester.borrow-timing", "permanent");
    jester_params.joker_spares_kings = chosen.is("joker.explosion-kings", "unaffected");
    jester_params.joker_arms_blocked = chosen.is("joker.explosion-shape", "arms-blocked");
    jester_params.joker_moves_as_captures = chosen.is("joker.movement", "as-captures");
    jester_params.lender_forward = chosen.is("jester.borrowed-pawn-direction", "lender-forward");
    jester_params.kings = chosen.select<Jester::Params::Kings>("jester.explosion-kings", {
        {"in-blast-self-illegal", Jester::Params::Kings::kSelfIllegal},
        {"in-blast-capturer-loses", Jester::Params::Kings::kCapturerLoses},
        {"enemy-only", Jester::Params::Kings::kEnemyOnly},
        {"adjacent-to-blast", Jester::Params::Kings::kAdjacent}});
    SuicideParams suicide_params;
    suicide_params.pawns = chosen.is("suicide.pawns", "pawns-included");
    GameEndParams end_params;
    using EndReadings = shared12::AllPawnsLost::Readings;
    end_params.readings.simultaneous = chosen.select<EndReadings::Simultaneous>("game-end.simultaneous-loss", {
        {"draw", EndReadings::Simultaneous::kDraw},
        {"acting-side-wins", EndReadings::Simultaneous::kActingSideWins},
        {"acting-side-loses", EndReadings::Simultaneous::kActingSideLoses}});
    end_params.readings.pawn_loss_vs_mate = chosen.select<EndReadings::PawnLossVsMate>("game-end.pawn-loss-vs-checkmate", {
        {"mover-loses", EndReadings::PawnLossVsMate::kMoverLoses},
        {"mover-wins", EndReadings::PawnLossVsMate::kMoverWins},
        {"draw", EndReadings::PawnLossVsMate::kDraw}});
    Board::Params board_params;
    board_params.shot_one_square = chosen.is("dragon.shot-reach", "one-square");
    board_params.allowance_zero = chosen.is("counters.new-piece-allowance", "zero");
    board_params.shots_check = chosen.is("dragon.shot-king-check", "shot-attack-is-check");
    board_params.kings_check_kings = chosen.is("king.adjacent-kings", "orthodox-adjacency");
    board_params.guarded_king_safe = chosen.is("rook.protect-king", "guarded-king-not-in-check");
    board_params.kills_count = chosen.is("capture.what-counts", "every-removal-counts");
    board_params.whole_board_kings = chosen.is("promotion.multiple-kings", "whole-board");
    board_params.nightdragon_knight_only = chosen.is("nightdragon.keeps-bishop", "knight-only");
    board_params.walled_king_line_immune = chosen.is("king.surrounded-immunity-scope", "all-line-effects-blocked");
    board_.set_params(board_params);
    end_params.readings.stalemate_loses = chosen.is("game-end.stalemate-and-repetition", "sibling-rules");
    add(removal12::king(board_, king_params));
    Knights& knights = add(std::make_unique<Knights>(board_, knight_params));
    Rooks& rooks = add(std::make_unique<Rooks>(board_, rook_params));
    add(removal12::square_removal(board_, removal_params));
    Pawns& pawns = add(std::make_unique<Pawns>(board_, pawn_params));
    Jester& jester = add(std::make_unique<Jester>(board_, pawns, jester_params));
    jester_kings_ = jester_params.kings;
    add(removal12::dragon_shots(board_));
    add(removal12::conversion(board_, conversion_params));
    add(removal12::suicide(board_, jester, suicide_params));
    add(removal12::moves(board_, pawns, jester, knights));
    add(removal12::promotions(board_, promotion_params));
    CheckParams check_params;
    check_params.own_king_may_die = jester_params.kings == Jester::Params::Kings::kCapturerLoses;
    add(removal12::check(board_, check_params));
    add(removal12::game_end(board_, end_params));
    // The start position: board.dragon-placement = file-order swaps the queen-side dragon and jester (jester
    // d1, dragon e1); board.black-setup = rotated gives Black White's row read from Black's side (reversed:
    // king f12, queen g12), mirror the same row on the same files.
    std::string row = chosen.is("board.dragon-placement", "file-order") ? "RNBJDQKJDBNR" : "RNBDJQKJDBNR";
    std::string black(row.rbegin(), row.rend());
    if (!chosen.is("board.black-setup", "rotated")) black = row;
    for (char& c : black) c = static_cast<char>(c - 'A' + 'a');
    start_fen_ = black + "/pppppppppppp/12/12/12/12/12/12/12/12/PPPPPPPPPPPP/" + row + " w - - 0 1";
    compose();
    knights.set_rooks(&rooks);
    rooks.set_knights(&knights);
    jester.set_knights(&knights);
    jester.set_rooks(&rooks);
    pawns.set_knights(&knights);
    board_.set_knights(&knights);
    board_.set_jester(&jester);
    board_.set_rooks(&rooks);
    board_.set_removed_attribute(*schema_.attribute("removed"));
    board_.set_shots_attribute(*schema_.attribute("shots-spent"));
    for (const auto& m : mechanics())  // told of captures in the list's order: bonuses first, the blast last
      if (const auto* listener = dynamic_cast<const CaptureListener*>(m.get())) board_.add_listener(listener);
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
        jester_kings_ != Jester::Params::Kings::kCapturerLoses)
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
  Jester::Params::Kings jester_kings_ = Jester::Params::Kings::kSelfIllegal;
};

}  // namespace

Result<std::shared_ptr<const Variant>> make_removal12(const Profile& profile) {
  auto chosen = read_interpretation(interpretation_table(), profile);
  if (!chosen) return Error{chosen.error()};
  return std::shared_ptr<const Variant>(std::make_shared<Removal12>(profile, *chosen));
}

}  // namespace arbiter::removal12
