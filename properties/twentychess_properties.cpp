// twentychess properties on random games with random casts (the roll drawn like any action), to the end or
// 300 actions, checking after every action the invariants the clauses state.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cstdlib>
#include <set>

#include "model/core/fen.h"
#include "model/core/notation.h"
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

}  // namespace
}  // namespace arbiter::properties
