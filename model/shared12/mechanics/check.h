// Check (king.check-legality = orthodox-check): "If king is captured/checkmated the enemy wins" read with
// orthodox check, so an action may not leave its side's king attacked (protection.definition: geometric,
// native capture movement) or dead; quadrant12's instant checkmate by explosion may come first
// (jester.instant-checkmate-precedence, Jester::mate_comes_first). The family's generators ask it (and its
// shortcuts) for every action they keep; as a mechanic it refuses on the position after an action.
#pragma once

#include "model/shared12/mechanics/mechanics.h"

namespace arbiter::shared12 {

class Check final : public TwelveMechanic {
 public:
  struct Params {
    bool orthodox = true;  // king.check-legality = orthodox-check (else an action may leave its king attacked)
    static Params read(const ChosenOptions& c);  // both catalogs name its point alike
  };
  Check(const Rules& r, Params params) : TwelveMechanic("check", r), p_(params) {}
  const Params& params() const { return p_; }

  // Whether the side's king exists and is not attacked (always true without orthodox check).
  bool king_safe(const Position& p, Side side) const;
  bool in_check(const Position& p) const;  // the side to move's king is attacked
  // Whether the side's king stands and no enemy unit attacks it on the board without the unit on `removed`
  // (and `removed2`), capture ranges and the walls that run out at the end of this action ignored, and
  // the rest counted only where no perk can lift them: a superset of the attacks any action of those units
  // alone leaves, when it moves no enemy unit and kills none of its own (walls and friendly units only
  // block). `king`: where the king is judged (kNoSquare: its square on p; a kings exchange judges it on the
  // unit's square, with its own square in `removed`).
  bool safe_without(const Position& p, Side side, Square removed, Square removed2 = kNoSquare,
                    Square king = kNoSquare) const;
  // king_safe after a quiet step of a unit of `side` (no capture, push, death, nor the king moving) from
  // `from`, played on `before` whose king is safe, judged without playing it: the unit arriving can only
  // block, so only the line through the king that `from` leaves can open. The enemy unit that line would
  // expose (kNoSquare if none) is found once per `from`; the step is safe unless it exposes one and `to`
  // does not block the line again (blocks).
  Square exposed_by_leaving(const Position& before, Side side, Square from) const;
  bool blocks(Square king, Square attacker, Square to) const {  // inline: the generators' hot path
    if (attacker == kNoSquare) return true;
    int d = rules().line_direction(king, to);
    if (d < 0 || d != rules().line_direction(king, attacker)) return false;
    auto dist = [](Square a, Square b) {
      int df = file_of(a) - file_of(b), dr = rank_of(a) - rank_of(b);
      df = df < 0 ? -df : df;
      dr = dr < 0 ? -dr : dr;
      return df > dr ? df : dr;
    };
    return dist(king, to) < dist(king, attacker);
  }

  Refusal forbids_result(const Position& before, const Action& a, const Position& after) const override;
  std::vector<std::string_view> clauses() const override;

 private:
  Params p_;
};

}  // namespace arbiter::shared12
