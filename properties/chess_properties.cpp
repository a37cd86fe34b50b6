// Properties of the orthodox family (chess and the fairy test variant on several boards), on positions
// made by random legal play. CI runs them with a fixed seed (RC_PARAMS in CMakeLists.txt); a failure
// prints RC_PARAMS="reproduce=..." to replay it exactly.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <set>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "oracle/engines/attack_scan.h"
#include "oracle/engines/perft.h"
#include "properties/generators.h"

namespace arbiter::properties {
namespace {

RC_GTEST_PROP(OrthodoxFamily, FenRoundTrips, ()) {
  auto p = *orthodox_family_position(60);
  std::string fen = format_fen(*p.variant, p.position);
  auto back = parse_fen(*p.variant, fen);
  RC_ASSERT(back.ok());
  RC_ASSERT(*back == p.position);
  RC_ASSERT(back->hash() == p.position.hash());
  RC_ASSERT(format_fen(*p.variant, *back) == fen);
}

RC_GTEST_PROP(OrthodoxFamily, MoveTextRoundTripsAndIsUnique, ()) { check_move_text_round_trip(*orthodox_family_position(60)); }

RC_GTEST_PROP(OrthodoxFamily, CopyMakeAgreesWithARebuildFromScratch, ()) { check_copy_make(*orthodox_family_position(60)); }

RC_GTEST_PROP(OrthodoxFamily, PerftEqualsTheSumOfDivide, ()) {
  auto p = *orthodox_family_position(40);
  uint64_t sum = 0;
  for (const DivideEntry& e : divide(*p.variant, p.position, 2)) sum += e.nodes;
  RC_ASSERT(sum == perft(*p.variant, p.position, 2));
}

RC_GTEST_PROP(OrthodoxFamily, NoLegalMoveLeavesTheMoversKingAttacked, ()) {
  auto p = *orthodox_family_position(60);
  const Variant& v = *p.variant;
  RC_ASSERT(brute_force_knows(v));
  Side us = p.position.side_to_move();
  // The generator's check test agrees with the brute-force scan ...
  RC_ASSERT(v.in_check(p.position) == brute_force_attacked(v, p.position, p.position.royal(us), ~us));
  ActionList legal;
  v.legal_actions(p.position, legal);
  for (const Action& a : legal) {
    Position next = p.position;
    v.apply(next, a, nullptr);
    // ... and no legal move leaves the mover's king attacked.
    RC_ASSERT(!brute_force_attacked(v, next, next.royal(us), ~us));
  }
}

RC_GTEST_PROP(OrthodoxFamily, PerftIsColourFlipSymmetric, ()) {
  auto p = *orthodox_family_position(40);
  Position flipped = colour_flip(*p.variant, p.position);
  RC_ASSERT(flipped.consistency_error() == "");
  RC_ASSERT(perft(*p.variant, p.position, 3) == perft(*p.variant, flipped, 3));
}

}  // namespace
}  // namespace arbiter::properties
