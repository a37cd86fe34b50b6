#include "model/core/mechanic_variant.h"

#include <atomic>
#include <algorithm>
#include <cassert>
#include <utility>

#include "model/core/scratch.h"

namespace arbiter {

Outcome Mechanic::verdict(const Game&) const { return Outcome::ongoing(); }

int Declaration::attribute(AttributeDef def) {
  if (auto a = schema_.attribute(def.name)) {
    // Declared by two mechanics (a count both keep): the range holds both's values. The bounds may come from
    // the document's quantities (document_values.h), which an edit can make differ.
    AttributeDef& known = schema_.attributes[static_cast<size_t>(*a)];
    known.min = std::min(known.min, def.min);
    known.max = std::max(known.max, def.max);
    return *a;
  }
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
  shortcuts_.clear();
  for (size_t i = 0; i < mechanics_.size(); ++i) {
    Declaration d(schema_, abilities_, static_cast<int>(i));
    mechanics_[i]->declare(d);
    mechanics_[i]->attach(this);
    if (d.addresses()) addressing_.push_back(mechanics_[i].get());
    orders_.push_back(dynamic_cast<const CompletionOrder*>(mechanics_[i].get()));
    shortcuts_.push_back(Shortcuts::of(*mechanics_[i]));
  }
  by_unit_.clear();
  for (size_t i = 0; i < shortcuts_.size(); ++i)
    if (shortcuts_[i].by_unit) by_unit_.push_back(i);
  bounds_ = implementing<CompletionBound>();
  controls_ = implementing<Control>();
  occupancy_.clear();
  for (const OccupancyRule* rule : implementing<OccupancyRule>()) occupancy_.add(rule);
  wholesale_.clear();
  for (const Shortcuts& s : shortcuts_)
    if (s.wholesale) wholesale_.push_back(s.wholesale);
  for (int t = 0; t < kActionTypes; ++t) {
    refusers_[t].clear();
    for (size_t i = 0; i < mechanics_.size(); ++i)
      if (shortcuts_[i].refused() & type_bit(static_cast<ActionType>(t))) refusers_[t].push_back(mechanics_[i].get());
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

Judgement MechanicVariant::before_play(const Position& pos, const Action& a, const Mechanic& own, bool admit) const {
  // An action naming units (not the standing ones) belongs only to a mechanic that declared it addresses units,
  // and the units it names must be there.
  if (!a.actor.is_standing() || !a.target.is_standing()) {
    if (std::find(addressing_.begin(), addressing_.end(), &own) == addressing_.end()) return {};
    if (!a.actor.is_standing() && pos.unit_at(a.actor_address()) == kNoUnit) return {};
    if (!a.target.is_standing() && pos.unit_at(a.target_address()) == kNoUnit) return {};
  }
  if (Judgement j = forbidden_before_play(pos, a); !j.legal) return j;
  if (admit)
    if (Refusal r = own.admit(pos, a); !r.empty()) return {false, r == kNoSuchAction ? Refusal() : r, &own};
  return {true, {}, nullptr};
}

Judgement MechanicVariant::after_play(const Position& before, const Action& a, const Position& after) const {
  for (const auto& m : mechanics_)
    if (Refusal r = m->forbids_result(before, a, after); !r.empty()) return {false, r, m.get()};
  return {true, {}, nullptr};
}

Judgement MechanicVariant::judge(const Position& pos, const Action& a, bool admit, bool judging, Position* keep,
                                 std::mt19937_64* ahead) const {
  const Mechanic* own = owner(a);
  if (!own) return {};
  if (Judgement j = before_play(pos, a, *own, admit); !j.legal) return j;
  Scratch scratch(pos);
  Position& after = scratch.position();
  play_turn(after, a, nullptr, judging);
  if (Judgement j = after_play(pos, a, after); !j.legal) return j;
  if (after.side_to_move() == pos.side_to_move() && !own->by_chance(a) &&
      !(ahead ? draw_ahead(after, *ahead, keep != nullptr) : completable(after)))
    return {false, {}, own};
  // Last: keep may be pos itself. Swapped, not copied: the scratch position is assigned afresh before its next
  // use (Scratch), so what it holds after this does not matter, and the swap moves the attribute planes' storage.
  if (keep) std::swap(*keep, after);
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
  // A partial turn that comes back to a position this search is still judging (a unit turning on its square
  // while its turn goes on, say) adds no completion the first visit cannot find: the repeat is answered "no"
  // instead of searched again, which would never end. A failure found below such a repeat depends on the
  // path that led there, so it is not remembered; a completion found is one, whatever the path.
  thread_local std::vector<uint64_t> on_path;
  thread_local uint64_t repeats = 0;
  const uint64_t key = pos.hash();
  if (std::find(on_path.begin(), on_path.end(), key) != on_path.end()) {
    ++repeats;
    return false;
  }
  const uint64_t searched_before = stats.searched++;
  const uint64_t repeats_before = repeats;
  on_path.push_back(key);
  bool found = false;
  try {
    found = search_completion(pos, stats);
  } catch (...) {
    on_path.pop_back();
    throw;
  }
  on_path.pop_back();
  const bool path_free = repeats == repeats_before;
  // Remembered: every failure, and a completion whose search went through another position (one found
  // among this position's own candidates is cheaper found again than copied: twentychess's second actions).
  if (!scope.opened() && (found ? stats.searched > searched_before + 1 : path_free)) scope.store(pos, found);
  return found;
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
  for (size_t i = 0; i < mechanics_.size(); ++i)
    if (!judging || !shortcuts_[i].bookkeeping) mechanics_[i]->turn_start(pos, trace);
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
