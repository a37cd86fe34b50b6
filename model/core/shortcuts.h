// Shortcuts: optional interfaces beside Mechanic (mechanic.h), for speed only. A mechanic implements one to
// answer faster something the variant can also find by its definition, which is always the rule hooks of
// mechanic.h (generate, admit, forbids, check). MechanicVariant::compose() finds each mechanic's shortcuts
// once (Shortcuts::of); the listings use them; properties/mechanic_properties.cpp holds every shortcut of
// every variant equal to its definition on random positions. So a shortcut never decides a rule: removing
// one changes no answer, only the time it takes.
#pragma once

#include "model/core/action.h"
#include "model/core/position.h"

namespace arbiter {

class Mechanic;

// A bit for an action type, and every type.
constexpr unsigned type_bit(ActionType t) { return 1u << static_cast<int>(t); }
inline constexpr unsigned kEveryType = ~0u;

// The action types a mechanic's generate() lists and its forbids() may refuse, a bit each.
//   generated_types: every action generate() appends has one of these types. A listing skips a mechanic whose
//                    every type some mechanic forbids wholesale there (WholesaleRefusal).
//   refused_types:   forbids() refuses no action of another type (0: it refuses nothing before an action is
//                    played). The variant asks forbids() only of the mechanics whose bits hold the type.
// Both are fixed once the mechanic is made (Shortcuts asks them once, at compose).
class TypeScope {
 public:
  virtual ~TypeScope() = default;
  virtual unsigned generated_types() const { return kEveryType; }
  virtual unsigned refused_types() const { return kEveryType; }
};

// Definition: forbids(pos, a) refuses every action a of type t in pos (the rest of a double move takes no
// ability). The listings then leave such candidates out without judging each.
class WholesaleRefusal {
 public:
  virtual ~WholesaleRefusal() = default;
  virtual bool forbids_every(const Position& pos, ActionType t) const = 0;
};

// Definition: the actions of generate() that MechanicVariant::check() allows, in generate()'s order. Appends
// exactly those and returns true, or returns false (out untouched) where it cannot, and the variant filters
// generate() through check(). `out` already holds the legal actions of the mechanics before this one in the
// list (legal_actions appends to one list), so a fallback placed last can act only when it is empty.
class LegalListing {
 public:
  virtual ~LegalListing() = default;
  virtual bool generate_legal(const Position& pos, ActionList& out) const = 0;
};

// A mechanic that lists its actions unit by unit. Definitions:
//   generate_from(pos, s):  the actions of generate() made by the acting side's unit on s; generate() is
//                           their concatenation over MechanicVariant::controlled() in its order.
//   group_count, generate_group: generate_from(pos, s) in groups listed apart (the twelve family: by first
//                           step); their concatenation in order is generate_from. Default: one group.
//   generate_group_legal:   the group's candidates that check() allows, in order, appended with true; false
//                           (out untouched) where it cannot, and they are judged one by one.
//   held(pos, s):           the unit's actions can be legal only when no other action is (the twelve family's
//                           rest and paralysis, lifted only when nothing else can move).
// Random playouts and "can the side to move act" then look at one unit, one group at a time.
class UnitListing {
 public:
  virtual ~UnitListing() = default;
  virtual void generate_from(const Position& pos, Square s, ActionList& out) const = 0;
  virtual int group_count(const Position&, Square) const { return 1; }
  virtual void generate_group(const Position& pos, Square s, int /*group*/, ActionList& out) const {
    generate_from(pos, s, out);
  }
  virtual bool generate_group_legal(const Position&, Square, int /*group*/, ActionList&) const { return false; }
  virtual bool held(const Position&, Square) const { return false; }
};

// A marker. Definition: the mechanic's turn_start only keeps its own bookkeeping for the turns to come (a
// tomb's rot counter), state no forbids_result reads, so check() may judge an action on the position without
// it (apply() always runs it): check() equals the judgement of the fully applied action.
class BookkeepingTurnStart {
 public:
  virtual ~BookkeepingTurnStart() = default;
};

// One mechanic's shortcuts, found once at compose.
struct Shortcuts {
  const TypeScope* types = nullptr;
  const WholesaleRefusal* wholesale = nullptr;
  const LegalListing* legal = nullptr;
  const UnitListing* by_unit = nullptr;
  bool bookkeeping = false;
  // The TypeScope's answers, asked once: a mechanic's types are fixed when it is made (its parameters).
  unsigned generated_bits = kEveryType, refused_bits = kEveryType;

  static Shortcuts of(const Mechanic& m);
  unsigned generated() const { return generated_bits; }
  unsigned refused() const { return refused_bits; }
};

}  // namespace arbiter
