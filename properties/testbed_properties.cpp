// Properties of the core's layered units, over the testbed (model/testbed/testbed.h): random play from rich
// positions (shadows on occupied squares, stacks, boxes, monads, loops, tombs, walls, floods) keeps one
// definition of legality, reads back from its FEN, and never puts a unit in two places; and, for every other
// variant, the occupancy they read directly (Position::occupied) is Occupancy's answer.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <random>
#include <set>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "model/testbed/testbed.h"
#include "properties/generators.h"

namespace arbiter::properties {
namespace {

// Rich starting positions of the testbed, each a reading of testbed.h's state.
const std::vector<std::string>& testbed_starts() {
  static const std::vector<std::string> starts = {
      "4k3/8/2n5/8/3N4/8/8/4K3 w - - 0 1 ~c6=[nN] ~d4=[n] ~e3=[N]",
      "4k3/8/8/8/2nnn3/3D4/2N5/4K3 w - - 0 1 tomb:c4=1 tomb:d4=1 >d3=[N] ~d4=[N]",
      "4k3/8/8/8/3n4/3N4/1NN5/4K3 w - - 0 1 flood:e5=5 wall:e4=1 bound@b2=c2 bound@c2=b2",
      "4k3/8/8/3X4/8/3n4/2N5/4K3 b - - 0 1 >d3=[nd] >d5=[N] tomb:d3=1 ~a8=[n] monad@a8~1=1",
      "4k3/8/8/8/8/8/1N1D4/4K3 w - - 0 1 growth@d2=4 quick:d2=1 multimove@b2=2 goal:c3=1",
      "4k3/8/8/8/8/2n5/1N6/2N1K3 w - - 0 1 loop@b2=1{b2c2,c2c3,c3b2} wall:d2=1 ~c2=[n]",
  };
  return starts;
}

// Every unit id in the game, each once: standing, or layered (ethereal, held, queued).
std::vector<UnitId> every_id(const Position& pos) {
  std::vector<UnitId> ids;
  for (Square s : pos.geometry().squares())
    if (!pos.empty(s)) ids.push_back(pos.id_at(s));
  for (const Unit& u : pos.layered()) ids.push_back(u.id);
  return ids;
}

RC_GTEST_PROP(Testbed, LayeredUnitsKeepOneLegalityPathAndOnePlaceEach, ()) {
  static const std::shared_ptr<const MechanicVariant> v = testbed::make_testbed();
  const std::string start = *rc::gen::elementOf(testbed_starts());
  auto parsed = parse_fen(*v, start);
  RC_ASSERT(parsed.ok());
  Position pos = *parsed;
  std::mt19937_64 rng(*rc::gen::arbitrary<uint64_t>());
  const int plies = *rc::gen::inRange(1, 25);
  RC_LOG() << start << "\n";
  for (int i = 0; i < plies; ++i) {
    ActionList fast, defined;
    v->legal_actions(pos, fast);
    v->checked_actions(pos, defined);
    std::vector<std::string> a, b;
    for (const Action& x : fast) a.push_back(action_text(*v, x));
    for (const Action& x : defined) b.push_back(action_text(*v, x));
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    RC_ASSERT(a == b);
    RC_ASSERT(std::adjacent_find(a.begin(), a.end()) == a.end());  // one text, one action
    if (fast.empty()) break;
    const Action act = fast[rng() % fast.size()];
    const std::string text = action_text(*v, act);
    RC_LOG() << text << " ";
    auto back = parse_action(*v, text);
    RC_ASSERT(back.ok());
    RC_ASSERT(back->same(act));
    // Every unit the action names is there, and the acting side controls its actor (or nobody acts).
    if (act.type == ActionType::kMove) RC_ASSERT(v->controls(pos, act.actor_address()));
    v->apply(pos, act, nullptr);
    RC_ASSERT(pos.consistency_error() == "");
    RC_ASSERT(pos.hash() == pos.compute_hash());
    std::vector<UnitId> ids = every_id(pos);
    std::sort(ids.begin(), ids.end());
    RC_ASSERT(std::adjacent_find(ids.begin(), ids.end()) == ids.end());  // no unit in two places
    for (UnitId id : ids) {  // each unit's address names it back
      auto address = pos.address_of(id);
      if (address) RC_ASSERT(pos.unit_at(*address) == id);
    }
    const std::string fen = format_fen(*v, pos);
    auto again = parse_fen(*v, fen);
    RC_ASSERT(again.ok());
    RC_ASSERT(format_fen(*v, *again) == fen);
    RC_ASSERT(again->hash() == pos.hash());
    RC_ASSERT(*again == pos);
  }
}

// The variants whose units never leave the standing layer read Position::occupied and the standing kind
// directly, as Occupancy's answer without rules; a variant that gains an OccupancyRule must ask it instead
// (this property then fails for it, naming it).
RC_GTEST_PROP(Occupancy, WithoutRulesItIsTheStandingLayer, ()) {
  const std::string id =
      *rc::gen::element<std::string>("chess", "twentychess", "deathsquare12", "quadrant12", "removal12", "frozenchess13");
  const PlayedPosition p = *played_position(id, 40);
  const auto* v = dynamic_cast<const MechanicVariant*>(p.variant.get());
  RC_ASSERT(v != nullptr);
  const Occupancy& occupancy = v->occupancy();
  RC_ASSERT(!occupancy.refined());
  const Position& pos = p.position;
  RC_ASSERT(occupancy.blockers(pos, Layer::kStanding) == pos.occupied());
  for (Side side : {Side::kWhite, Side::kBlack}) RC_ASSERT(occupancy.seen(pos, side) == pos.occupied(side));
  for (Square s : pos.geometry().squares()) {
    const KindSet kinds = occupancy.kinds(pos, s);
    const bool standing_kind = pos.empty(s) ? kinds.empty() : kinds == KindSet::of(pos.at(s).kind());
    RC_ASSERT(standing_kind);
  }
  RC_ASSERT(v->controlled(pos) == pos.occupied(pos.side_to_move()));
}

}  // namespace
}  // namespace arbiter::properties
