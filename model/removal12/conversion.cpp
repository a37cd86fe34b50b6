// Conversion: "bishops can convert by capturing(3 times per piece) without moving,piece turns to bishops
// color(kings/pawns/bishops immune).bishop converting 3 pieces promotes to archbishop:can move 2 bishop moves
// per turn,+6 conversions:can convert any piece except archbishops(king converted is checkmated
// instantly).Conversion ends movement." Readings (ConversionParams): bishop.converted-state (keeps-state: only
// the colour changes; or reset-to-base: the converted piece becomes its base kind with fresh counters, like a
// transformed pawn), archbishop.convert-pawns (all-but-archbishops, or pawns-still-immune: an archbishop
// converts kings and bishops but not pawns); the catalog's defaults allowance.per-piece = per-user
// (the piece attribute conversions-spent: 3 - it left; per-target: ConversionParams::per_target), archbishop.double-move = move-then-act (an
// archbishop may make one bishop move and then convert from where it lands: the conversion ends its turn; or
// convert-instead-of-moving: it converts only standing, ConversionParams::convert_standing).
// A conversion reaches what a capture by a bishop move would: the first unit along a diagonal, passing over
// removed squares (square-removal.abilities-pass). It is no capture (capture.what-counts). A converted king
// is checkmated: it leaves the board (promotion.multiple-kings = per-side: a side with several loses just
// it). Written `convert@c1>f4`, or with an archbishop's move first `convert@c1>e3>h6`.
#include "model/removal12/clauses.h"
#include "model/removal12/mechanics.h"

namespace arbiter::removal12 {
namespace {

class Conversion final : public RemovalMechanic, public TypeScope {
 public:
  Conversion(const Board& b, ConversionParams params) : RemovalMechanic("conversion", b), params_(params) {}

  void declare(Declaration& d) override {
    spent_ = d.attribute({"conversions-spent", Scope::kPiece, -64, 3});
    captures_ = d.attribute({"captures", Scope::kPiece, 0, 3});
    if (params_.per_target) received_ = d.attribute({"conversions-received", Scope::kPiece, 0, 3});
    d.ability("convert");
  }
  bool owns(const Action& a) const override { return is_ability(a, kConvert); }
  unsigned refused_types() const override { return type_bit(ActionType::kMove); }

  void generate(const Position& p, ActionList& out) const override {
    const Side us = p.side_to_move();
    p.occupied(us).for_each([&](Square s) {
      const Kind k = p.at(s).kind();
      if ((k != kBishop && k != kArchbishop) || left(p, s) <= 0) return;
      targets(p, s, k, us, [&](Square t) { out.push_back(action(s, kNoSquare, t)); });
      if (k != kArchbishop || params_.convert_standing) return;
      board().reach(p, s, kDiagonalLines, [&](Square m) {  // archbishop.double-move = move-then-act
        if (!p.empty(m)) return;
        Position moved = p;
        moved.move(s, m);
        targets(moved, m, k, us, [&](Square t) { out.push_back(action(s, m, t)); });
      });
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (p.empty(a.from) || p.at(a.from).side() != p.side_to_move()) return kNoSuchAction;
    const Kind k = p.at(a.from).kind();
    if (k != kBishop && k != kArchbishop) return kNoSuchAction;
    if (left(p, a.from) <= 0) return k == kBishop ? clause::kBishopConvert : clause::kArchbishopConversions;
    const Square target = target_of(a);
    if (!p.empty(target) && p.at(target).side() != p.side_to_move()) {
      if (Refusal r = immune(k, p.at(target).kind()); !r.empty()) return r;
      if (spent_up(p, target)) return clause::kBishopConvert;  // allowance.per-piece = per-target
    }
    if (a.path_size() == 1 && !p.empty(a.to)) return clause::kArchbishopConversionEndsMovement;  // a capture first
    if (a.path_size() == 1 && params_.convert_standing) return clause::kArchbishopConversionEndsMovement;
    return generates(p, a) ? Refusal() : kNoSuchAction;
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    const Square target = target_of(a);
    Square at = a.from;
    if (a.path_size() == 1) {  // the archbishop's bishop move first
      p.move(a.from, a.to);
      at = a.to;
      fire(trace, clause::kArchbishopMovement);
      fire(trace, clause::kArchbishopConversionEndsMovement);
    }
    const Piece u = p.at(at);
    fire(trace, u.kind() == kBishop ? clause::kBishopConvert : clause::kArchbishopConvertAny);
    if (board().passes_removed(p, at, target)) fire(trace, clause::kSquareRemovalAbilitiesPass);
    board().count_halfmove(p, true);
    p.set_attribute(spent_, at, p.attribute(spent_, at) + 1);
    const Piece v = p.at(target);
    const int received = received_ >= 0 ? p.attribute(received_, target) : 0;
    if (v.kind() == kKing) {  // archbishop.convert-king: checkmated
      fire(trace, clause::kArchbishopConvertKing);
      p.remove(target);
    } else {
      if (params_.reset_to_base)  // bishop.converted-state = reset-to-base
        board().renew(p, target, Piece(base_kind(v.kind()), u.side()));
      else
        p.transform(target, Piece(v.kind(), u.side()));  // bishop.converted-state = keeps-state
      if (received_ >= 0) p.set_attribute(received_, target, received + 1);  // kept through reset-to-base too
    }
    if (u.kind() != kBishop) return;
    const int n = p.attribute(captures_, at) + 1;  // bishop.promote-archbishop: its third conversion
    if (n < 3) return p.set_attribute(captures_, at, n);
    const int spent = p.attribute(spent_, at);
    board().renew(p, at, Piece(kArchbishop, u.side()));
    p.set_attribute(spent_, at, spent - 6);  // archbishop.conversions: +6 on its unused ones
    fire(trace, clause::kBishopPromoteArchbishop);
    fire(trace, clause::kArchbishopConversions);
  }

  // An archbishop's second bishop move after its first captured (archbishop.conversion-ends-movement: a
  // capture or a conversion ends its turn).
  Refusal forbids(const Position& p, const Action& a) const override {
    if (a.type != ActionType::kMove || a.path_size() != 1 || p.empty(a.from) || p.at(a.from).kind() != kArchbishop) return {};
    return p.empty(a.path_at(0)) ? Refusal() : clause::kArchbishopConversionEndsMovement;
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kBishopConvert, clause::kBishopConvertImmune, clause::kBishopPromoteArchbishop,
            clause::kArchbishopMovement, clause::kArchbishopConversions, clause::kArchbishopConvertAny,
            clause::kArchbishopConvertKing, clause::kArchbishopConversionEndsMovement};
  }

 private:
  int left(const Position& p, Square s) const { return 3 - p.attribute(spent_, s); }
  // allowance.per-piece = per-target: the unit on t has been converted 3 times.
  bool spent_up(const Position& p, Square t) const { return received_ >= 0 && p.attribute(received_, t) >= 3; }
  static Square target_of(const Action& a) { return a.path_size() == 1 ? a.path_at(0) : a.to; }
  static Action action(Square from, Square mid, Square target) {
    Action a;
    a.type = ActionType::kAbility;
    a.ability = kConvert;
    a.from = static_cast<uint8_t>(from);
    a.to = static_cast<uint8_t>(mid == kNoSquare ? target : mid);
    if (mid != kNoSquare) a.push_path(target);
    return a;
  }
  // bishop.convert-immune; archbishop.convert-any: every kind but an archbishop (and, with
  // archbishop.convert-pawns = pawns-still-immune, but a pawn).
  Refusal immune(Kind converter, Kind target) const {
    if (converter == kBishop)
      return params_.immune.contains(target) ? clause::kBishopConvertImmune : Refusal();
    if (target == kPawn && params_.pawns_immune) return clause::kBishopConvertImmune;
    return target == kArchbishop ? clause::kArchbishopConvertAny : Refusal();
  }
  // The enemy units a conversion from s reaches: the first unit along each diagonal, over removed squares.
  template <typename F>
  void targets(const Position& p, Square s, Kind converter, Side us, F&& f) const {
    for (int d : {kNorthEast, kSouthEast, kSouthWest, kNorthWest})
      for (uint8_t t : board().geometry().ray(s, d).span()) {
        if (p.empty(t)) continue;
        if (p.at(t).side() != us && immune(converter, p.at(t).kind()).empty() && !board().line_immune(p, t) &&
            !spent_up(p, t))
          f(static_cast<Square>(t));
        break;
      }
  }

  ConversionParams params_;
  int spent_ = -1;
  int captures_ = -1;
  int received_ = -1;
};

}  // namespace

ConversionParams ConversionParams::read(const ChosenOptions& c) {
  ConversionParams v;
  v.pawns_immune = c.is("archbishop.convert-pawns", "pawns-still-immune");
  v.immune = c.kinds("bishop.convert-immune", "immune", removal12_army());  // "kings/pawns/bishops"
  if (v.immune.contains(kBishop)) v.immune.insert(kArchbishop);  // a promoted bishop is a bishop still
  v.reset_to_base = c.is("bishop.converted-state", "reset-to-base");
  v.convert_standing = c.is("archbishop.double-move", "convert-instead-of-moving");
  v.per_target = c.is("allowance.per-piece", "per-target");
  return v;
}

std::unique_ptr<Mechanic> conversion(const Board& b, ConversionParams params) {
  return std::make_unique<Conversion>(b, params);
}

}  // namespace arbiter::removal12
