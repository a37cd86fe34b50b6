// Playing an action of the family: what every action does around its own effect (begin_action,
// end_action: counters running down, death squares activating, walls rising where the list has them), and
// the moves, leaps and pushes of one unit, step by step (the other actions are played by their own mechanics).
#include <cstdlib>

#include "model/core/scratch.h"
#include "model/shared12/clauses.h"
#include "model/shared12/mechanics/death_squares.h"
#include "model/shared12/mechanics/jester.h"
#include "model/shared12/family.h"

namespace arbiter::shared12 {

void Rules::begin_action(Position& p, Square actor, Trace* trace) const {
  if (actor != kNoSquare && resting(p, actor)) m_.rest->acts(p, actor, trace);  // double-move.rest
  count_down(p, p.side_to_move());
  jester().refresh_presence(p);  // jester.immobilize-duration = both-two-owner-moves
}

void Rules::end_action(Position& p, std::vector<Square>& wall_path, Square exploded, Trace* trace) const {
  death().activate(p);
  if (!m_.walls) return;
  if (exploded != kNoSquare && jester().params().blast_clears) {  // jester.explosion-clears: the 3x3 keeps no wall
    std::erase_if(wall_path, [&](Square s) {
      return std::abs(file_of(s) - file_of(exploded)) <= 1 && std::abs(rank_of(s) - rank_of(exploded)) <= 1;
    });
  }
  m_.walls->rise(p, wall_path, trace);  // walling.path-becomes-wall
}

void Rules::add_way(std::vector<Square>& path, Square from, Square to) const {
  path.push_back(from);
  int d = line_direction(from, to);
  if (d < 0 || knight_geometry(from, to)) return;
  for (uint8_t s : g_->ray(from, d).span()) {
    if (s == to) break;
    path.push_back(s);
  }
}

void Rules::play(Position& p, const Action& a, Trace* trace) const {
  Side us = p.side_to_move();
  begin_action(p, a.from, trace);
  // walling.path-becomes-wall: the mover's start and passed squares, where the list has walls (kept per thread:
  // an action is played for every candidate judged whole, and the list would be allocated each time).
  ThreadSlot<std::vector<Square>> kept_path;
  std::vector<Square>& wall_path = kept_path.get();
  wall_path.clear();
  Square exploded = kNoSquare;
  if (a.type == ActionType::kMove || a.type == ActionType::kAbility) {
    auto [landings, victim] = decode_landings(a);
    size_t steps = landings.size() - 1;
    Kind kind = p.at(a.from).kind();
    if (steps == 2) fire(trace, clause::kDoubleMoveNonCapture);
    for (size_t i = 0; i < steps; ++i) {
      Step st{landings[i], landings[i + 1], kNoSquare, false, kNoKind};
      bool last = i + 1 == steps;
      if (last) {
        st.victim = victim;
        st.promotion = a.type == ActionType::kMove ? a.kind : kNoKind;
      }
      if (a.type == ActionType::kAbility) {
        if (a.ability == kPush) st.push = last;
        if (a.ability == kPushFirst) st.push = i == 0;
        if (a.ability == kPushBoth) st.push = true;
      }
      if (p.empty(st.from)) break;
      if (steps == 2 && i == 1) {
        fire(trace, clause::kDoubleMoveEmpoweredAtMoment);
        if (!p.empty(st.to) || st.victim != kNoSquare) {
          fire(trace, clause::kDoubleMoveKnightBishopCapture);
          fire(trace, kind == kKnight ? clause::kKnightsLeapDoubleMove : clause::kBishopBounceCaptureInDoubleMove);
          fire(trace, kind == kKnight ? clause::kKnightsLeapCaptureEnds : clause::kBishopBounceCaptureEnds);
        }
        if (st.push && a.ability == kPushBoth) fire(trace, clause::kRookPushDoublePush);
      }
      if (m_.walls) add_way(wall_path, st.from, st.to);
      fire_wall_perks(p, st.from, st.to, trace);  // perk 4 (BonusQuadrants)
      StepResult r = apply_step(p, st, trace);
      if (r.exploded != kNoSquare) exploded = r.exploded;
      if (i == 0 && r.passed_death) fire(trace, clause::kDeathSquarePassEndsDoubleMove);
    }
    if (steps == 2 && m_.rest && !p.empty(landings[2]) && p.at(landings[2]).side() == us)
      m_.rest->rested(p, landings[2], trace);  // double-move.rest
    if (steps == 2 && m_.walls) fire(trace, clause::kWallingDoubleMoveBoth);
    if (steps == 2 && (a.ability == kPushFirst || a.ability == kPushBoth) && a.type == ActionType::kAbility &&
        p.at(landings[2]).kind() == kRook) {
      Square mid = landings[1];
      Square end = landings[2];
      p.occupied(~us).for_each([&](Square q) {
        if (p.attribute(push_, q) == 1 + mid) p.set_attribute(push_, q, 1 + end);
      });
    }
  }
  end_action(p, wall_path, exploded, trace);
}

}  // namespace arbiter::shared12
