// Properties of frozenchess13 (stages 1 and 2) on positions reached by random legal play (properties/generators.h):
// invariants from its clauses, computed here from the document's words rather than by the model's helpers,
// and the slow path of king safety: the check that the board computes from each unit's capture reach, held
// against the king's capture found among the enemy's generated moves.
#include <algorithm>
#include <map>
#include <string>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "model/core/trace.h"
#include "model/core/fen.h"
#include "model/core/mechanic_variant.h"
#include "model/core/notation.h"
#include "model/frozenchess13/army.h"
#include "properties/generators.h"

namespace arbiter::properties {
namespace {

int attr(const Position& p, const char* name, Square s) { return p.attribute(*p.schema().attribute(name), s); }
char letter(const Variant& v, const Position& p, Square s) {
  return static_cast<char>(std::toupper(static_cast<unsigned char>(v.letter(p.at(s)))));
}
bool between_turns(const Position& p) { return p.marked(*p.schema().attribute("moves")).empty(); }

RC_GTEST_PROP(FrozenChess13, CopyMakeAgreesWithARebuild, ()) { check_copy_make(*played_position("frozenchess13", 60)); }

RC_GTEST_PROP(FrozenChess13, MoveTextRoundTrips, ()) { check_move_text_round_trip(*played_position("frozenchess13", 60)); }

// Slow path of check (king.leave-in-check, board.h's threats, check.lent-movement = lent-movement-checks):
// the side to move is in check exactly when, were it the enemy's turn, one of the enemy's generated moves
// (its units' own movement and the movement Empower lends them) ends on the king's square and no rule
// refuses it before it is played: the unit is not paralysed (by a counter, a flood, a syzygy lock or an
// aura) and can capture (not a jester, frog or crossbowman: unit-type.no-capture).
RC_GTEST_PROP(FrozenChess13, CheckIsAKingCaptureAmongTheEnemysMoves, ()) {
  auto played = *played_position("frozenchess13", 120);
  const auto& v = dynamic_cast<const MechanicVariant&>(*played.variant);
  const Position& p = played.position;
  RC_PRE(between_turns(p));
  const Side us = p.side_to_move();
  const Square king = p.royal(us);
  RC_PRE(king != kNoSquare);
  Position theirs = p;
  theirs.set_side_to_move(~us);
  bool capturable = false;
  ActionList candidates;
  for (const auto& m : v.mechanics()) {
    candidates.clear();
    m->generate(theirs, candidates);
    for (const Action& a : candidates) {
      if (a.type != ActionType::kMove || a.to != king) continue;
      const char k = letter(v, theirs, a.from);
      if (k == 'J' || k == 'F' || k == 'X' || !v.forbidden_before_play(theirs, a).legal) continue;
      capturable = true;
    }
  }
  RC_ASSERT(v.in_check(p) == capturable);
}

// unit-type.immortal: no frog is ever captured, and no explosion kills one (explosion.immune-units =
// only-jester-bypasses: a tomb's, a rotting tomb's, an earthquake's, a cannon's Blast; a frog stepping on a
// tomb survives it), so a side's frogs become fewer only by the actions whose words reach them: its own Slime
// Explosion ("Frog explodes(dies)"), a jester's explosion ("bypasses "cannot be captured""), an assassin's bomb
// ("destroying any units", assassin.bomb-victims = any-units), a rook's Launch throwing it ("THe unit which is
// used as ammo also dies"). A frog's own Morph makes it another kind ("can transform into another unit"): its
// side's frogs are one fewer. Every other action leaves the frogs as many.
RC_GTEST_PROP(FrozenChess13, FrogsAreNeverCaptured, ()) {
  auto v = variant("frozenchess13");
  Position p = v->start_position();
  std::mt19937_64 rng(*rc::gen::arbitrary<uint64_t>());
  auto frogs = [&](Side s) {
    int n = 0;
    p.occupied(s).for_each([&](Square q) { n += letter(*v, p, q) == 'F'; });
    return n;
  };
  Game game(*v, p);
  for (int ply = 0; ply < 150 && !game.outcome().over(); ++ply) {
    const int white = frogs(Side::kWhite), black = frogs(Side::kBlack);
    const Side mover = p.side_to_move();
    Action a;
    if (!v->random_action(p, rng, a)) break;
    Trace trace;
    v->apply(p, a, &trace);
    game.play(a);
    if (trace.fired("frog.slime-explosion") || trace.fired("jester.explosion") || trace.fired("assassin.bomb-explosion") ||
        trace.fired("rook.launch-ammo-dies"))
      continue;
    const bool morph = trace.fired("morph.transform");  // the mover's one unit changes kind
    RC_ASSERT(frogs(Side::kWhite) >= white - (morph && mover == Side::kWhite));
    RC_ASSERT(frogs(Side::kBlack) >= black - (morph && mover == Side::kBlack));
  }
}

// double-move.non-capture and multimove.unrestricted: in the middle of a turn every legal action is the
// acting unit's move or 0000, and a unit without multimove awards does not capture.
RC_GTEST_PROP(FrozenChess13, ATurnBelongsToOneUnit, ()) {
  auto played = *played_position("frozenchess13", 100);
  const Variant& v = *played.variant;
  Position p = played.position;
  // Random play mostly ends its turns with region moves and abilities, so a position inside a turn is
  // built, not waited for: between turns, one of the legal moves is played (a capture ends the turn).
  if (between_turns(p)) {
    ActionList legal, moves;
    v.legal_actions(p, legal);
    for (const Action& a : legal)
      if (a.type == ActionType::kMove) moves.push_back(a);
    RC_PRE(!moves.empty());
    v.apply(p, moves[*rc::gen::inRange<size_t>(0, moves.size())], nullptr);
  }
  RC_PRE(!between_turns(p));
  Square runner = kNoSquare;
  p.marked(*p.schema().attribute("moves")).for_each([&](Square s) {
    if (!p.empty(s) && p.at(s).side() == p.side_to_move()) runner = s;
  });
  RC_PRE(runner != kNoSquare);
  ActionList legal;
  v.legal_actions(p, legal);
  for (const Action& a : legal) {
    if (a.type == ActionType::kPass) continue;
    RC_ASSERT(a.type == ActionType::kMove);
    RC_ASSERT(a.from == runner);
    if (attr(p, "multimove", runner) == 0) RC_ASSERT(p.empty(a.to));
  }
}

// paralysis.no-action: a paralysed unit is never the actor of a legal action.
// The units that act are the action's actors (a rotation's corner square names no acting unit): paralysis dealt
// by an action (a rook's Stun, a slime) leaves units paralysed where a rotation may be anchored.
RC_GTEST_PROP(FrozenChess13, ParalysedUnitsNeverAct, ()) {
  auto played = *played_position("frozenchess13", 120);
  const auto& v = dynamic_cast<const MechanicVariant&>(*played.variant);
  const Position& p = played.position;
  ActionList legal;
  v.legal_actions(p, legal);
  int paralysed = 0;
  for (const Action& a : legal)
    for (Square s : v.actors(p, a))
      if (s != kNoSquare && !p.empty(s)) RC_ASSERT(attr(p, "paralysis", s) == 0);
  p.occupied().for_each([&](Square s) { paralysed += attr(p, "paralysis", s) > 0; });
  RC_CLASSIFY(paralysed > 0, "some unit paralysed");
}

// --- stage 2, the squares ---

// walls.path-squares: "When units finish a movement, all squares where it was moving(including start
// squares) become wallsquares". Along a random game, every wall raised in a turn (a square whose waller is
// new) belongs to a unit that made its own move in that turn and lies on that move's way: the rectangle
// spanned by each leg of the move's text (from, the squares where a bounce turned, to), never on the square
// where the unit ended. Computed from the action texts alone. (A turn of special moves raises no wall but may
// carry walls elsewhere, a rotation or a shift: its walls are not judged.)
RC_GTEST_PROP(FrozenChess13, WallsOnlyWhereAPathWas, ()) {
  auto v = variant("frozenchess13");
  Position p = v->start_position();
  std::mt19937_64 rng(*rc::gen::arbitrary<uint64_t>());
  const int wall = *p.schema().attribute("wall");
  struct Leg {
    Square a, b;
    int margin;  // squares the way may leave the leg's rectangle by
  };
  std::map<UnitId, std::vector<Leg>> legs;  // this turn's own moves, per unit
  std::map<Square, int> walls_at_turn_start;
  auto snapshot = [&] {
    walls_at_turn_start.clear();
    p.marked(wall).for_each([&](Square s) { walls_at_turn_start[s] = p.attribute(wall, s); });
  };
  snapshot();
  Game game(*v, p);
  int raised = 0;
  bool special = false;  // the turn has a special move
  for (int ply = 0; ply < 150 && !game.outcome().over(); ++ply) {
    Action a;
    if (!v->random_action(p, rng, a)) break;
    const Side mover = p.side_to_move();
    special |= a.type == ActionType::kAbility;
    if (a.type == ActionType::kMove) {
      // The templar moves "diagonally 2 squares and optionally 1 square diagonally to side" (and Empower lends
      // its movement to other units): the square of its second step lies one square outside the rectangle of
      // such a bent move, whose legs are 1 and 3 squares long.
      auto margin = [](Square x, Square y) {
        const int df = std::abs(file_of(x) - file_of(y)), dr = std::abs(rank_of(x) - rank_of(y));
        return (df == 1 && dr == 3) || (df == 3 && dr == 1) ? 1 : 0;
      };
      Square at = a.from;
      auto& mine = legs[p.id_at(a.from)];
      for (int i = 0; i < a.path_size(); ++i) {
        mine.push_back({at, a.path_at(i), margin(at, a.path_at(i))});
        at = a.path_at(i);
      }
      mine.push_back({at, a.to, margin(at, a.to)});
    }
    v->apply(p, a, nullptr);
    game.play(a);
    if (p.side_to_move() == mover) continue;  // the turn goes on: its walls come at its end
    if (special) {
      special = false;
      legs.clear();
      snapshot();
      continue;
    }
    p.marked(wall).for_each([&](Square s) {
      const UnitId waller = static_cast<UnitId>(p.attribute(wall, s));
      auto before = walls_at_turn_start.find(s);
      if (before != walls_at_turn_start.end() && before->second == waller) return;  // an old wall
      ++raised;
      auto it = legs.find(waller);
      if (it == legs.end())
        RC_FAIL("a wall on " + p.geometry().square_name(s) + " of a unit that made no move this turn: " + format_fen(*v, p));
      bool on_way = false;
      for (const Leg& l : it->second) {
        const int f0 = std::min(file_of(l.a), file_of(l.b)) - l.margin, f1 = std::max(file_of(l.a), file_of(l.b)) + l.margin;
        const int r0 = std::min(rank_of(l.a), rank_of(l.b)) - l.margin, r1 = std::max(rank_of(l.a), rank_of(l.b)) + l.margin;
        on_way |= file_of(s) >= f0 && file_of(s) <= f1 && rank_of(s) >= r0 && rank_of(s) <= r1;
      }
      if (!on_way) {
        std::string way;
        for (const Leg& l : it->second) {  // appended: GCC 12 warns falsely on " " + std::string&& (bug 105329)
          way += ' ';
          way += p.geometry().square_name(l.a);
          way += '-';
          way += p.geometry().square_name(l.b);
        }
        RC_FAIL("a wall on " + p.geometry().square_name(s) + " off its waller's way (" + way + "): " + format_fen(*v, p));
      }
      if (p.square_of(waller) == s) RC_FAIL("a wall under its waller on " + p.geometry().square_name(s));
    });
    legs.clear();
    snapshot();
  }
  RC_TAG(raised > 0 ? "walls raised" : "no wall");
}

// tomb.fifo and respawn.order ("first unit to get out are the first to get in", "in order of their deaths
// (oldest first)"), computed from the layers alone along a random game: at every ply, every tomb queue is
// its old units in their old order (all from one queue: respawn.queue-order-example = own-tomb) followed by
// the units that died in this ply; an old unit leaves a queue only from its front (a respawn, and then it
// stands on the board) or with the whole queue (tomb.cleared: then the units are out of the game).
RC_GTEST_PROP(FrozenChess13, TombOrderIsKept, ()) {
  auto v = variant("frozenchess13");
  Position p = v->start_position();
  std::mt19937_64 rng(*rc::gen::arbitrary<uint64_t>());
  using Queues = std::map<Square, std::vector<UnitId>>;
  auto queues = [](const Position& q) {
    Queues out;
    for (const Unit& u : q.layered())
      if (u.place.layer == Layer::kQueued) {
        auto& list = out[u.place.square];
        if (list.size() <= u.place.index) list.resize(u.place.index + 1, kNoUnit);
        list[u.place.index] = u.id;
      }
    return out;
  };
  Game game(*v, p);
  int dead_seen = 0;
  for (int ply = 0; ply < 200 && !game.outcome().over(); ++ply) {
    const Queues before = queues(p);
    std::map<UnitId, std::pair<Square, size_t>> where;  // an old dead unit: its queue and index
    for (const auto& [sq, ids] : before)
      for (size_t i = 0; i < ids.size(); ++i) where[ids[i]] = {sq, i};
    Action a;
    if (!v->random_action(p, rng, a)) break;
    v->apply(p, a, nullptr);
    game.play(a);
    const Queues after = queues(p);
    std::map<UnitId, bool> still_dead;
    for (const auto& [sq, ids] : after) {
      RC_ASSERT(std::find(ids.begin(), ids.end(), kNoUnit) == ids.end());
      Square from = kNoSquare;
      long last = -1;
      bool newcomers = false;
      for (UnitId id : ids) {
        still_dead[id] = true;
        auto old = where.find(id);
        if (old == where.end()) {
          newcomers = true;
          continue;
        }
        RC_ASSERT(!newcomers);  // the new dead are behind every old one
        if (from == kNoSquare) from = old->second.first;
        RC_ASSERT(old->second.first == from);  // one old queue (a rotation may have carried it)
        RC_ASSERT(static_cast<long>(old->second.second) > last);
        last = static_cast<long>(old->second.second);
      }
    }
    for (const auto& [sq, ids] : before) {
      size_t left = 0;
      while (left < ids.size() && !still_dead.count(ids[left])) ++left;
      for (size_t i = left; i < ids.size(); ++i) RC_ASSERT(still_dead.count(ids[i]) == 1);  // only a prefix left
      if (left == 0) continue;
      const bool cleared = left == ids.size() && !p.locate(ids[0]);
      if (!cleared) {
        RC_ASSERT(left == 1);  // a respawn takes the oldest, one a ply
        const auto place = p.locate(ids[0]);
        RC_ASSERT(place.has_value() && place->layer == Layer::kStanding);
      }
      for (size_t i = 1; i < left; ++i) RC_ASSERT(!p.locate(ids[i]));
    }
    dead_seen += static_cast<int>(after.size());
  }
  RC_TAG(dead_seen > 0 ? "tombs seen" : "no tomb");
}

// terrain.limits: "Levels: from -63 to +63" holds on every square of every position random play reaches
// (raise, lower, earthquakes and rotations included).
RC_GTEST_PROP(FrozenChess13, LevelsStayWithinBounds, ()) {
  auto played = *played_position("frozenchess13", 150);
  const Position& p = played.position;
  for (Square s : p.geometry().squares()) {
    const int level = attr(p, "level", s);
    RC_ASSERT(level >= -63);
    RC_ASSERT(level <= 63);
  }
}

// walls.path-squares: wall squares "cannot be landed on or moved through", so no unit ever stands on one:
// a move never ends there, a rotation carries a wall and what stands on its square alike, and the squares a
// unit leaves become walls only once it has left them; the one exception is the assassin's ("Exception:
// Assassins entering Wallsquares,move only on Wallsquares": WallClimb, wall_climb.cpp).
RC_GTEST_PROP(FrozenChess13, NoUnitStandsOnAWall, ()) {
  auto played = *played_position("frozenchess13", 150);
  const Position& p = played.position;
  p.occupied().for_each([&](Square s) {
    if (attr(p, "wall", s) != 0 && p.at(s).kind() != frozenchess13::kAssassin)
      RC_FAIL("a unit stands on the wall square " + p.geometry().square_name(s) + ": " + format_fen(*played.variant, p));
  });
}

// Every square mark of stage 3a (a jester's trap, an assassin's slip square, a tunnel; their owners) is the
// position's: the FEN names it, the position read back from the FEN has the same hash, and the same position
// without the mark has another hash.
RC_GTEST_PROP(FrozenChess13, SquareMarksAreInTheFenAndTheHash, ()) {
  auto played = *played_position("frozenchess13", 150);
  const Variant& v = *played.variant;
  const Position& p = played.position;
  const std::string fen = format_fen(v, p);
  auto back = parse_fen(v, fen);
  RC_ASSERT(back.ok());
  RC_ASSERT(back->hash() == p.hash());
  bool marked = false;
  for (const char* name : {"trap", "slip", "tunnel"}) marked = marked || !p.marked(*p.schema().attribute(name)).empty();
  RC_CLASSIFY(marked, "with a square mark");  // the share of cases that test a mark at all (printed)
  for (const char* name : {"trap", "trapper", "slip", "slipper", "tunnel"}) {
    const int a = *p.schema().attribute(name);
    p.marked(a).for_each([&](Square s) {
      const std::string term = std::string(name) + ":" + p.geometry().square_name(s) + "=";
      RC_ASSERT(fen.find(" " + term) != std::string::npos);
      Position without = p;
      without.set_attribute(a, s, 0);
      RC_ASSERT(without.hash() != p.hash());
    });
  }
}

// rotate.contents ("Walls and tomb squares also rotate as well as anything that occurs on the squares"):
// a rotation is a bijection of the block's squares, computed here from the action's text alone (rotate<n*n>
// cw|half|ccw @ south-west corner; a quarter turn clockwise, seen from White, takes the block's cell (x, y)
// to (y, n-1-x)): every unit keeps its id and lands on the image of its square, with its square's wall and
// level; outside the block nothing moves.
RC_GTEST_PROP(FrozenChess13, RotationsAreBijectionsOfUnitsById, ()) {
  auto played = *played_position("frozenchess13", 60);
  const Variant& v = *played.variant;
  const Position& before = played.position;
  ActionList legal, rotations;
  v.legal_actions(before, legal);
  for (const Action& a : legal)
    if (action_text(v, a).rfind("rotate", 0) == 0) rotations.push_back(a);
  RC_PRE(!rotations.empty());
  const Action& a = rotations[*rc::gen::inRange<size_t>(0, rotations.size())];
  const std::string text = action_text(v, a);  // e.g. rotate16ccw@e5
  const size_t at = text.find('@');
  const std::string name = text.substr(6, at - 6);
  const size_t digits = name.find_first_not_of("0123456789");
  const int cells = std::stoi(name.substr(0, digits));
  const std::string turn = name.substr(digits);
  int n = 2;
  while (n * n < cells) ++n;
  RC_ASSERT(n * n == cells);
  const auto corner = v.geometry().parse_square(text.substr(at + 1));
  RC_ASSERT(corner.has_value());
  const int f0 = file_of(*corner), r0 = rank_of(*corner);
  auto image = [&](Square s) -> Square {
    const int x = file_of(s) - f0, y = rank_of(s) - r0;
    if (x < 0 || y < 0 || x >= n || y >= n) return s;
    int nx = y, ny = n - 1 - x;                     // cw
    if (turn == "half") nx = n - 1 - x, ny = n - 1 - y;
    if (turn == "ccw") nx = n - 1 - y, ny = x;
    return make_square(f0 + nx, r0 + ny);
  };
  RC_ASSERT(turn == "cw" || turn == "half" || turn == "ccw");
  Position after = before;
  v.apply(after, a, nullptr);
  RC_ASSERT(after.occupied().size() == before.occupied().size());
  for (Square s : before.geometry().squares()) {
    const Square t = image(s);
    RC_ASSERT(after.empty(t) == before.empty(s));
    if (!before.empty(s)) {
      RC_ASSERT(after.id_at(t) == before.id_at(s));
      RC_ASSERT(after.at(t) == before.at(s));
    }
    RC_ASSERT(attr(after, "wall", t) == attr(before, "wall", s));
    RC_ASSERT(attr(after, "level", t) == attr(before, "level", s));
  }
}

}  // namespace
}  // namespace arbiter::properties
