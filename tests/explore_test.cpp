// arbiter explore: the measure of which interpretation options change play must report what it finds
// truthfully: every witness it shows really is a position where the option plays differently, and an
// option the model does not implement is reported as not measured, never as "no difference".
#include <gtest/gtest.h>

#include <set>

#include "model/core/fen.h"
#include "model/core/notation.h"
#include "oracle/catalog/catalog.h"
#include "oracle/explore/explore.h"
#include "oracle/explore/interaction_witness.h"
#include "oracle/explore/reading_board.h"
#include "tests/test_support.h"

namespace arbiter {
namespace {

std::set<std::string> legal(const Variant& v, const Position& p) {
  ActionList list;
  v.legal_actions(p, list);
  std::set<std::string> out;
  for (const Action& a : list) out.insert(action_text(v, a));
  return out;
}

// Re-checks a witness independently of the explorer's own comparison.
void expect_witness_differs(const std::string& variant, const OptionImpact& i) {
  auto base = testing::variant(variant);
  Profile p;
  p.set(i.point, i.option);
  auto alt = testing::variant(variant, p);
  Position a = testing::position(*base, i.witness);
  Position b = testing::position(*alt, i.witness);
  bool moves = legal(*base, a) != legal(*alt, b);
  bool verdict = Game(*base, a).outcome().text() != Game(*alt, b).outcome().text();
  EXPECT_TRUE(moves || verdict) << i.point << "=" << i.option << " at " << i.witness;
}

TEST(Explore, EveryWitnessReallyDiffers) {
  ExploreOptions options;
  options.games = 6;
  options.plies = 40;
  options.compare_every = 4;  // 60 positions a variant: witnesses enough (each one shrunk and compared again)
  for (const std::string variant : {"twentychess", "deathsquare12"}) {
    ExploreReport r = explore_variant(variant, catalog::default_model_dir(), options);
    ASSERT_EQ(r.error, "") << variant;
    int with_witness = 0;
    for (const OptionImpact& i : r.impacts) {
      if (!i.implemented) {
        EXPECT_EQ(i.positions, 0) << i.point;
        continue;
      }
      EXPECT_EQ(i.positions, r.positions) << i.point;
      EXPECT_EQ(i.witness.empty(), i.share() == 0) << i.point << "=" << i.option;
      if (i.witness.empty()) continue;
      ++with_witness;
      expect_witness_differs(variant, i);
    }
    EXPECT_GT(with_witness, 0) << variant;
  }
}

// Every game starts from the same position and many share their first plies: what the alternatives said
// there is kept and counted again (ExploreOptions::kept_positions), and the report is the one of a run that
// lists every position afresh.
TEST(Explore, APositionMetAgainCountsAsItDidTheFirstTime) {
  ExploreOptions options;
  options.games = 8;
  options.plies = 12;
  options.shrink = false;
  ExploreOptions afresh = options;
  afresh.kept_positions = 0;
  for (const std::string variant : {"twentychess", "deathsquare12"}) {
    const ExploreReport kept = explore_variant(variant, catalog::default_model_dir(), options);
    const ExploreReport listed = explore_variant(variant, catalog::default_model_dir(), afresh);
    ASSERT_EQ(kept.error, "");
    ASSERT_EQ(listed.error, "");
    EXPECT_EQ(kept.positions, 96) << variant;  // 8 games of 12 plies, every one compared: 8 of them the start
    ASSERT_EQ(kept.impacts.size(), listed.impacts.size());
    int differing = 0;
    for (size_t i = 0; i < kept.impacts.size(); ++i) {
      const OptionImpact& a = kept.impacts[i];
      const OptionImpact& b = listed.impacts[i];
      const std::string what = variant + " " + a.point + "=" + a.option;
      EXPECT_EQ(a.positions, b.positions) << what;
      EXPECT_EQ(a.moves_differ, b.moves_differ) << what;
      EXPECT_EQ(a.verdict_differs, b.verdict_differs) << what;
      EXPECT_EQ(a.witness, b.witness) << what;
      EXPECT_EQ(a.witness_game, b.witness_game) << what;
      differing += a.moves_differ;
    }
    EXPECT_GT(differing, 0) << variant;  // so that the counts compared are not all zero
  }
}

TEST(Explore, UnimplementedOptionsAreNotMeasured) {
  // chess's only point, end.claims, has one alternative (on-claim) the model does not implement.
  ExploreReport r = explore_variant("chess", catalog::default_model_dir(), ExploreOptions{});
  ASSERT_EQ(r.error, "");
  ASSERT_EQ(r.impacts.size(), 1u);
  EXPECT_FALSE(r.impacts[0].implemented);
  EXPECT_EQ(r.impacts[0].option, "on-claim");
  std::string md = explore_markdown({r}, ExploreOptions{});
  EXPECT_NE(md.find("not measured"), std::string::npos);
}

}  // namespace
}  // namespace arbiter

namespace arbiter {
namespace {

// A witness is shrunk to the fewest units that still show the difference, but never loses a king: removal12's
// king is not royal in the core's sense (a pawn may promote to a king), and its start position already parts
// knight.immobilize-scope's readings (the knights' aura), so its witness comes from the start: both kings stay.
TEST(Explore, AShrunkWitnessKeepsBothKings) {
  ExploreOptions options;
  options.games = 1;
  options.plies = 2;
  ExploreReport r = explore_variant("removal12", catalog::default_model_dir(), options);
  ASSERT_EQ(r.error, "");
  int shrunk = 0;
  for (const OptionImpact& i : r.impacts) {
    if (i.witness.empty()) continue;
    ++shrunk;
    EXPECT_EQ(situation_fen_problem("removal12", i.witness), "") << i.point << "=" << i.option << " at " << i.witness;
  }
  EXPECT_GT(shrunk, 0);
}

// Interaction findings get a real position through the model (oracle/explore/interaction_witness.h). In chess a
// pawn's single push and its double step are one move or the other, never both (a pawn moves one square or
// two): no position is found for that pair, and the finding says so. A king or rook leaving its home square
// takes away castling rights, which random games of 30 plies do within their first moves: for the pair
// (moves.piece, king.castling-rights) a position is found, and the action named there, played from it, does
// apply both clauses.
TEST(InteractionWitness, APositionWhereBothRulesActOrASayingThatNoneWasFound) {
  catalog::VariantFindings r;
  r.variant = "chess";
  catalog::Finding never, found;
  never.kind = found.kind = catalog::FindingKind::kInteraction;
  never.situation = found.situation = "A move on which both apply.";
  never.together = {{"pawn.push", "pawn.double-step"}};
  found.together = {{"no.such-clause", "pawn.push"}, {"moves.piece", "king.castling-rights"}};
  catalog::Finding unimplemented = never;  // a clause no mechanic of the model declares never fires
  unimplemented.together = {{"no.such-clause", "pawn.push"}};
  r.findings = {never, found, unimplemented};
  std::vector<catalog::VariantFindings> results{r};
  WitnessBudget budget;
  budget.games = 100;
  budget.plies = 30;
  find_interaction_witnesses(results, "", budget);  // no corpus: games from the start only
  const catalog::Finding& n = results[0].findings[0];
  const catalog::Finding& f = results[0].findings[1];
  EXPECT_EQ(n.situation.rfind("No action of 100 random games of 30 plies from the start", 0), 0u) << n.situation;
  EXPECT_NE(n.situation.find("A move on which both apply."), std::string::npos);
  EXPECT_TRUE(n.witness.empty());
  EXPECT_NE(n.situation.find("they may meet rarely"), std::string::npos) << n.situation;
  const catalog::Finding& u = results[0].findings[2];
  EXPECT_NE(u.situation.find("the model does not implement `no.such-clause` yet"), std::string::npos) << u.situation;
  ASSERT_FALSE(f.witness.empty()) << f.situation;
  EXPECT_NE(f.situation.find("`moves.piece` and `king.castling-rights`"), std::string::npos) << f.situation;
  // The action the situation names, replayed from the witness with a trace.
  auto v = testing::variant("chess");
  Position pos = testing::position(*v, f.witness);
  const std::string marker = "the action ";
  size_t at = f.situation.find(marker);
  ASSERT_NE(at, std::string::npos);
  std::string text = f.situation.substr(at + marker.size());
  text = text.substr(0, text.find(' '));
  auto a = lookup_action(*v, pos, text);
  ASSERT_TRUE(a.ok()) << text;
  Trace trace;
  v->apply(pos, *a, &trace);
  EXPECT_TRUE(trace.fired("moves.piece") && trace.fired("king.castling-rights")) << text;
}

}  // namespace
}  // namespace arbiter
