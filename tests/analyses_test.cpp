// The rule-interaction analyses on small synthetic catalogs where the right answer is known: each kind is shown
// to fire on its case and to stay silent on the same case resolved (no over-reporting).
#include <gtest/gtest.h>

#include <chrono>
#include <set>

#include "oracle/catalog/analyses.h"
#include "oracle/catalog/catalog.h"
#include "oracle/catalog/graph.h"

namespace arbiter::catalog {
namespace {

const char* kTerms =
    "    <term id=\"capture\" kind=\"event\" origin=\"orthodox-chess\">A capture.</term>\n"
    "    <term id=\"king-captured\" kind=\"event\" is-a=\"capture\" origin=\"orthodox-chess\">A king is captured.</term>\n"
    "    <term id=\"landing\" kind=\"event\" origin=\"orthodox-chess\">A unit lands.</term>\n"
    "    <term id=\"capturable\" kind=\"concept\" origin=\"orthodox-chess\">Whether a unit can be captured.</term>\n"
    "    <term id=\"death-square\" kind=\"square-state\">A square where a unit was captured.</term>\n";

std::string clause(const std::string& id, const std::string& relations, const std::string& attributes = "") {
  return "  <clause id=\"" + id + "\" status=\"pending\"" + attributes + "><quote>quote of " + id + "</quote><summary>summary of " + id +
         ".</summary>" + relations + "</clause>\n";
}

Catalog catalog(const std::string& body, const std::string& extra_terms = "", const std::string& diagrams = "") {
  std::string xml = "<catalog variant=\"toy\" document=\"document.txt\" title=\"Toy\">\n  <glossary>\n" + std::string(kTerms) + extra_terms +
                    "  </glossary>\n" + diagrams + body + "</catalog>\n";
  auto cat = parse_catalog(xml, "rules.xml");
  if (!cat) throw std::runtime_error(cat.error());
  return *cat;
}

std::vector<Finding> of_kind(const std::vector<Finding>& all, FindingKind kind) {
  std::vector<Finding> out;
  for (const Finding& f : all)
    if (f.kind == kind) out.push_back(f);
  return out;
}

std::vector<std::string> ids(const std::vector<Finding>& findings) {
  std::vector<std::string> out;
  for (const Finding& f : findings) out.push_back(f.id);
  return out;
}

std::vector<std::string> ids_of_kind(const Catalog& cat, FindingKind kind) { return ids(of_kind(analyze(cat), kind)); }

// Two clauses that disagree about `capturable` on every capture.
const std::string kCannot = "<triggers-on term=\"capture\"/><writes term=\"capturable\" value=\"no\"/>";
const std::string kCan = "<triggers-on term=\"capture\"/><writes term=\"capturable\" value=\"yes\"/>";

TEST(AnalysesContradiction, PrecedenceCycle) {
  Catalog cat = catalog(clause("a.rule", "<overrides clause=\"b.rule\"/>") + clause("b.rule", "<excepts clause=\"c.rule\"/>") +
                        clause("c.rule", "<overrides clause=\"a.rule\"/>") + clause("d.rule", "<overrides clause=\"a.rule\"/>"));
  auto found = of_kind(analyze(cat), FindingKind::kContradiction);
  ASSERT_EQ(ids(found), std::vector<std::string>{"contradiction/cycle/a.rule+b.rule+c.rule"});
  EXPECT_EQ(found[0].severity, Severity::kHigh);
  EXPECT_EQ(found[0].clauses.size(), 3u);
  EXPECT_NE(found[0].explanation.find("`b.rule` excepts `c.rule`"), std::string::npos) << found[0].explanation;
}

TEST(AnalysesContradiction, UnresolvedConflictIsReportedOncePerPairAndTerm) {
  Catalog cat = catalog(clause("guards.cannot-be-captured", kCannot) + clause("explosion.kills", kCan));
  auto found = of_kind(analyze(cat), FindingKind::kContradiction);
  ASSERT_EQ(ids(found), std::vector<std::string>{"contradiction/explosion.kills+guards.cannot-be-captured/capturable"});
  const Finding& f = found[0];
  EXPECT_EQ(f.severity, Severity::kHigh);
  EXPECT_EQ(f.clauses, (std::vector<std::string>{"explosion.kills", "guards.cannot-be-captured"}));
  EXPECT_EQ(f.quotes.size(), 2u);
  EXPECT_NE(f.situation.find("On `capture`"), std::string::npos) << f.situation;
  EXPECT_NE(f.situation.find("\"yes\""), std::string::npos) << f.situation;
  EXPECT_NE(f.situation.find("\"no\""), std::string::npos) << f.situation;
}

TEST(AnalysesContradiction, SameConflictResolvedByOverridesIsNotReported) {
  EXPECT_TRUE(ids_of_kind(catalog(clause("guards.cannot-be-captured", kCannot) +
                                  clause("explosion.kills", kCan + "<overrides clause=\"guards.cannot-be-captured\"/>")),
                          FindingKind::kContradiction)
                  .empty());
  // ...or by an exception stated in the other direction, or through a chain of precedence.
  EXPECT_TRUE(ids_of_kind(catalog(clause("guards.cannot-be-captured", kCannot + "<excepts clause=\"explosion.kills\"/>") +
                                  clause("explosion.kills", kCan)),
                          FindingKind::kContradiction)
                  .empty());
  EXPECT_TRUE(ids_of_kind(catalog(clause("guards.cannot-be-captured", kCannot) + clause("explosion.kills", kCan + "<overrides clause=\"middle.rule\"/>") +
                                  clause("middle.rule", "<excepts clause=\"guards.cannot-be-captured\"/>")),
                          FindingKind::kContradiction)
                  .empty());
}

TEST(AnalysesContradiction, TriggersOverlapThroughIsAOrAbsentTriggersButNotWhenDisjoint) {
  const std::string king = "<triggers-on term=\"king-captured\"/><writes term=\"capturable\" value=\"yes\"/>";
  const std::string landing = "<triggers-on term=\"landing\"/><writes term=\"capturable\" value=\"yes\"/>";
  const std::string always = "<writes term=\"capturable\" value=\"yes\"/>";
  EXPECT_EQ(ids_of_kind(catalog(clause("a.rule", kCannot) + clause("b.rule", king)), FindingKind::kContradiction).size(), 1u);
  EXPECT_EQ(ids_of_kind(catalog(clause("a.rule", kCannot) + clause("b.rule", always)), FindingKind::kContradiction).size(), 1u);
  EXPECT_TRUE(ids_of_kind(catalog(clause("a.rule", kCannot) + clause("b.rule", landing)), FindingKind::kContradiction).empty());
  // The same value is agreement, not contradiction.
  EXPECT_TRUE(ids_of_kind(catalog(clause("a.rule", kCannot) + clause("b.rule", kCannot)), FindingKind::kContradiction).empty());
  // The informal `when` is not reasoned over: different `when`s do not separate the clauses.
  EXPECT_EQ(ids_of_kind(catalog(clause("a.rule", "<triggers-on term=\"capture\" when=\"a pawn\"/><writes term=\"capturable\" value=\"no\"/>") +
                                clause("b.rule", "<triggers-on term=\"capture\" when=\"a rook\"/><writes term=\"capturable\" value=\"yes\"/>")),
                        FindingKind::kContradiction)
                .size(),
            1u);
}

TEST(AnalysesContradiction, SeverityDropsWhenAnInterpretationListsBothClauses) {
  Catalog cat = catalog(clause("a.rule", kCannot) + clause("b.rule", kCan) +
                        "  <interpretation id=\"a.versus-b\" severity=\"high\"><quote>q</quote><question>Which?</question>"
                        "<option id=\"a\" default=\"true\">a</option><option id=\"b\">b</option><default-reason>r</default-reason>"
                        "<situation>s</situation><clause clause=\"a.rule\"/><clause clause=\"b.rule\"/></interpretation>\n");
  auto found = of_kind(analyze(cat), FindingKind::kContradiction);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].severity, Severity::kMedium);
  // That the catalog declares a reading is for the implementer, not the author's text.
  ASSERT_EQ(found[0].notes.size(), 1u);
  EXPECT_NE(found[0].notes[0].find("`a.versus-b`"), std::string::npos);
  EXPECT_EQ(found[0].explanation.find("`a.versus-b`"), std::string::npos);
}

TEST(AnalysesContradiction, ChangelogAgainstBodyButNotHistoryAgainstHistory) {
  const std::string log12 = " section=\"changelog\" version=\"12\"";
  const std::string log13 = " section=\"changelog\" version=\"13\"";
  // A changelog line disagreeing with the body.
  auto body_vs_log = of_kind(analyze(catalog(clause("body.rule", kCannot) + clause("changes.v13", kCan, log13))), FindingKind::kContradiction);
  ASSERT_EQ(body_vs_log.size(), 1u);
  EXPECT_EQ(body_vs_log[0].severity, Severity::kMedium);
  // An older line disagreeing with the body: both versions are named, the line's and the body's (the latest
  // version the changelog records).
  auto old_vs_body = of_kind(analyze(catalog(clause("body.rule", kCannot) + clause("changes.v12", kCan, log12) +
                                             clause("changes.v13", "<adds term=\"death-square\"/>", log13))),
                             FindingKind::kContradiction);
  ASSERT_EQ(ids(old_vs_body), std::vector<std::string>{"contradiction/body.rule+changes.v12/capturable"});
  EXPECT_NE(old_vs_body[0].explanation.find("changelog line of version 12 disagrees with the body of version 13"), std::string::npos)
      << old_vs_body[0].explanation;
  // Two versions of history disagreeing, the latest agreeing with the body: nothing to report.
  EXPECT_TRUE(ids_of_kind(catalog(clause("body.rule", kCannot) + clause("changes.v12", kCan, log12) + clause("changes.v13", kCannot, log13)),
                          FindingKind::kContradiction)
                  .empty());
  // Two lines of one version disagreeing.
  EXPECT_EQ(ids_of_kind(catalog(clause("changes.v13a", kCan, log13) + clause("changes.v13b", kCannot, log13)), FindingKind::kContradiction),
            std::vector<std::string>{"contradiction/changes.v13a+changes.v13b/capturable"});
}

TEST(AnalysesUndefinedTerm, ReadButNeverDefined) {
  const std::string frost = "    <term id=\"frost\" kind=\"square-state\">Frozen squares.</term>\n";
  EXPECT_EQ(ids_of_kind(catalog(clause("frost.freezes", "<reads term=\"frost\"/>"), frost), FindingKind::kUndefinedTerm),
            std::vector<std::string>{"undefined-term/frost"});
  EXPECT_TRUE(ids_of_kind(catalog(clause("frost.freezes", "<reads term=\"frost\"/>") + clause("frost.definition", "<defines term=\"frost\"/>"), frost),
                          FindingKind::kUndefinedTerm)
                  .empty());
  // Merely written (made to happen) is not a use that needs a definition.
  EXPECT_TRUE(ids_of_kind(catalog(clause("frost.spreads", "<writes term=\"frost\" value=\"yes\"/>"), frost), FindingKind::kUndefinedTerm).empty());
  // Terms known from chess need no definition.
  EXPECT_TRUE(ids_of_kind(catalog(clause("a.rule", "<reads term=\"capturable\"/>")), FindingKind::kUndefinedTerm).empty());
}

TEST(AnalysesUndefinedTerm, TermDefinedOnlyByAnUnavailableImage) {
  const std::string monad = "    <term id=\"monad\" kind=\"piece-kind\" origin=\"image\">See the picture.</term>\n";
  auto found = of_kind(analyze(catalog(clause("monad.moves", "<writes term=\"monad\" value=\"moved\"/>"), monad)), FindingKind::kUndefinedTerm);
  ASSERT_EQ(ids(found), std::vector<std::string>{"undefined-term/monad"});
  EXPECT_EQ(found[0].severity, Severity::kHigh);
  EXPECT_NE(found[0].explanation.find("image"), std::string::npos);
}

TEST(AnalysesGap, ReachableEventThatNoClauseDecides) {
  const std::string blocked = "    <term id=\"pawn-blocked\" kind=\"event\">A pawn reaches the last rank where it cannot promote.</term>\n";
  const std::string makes = "<writes term=\"pawn-blocked\" value=\"yes\" when=\"the square is frozen\"/>";
  auto found = of_kind(analyze(catalog(clause("promotion.rule", makes), blocked)), FindingKind::kGap);
  ASSERT_EQ(ids(found), std::vector<std::string>{"gap/pawn-blocked"});
  EXPECT_EQ(found[0].clauses, std::vector<std::string>{"promotion.rule"});
  EXPECT_NE(found[0].explanation.find("when the square is frozen"), std::string::npos) << found[0].explanation;
  // Decided: a clause triggers on it.
  EXPECT_TRUE(ids_of_kind(catalog(clause("promotion.rule", makes) + clause("promotion.blocked-stays",
                                                                           "<triggers-on term=\"pawn-blocked\"/>"),
                                  blocked),
                          FindingKind::kGap)
                  .empty());
  // Decided through is-a: the rule for every capture decides a king's capture.
  EXPECT_TRUE(ids_of_kind(catalog(clause("explosion.kills", "<writes term=\"king-captured\" value=\"yes\"/>") + clause("capture.rule", kCannot)),
                          FindingKind::kGap)
                  .empty());
}

TEST(AnalysesStaleTerm, RemovedByAChangelogButStillUsed) {
  const std::string corrupted = "    <term id=\"corrupted-square\" kind=\"square-state\">Permadeath squares.</term>\n";
  const std::string removal = clause("changes.v12.corrupted", "<removes term=\"corrupted-square\"/>", " section=\"changelog\" version=\"12\"");
  const std::string use = clause("corrupted.kills", "<reads term=\"corrupted-square\"/><defines term=\"corrupted-square\"/>");
  auto found = of_kind(analyze(catalog(removal + use, corrupted)), FindingKind::kStaleTerm);
  ASSERT_EQ(ids(found), std::vector<std::string>{"stale-term/corrupted-square"});
  EXPECT_EQ(found[0].clauses, (std::vector<std::string>{"changes.v12.corrupted", "corrupted.kills"}));
  // Re-added in a later version: not stale.
  const std::string readd = clause("changes.v13.corrupted", "<adds term=\"corrupted-square\"/>", " section=\"changelog\" version=\"13\"");
  EXPECT_TRUE(ids_of_kind(catalog(removal + readd + use, corrupted), FindingKind::kStaleTerm).empty());
  // "Re-added" before it was removed does not count.
  const std::string earlier = clause("changes.v9.corrupted", "<adds term=\"corrupted-square\"/>", " section=\"changelog\" version=\"9\"");
  EXPECT_EQ(ids_of_kind(catalog(removal + earlier + use, corrupted), FindingKind::kStaleTerm).size(), 1u);
  // Removed and no longer used: nothing to report.
  EXPECT_TRUE(ids_of_kind(catalog(removal, corrupted), FindingKind::kStaleTerm).empty());
}

TEST(AnalysesBoardLayout, DiagramThatDoesNotMatchItsCounts) {
  const std::string diagram =
      "  <diagram files=\"4\" ranks=\"4\">\n"
      "    <row side=\"white\" rank=\"2\">PP P`</row>\n"
      "    <row side=\"white\" rank=\"1\">RKQR</row>\n"
      "    <stated-count what=\"pawns-per-side\" count=\"4\" quote=\"4 pawns\"/>\n"
      "    <stated-count what=\"letter-per-side\" letter=\"R\" count=\"2\" quote=\"R=Rook(x2)\"/>\n"
      "    <stated-count what=\"letter-per-side\" letter=\"Q\" count=\"2\" quote=\"Q=Queen(x2)\"/>\n"
      "  </diagram>\n";
  auto found = of_kind(analyze(catalog(clause("a.rule", ""), "", diagram)), FindingKind::kBoardLayout);
  EXPECT_EQ(ids(found), (std::vector<std::string>{"board-layout/letter-per-side-q", "board-layout/pawns-per-side", "board-layout/row/white-2",
                                                  "board-layout/undefined-letters"}));
  const Finding& row = found[2];
  EXPECT_NE(row.explanation.find("5 characters wide for 4 files"), std::string::npos) << row.explanation;
  EXPECT_NE(row.explanation.find("a blank at column 3"), std::string::npos) << row.explanation;
  EXPECT_NE(row.explanation.find("stray '`' at column 5"), std::string::npos) << row.explanation;
  EXPECT_NE(found[1].explanation.find("white has 3"), std::string::npos) << found[1].explanation;
  EXPECT_NE(found[3].explanation.find("letter K"), std::string::npos) << found[3].explanation;
  EXPECT_EQ(found[3].severity, Severity::kLow);
}

// issue 34: "deathsquare12's undefined letters B, K, N, Q, R are the standard ones": the letters of the pieces
// the document names are chess's; the others are still asked about, and a letter a count defines is defined.
TEST(AnalysesBoardLayout, OrthodoxLettersOfNamedPiecesAreNotQuestions) {
  const std::string diagram =
      "  <diagram files=\"4\" ranks=\"4\">\n"
      "    <row side=\"white\" rank=\"1\">RNDK</row>\n"
      "  </diagram>\n";
  const std::string king_rook = "    <term id=\"king\" kind=\"piece-kind\">The king.</term>\n"
                                "    <term id=\"rook\" kind=\"piece-kind\">A rook.</term>\n";
  const std::string knight = "    <term id=\"knight\" kind=\"piece-kind\">A knight.</term>\n";
  auto found = of_kind(analyze(catalog(clause("a.rule", ""), king_rook, diagram)), FindingKind::kBoardLayout);
  ASSERT_EQ(ids(found), std::vector<std::string>{"board-layout/undefined-letters"});
  EXPECT_NE(found[0].explanation.find("letters D, N of"), std::string::npos) << found[0].explanation;  // no knight named
  found = of_kind(analyze(catalog(clause("a.rule", ""), king_rook + knight, diagram)), FindingKind::kBoardLayout);
  ASSERT_EQ(ids(found), std::vector<std::string>{"board-layout/undefined-letters"});
  EXPECT_NE(found[0].explanation.find("letter D of"), std::string::npos) << found[0].explanation;
  // With D stated too, nothing is left to ask.
  const std::string counted =
      "  <diagram files=\"4\" ranks=\"4\">\n"
      "    <row side=\"white\" rank=\"1\">RNDK</row>\n"
      "    <stated-count what=\"letter-per-side\" letter=\"D\" count=\"1\" quote=\"1 dragon\"/>\n"
      "  </diagram>\n";
  EXPECT_TRUE(ids_of_kind(catalog(clause("a.rule", ""), king_rook + knight, counted), FindingKind::kBoardLayout).empty());
}

TEST(AnalysesBoardLayout, DiagramThatMatchesItsCounts) {
  const std::string diagram =
      "  <diagram files=\"4\" ranks=\"4\">\n"
      "    <row side=\"black\" rank=\"4\">rkqr</row>\n"
      "    <row side=\"black\" rank=\"3\">pppp</row>\n"
      "    <row side=\"white\" rank=\"2\">PPPP</row>\n"
      "    <row side=\"white\" rank=\"1\">RKQR</row>\n"
      "    <stated-count what=\"pawns-per-side\" count=\"4\" quote=\"4 pawns\"/>\n"
      "    <stated-count what=\"pieces-total\" count=\"8\" quote=\"8 pieces\"/>\n"
      "    <stated-count what=\"letter-total\" letter=\"R\" count=\"4\" quote=\"R=Rook(x4)\"/>\n"
      "    <stated-count what=\"letter-per-side\" letter=\"K\" count=\"1\" quote=\"K=King\"/>\n"
      "    <stated-count what=\"letter-per-side\" letter=\"Q\" count=\"1\" quote=\"Q=Queen\"/>\n"
      "  </diagram>\n";
  EXPECT_TRUE(ids_of_kind(catalog(clause("a.rule", ""), "", diagram), FindingKind::kBoardLayout).empty());
}

TEST(AnalysesInteraction, GroupsWithAndWithoutScenarios) {
  const std::string terms =
      "    <term id=\"paralysed\" kind=\"piece-state\">p</term>\n"
      "    <term id=\"move-legal\" kind=\"concept\" origin=\"orthodox-chess\">m</term>\n";
  Catalog cat = catalog(clause("death-square.creation", "<triggers-on term=\"capture\"/><writes term=\"death-square\" value=\"yes\"/>"
                                                        "<defines term=\"death-square\"/><reads term=\"paralysed\"/>") +
                            clause("death-square.paralysis", "<reads term=\"death-square\"/><writes term=\"paralysed\" value=\"yes\"/>") +
                            clause("unrelated.rule", "<reads term=\"death-square\"/><writes term=\"move-legal\" value=\"legal\"/>"),
                        terms);
  auto found = of_kind(analyze(cat), FindingKind::kInteraction);
  ASSERT_EQ(ids(found), std::vector<std::string>{"interaction/death-square.creation+death-square.paralysis"});
  // One question for the one unexercised pair, naming what flows between them.
  EXPECT_EQ(found[0].scenarios, "not yet exercised together: `death-square.creation` - `death-square.paralysis`");
  EXPECT_EQ(found[0].terms, (std::vector<std::string>{"death-square"}));
  EXPECT_NE(found[0].explanation.find("When `death-square.creation` makes `death-square` \"yes\", does `death-square.paralysis` then apply"),
            std::string::npos)
      << found[0].explanation;
  // Exercised by a scenario, or asked by an interpretation point listing both: no finding.
  EXPECT_TRUE(of_kind(analyze(cat, {{"death-square.paralysis", "death-square.creation"}}), FindingKind::kInteraction).empty());
  Catalog asked = catalog(clause("death-square.creation", "<triggers-on term=\"capture\"/><writes term=\"death-square\" value=\"yes\"/>"
                                                          "<defines term=\"death-square\"/><reads term=\"paralysed\"/>") +
                              clause("death-square.paralysis", "<reads term=\"death-square\"/><writes term=\"paralysed\" value=\"yes\"/>") +
                              "  <interpretation id=\"death-square.order\" severity=\"low\"><quote>q</quote><question>Which first?</question>"
                              "<option id=\"a\" default=\"true\">A.</option><option id=\"b\">B.</option><default-reason>R.</default-reason>"
                              "<situation>S.</situation><clause clause=\"death-square.creation\"/><clause clause=\"death-square.paralysis\"/>"
                              "</interpretation>\n",
                          terms);
  EXPECT_TRUE(of_kind(analyze(asked), FindingKind::kInteraction).empty());
}

// Issue 34, deliverable 4: a group of more than kMaxInteractionClauses clauses is not one question for the
// document's author (the twelve family's groups of 12 to 44 clauses, joined through capture and move, asked
// the same generic question pair after pair); its untested pairs are coverage gaps for reports/traceability.md.
TEST(AnalysesInteraction, LargeGroupsAreCoverageGapsNotFindings) {
  const std::string terms =
      "    <term id=\"t1\" kind=\"concept\">1</term>\n    <term id=\"t2\" kind=\"concept\">2</term>\n"
      "    <term id=\"t3\" kind=\"concept\">3</term>\n    <term id=\"t4\" kind=\"concept\">4</term>\n";
  // A ring of four: r1 sets t1, which r2 reads, ..., r4 sets t4, which r1 reads.
  std::string body;
  for (int i = 1; i <= 4; ++i)
    body += clause("ring.r" + std::to_string(i), "<defines term=\"t" + std::to_string(i) + "\"/><writes term=\"t" + std::to_string(i) +
                                                     "\" value=\"yes\"/><reads term=\"t" + std::to_string(i == 1 ? 4 : i - 1) + "\"/>");
  Catalog cat = catalog(body, terms);
  EXPECT_TRUE(of_kind(analyze(cat), FindingKind::kInteraction).empty());
  auto gaps = interaction_coverage_gaps(cat);
  ASSERT_EQ(gaps.size(), 1u);
  EXPECT_EQ(gaps[0].clauses, (std::vector<std::string>{"ring.r1", "ring.r2", "ring.r3", "ring.r4"}));
  EXPECT_EQ(gaps[0].untested.size(), 4u);
  EXPECT_EQ(gaps[0].untested[0], "`ring.r1` - `ring.r2` (`t1`)");
  // A scenario playing a pair together takes it off the list; the small group of the test above stays a finding.
  EXPECT_EQ(interaction_coverage_gaps(cat, {{"ring.r2", "ring.r1"}})[0].untested.size(), 3u);
}

TEST(AnalysesAmbiguity, EachInterpretationPointIsAFinding) {
  Catalog cat = catalog(clause("a.rule", "") +
                        "  <interpretation id=\"death-square.recapture\" severity=\"high\"><quote>become death squares</quote>"
                        "<question>Does the capturer die?</question><option id=\"capturer-survives\" default=\"true\">No.</option>"
                        "<option id=\"capturer-dies\">Yes.</option><default-reason>Order.</default-reason>"
                        "<situation>Rook a1 takes a5.</situation><clause clause=\"a.rule\"/></interpretation>\n");
  auto found = of_kind(analyze(cat), FindingKind::kAmbiguity);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].id, "ambiguity/death-square.recapture");
  EXPECT_EQ(found[0].severity, Severity::kHigh);
  EXPECT_EQ(found[0].situation, "Rook a1 takes a5.");
  EXPECT_EQ(found[0].clauses, (std::vector<std::string>{"death-square.recapture", "a.rule"}));
  ASSERT_EQ(found[0].options.size(), 2u);
  EXPECT_TRUE(found[0].options[0].is_default);
}

TEST(AnalysesGraph, HasTypedEdgesBetweenClausesAndTerms) {
  Catalog cat = catalog(clause("a.rule", kCannot + "<overrides clause=\"b.rule\"/>") + clause("b.rule", kCan));
  RuleGraph g = build_graph(cat);
  EXPECT_EQ(boost::num_vertices(g.graph), cat.terms.size() + 2);
  std::multiset<std::string> types;
  for (auto [e, end] = boost::edges(g.graph); e != end; ++e) types.insert(to_string(g.graph[*e].type));
  EXPECT_EQ(types.count("overrides"), 1u);
  EXPECT_EQ(types.count("triggers-on"), 2u);
  EXPECT_EQ(types.count("writes"), 2u);
  EXPECT_EQ(types.count("is-a"), 1u);
}

// The bundled catalogs: analysed fast, with unique ids, in a stable order.
TEST(AnalysesBundled, FastUniqueAndStable) {
  for (const std::string& v : catalog_variants(default_model_dir())) {
    SCOPED_TRACE(v);
    auto cat = load_catalog(catalog_path(default_model_dir(), v));
    ASSERT_TRUE(cat) << cat.error();
    auto start = std::chrono::steady_clock::now();
    auto findings = analyze(*cat);
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_LT(seconds, 1.0);
    std::vector<std::string> all = ids(findings);
    EXPECT_EQ(std::set<std::string>(all.begin(), all.end()).size(), all.size()) << "finding ids must be unique";
    EXPECT_EQ(ids(analyze(*cat)), all) << "the same catalog must give the same findings in the same order";
  }
}

}  // namespace
}  // namespace arbiter::catalog
