// Which units the auras paralyse (the jester's paralysis by presence, the chancellor's Paralyse, the queen's
// gaze, the pawns' pincer: board.h's Aura), defined once: derived from the position, nothing stored.
//
// An aura is radiated by source units, each paralysing a zone of units (its immunities applied: a function of
// the position alone). A source that is itself paralysed may stop radiating (the chancellor's Paralyse holds
// "as long as chancellor is alive and not paralyzed"; the jester's presence and the queen's gaze stop as a
// statue's threats do, paralysis.statue-threat; the pincer is the pawns' occupation and never stops). So who
// is paralysed depends on who is paralysed: for a set H of units taken as aura-paralysed,
//   F(H) = the union of zone(s) over the sources s that radiate under H,
// where s radiates unless it stops when paralysed and is paralysed otherwise (`held`: a counter, a flood, a
// syzygy lock) or belongs to H. F is antitone: a larger H silences more sources and leaves a smaller union.
//
// The aura-paralysed units are the least fixpoint of F o F (the alternating fixpoint, the well-founded
// reading of a rule that may negate itself):
//   U0 = {}, O_k = F(U_k), U_{k+1} = F(O_k), until U_{k+1} = U_k.
// Termination: F o F is monotone (antitone twice), so U0 <= U1 <= ... grows while O_k = F(U_k) shrinks. U_{k+1}
// is the union of the zones of the sources that radiate under O_k, a set of sources that only grows as O_k
// shrinks; a step that goes on (U_{k+1} != U_k) has let at least one more source radiate, so the loop stops
// after at most 1 + (number of sources) steps. Order: F is a union over the sources, the same in whatever order
// they are visited; U and O are then functions of the position alone.
// When U = O, U is a fixpoint of F: every unit it holds has a source that radiates, and every radiating source's
// zone is held (a stable reading, and the only one). A unit of O but not U sits on a cycle of auras that
// silence each other (two units each paralysing the other's source); it is counted free. Under the readings
// built no such cycle exists (the chancellor's status depends on no aura but the pincer, which depends on
// none; the jester's on the chancellor's; the queen's on both; pawns radiate the pincer whatever happens to
// them), and properties/frozenchess13_aura_properties.cpp holds U = O and the order independence on random play.
#pragma once

#include <cstdint>
#include <span>

#include "model/core/square_set.h"

namespace arbiter::frozenchess13 {

struct AuraSource {
  Square at = kNoSquare;
  uint8_t aura = 0;    // which aura (board.h: its index among the board's auras)
  bool stops = false;  // it stops radiating while paralysed
  bool held = false;   // it is paralysed apart from the auras
  SquareSet zone;      // the units it paralyses while it radiates
};

struct AuraFixpoint {
  SquareSet paralysed;  // U: the units the auras paralyse
  SquareSet undecided;  // O minus U: units on a cycle of auras that silence each other (counted free)
  int rounds = 0;       // the steps U took (at most 1 + the number of sources)
};

// Whether the source radiates when the units `h` are aura-paralysed.
inline bool radiates(const AuraSource& s, const SquareSet& h) { return !(s.stops && (s.held || h.contains(s.at))); }

// F(h): the units the sources paralyse when the units `h` are aura-paralysed.
inline SquareSet aura_step(std::span<const AuraSource> sources, const SquareSet& h) {
  SquareSet out;
  for (const AuraSource& s : sources)
    if (radiates(s, h)) out = out | s.zone;
  return out;
}

inline AuraFixpoint aura_fixpoint(std::span<const AuraSource> sources) {
  AuraFixpoint r;
  SquareSet under;  // U_k
  for (;;) {
    ++r.rounds;
    const SquareSet over = aura_step(sources, under);  // O_k
    const SquareSet next = aura_step(sources, over);   // U_{k+1}
    if (next == under) {
      r.paralysed = under;
      r.undecided = SquareSet::from_words({over.word(0) & ~under.word(0), over.word(1) & ~under.word(1),
                                           over.word(2) & ~under.word(2), over.word(3) & ~under.word(3)});
      return r;
    }
    under = next;
  }
}

}  // namespace arbiter::frozenchess13
