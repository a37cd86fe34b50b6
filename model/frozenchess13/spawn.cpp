// Spawn (spawn.copy, spawn.not-threatened, spawn.paralysis, spawn.immortal-limit; the frog's frog.double-spawn):
// "Spawn - Any unit(except kings) can spawn a copy of itself(new unit of same type) in an empty nearby (3x3)
// square. Both the original unit and the spawn square need not to be threatened by enemy units(even if unit is
// immortal). After spawn both units(the original and copy are paralyzed(bypasses paralysis immunity)) for 40
// moves for non-pawn units and 15 for pawns. Restrictions: Spawn is restricted for immortal units, max 8 units
// can exist at same time(e.g. 8 frogs)." and the frog's "DoubleSpawn:can Spawn 2 frogs(max 8 frogs on board at
// same time) instead of 1."
// Written spawn@A>S (one copy on S), and for a frog also spawn@F>S>T (two copies, on S and T):
//  - A is not a king; S (and T) an empty square of the 3x3 around A (the catalog's "nearby (3x3)"), which a
//    unit may enter (no wall: variant().may_enter); the copy is a new unit of A's kind and side, with a new
//    unit's stats;
//  - spawn.threat-condition = must-not-be-threatened: no enemy unit threatens A nor S ("red=threatened,cannot
//    spawn"); for an immortal unit, which Threats never count as threatened, a square in any enemy unit's
//    capture reach counts ("even if unit is immortal"); no-requirement: no threat test;
//  - then A and every copy are paralysed for the catalog's 40 moves (15 for a pawn), the Royal Guards bypassed;
//  - an immortal unit spawns only while its side keeps at most the catalog's 8 immortal units after it
//    (spawn.immortal-limit-scope = per-side; board-total: on the board); a frog's DoubleSpawn (the catalog's 2
//    frogs) keeps its side at most the catalog's "max 8 frogs on board";
//  - spawn.tomb-square = tomb-refused: a tomb is not an "empty" square (Mirror Portal's "if the mirror square is
//    empty or tomb" sets the two apart); copy-explodes-it: the copy appears on it and arrives as a teleported unit
//    does (mirror-portal.tomb-landing decides: explodes sets the tomb off, safe-landing lets it wait).
// A special move: the whole action, not inside a double move or multimove (advanced.no-abilities); a paralysed
// unit does not act.
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/mechanics.h"
#include "model/frozenchess13/mechanics_acting.h"
#include "model/frozenchess13/unit_limits.h"
#include "model/frozenchess13/paralysis.h"
#include "model/frozenchess13/tombs.h"

namespace arbiter::frozenchess13 {
namespace {

class Spawn final : public FrozenMechanic, public TypeScope {
 public:
  Spawn(const Board& b, const Paralysis& paralysis, const Tombs& tombs, SpawnParams params)
      : FrozenMechanic("spawn", b), paralysis_(paralysis), tombs_(tombs), p_(params) {}

  bool owns(const Action& a) const override { return is_ability(a, kSpawn); }
  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    variant().controlled(p).for_each([&](Square a) {
      const Kind k = p.at(a).kind();
      const Side us = p.at(a).side();  // (the acting side may control another side's unit)
      const int immortals = immortal_count(p, board().movement().params().types, us, p_.board_total), frogs = frog_count(p, us, p_.board_total);
      if (!p_.spawners.contains(k) || (board().immortal(k) && immortals + 1 > p_.immortal_limit) || !unit_refusal(p, a).empty()) return;
      const std::vector<Square> squares = landings(p, a);
      for (Square s : squares) out.push_back(Action::ability_use(kSpawn, a, s));
      if (k != kFrog || immortals + p_.frog_copies > p_.immortal_limit || frogs + p_.frog_copies > p_.frog_limit) return;
      for (size_t i = 0; i < squares.size(); ++i)
        for (size_t j = i + 1; j < squares.size(); ++j) {
          Action two = Action::ability_use(kSpawn, a, squares[i]);
          two.push_path(squares[j]);
          out.push_back(two);
        }
    });
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (!own_actor(p, a) || a.path_size() > 1) return kNoSuchAction;
    const Kind k = p.at(a.from).kind();
    if (!p_.spawners.contains(k)) return clause::kSpawnCopy;  // "Any unit(except kings)"
    if (a.path_size() == 1 && (k != kFrog || a.path_at(0) == a.to)) return clause::kFrogDoubleSpawn;
    const int copies = 1 + a.path_size();
    const Side us = p.at(a.from).side();
    if (board().immortal(k) && immortal_count(p, board().movement().params().types, us, p_.board_total) + copies > p_.immortal_limit)
      return a.path_size() ? clause::kFrogDoubleSpawn : clause::kSpawnImmortalLimit;
    if (a.path_size() && frog_count(p, us, p_.board_total) + copies > p_.frog_limit) return clause::kFrogDoubleSpawn;
    if (Refusal r = unit_refusal(p, a.from); !r.empty()) return r;
    for (int i = 0; i < copies; ++i)
      if (Refusal r = landing_refusal(p, a.from, i ? a.path_at(0) : a.to); !r.empty()) return r;
    return {};
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire(trace, clause::kSpawnCopy);
    fire(trace, clause::kChangelogSpawnClarified);  // "Spawn clarified(new unit of type)."
    if (p_.threat_test) fire(trace, clause::kSpawnNotThreatened);
    const Piece u = p.at(a.from);
    if (board().immortal(u.kind())) fire(trace, clause::kSpawnImmortalLimit);
    if (a.path_size()) {
      fire(trace, clause::kFrogDoubleSpawn);
      fire(trace, clause::kChangelogFrogDoubleSpawn);
    }
    const int moves = p_.pawns.contains(u.kind()) ? p_.pawn_paralysis : p_.paralysis;
    std::vector<Square> units{a.from, a.to};
    if (a.path_size()) units.push_back(a.path_at(0));
    std::vector<UnitId> ids{p.id_at(a.from)};
    for (size_t i = 1; i < units.size(); ++i) ids.push_back(p.put(units[i], u));  // "a copy of itself"
    bool paralysed = false;
    for (size_t i = 0; i < units.size(); ++i)
      if (!p.empty(units[i]) && p.id_at(units[i]) == ids[i]) paralysed |= paralysis_.paralyse(p, units[i], moves, true, trace);
    // spawn.tomb-square = copy-explodes-it: a copy that appears on a tomb arrives there, and the tomb explodes.
    for (size_t i = 1; i < units.size(); ++i)
      if (!p.empty(units[i]) && p.id_at(units[i]) == ids[i])
        variant().arrive(p, Step{ids[i], a.from, units[i], Carried::kTeleported}, trace);
    if (paralysed) fire(trace, clause::kSpawnParalysis);
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kSpawnCopy, clause::kSpawnNotThreatened, clause::kSpawnParalysis, clause::kSpawnImmortalLimit,
            clause::kFrogDoubleSpawn, clause::kChangelogSpawnClarified, clause::kChangelogFrogDoubleSpawn};
  }

 private:
  // Whether the enemy threatens square s for a unit of kind k ("even if unit is immortal": any enemy reach).
  bool threatened(const Position& p, Square s, Kind k, Side us) const {
    const Threats& t = board().threats(p);
    return board().immortal(k) ? !t.reach[index(~us)][s].empty() : board().threatened_by(t, s, k, ~us);
  }
  Refusal unit_refusal(const Position& p, Square a) const {
    const Piece u = p.at(a);
    return p_.threat_test && threatened(p, a, u.kind(), u.side()) ? clause::kSpawnNotThreatened : Refusal{};
  }
  Refusal landing_refusal(const Position& p, Square a, Square s) const {
    const Geometry& g = p.geometry();
    if (std::max(std::abs(file_of(s) - file_of(a)), std::abs(rank_of(s) - rank_of(a))) > p_.radius || s == a ||
        !p.empty(s) || !g.contains(s))
      return clause::kSpawnCopy;  // "in an empty nearby (3x3) square"
    if (!p_.tomb_explodes && tombs_.explosive(p, s)) return clause::kSpawnCopy;  // spawn.tomb-square = tomb-refused
    const Piece u = p.at(a);
    if (Refusal r = variant().may_enter(p, Step{kNoUnit, a, s, Carried::kTeleported}); !r.empty()) return r;
    return p_.threat_test && threatened(p, s, u.kind(), u.side()) ? clause::kSpawnNotThreatened : Refusal{};
  }
  std::vector<Square> landings(const Position& p, Square a) const {
    std::vector<Square> out;
    for (int dr = -p_.radius; dr <= p_.radius; ++dr)
      for (int df = -p_.radius; df <= p_.radius; ++df)
        if (auto s = p.geometry().step(a, df, dr); s && landing_refusal(p, a, *s).empty()) out.push_back(*s);
    return out;
  }

  const Paralysis& paralysis_;
  const Tombs& tombs_;
  const SpawnParams p_;
};

}  // namespace

std::unique_ptr<Mechanic> spawn(const Board& b, const Paralysis& paralysis, const Tombs& tombs, SpawnParams params) {
  return std::make_unique<Spawn>(b, paralysis, tombs, params);
}

}  // namespace arbiter::frozenchess13
