// Properties of frozenchess13's actions on other units' allegiance (stage 3b: Conversion, convert@A>B, and Mind
// Control, mind@A>B{action}), on sparse positions (the two kings and a few random units at random squares) where
// open lines make both frequent, computed from the texts rather than the model's helpers: the conversions and
// Mind Controls a side has are exactly the texts check() accepts (the controlled unit's actions taken from the
// position with its own side to move), each copy-makes to a consistent position whose FEN and hash round-trip, a
// converted unit keeps its id, kind and square and changes side, and a controlled unit is moved only by its
// controller's action: in a Mind Control no other unit of its side moves.
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "model/core/fen.h"
#include "model/core/mechanic_variant.h"
#include "model/core/notation.h"
#include "properties/generators.h"

namespace arbiter::properties {
namespace {

// A sparse position: white king a1, black king p16, a rider of the side to move with an enemy unit on one of its
// lines, and 2 to 6 units of random kinds and sides on random empty squares of ranks 2-15 (no pawn on a last
// rank), White or Black to move; nullopt when the side not to move is in check (not a position between turns).
std::optional<Position> sparse_position(const Variant& v) {
  static const char kLetters[] = "PRLBQJCTDFNAXO";
  const int n = *rc::gen::inRange(2, 7);
  std::vector<std::string> board(16, std::string(16, '.'));  // [rank][file]
  board[0][0] = 'K';
  board[15][15] = 'k';
  const bool white = *rc::gen::arbitrary<bool>();
  // A rider of the side to move and an enemy unit on one of its lines, 2 to 8 squares away (often a target).
  {
    static const char kRiders[] = "RQTBD";
    static const int kLines[8][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    const int f = *rc::gen::inRange(0, 16), r = *rc::gen::inRange(1, 15);
    const auto& d = kLines[*rc::gen::inRange(0, 8)];
    const int k = *rc::gen::inRange(2, 9), f2 = f + d[0] * k, r2 = r + d[1] * k;
    const char rider = kRiders[*rc::gen::inRange<size_t>(0, sizeof kRiders - 1)];
    const char enemy = kLetters[*rc::gen::inRange<size_t>(0, sizeof kLetters - 1)];
    if (board[r][f] == '.') board[r][f] = white ? rider : static_cast<char>(rider - 'A' + 'a');
    if (f2 >= 0 && f2 < 16 && r2 >= 1 && r2 < 15 && board[r2][f2] == '.')
      board[r2][f2] = white ? static_cast<char>(enemy - 'A' + 'a') : enemy;
  }
  for (int i = 0; i < n; ++i) {
    const int f = *rc::gen::inRange(0, 16), r = *rc::gen::inRange(1, 15);
    if (board[r][f] != '.') continue;
    const char c = kLetters[*rc::gen::inRange<size_t>(0, sizeof kLetters - 1)];
    board[r][f] = *rc::gen::arbitrary<bool>() ? c : static_cast<char>(c - 'A' + 'a');
  }
  std::string fen;
  for (int r = 15; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < 16; ++f) {
      if (board[r][f] == '.') {
        ++empty;
        continue;
      }
      if (empty) fen += std::to_string(empty);
      empty = 0;
      fen += board[r][f];
    }
    if (empty) fen += std::to_string(empty);
    if (r) fen += '/';
  }
  fen += white ? " w - - 0 1" : " b - - 0 1";
  auto pos = parse_fen(v, fen);
  if (!pos.ok() || !v.validate(*pos).empty()) return std::nullopt;
  return *pos;
}

const MechanicVariant& mechanics(const Variant& v) { return dynamic_cast<const MechanicVariant&>(v); }

bool starts(const std::string& text, const char* prefix) { return text.rfind(prefix, 0) == 0; }

std::set<std::string> listed_with(const Variant& v, const Position& p, const char* prefix) {
  ActionList legal;
  v.legal_actions(p, legal);
  std::set<std::string> out;
  for (const Action& a : legal)
    if (starts(action_text(v, a), prefix)) out.insert(action_text(v, a));
  return out;
}

// Generate equals check: convert@A>B for every unit A of the side to move and every other unit B is legal by
// check() exactly when legal_actions lists it.
RC_GTEST_PROP(FrozenChess13Conversion, ConversionsListedAreExactlyThoseCheckAccepts, ()) {
  auto v = variant("frozenchess13");
  const auto p = sparse_position(*v);
  RC_PRE(p.has_value());
  const std::set<std::string> listed = listed_with(*v, *p, "convert@");
  const Geometry& g = p->geometry();
  int accepted = 0;
  p->occupied(p->side_to_move()).for_each([&](Square a) {
    p->occupied().for_each([&](Square b) {
      if (a == b) return;
      const std::string text = "convert@" + g.square_name(a) + ">" + g.square_name(b);
      auto parsed = parse_action(*v, text);
      RC_ASSERT(parsed.ok());
      const bool legal = mechanics(*v).check(*p, *parsed).legal;
      RC_ASSERT(legal == (listed.count(text) == 1));
      accepted += legal;
    });
  });
  RC_ASSERT(accepted == static_cast<int>(listed.size()));
  RC_CLASSIFY(!listed.empty(), "some conversion");
}

// Generate equals check for Mind Control: for every unit A of the side to move and every enemy unit B on its file
// or rank, and every legal action X of B's in the same position with B's side to move, mind@A>B{X} is legal by
// check() exactly when legal_actions lists it; and every listed Mind Control has that shape.
RC_GTEST_PROP(FrozenChess13Conversion, MindControlsListedAreExactlyThoseCheckAccepts, ()) {
  auto v = variant("frozenchess13");
  const auto p = sparse_position(*v);
  RC_PRE(p.has_value());
  const std::set<std::string> listed = listed_with(*v, *p, "mind@");
  Position theirs = *p;
  theirs.set_side_to_move(~p->side_to_move());
  ActionList their_actions;
  if (v->validate(theirs).empty()) v->legal_actions(theirs, their_actions);  // (not when the mover is in check)
  const Geometry& g = p->geometry();
  p->occupied(p->side_to_move()).for_each([&](Square a) {
    for (const Action& x : their_actions) {
      const Square b = x.from;
      if (x.type == ActionType::kPass || p->empty(b) || p->at(b).side() == p->side_to_move()) continue;
      if (file_of(a) != file_of(b) && rank_of(a) != rank_of(b)) continue;
      const std::string text = "mind@" + g.square_name(a) + ">" + g.square_name(b) + "{" + action_text(*v, x) + "}";
      auto parsed = parse_action(*v, text);
      RC_ASSERT(parsed.ok());
      const bool legal = mechanics(*v).check(*p, *parsed).legal;
      if (legal != (listed.count(text) == 1)) RC_FAIL(text + (legal ? " accepted, not listed" : " listed, refused") + " in " + format_fen(*v, *p));
    }
  });
  // Every listed Mind Control names an enemy unit B on A's file or rank and one action of B's (the texts above
  // come from B's own side's legal actions: a few rules read the side to move, so the sets need not be equal).
  for (const std::string& t : listed) {
    auto parsed = parse_action(*v, t);
    RC_ASSERT(parsed.ok());
    RC_ASSERT(parsed->plan().size() == 1u);
    const Square a = parsed->from, b = parsed->to;
    RC_ASSERT(!p->empty(b) && p->at(b).side() != p->side_to_move() && parsed->plan()[0].from == b);
    RC_ASSERT(file_of(a) == file_of(b) || rank_of(a) == rank_of(b));
  }
  RC_CLASSIFY(!listed.empty(), "some mind control");
}

// Copy-make and round trips over every conversion and Mind Control; a converted unit keeps its id, kind and
// square and is the converter's, which does not move; in a Mind Control by a move of B's no unit of B's side but B
// changes square (it stays or leaves the game; the controller A may be B's victim), and after it the side to
// move acts again (the control lasted one action).
RC_GTEST_PROP(FrozenChess13Conversion, ConversionsAndMindControlsCopyMakeAndRoundTrip, ()) {
  auto v = variant("frozenchess13");
  const auto p = sparse_position(*v);
  RC_PRE(p.has_value());
  ActionList legal;
  v->legal_actions(*p, legal);
  int seen = 0;
  for (const Action& a : legal) {
    const std::string text = action_text(*v, a);
    const bool convert = starts(text, "convert@"), mind = starts(text, "mind@");
    if (!convert && !mind) continue;
    ++seen;
    const Position after = copy_made(*v, *p, a);
    RC_ASSERT(after.acting_side() == std::optional<Side>(after.side_to_move()));  // the control ended with it
    auto reparsed = parse_action(*v, text);
    RC_ASSERT(reparsed.ok());
    RC_ASSERT(reparsed->same(a));
    if (convert) {
      RC_ASSERT(after.id_at(a.from) == p->id_at(a.from));  // "without moving"
      RC_ASSERT(after.id_at(a.to) == p->id_at(a.to));
      RC_ASSERT(after.at(a.to).kind() == p->at(a.to).kind());
      RC_ASSERT(after.at(a.to).side() == p->at(a.from).side());
    } else if (a.plan()[0].type == ActionType::kMove) {  // (B's abilities may carry its friends: a pull, a swap)
      const Side theirs = p->at(a.to).side();
      p->occupied(theirs).for_each([&](Square s) {
        if (s == a.to) return;
        const UnitId id = p->id_at(s);
        const auto place = after.locate(id);
        RC_ASSERT(!place || place->layer != Layer::kStanding || place->square == s);
      });
    }
  }
  RC_CLASSIFY(seen > 0, "some conversion or mind control");
}

}  // namespace
}  // namespace arbiter::properties
