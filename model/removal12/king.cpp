// The king: "Castling not allowed, but king can 3 times per game(+1 per capture of any piece) exchange
// position with any friendly piece. King cannot suicide,move into check/removed square or capture another
// king(e.g. with nearby knight move)." and "King surrounded by removed squares can only use exchange to escape".
// Its readings (KingParams): king.exchange-target (pawns-included or pieces-only), king.vortex-range (to-edge,
// or first-piece: each line kills its first unit and stops at a removed square),
// king.exchange-bonus-whose-captures (own-side-captures: every capture by its side gives each of its kings one
// more exchange; kings-own-captures; any-capture), promotion.without-moving (stays-pawn: a pawn exchanged onto
// its promotion square stays a pawn; not-allowed: no such exchange); the catalog's default
// capture.what-counts = direct-captures-only. The exchange is `exchange@g1>f2`; the
// allowance is the piece attribute exchanges-spent (the allowance less it = exchanges left). Its numbers (the
// allowance, the bonus per capture, the captures that earn a vortex move and the moves earned) are the
// catalog's values, read in KingParams::read. The king's steps are the
// moves mechanic's (board.h: one step, never onto a removed square); this mechanic refuses what the king may
// not do. (king.exchange-immobilized belongs to the knights' immobilization: Knights::Params.)
// Not the twelve family's kings exchange (model/shared12/mechanics/kings_exchange.cpp), though both are
// written exchange@: there the unit exchanged "is removed from board", each exchange costing a unit; here the
// two swap places against a counted allowance. Two rules under one name, so two mechanics, not one with a mode.
#include <cstdlib>

#include "model/core/mechanic_variant.h"
#include "model/removal12/clauses.h"
#include "model/removal12/jester.h"
#include "model/removal12/king_shield.h"
#include "model/removal12/mechanics.h"
#include "model/removal12/rooks.h"

namespace arbiter::removal12 {
namespace {

class King final : public RemovalMechanic, public CaptureListener, public TypeScope, public LegalListing {
 public:
  King(const Board& b, KingParams params) : RemovalMechanic("king", b), params_(params) {}

  void declare(Declaration& d) override {
    spent_ = d.attribute({"exchanges-spent", Scope::kPiece, -64, params_.allowance});
    captures_ = d.attribute({"captures", Scope::kPiece, 0, params_.vortex_captures});
    vortices_ = d.attribute({"vortex-moves", Scope::kPiece, 0, 64});
    d.ability("exchange");
    d.ability("vortex");
  }
  bool owns(const Action& a) const override { return is_ability(a, kExchange) || is_ability(a, kVortex); }
  unsigned refused_types() const override { return type_bit(ActionType::kMove) | type_bit(ActionType::kAbility); }
  std::vector<Square> actors(const Position&, const Action& a) const override { return {a.from}; }

  void generate(const Position& p, ActionList& out) const override {
    const Side us = p.side_to_move();
    p.occupied(us).for_each([&](Square k) {  // king.vortex: a king with a vortex move
      if (p.at(k).kind() != kKing || p.attribute(vortices_, k) <= 0) return;
      Action a;
      a.type = ActionType::kAbility;
      a.ability = kVortex;
      a.from = a.to = static_cast<uint8_t>(k);
      out.push_back(a);
    });
    p.occupied(us).for_each([&](Square k) {
      if (p.at(k).kind() != kKing || left(p, k) <= 0) return;
      p.occupied(us).for_each([&](Square t) {
        if (t == k || (p.at(t).kind() == kPawn && !params_.exchange_pawns) || onto_promotion(p, k, t)) return;
        Action a;
        a.type = ActionType::kAbility;
        a.ability = kExchange;
        a.from = static_cast<uint8_t>(k);
        a.to = static_cast<uint8_t>(t);
        out.push_back(a);
      });
    });
  }
  // The legal actions, the exchanges of a side with one king judged without being played where the king's
  // shield covers them (king_shield.h: the king unattacked on the unit's square with both off the board),
  // once no mechanic forbids them. Held to checked generation by properties/mechanic_properties.cpp.
  bool generate_legal(const Position& p, ActionList& out) const override {
    KingShield shield(board(), p);
    ActionList mine;
    generate(p, mine);
    for (const Action& a : mine) {
      const bool shielded = is_ability(a, kExchange) && shield.applies() && shield.safe_exchanging(a.to);
      if (shielded ? variant().forbidden_before_play(p, a).legal : variant().check_candidate(p, a).legal)
        out.push_back(a);
    }
    return true;
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (p.empty(a.from) || p.at(a.from).side() != p.side_to_move() || p.at(a.from).kind() != kKing) return kNoSuchAction;
    if (is_ability(a, kVortex)) return p.attribute(vortices_, a.from) > 0 && a.to == a.from ? Refusal() : clause::kKingVortexEarn;
    if (left(p, a.from) <= 0) return clause::kKingExchange;  // none left
    if (!p.empty(a.to) && p.at(a.to).kind() == kPawn && !params_.exchange_pawns) return clause::kKingExchange;  // pieces-only
    if (!p.empty(a.to) && onto_promotion(p, a.from, a.to)) return clause::kKingExchange;  // promotion.without-moving
    return generates(p, a) ? Refusal() : kNoSuchAction;
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    if (is_ability(a, kVortex)) return vortex(p, a.from, trace);
    fire(trace, clause::kKingExchange);
    board().count_halfmove(p, false);
    p.trade(a.from, a.to);  // the king now on a.to, with its attributes
    p.set_attribute(spent_, a.to, p.attribute(spent_, a.to) + 1);
  }

  Refusal forbids(const Position& p, const Action& a) const override {
    if (p.empty(a.from) || p.at(a.from).kind() != kKing || p.at(a.from).side() != p.side_to_move()) return {};
    if (is_ability(a, kSuicide)) return clause::kKingNoSuicide;
    if (a.type != ActionType::kMove) return {};
    if (board().removed(p, a.to))  // every square around it removed: it escapes only by exchange
      return surrounded(p, a.from) ? clause::kKingSurroundedByRemoved : clause::kKingNoCheckOrRemoved;
    if (!p.empty(a.to) && p.at(a.to).kind() == kKing && p.at(a.to).side() != p.at(a.from).side())
      return clause::kKingNoKingCapture;
    if (a.path_size() == 0 && rank_of(a.to) == rank_of(a.from) && std::abs(file_of(a.to) - file_of(a.from)) == 2)
      return clause::kCastlingNotAllowed;  // the orthodox castling move: no rule of this game makes it
    return {};
  }

  // king.exchange-bonus: a capture by the king's side gives each of its kings one more exchange; a captured
  // king (possible only while its side has several: king.multiple-kings) leaves its side with one fewer.
  void captured(Position& p, const Capture& c, Trace* trace) const override {
    if (c.victim.kind() == kKing) fire(trace, clause::kKingMultipleKings);
    // king.vortex-earn: every third non-pawn piece the king captures gives it a vortex move.
    if (c.capturer.kind() == kKing && (c.moved || c.kill) && params_.vortex_victims.contains(c.victim.kind()) && !p.empty(c.by) &&
        p.at(c.by).kind() == kKing) {
      int n = p.attribute(captures_, c.by) + 1;
      if (n >= params_.vortex_captures) {
        n = 0;
        p.set_attribute(vortices_, c.by, p.attribute(vortices_, c.by) + params_.vortex_moves);
        fire(trace, clause::kKingVortexEarn);
      }
      p.set_attribute(captures_, c.by, n);
    }
    // king.exchange-bonus-whose-captures: own-side-captures (each king of the capturing side), kings-own-captures
    // (only a king that captured, by moving), any-capture (every king of both sides).
    if (params_.bonus == KingParams::Bonus::kKingsOwn) {
      if (c.capturer.kind() == kKing && (c.moved || c.kill) && !p.empty(c.by) && p.at(c.by).kind() == kKing) {
        p.set_attribute(spent_, c.by, p.attribute(spent_, c.by) - params_.per_capture);
        fire(trace, clause::kKingExchangeBonus);
      }
      return;
    }
    const bool any = params_.bonus == KingParams::Bonus::kAnyCapture;
    p.occupied().for_each([&](Square k) {
      if (p.at(k).kind() != kKing || (!any && p.at(k).side() != c.capturer.side())) return;
      p.set_attribute(spent_, k, p.attribute(spent_, k) - params_.per_capture);
      fire(trace, clause::kKingExchangeBonus);
    });
  }

  std::vector<std::string_view> clauses() const override {
    return {clause::kKingExchange, clause::kKingExchangeBonus, clause::kKingNoSuicide,
            clause::kKingNoCheckOrRemoved, clause::kKingNoKingCapture, clause::kCastlingNotAllowed,
            clause::kKingSurroundedByRemoved, clause::kKingMultipleKings, clause::kKingVortexEarn, clause::kKingVortex};
  }

 private:
  // king.vortex (king.vortex-range = to-edge): every unit on the king's eight queen lines dies, to the board's
  // edge, through units and removed squares, friend and foe, no protection applying; an enemy king there is
  // checkmated. Kills, not captures (capture.what-counts). With first-piece, each line stops at a removed
  // square and kills only its first unit, as a queen's capture would reach.
  void vortex(Position& p, Square k, Trace* trace) const {
    fire(trace, clause::kKingVortex);
    board().count_halfmove(p, true);
    p.set_attribute(vortices_, k, p.attribute(vortices_, k) - 1);
    std::vector<Square> hit;
    for (int d = 0; d < 8; ++d)
      for (uint8_t s : board().geometry().ray(k, d).span()) {
        if (params_.vortex_first_piece && board().removed(p, s)) break;
        if (p.empty(s)) continue;
        if (!board().line_immune(p, s)) hit.push_back(static_cast<Square>(s));  // king.surrounded-immunity-scope
        if (params_.vortex_first_piece) break;
      }
    std::vector<std::pair<Square, Piece>> dead;
    std::vector<bool> spared;  // rook.protect-vs-abilities = all-removals: guarded before the vortex
    for (Square s : hit) spared.push_back(board().rooks() && board().rooks()->shields(p, s, Rooks::kVortexRemoval));
    for (size_t i = 0; i < hit.size(); ++i) {
      if (spared[i]) {
        fire(trace, clause::kRookProtectLine);
        continue;
      }
      dead.emplace_back(hit[i], p.remove(hit[i]));
    }
    const Piece king = p.at(k);
    board().tell_kills(p, king, k, dead, trace);  // capture.what-counts = every-removal-counts
    if (const Jester* jester = board().jester())
      for (auto [s, unit] : dead) jester->killed(p, s, unit, trace, king, k);  // explosion.chain
  }
  int left(const Position& p, Square k) const { return params_.allowance - p.attribute(spent_, k); }
  // promotion.without-moving = not-allowed: the exchange of the king on k with the pawn on t would put the pawn
  // on its promotion square (its last rank, or the file's square nearest to it that is not removed:
  // promotion.removed-last-square).
  bool onto_promotion(const Position& p, Square k, Square t) const {
    if (!params_.no_exchange_onto_promotion || p.at(t).kind() != kPawn) return false;
    const Side side = p.at(t).side();
    const int ranks = board().geometry().ranks();
    const int fwd = side == Side::kWhite ? 1 : -1;
    for (int r = side == Side::kWhite ? ranks - 1 : 0; r >= 0 && r < ranks; r -= fwd) {
      const Square q = make_square(file_of(k), r);
      if (!board().removed(p, q)) return q == k;
    }
    return false;
  }
  bool surrounded(const Position& p, Square k) const { return board().walled_in(p, k); }

  KingParams params_;
  int spent_ = -1;
  int captures_ = -1;
  int vortices_ = -1;
};

}  // namespace

KingParams KingParams::read(const ChosenOptions& c) {
  KingParams k;
  k.allowance = c.value("king.exchange", "allowance");
  k.vortex_victims = c.kinds("king.vortex-earn", "victims", removal12_army());  // "non-pawn piece"
  k.per_capture = c.value("king.exchange-bonus", "per-capture");
  k.vortex_captures = c.value("king.vortex-earn", "captures");
  k.vortex_moves = c.value("king.vortex-earn", "vortex-moves");
  k.exchange_pawns = c.is("king.exchange-target", "pawns-included");
  k.vortex_first_piece = c.is("king.vortex-range", "first-piece");
  k.bonus = c.select<Bonus>("king.exchange-bonus-whose-captures", {{"own-side-captures", Bonus::kOwnSide},
                                                                    {"kings-own-captures", Bonus::kKingsOwn},
                                                                    {"any-capture", Bonus::kAnyCapture}});
  k.no_exchange_onto_promotion = c.is("promotion.without-moving", "not-allowed");
  return k;
}

std::unique_ptr<Mechanic> king(const Board& b, KingParams params) { return std::make_unique<King>(b, params); }

}  // namespace arbiter::removal12
