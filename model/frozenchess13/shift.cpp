// Shift: "Special move: move a line orthogonally on board where only your units exist, wrapping over the edge
// of board." (shift.line) "If any enemy units exist on the Shift line, Shift cannot be performed."
// (shift.no-enemy) The changelog adds "(cannot contain any enemy units in tombs or enemy shadows)"
// (changelog.v13.shift: an enemy unit in any layer on a square of the line, queued or ethereal, refuses it).
// Text: shift@S>T, S the line's first square (file a for a rank, rank 1 for a file) and T a square of the
// same line: every square's content moves as S's goes to T (shift@a5>d5: rank 5 three squares east, o5 -> b5
// wrapping; shift@c1>c16: file c one square south, c1 -> c16). One text per shift: "N spaces down/up
// left/right" with wrap-around make up by N and down by 16-N the same shift.
// Readings: shift.direction = cyclic-along-line (sideways is not built: the text never says what becomes of
// the units of the lines it would move into); shift.line-extent = full-line-no-enemy (a whole rank or file,
// empty squares allowed; full-line-fully-occupied: every square must hold the player's unit; segment is not
// built); shift.empty-line = needs-own-unit (a line with no unit is controlled by nobody: refused by
// shift.line; allowed lets it); region.no-change = allowed (a shift that changes nothing, e.g. of a line of
// sixteen pawns, is a move; forbidden: refused by shift.line); shift.square-features =
// units-only-landing-rules-apply (only the units move: each must be let onto its square, may_enter refuses
// walls, and each arrives, carried, so that a tomb or a flood acts; everything-moves: the squares' features
// move with the line, like a rotation); king.immunity-own-use = hostile-and-foreign-only (a line holding the
// player's king is refused by king.immunity; hostile-only lets it). A special move: the player's whole
// action, no unit acts (paralysed units are carried), not inside a double move or multimove; a shifted unit
// is moved by external means, so its syzygy lock is removed (syzygy.release).
#include <array>

#include "model/core/region.h"
#include "model/frozenchess13/clauses.h"
#include "model/frozenchess13/syzygy.h"

namespace arbiter::frozenchess13 {
namespace {

class Shift final : public FrozenMechanic, public TypeScope {
 public:
  Shift(const Board& b, const Syzygy& syzygy, ShiftParams params) : FrozenMechanic("shift", b), syzygy_(syzygy), p_(params) {}
  bool owns(const Action& a) const override { return is_ability(a, kShift); }
  std::vector<Square> actors(const Position&, const Action&) const override { return {}; }

  unsigned generated_types() const override { return type_bit(ActionType::kAbility); }
  void generate(const Position& p, ActionList& out) const override {
    const Geometry& g = p.geometry();
    for (int along = 0; along < 2; ++along) {
      const int lines = along ? g.files() : g.ranks(), length = along ? g.ranks() : g.files();
      for (int l = 0; l < lines; ++l) {
        const Square start = along ? make_square(l, 0) : make_square(0, l);
        if (!line_allowed(p, start, along, length).empty()) continue;
        for (int by = 1; by < length; ++by) out.push_back(action(start, along ? make_square(l, by) : make_square(by, l)));
      }
    }
  }
  Refusal admit(const Position& p, const Action& a) const override {
    if (a.path_size() || a.from == a.to) return kNoSuchAction;
    bool along;
    if (!parse(a, along)) return kNoSuchAction;
    return line_allowed(p, a.from, along, length(p, along));
  }
  // The landing rule (units-only-landing-rules-apply), asked of the chosen action only: every unit of the line
  // must be let onto its new square (a wall refuses it), which generation does not try for all 15 shifts.
  Refusal forbids(const Position& p, const Action& a) const override { return owns(a) ? landing(p, a) : Refusal{}; }
  Refusal forbids_result(const Position& before, const Action& a, const Position&) const override {
    if (p_.no_change_allowed || !owns(a)) return {};
    Position q = before;
    move_line(q, a, nullptr);
    return q.same_placement_and_state(before) ? clause::kShiftLine : Refusal{};
  }
  void play(Position& p, const Action& a, Trace* trace) const override {
    fire(trace, clause::kShiftLine);
    fire(trace, clause::kShiftNoEnemy);
    fire(trace, clause::kChangelogShift);
    move_line(p, a, trace);
  }
  std::vector<std::string_view> clauses() const override {
    return {clause::kShiftLine, clause::kShiftNoEnemy, clause::kChangelogShift, clause::kKingImmunity};
  }

 private:
  static int length(const Position& p, bool along) { return along ? p.geometry().ranks() : p.geometry().files(); }
  // A canonical shift: S on file a and T on its rank (a rank), or S on rank 1 and T on its file (a file).
  static bool parse(const Action& a, bool& along) {
    if (file_of(a.from) == 0 && rank_of(a.to) == rank_of(a.from)) {
      along = false;
      return true;
    }
    if (rank_of(a.from) == 0 && file_of(a.to) == file_of(a.from)) {
      along = true;
      return true;
    }
    return false;
  }
  static Square line_square(Square start, bool along, int i) {
    return along ? make_square(file_of(start), i) : make_square(i, rank_of(start));
  }
  // Whether the side to move may shift the line: its units only, in every layer; not empty (shift.empty-line),
  // full (full-line-fully-occupied); not its king (king.immunity-own-use).
  Refusal line_allowed(const Position& p, Square start, bool along, int length) const {
    const Side us = p.side_to_move();
    int own = 0;
    bool king = false;
    for (int i = 0; i < length; ++i) {
      const Square s = line_square(start, along, i);
      if (p.empty(s)) {
        if (p_.fully_occupied) return clause::kShiftLine;
        continue;
      }
      const Piece u = p.at(s);
      if (u.side() != us) return clause::kShiftNoEnemy;
      ++own;
      king |= board().special_immune(u.kind());
    }
    for (const Unit& u : p.layered()) {
      const Square s = u.place.square;
      if (u.place.layer == Layer::kHeld || s == kNoSquare || u.piece.side() == us) continue;
      if (along ? file_of(s) == file_of(start) : rank_of(s) == rank_of(start)) return clause::kChangelogShift;
    }
    if (own == 0 && !p_.empty_line) return clause::kShiftLine;
    if (king && !p_.king_shiftable) return clause::kKingImmunity;
    return {};
  }
  // units-only-landing-rules-apply: each unit must be let onto its new square.
  Refusal landing(const Position& p, const Action& a) const {
    if (p_.everything_moves) return {};
    std::array<Square, kMaxFiles> from{}, to{};
    const int n = permutation(p, a, from.data(), to.data());
    for (int i = 0; i < n; ++i)
      if (!p.empty(from[i]))
        if (Refusal r = variant().may_enter(p, Step{p.id_at(from[i]), from[i], to[i], Carried::kRotated}); !r.empty()) return r;
    return {};
  }
  static int permutation(const Position& p, const Action& a, Square* from, Square* to) {
    bool along = false;
    parse(a, along);
    const int by = along ? rank_of(a.to) - rank_of(a.from) : file_of(a.to) - file_of(a.from);
    return line_shift(a.from, along, length(p, along), by, from, to);
  }
  void move_line(Position& p, const Action& a, Trace* trace) const {
    std::array<Square, kMaxFiles> from{}, to{};
    const int n = permutation(p, a, from.data(), to.data());
    for (int i = 0; i < n; ++i)
      if (!p.empty(from[i]) && syzygy_.locked(p, from[i])) syzygy_.release(p, p.id_at(from[i]), trace);
    if (p_.everything_moves) {
      p.permute(from.data(), to.data(), n);
      return;
    }
    // Only the units move: all are lifted, then stand on their new squares, then arrive there.
    std::array<Unit, kMaxFiles> units;
    std::array<bool, kMaxFiles> had{};
    for (int i = 0; i < n; ++i)
      if (!p.empty(from[i])) {
        units[i] = p.lift(from[i]);
        had[i] = true;
      }
    for (int i = 0; i < n; ++i)
      if (had[i]) p.stand(to[i], units[i]);
    for (int i = 0; i < n; ++i) {
      if (!had[i] || p.empty(to[i]) || p.id_at(to[i]) != units[i].id) continue;
      variant().arrive(p, Step{units[i].id, from[i], to[i], Carried::kRotated}, trace);
    }
  }
  static Action action(Square s, Square t) { return Action::ability_use(kShift, s, t); }

  const Syzygy& syzygy_;
  ShiftParams p_;
};

}  // namespace

std::unique_ptr<Mechanic> shift(const Board& b, const Syzygy& syzygy, ShiftParams params) {
  return std::make_unique<Shift>(b, syzygy, params);
}

}  // namespace arbiter::frozenchess13
