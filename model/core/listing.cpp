// MechanicVariant's listings (mechanic_variant.h): every legal action, the definition of that list, whether some
// legal action exists, a random one, and the completion search's candidates. They reach the mechanics'
// candidates one way: buckets (a mechanic's whole list, or one group of one unit's actions where the mechanic
// lists unit by unit), visited in the list's order by each_bucket and filled by fill, less the action types
// some mechanic forbids wholesale; what differs between them is only the order (random_action draws) and
// whether they stop at the first legal candidate.
#include <algorithm>
#include <array>
#include <optional>

#include "model/core/mechanic_variant.h"
#include "model/core/scratch.h"

namespace arbiter {

Shortcuts Shortcuts::of(const Mechanic& m) {
  Shortcuts s;
  s.types = dynamic_cast<const TypeScope*>(&m);
  s.wholesale = dynamic_cast<const WholesaleRefusal*>(&m);
  s.legal = dynamic_cast<const LegalListing*>(&m);
  s.by_unit = dynamic_cast<const UnitListing*>(&m);
  s.bookkeeping = dynamic_cast<const BookkeepingTurnStart*>(&m) != nullptr;
  if (s.types) {
    s.generated_bits = s.types->generated_types();
    s.refused_bits = s.types->refused_types();
  }
  return s;
}

unsigned MechanicVariant::forbidden_types(const Position& pos) const {
  unsigned out = 0;
  for (ActionType t : {ActionType::kMove, ActionType::kDrop, ActionType::kPass, ActionType::kAbility, ActionType::kChance})
    for (const WholesaleRefusal* w : wholesale_)
      if (w->forbids_every(pos, t)) {
        out |= type_bit(t);
        break;
      }
  return out;
}

void MechanicVariant::drop_forbidden(ActionList& out, size_t first, unsigned forbidden) {
  if (!forbidden) return;
  out.erase(std::remove_if(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
                           [&](const Action& a) { return (forbidden & type_bit(a.type)) != 0; }),
            out.end());
}

bool MechanicVariant::fill(const Position& pos, const Bucket& b, unsigned forbidden, ActionList& out) const {
  const size_t first = out.size();
  bool all_legal = false;
  if (b.unit == kNoSquare) {
    mechanics_[b.mechanic]->generate(pos, out);
  } else {
    const UnitListing& units = *shortcuts_[b.mechanic].by_unit;
    all_legal = units.generate_group_legal(pos, b.unit, b.group, out);
    if (!all_legal) units.generate_group(pos, b.unit, b.group, out);
  }
  drop_forbidden(out, first, forbidden);
  return all_legal;
}

template <class Visit>
bool MechanicVariant::each_bucket(const Position& pos, unsigned forbidden, bool by_unit, Visit&& visit) const {
  for (size_t i = 0; i < mechanics_.size(); ++i) {
    if ((shortcuts_[i].generated() & ~forbidden) == 0) continue;
    const UnitListing* units = by_unit ? shortcuts_[i].by_unit : nullptr;
    if (!units) {
      if (visit(Bucket{i})) return true;
      continue;
    }
    bool stop = false;  // unit by unit, group by group: most questions are answered by the first ones
    controlled(pos).for_each([&](Square s) {
      for (int g = 0, n = stop ? 0 : units->group_count(pos, s); g < n && !stop; ++g) stop = visit(Bucket{i, s, g});
    });
    if (stop) return true;
  }
  return false;
}

bool MechanicVariant::search_completion(const Position& pos, CompletionStats& stats) const {
  CandidateList buffer;
  ActionList& candidates = buffer.list();
  const unsigned forbidden = forbidden_types(pos);
  return each_bucket(pos, forbidden, false, [&](const Bucket& b) {
    candidates.clear();
    fill(pos, b, forbidden, candidates);
    if (orders_[b.mechanic]) orders_[b.mechanic]->order_for_completion(pos, candidates);
    for (const Action& a : candidates) {
      ++stats.judged;
      if (check_candidate(pos, a).legal) return true;
    }
    return false;
  });
}

void MechanicVariant::legal_actions(const Position& pos, ActionList& out) const {
  PositionMemo::Scope memo(this);  // the candidates' completion searches share what they find
  out.clear();
  CandidateList buffer;
  ActionList& candidates = buffer.list();
  const unsigned forbidden = forbidden_types(pos);
  each_bucket(pos, forbidden, false, [&](const Bucket& b) {
    if (const LegalListing* fast = shortcuts_[b.mechanic].legal; fast && fast->generate_legal(pos, out)) return false;
    candidates.clear();
    fill(pos, b, forbidden, candidates);
    for (const Action& a : candidates)  // admissible by their owner by construction, as random_action relies on
      if (check_candidate(pos, a).legal) out.push_back(a);
    return false;
  });
}

void MechanicVariant::checked_actions(const Position& pos, ActionList& out) const {
  PositionMemo::Scope memo(this);
  out.clear();
  CandidateList buffer;
  ActionList& candidates = buffer.list();
  for (size_t i = 0; i < mechanics_.size(); ++i) fill(pos, Bucket{i}, 0, candidates);  // no shortcut: the definition
  for (const Action& a : candidates)
    if (check(pos, a).legal) out.push_back(a);
}

bool MechanicVariant::any_legal(const Position& pos, const std::function<bool(const Action&)>& wanted) const {
  PositionMemo::Scope memo(this);
  CandidateList buffer;
  ActionList& candidates = buffer.list();
  const unsigned forbidden = forbidden_types(pos);
  return each_bucket(pos, forbidden, true, [&](const Bucket& b) {
    candidates.clear();
    const bool all_legal = fill(pos, b, forbidden, candidates);
    return std::any_of(candidates.begin(), candidates.end(), [&](const Action& a) {
      return (!wanted || wanted(a)) && (all_legal || check_candidate(pos, a).legal);
    });
  });
}

// A random action draws a bucket, then its candidates in random order, and stops at the first legal one; an
// empty bucket is dropped and another drawn. The buckets: one per unit of the acting side for the mechanics
// that list unit by unit (UnitListing), and one for every other mechanic together, drawn mechanic by
// mechanic (one mechanic's whole list at a time, as a unit's bucket is drawn group by group: frozenchess13's
// two dozen abilities list about 1,800 candidates at the start, of which one is played). A unit's
// bucket is drawn the same way, group by group (UnitListing::group_count: the twelve family's first steps).
// So it lists the candidates of one group of one unit where that suffices, and finds an action whenever there
// is one. A group listed legal (UnitListing::generate_group_legal) gives one of its actions drawn uniformly,
// as the shuffle would; held units (UnitListing::held) are drawn after the others.
//
// Drawing ahead. A candidate that leaves the turn partial is legal only if the turn can be completed (point 4
// of mechanic_variant.h). A random game needs one completion only, the one it will play next, so the draw
// proves it by drawing that continuation from the same generator (draw_ahead), instead of completable()'s
// search, and keeps it: the next draw, from the position the partial action left and the generator as this
// draw left it, gives the kept continuation without drawing again (take_ahead). The generator's numbers are
// taken in the order the draws without it would take them, so a game is the same action by action; only a
// partial candidate refused because no continuation is legal has taken numbers the search would not have
// (frozenchess13's double moves: about half its plies are a double move's first, whose completion search
// cost a fifth of a random game's time). The continuation itself is judged by completable() where it is
// partial (one draw ahead, no more): the search keeps its memo, bounds and guard against repeats there.
namespace {
// What one draw drew ahead, for the generator it drew with: a slot per generator (by address), so that games
// drawn alternately with generators of their own (a property's twins) each find their own.
struct DrawnAhead {
  const std::mt19937_64* generator = nullptr;  // null: a free slot
  uint64_t variant = 0;  // the drawing variant's serial
  uint64_t at = 0;       // the hash of the partial turn's position, where the continuation is the next draw
  bool played = false;   // whether `after` holds the continuation's position (drawn by random_play)
  std::optional<Position> after;  // kept between draws, so that assigning it reuses its storage
  Action action;
  std::mt19937_64 state;  // the generator as the draw that drew ahead left it
  uint64_t used = 0;
};
class DrawnAheadSlots {
 public:
  // The slot of `generator`'s continuation, or null.
  DrawnAhead* find(const std::mt19937_64& generator) {
    for (DrawnAhead& d : slots_)
      if (d.generator == &generator) return &d;
    return nullptr;
  }
  // A slot for generator's next continuation: its own, else the one least recently used.
  DrawnAhead& make(const std::mt19937_64& generator) {
    DrawnAhead* slot = find(generator);
    if (!slot) {
      slot = &slots_[0];
      for (DrawnAhead& d : slots_)
        if (d.used < slot->used) slot = &d;
    }
    slot->generator = nullptr;
    slot->used = ++clock_;
    return *slot;
  }

 private:
  std::array<DrawnAhead, 4> slots_;
  uint64_t clock_ = 0;
};
DrawnAheadSlots& drawn_ahead() {
  thread_local DrawnAheadSlots slots;
  return slots;
}
}  // namespace

bool MechanicVariant::random_action(const Position& pos, std::mt19937_64& rng, Action& out) const {
  if (take_ahead(pos, rng, out, nullptr)) return true;
  const bool found = draw_random(pos, rng, out, nullptr, true);
  if (DrawnAhead* kept = drawn_ahead().find(rng)) kept->state = rng;
  return found;
}

bool MechanicVariant::random_play(Position& pos, std::mt19937_64& rng, Action& out) const {
  if (take_ahead(pos, rng, out, &pos)) return true;
  const bool found = draw_random(pos, rng, out, &pos, true);
  if (DrawnAhead* kept = drawn_ahead().find(rng)) kept->state = rng;
  return found;
}

bool MechanicVariant::draw_ahead(const Position& mid_turn, std::mt19937_64& rng, bool played) const {
  for (const CompletionBound* bound : bounds_)
    if (bound->cannot_complete(mid_turn)) return false;  // what completable() asks first: a proof
  DrawnAhead& kept = drawn_ahead().make(rng);
  if (played) {  // the draw plays on its own position (a group listed legal) or assigns the judged one to it
    if (kept.after) *kept.after = mid_turn;
    else kept.after.emplace(mid_turn);
  }
  Action next;
  if (!draw_random(mid_turn, rng, next, played ? &*kept.after : nullptr, false)) return false;
  kept.generator = &rng;
  kept.variant = serial_;
  kept.at = mid_turn.hash();
  kept.played = played;
  kept.action = next;
  return true;
}

// The position is known by its hash (with the variant and the generator's whole state, which no other draw
// has changed): comparing whole positions cost frozenchess13 a sixth of a random game.
bool MechanicVariant::take_ahead(const Position& pos, const std::mt19937_64& rng, Action& out, Position* played) const {
  DrawnAhead* kept = drawn_ahead().find(rng);
  if (!kept) return false;
  kept->generator = nullptr;  // given once, or dropped: the generator has moved on
  if (kept->variant != serial_ || kept->at != pos.hash() || !(kept->state == rng)) return false;
  out = kept->action;
  if (played) {
    if (kept->played) std::swap(*played, *kept->after);
    else play_turn(*played, out, nullptr, false);
  }
  return true;
}

bool MechanicVariant::draw_random(const Position& pos, std::mt19937_64& rng, Action& out, Position* played,
                                  bool ahead) const {
  PositionMemo::Scope memo(this);
  CandidateList buffer;
  ActionList& candidates = buffer.list();
  const unsigned forbidden = forbidden_types(pos);
  std::vector<Square> buckets;  // a unit's square, or kNoSquare for the other mechanics' candidates
  bool by_unit = false, others = false;
  for (size_t i = 0; i < mechanics_.size(); ++i) {
    if ((shortcuts_[i].generated() & ~forbidden) == 0) continue;
    (shortcuts_[i].by_unit ? by_unit : others) = true;
  }
  std::vector<Square> held;  // drawn last (UnitListing::held)
  if (by_unit)
    controlled(pos).for_each([&](Square s) {
      bool is_held = false;
      for (size_t i : by_unit_) is_held = is_held || shortcuts_[i].by_unit->held(pos, s);
      (is_held ? held : buckets).push_back(s);
    });
  if (others) buckets.push_back(kNoSquare);
  buckets.insert(buckets.begin(), held.begin(), held.end());  // drawn from the back: the held ones last
  auto draw = [&] {  // a lazy Fisher-Yates shuffle of the candidates: stop at the first legal
    for (size_t n = candidates.size(); n > 0; --n) {
      std::swap(candidates[rng() % n], candidates[n - 1]);
      if (judge(pos, candidates[n - 1], false, !played, played, ahead ? &rng : nullptr).legal) {
        out = candidates[n - 1];
        return true;
      }
    }
    return false;
  };
  for (size_t left = buckets.size(); left > 0; --left) {
    const size_t first = left > held.size() ? held.size() : 0;  // draw among the free ones while any is left
    std::swap(buckets[first + rng() % (left - first)], buckets[left - 1]);
    const Square unit = buckets[left - 1];
    if (unit == kNoSquare) {  // the other mechanics one by one, in random order: each lists only when drawn
      std::vector<size_t> lists;
      for (size_t i = 0; i < mechanics_.size(); ++i)
        if (!shortcuts_[i].by_unit && (shortcuts_[i].generated() & ~forbidden)) lists.push_back(i);
      for (size_t m = lists.size(); m > 0; --m) {
        if (m > 1) std::swap(lists[rng() % m], lists[m - 1]);
        candidates.clear();
        fill(pos, Bucket{lists[m - 1]}, forbidden, candidates);
        if (draw()) return true;
      }
      continue;
    }
    std::vector<Bucket> groups;  // this unit's groups
    for (size_t i : by_unit_)
      if (shortcuts_[i].generated() & ~forbidden)
        for (int g = 0, n = shortcuts_[i].by_unit->group_count(pos, unit); g < n; ++g) groups.push_back({i, unit, g});
    for (size_t g = groups.size(); g > 0; --g) {
      std::swap(groups[rng() % g], groups[g - 1]);
      candidates.clear();
      if (fill(pos, groups[g - 1], forbidden, candidates)) {  // all legal: one drawn uniformly, as draw() would
        if (candidates.empty()) continue;
        out = candidates[rng() % candidates.size()];
        if (played) play_turn(*played, out, nullptr, false);
        return true;
      }
      if (draw()) return true;
    }
  }
  return false;
}

}  // namespace arbiter
