#include "model/core/mechanic_variant.h"

#include <atomic>
#include <algorithm>
#include <cassert>

#include "model/core/scratch.h"

namespace arbiter {

Outcome Mechanic::verdict(const Game&) const { return Outcome::ongoing(); }

int Declaration::attribute(AttributeDef def) {
  if (auto a = schema_.attribute(def.name)) return *a;
  schema_.attributes.push_back(std::move(def));
  return static_cast<int>(schema_.attributes.size()) - 1;
}
int Declaration::counter(CounterDef def) {
  if (auto c = schema_.counter(def.name)) return *c;
  schema_.counters.push_back(std::move(def));
  return static_cast<int>(schema_.counters.size()) - 1;
}
int Declaration::queue(const std::string& name) {
  if (auto q = schema_.stack(name)) return *q;
  schema_.stacks.push_back(name);
  return static_cast<int>(schema_.stacks.size()) - 1;
}
int Declaration::relation(const std::string& name) {
  if (auto r = schema_.relation(name)) return *r;
  schema_.relations.push_back({name});
  return static_cast<int>(schema_.relations.size()) - 1;
}
int Declaration::clock(int attribute, ClockTick tick) {
  schema_.clocks.push_back({attribute, tick, mechanic_});
  return static_cast<int>(schema_.clocks.size()) - 1;
}
int Declaration::plan(const std::string& name) {
  if (auto p = schema_.plan(name)) return *p;
  schema_.plans.push_back(name);
  return static_cast<int>(schema_.plans.size()) - 1;
}
int Declaration::ability(const std::string& name) {
  for (size_t i = 0; i < abilities_.size(); ++i)
    if (abilities_[i] == name) return static_cast<int>(i);
  abilities_.push_back(name);
  return static_cast<int>(abilities_.size()) - 1;
}

void MechanicVariant::compose() {
  orders_.clear();
  addressing_.clear();
  for (size_t i = 0; i < mechanics_.size(); ++i) {
    Declaration d(schema_, abilities_, static_cast<int>(i));
    mechanics_[i]->declare(d);
    mechanics_[i]->attach(this);
    if (d.addresses()) addressing_.push_back(mechanics_[i].get());
    orders_.push_back(dynamic_cast<const CompletionOrder*>(mechanics_[i].get()));
  }
  bounds_.clear();
  controls_.clear();
  occupancy_.clear();
  for (const auto& m : mechanics_) {
    if (const auto* bound = dynamic_cast<const CompletionBound*>(m.get())) bounds_.push_back(bound);
    if (const auto* control = dynamic_cast<const Control*>(m.get())) controls_.push_back(control);
    if (const auto* rule = dynamic_cast<const OccupancyRule*>(m.get())) occupancy_.add(rule);
  }
  for (int t = 0; t < kActionTypes; ++t) {
    refusers_[t].clear();
    for (const auto& m : mechanics_)
      if (m->refused_types() & Mechanic::type_bit(static_cast<ActionType>(t))) refusers_[t].push_back(m.get());
  }
}

const Mechanic* MechanicVariant::owner(const Action& a) const {
  for (const auto& m : mechanics_)
    if (m->owns(a)) return m.get();
  return nullptr;
}

Judgement MechanicVariant::check(const Position& pos, const Action& a) const { return judge(pos, a, true); }

Judgement MechanicVariant::check_candidate(const Position& pos, const Action& a) const { return judge(pos, a, false); }

Judgement MechanicVariant::check_fully_applied(const Position& pos, const Action& a) const {
  return judge(pos, a, true, false);
}

Judgement MechanicVariant::forbidden_before_play(const Position& pos, const Action& a) const {
  for (const Mechanic* m : refusers_[static_cast<size_t>(a.type)])
    if (Refusal r = m->forbids(pos, a); !r.empty()) return {false, r, m};
  return {true, {}, nullptr};
}

Judgement MechanicVariant::judge(const Position& pos, const Action& a, bool admit, bool judging) const {
  const Mechanic* own = owner(a);
  if (!own) return {};
  // An action naming units (not the standing ones) belongs only to a mechanic that declared it addresses units,
  // and the units it names must be there.
  if (!a.actor.is_standing() || !a.target.is_standing()) {
    if (std::find(addressing_.begin(), addressing_.end(), own) == addressing_.end()) return {};
    if (!a.actor.is_standing() && pos.unit_at(a.actor_address()) == kNoUnit) return {};
    if (!a.target.is_standing() && pos.unit_at(a.target_address()) == kNoUnit) return {};
  }
  if (Judgement j = forbidden_before_play(pos, a); !j.legal) return j;
  if (admit)
    if (Refusal r = own->admit(pos, a); !r.empty()) return {false, r == kNoSuchAction ? Refusal() : r, own};
  Scratch scratch(pos);
  Position& after = scratch.position();
  play_turn(after, a, nullptr, judging);
  for (const auto& m : mechanics_)
    if (Refusal r = m->forbids_result(pos, a, after); !r.empty()) return {false, r, m.get()};
  if (after.side_to_move() == pos.side_to_move() && !own->by_chance(a) && !completable(after)) return {false, {}, own};
  return {true, {}, nullptr};
}

CompletionStats& MechanicVariant::completion_stats() {
  thread_local CompletionStats stats;
  return stats;
}

// The memo is sound: whether a turn can be completed is a function of the position alone (check() reads
// nothing else), and Position::operator== compares every field a rule reads (unit ids aside: they never
// change a rule's answer, as a position read back from its FEN has other ids and the same legal actions),
// so an equal position has the same answer however it was reached. The memo does not change the answer
// either when the search would not end: a turn never comes back to a position of its own path (each
// sub-action is in the state: a phase, a step count), or the definition itself would not be decided.
// What it saves: the search stops at the first completion, so a position proven completable ends the query
// that reached it; within one query the memo saves the failures, every order of sub-actions that reaches
// one again. Across the queries of one scope (the candidates of one listing) completions are saved too.
namespace {
// Set while completable_by_search runs on this thread: its whole search, nested queries too, asks no bound.
thread_local bool bounds_off = false;
}  // namespace

bool MechanicVariant::completable_by_search(const Position& pos) const {
  struct BoundsOff {
    const bool was = bounds_off;
    BoundsOff() { bounds_off = true; }
    ~BoundsOff() { bounds_off = was; }
  } off;
  // A span of its own (an owner no query shares): nothing a bound answered before is taken from a memo.
  PositionMemo::Scope fresh(&bounds_);
  return completable(pos);
}

bool MechanicVariant::completable(const Position& pos) const {
  PositionMemo::Scope scope(this);
  CompletionStats& stats = completion_stats();
  if (const bool* known = scope.find(pos)) {
    ++stats.remembered;
    return *known;
  }
  if (!bounds_off)
    for (const CompletionBound* bound : bounds_)
      if (bound->cannot_complete(pos)) {
        ++stats.bounded;
        if (!scope.opened()) scope.store(pos, false);
        return false;
      }
  const uint64_t searched_before = stats.searched++;
  const bool found = search_completion(pos, stats);
  // Remembered: every failure, and a completion whose search went through another position (one found
  // among this position's own candidates is cheaper found again than copied: twentychess's second actions).
  if (!scope.opened() && (!found || stats.searched > searched_before + 1)) scope.store(pos, found);
  return found;
}

unsigned MechanicVariant::forbidden_types(const Position& pos) const {
  unsigned out = 0;
  for (ActionType t : {ActionType::kMove, ActionType::kDrop, ActionType::kPass, ActionType::kAbility, ActionType::kChance})
    for (const auto& m : mechanics_)
      if (m->forbids_every(pos, t)) {
        out |= Mechanic::type_bit(t);
        break;
      }
  return out;
}

void MechanicVariant::candidates_of(const Mechanic& m, const Position& pos, unsigned forbidden, ActionList& out) {
  if ((m.generated_types() & ~forbidden) == 0) return;
  const size_t first = out.size();
  m.generate(pos, out);
  drop_forbidden(out, first, forbidden);
}

void MechanicVariant::drop_forbidden(ActionList& out, size_t first, unsigned forbidden) {
  if (!forbidden) return;
  out.erase(std::remove_if(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
                           [&](const Action& a) { return (forbidden & Mechanic::type_bit(a.type)) != 0; }),
            out.end());
}

bool MechanicVariant::search_completion(const Position& pos, CompletionStats& stats) const {
  CandidateList buffer;
  ActionList& candidates = buffer.list();
  const unsigned forbidden = forbidden_types(pos);
  for (size_t i = 0; i < mechanics_.size(); ++i) {
    const Mechanic& m = *mechanics_[i];
    candidates.clear();
    candidates_of(m, pos, forbidden, candidates);
    if (orders_[i]) orders_[i]->order_for_completion(pos, candidates);
    for (const Action& a : candidates) {
      ++stats.judged;
      if (check_candidate(pos, a).legal) return true;
    }
  }
  return false;
}

void MechanicVariant::legal_actions(const Position& pos, ActionList& out) const {
  PositionMemo::Scope memo(this);  // the candidates' completion searches share what they find
  out.clear();
  CandidateList buffer;
  ActionList& candidates = buffer.list();
  const unsigned forbidden = forbidden_types(pos);
  for (const auto& m : mechanics_) {
    if (m->generate_legal(pos, out)) continue;
    candidates.clear();
    candidates_of(*m, pos, forbidden, candidates);
    for (const Action& a : candidates)  // admissible by their owner by construction, as random_action relies on
      if (check_candidate(pos, a).legal) out.push_back(a);
  }
}

// Candidates come in buckets: one per unit of the side to move for the mechanics that generate unit by unit
// (Mechanic::generates_by_unit), and one for every other mechanic's. A random action draws a bucket, then its
// candidates in random order, and stops at the first legal one; an empty bucket is dropped and another drawn.
// A unit's bucket is drawn the same way, group by group (Mechanic::group_count: the twelve family's first
// steps). So it lists the candidates of one group of one unit where that suffices, and finds an action
// whenever there is one. A group its mechanic lists legal (Mechanic::generate_group_legal) gives one of its
// actions drawn uniformly, as the shuffle would; held units (Mechanic::held) are drawn after the others.
bool MechanicVariant::random_action(const Position& pos, std::mt19937_64& rng, Action& out) const {
  PositionMemo::Scope memo(this);
  CandidateList buffer;
  ActionList& candidates = buffer.list();
  const unsigned forbidden = forbidden_types(pos);
  std::vector<Square> buckets;  // a unit's square, or kNoSquare for the other mechanics' candidates
  bool by_unit = false, others = false;
  for (const auto& m : mechanics_) {
    if ((m->generated_types() & ~forbidden) == 0) continue;
    (m->generates_by_unit() ? by_unit : others) = true;
  }
  std::vector<Square> held;  // drawn last (Mechanic::held)
  if (by_unit)
    controlled(pos).for_each([&](Square s) {
      bool is_held = false;
      for (const auto& m : mechanics_) is_held = is_held || (m->generates_by_unit() && m->held(pos, s));
      (is_held ? held : buckets).push_back(s);
    });
  if (others) buckets.push_back(kNoSquare);
  buckets.insert(buckets.begin(), held.begin(), held.end());  // drawn from the back: the held ones last
  for (size_t left = buckets.size(); left > 0; --left) {
    const size_t first = left > held.size() ? held.size() : 0;  // draw among the free ones while any is left
    std::swap(buckets[first + rng() % (left - first)], buckets[left - 1]);
    const Square unit = buckets[left - 1];
    auto draw = [&] {  // a lazy Fisher-Yates shuffle of the candidates: stop at the first legal
      for (size_t n = candidates.size(); n > 0; --n) {
        std::swap(candidates[rng() % n], candidates[n - 1]);
        if (check_candidate(pos, candidates[n - 1]).legal) {
          out = candidates[n - 1];
          return true;
        }
      }
      return false;
    };
    if (unit == kNoSquare) {
      candidates.clear();
      for (const auto& m : mechanics_)
        if (!m->generates_by_unit()) candidates_of(*m, pos, forbidden, candidates);
      if (draw()) return true;
      continue;
    }
    std::vector<std::pair<const Mechanic*, int>> groups;  // (mechanic, group) of this unit
    for (const auto& m : mechanics_)
      if (m->generates_by_unit() && (m->generated_types() & ~forbidden))
        for (int i = 0, n = m->group_count(pos, unit); i < n; ++i) groups.emplace_back(m.get(), i);
    for (size_t g = groups.size(); g > 0; --g) {
      std::swap(groups[rng() % g], groups[g - 1]);
      candidates.clear();
      const auto [m, group] = groups[g - 1];
      if (m->generate_group_legal(pos, unit, group, candidates)) {  // all legal: one drawn uniformly, as draw()
        drop_forbidden(candidates, 0, forbidden);
        if (candidates.empty()) continue;
        out = candidates[rng() % candidates.size()];
        return true;
      }
      m->generate_group(pos, unit, group, candidates);
      drop_forbidden(candidates, 0, forbidden);
      if (draw()) return true;
    }
  }
  return false;
}

void MechanicVariant::checked_actions(const Position& pos, ActionList& out) const {
  PositionMemo::Scope memo(this);
  out.clear();
  CandidateList buffer;
  ActionList& candidates = buffer.list();
  for (const auto& m : mechanics_) m->generate(pos, candidates);  // no shortcut (forbids_every): the definition
  for (const Action& a : candidates)
    if (check(pos, a).legal) out.push_back(a);
}

bool MechanicVariant::any_legal(const Position& pos, const std::function<bool(const Action&)>& wanted) const {
  PositionMemo::Scope memo(this);
  CandidateList buffer;
  ActionList& candidates = buffer.list();
  const unsigned forbidden = forbidden_types(pos);
  auto found = [&] {
    for (const Action& a : candidates)
      if ((!wanted || wanted(a)) && check_candidate(pos, a).legal) return true;
    return false;
  };
  for (const auto& m : mechanics_) {
    if ((m->generated_types() & ~forbidden) == 0) continue;
    if (!m->generates_by_unit()) {
      candidates.clear();
      candidates_of(*m, pos, forbidden, candidates);
      if (found()) return true;
      continue;
    }
    bool any = false;  // unit by unit, group by group: most positions are answered by the first ones
    controlled(pos).for_each([&](Square s) {
      for (int i = 0, n = any ? 0 : m->group_count(pos, s); i < n && !any; ++i) {
        candidates.clear();
        if (m->generate_group_legal(pos, s, i, candidates)) {  // all legal: only `wanted` is left to ask
          drop_forbidden(candidates, 0, forbidden);
          any = std::any_of(candidates.begin(), candidates.end(), [&](const Action& a) { return !wanted || wanted(a); });
          continue;
        }
        m->generate_group(pos, s, i, candidates);
        drop_forbidden(candidates, 0, forbidden);
        any = found();
      }
    });
    if (any) return true;
  }
  return false;
}

void MechanicVariant::apply(Position& pos, const Action& a, Trace* trace) const { play_turn(pos, a, trace, false); }

void MechanicVariant::play_turn(Position& pos, const Action& a, Trace* trace, bool judging) const {
  const Mechanic* own = owner(a);
  assert(own);
  own->play(pos, a, trace);
  for (const auto& m : mechanics_)
    if (m->continues_turn(pos, a)) return;
  end_turn(pos, trace, judging);
}

void MechanicVariant::end_turn(Position& pos, Trace* trace, bool judging) const {
  for (const auto& m : mechanics_) m->turn_end(pos, trace);
  Side ended = pos.side_to_move();
  pos.set_side_to_move(~ended);
  if (ended == Side::kBlack) pos.set_fullmove_number(pos.fullmove_number() + 1);
  tick_clocks(pos, ended, trace);
  for (const auto& m : mechanics_)
    if (!judging || !m->turn_start_is_bookkeeping()) m->turn_start(pos, trace);
}

uint64_t MechanicVariant::next_serial() {
  static std::atomic<uint64_t> made{0};
  return ++made;
}

Outcome MechanicVariant::outcome(const Game& game) const {
  Outcome going_on = Outcome::ongoing();
  for (const auto& m : mechanics_)
    if (m->decides_outcome()) {
      Outcome o = m->verdict(game);
      if (o.over()) return o;
      // A game that goes on may name the clause that lets it (game-end.no-fifty-move-rule): the first such.
      if (going_on.clause.empty() && !o.clause.empty()) going_on = std::move(o);
    }
  return going_on;
}

std::optional<Action> MechanicVariant::resolve(const Position& pos, const Action& parsed) const {
  const Mechanic* own = owner(parsed);
  if (!own || !check(pos, parsed).legal) return std::nullopt;
  ActionList candidates;  // the owner's own form of it, with its hints, where it lists it
  own->generate(pos, candidates);
  for (const Action& c : candidates)
    if (c.same(parsed)) return c;
  return parsed;
}

std::string_view MechanicVariant::refusal(const Position& pos, const Action& a) const { return check(pos, a).clause; }

std::vector<std::string_view> MechanicVariant::clauses_in_code() const {
  std::vector<std::string_view> out;
  for (const auto& m : mechanics_)
    for (std::string_view c : m->clauses()) out.push_back(c);
  return out;
}

}  // namespace arbiter
