// The moves of every unit (`e2e3`, a pawn's `e2e4`, a promotion `e11e12q`, a double knight move `b1c3d5`):
// their owner. How each kind moves is the army's (army.h) over the board's removed squares (board.h); knight
// moves, own or lent by the aura, are the knights' (knights.h), a pawn's moves the pawns' (pawns.h), a jester's
// borrowed ones the jester's (jester.h). A unit captures an enemy unit where its movement lands (a jester
// only along its diagonals, or with knight moves the aura lends it where knight.aura-capture lets them
// capture); no unit captures its own side's, a king never captures a king
// (king.no-king-capture), a dragonrider never a dragonrider (dragonrider.no-capture-dragonrider).
#include "model/core/mechanic_variant.h"
#include "model/removal12/clauses.h"
#include "model/removal12/jester.h"
#include "model/removal12/king_shield.h"
#include "model/removal12/knights.h"
#include "model/removal12/mechanics.h"
#include "model/removal12/pawns.h"

namespace arbiter::removal12 {
namespace {

class Moves final : public RemovalMechanic, public TypeScope, public LegalListing {
 public:
  Moves(const Board& b, const Pawns& pawns, const Jester& jester, const Knights& knights)
      : RemovalMechanic("moves", b), pawns_(pawns), jester_(jester), knights_(knights) {}

  bool owns(const Action& a) const override { return a.type == ActionType::kMove; }
  unsigned refused_types() const override { return 0; }  // forbids nothing before an action is played
  void generate(const Position& p, ActionList& out) const override {
    p.occupied(p.side_to_move()).for_each([&](Square s) { of(p, s, out); });
  }
  // The legal moves, most judged without being played (king_shield.h): a plain move or capture (plain())
  // of a unit whose leaving (with its victim) keeps the king unattacked is legal once no mechanic forbids
  // it before it is played (Check, and the jester's and knights' lost-king rules, find nothing after it).
  // Every other move is judged by the variant's path. Held to checked generation by
  // properties/mechanic_properties.cpp.
  bool generate_legal(const Position& p, ActionList& out) const override {
    KingShield shield(board(), p);
    ActionList mine;
    p.occupied(p.side_to_move()).for_each([&](Square from) {
      mine.clear();
      of(p, from, mine);
      for (const Action& a : mine) {
        const bool shielded = shield.applies() && plain(p, a, shield) &&
                              shield.safe_without(from, p.empty(a.to) ? kNoSquare : static_cast<Square>(a.to));
        if (shielded ? variant().forbidden_before_play(p, a).legal : variant().check_candidate(p, a).legal)
          out.push_back(a);
      }
    });
    return true;
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (p.empty(a.from) || p.at(a.from).side() != p.side_to_move()) return kNoSuchAction;
    ActionList mine;
    of(p, a.from, mine);
    for (const Action& m : mine)
      if (m.same(a)) return {};
    return kNoSuchAction;
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    const Piece u = p.at(a.from);
    board().count_halfmove(p, u.kind() == kPawn || !p.empty(a.to));
    if (u.kind() == kPawn) return pawns_.play(p, a, trace);
    fire_movement(p, a, trace);
    knights_.fire_exemption(p, a.from, trace);
    if (p.empty(a.to)) p.move(a.from, a.to);
    else board().capture_and_land(p, a.from, a.to, trace);
    knights_.landed(p, u.kind(), a.to, trace);  // dragonrider.instant-capture
    knights_.fire_nightrider_hold(p, a.to, trace);
    // immobilized.no-influence: a king that stepped where only held pieces would attack it.
    if (trace && u.kind() == kKing && !p.empty(a.to) && p.at(a.to) == u && !board().attacked(p, a.to, ~u.side()) &&
        board().attacked(p, a.to, ~u.side(), true))
      fire(trace, clause::kImmobilizedNoInfluence);
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kDragonMovement, clause::kJesterMovement, clause::kJesterBorrowedMovement,
            clause::kKnightAuraMovement, clause::kNightriderMovement, clause::kNightdragonMovement,
            clause::kSquareRemovalAirMove, clause::kDragonriderNoCaptureDragonrider};
  }

 private:
  // The moves of the unit on `from`: its lines and king steps (board.h), its knight moves, own or lent by a
  // touching knight (knights.h), a pawn's (pawns.h), a jester's borrowed ones (jester.h).
  void of(const Position& p, Square from, ActionList& out) const {
    const Piece u = p.at(from);
    if (u.kind() == kPawn) return pawns_.moves(p, from, out);
    auto may_capture = [&](Square to) {
      Piece v = p.at(to);
      if (v.side() == u.side()) return false;
      if (u.kind() == kKing && v.kind() == kKing) return false;  // king.no-king-capture
      return !(u.kind() == kDragonrider && v.kind() == kDragonrider);  // dragonrider.no-capture-dragonrider
    };
    SquareSet reached;  // single-move destinations, so that a borrowed move adds no second copy of one
    auto add = [&](Square to) {
      reached.insert(to);
      Action a;
      a.type = ActionType::kMove;
      a.from = static_cast<uint8_t>(from);
      a.to = static_cast<uint8_t>(to);
      out.push_back(a);
    };
    const uint8_t m = board().movement(u.kind());
    board().reach(p, from, m & (kDiagonalLines | kStraightLines | kKingStep), [&](Square to) {
      if (p.empty(to) || may_capture(to)) add(to);
    });
    const int own = m & kDoubleKnight ? 2 : m & kKnightLeap ? 1 : 0;
    const int leaps = std::max(own, knights_.lent_leaps(p, from));  // knight.aura-movement
    if (leaps) {
      // knight.aura-capture: a capture with a lent knight move only where the lent moves may capture.
      const int capture_leaps = std::max(own, knights_.lent_capture_leaps(p, from));
      const size_t first = out.size();
      knights_.moves(p, from, leaps, may_capture, out, knights_.exact_two(p, from, own));
      size_t kept = first;
      for (size_t i = first; i < out.size(); ++i) {
        if (!p.empty(out[i].to) && capture_leaps < 1 + static_cast<int>(out[i].path_size())) continue;
        if (out[i].path_size() == 0) reached.insert(out[i].to);
        out[kept++] = out[i];
      }
      out.resize(kept);
    }
    if (m & kDoubleBishop) second_bishop_moves(p, from, may_capture, out);  // archbishop.movement
    if (u.kind() == kJoker)  // joker.capture: a knight move away, or as a touching piece captures
    {
      jester_.joker_captures(p, from, [&](Square to) {
        if (!reached.contains(to) && may_capture(to)) add(to);
      });
      jester_.joker_own_captures(p, from, add);  // joker.capture-nearby = capture-adjacent-any-colour
    }
    if (u.kind() == kJester || u.kind() == kJoker)  // joker.movement = jester-movement
      jester_.borrowed(p, from, [&](Square to) {
        if (!reached.contains(to)) add(to);
      });
  }

  // A move the king's shield covers: no path, capturing no jester or joker (a blast), by a unit that is not
  // the king and whose landing captures nothing more (a dragonrider's, a joker's), not next to an enemy
  // jester or joker.
  bool plain(const Position& p, const Action& a, const KingShield& shield) const {
    if (a.path_size() != 0) return false;
    const Piece v = p.at(a.to);  // a captured jester or joker blows up (jester.explosion)
    if (!v.empty() && (v.kind() == kJester || v.kind() == kJoker)) return false;
    const Piece u = p.at(a.from);
    if (u.kind() == kKing || u.kind() == kDragonrider || u.kind() == kJoker) return false;
    return !shield.lends_to_enemy_jester(a.to);
  }

  // The archbishop's two bishop moves: the first onto an empty square (a capture ends the turn), the second
  // along another diagonal (the same diagonal again would be one bishop move).
  template <typename F>
  void second_bishop_moves(const Position& p, Square from, F&& may_capture, ActionList& out) const {
    const Geometry& g = board().geometry();
    for (int d : {kNorthEast, kSouthEast, kSouthWest, kNorthWest})
      for (uint8_t mid : g.ray(from, d).span()) {
        if (board().removed(p, mid) || !p.empty(mid)) break;
        for (int e : {kNorthEast, kSouthEast, kSouthWest, kNorthWest}) {
          if (e == d || e == (d + 4) % 8) continue;
          for (uint8_t to : g.ray(mid, e).span()) {
            if (board().removed(p, to)) break;
            if (!p.empty(to) && (to == from || !may_capture(to))) break;
            Action a;
            a.type = ActionType::kMove;
            a.from = static_cast<uint8_t>(from);
            a.push_path(mid);
            a.to = static_cast<uint8_t>(to);
            out.push_back(a);
            if (!p.empty(to)) break;
          }
        }
      }
  }

  // The clauses a piece's move acts by.
  void fire_movement(const Position& p, const Action& a, Trace* trace) const {
    if (!trace) return;
    const Kind k = p.at(a.from).kind();
    const bool knight_move = (a.path_size() == 1 && board().knight_geometry(a.from, a.path_at(0))) ||
                             (a.path_size() == 0 && board().knight_geometry(a.from, a.to));
    const uint8_t m = board().movement(k);
    if (knight_move) {
      const bool lent = (!(m & kKnightLeap) || (a.path_size() == 1 && !(m & kDoubleKnight))) &&
                        !(k == kJoker && !knights_.lent_leaps(p, a.from));  // joker.movement = as-captures: its own
      if (lent) fire(trace, clause::kKnightAuraMovement);
      if (a.path_size() == 1) {
        fire(trace, k == kNightdragon ? clause::kNightdragonMovement : clause::kNightriderMovement);
        if (board().removed(p, a.path_at(0))) fire(trace, clause::kSquareRemovalAirMove);
      }
    }
    if (k == kDragon) fire(trace, clause::kDragonMovement);
    if (k == kArchbishop && a.path_size() == 1) fire(trace, clause::kArchbishopMovement);
    if (k == kJoker && !p.empty(a.to)) fire(trace, clause::kJokerCapture);
    if (k == kNightdragon && !knight_move) fire(trace, clause::kNightdragonMovement);
    if ((k == kJester || k == kJoker) && !knight_move) {
      int d = board().line_direction(a.from, a.to);
      bool diagonal = d >= 0 && is_diagonal(d) && !board().passes_removed(p, a.from, a.to) && clear(p, a.from, a.to);
      fire(trace, diagonal ? clause::kJesterMovement : clause::kJesterBorrowedMovement);
      if (!p.empty(a.to) && k == kJester) fire(trace, clause::kJesterCaptureBishopOnly);
    }
    if (k == kJester && knight_move && !knights_.lent_leaps(p, a.from)) fire(trace, clause::kJesterBorrowedMovement);
  }
  // Whether no unit stands strictly between from and to on their line.
  bool clear(const Position& p, Square from, Square to) const {
    int d = board().line_direction(from, to);
    for (uint8_t s : board().geometry().ray(from, d).span()) {
      if (s == to) return true;
      if (!p.empty(s)) return false;
    }
    return true;
  }

  const Pawns& pawns_;
  const Jester& jester_;
  const Knights& knights_;
};

}  // namespace

std::unique_ptr<Mechanic> moves(const Board& b, const Pawns& pawns, const Jester& jester, const Knights& knights) {
  return std::make_unique<Moves>(b, pawns, jester, knights);
}

}  // namespace arbiter::removal12
