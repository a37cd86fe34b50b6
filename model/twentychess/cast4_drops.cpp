// Casts 4 and 6: drops of captured pieces. "In case both players has captured pieces (if not, just orthodox
// chess)": checked once when the cast comes into force (captured-pieces.condition-timing=start-of-cast); a
// player's captured pieces are those he captured (captured-pieces.owner=captured-by-him), dropped in his
// colour on an empty square, never giving check, never a pawn on its last row; then another chessman moves.
// Cast 6 repeats the drop: each player drops as many as the smaller holding at the roll
// (cast-6.termination=equal-count), and none of them makes the move (cast-6.another-piece=none-dropped).
// Cast 5 is cast 4 with the piece picked by the opponent: a decision action `pick=N` before the drop.
// Also here: what validate asks of the pools (drops_beyond_pools), which drop checks (dropped_checks), and
// the proof that a drop turn cannot be completed (PoolDrops::cannot_complete, a CompletionBound).
#include "model/chess/castling.h"
#include "model/core/mechanic_variant.h"
#include "model/twentychess/clauses.h"
#include "model/twentychess/twentychess.h"

namespace arbiter::twentychess {
namespace {

bool drop_cast(int cast) { return cast >= 4 && cast <= 6; }

bool pick(const Action& a) { return a.type == ActionType::kChance && a.ability == 1; }

class PoolDrops final : public CastMechanic, public CompletionBound {
 public:
  explicit PoolDrops(const TwentyChess& v) : CastMechanic("drops of captured pieces", v) {}

  void generate(const Position& pos, ActionList& out) const override {
    if (!drop_cast(pos.counter(kCast)) || pos.counter(kPhase) >= pos.counter(kDrops)) return;
    Side us = pos.side_to_move();
    const Geometry& g = pos.geometry();
    int last_row = us == Side::kWhite ? g.ranks() - 1 : 0;
    const chess::OrthodoxRules& r = v_.rules(pos);
    if (pos.counter(kCast) == 5 && pos.counter(kPick) == 0) {
      // cast-5.opponent-chooses: the opponent picks which of the player's captured pieces is dropped.
      for (Kind k = kPawn; k <= kQueen; ++k)
        if (pos.counter(hand_counter(us, k)) > 0) out.push_back(Action::chance(k, 1));
      return;
    }
    // A drop adds a piece: it cannot expose the own king, only shield it when it stands attacked.
    bool own_attacked = chess::in_check(r, pos, us);
    bool theirs_attacked = chess::in_check(r, pos, ~us);
    Position next = pos;  // each drop is tried on one copy and taken back
    for (Kind k = kPawn; k <= kQueen; ++k) {
      if (pos.counter(hand_counter(us, k)) == 0) continue;
      if (pos.counter(kCast) == 5 && k != pos.counter(kPick)) continue;
      for (Square s : g.squares()) {
        if (!pos.empty(s) || (k == kPawn && rank_of(s) == last_row)) continue;  // cast-4.no-pawn-last-row
        if (k == kPawn && !v_.readings().pawn_drop_first_row && rank_of(s) == (us == Side::kWhite ? 0 : g.ranks() - 1)) continue;
        next.put(s, Piece(k, us));
        // cast-4.drop-no-check (cast-4.no-check-scope=drop-only), and the own king may not stay attacked.
        bool allowed = !dropped_checks(r, next, s, theirs_attacked) && !(own_attacked && chess::in_check(r, next, us));
        next.remove(s);
        if (allowed) out.push_back(Action::drop(k, s));
      }
    }
  }
  bool owns(const Action& a) const override {
    return pick(a) || (a.type == ActionType::kDrop && a.kind >= kPawn && a.kind <= kQueen);
  }
  Refusal admit(const Position& pos, const Action& a) const override {
    if (generates(pos, a)) return {};
    if (pick(a)) return clause::kCast5OpponentChooses;
    int last_row = pos.side_to_move() == Side::kWhite ? pos.geometry().ranks() - 1 : 0;
    if (a.kind == kPawn && rank_of(a.to) == last_row) return clause::kCast4NoPawnLastRow;
    return pos.empty(a.to) ? clause::kCast4NoCheck : clause::kCast4Drop;
  }
  // While drops are due, no chessman moves; then none that was dropped (cast-4.move-another,
  // cast-6.move-another: none-dropped).
  Refusal forbids(const Position& pos, const Action& a) const override {
    int cast = pos.counter(kCast);
    if (!drop_cast(cast) || a.type != ActionType::kMove) return {};
    if (pos.counter(kPhase) < pos.counter(kDrops)) return cast == 6 ? clause::kCast6Repeated : clause::kCast4Drop;
    if (pos.attribute(kActedAttribute, a.from)) return cast == 6 ? clause::kCast6MoveAnother : clause::kCast4MoveAnother;
    return {};
  }
  void play(Position& pos, const Action& a, Trace* trace) const override {
    if (pick(a)) {  // the pick, then the drop
      pos.set_counter(kPick, a.kind);
      fire(trace, clause::kCast5OpponentChooses);
      return;
    }
    v_.begin_action(pos, a);
    Side us = pos.side_to_move();
    int c = hand_counter(us, a.kind);
    pos.set_counter(c, pos.counter(c) - 1);
    pos.put(a.to, Piece(a.kind, us));
    pos.set_attribute(kActedAttribute, a.to, 1);
    pos.set_counter(kPick, 0);
    int cast = pos.counter(kCast);
    fire(trace, cast == 4 ? clause::kCast4Drop : clause::kCast6Repeated);
    fire(trace, clause::kCast4NoCheck);
    if (a.kind == kPawn) fire(trace, clause::kCast4NoPawnLastRow);
    if (cast == 6) fire(trace, clause::kCast6UntilExhausted);
    v_.end_action(pos, a);
  }
  bool continues_turn(const Position&, const Action& a) const override { return pick(a); }

  // While drops are due, the turn ends with a move of a chessman already on the board (not one dropped), and
  // the drops only add the mover's own chessmen on empty squares: they cannot open a path nor bring a piece
  // to capture, only block lines. So the last move is among the pseudo-legal moves of the chessmen that have
  // not acted, and it leaves the king safe only if it is safe with every empty square filled: an attack that
  // no drop can block (a knight's, a pawn's, a king's, or a line with no empty square between) forbids it
  // whatever is dropped. Without such a move the turn cannot be completed, and no placement is tried. A
  // castling move (its squares may be made safe by a drop) is not judged: it keeps the search. With one drop
  // due the search is linear in the squares (as cheap as this proof); from two the placements multiply.
  bool cannot_complete(const Position& pos) const override {
    if (!drop_cast(pos.counter(kCast)) || pos.counter(kDrops) - pos.counter(kPhase) < 2) return false;
    const Side us = pos.side_to_move();
    const chess::OrthodoxRules& r = v_.rules(pos);
    ActionList last;
    chess::generate_pseudo(r, pos, last);
    for (const Action& a : last) {
      if (a.type != ActionType::kMove || pos.attribute(kActedAttribute, a.from)) continue;
      if (chess::is_castling(r, pos, a.from, a.to)) return false;
      Position after = pos;
      chess::play_move(r, chess::qualified_clauses(), after, a, nullptr);
      const Square king = after.royal(us);
      if (king == kNoSquare) return false;
      for (Square s : pos.geometry().squares())
        if (after.empty(s)) after.put(s, Piece(kPawn, us));
      if (!chess::attacked(r, after, king, ~us)) return false;
    }
    return true;
  }
};

}  // namespace

void count_drops(Position& pos) {
  if (!drop_cast(pos.counter(kCast))) return;
  int white = pool_size(pos, Side::kWhite);
  int black = pool_size(pos, Side::kBlack);
  if (white == 0 || black == 0) return;  // just orthodox chess
  pos.set_counter(kDrops, pos.counter(kCast) == 6 ? std::min(white, black) : 1);
}

std::string drops_beyond_pools(const Position& pos, const Readings& read) {
  int cast = pos.counter(kCast);
  int drops = pos.counter(kDrops);
  if (!drop_cast(cast) || drops == 0) return {};
  auto name = [](Side s) { return std::string(s == Side::kWhite ? "White" : "Black"); };
  const Side us = pos.side_to_move();
  const int due = drops - pos.counter(kPhase);
  if (due > 0 && pool_size(pos, us) < due)
    return name(us) + " has " + std::to_string(due) + " drops still to make this turn (drops=" + std::to_string(drops) +
           ", phase=" + std::to_string(pos.counter(kPhase)) + ") but holds " + std::to_string(pool_size(pos, us)) +
           " captured pieces";
  // turn.cast-scope=white-and-black (and every period of a fixed cast): Black plays the cast after White,
  // and his pool only grows during White's turn (his own captures, or under own-lost White's). Under
  // per-player-turn each turn rolls its own cast: only the mover drops in it.
  if (us == Side::kWhite && !read.roll_every_turn && pool_size(pos, ~us) < drops)
    return name(~us) + " has " + std::to_string(drops) + " drops to make in this cast after White's turn (drops=" +
           std::to_string(drops) + ") but holds " + std::to_string(pool_size(pos, ~us)) + " captured pieces";
  return {};
}

bool dropped_checks(const chess::OrthodoxRules& r, const Position& after, Square dropped, bool checked_before) {
  const Side us = after.at(dropped).side();
  if (!chess::in_check(r, after, ~us)) return false;
  if (!checked_before) return true;
  Position alone = after;
  after.occupied(us).for_each([&](Square s) {
    if (s == dropped) return;
    alone.remove(s);
    alone.put(s, Piece(kMountain, ~us));  // moves nowhere, attacks nothing: a blocker
  });
  return chess::in_check(r, alone, ~us);
}

std::unique_ptr<Mechanic> pool_drops(const TwentyChess& v) { return std::make_unique<PoolDrops>(v); }

}  // namespace arbiter::twentychess
