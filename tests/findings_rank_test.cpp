// The findings as the document's author reads them (oracle/catalog/findings_rank.h): structural findings
// attached to the ambiguity asking the same question, the ranking by severity and evidence (issue 34), the quotes'
// document lines, and the implementer's notes kept out of the author's text. Expected values come from the
// synthetic catalogs' construction or from the documents read by hand, never from the output under test.
#include <gtest/gtest.h>

#include "oracle/catalog/analyses.h"
#include "oracle/catalog/catalog.h"
#include "oracle/catalog/findings_rank.h"
#include "oracle/catalog/findings_report.h"

namespace arbiter::catalog {
namespace {

const char* kTerms =
    "    <term id=\"capture\" kind=\"event\" origin=\"orthodox-chess\">A capture.</term>\n"
    "    <term id=\"capturable\" kind=\"concept\" origin=\"orthodox-chess\">Whether a unit can be captured.</term>\n"
    "    <term id=\"range\" kind=\"concept\" origin=\"orthodox-chess\">How far a unit moves.</term>\n"
    "    <term id=\"game-result\" kind=\"outcome\" origin=\"orthodox-chess\">Who wins.</term>\n";

std::string clause(const std::string& id, const std::string& relations) {
  return "  <clause id=\"" + id + "\" status=\"pending\"><quote>quote of " + id + "</quote><summary>summary of " + id + ".</summary>" +
         relations + "</clause>\n";
}

std::string point(const std::string& id, const std::vector<std::string>& clauses, const std::string& question = "Which reading?",
                  const std::string& severity = "medium") {
  std::string xml = "  <interpretation id=\"" + id + "\" severity=\"" + severity + "\"><quote>quote of " + id + "</quote><question>" + question +
                    "</question><option id=\"first\" default=\"true\">First.</option><option id=\"second\">Second.</option>"
                    "<default-reason>Because.</default-reason><situation>A position.</situation>";
  for (const std::string& c : clauses) xml += "<clause clause=\"" + c + "\"/>";
  return xml + "</interpretation>\n";
}

Catalog catalog(const std::string& body) {
  std::string xml = "<catalog variant=\"toy\" document=\"document.txt\" title=\"Toy\">\n  <glossary>\n" + std::string(kTerms) +
                    "  </glossary>\n" + body + "</catalog>\n";
  auto cat = parse_catalog(xml, "rules.xml");
  if (!cat) throw std::runtime_error(cat.error());
  return *cat;
}

const Finding* find(const std::vector<Finding>& all, const std::string& id) {
  for (const Finding& f : all)
    if (f.id == id) return &f;
  return nullptr;
}

std::vector<std::string> ids(const std::vector<Finding>& findings) {
  std::vector<std::string> out;
  for (const Finding& f : findings) out.push_back(f.id);
  return out;
}

const std::string kCannot = "<triggers-on term=\"capture\"/><writes term=\"capturable\" value=\"no\"/>";
const std::string kCan = "<triggers-on term=\"capture\"/><writes term=\"capturable\" value=\"yes\"/>";

TEST(FindingsConsolidate, ContradictionAboutAPointBecomesItsEvidence) {
  // a.rule and b.rule contradict each other and point p.same lists both: one question, asked once. c.rule
  // contradicts a.rule too, but no point lists that pair: it stands alone.
  Catalog cat = catalog(clause("a.rule", kCannot) + clause("b.rule", kCan) + clause("c.rule", kCan) + point("p.same", {"a.rule", "b.rule"}));
  auto raw = analyze(cat);
  ASSERT_NE(find(raw, "contradiction/a.rule+b.rule/capturable"), nullptr);
  auto out = consolidate(raw, cat);
  EXPECT_EQ(find(out, "contradiction/a.rule+b.rule/capturable"), nullptr);
  const Finding* amb = find(out, "ambiguity/p.same");
  ASSERT_NE(amb, nullptr);
  ASSERT_EQ(amb->evidence.size(), 1u);
  EXPECT_EQ(amb->evidence[0].id, "contradiction/a.rule+b.rule/capturable");
  EXPECT_NE(find(out, "contradiction/a.rule+c.rule/capturable"), nullptr);
  EXPECT_EQ(out.size() + 1, raw.size()) << "every raw finding is kept, at the top or as evidence";
}

TEST(FindingsConsolidate, AmongSeveralPointsTheOneAskingAboutTheTermTakesIt) {
  const std::string gap_terms = "<writes term=\"pawn-blocked\" value=\"yes\" when=\"a wall\"/>";
  std::string body = clause("w.rule", gap_terms) + point("p.colour", {"w.rule"}, "What colour is the wall?") +
                     point("p.blocked", {"w.rule"}, "What happens to a blocked pawn?");
  std::string xml = "<catalog variant=\"toy\" document=\"document.txt\" title=\"Toy\">\n  <glossary>\n" + std::string(kTerms) +
                    "    <term id=\"pawn-blocked\" kind=\"event\">A pawn is blocked.</term>\n  </glossary>\n" + body + "</catalog>\n";
  auto cat = parse_catalog(xml, "rules.xml");
  ASSERT_TRUE(cat) << cat.error();
  auto out = consolidate(analyze(*cat), *cat);
  EXPECT_EQ(find(out, "gap/pawn-blocked"), nullptr);
  ASSERT_EQ(find(out, "ambiguity/p.blocked")->evidence.size(), 1u);
  EXPECT_TRUE(find(out, "ambiguity/p.colour")->evidence.empty());
  // Two points listing the clause, neither sharing a word with the term: the gap stands alone.
  std::string unrelated = clause("w.rule", gap_terms) + point("p.colour", {"w.rule"}, "What colour is the wall?") +
                          point("p.size", {"w.rule"}, "How tall is the wall?");
  auto cat2 = parse_catalog(xml.replace(xml.find(body), body.size(), unrelated), "rules.xml");
  ASSERT_TRUE(cat2) << cat2.error();
  EXPECT_NE(find(consolidate(analyze(*cat2), *cat2), "gap/pawn-blocked"), nullptr);
}

TEST(FindingsConsolidate, ATermDescriptionNamingAPointSendsItThere) {
  // u.rule reads "reach", which nothing defines; the glossary's note points at p.reach, though p.other lists
  // the clause and p.reach does not.
  std::string xml = "<catalog variant=\"toy\" document=\"document.txt\" title=\"Toy\">\n  <glossary>\n" + std::string(kTerms) +
                    "    <term id=\"reach\" kind=\"concept\">Never defined (see p.reach).</term>\n  </glossary>\n" +
                    clause("u.rule", "<reads term=\"reach\"/>") + clause("v.rule", "") + point("p.other", {"u.rule"}) + point("p.reach", {"v.rule"}) +
                    "</catalog>\n";
  auto cat = parse_catalog(xml, "rules.xml");
  ASSERT_TRUE(cat) << cat.error();
  auto out = consolidate(analyze(*cat), *cat);
  EXPECT_EQ(find(out, "undefined-term/reach"), nullptr);
  ASSERT_EQ(find(out, "ambiguity/p.reach")->evidence.size(), 1u);
  EXPECT_EQ(find(out, "ambiguity/p.reach")->evidence[0].id, "undefined-term/reach");
  EXPECT_TRUE(find(out, "ambiguity/p.other")->evidence.empty());
}

TEST(FindingsRank, ExploreShareOrdersWithinTheCatalogsBandAndNeverPromotes) {
  // explore's share of positions only (no paired games): the catalog's severity stands (how often the legal
  // moves change is frequency, which alone never moves a question up); within the medium band the point that
  // changes more positions comes first, the one never differing last (its situation was not measured, so it
  // is not demoted); the low point (ranked by rule) is in the low band.
  Catalog cat = catalog(clause("a.rule", "") + point("p.big", {"a.rule"}) + point("p.small", {"a.rule"}) + point("p.never", {"a.rule"}) +
                        point("p.unmeasured", {"a.rule"}, "Which reading?", "low"));
  std::vector<PointImpact> impacts = {{"p.small", "second", "first", true, 60, 3},   // 5%
                                      {"p.big", "second", "first", true, 60, 18},    // 30%
                                      {"p.never", "second", "first", true, 60, 0},   // 0%
                                      {"p.unmeasured", "second", "first", false, 0, 0}};
  auto out = consolidate(analyze(cat), cat);
  rank_findings(out, cat, &impacts);
  EXPECT_EQ(ids(out), (std::vector<std::string>{"ambiguity/p.big", "ambiguity/p.small", "ambiguity/p.never", "ambiguity/p.unmeasured"}));
  EXPECT_EQ(out[0].basis, "measured");
  EXPECT_DOUBLE_EQ(out[0].impact, 0.3);
  for (int i : {0, 1, 2}) EXPECT_EQ(out[static_cast<size_t>(i)].severity, Severity::kMedium) << out[static_cast<size_t>(i)].id;
  EXPECT_EQ(out[2].basis, "measured");
  EXPECT_NE(out[2].why.find("not demoted"), std::string::npos) << out[2].why;
  EXPECT_EQ(out[3].basis, "rule");
  EXPECT_EQ(out[3].severity, Severity::kLow) << "a rule-ranked point keeps the catalog's severity";
  EXPECT_LT(out[3].impact, 0);
  for (const Finding& f : out) EXPECT_FALSE(f.why.empty()) << f.id << ": every finding says why it stands there";
  for (size_t i = 0; i < out.size(); ++i) EXPECT_EQ(out[i].rank, static_cast<int>(i + 1));
  // Without a model to explore, every finding is ranked by rule.
  auto unexplored = consolidate(analyze(cat), cat);
  rank_findings(unexplored, cat, nullptr);
  for (const Finding& f : unexplored) EXPECT_EQ(f.basis, "rule") << f.id;
}

// An alternative measured by paired games as well as by explore (PointImpact's deep fields).
PointImpact paired(const std::string& point, int positions, int differ, int games, int results_differ, int arises, int situations = 0,
                   int situations_arise = 0, int situation_results_differ = 0) {
  PointImpact i{point, "second", "first", true, positions, differ};
  i.deep = true;
  i.games = games;
  i.results_differ = results_differ;
  i.arises = arises;
  i.situations = situations;
  i.situations_arise = situations_arise;
  i.situation_results_differ = situation_results_differ;
  return i;
}

TEST(FindingsRank, AReadingThatChangesResultsOutranksOneThatChangesOnlyTheLegalSet) {
  // Issue 34: p.everywhere changes the legal moves at every explored position and in every paired game, but no
  // game's result; p.decisive arises in 1 game of 40 (and 0.5% of positions) and changes that game's result.
  // Both are medium in the catalog: p.decisive rises one band to high and comes first; p.everywhere stays medium.
  Catalog cat = catalog(clause("a.rule", "") + point("p.everywhere", {"a.rule"}) + point("p.decisive", {"a.rule"}));
  std::vector<PointImpact> impacts = {paired("p.everywhere", 200, 200, 40, 0, 40), paired("p.decisive", 200, 1, 40, 1, 1)};
  auto out = consolidate(analyze(cat), cat);
  rank_findings(out, cat, &impacts);
  EXPECT_EQ(ids(out), (std::vector<std::string>{"ambiguity/p.decisive", "ambiguity/p.everywhere"}));
  EXPECT_EQ(out[0].severity, Severity::kHigh);
  EXPECT_EQ(out[1].severity, Severity::kMedium);
  EXPECT_NE(out[0].impact_text.find("changes the result of 1 of 40 paired games"), std::string::npos) << out[0].impact_text;
  EXPECT_NE(out[0].why.find("raised one band"), std::string::npos) << out[0].why;
  EXPECT_NE(out[1].impact_text.find("arises in 40 of 40 paired games, none of them with a different result"), std::string::npos) << out[1].impact_text;
  // Both high in the catalog: no band to rise to, and the result still comes first within the band.
  Catalog high = catalog(clause("a.rule", "") + point("p.everywhere", {"a.rule"}, "Which?", "high") + point("p.decisive", {"a.rule"}, "Which?", "high"));
  auto both = consolidate(analyze(high), high);
  rank_findings(both, high, &impacts);
  EXPECT_EQ(ids(both), (std::vector<std::string>{"ambiguity/p.decisive", "ambiguity/p.everywhere"}));
  EXPECT_EQ(both[0].severity, Severity::kHigh);
  EXPECT_EQ(both[1].severity, Severity::kHigh);
  // A result changed only from the point's situation counts as much: one band up from low.
  Catalog low = catalog(clause("a.rule", "") + point("p.rare", {"a.rule"}, "Which?", "low"));
  std::vector<PointImpact> rare = {paired("p.rare", 200, 0, 40, 0, 0, 3, 1, 1)};
  auto r = consolidate(analyze(low), low);
  rank_findings(r, low, &rare);
  EXPECT_EQ(r[0].severity, Severity::kMedium);
}

TEST(FindingsRank, AMeasuredZeroFromRandomPlayDoesNotDemoteAPointMeasuredInItsSituation) {
  // All four are high in the catalog and none differs in random play (0 of 200 positions, 0 of 40 games).
  //   p.rare: its situation (3 scenario setups) was measured, and the readings part in 2: it changes play where
  //           it acts; random play's 0 says only that play rarely gets there. Stays high, first.
  //   p.unreached: no situation to measure it in: its 0 demotes nothing. Stays high.
  //   p.cheap: explore's share only (no paired games): stays high.
  //   p.inert: measured in its 2 situations too, and nothing differs there either: down one band, to medium.
  Catalog cat = catalog(clause("a.rule", "") + point("p.rare", {"a.rule"}, "Which?", "high") + point("p.unreached", {"a.rule"}, "Which?", "high") +
                        point("p.cheap", {"a.rule"}, "Which?", "high") + point("p.inert", {"a.rule"}, "Which?", "high"));
  std::vector<PointImpact> impacts = {paired("p.rare", 200, 0, 40, 0, 0, 3, 2, 0), paired("p.unreached", 200, 0, 40, 0, 0),
                                      {"p.cheap", "second", "first", true, 200, 0}, paired("p.inert", 200, 0, 40, 0, 0, 2, 0, 0)};
  auto out = consolidate(analyze(cat), cat);
  rank_findings(out, cat, &impacts);
  EXPECT_EQ(ids(out), (std::vector<std::string>{"ambiguity/p.rare", "ambiguity/p.cheap", "ambiguity/p.unreached", "ambiguity/p.inert"}));
  EXPECT_EQ(out[0].severity, Severity::kHigh);
  EXPECT_NE(out[0].impact_text.find("never reached in 40 paired games: measured from its situation only"), std::string::npos) << out[0].impact_text;
  EXPECT_EQ(out[1].severity, Severity::kHigh);
  EXPECT_EQ(out[2].severity, Severity::kHigh);
  EXPECT_EQ(out[3].severity, Severity::kMedium);
  EXPECT_NE(out[3].why.find("lowered one band"), std::string::npos) << out[3].why;
}

TEST(FindingsRank, RuleRanksBySeverityThenOutcomeBeforePlay) {
  // Not measured: the catalog's severity first (the analyst's judgement of what the question can decide), so
  // the high point comes first though it only changes play; then, within the medium band, the point whose
  // clause decides the game's result comes before the one that changes play, though its id sorts last.
  Catalog cat = catalog(clause("end.rule", "<writes term=\"game-result\" value=\"win\"/>") + clause("move.rule", "<reads term=\"range\"/>") +
                        point("z.outcome", {"end.rule"}) + point("a.play", {"move.rule"}) + point("b.play", {"move.rule"}, "Which?", "high"));
  auto out = consolidate(analyze(cat), cat);
  rank_findings(out, cat, nullptr);
  EXPECT_EQ(ids(out), (std::vector<std::string>{"ambiguity/b.play", "ambiguity/z.outcome", "ambiguity/a.play"}));
}

TEST(FindingsLines, QuotesNameTheirDocumentLines) {
  Catalog cat = catalog(clause("a.rule", "") + point("p.one", {"a.rule"}));
  std::vector<Finding> findings = analyze(cat);
  // The point's quote spans lines 3 and 4 of this document (its words are split by a line break).
  locate_quotes(findings, "title\n\nsome text quote of\n   p.one and more\nquote of a.rule\n");
  const Finding* amb = find(findings, "ambiguity/p.one");
  ASSERT_NE(amb, nullptr);
  ASSERT_EQ(amb->quotes.size(), 1u);
  EXPECT_EQ(amb->quotes[0].first_line, 3);
  EXPECT_EQ(amb->quotes[0].last_line, 4);
}

TEST(FindingsLines, BundledRemoval12QuotesAtTheLinesReadByHand) {
  // model/removal12/document.txt read by hand: "assisted by knight move" is on line 28, the rook's
  // protection ("non-rook pieces guarded ... cannot be captured") on line 42.
  auto results = analyze_catalogs(default_model_dir(), {"removal12"});
  ASSERT_EQ(results.size(), 1u);
  ASSERT_TRUE(results[0].error.empty()) << results[0].error;
  int knight_assist = 0, rook_protect = 0;
  auto look = [&](const Finding& f) {
    for (const FindingQuote& q : f.quotes) {
      if (q.text.find("until assisted by knight move") != std::string::npos) knight_assist = q.first_line;
      if (q.text.find("non-rook pieces guarded(in clear line of sight") != std::string::npos) rook_protect = q.first_line;
    }
  };
  for (const Finding& f : results[0].findings) {
    look(f);
    for (const Finding& e : f.evidence) look(e);
  }
  EXPECT_EQ(knight_assist, 28);
  EXPECT_EQ(rook_protect, 42);
}

TEST(FindingsNotes, ImplementerTalkLeavesTheAuthorsText) {
  AuthorText t = split_notes("Which square? Only \"first\" is implemented.  The rook (Corrected: it was b2) stands on a1 (perft differs).");
  EXPECT_EQ(t.text, "Which square? The rook stands on a1.");
  EXPECT_EQ(t.notes, (std::vector<std::string>{"Corrected: it was b2", "perft differs", "Only \"first\" is implemented."}));
  AuthorText plain = split_notes("Does the rook (on a1) move first?");
  EXPECT_EQ(plain.text, "Does the rook (on a1) move first?");
  EXPECT_TRUE(plain.notes.empty());
}

TEST(FindingsNotes, BundledAuthorTextsCarryNoImplementerTalk) {
  for (const VariantFindings& r : analyze_catalogs(default_model_dir(), {})) {
    SCOPED_TRACE(r.variant);
    ASSERT_TRUE(r.error.empty()) << r.error;
    for (const Finding& f : r.findings) {
      if (f.kind != FindingKind::kAmbiguity) continue;
      std::string author = f.explanation + " " + f.situation;
      for (const FindingOption& o : f.options) author += " " + o.text;
      for (const char* word : {"implemented", "Corrected:", "perft", "Default:"})
        EXPECT_EQ(author.find(word), std::string::npos) << f.id << " says \"" << word << "\": " << author;
      ASSERT_FALSE(f.notes.empty()) << f.id;
      EXPECT_EQ(f.notes.front().rfind("Default: ", 0), 0u) << f.id;
    }
  }
}

}  // namespace
}  // namespace arbiter::catalog
