// Variant `twentychess`: its pieces, its state (the cast, the turn's phase, the pools, the additional
// chessmen), its readings of the interpretation points, and its list of mechanics (twentychess.h says what
// each file holds).
#include "model/twentychess/clauses.h"
#include "model/twentychess/twentychess.h"

namespace arbiter::twentychess {
namespace {

const char* kHandLetters = "pnbrq";
// The most pieces of one kind a pool counts, and so the most drops of a cast-6 turn. The turn's phase counts
// its actions: after the last drop of a cast-6 turn it equals the drops (the move then ends the turn), after
// a cast-20 pair move it counts the pieces moved (at most the pieces of a kind), else it is 0 or 1.
constexpr int kMostInPool = 64;

}  // namespace

TwentyChess::TwentyChess(const Profile& profile, const ChosenOptions& chosen)
    : MechanicVariant("twentychess", Geometry(8, 8), profile), cylinder_(8, 8, Topology::kCylinder) {
  kinds_ = {{kPawn, 'P', "pawn"},     {kKnight, 'N', "knight"},     {kBishop, 'B', "bishop"},
            {kRook, 'R', "rook"},     {kQueen, 'Q', "queen"},       {kKing, 'K', "king"},
            {kFool, 'F', "fool"},     {kElephant, 'E', "elephant"}, {kMountain, 'M', "mountain"}};
  royal_ = kKing;
  decisions_ = {{"cast", false}, {"pick", true}};
  abilities_ = {"exchange", "give"};
  schema_.counters = {{"cast", 0, 20, 0}, {"phase", 0, kMostInPool, 0}, {"first", 0, 256, 0}, {"second", 0, 256, 0},
                      {"capacity", 0, kKindCount - 1, 0}, {"w-extra", 0, 1, 1}, {"b-extra", 0, 1, 1},
                      {"drops", 0, kMostInPool, 0}, {"pick", 0, kQueen, 0}};
  schema_.attributes = {{"acted", Scope::kPiece, 0, 1}};
  for (const char* side : {"w", "b"})
    for (const char* l = kHandLetters; *l; ++l)
      schema_.counters.push_back({std::string(side) + "-hand-" + *l, 0, kMostInPool, 0});
  // turn.cast-selection: random-d20 (default; the roll is an action, drawn by random play from a seeded die),
  // fixed (the cast in the position never changes: perft and analysis of one cast). mover-chooses and
  // cyclic are not implemented.
  read_.cast_fixed = chosen.is("turn.cast-selection", "fixed");
  read_.roll_every_turn = chosen.is("turn.cast-scope", "per-player-turn");
  read_.sideways_allowed = chosen.is("cast-18.sideways", "non-forward");
  read_.all_backwards = chosen.is("cast-18.capacity", "all-backwards");
  read_.king_knight_only = chosen.is("cast-15.king-moves", "knight-only");
  read_.pair_may_move_alone = chosen.is("cast-20.second-cannot-move", "move-alone");
  read_.exchange_must_change = chosen.is("cast-3.identical-pair", "must-change");
  read_.extra_not_giftable = chosen.is("cast-19.eligible", "non-royal-non-extra");
  read_.gift_out_of_game = chosen.is("cast-19.given-piece-use", "out-of-game");
  read_.pawn_drop_first_row = chosen.is("drop.pawn-first-row", "allowed");
  read_.extra_drop_may_check = chosen.is("extra-piece.drop-check", "allowed");
  read_.castling_mirrored = chosen.is("cast-17.castling", "king-vector");
  read_.pawns_wrap = chosen.is("cast-16.pawn-wrap", "wrap");
  read_.mountain_displaceable = chosen.is("mountain.displacement", "not-a-move");
  read_.pools_of_own_losses = chosen.is("captured-pieces.owner", "own-lost");
  build_tables();

  // The mechanics, in the order check() asks them: a refusal names the first that forbids.
  const chess::OrthodoxClauses& orthodox = chess::qualified_clauses();
  add(cast_roll(*this));
  add(pool_drops(*this));
  add(exchange(*this, 0));
  add(give(*this, 1));
  add(extra_piece(*this));
  add(piece_restrictions(*this));
  add(two_moves(*this));
  add(pair_move(*this));
  add(identical_move(*this));
  add(cast_moves(*this));
  add(chess::pawn(*this, orthodox));
  add(chess::en_passant(*this, orthodox));
  add(chess::castling(*this, orthodox));
  add(chess::king_safety(*this, orthodox));
  add(turn_phases(*this));
  compose();
  sources_ = implementing<CandidateSource>();
}

Result<std::shared_ptr<const Variant>> make_twentychess(const Profile& profile) {
  auto chosen = read_interpretation(interpretation_table(), profile);
  if (!chosen) return Error{chosen.error()};
  return std::shared_ptr<const Variant>(std::make_shared<TwentyChess>(profile, *chosen));
}

std::string TwentyChess::start_fen() const { return "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"; }

std::string TwentyChess::validate(const Position& pos) const {
  int cast = pos.counter(kCast);
  if (cast != 0 && !is_implemented_cast(cast))
    return "cast " + std::to_string(cast) + " is not implemented yet (cast 5 is pending)";
  // Casts 4-6: the drops still due come from the players' captured pieces (count_drops sets them no higher
  // than the smaller pool); a pool that cannot meet them is no position of the game, and a turn that asks
  // for a drop its player cannot make could never end (the search for a way to finish it would try every
  // placement of every piece held).
  if (std::string why = drops_beyond_pools(pos, read_); !why.empty()) return why;
  // Within a turn of several actions the en passant target may be the mover's own (from his first
  // action, waiting for the opponent): judge the rest of the position without it.
  Square ep = pos.en_passant();
  Side us = pos.side_to_move();
  if (pos.counter(kPhase) > 0 && ep != kNoSquare && rank_of(ep) == (us == Side::kWhite ? 2 : geometry_.ranks() - 3)) {
    Square pawn_at = plain_rules().pawn_push[index(us)][ep];
    if (pawn_at < 0 || pos.at(pawn_at) != Piece(kPawn, us) || !pos.empty(ep))
      return "en passant square " + geometry_.square_name(ep) + " does not follow a double step";
    Position without = pos;
    without.set_en_passant(kNoSquare);
    return chess::validate_orthodox(plain_rules(), without, id_, true);
  }
  // Judged by the plain table: castling rights persist through cast 15, which only forbids castling.
  return chess::validate_orthodox(plain_rules(), pos, id_, true);
}

bool TwentyChess::in_check(const Position& pos) const { return chess::in_check(rules(pos), pos, pos.side_to_move()); }

std::vector<std::string_view> TwentyChess::clauses_in_code() const {
  return {std::begin(clause::kAll), std::end(clause::kAll)};
}

// repetition.hidden-state=present-moves: the fool's capacity counts for repetition only while a fool stands on
// the board (otherwise it changes no move of the position).
Position TwentyChess::repetition_view(const Position& pos) const {
  bool fool = false;
  for (Square s : geometry_.squares()) fool = fool || pos.at(s).kind() == kFool;
  if (fool || pos.counter(kCapacity) == 0) return pos;
  Position view = pos;
  view.set_counter(kCapacity, 0);
  return view;
}

}  // namespace arbiter::twentychess
