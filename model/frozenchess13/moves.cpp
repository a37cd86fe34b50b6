// The moves and captures of every unit (movement.h gives the routes): the owner of every move.
//  - A unit moves by its own routes and, when Empower lends it a protector's movement, by that kind's routes
//    too (empower.protected-by-one; the same route by both is one action). A unit that cannot capture does
//    not capture with lent movement either (captures.cpp); the cannon never moves, even with lent movement
//    (cannon.immobile; unit-type.immobile names the lent move it refuses).
//  - A route onto an enemy unit is a capture: the victim leaves the game (variant().remove_unit: stage 2's
//    tombs keep it), the capturer lands on its square, except the cannon, which stays (cannon.capture);
//    the listeners are told (CRR, the multimove awards, Kind Immunity's exception).
//  - Pawns: a pawn that captures a non-pawn piece becomes a piece of the captured kind
//    (pawn.transform-by-capture); a pawn reaching the last rank promotes to any kind but king and pawn
//    (promotion.last-file; promotion.rotated-pawn = enemy-back-rank), a capture there included
//    (promotion.capture-on-last-rank = player-chooses; captured-kind: the captured kind, no choice).
//  - A king's move onto an attacked square at the start of its turn is a King's Check (check.h).
//  - Walls and terrain levels shape the routes (ground.h); a move they forbid is refused with their clause
//    (walls.blocks-path, walls.path-squares, walls.leap-over, terrain.no-climb). After a unit's own move the
//    MoveListeners are told its path (walls.cpp raises its walls).
// Move text: from, the squares where a bounce turned, to, and the promotion letter: a1a5e5, c15c16q; a
// cannon's capture is written like a move (d1d3) though the cannon stays.
#include <algorithm>
#include <vector>

#include "model/frozenchess13/advanced_moves.h"
#include "model/frozenchess13/check.h"
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/protection.h"

namespace arbiter::frozenchess13 {
namespace {

Line line_of(const Action& a) {
  const Square first = a.path_size() ? a.path_at(0) : a.to;
  const int df = std::abs(file_of(first) - file_of(a.from)), dr = std::abs(rank_of(first) - rank_of(a.from));
  if (df == 0 || dr == 0) return Line::kOrthogonal;
  return df == dr ? Line::kDiagonal : Line::kNone;
}

uint64_t route_key(const Route& r) {
  uint64_t h = 1469598103934665603ull ^ r.to;
  for (int i = 0; i < r.turns; ++i) h = (h ^ r.turn_at[i]) * 1099511628211ull;
  return h * 31 + r.turns;
}

class Moves final : public FrozenMechanic, public UnitListing {
 public:
  Moves(const Board& b, const Protection& protection, const Check& check, const AdvancedMoves& adv, MovesParams params)
      : FrozenMechanic("moves", b), protection_(protection), check_(check), adv_(adv), params_(params) {}

  bool owns(const Action& a) const override { return a.type == ActionType::kMove; }

  // Unit by unit (a random action lists one unit's moves): in a multimove, only the running unit has any.
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square s) { generate_from(p, s, out); });
  }
  void generate_from(const Position& p, Square s, ActionList& out) const override {
    const Square running = adv_.runner(p);
    if (running != kNoSquare && s != running) return;
    unit_actions(p, s, [&](const Action& a, bool) { out.push_back(a); });
  }

  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a)) return kNoSuchAction;
    bool found = false;
    unit_actions(p, a.from, [&](const Action& x, bool) { found |= x.same(a); });
    if (found) return {};
    // Why not: a route the unit has, that may not end there.
    const Piece u = p.at(a.from);
    const std::optional<Route> route = own(p, a);
    const bool own_route = route.has_value(), own_capture = !route || route->may_capture;
    // A cannon asked to move: by movement Empower lends it, the class rule refuses; else its own.
    if (u.kind() == kCannon && p.empty(a.to)) return lent_route(p, a) ? clause::kUnitTypeImmobile : clause::kCannonImmobile;
    // A route the unit has where the ground stands in its way: the wall or the climb refuses.
    if (Refusal r = ground_refusal(p, a); !r.empty()) return r;
    // A capture by a movement lent to move with only (Retain Empowered Move's "but not capture"): its lender.
    if (!p.empty(a.to) && !own_route) {
      Refusal by;
      board().lent(p, a.from).move_only.for_each([&](Kind k) {
        if (by.empty() && board().movement().route_of(p, a, k, u.side(), board().ranges(p, a.from)))
          by = board().lent_by(p, a.from, k);
      });
      if (!by.empty()) return by;
    }
    if (own_route && !own_capture && !p.empty(a.to) && p.at(a.to).side() != u.side())
      return u.kind() == kBishop ? clause::kBishopCapture : clause::kPawnMove;
    if (own_route && u.kind() == kPawn && promotes(p, a.from, a.to) != (a.kind != kNoKind)) return clause::kPromotionLastFile;
    return kNoSuchAction;
  }

  void play(Position& p, const Action& a, Trace* trace) const override {
    const Piece u = p.at(a.from);
    const Side us = u.side();
    const bool capture = is_capture(p, a);
    const Piece victim = capture ? p.at(a.to) : kNoPiece;
    const UnitId id = p.id_at(a.from);
    // Ranged only by the cannon's own capture or a cannon's lent one; the rest of classify() is for the trace
    // and for the path of a move only lent movement makes.
    bool lent_only = false, ranged = u.kind() == kCannon;
    Kind lent = kNoKind;
    if (trace || (!ranged && !board().lent(p, a.from).empty())) classify(p, a, lent_only, ranged, lent);
    const Kind mover = lent_only ? lent : u.kind();
    Route route = path_route(a, mover);
    // The pits it passed over (terrain.pit-bypass), which only the trace names (Movement::passed, the path the
    // listeners are told, does not depend on them).
    if (trace && !ranged && board().movement().ground().uneven(p)) {
      if (std::optional<Route> r = board().movement().route_of(p, a, mover, us, board().ranges(p, a.from))) route = *r;
    }
    if (trace) {
      const std::string_view by = lent_only ? board().lent_by(p, a.from, lent) : std::string_view{};
      protection_.fire_for_move(p, a, by == clause::kEmpowerProtectedByOne, trace);
      if (!by.empty() && by != clause::kEmpowerProtectedByOne) fire(trace, by);
      fire_movement(p, a, u.kind(), lent_only, capture, trace);
    }
    const bool strike = u.kind() == kKing && check_.may_strike(p, a);
    // The count of moves without a capture or a pawn's move, for draw.no-50-move (game_end.cpp).
    p.set_halfmove_clock(capture || u.kind() == kPawn ? 0 : p.halfmove_clock() + 1);
    if (capture) variant().remove_unit(p, a.to, trace, id);  // removed by the capturer (Removal::by)
    Square by = a.to;
    if (ranged) {
      by = a.from;
      adv_.acted(p, a.from);
    } else {
      variant().carry(p, Step{p.id_at(a.from), a.from, a.to, Carried::kOwnMove}, trace);
    }
    if (capture) board().tell(p, Capture{u, by, victim, a.to, line_of(a)}, trace);
    if (!ranged) board().tell(p, Moved{id, mover, a.from, a.to, route, capture}, trace);
    if (p.empty(by)) return;
    if (u.kind() == kPawn && capture && params_.transform_victims.contains(victim.kind()) && victim.kind() != kKing && a.kind == kNoKind) {
      p.transform(by, Piece(victim.kind(), us));
      fire(trace, clause::kPawnTransform);
    }
    if (a.kind != kNoKind) {
      p.transform(by, Piece(a.kind, us));
      fire(trace, clause::kPromotionLastFile);
      if (params_.promotion_ends_turn) adv_.spend(p, by);  // promotion.ends-double-move = ends-turn
    }
    if (strike && board().king_attacked(p, us)) check_.strike(p, us, trace);
  }

  std::vector<std::string_view> clauses() const override {
    return {clause::kPawnMove, clause::kPawnLeap, clause::kPawnTransform, clause::kPromotionLastFile, clause::kRookMove,
            clause::kKnightMove, clause::kBishopMove, clause::kBishopCapture, clause::kQueenMove, clause::kKingMove,
            clause::kChancellorCaptureAsMove, clause::kTemplarMove,
            clause::kDragonMove, clause::kFrogMove, clause::kNightriderMove, clause::kAssassinMove,
            clause::kCannonCapture, clause::kCannonImmobile, clause::kUnitTypeImmobile,
            clause::kUnitTypeLeapers, clause::kUnitTypeNonLeapers, clause::kUnitTypeRiders, clause::kBounceDiagonal,
            clause::kBounceOrthogonal, clause::kBounceRangeLimit, clause::kChangelogBishopsKnightsBack,
            clause::kChangelogCannonNoAmmo, clause::kChangelogTemplarNoLeap};
  }

 private:
  // Whether the pawn on `from` promotes on a move to `to`: on its side's last rank, or on the edge it aims at
  // (promotion.rotated-pawn = aim-edge).
  bool promotes(const Position& p, Square from, Square to) const {
    const Side side = p.at(from).side();
    return params_.promote_at_aim_edge ? board().movement().edge_ahead(p, from, to, side)
                                       : board().movement().last_rank(to, side);
  }

  // Calls f(action, lent) for every move of the unit on s: its own routes, then those only lent ones make
  // (Board::lent: a kind lent to capture with gives its captures too; one lent to move with, its moves onto
  // empty squares). A route several movements make is one action.
  template <typename F>
  void unit_actions(const Position& p, Square s, F&& f) const {
    const Piece u = p.at(s);
    const Side side = u.side();
    const Lent lent = u.kind() == kCannon ? Lent{} : board().lent(p, s);
    const Ranges ranges = board().ranges(p, s);
    // The keys of the routes listed: the own ones (sorted before the lent ones), then the lent ones.
    thread_local std::vector<uint64_t> own, borrowed;
    own.clear();
    borrowed.clear();
    auto emit = [&](const Route& r, bool from_lent, bool may_capture) {
      if (r.to == s) return;
      if (r.onto_unit && (p.at(r.to).side() == side || !r.may_capture || !may_capture)) return;
      if (!lent.empty()) {
        const uint64_t key = route_key(r);
        if (!from_lent) {
          own.push_back(key);
        } else {
          if (std::binary_search(own.begin(), own.end(), key) ||
              std::find(borrowed.begin(), borrowed.end(), key) != borrowed.end())
            return;  // the same route as one listed
          borrowed.push_back(key);
        }
      }
      Action a = Action::move(s, r.to, r.onto_unit ? kCapture : 0);
      a.push_path(r.turn_at.data(), r.turns);
      if (u.kind() == kPawn && promotes(p, s, r.to)) {
        const bool captured_kind = !params_.transform && r.onto_unit && p.at(r.to).kind() != kPawn;
        if (!captured_kind) {
          for (Kind k : params_.promotion_choices) {
            a.kind = k;
            f(a, from_lent);
          }
          return;
        }
      }
      f(a, from_lent);
    };
    board().movement().routes(p, s, u.kind(), side, ranges, [&](const Route& r) { emit(r, false, true); });
    if (lent.empty()) return;
    std::sort(own.begin(), own.end());
    lent.all().for_each([&](Kind k) {
      if (k == u.kind()) return;
      const bool captures = lent.capture.contains(k);
      board().movement().routes(p, s, k, side, ranges, [&](const Route& r) { emit(r, true, captures); });
    });
  }

  // The route of a move as its text gives it (the turns of a ride; a ride only if the kind rides that line).
  static Route path_route(const Action& a, Kind mover) {
    Route r;
    r.to = a.to;
    const Line line = line_of(a);
    r.line = rides(mover, line) ? line : Line::kNone;
    r.turns = static_cast<uint8_t>(std::min(a.path_size(), Route::kMaxTurns));
    for (int i = 0; i < r.turns; ++i) r.turn_at[i] = static_cast<uint8_t>(a.path_at(i));
    return r;
  }

  // The clause of the ground that stands in the way of a route the unit has (own or lent), "" if none.
  Refusal ground_refusal(const Position& p, const Action& a) const {
    const Piece u = p.at(a.from);
    const Ranges ranges = board().ranges(p, a.from);
    std::optional<Route> bare = board().movement().route_of(p, a, u.kind(), u.side(), ranges, true);
    if ((!bare || bare->blocked_by == GroundBlock::kOpen) && u.kind() != kCannon)
      board().lent(p, a.from).all().for_each([&](Kind k) {
        if (bare && bare->blocked_by != GroundBlock::kOpen) return;
        if (std::optional<Route> r = board().movement().route_of(p, a, k, u.side(), ranges, true)) bare = r;
      });
    if (!bare) return {};
    switch (bare->blocked_by) {
      case GroundBlock::kWallCrossed: return clause::kWallsBlocksPath;
      case GroundBlock::kWallLanding: return clause::kWallsPathSquares;
      case GroundBlock::kWallInLeap: return clause::kWallsLeapOver;
      case GroundBlock::kClimb: return clause::kTerrainNoClimb;
      case GroundBlock::kOffWall: return clause::kAssassinWallMovement;
      case GroundBlock::kOpen: break;
    }
    return {};
  }

  // The route the action takes by the unit's own movement, and by a movement lent to it (Board::lent: one lent
  // to capture with first; one lent to move with only onto an empty square), with the kind that lends it.
  std::optional<Route> own(const Position& p, const Action& a) const {
    const Piece u = p.at(a.from);
    return board().movement().route_of(p, a, u.kind(), u.side(), board().ranges(p, a.from));
  }
  std::optional<Route> lent(const Position& p, const Action& a, Kind* by = nullptr) const {
    const Lent lent = board().lent(p, a.from);
    std::optional<Route> found;
    const Ranges ranges = board().ranges(p, a.from);
    auto look = [&](Kind k, bool captures) {
      if (found || (!captures && !p.empty(a.to))) return;
      found = board().movement().route_of(p, a, k, p.at(a.from).side(), ranges);
      if (found && by) *by = k;
    };
    lent.capture.for_each([&](Kind k) { look(k, true); });
    lent.move_only.for_each([&](Kind k) { look(k, false); });
    return found;
  }
  bool lent_route(const Position& p, const Action& a) const { return lent(p, a).has_value(); }

  // Whether only a lent movement makes the action (and which kind lends it), and whether its capture is ranged
  // (the cannon's).
  void classify(const Position& p, const Action& a, bool& lent_only, bool& ranged, Kind& lent_kind) const {
    std::optional<Route> route = own(p, a);
    lent_only = !route;
    if (!route) route = lent(p, a, &lent_kind);
    ranged = route && route->ranged;
  }

  void fire_movement(const Position& p, const Action& a, Kind k, bool lent, bool capture, Trace* trace) const {
    if (lent) return;  // the lent kind's clauses are Empower's
    static constexpr std::string_view kMove[kKindCount] = {
        {}, clause::kPawnMove, clause::kRookMove, clause::kKnightMove, clause::kBishopMove, clause::kQueenMove,
        // the jester's, the chancellor's and the crossbowman's movement is drawn in images the document does
        // not contain (jester.move, chancellor.move, crossbowman.move are not implementable): the moves play
        // the readings of jester.move-reading, chancellor.move-reading, crossbowman.move-reading
        clause::kKingMove, {}, {}, clause::kTemplarMove, clause::kDragonMove,
        clause::kFrogMove, clause::kNightriderMove, clause::kAssassinMove, {}, clause::kCannonCapture};
    if (!kMove[k].empty()) fire(trace, kMove[k]);
    if (k == kKnight || k == kBishop) fire(trace, clause::kChangelogBishopsKnightsBack);
    if (k == kCannon) fire(trace, clause::kChangelogCannonNoAmmo);  // it shoots with nothing else
    const int df = std::abs(file_of(a.to) - file_of(a.from)), dr = std::abs(rank_of(a.to) - rank_of(a.from));
    const Line line = line_of(a);
    const bool ride = rides(k, line) && (a.path_size() > 0 || std::max(df, dr) > 1);
    if (k == kChancellor && capture) fire(trace, clause::kChancellorCaptureAsMove);
    if (ride) {
      fire(trace, clause::kUnitTypeRiders);
      if (a.path_size()) fire(trace, line == Line::kDiagonal ? clause::kBounceDiagonal : clause::kBounceOrthogonal);
      int travelled = 0;
      Square at = a.from;
      for (int i = 0; i <= a.path_size(); ++i) {
        const Square next = i < a.path_size() ? a.path_at(i) : a.to;
        travelled += std::max(std::abs(file_of(next) - file_of(at)), std::abs(rank_of(next) - rank_of(at)));
        at = next;
      }
      if (travelled >= board().ranges(p, a.from).of(line)) fire(trace, clause::kBounceRangeLimit);
    } else if (k == kTemplar) {
      fire(trace, clause::kUnitTypeNonLeapers);  // its diagonal steps, not leaping
      fire(trace, clause::kChangelogTemplarNoLeap);
    } else if (k == kPawn ? dr == 2 : std::max(df, dr) > 1) {
      fire(trace, clause::kUnitTypeLeapers);
      if (k == kNightrider && std::max(df, dr) > 2) fire(trace, clause::kUnitTypeRiders);  // "Riders(7): ...Nightrider"
      if (k == kPawn) fire(trace, clause::kPawnLeap);
    }
  }

  const Protection& protection_;
  const Check& check_;
  const AdvancedMoves& adv_;
  MovesParams params_;
};

}  // namespace

std::unique_ptr<Mechanic> moves(const Board& b, const Protection& protection, const Check& check,
                                const AdvancedMoves& adv, MovesParams params) {
  return std::make_unique<Moves>(b, protection, check, adv, params);
}

}  // namespace arbiter::frozenchess13
