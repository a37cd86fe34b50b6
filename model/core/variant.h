// A variant: the rules of one game over the core's positions, as the oracle, the CLI and the properties see
// it. Every implemented variant is a MechanicVariant (mechanic_variant.h: an ordered list of mechanics, one
// file each, with one legality path and a turn pipeline); this interface is what it offers the outside.
// Each variant names its piece kinds, its extra state (StateSchema), its abilities and its start position;
// it lists its legal actions (perft, exploration), draws one at random (playouts), applies one (tracing the
// clauses that act), says which clause refuses an illegal one, and judges the outcome of a game.
#pragma once

#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/action.h"
#include "model/core/geometry.h"
#include "model/core/interpretation.h"
#include "model/core/interpretation_table.h"
#include "model/core/piece_kind.h"
#include "model/core/position.h"
#include "model/core/result.h"
#include "model/core/state_schema.h"
#include "model/core/trace.h"

namespace arbiter {

struct Outcome {
  enum class Status { kOngoing, kWin, kDraw };
  Status status = Status::kOngoing;
  Side winner = Side::kWhite;   // meaningful for kWin
  std::string_view clause;      // the catalog clause that decided it
  std::string reason;           // short words: "checkmate", "stalemate", "threefold repetition"
  std::string_view also;        // a second clause that states the same verdict, when the document states it
                                // twice (frozenchess13: victory.stalemate and draw.stalemate-loses)
  static Outcome ongoing() { return {}; }
  static Outcome win(Side side, std::string_view clause, std::string reason) {
    return {Status::kWin, side, clause, std::move(reason), {}};
  }
  static Outcome draw(std::string_view clause, std::string reason) {
    return {Status::kDraw, Side::kWhite, clause, std::move(reason), {}};
  }
  bool over() const { return status != Status::kOngoing; }
  std::string text() const;  // "1-0 (checkmate)", "1/2-1/2 (stalemate)", "*"
};

class Game;

class Variant {
 public:
  virtual ~Variant() = default;

  const std::string& id() const { return id_; }
  const Geometry& geometry() const { return geometry_; }
  const StateSchema& schema() const { return schema_; }
  const std::vector<PieceKind>& kinds() const { return kinds_; }
  const std::vector<std::string>& abilities() const { return abilities_; }
  const Profile& profile() const { return profile_; }
  Kind royal_kind() const { return royal_; }
  // Whether units of neither side ("*" in a FEN) can stand on its board. The core can hold them; none of
  // the five documents has one, so every variant refuses them where a position is read (FEN, scenario).
  bool has_neutral_units() const { return neutral_units_; }
  // Decisions outside the board (ActionType::kChance): their names, and whether the value is a piece kind
  // (written as its letter) rather than a number. twentychess: {"cast", number}, {"pick", piece}.
  struct Decision {
    std::string name;
    bool piece_valued = false;
  };
  const std::vector<Decision>& decisions() const { return decisions_; }

  std::optional<Kind> kind_from_letter(char upper) const;
  char letter(Piece p) const;  // '?' for an unknown kind
  const PieceKind* kind_info(Kind k) const;

  // A position with nothing on it, White to move, no rights, the schema's initial counters.
  Position empty_position() const { return Position(&geometry_, &schema_, royal_); }
  virtual std::string start_fen() const = 0;
  Position start_position() const;

  // Every legal action of the side to move, appended to `out` (cleared first).
  virtual void legal_actions(const Position& pos, ActionList& out) const = 0;
  // Applies a legal action. Precondition: the action is among legal_actions(pos).
  virtual void apply(Position& pos, const Action& action, Trace* trace) const = 0;
  // The verdict on a game: decided by the position and, for repetition, by the history.
  virtual Outcome outcome(const Game& game) const = 0;
  // Why a position cannot occur in this variant ("" when it can): checked after parsing a FEN.
  virtual std::string validate(const Position& pos) const;
  // The number of legal actions; variants override it when they can count faster than they list (perft).
  virtual uint64_t count_legal(const Position& pos) const;
  // One legal action drawn at random (random playouts, exploration); false when there is none. The default
  // lists them and draws uniformly; variants override it when they can draw without listing every legal
  // action (MechanicVariant judges candidates one at a time, drawing a unit first: not uniform). Not a function
  // of the generator's state alone: MechanicVariant proves a partial turn legal by drawing its continuation
  // and gives that continuation to the next draw of the same generator object, untouched since, at the
  // position the partial action left (listing.cpp, "Drawing ahead"); a game drawn draw after draw with one
  // generator is the same as without it.
  virtual bool random_action(const Position& pos, std::mt19937_64& rng, Action& out) const;
  // random_action and apply in one: draws the same action from the same rng and leaves pos as apply would;
  // false, pos unchanged, when there is no legal action. The default is the two in turn; MechanicVariant
  // keeps the position its judgement of the drawn action played instead of playing it again.
  virtual bool random_play(Position& pos, std::mt19937_64& rng, Action& out) const;
  // The legal action that `parsed` (a move text read by notation.h) is, with its generator's hints (capture,
  // castling), or nullopt when it is not legal here. The default finds it among legal_actions();
  // MechanicVariant judges it with check() and asks its owner alone for the hints, so that accepting one move
  // does not list every legal action (DESIGN.md: check without listing), and a declaration check() accepts
  // beyond what legal_actions lists (a loop of 16 steps) is accepted too.
  virtual std::optional<Action> resolve(const Position& pos, const Action& parsed) const;
  // Whether the side to move stands in check (variants without check answer false).
  virtual bool in_check(const Position& pos) const;
  // For an action that is not legal in pos: the catalog clause that forbids it, or "" when the variant
  // cannot say. Scenarios check it with <illegal kind="refused" clause="..."/>.
  virtual std::string_view refusal(const Position& pos, const Action& action) const;
  // The position as repetition rules see it: variants with state that does not change the present moves
  // (twentychess's fool capacity while no fool stands on the board) return a copy without it.
  virtual Position repetition_view(const Position& pos) const { return pos; }
  // The catalog clause ids this variant's code fires or names (for the traceability check).
  virtual std::vector<std::string_view> clauses_in_code() const { return {}; }

 protected:
  Variant(std::string id, Geometry geometry, Profile profile)
      : id_(std::move(id)), geometry_(std::move(geometry)), profile_(std::move(profile)) {}

  std::string id_;
  Geometry geometry_;
  Profile profile_;
  StateSchema schema_;
  std::vector<PieceKind> kinds_;
  std::vector<std::string> abilities_;
  Kind royal_ = kNoKind;
  std::vector<Decision> decisions_;
  bool neutral_units_ = false;
};

// A game: the current position and the history that repetition rules need.
class Game {
 public:
  Game(const Variant& variant, Position start);
  const Variant& variant() const { return *variant_; }
  const Position& position() const { return history_.back(); }
  const std::vector<Position>& history() const { return history_; }
  // Plays an action, legal or not (the caller checked); the trace records the clauses that fired.
  void play(const Action& action, Trace* trace = nullptr);
  // How many earlier positions equal the current one (same placement and state, clocks aside).
  int repetitions() const;
  // The verdict: the one that ended the game (ended()), else the variant's on the present position and history
  // (a setup's own verdict included).
  Outcome outcome() const { return verdict_; }
  // Whether a move ended the game: the first move after which the verdict is a result where before it the
  // game went on. A verdict ends the game in every variant: each document's verdicts are wins, losses and
  // draws of the game ("is draw", "is declared Drawn", "loses the game"), none with play after it; FIDE
  // Articles 5.1 and 5.2: the result "immediately ends the game", provided that "the move producing the
  // position" was legal. So it is a move that ends a game: a setup that is already decided (a scenario's
  // board of a king and a knight, kept small to show a move) is where play begins, its verdict reported but
  // ending nothing until a move goes from undecided to decided.
  bool ended() const { return ended_; }
  // The game's legal actions: none once it has ended, else the position's (Variant::legal_actions, which
  // perft tables count without history). The runners (scenarios, `arbiter uci`, `arbiter perft --moves`, the
  // HTML boards) ask this and lookup_action on a game (notation.h).
  void legal_actions(ActionList& out) const;

 private:
  const Variant* variant_;
  std::vector<Position> history_;
  std::vector<uint64_t> keys_;  // per position of history_, the hash of its repetition view
  // The variant's verdict, judged once per position played (Game::play); once a move has ended the game, the
  // verdict that ended it.
  Outcome verdict_;
  bool ended_ = false;
};

// These read the variant table (variant_table.h), the one list of variants.
// All variants Arbiter knows, alphabetically: "chess", ..., "fairy" (10x10), "fairy-WxH (6..16 each)", ...
std::vector<std::string> variant_ids();
// An unknown id is an error naming the known ones (and the nearest, when the id looks like a misspelling).
Result<std::shared_ptr<const Variant>> make_variant(const std::string& id, const Profile& profile = {});
// The interpretation table of a variant (model/<variant>/interpretation.cpp); fairy's is empty (no catalog);
// nullptr for an unknown id.
const InterpretationTable* interpretation_table(const std::string& id);
// A run over several variants (corpus, conform, the UCI engine) declares one profile for all of them: each
// variant is made with the entries that name its own points. A point that none of the run's variants has is
// still an error: unknown_points names those, for the variant `id` or, when id is "", for every variant
// ("" when there are none).
Profile profile_for_variant(const std::string& id, const Profile& profile);
std::string unknown_points(const Profile& profile, const std::string& id = "");
// Everything wrong with a run's profile, for the variant `id` or, when id is "", every variant with a
// catalog: its unknown points (as unknown_points says, then the nearest known point and every known one) and,
// for each variant, the options of its own points that it does not have or does not implement (as
// read_interpretation says, naming the options). "" when the profile is good for the run.
std::string check_profile(const Profile& profile, const std::string& id = "");

}  // namespace arbiter
