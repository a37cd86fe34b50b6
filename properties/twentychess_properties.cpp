// twentychess properties on random games with random casts (the roll drawn like any action), to the end or
// 300 actions, checking after every action the invariants the clauses state.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cstdlib>
#include <set>

#include "model/core/fen.h"
#include "model/core/mechanic_variant.h"
#include "model/core/notation.h"
#include "model/twentychess/twentychess.h"
#include "properties/generators.h"

namespace arbiter::properties {
namespace {

constexpr int kCast = 0;  // the schema's first counter

int pieces_on_board(const Position& p) { return p.occupied().size(); }

std::string kind_name(const Variant& v, Piece p) {
  const PieceKind* k = v.kind_info(p.kind());
  return k ? k->name : "";
}

// A rider's displacement on a cylinder of 8 files: along a rank, or along a file or diagonal once the file
// difference is taken the short or the long way round.
bool cylinder_line(int df, int dr) {
  if (dr == 0) return true;
  for (int d : {df, df - 8, df + 8})
    if (d == 0 || std::abs(d) == std::abs(dr)) return true;
  return false;
}

// Plays one random game, checking every action; returns the number of actions played.
int play_checked_game() {
  auto v = variant("twentychess");
  Game game(*v, v->start_position());
  std::vector<std::string> moves;
  ActionList legal;
  for (int ply = 0; ply < 300 && !game.outcome().over(); ++ply) {
    const Position& before = game.position();
    v->legal_actions(before, legal);
    if (legal.empty()) break;
    const Action a = legal[*rc::gen::inRange<size_t>(0, legal.size())];
    std::string text = action_text(*v, a);
    moves.push_back(text);
    int cast = before.counter(kCast);
    Piece mover = a.type == ActionType::kMove ? before.at(a.from) : Piece();
    Piece target = a.type == ActionType::kMove ? before.at(a.to) : Piece();
    Position prior = before;
    game.play(a);
    const Position& after = game.position();
    RC_LOG() << "after " << text << ": " << format_fen(*v, after) << "\n";

    // Copy-make agrees with a rebuild from scratch.
    RC_ASSERT(after.consistency_error() == "");
    auto rebuilt = parse_fen(*v, format_fen(*v, after));
    RC_ASSERT(rebuilt.ok());
    RC_ASSERT(*rebuilt == after);

    // cast-14.mountain-immobile / cast-14.mountain-uncapturable: a mountain never moves, is never captured.
    RC_ASSERT(kind_name(*v, mover) != "mountain");
    RC_ASSERT(kind_name(*v, target) != "mountain");

    // Piece counts change only by capture, drop and gift.
    int delta = pieces_on_board(after) - pieces_on_board(prior);
    switch (a.type) {
      case ActionType::kMove: {
        bool en_passant = kind_name(*v, mover) == "pawn" && target.empty() && file_of(a.from) != file_of(a.to) &&
                          a.to == prior.en_passant() && !(cast == 17 && prior.counter(1) == 1);
        RC_ASSERT(delta == ((target.empty() && !en_passant) ? 0 : -1));
        break;
      }
      case ActionType::kDrop: RC_ASSERT(delta == 0 || delta == 1); break;  // a re-drop lifts it first
      case ActionType::kAbility: RC_ASSERT(delta == 0 || delta == -1); break;  // exchange 0, gift -1
      default: RC_ASSERT(delta == 0); break;
    }

    if (a.type == ActionType::kMove && kind_name(*v, mover) != "pawn" && kind_name(*v, mover) != "fool") {
      int dr = rank_of(a.to) - rank_of(a.from);
      // cast-18.backwards-only: never forwards or sideways.
      bool backwards = mover.side() == Side::kWhite ? dr < 0 : dr > 0;
      if (cast == 18) RC_ASSERT(backwards);
      // cast-16.cylinder: riders move along lines of the cylinder.
      std::string k = kind_name(*v, mover);
      if (cast == 16 && (k == "rook" || k == "bishop" || k == "queen"))
        RC_ASSERT(cylinder_line(file_of(a.to) - file_of(a.from), dr));
      // Casts 7-10: one type or the king.
      const char* only = cast == 7 ? "pawn" : cast == 8 ? "knight" : cast == 9 ? "bishop" : cast == 10 ? "rook" : nullptr;
      if (only) RC_ASSERT(k == only || k == "king");
    }
  }
  RC_TAG(game.outcome().over() ? "game ended" : "300 actions");
  return static_cast<int>(moves.size());
}

RC_GTEST_PROP(TwentyChess, RandomGamesWithRandomCastsKeepTheInvariants, ()) {
  int played = play_checked_game();
  RC_ASSERT(played > 0);
}

RC_GTEST_PROP(TwentyChess, MoveTextRoundTripsAndIsUnique, ()) {
  check_move_text_round_trip(*played_position("twentychess", 120));
}

RC_GTEST_PROP(TwentyChess, CopyMakeAgreesWithARebuildFromScratch, ()) { check_copy_make(*played_position("twentychess", 120)); }

// The drops' completion bound (cast4_drops.cpp, PoolDrops::cannot_complete) is a proof, never a guess: on a
// sparse board at the roll of cast 6 (the white king with at most one more chessman, up to twelve black ones
// around it, mostly knights and pawns whose attacks no drop blocks; both pools holding one or two pieces),
// whether White can complete the turn is the same with the bound as by the search alone. The tags show how
// often the bound answered.
RC_GTEST_PROP(TwentyChess, TheDropsBoundNeverDeniesACompletion, ()) {
  auto v = variant("twentychess");
  const auto& mv = dynamic_cast<const MechanicVariant&>(*v);
  using namespace twentychess;
  const StateSchema& schema = v->schema();
  Position p = v->start_position();
  p.occupied().for_each([&](Square s) { p.remove(s); });
  p.set_castling(0);
  auto place = [&](Kind kind, Side side, int file, int rank) {
    if (file < 0 || file > 7 || rank < 0 || rank > 7) return;
    const Square s = make_square(file, rank);
    if (p.empty(s) && !(kind == kPawn && (rank == 0 || rank == 7))) p.put(s, Piece(kind, side));
  };
  // Half the time in a corner, where a few knights and pawns box a king in.
  const int king = *rc::gen::inRange(0, 2) ? *rc::gen::element(0, 7, 56, 63) : *rc::gen::inRange(0, 64);
  place(kKing, Side::kWhite, king % 8, king / 8);
  const int theirs = *rc::gen::inRange(0, 64);
  place(kKing, Side::kBlack, theirs % 8, theirs / 8);
  if (*rc::gen::inRange(0, 2))
    place(*rc::gen::element<Kind>(kPawn, kKnight, kBishop, kRook, kQueen), Side::kWhite, *rc::gen::inRange(0, 8),
          *rc::gen::inRange(0, 8));
  const int black = *rc::gen::inRange(0, 13);
  for (int i = 0; i < black; ++i)
    place(*rc::gen::element<Kind>(kKnight, kKnight, kPawn, kPawn, kBishop, kRook, kQueen), Side::kBlack,
          king % 8 + *rc::gen::inRange(-2, 3), king / 8 + *rc::gen::inRange(-2, 3));
  const int drops = *rc::gen::inRange(1, 3);
  p.set_counter(*schema.counter("cast"), 6);
  p.set_counter(*schema.counter("drops"), drops);
  p.set_counter(hand_counter(Side::kWhite, *rc::gen::element<Kind>(kKnight, kBishop, kRook)), drops);
  p.set_counter(hand_counter(Side::kBlack, kQueen), drops);
  const std::string fen = format_fen(*v, p);
  auto pos = parse_fen(*v, fen);  // the variant's own check of the position
  RC_PRE(pos.ok());             // one king each
  RC_PRE(!v->in_check(*pos));   // a king in check cannot drop unless the drop blocks it: the search sees that
  RC_LOG() << fen << "\n";
  const bool searched = mv.completable_by_search(*pos);
  MechanicVariant::completion_stats() = {};
  const bool bounded = mv.completable(*pos);
  RC_TAG(searched ? "completable" : MechanicVariant::completion_stats().searched ? "hopeless, searched" : "hopeless, proved");
  RC_ASSERT(bounded == searched);
}

}  // namespace
}  // namespace arbiter::properties
