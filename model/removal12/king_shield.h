// Whether the side to move's king stays unattacked when one of its units leaves the board, answered for
// many units of one position without playing an action each (the legal-move listings of moves.cpp and
// suicide.cpp; perft and exploration list them at every node).
//
// The board without the unit, every held unit counted as free (Board::attacked with held_too), attacks
// the king at least as much as any action of that unit alone that lands no unit next to an enemy jester or
// joker (which would borrow its movement), blows nothing up and removes no square: the unit arriving
// elsewhere only blocks. For a capture, the board without the captured unit too. A unit off the king's
// lines that hold an enemy unit and off its knight squares (the first of two knight moves; a line's attack,
// a shot's too, comes from an enemy unit on it) leaves that board's answer as it is, unless the
// enemy has an archbishop (its second bishop move may cross any square) or the king is attacked even now
// (a unit an enemy jester borrows from may leave): those units are each judged on a copy of the board
// without them.
#pragma once

#include "model/core/position.h"
#include "model/core/scratch.h"
#include "model/removal12/board.h"

namespace arbiter::removal12 {

class KingShield {
 public:
  KingShield(const Board& board, const Position& p)
      : board_(board), p_(p), us_(p.side_to_move()), without_(p), f_(facts(board, p)) {}

  // Whether the side has exactly one king (else nothing is shielded).
  bool applies() const { return f_.one_king; }
  // Whether the king is unattacked on the board without the unit on `from` and, for a capture, the enemy
  // unit on `victim` (see above).
  bool safe_without(Square from, Square victim = kNoSquare) {
    if (!f_.one_king) return false;
    const bool near = f_.in_the_way.contains(from) || (victim != kNoSquare && f_.in_the_way.contains(victim));
    if (!f_.anywhere && !near) return true;
    if (asked_ != from || asked_victim_ != victim) {
      Position& q = without_.get();  // assigned here, not when the shield is made: most shields never ask
      q = p_;
      q.remove(from);
      if (victim != kNoSquare) q.remove(victim);
      // The enemy's kinds as they stand before: taking units away adds none.
      answer_ = !board_.attacked(q, f_.king, ~us_, true, f_.present);
      asked_ = from;
      asked_victim_ = victim;
    }
    return answer_;
  }

  // Whether the king is unattacked on `to` after exchanging squares with the unit there (king.exchange),
  // asked on the board as it stands: the two squares stay occupied, so every line, leap and mid-square is
  // as open as after the exchange, and only the occupant of the king's square changes, which matters only
  // when it touches an enemy jester or joker (it lends its movement: then false, judged by the variant's
  // path). A king walled in on `to` may be immune to lines afterwards; the unit there now is not: a superset.
  bool safe_exchanging(Square to) const {
    return f_.one_king && !f_.lending.contains(f_.king) && !board_.attacked(p_, to, ~us_, true, f_.present);
  }

  // Whether a unit of the side to move standing on sq touches an enemy jester or joker, which borrows the
  // movement of the pieces touching it (jester.movement). Known only when the shield applies.
  bool lends_to_enemy_jester(Square sq) const { return f_.lending.contains(sq); }

 private:
  // What the shield knows of a position before any question: the listings of one position (the moves, the
  // suicides, the exchanges) make one shield each, so the facts are kept for the last position asked about
  // (the same board and position object with the same hash: the hash covers every square and attribute
  // they read).
  struct Facts {
    Square king = kNoSquare;
    bool one_king = false;
    bool anywhere = false;
    Board::LongAttackers present;  // the enemy's
    SquareSet in_the_way;
    SquareSet lending;  // the squares next to an enemy jester or joker
  };
  static const Facts& facts(const Board& board, const Position& p) {
    thread_local LastPosition<Facts> last;
    return last.get(board.memo_id(), p, [&] { return find(board, p); });
  }
  static Facts find(const Board& board, const Position& p) {
    Facts f;
    const Side us = p.side_to_move();
    int kings = 0;
    p.occupied(us).for_each([&](Square s) {
      if (p.at(s).kind() == kKing) {
        ++kings;
        f.king = s;
      }
    });
    f.one_king = kings == 1;  // several kings (promotion.multiple-kings) or none: the variant's path judges
    if (!f.one_king) return f;
    const Side them = ~us;
    p.occupied(them).for_each([&](Square s) {  // jester.movement: what touches them lends them its movement
      if (p.at(s).kind() != kJester && p.at(s).kind() != kJoker) return;
      for (uint8_t t : board.geometry().targets(board.king_leaper(), s).span()) f.lending.insert(t);
    });
    f.present = board.long_attackers(p, them);
    f.anywhere = f.present.archbishops || board.attacked(p, f.king, them, true, f.present);
    if (f.anywhere) return f;
    const Geometry& g = board.geometry();
    for (int d = 0; d < 8; ++d) {  // a line with no enemy unit on it opens no attack, whatever leaves it
      bool enemy = false;
      for (uint8_t s : g.ray(f.king, d).span()) enemy = enemy || (!p.empty(s) && p.at(s).side() == them);
      if (enemy)
        for (uint8_t s : g.ray(f.king, d).span()) f.in_the_way.insert(s);
    }
    for (uint8_t s : g.targets(board.knight_leaper(), f.king).span()) f.in_the_way.insert(s);
    return f;
  }

  const Board& board_;
  const Position& p_;
  Side us_;
  ThreadSlot<Position> without_;  // a position of this thread's pool (scratch.h)
  const Facts f_;  // a copy: a judgement made under this shield may make a shield of another position
  Square asked_ = kNoSquare, asked_victim_ = kNoSquare;
  bool answer_ = false;
};

}  // namespace arbiter::removal12
