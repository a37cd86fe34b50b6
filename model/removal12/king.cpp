// The king: "Castling not allowed, but king can 3 times per game(+1 per capture of any piece) exchange
// position with any friendly piece. King cannot suicide,move into check/removed square or capture another
// king(e.g. with nearby knight move)." and "King surrounded by removed squares can only use exchange to escape".
// Its readings are the catalog's defaults: king.exchange-target = pawns-included,
// king.exchange-bonus-whose-captures = own-side-captures (every capture by its side gives each of its kings
// one more exchange), capture.what-counts = direct-captures-only. The exchange is `exchange@g1>f2`; the
// allowance is the piece attribute exchanges-spent (3 - it = exchanges left). The king's steps are the
// moves mechanic's (board.h: one step, never onto a removed square); this mechanic refuses what the king may
// not do. (king.exchange-immobilized belongs to the knights' immobilization, stage 2.)
#include <cstdlib>

#include "model/removal12/clauses.h"
#include "model/removal12/mechanics.h"

namespace arbiter::removal12 {
namespace {

class King final : public RemovalMechanic, public CaptureListener {
 public:
  explicit King(const Board& b) : RemovalMechanic("king", b) {}

  void declare(Declaration& d) override {
    spent_ = d.attribute({"exchanges-spent", Scope::kPiece, -64, 3});
    d.ability("exchange");
  }
  bool owns(const Action& a) const override { return is_ability(a, kExchange); }
  std::vector<Square> actors(const Position&, const Action& a) const override { return {a.from}; }

  void generate(const Position& p, ActionList& out) const override {
    const Side us = p.side_to_move();
    p.occupied(us).for_each([&](Square k) {
      if (p.at(k).kind() != kKing || left(p, k) <= 0) return;
      p.occupied(us).for_each([&](Square t) {
        if (t == k) return;
        Action a;
        a.type = ActionType::kAbility;
        a.ability = kExchange;
        a.from = static_cast<uint8_t>(k);
        a.to = static_cast<uint8_t>(t);
        out.push_back(a);
      });
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (p.empty(a.from) || p.at(a.from).side() != p.side_to_move() || p.at(a.from).kind() != kKing) return kNoSuchAction;
    if (left(p, a.from) <= 0) return clause::kKingExchange;  // none left
    return generates(p, a) ? Refusal() : kNoSuchAction;
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
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
  void captured(Position& p, Square at, Piece capturer, Piece victim, Trace* trace) const override {
    if (victim.kind() == kKing) fire(trace, clause::kKingMultipleKings);
    p.occupied(capturer.side()).for_each([&](Square k) {
      if (p.at(k).kind() != kKing) return;
      p.set_attribute(spent_, k, p.attribute(spent_, k) - 1);
      fire(trace, clause::kKingExchangeBonus);
    });
    (void)at;
  }

  std::vector<std::string_view> clauses() const override {
    return {clause::kKingExchange, clause::kKingExchangeBonus, clause::kKingNoSuicide,
            clause::kKingNoCheckOrRemoved, clause::kKingNoKingCapture, clause::kCastlingNotAllowed,
            clause::kKingSurroundedByRemoved, clause::kKingMultipleKings};
  }

 private:
  int left(const Position& p, Square k) const { return 3 - p.attribute(spent_, k); }
  bool surrounded(const Position& p, Square k) const {
    for (uint8_t s : board().geometry().targets(board().king_leaper(), k).span())
      if (!board().removed(p, s)) return false;
    return true;
  }

  int spent_ = -1;
};

}  // namespace

std::unique_ptr<Mechanic> king(const Board& b) { return std::make_unique<King>(b); }

}  // namespace arbiter::removal12
