// A variant composed of mechanics (mechanic.h): the turn pipeline and the one legality path.
//
// Turn pipeline (apply):
//   the owning mechanic plays the action (its steps go through carry()/remove_unit(), which ask every
//   mechanic's step hooks);
//   if any mechanic continues the turn, the same player acts again (a partial turn);
//   else: every mechanic's turn_end; the side to move changes; clocks tick (clocks.cpp) at each square's
//   time rate, reporting those that reach 0; every mechanic's turn_start.
// Legality (check): one path for generation, checking a given action and refusing it:
//   1. some mechanic owns the action (else it is illegal, with no clause);
//   2. no mechanic forbids it before it is played; the owner admits it;
//   3. no mechanic forbids the position after it;
//   4. a partial turn must be completable (unless the action is one the dice decide: Mechanic::by_chance):
//      completable() searches depth first, judging each mechanic's candidates in turn by check_candidate()
//      (check() but the owner's admit, which a generated candidate passes by construction) in the order the
//      mechanic prefers (CompletionOrder) and stops at the first that ends the turn or leaves one that can
//      be completed; a position some mechanic proves hopeless (CompletionBound) is not searched. It never
//      lists all legal actions nor all completions (it
//      does not use LegalListing, which lists them all), and it remembers what it found per position for
//      the span of the query (PositionMemo, scratch.h; legal_actions, checked_actions and random_action
//      share one span among their candidates), so a position that several orders of sub-actions reach is
//      searched once: the work is bounded by the distinct positions the turn can reach, not by its paths
//      (tests/completion_test.cpp: a unit making up to N steps, 62N positions where the paths grow as 8^N).
// legal_actions = the candidates every mechanic generates, kept when check() allows them; a mechanic may
// produce its legal actions directly instead (LegalListing::generate_legal, shortcuts.h), held equal to
// checked_actions, the definition, by properties/mechanic_properties.cpp. The listings (listing.cpp) reach the
// candidates one way, by buckets; they differ only in order and in where they stop.
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <memory>
#include <string_view>
#include <vector>

#include "model/core/mechanic.h"
#include "model/core/occupancy.h"
#include "model/core/variant.h"

namespace arbiter {

// Optional, beside Mechanic: a mechanic that can cheaply tell which of its candidates are likely to complete
// a turn (a step toward the goal) puts them first; completable() asks it before judging its candidates.
// Only the order changes, never the answer.
class CompletionOrder {
 public:
  virtual ~CompletionOrder() = default;
  // `candidates`: exactly what this mechanic's generate() gave on `pos`; reorder them, add or drop none.
  virtual void order_for_completion(const Position& pos, ActionList& candidates) const = 0;
};

// Optional, beside Mechanic: a mechanic that can prove cheaply that a partial turn has no completion, whatever
// its player does next, says so, and completable() answers without searching it (twentychess's drops: a
// search would try every placement of every piece due). A proof, never a guess: completable_by_search is
// the answer without the bounds, held equal by the properties (properties/twentychess_properties.cpp).
class CompletionBound {
 public:
  virtual ~CompletionBound() = default;
  virtual bool cannot_complete(const Position& mid_turn) const = 0;
};

// What completable() did on this thread since the last reset (instrumentation for tests and tuning).
struct CompletionStats {
  uint64_t searched = 0;    // positions whose candidates the search judged
  uint64_t remembered = 0;  // positions answered from the memo without a search
  uint64_t judged = 0;      // candidates judged by those searches
  uint64_t bounded = 0;     // positions a CompletionBound proved hopeless, not searched
};

struct Judgement {
  bool legal = false;
  Refusal clause;                      // the refusing clause, when a mechanic refused
  const Mechanic* by = nullptr;        // the refusing mechanic
};

class MechanicVariant : public Variant {
 public:
  // --- composition ---
  // Adds a mechanic at the end of the list; returns it (typed) for the variant's file to keep.
  template <typename M>
  M& add(std::unique_ptr<M> mechanic) {
    M& ref = *mechanic;
    mechanics_.push_back(std::move(mechanic));
    return ref;
  }
  // Declares every mechanic's state, attaches them and finds their side interfaces (CompletionOrder,
  // CompletionBound, Control, OccupancyRule, the Shortcuts); call once, after the last add().
  void compose();
  const std::vector<std::unique_ptr<Mechanic>>& mechanics() const { return mechanics_; }
  // The mechanics that implement a side interface I, in the list's order: how a variant's own parts (a board's
  // listeners) find theirs, without naming the mechanics.
  template <class I>
  std::vector<const I*> implementing() const {
    std::vector<const I*> out;
    for (const auto& m : mechanics_)
      if (const I* i = dynamic_cast<const I*>(m.get())) out.push_back(i);
    return out;
  }
  // The i-th mechanic's shortcuts (shortcuts.h), found by compose().
  const Shortcuts& shortcuts(size_t i) const { return shortcuts_[i]; }

  // --- Variant ---
  void legal_actions(const Position& pos, ActionList& out) const override;
  void apply(Position& pos, const Action& action, Trace* trace) const override;
  // The first verdict that ends the game; else an ongoing verdict, naming the clause that lets the game go
  // on where a mechanic names one (a fifty-move rule the document does not have).
  Outcome outcome(const Game& game) const override;
  std::string_view refusal(const Position& pos, const Action& action) const override;
  std::optional<Action> resolve(const Position& pos, const Action& parsed) const override;
  std::vector<std::string_view> clauses_in_code() const override;

  // --- the legality path ---
  Judgement check(const Position& pos, const Action& action) const;
  // Whether the side to move, in the middle of its turn, can complete it: the search of point 4 above, which
  // stops at the first completion and searches each distinct position at most once per query.
  bool completable(const Position& mid_turn) const;
  // The same answer by the search alone, without asking any CompletionBound (the definition they shorten).
  bool completable_by_search(const Position& mid_turn) const;
  bool has_legal_action(const Position& pos) const { return completable(pos); }
  // This thread's counts of completable()'s work; reset by assigning {}.
  static CompletionStats& completion_stats();
  // legal_actions by the definition alone: every mechanic's generate() filtered by check(), no fast path.
  void checked_actions(const Position& pos, ActionList& out) const;
  // Whether some legal action satisfies `wanted` (every action when it is empty), judging candidates one by
  // one and stopping at the first: a verdict's "can the side to move act" without listing every legal action.
  bool any_legal(const Position& pos, const std::function<bool(const Action&)>& wanted = {}) const;
  // A random legal action, judging candidates one at a time: a random bucket of candidates (one unit's, for
  // the mechanics that generate unit by unit; the other mechanics', drawn one mechanic at a time), its
  // candidates in random order, the first that check() allows; a bucket without one is dropped and another
  // drawn. Uniform within a bucket and over the buckets that have a legal action, not over all legal
  // actions: a unit with many actions is played no more often than one with few, nor a mechanic with many
  // candidates more often than one with few. With a single mechanic that lists all at once it is uniform
  // over the legal actions. A candidate is admissible by its owner by construction (the property holds every
  // mechanic to it), so only the other hooks judge.
  bool random_action(const Position& pos, std::mt19937_64& rng, Action& out) const override;
  // The same draw, judged on fully applied positions (check() equals that judgement: BookkeepingTurnStart),
  // the drawn action's kept as the new pos.
  bool random_play(Position& pos, std::mt19937_64& rng, Action& out) const override;
  // check() of an action its owner generated as a candidate: the owner's admit is not asked again.
  Judgement check_candidate(const Position& pos, const Action& action) const;
  // The first part of check(): the first mechanic whose forbids() refuses the action before it is played
  // (legal when none does). A mechanic judging many actions of one unit at once asks it once for them all.
  Judgement forbidden_before_play(const Position& pos, const Action& action) const;

  // --- what a square's units do to others (occupancy.h: the layers' defaults and the OccupancyRules) ---
  const Occupancy& occupancy() const { return occupancy_; }

  // --- who acts ---
  // Who controls a unit: the first Control mechanic's answer (nobody: nullopt), else its owner.
  std::optional<Side> controller(const Position& pos, UnitId unit) const;
  // Whether the acting side (Position::acting_side: the side to move, or nobody for an automatic step) controls
  // the unit at the address: what every generator and refusal asks instead of comparing with the side to move.
  bool controls(const Position& pos, Address unit) const;
  // The standing units the acting side controls (its own, less those a Control mechanic takes from it).
  SquareSet controlled(const Position& pos) const;

  // An automatic step (a loop's, an activated monad's) in the middle of the pipeline: judged and played with
  // nobody acting (Position::acting_side), by the same hooks as a chosen action (forbids, the owner's admit,
  // its play and step hooks, forbids_result), and no turn ends. Legal: pos becomes the position after it.
  // Refused: pos is unchanged and the refusing clause is fired into the trace (why the step did not happen).
  Judgement play_automatic(Position& pos, const Action& step, Trace* trace) const;

  // --- step helpers for mechanics ---
  // The squares of the units that act in the action (its owner's answer; none for an action nobody owns).
  std::vector<Square> actors(const Position& pos, const Action& action) const;
  // The refusal of the first mechanic that does not let the unit enter (walls, floods...), or "".
  Refusal may_enter(const Position& pos, const Step& step) const;
  // Moves a unit step.from -> step.to in its layer (step.layer): the standing unit (to empty), or the ethereal
  // unit step.unit (it joins the units sharing step.to, last); then tells every mechanic it departed, then
  // that it arrived. Several units moved by one action (a bound group, a mass jump) are carried one by one.
  void carry(Position& pos, const Step& step, Trace* trace) const;
  // Tells every mechanic that the unit now standing on step.to arrived there (a unit put there by other means
  // than carry: a line's units lifted and set down at once, a dead unit respawned).
  void arrive(Position& pos, const Step& step, Trace* trace) const;
  // A unit changes layer on its square: the standing unit on `s` becomes ethereal (a shadow), or the ethereal
  // unit `unit` stands again (s empty). Told as a departure from and an arrival on s in the new layer.
  void change_layer(Position& pos, UnitId unit, Layer to, Trace* trace) const;
  // Takes a unit of any layer out of the game and tells every mechanic (a tomb may keep it; what no mechanic
  // keeps leaves the game with its relations). The units it holds are taken out first and told one by one,
  // the last held first (depth first, reversed: frozenchess13's fused stack, "last unit to fuse-in is added
  // first"), each with the Removal naming its holder; then the unit itself. `by`: the unit whose action took it.
  void remove(Position& pos, UnitId unit, UnitId by, Trace* trace) const;
  // remove() of the standing unit on `sq`.
  void remove_unit(Position& pos, Square sq, Trace* trace, UnitId by = kNoUnit) const;
  // Several victims of one action (entanglement, Knight's Leap, a blast), removed in the order given, each
  // told apart with the same `by` (each goes to its own tomb place and counts for awards on its own).
  void capture(Position& pos, const std::vector<UnitId>& victims, UnitId by, Trace* trace) const;
  // The pipeline between turns (also used by the clocks' tests). `judging`: for check() only, the turn_start
  // of mechanics that keep bookkeeping only (BookkeepingTurnStart, shortcuts.h) is left out.
  void end_turn(Position& pos, Trace* trace, bool judging = false) const;
  // check() by its definition alone: the action applied in full (no bookkeeping left out), for the property
  // that holds check() to it.
  Judgement check_fully_applied(const Position& pos, const Action& action) const;

  // The rate at which `clock` runs on square s: the product of every mechanic's time_rate (quickening's 2).
  int time_rate(const Position& pos, Square s, int clock) const;
  // A number no other variant made in this process has: a key for what a mechanic remembers of one variant
  // (an address may be reused by a later variant).
  uint64_t serial() const { return serial_; }

 protected:
  MechanicVariant(std::string id, Geometry geometry, Profile profile)
      : Variant(std::move(id), std::move(geometry), std::move(profile)) {}

 private:
  const Mechanic* owner(const Action& action) const;
  // `keep`, when given, receives the position played if the action is legal (assigned last: it may be pos).
  // With `ahead`, a partial turn is proven completable by drawing its continuation from that generator
  // (draw_ahead, listing.cpp) instead of by completable()'s search.
  Judgement judge(const Position& pos, const Action& action, bool admit, bool judging = true,
                  Position* keep = nullptr, std::mt19937_64* ahead = nullptr) const;
  // random_action's draw; with `played`, the drawn action's position is assigned to it (random_play). With
  // `ahead`, a partial turn's continuation is drawn as its proof of completion and kept for the next draw.
  bool draw_random(const Position& pos, std::mt19937_64& rng, Action& out, Position* played, bool ahead) const;
  // The continuation of the partial turn mid_turn, drawn from rng and kept (listing.cpp); false when none is
  // legal, which proves the turn cannot be completed.
  bool draw_ahead(const Position& mid_turn, std::mt19937_64& rng, bool played) const;
  // The continuation drawn ahead by the last draw, when it is the next draw's: the same variant, position and
  // generator state. Gives it (and with `played`, its position) and forgets it; false otherwise.
  bool take_ahead(const Position& pos, const std::mt19937_64& rng, Action& out, Position* played) const;
  // judge()'s parts that play_automatic shares: before the action is played (the units it names are there and
  // its owner addresses units; no mechanic forbids it; the owner admits it, when `admit`), and after (no
  // mechanic forbids the result).
  Judgement before_play(const Position& pos, const Action& action, const Mechanic& own, bool admit) const;
  Judgement after_play(const Position& before, const Action& action, const Position& after) const;
  void play_turn(Position& pos, const Action& action, Trace* trace, bool judging) const;
  // --- the listings' candidates (listing.cpp) ---
  // A bucket of candidates: one mechanic's whole list (unit kNoSquare), or one group of the actions of the unit
  // on `unit`, from a mechanic that lists unit by unit (UnitListing).
  struct Bucket {
    size_t mechanic = 0;
    Square unit = kNoSquare;
    int group = 0;
  };
  // The action types some mechanic forbids wholesale in the position (WholesaleRefusal), a bit each.
  unsigned forbidden_types(const Position& pos) const;
  // Appends a bucket's candidates, less those of the forbidden types; true when they are all legal already (a
  // group its mechanic listed legal: UnitListing::generate_group_legal).
  bool fill(const Position& pos, const Bucket& b, unsigned forbidden, ActionList& out) const;
  // Visits the buckets in the list's order, a mechanic's whole list or (by_unit) its units' groups one by one,
  // leaving out the mechanics whose every type is forbidden; stops at the first visit that returns true, and
  // returns whether one did.
  template <class Visit>
  bool each_bucket(const Position& pos, unsigned forbidden, bool by_unit, Visit&& visit) const;
  // Drops the actions from out[first] on whose type is forbidden wholesale.
  static void drop_forbidden(ActionList& out, size_t first, unsigned forbidden);
  // completable's search of one position not in the memo: every mechanic's candidates, the first legal.
  bool search_completion(const Position& pos, CompletionStats& stats) const;
  void tick_clocks(Position& pos, Side ended, Trace* trace) const;

  std::vector<std::unique_ptr<Mechanic>> mechanics_;
  const uint64_t serial_ = next_serial();
  static uint64_t next_serial();
  std::vector<const CompletionOrder*> orders_;  // per mechanic: its CompletionOrder, or null
  std::vector<Shortcuts> shortcuts_;            // per mechanic
  std::vector<size_t> by_unit_;                 // the mechanics that list unit by unit (UnitListing), in order
  std::vector<const WholesaleRefusal*> wholesale_;
  std::vector<const CompletionBound*> bounds_;  // the mechanics that are CompletionBounds
  std::vector<const Control*> controls_;        // the mechanics that are Controls, in list order
  Occupancy occupancy_;                         // its rules: the mechanics that are OccupancyRules
  std::vector<const Mechanic*> addressing_;     // the mechanics that declared Declaration::addresses_units
  // Per action type: the mechanics whose forbids() may refuse it (TypeScope::refused_types), in list order.
  std::array<std::vector<const Mechanic*>, kActionTypes> refusers_;
};

}  // namespace arbiter
