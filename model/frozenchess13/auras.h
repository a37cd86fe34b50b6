// What the auras share (board.h's Aura, aura_fixpoint.h): a unit an aura holds is paralysed ("units cannot
// move/use ability, but can be influenced by other units"): any action in which it acts is refused by the
// aura's own clause (one of its mechanic's, which is asked after the Paralysis counter's: a unit held by both
// is refused by paralysis.*); it threatens and protects nothing under paralysis.statue-threat =
// statue-no-threat, as any paralysed unit (board.h). The aura's clause fires in the trace of the action after
// which it holds a unit it held not: the unit stepped into its zone, or a source stepped up to it. Each aura
// is one mechanic, one file, named in the document's words: jesters_paralysis.cpp, chancellors_paralyse.cpp,
// queens_gaze.cpp, pincer.cpp.
#pragma once

#include <array>
#include <string_view>

#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/paralysis.h"

namespace arbiter::frozenchess13 {

// The squares of the box of radius r around each square (the square excluded): an aura's zone of presence (the
// jester's Paralysis and the queen's Gaze: their catalog's "3x3", a size read as the radius size / 2), made once
// when the variant is made.
class BoxMasks {
 public:
  BoxMasks(const Geometry& g, int radius) {
    for (int f = 0; f < g.files(); ++f)
      for (int r = 0; r < g.ranks(); ++r) {
        const Square c = make_square(f, r);
        for_each_in_box(g, c, radius, [&](Square q) {
          if (q != c) masks_[c].insert(q);
        });
      }
  }
  const SquareSet& operator[](Square s) const { return masks_[s]; }

 private:
  std::array<SquareSet, kSquareSlots> masks_{};
};

// The squares a chess knight's leap away from s, on the 16x16 board (frozenchess13's, Geometry(16, 16)).
inline const SquareSet& knight_leaps(Square s) {
  static const std::array<SquareSet, kSquareSlots> masks = [] {
    std::array<SquareSet, kSquareSlots> m{};
    constexpr int kLeaps[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    for (int f = 0; f < 16; ++f)
      for (int r = 0; r < 16; ++r)
        for (const auto& d : kLeaps)
          if (f + d[0] >= 0 && f + d[0] < 16 && r + d[1] >= 0 && r + d[1] < 16)
            m[make_square(f, r)].insert(make_square(f + d[0], r + d[1]));
    return m;
  }();
  return masks[s];
}

class AuraMechanic : public FrozenMechanic, public Aura {
 public:
  AuraMechanic(std::string name, const Board& b, const Paralysis& paralysis, std::string_view clause)
      : FrozenMechanic(std::move(name), b), paralysis_(paralysis), clause_(clause) {}

  // The units this aura holds in p (the board's fixpoint of every aura).
  SquareSet holds(const Position& p) const { return board().aura_held(p, *this); }

  Refusal forbids(const Position& p, const Action& a) const override {
    const SquareSet held = holds(p);
    if (held.empty()) return {};
    for (Square s : variant().actors(p, a))
      if (s != kNoSquare && held.contains(s)) return clause_;
    return {};
  }
  void arrived(Position& p, const Step& step, Trace* trace) const override {
    if (trace && takes_hold(p, step)) fire(trace, clause_);
  }

 protected:
  // Whether the aura holds the unit that arrived, or holds a unit through the source that arrived.
  bool takes_hold(const Position& p, const Step& step) const {
    if (p.empty(step.to)) return false;
    const SquareSet held = holds(p);
    if (held.empty()) return false;
    if (held.contains(step.to)) return true;
    if (!sources().contains(p.at(step.to).kind())) return false;
    SquareSet zone_of;
    zone(p, step.to, zone_of);
    return !(zone_of & held).empty();
  }
  // Whether anything may paralyse the unit on q: not a king (king.immunity), not a unit beside its own king
  // (royal-guards.no-paralysis).
  bool paralysable(const Position& p, Square q) const { return paralysis_.can_be_paralysed(p, q); }
  std::string_view clause() const { return clause_; }

 private:
  const Paralysis& paralysis_;
  const std::string_view clause_;
};

}  // namespace arbiter::frozenchess13
