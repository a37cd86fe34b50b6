// Conversion (conversion.convert, conversion.move-squares, conversion.same-as-move, conversion.diagonal,
// conversion.diagonal-only, conversion.instead-of-capture, conversion.not-in-double-move, conversion.paralysis;
// the units' bishop.conversion, dragon.conversion, queen.conversion; changelog.v13.conversion-diagonal and
// changelog.v12.conversion-generic).
//  - "Conversion:Convert unit to your side without moving.": a special move written convert@A>B (A the
//    converter, B the enemy unit it converts). B changes side (Position::transform: the same unit, its id,
//    square and attributes kept); A stays where it is. One mechanic for every converter: "Conversion:now a
//    generic ability." (v12), which v13 restricts to the diagonal move type ("Conversion is restricted to
//    diagonal move-type,penalty increased to N/2."): the changelog line overrides the v12 one in the catalog.
//  - "Conversion is valid only to squares where unit can move(units which capture differently from moving
//    cannot convert)." and "Conversion is avalable only for ranged unit diagonal moves(such as
//    Bishop/Queen/Dragon) and works at range of movement.": B stands at the end of one of A's diagonal rides
//    (a route of its own movement, movement.h, at its diagonal range: CRR and Range Extension, range.cpp; walls
//    and levels shape it as they shape its moves), a route A could capture along. The converters are the kinds
//    that ride diagonally and capture (unit-type.riders): the bishop ("Ability:Conversion(Diagonal)"), the
//    dragon and the queen ("Conversion:Diagonal(See conversion section)."); the crossbowman rides orthogonally
//    and captures nothing. A unit B that A reaches only by another move (the queen's rook line or knight leap,
//    the dragon's leaps) is refused by conversion.diagonal-only; a square A cannot move to at all by
//    conversion.move-squares; a converter of another kind by conversion.diagonal-only.
//  - "If a piece can capture another non-guarded/non-protected enemy piece, [...] The enemy unit can be
//    converted insted of capturemove." (conversion.instead-of-capture): B is an enemy unit A could capture
//    (never a frog, unit-type.immortal; never a king, king.immunity; never one of A's kind, Kind Immunity,
//    kind-immunity.no-engage) that is neither guarded (board.h) nor protected: no unit of B's side could
//    recapture on B's square (its reach covers the square and Kind Immunity lets it take A's kind there).
//  - "and if the capturing unit is not in double/multi move:" (conversion.not-in-double-move): conversion is a
//    special move, refused in the rest of a double move or multimove by advanced.no-abilities (the general
//    rule, asked before the owner: advanced_moves.cpp); this clause fires with every conversion made at a
//    turn's start.
//  - "After conversion capturer is in paralysis for N/2 moves(where N is distance to converted unit,converted
//    piece isn't affected)." (conversion.paralysis; the catalog's value: the divisor 2): A pays N/2 moves,
//    rounded as paralysis.fraction-rounding reads (floor by default: N = 1 costs nothing); a cost the
//    converter pays (royal-guards.self-cost = costs-still-apply). B is not paralysed.
// Readings (points of model/frozenchess13/rules.xml):
//  - conversion.bishop = bishop-converts: the bishop converts along its diagonals, which it captures with
//    (bishop-cannot: the general exclusion wins, refused by conversion.same-as-move).
//  - conversion.range-and-distance = bounce-allowed-path-length: any diagonal ride A could capture along,
//    bounces included, N the squares of the route (the shortest when several reach B); straight-only: a
//    straight diagonal, N its length.
//  - conversion.in-multimove = forbidden-in-multimove (the only one built: advanced.no-abilities refuses every
//    special move of a running turn).
//  - conversion.protected-meaning = recapture-now: "protected" is a recapture on B's square by B's side in the
//    position as it stands; guards-only: only a guarded B (2+ protectors, Guards) is spared.
//  - conversion.converted-state = keeps-state: "converted piece isn't affected": the converted unit keeps its
//    paralysis, ranges, awards and counters (it changes side only); fresh-unit: they all start at 0, as a new
//    unit's (its id and square kept).
#include <algorithm>
#include <cstdlib>

#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/mechanics_acting.h"
#include "model/frozenchess13/movement_impl.h"
#include "model/frozenchess13/paralysis.h"

namespace arbiter::frozenchess13 {
namespace {

class Conversion final : public FrozenMechanic, public TypeScope, public AttackAbility {
 public:
  Conversion(const Board& b, const Paralysis& paralysis, ConversionParams params)
      : FrozenMechanic("conversion", b), paralysis_(paralysis), p_(params) {}

  bool owns(const Action& a) const override { return is_ability(a, kConvert); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square s) {
      if (!converter(p.at(s).kind())) return;
      SquareSet done;
      diagonal_rides(p, s, [&](Square b, int) {
        if (done.contains(b)) return;
        done.insert(b);
        if (p.at(b).side() != p.at(s).side() && target_refusal(p, s, b).empty())
          out.push_back(Action::ability_use(kConvert, s, b));
      });
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size()) return kNoSuchAction;
    const Kind k = p.at(a.from).kind();
    if (k == kBishop && !p_.bishop_converts) return clause::kConversionSameAsMove;
    if (!converter(k)) return clause::kConversionDiagonalOnly;
    if (p.empty(a.to) || p.at(a.to).side() == p.at(a.from).side()) return clause::kConversionConvert;
    if (distance_to(p, a.from, a.to) == 0) return off_ride_refusal(p, a.from, a.to);
    return target_refusal(p, a.from, a.to);
  }
  // Not an attack a running multimove may make (conversion.in-multimove = forbidden-in-multimove, the only
  // reading built: "and if the capturing unit is not in double/multi move"), so advanced.no-abilities refuses it
  // there as every special move; allowed-ends-multimove would make it kNamed, line 772's example.
  Attack attack(const Action&) const override { return Attack::kNone; }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire_attack_exception(p, a.from, trace);
    const Piece converter = p.at(a.from), converted = p.at(a.to);
    const int n = distance_to(p, a.from, a.to);
    fire(trace, clause::kConversionConvert);
    fire(trace, clause::kChangelogConversionGeneric);
    fire(trace, clause::kConversionMoveSquares);
    fire(trace, clause::kConversionDiagonal);
    fire(trace, clause::kConversionDiagonalOnly);
    fire(trace, clause::kChangelogConversionDiagonal);
    if (converter.kind() == kBishop) {
      fire(trace, clause::kConversionSameAsMove);
      fire(trace, clause::kBishopConversion);
    }
    if (converter.kind() == kDragon) fire(trace, clause::kDragonConversion);
    if (converter.kind() == kQueen) fire(trace, clause::kQueenConversion);
    fire(trace, clause::kConversionInsteadOfCapture);
    fire(trace, clause::kConversionNotInDoubleMove);
    if (p_.fresh_unit) {  // a new unit of the converter's side: every attribute of its own at 0
      Unit u = p.lift(a.to);
      std::fill(u.attributes.begin(), u.attributes.end(), 0);
      u.piece = Piece(converted.kind(), converter.side());
      p.stand(a.to, std::move(u));
    } else {
      p.transform(a.to, Piece(converted.kind(), converter.side()));  // "converted piece isn't affected"
    }
    fire(trace, clause::kConversionParalysis);
    const int cost = rounded(n, p_.divisor, p_.rounding);
    if (cost > 0) paralysis_.paralyse(p, a.from, cost, true, trace);
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kConversionConvert, clause::kConversionMoveSquares, clause::kConversionSameAsMove,
            clause::kConversionDiagonal, clause::kConversionDiagonalOnly, clause::kConversionInsteadOfCapture,
            clause::kConversionNotInDoubleMove, clause::kConversionParalysis, clause::kBishopConversion,
            clause::kDragonConversion, clause::kQueenConversion, clause::kChangelogConversionDiagonal,
            clause::kChangelogConversionGeneric, clause::kKingImmunity, clause::kKindImmunityNoEngage};
  }

 private:
  // "ranged unit diagonal moves": the kinds that ride diagonally and capture (bishop, queen, dragon).
  bool converter(Kind k) const {
    return rides(k, Line::kDiagonal) && !board().cannot_capture(k) && (k != kBishop || p_.bishop_converts);
  }
  // Calls f(B, N) for each unit B at the end of a capturing diagonal ride of the unit on a, N the squares the
  // ride travels (straight_only: unbounced rides only).
  template <typename F>
  void diagonal_rides(const Position& p, Square a, F&& f) const {
    const Piece u = p.at(a);
    board().movement().routes(p, a, u.kind(), u.side(), board().ranges(p, a), [&](const Route& r) {
      if (r.line != Line::kDiagonal || !r.onto_unit || !r.may_capture || r.ranged) return;
      if (p_.straight_only && r.turns > 0) return;
      int n = 0;
      Square at = a;
      for (int i = 0; i < r.turns; ++i) {
        n += distance(at, r.turn_at[i]);
        at = r.turn_at[i];
      }
      f(r.to, n + distance(at, r.to));
    });
  }
  // The shortest diagonal ride of the unit on a that ends on b (0: none).
  int distance_to(const Position& p, Square a, Square b) const {
    int best = 0;
    diagonal_rides(p, a, [&](Square t, int n) {
      if (t == b && (best == 0 || n < best)) best = n;
    });
    return best;
  }
  // Why the unit on a may not convert on b, which no capturing diagonal ride of it reaches: a square it moves
  // to without capturing there (the bishop's orthogonal step: "units which capture differently from moving"),
  // one it captures on by another move (a rook line, a leap), or none of its squares.
  Refusal off_ride_refusal(const Position& p, Square a, Square b) const {
    const Piece u = p.at(a);
    Refusal r = clause::kConversionMoveSquares;
    board().movement().routes(p, a, u.kind(), u.side(), board().ranges(p, a), [&](const Route& route) {
      if (route.to != b) return;
      if (route.may_capture) r = clause::kConversionDiagonalOnly;
      else if (r == clause::kConversionMoveSquares) r = clause::kConversionSameAsMove;
    });
    return r;
  }
  static int distance(Square a, Square b) {
    return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
  }
  // Why the enemy unit on b may not be converted by the unit on a, or "".
  Refusal target_refusal(const Position& p, Square a, Square b) const {
    const Piece target = p.at(b);
    const Kind k = p.at(a).kind();
    if (board().special_immune(target.kind())) return clause::kKingImmunity;
    if (board().immortal(target.kind())) return clause::kConversionInsteadOfCapture;  // "can capture": never a frog
    if (kind_immune(board(), p, k, p.at(a).side(), b)) return clause::kKindImmunityNoEngage;
    if (board().guarded(p, b)) return clause::kConversionInsteadOfCapture;  // "non-guarded"
    if (!p_.guards_only && board().threatened_by(board().threats(p), b, k, target.side()))
      return clause::kConversionInsteadOfCapture;  // "non-protected": its side would recapture the converter there
    return {};
  }

  const Paralysis& paralysis_;
  const ConversionParams p_;
};

}  // namespace

std::unique_ptr<Mechanic> conversion(const Board& b, const Paralysis& paralysis, ConversionParams params) {
  return std::make_unique<Conversion>(b, paralysis, params);
}

}  // namespace arbiter::frozenchess13
