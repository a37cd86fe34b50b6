// A mechanic: one rule of a document (death squares, walls, a flood, fusion...), in one file, behind this
// interface. A variant is a board, an army, its interpretation table and an ordered list of mechanics
// (MechanicVariant, mechanic_variant.h); a mechanic is reused by another variant through its parameters,
// never by asking which variant it is in.
//
// What a mechanic can do, in the order the turn pipeline asks (mechanic_variant.h):
//   declare          its state (attributes, queues, relations, clocks, counters) and its abilities;
//   generate         the actions it originates (a unit's moves, an ability, a declaration). A declaration
//                    whose space is too large to list (a loop of up to 16 steps, a monad's sequence) lists
//                    a stated, bounded part of it (its mechanic's header says which: the testbed's loop, the
//                    smallest loop of each unit), while admit() accepts every declaration the rule allows:
//                    legal_actions, perft and `go perft` count the listed part, and a move text naming any
//                    admitted declaration is legal (Variant::resolve judges it with check());
//   owns/admit/play  for an action it originates: whether it is admissible here (else the clause that
//                    refuses it) and what playing it does; actors: which units act in it;
//   forbids          asked of every mechanic before any action is played (a paralysed unit may not act);
//   forbids_result   asked of every mechanic on the position after the action (a king left in check);
//   may_enter        a step hook: may a unit enter a square on its way (walls, levels, floods);
//   departed/arrived/removed  step hooks, for units of every layer (Step::layer): a unit left its square (a
//                    shadow leaving a monad's square activates it), arrived on one (a death square kills, a
//                    flood paralyses, a shadow's arrival activates a monad) or left the game (a tomb receives
//                    it, a jester explodes; each member of a removed stack is told apart: Removal);
//   continues_turn   whether the turn goes on after this action (a double move, a multimove, a cast's
//                    second action): the same player acts again; by_chance: an action the dice decide need
//                    not leave a completable turn;
//   turn_end, clocks, turn_start   the pipeline between turns: clocks tick at the end of a turn at the rate
//                    time_rate gives for their square (quickening doubles it), clock_expired is told when
//                    one reaches 0 (a flood drains, an egg hatches), turn_start acts before the next player
//                    (a loop steps);
//   verdict          the game's result, if this mechanic decides it.
// These are the rule hooks, the definition of the rules. What a mechanic may add for speed only (its legal
// actions listed directly, unit by unit, the action types it touches) is a shortcut beside it (shortcuts.h),
// held equal to these hooks by the properties.
// A refusal is the catalog clause id that forbids ("" = allowed): the same code generates, checks and
// refuses, so "why is this illegal" names the mechanic's own clause.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/action.h"
#include "model/core/position.h"
#include "model/core/shortcuts.h"
#include "model/core/trace.h"
#include "model/core/unit.h"

namespace arbiter {

class Game;
class MechanicVariant;
struct Outcome;

using Refusal = std::string_view;  // a clause id; empty when allowed
// What an owner's admit() answers for an action of its kind that no rule of the game makes (a knight moving
// like a rook): illegal, and no clause forbids it.
inline constexpr Refusal kNoSuchAction = "(no such action)";

// How a unit got from one square to another: its own move, or moved by something else.
enum class Carried : uint8_t { kOwnMove, kPushed, kTeleported, kRotated, kWithHolder };

struct Step {
  UnitId unit = kNoUnit;
  Square from = kNoSquare;
  Square to = kNoSquare;
  Carried how = Carried::kOwnMove;
  Layer layer = Layer::kStanding;  // the layer the unit moves in: a standing unit, or an ethereal one (a shadow)
};

// How a unit left the game, as the step hook removed() is told it. A removed holder's units are removed one by
// one, each with its own Removal (MechanicVariant::remove: the last held first, then the holder).
struct Removal {
  Square where = kNoSquare;      // the square it was on (a held unit: its holder's)
  Layer layer = Layer::kStanding;  // where it was: standing, ethereal, queued, or held by `holder`
  UnitId by = kNoUnit;           // the unit whose action removed it (a capture, a shot), when one did
  UnitId holder = kNoUnit;       // a held unit: the removed unit that held it
};

// Optional, beside Mechanic: a mechanic that changes who controls a unit (a unit in a loop is controlled by
// nobody; Mind Control gives an enemy unit to the mover for one action) answers for the units it governs;
// MechanicVariant::controller asks every such mechanic, in the list's order, then falls back to the owner.
class Control {
 public:
  virtual ~Control() = default;
  // The controller of the unit (nullopt inside: nobody) when this mechanic decides it; else leave `decided` false.
  virtual void controller(const Position&, UnitId unit, bool& decided, std::optional<Side>& side) const = 0;
};

// A clock's hit: the clock (index into StateSchema::clocks), and the unit or the square whose value reached 0.
struct ClockHit {
  int clock = -1;
  UnitId unit = kNoUnit;
  Square square = kNoSquare;
};

// What a mechanic may add to the variant when it is composed.
class Declaration {
 public:
  Declaration(StateSchema& schema, std::vector<std::string>& abilities, int mechanic)
      : schema_(schema), abilities_(abilities), mechanic_(mechanic) {}
  int attribute(AttributeDef def);  // returns the index; an existing one of the same name is shared
  int counter(CounterDef def);
  int queue(const std::string& name);
  int relation(const std::string& name);
  int clock(int attribute, ClockTick tick);  // a countdown on an attribute, reported to this mechanic
  int ability(const std::string& name);
  int plan(const std::string& name);  // a kind of stored plan (Position::Plan); an existing one is shared
  // The actions this mechanic owns may name units where a square is not enough (Action::actor, ::target); an
  // action that does so is illegal (no such action) unless its owner declared this.
  void addresses_units() { addresses_units_ = true; }
  bool addresses() const { return addresses_units_; }

 private:
  StateSchema& schema_;
  std::vector<std::string>& abilities_;
  int mechanic_;
  bool addresses_units_ = false;
};

class Mechanic {
 public:
  explicit Mechanic(std::string name) : name_(std::move(name)) {}
  virtual ~Mechanic() = default;
  Mechanic(const Mechanic&) = delete;
  Mechanic& operator=(const Mechanic&) = delete;

  // The document's word for it: "flood", "fusion", "death square".
  const std::string& name() const { return name_; }

  virtual void declare(Declaration&) {}

  virtual void generate(const Position&, ActionList&) const {}
  virtual bool owns(const Action&) const { return false; }
  virtual Refusal admit(const Position&, const Action&) const { return {}; }
  virtual void play(Position&, const Action&, Trace*) const {}
  // For an action it owns: the squares of the units that act in it (a paralysed or resting unit may not
  // act; a unit carried along does not act). The default: the unit on the action's first square.
  virtual std::vector<Square> actors(const Position&, const Action& a) const { return {a.from}; }

  virtual Refusal forbids(const Position&, const Action&) const { return {}; }
  virtual Refusal forbids_result(const Position& /*before*/, const Action&, const Position& /*after*/) const { return {}; }

  virtual Refusal may_enter(const Position&, const Step&) const { return {}; }
  // A unit left step.from (it is already on step.to: every mechanic is told before any is told it arrived).
  virtual void departed(Position&, const Step&, Trace*) const {}
  virtual void arrived(Position&, const Step&, Trace*) const {}
  // `victim` is the unit as it leaves the board: a mechanic may change what it keeps (an award lost on death)
  // before a later one keeps it (a tomb: mechanics are told in the list's order).
  virtual void removed(Position&, Unit& /*victim*/, const Removal&, Trace*) const {}

  virtual bool continues_turn(const Position& /*after*/, const Action&) const { return false; }
  // Whether an action it owns is decided by chance (a die), not chosen by the player: the turn it opens need
  // not be completable (twentychess's cast roll: a cast under which the player cannot act is still rolled,
  // and the verdict follows).
  virtual bool by_chance(const Action&) const { return false; }
  virtual void turn_end(Position&, Trace*) const {}
  virtual int time_rate(const Position&, Square, int /*clock*/) const { return 1; }
  virtual void clock_expired(Position&, const ClockHit&, Trace*) const {}
  virtual void turn_start(Position&, Trace*) const {}

  virtual bool decides_outcome() const { return false; }
  virtual Outcome verdict(const Game&) const;

  // The clause ids this mechanic fires or refuses with (for the traceability check).
  virtual std::vector<std::string_view> clauses() const { return {}; }

  // Set by the composition: the variant this mechanic belongs to (for the movement helpers).
  void attach(const MechanicVariant* variant) { variant_ = variant; }

 protected:
  const MechanicVariant& variant() const { return *variant_; }
  // Whether generate() lists the action here: the admit of an owner whose actions are whole in its list
  // (an exchange, a gift, a drop), so that generation and admission are one code.
  bool generates(const Position& pos, const Action& a) const {
    ActionList mine;
    generate(pos, mine);
    for (const Action& m : mine)
      if (m.same(a)) return true;
    return false;
  }

 private:
  std::string name_;
  const MechanicVariant* variant_ = nullptr;
};

}  // namespace arbiter
