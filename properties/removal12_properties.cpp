// Properties of removal12 on positions reached by random legal play (properties/generators.h): invariants
// from its clauses, each computed here from the document's words rather than by the model's own helpers,
// and copy-make agreement with a rebuild from scratch (consistency_error, FEN round trip).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <cstdlib>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "properties/generators.h"

namespace arbiter::properties {
namespace {

int attr(const Position& p, const char* name, Square s) { return p.attribute(*p.schema().attribute(name), s); }
bool removed(const Position& p, Square s) { return attr(p, "removed", s) != 0; }
char letter(const Variant& v, const Position& p, Square s) {
  return static_cast<char>(std::toupper(static_cast<unsigned char>(v.letter(p.at(s)))));
}

// knight.immobilize with its exemptions (knight < nightrider < dragonrider; kings never): the piece on sq is
// held by an enemy knight-family piece of a higher rank a knight move away that is itself free. (Towers'
// shield against unpromoted knights is left out: a held piece found here may be free in the model, never
// the reverse, so the property below checks the model never lets a piece act that this finds held without a
// tower on its lines.)
int rank_of_knight(char c) { return c == 'N' ? 1 : c == 'H' ? 2 : c == 'G' ? 3 : 0; }
bool held(const Variant& v, const Position& p, Square sq) {
  if (p.empty(sq) || letter(v, p, sq) == 'K') return false;
  const int own = rank_of_knight(letter(v, p, sq));
  for (auto [df, dr] : knight_offsets()) {
    auto s = p.geometry().step(sq, df, dr);
    if (!s || p.empty(*s) || p.at(*s).side() == p.at(sq).side()) continue;
    if (rank_of_knight(letter(v, p, *s)) > own && !held(v, p, *s)) return true;
  }
  return false;
}
bool tower_on_lines(const Variant& v, const Position& p, Square sq) {
  for (auto [df, dr] : {std::pair{0, 1}, {1, 0}, {0, -1}, {-1, 0}})
    for (auto s = p.geometry().step(sq, df, dr); s; s = p.geometry().step(*s, df, dr))
      if (!p.empty(*s) && letter(v, p, *s) == 'T') return true;
  return false;
}

RC_GTEST_PROP(Removal12, CopyMakeAgreesWithARebuild, ()) { check_copy_make(*played_position("removal12", 60)); }

// square-removal.no-entry: no unit ever stands on a removed square, and a removed square stays removed.
RC_GTEST_PROP(Removal12, NoUnitOnARemovedSquareAndRemovalIsForGood, ()) {
  auto p = *played_position("removal12", 80);
  ActionList legal;
  p.variant->legal_actions(p.position, legal);
  for (size_t i = 0; i < legal.size(); i += 1 + legal.size() / 40) {
    Position next = p.position;
    p.variant->apply(next, legal[i], nullptr);
    for (Square s : next.geometry().squares()) {
      if (removed(p.position, s)) RC_ASSERT(removed(next, s));
      if (removed(next, s)) RC_ASSERT(next.empty(s));
    }
  }
}

// The allowances (2 double steps, 3 removals, 3 exchanges, 3 shots, 3 conversions, plus bonuses) are never
// overdrawn: what a piece has spent never exceeds its base allowance.
RC_GTEST_PROP(Removal12, AllowancesAreNeverOverdrawn, ()) {
  auto p = *played_position("removal12", 100);
  p.position.occupied().for_each([&](Square s) {
    RC_ASSERT(attr(p.position, "double-steps-spent", s) <= 2);
    RC_ASSERT(attr(p.position, "removals-spent", s) <= 3);
    RC_ASSERT(attr(p.position, "exchanges-spent", s) <= 3);
    RC_ASSERT(attr(p.position, "shots-spent", s) <= 3);
    RC_ASSERT(attr(p.position, "conversions-spent", s) <= 3);
  });
}

// immobilized.no-influence: a held piece neither moves, shoots, converts, removes nor suicides.
RC_GTEST_PROP(Removal12, ImmobilizedPiecesNeverAct, ()) {
  auto p = *played_position("removal12", 80);
  const Variant& v = *p.variant;
  ActionList legal;
  v.legal_actions(p.position, legal);
  for (const Action& a : legal) {
    if (a.type == ActionType::kAbility && v.abilities()[a.ability] == "exchange") continue;  // the king acts
    if (a.type == ActionType::kAbility && v.abilities()[a.ability] == "vortex") continue;
    if (held(v, p.position, a.from) && !tower_on_lines(v, p.position, a.from)) RC_FAIL(action_text(v, a) + " by a held piece");
  }
}

// rook.protect-line: an ordinary capture never takes the first friendly non-rook piece along a rank or file
// from a friendly rook that is not held (nothing but removed squares between them).
RC_GTEST_PROP(Removal12, ARookGuardedPieceIsNeverCapturedByAMove, ()) {
  auto p = *played_position("removal12", 80);
  const Variant& v = *p.variant;
  const Position& pos = p.position;
  ActionList legal;
  v.legal_actions(pos, legal);
  for (const Action& a : legal) {
    if (a.type != ActionType::kMove || pos.empty(a.to) || pos.at(a.to).side() == pos.side_to_move()) continue;
    const char target = letter(v, pos, a.to);
    if (target == 'R' || target == 'T') continue;
    for (auto [df, dr] : {std::pair{0, 1}, {1, 0}, {0, -1}, {-1, 0}})
      for (auto s = pos.geometry().step(a.to, df, dr); s; s = pos.geometry().step(*s, df, dr)) {
        if (pos.empty(*s)) continue;
        const bool guard = pos.at(*s).side() == pos.at(a.to).side() && letter(v, pos, *s) == 'R' && !held(v, pos, *s);
        if (guard) RC_FAIL(action_text(v, a) + " captures a piece the rook on " + pos.geometry().square_name(*s) + " guards");
        break;
      }
  }
}

// game-end.all-pawns-lost: the game is over with a side's pawns gone exactly when a side has no pawn.
RC_GTEST_PROP(Removal12, ThePawnLossEndsTheGameExactlyWhenASideHasNoPawn, ()) {
  auto p = *played_position("removal12", 120);
  const Variant& v = *p.variant;
  Game game(v, p.position);
  int white = 0, black = 0;
  p.position.occupied().for_each([&](Square s) {
    if (letter(v, p.position, s) == 'P') ++(p.position.at(s).side() == Side::kWhite ? white : black);
  });
  const Outcome o = game.outcome();
  RC_ASSERT((o.clause == "game-end.all-pawns-lost") == (white == 0 || black == 0));
}

}  // namespace
}  // namespace arbiter::properties
