// The double move and the multimove (advanced_moves.h).
#include "model/frozenchess13/advanced_moves.h"

#include <optional>

#include "model/frozenchess13/clauses.h"

namespace arbiter::frozenchess13 {

void fire_attack_exception(const Position& p, Square actor, Trace* trace) {
  if (!trace || p.empty(actor)) return;
  const std::optional<int> moves = p.schema().attribute("moves"), multimove = p.schema().attribute("multimove");
  if (moves && multimove && p.attribute(*moves, actor) >= 1 && p.attribute(*multimove, actor) > 0)
    trace->fire(clause::kAdvancedAttackAbilityException);
}

namespace {
constexpr int kSpent = 99;  // moves@sq of a unit whose turn a capture ended
}  // namespace

void AdvancedMoves::declare(Declaration& d) {
  moves_ = d.attribute({"moves", Scope::kPiece, 0, 99});
  multimove_ = d.attribute({"multimove", Scope::kPiece, 0, 999});
  captured_pieces_ = d.attribute({"captured-pieces", Scope::kPiece, 0, p_.pieces_needed - 1});
  captured_pawns_ = d.attribute({"captured-pawns", Scope::kPiece, 0, p_.pawns_needed - 1});
}

Square AdvancedMoves::runner(const Position& p) const {
  Square r = kNoSquare;
  p.marked(moves_).for_each([&](Square s) {
    if (!p.empty(s) && p.at(s).side() == p.side_to_move()) r = s;
  });
  return r;
}

int AdvancedMoves::allowance(const Position& p, Square s) const {
  const int awards = p.attribute(multimove_, s);
  return awards > 0 ? (p_.two_plus_awards ? 2 : 1) + awards : 2;
}

void AdvancedMoves::acted(Position& p, Square s) const { p.set_attribute(moves_, s, p.attribute(moves_, s) + 1); }

void AdvancedMoves::spend(Position& p, Square s) const { p.set_attribute(moves_, s, kSpent); }

Refusal AdvancedMoves::forbids(const Position& p, const Action& a) const {
  const Square running = runner(p);
  if (running == kNoSquare || a.type == ActionType::kPass) return {};
  // The rest of a turn belongs to the unit that began it, and only to its moves; during a multimove its unit may
  // attack instead (advanced.attack-ability-exception), which ends the turn as every special move does.
  if (a.type != ActionType::kMove) {
    if (a.type == ActionType::kAbility && a.from == running && p.attribute(multimove_, running) > 0)
      for (const auto& m : variant().mechanics())
        if (const auto* attack = dynamic_cast<const AttackAbility*>(m.get()); attack && m->owns(a)) {
          const AttackAbility::Attack what = attack->attack(a);
          if (what == AttackAbility::Attack::kNamed || (what == AttackAbility::Attack::kExplosion && p_.explosions_attack))
            return {};
        }
    return clause::kAdvancedNoAbilities;
  }
  if (a.from != running) return p.attribute(multimove_, running) > 0 ? clause::kMultimoveUnrestricted : clause::kDoubleMoveNonCapture;
  // A double move's second move does not capture (a multimove's may: the capture ends it).
  if (p.attribute(multimove_, running) == 0 && is_capture(p, a)) return clause::kDoubleMoveNonCapture;
  return {};
}

bool AdvancedMoves::forbids_every(const Position& p, ActionType t) const {
  if (t == ActionType::kMove || t == ActionType::kPass) return false;
  const Square running = runner(p);
  if (running == kNoSquare) return false;
  return t != ActionType::kAbility || p.attribute(multimove_, running) == 0;
}

void AdvancedMoves::removed(Position&, Unit& victim, const Removal&, Trace* trace) const {
  victim.attributes[moves_] = 0;
  if (victim.attributes[multimove_] != 0) {
    victim.attributes[multimove_] = 0;
    fire(trace, clause::kMultimoveRemovedOnDeath);
    fire(trace, clause::kChangelogMultimoveResetDeath);
  }
  if (p_.death_resets_count) victim.attributes[captured_pieces_] = victim.attributes[captured_pawns_] = 0;
}

bool AdvancedMoves::continues_turn(const Position& after, const Action& a) const {
  if (a.type != ActionType::kMove) return false;
  // A ranged capture leaves its square empty and its unit where it was; a unit that died on arrival is gone; a
  // unit that slid on from a slip square (slip_square.cpp) stands where the slide ended, the runner.
  Square at = a.to;
  if (after.empty(at) || after.attribute(moves_, at) == 0) {
    at = runner(after);
    if (at == kNoSquare || at == a.from) return false;
  }
  if (p_.check_ends_turn && after.attribute(multimove_, at) > 0 && board().king_attacked(after, ~after.at(at).side()))
    return false;
  return after.attribute(moves_, at) < allowance(after, at);
}

void AdvancedMoves::arrived(Position& p, const Step& st, Trace* trace) const {
  if (st.how != Carried::kOwnMove) return;
  const int before = p.attribute(moves_, st.to);
  p.set_attribute(moves_, st.to, before + 1);
  if (before >= 1) {
    if (trace && board().king_attacked(p, ~p.at(st.to).side())) fire(trace, clause::kDoubleMoveChecksNormal);
    if (p.attribute(multimove_, st.to) > 0) {
      fire(trace, clause::kMultimoveUnrestricted);
      fire(trace, clause::kMultimoveNullifiesDouble);
    } else {
      fire(trace, clause::kDoubleMoveNonCapture);
    }
  }
}

void AdvancedMoves::turn_end(Position& p, Trace*) const {
  p.marked(moves_).for_each([&](Square s) { p.set_attribute(moves_, s, 0); });
}

void AdvancedMoves::captured(Position& p, const Capture& c, Trace* trace) const {
  if (p.empty(c.by)) return;
  // A capture ends the turn: a second move follows only normal moves (double-move.non-capture), and a
  // multimove's capture is an attack ability that ends it (advanced.attack-ability-exception).
  if (p.attribute(moves_, c.by) >= 2 && p.attribute(multimove_, c.by) > 0)
    fire(trace, clause::kAdvancedAttackAbilityException);
  p.set_attribute(moves_, c.by, kSpent);
  if (!p_.capturers.contains(c.capturer.kind())) return;  // multimove.capture-award: "a non-pawn piece"
  const bool pawn = p_.pawns.contains(c.victim.kind());  // "or 10 pawns"
  const int counter = pawn ? captured_pawns_ : captured_pieces_;
  const int needed = pawn ? p_.pawns_needed : p_.pieces_needed;
  const int n = p.attribute(counter, c.by) + 1;
  if (n < needed) {
    p.set_attribute(counter, c.by, n);
    return;
  }
  p.set_attribute(counter, c.by, 0);
  p.set_attribute(multimove_, c.by, std::min(999, p.attribute(multimove_, c.by) + p_.award));
  fire(trace, clause::kMultimoveCaptureAward);
  fire(trace, clause::kMultimoveAward);
}

std::vector<std::string_view> AdvancedMoves::clauses() const {
  return {clause::kAdvancedNoAbilities, clause::kAdvancedAttackAbilityException, clause::kDoubleMoveNonCapture,
          clause::kDoubleMoveChecksNormal, clause::kMultimoveUnrestricted,
          clause::kMultimoveNullifiesDouble, clause::kMultimoveCaptureAward, clause::kMultimoveAward,
          clause::kMultimoveRemovedOnDeath, clause::kChangelogMultimoveResetDeath};
}

}  // namespace arbiter::frozenchess13
