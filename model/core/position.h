// A position of any variant: units on a board up to 16x16 (unit.h: ids and layers), the side to move, the
// orthodox fields (castling rights, en passant square, clocks) and the variant's own state declared by a
// StateSchema.
//
// Positions are values: copy one to try an action (copy-make). The hash is kept up to date by every
// mutator; compute_hash() recomputes it from scratch (the cross-check the properties use).
//
// Fields, and which are derived:
//   stored:  standing units (piece code and id per square), side to move, castling, en passant, clocks,
//            attributes (square planes; a standing unit's piece attributes live on its square's plane and
//            travel with it), layered units (ethereal, held, queued, each with its own attributes),
//            relations, counters, the next unit id
//   derived: occupancy per side, royal squares, the incremental hash (maintained by the mutators)
// Hash: hash_ covers everything that does not name a unit; the part that does (layered units, relations,
// unit-valued attributes) is hashed through the places of the units it names, on demand, so that unit ids
// never change a hash (unit.h). Variants without such state pay nothing for it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <utility>
#include <string>
#include <vector>

#include "model/core/action.h"
#include "model/core/attribute_planes.h"
#include "model/core/geometry.h"
#include "model/core/piece.h"
#include "model/core/square_set.h"
#include "model/core/state_schema.h"
#include "model/core/unit.h"

namespace arbiter {

// Castling rights, as the four bits of the FEN field KQkq.
enum CastlingRight : uint8_t { kWhiteKingSide = 1, kWhiteQueenSide = 2, kBlackKingSide = 4, kBlackQueenSide = 8 };

// A unit's stored plan: actions it will take of itself (a loop's moves, a monad's sequence), of a kind the
// schema declares (StateSchema::plans), and the index of the next. Public: written in the FEN
// (loop@e4=0{e4f5,f5e4}), part of the hash and of equality. It belongs to the unit's id, so it travels with
// the unit through moves, rotations, shifts and teleports, and leaves the game with it. Its actions name
// squares as they were written: whether a rotation turns a plan with its unit is a rule's question, not the
// core's.
struct Plan {
  uint8_t kind = 0;
  UnitId unit = kNoUnit;
  uint16_t next = 0;
  std::vector<Action> steps;
};

class Position {
 public:
  // royal: the kind whose square is tracked per side (the king), kNoKind for none.
  Position(const Geometry* geometry, const StateSchema* schema, Kind royal);

  const Geometry& geometry() const { return *geometry_; }
  const StateSchema& schema() const { return *schema_; }

  // --- standing units ---
  Piece at(Square s) const { return Piece::from_code(board_[s]); }
  bool empty(Square s) const { return board_[s] == 0; }
  UnitId id_at(Square s) const { return ids_[s]; }
  UnitId put(Square s, Piece p);        // a new unit; s must be empty; returns its id
  Piece remove(Square s);               // the unit leaves the game; clears its attributes and relations
  void move(Square from, Square to);    // to must be empty; the id and piece attributes travel along
  void transform(Square s, Piece p);    // the same unit becomes another kind or side (promotion, conversion)

  // --- units in every layer (unit.h) ---
  // Takes the standing unit off its square with its id and attributes (to put it in another layer or back).
  Unit lift(Square s);
  // Puts a lifted or layered unit back, standing on an empty square.
  void stand(Square s, Unit unit);
  // Adds a unit to a layer: Place::ethereal(s), Place::held(holder) or Place::queued(q, s); the index is
  // given by the order of arrival (last). A unit with id kNoUnit gets a new id. Returns the id.
  UnitId add(Unit unit, Place place);
  // Removes a layered unit and returns it (the others of its container close up).
  Unit take(UnitId id);
  // Moves a layered unit to another container (it comes last there), keeping its id and attributes.
  void relocate(UnitId id, Place place) { add(take(id), place); }
  // The layered units, in a stable order; those of one container are in their container's order.
  const std::vector<Unit>& layered() const { return layered_; }
  std::vector<const Unit*> in(Place container) const;  // the units of one container (index ignored)
  const Unit* layered_unit(UnitId id) const;
  // Where a unit is (standing or layered), or nullopt when it is not in the game.
  std::optional<Place> locate(UnitId id) const;
  // The square a unit occupies or is on: its own, or its holder's (recursively); kNoSquare if none.
  Square square_of(UnitId id) const;
  // The unit an address names (unit.h's Selector: the standing unit, the i-th ethereal, held or queued unit
  // of the square), or kNoUnit when there is none.
  UnitId unit_at(Address address) const;
  // The address of a unit in the game (the one unit_at resolves back to it), or nullopt.
  std::optional<Address> address_of(UnitId id) const;
  // The units held under a unit, depth first (its first member, that member's members, its second...): the
  // order of Selector's held index.
  std::vector<UnitId> held_under(UnitId holder) const;
  // Attribute values of any unit (standing: its square's plane).
  int unit_attribute(int attr, UnitId id) const;
  void set_unit_attribute(int attr, UnitId id, int value);
  UnitId next_id() const { return next_id_; }
  // Moves everything on from[i] to to[i] at once, for a permutation of n squares (to is a rearrangement of
  // from): the standing unit with its id and piece attributes, the square's attributes, the ethereal and
  // queued units on it. Rotations, shifts and mirrors of regions; no allocation for standing units.
  void permute(const Square* from, const Square* to, int n);
  // The standing units on a and b trade squares with their ids and piece attributes; the squares keep their
  // own attributes (a swap of two units, not of two squares).
  void trade(Square a, Square b);
  // A unit lifted and not put anywhere leaves the game: its relations and the attributes naming it go.
  void retire(UnitId id) { forget(id); }

  // --- plans (struct Plan) ---
  // Gives the unit a plan of this kind (replacing one it had), its next step at `next`.
  void set_plan(int kind, UnitId unit, std::vector<Action> steps, int next = 0);
  void set_plan_next(int kind, UnitId unit, int next);
  void clear_plan(int kind, UnitId unit);
  const Plan* plan(int kind, UnitId unit) const;
  const std::vector<Plan>& plans() const { return plans_; }

  // --- relations between units ---
  void relate(int kind, UnitId from, UnitId to);
  void unrelate(int kind, UnitId from, UnitId to);
  std::vector<UnitId> related(int kind, UnitId from) const;
  const std::vector<Relation>& relations() const { return relations_; }
  const SquareSet& occupied(Side side) const { return occupied_[index(side)]; }
  SquareSet occupied() const { return occupied_[0] | occupied_[1] | occupied_[2]; }
  Square royal(Side side) const { return royal_[index(side)]; }
  Kind royal_kind() const { return royal_kind_; }

  // --- orthodox fields ---
  Side side_to_move() const { return side_; }
  void set_side_to_move(Side s);
  int castling() const { return castling_; }
  void set_castling(int rights);
  Square en_passant() const { return en_passant_; }
  void set_en_passant(Square s);
  int halfmove_clock() const { return halfmove_; }
  void set_halfmove_clock(int n) { halfmove_ = n; }
  int fullmove_number() const { return fullmove_; }
  void set_fullmove_number(int n) { fullmove_ = n; }

  // --- variant state ---
  int attribute(int attr, Square s) const {
    return attributes_.empty() ? 0 : attributes_.value(attr, s);
  }
  void set_attribute(int attr, Square s, int value);
  // The squares whose value of `attr` is not 0 (kept by set_attribute: mechanics that act on every marked
  // square at turn end, such as death squares, walls and paralysis counters, visit only those).
  SquareSet marked(int attr) const;
  int counter(int c) const { return counters_[c]; }
  void set_counter(int c, int value);
  // A queue (StateSchema::stacks) as pieces, front first out; set_stack replaces it with new units.
  std::vector<Piece> stack(int stack, Square s) const;
  void set_stack(int stack, Square s, const std::vector<Piece>& pieces);  // empty vector clears it

  // --- who acts (not part of the position's identity: not hashed, compared or written in a FEN) ---
  // The side acting in the action being judged or played: the side to move, unless the turn pipeline plays an
  // automatic step (a running loop, an activated monad), which nobody acts (nullopt). Which units it may act
  // with is MechanicVariant::controls (an owner, unless a Control mechanic says otherwise).
  std::optional<Side> acting_side() const {
    return acting_ == kActingSideToMove ? std::optional<Side>(side_) : acting_ == kActingNobody ? std::nullopt
                                                                                                 : std::optional<Side>(static_cast<Side>(acting_ - 1));
  }
  void set_acting_side(std::optional<Side> side) { acting_ = side ? static_cast<uint8_t>(index(*side) + 1) : kActingNobody; }
  void act_as_side_to_move() { acting_ = kActingSideToMove; }

  // --- hashing and comparison ---
  uint64_t hash() const { return unit_state_ ? hash_ ^ known_unit_state_hash() : hash_; }
  uint64_t compute_hash() const;
  // Same stored state: pieces, side, castling, en passant, variant state and clocks.
  bool operator==(const Position& other) const;
  // Recomputes every derived field from the stored ones; returns "" or what disagrees (Stockfish's pos_is_ok).
  std::string consistency_error() const;
  // Same position in the sense of repetition: everything but the clocks.
  bool same_placement_and_state(const Position& other) const;
  // The part of the state that names units, as (place key, value) pairs in canonical order: layered
  // units, relations and unit-valued attributes. Equal for positions that differ only in unit ids.
  std::vector<std::pair<uint64_t, uint64_t>> unit_state() const;
  // The canonical key of a unit's place (0 for a unit not in the game); standing units: 1 + square.
  uint64_t place_key(UnitId id) const;

 private:
  // `named`, if given: the squares of the standing units an entry names (a relation, a holder, a unit-valued
  // attribute), i.e. where the hash depends on which unit stands.
  uint64_t unit_state_hash(SquareSet* named = nullptr) const;
  // Calls emit(key, value) for each entry of the unit state (unit_state lists them sorted); returns the squares
  // of the standing units the entries named.
  template <typename F>
  SquareSet for_each_unit_state(F&& emit) const;
  // unit_state_hash(), kept until a mutator that may change the unit state forgets it (stale_units()).
  uint64_t known_unit_state_hash() const {
    if (!unit_hash_known_) {
      unit_hash_ = unit_state_hash(&unit_hash_named_);
      unit_hash_known_ = true;
    }
    return unit_hash_;
  }
  void stale_units() { unit_hash_known_ = false; }
  // The standing unit on s came, left or changed kind: the unit state changes only if it names that unit (a
  // standing unit is keyed by its square; the dead in a tomb by theirs, not by anyone standing). A unit not
  // standing that comes to stand does so through stand(), which forgets the hash whoever it names.
  void stale_placement(Square s) {
    if (unit_hash_named_.contains(s)) unit_hash_known_ = false;
  }
  // Keeping the unit-state hash across the two commonest changes instead of forgetting it (position_units.cpp):
  // a unit-valued square's entry naming `unit` (0: none) added or removed; the entries of unit-valued squares
  // naming a standing unit that moved from `from` to `to`. False where they cannot (a unit named that does not
  // stand, a unit named otherwise than by squares): the caller forgets the hash.
  bool rehash_named_entry(int attr, Square s, int unit);
  bool rehash_moved_unit(UnitId unit, Square from, Square to);
  uint64_t base_hash() const;  // hash_ from scratch
  std::string layers_error(std::vector<UnitId> standing_ids) const;  // consistency of ids and layers
  void clear_piece_attributes(Square s);
  UnitId occupy(Square s, Piece p, UnitId id);
  void vacate(Square s);  // the standing unit leaves its square (board, occupancy, royal, hash, attributes)
  void refresh_unit_state();
  void reindex(const Place& container);
  void forget(UnitId id);  // drops the unit's relations and the unit-valued attributes naming it
  const Geometry* geometry_;
  const StateSchema* schema_;
  std::array<uint8_t, kSquareSlots> board_{};
  std::array<UnitId, kSquareSlots> ids_{};
  std::array<SquareSet, 3> occupied_{};
  std::array<Square, 3> royal_{kNoSquare, kNoSquare, kNoSquare};
  Kind royal_kind_;
  Side side_ = Side::kWhite;
  uint8_t castling_ = 0;
  Square en_passant_ = kNoSquare;
  int halfmove_ = 0;
  int fullmove_ = 1;
  uint64_t hash_ = 0;
  AttributePlanes attributes_;  // a plane per declared attribute (attribute_planes.h)
  std::vector<int32_t> counters_;
  std::vector<Unit> layered_;         // ethereal, held and queued units, in order of arrival per container
  std::vector<Relation> relations_;   // sorted
  std::vector<Plan> plans_;           // in order of (unit, kind)
  UnitId next_id_ = 1;
  mutable uint64_t unit_hash_ = 0;
  mutable bool unit_hash_known_ = false;
  mutable SquareSet unit_hash_named_;  // of the kept unit_hash_: the squares of the standing units it names
  static constexpr uint8_t kActingSideToMove = 0, kActingNobody = 255;  // else 1 + index(side)
  uint8_t acting_ = kActingSideToMove;
  bool unit_state_ = false;           // the schema has unit-valued attributes, or the position has layered
                                      // units or relations (the on-demand part of the hash is not zero)
};

}  // namespace arbiter
