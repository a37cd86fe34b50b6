// MechanicVariant's listings (mechanic_variant.h): every legal action, the definition of that list, whether some
// legal action exists, a random one, and the completion search's candidates. They reach the mechanics'
// candidates one way: buckets (a mechanic's whole list, or one group of one unit's actions where the mechanic
// lists unit by unit), visited in the list's order by each_bucket and filled by fill, less the action types
// some mechanic forbids wholesale; what differs between them is only the order (random_action draws) and
// whether they stop at the first legal candidate.
#include <algorithm>

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
bool MechanicVariant::random_action(const Position& pos, std::mt19937_64& rng, Action& out) const {
  return draw_random(pos, rng, out, nullptr);
}

bool MechanicVariant::random_play(Position& pos, std::mt19937_64& rng, Action& out) const {
  return draw_random(pos, rng, out, &pos);
}

// With `played` (pos itself, for random_play): the candidates are judged fully applied (judging off: the
// bookkeeping turn starts run too, which check() may skip as they change no verdict) and the drawn one's
// position is assigned to it, the last thing done, so that nothing reads pos after.
bool MechanicVariant::draw_random(const Position& pos, std::mt19937_64& rng, Action& out, Position* played) const {
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
      if (judge(pos, candidates[n - 1], false, !played, played).legal) {
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
