// The catalog loader and `catalog check` on small synthetic catalogs whose right answer is known, and on every
// bundled catalog (so an edit of a document or a catalog that breaks a quote fails CI).
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "oracle/catalog/catalog.h"
#include "oracle/catalog/check.h"

namespace arbiter::catalog {
namespace {

const char* kDocument =
    "Toy chess:\n"
    "    Death Squares - squares where pieces were captured become death squares: pieces which land on them die.\n"
    "    Kings cannot be guarded.\n"
    "    This sentence is quoted by nothing.\n";

std::string catalog_xml(const std::string& body, const std::string& terms = "") {
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
         "<catalog variant=\"toy\" document=\"document.txt\" title=\"Toy\">\n"
         "  <glossary>\n"
         "    <term id=\"death-square\" kind=\"square-state\">A square where a piece was captured.</term>\n"
         "    <term id=\"capture\" kind=\"event\" origin=\"orthodox-chess\">A capture.</term>\n" +
         terms +
         "  </glossary>\n" + body + "</catalog>\n";
}

const char* kCreation =
    "  <clause id=\"death-square.creation\" status=\"pending\">\n"
    "    <quote>squares where pieces were captured become death squares</quote>\n"
    "    <summary>After a capture the square becomes a death square.</summary>\n"
    "    <triggers-on term=\"capture\"/>\n"
    "    <writes term=\"death-square\" value=\"yes\"/>\n"
    "    <defines term=\"death-square\"/>\n"
    "  </clause>\n";

// A scratch directory with document.txt and rules.xml, removed afterwards.
class Scratch {
 public:
  Scratch() {
    dir_ = std::filesystem::temp_directory_path() / ("arbiter-catalog-test-" + std::to_string(getpid()) + "-" + std::to_string(counter_++));
    std::filesystem::create_directories(dir_);
  }
  ~Scratch() { std::filesystem::remove_all(dir_); }
  std::string write(const std::string& name, const std::string& text) const {
    std::ofstream(dir_ / name) << text;
    return (dir_ / name).string();
  }
  // dir/toy/rules.xml and dir/toy/document.txt, as in model/<variant>/.
  std::string catalog(const std::string& xml, const std::string& document = kDocument) const {
    std::filesystem::create_directories(dir_ / "toy");
    write("toy/document.txt", document);
    return write("toy/rules.xml", xml);
  }

 private:
  static inline int counter_ = 0;
  std::filesystem::path dir_;
};

CheckReport check(const std::string& xml, const std::string& document = kDocument) {
  Scratch s;
  auto report = check_catalog_file(s.catalog(xml, document));
  if (!report) throw std::runtime_error(report.error());
  return *report;
}

TEST(CatalogLoader, ReadsTermsClausesInterpretationsAndDiagrams) {
  std::string xml = catalog_xml(std::string("  <diagram files=\"3\" ranks=\"3\">\n    <row side=\"white\" rank=\"1\">KQR</row>\n"
                                            "    <stated-count what=\"pieces-per-side\" count=\"3\" quote=\"Toy chess\"/>\n  </diagram>\n") +
                                kCreation +
                                "  <interpretation id=\"death-square.recapture\" severity=\"high\">\n"
                                "    <quote>pieces which land on them die</quote>\n"
                                "    <question>Does the capturer die?</question>\n"
                                "    <option id=\"survives\" default=\"true\">No.</option>\n"
                                "    <option id=\"dies\">Yes.</option>\n"
                                "    <default-reason>Order of events.</default-reason>\n"
                                "    <situation>Rook a1 takes a5.</situation>\n"
                                "    <clause clause=\"death-square.creation\"/>\n"
                                "  </interpretation>\n"
                                "  <non-rule reason=\"heading\"><quote>Toy chess:</quote></non-rule>\n");
  auto cat = parse_catalog(xml, "/tmp/toy/rules.xml");
  ASSERT_TRUE(cat) << cat.error();
  EXPECT_EQ(cat->variant, "toy");
  EXPECT_EQ(cat->document_path, "/tmp/toy/document.txt");
  ASSERT_EQ(cat->terms.size(), 2u);
  EXPECT_EQ(cat->terms[1].origin, Origin::kOrthodoxChess);
  EXPECT_EQ(cat->terms[1].kind, TermKind::kEvent);
  ASSERT_EQ(cat->clauses.size(), 1u);
  const Clause& c = cat->clauses[0];
  EXPECT_EQ(c.id, "death-square.creation");
  EXPECT_EQ(c.line, 11);
  ASSERT_EQ(c.relations.size(), 3u);
  EXPECT_EQ(c.relations[1].type, Relation::kWrites);
  EXPECT_EQ(c.relations[1].value.value_or(""), "yes");
  ASSERT_EQ(cat->interpretations.size(), 1u);
  EXPECT_EQ(cat->interpretations[0].severity, Severity::kHigh);
  EXPECT_TRUE(cat->interpretations[0].options[0].is_default);
  ASSERT_EQ(cat->diagrams.size(), 1u);
  EXPECT_EQ(cat->diagrams[0].rows[0].text, "KQR");
  EXPECT_EQ(cat->non_rules.size(), 1u);
}

TEST(CatalogLoader, MalformedXmlNamesFileAndLine) {
  Scratch s;
  std::string path = s.catalog(catalog_xml("  <clause id=\"a.b\" status=\"pending\">\n    <quote>x</quote>\n  </clase>\n"));
  auto cat = load_catalog(path);
  ASSERT_FALSE(cat);
  EXPECT_NE(cat.error().find(path + ":9:"), std::string::npos) << cat.error();
  EXPECT_NE(cat.error().find("malformed XML"), std::string::npos) << cat.error();
}

TEST(CatalogLoader, UnknownElementNamesFileLineAndWhatWasExpected) {
  Scratch s;
  std::string xml = catalog_xml(
      "  <clause id=\"death-square.creation\" status=\"pending\">\n"
      "    <quote>squares where pieces were captured become death squares</quote>\n"
      "    <summary>s</summary>\n"
      "    <trigger-on term=\"capture\"/>\n"  // misspelled: must not silently formalise nothing
      "  </clause>\n");
  std::string path = s.catalog(xml);
  auto cat = load_catalog(path);
  ASSERT_FALSE(cat);
  EXPECT_NE(cat.error().find(path + ":10: unknown element <trigger-on> in <clause>"), std::string::npos) << cat.error();
  EXPECT_NE(cat.error().find("triggers-on"), std::string::npos) << "the message lists what was expected: " << cat.error();
}

TEST(CatalogLoader, UnknownAttributeNamesFileAndLine) {
  Scratch s;
  std::string xml = catalog_xml(
      "  <clause id=\"death-square.creation\" status=\"pending\">\n"
      "    <quote>squares where pieces were captured become death squares</quote>\n"
      "    <summary>s</summary>\n"
      "    <writes term=\"death-square\" valeu=\"yes\"/>\n"
      "  </clause>\n");
  std::string path = s.catalog(xml);
  auto cat = load_catalog(path);
  ASSERT_FALSE(cat);
  EXPECT_NE(cat.error().find(path + ":10: unknown attribute \"valeu\" on <writes>"), std::string::npos) << cat.error();
}

TEST(CatalogLoader, ASituationHasAFenOrTheReasonItHasNoBoard) {
  auto point = [](const std::string& situation) {
    return parse_catalog(catalog_xml("  <interpretation id=\"x.y\" severity=\"low\">\n    <quote>Kings cannot be guarded.</quote><question>q</question>\n"
                                     "    <option id=\"a\" default=\"true\">a</option><option id=\"b\">b</option>\n"
                                     "    <default-reason>r</default-reason>" + situation + "\n  </interpretation>\n"),
                         "rules.xml");
  };
  auto reason = point("<situation no-board=\"  only over\n   several moves \">s</situation>");
  ASSERT_TRUE(reason) << reason.error();
  EXPECT_EQ(reason->interpretations[0].situation_no_board, "only over several moves");
  EXPECT_EQ(reason->interpretations[0].situation_fen, "");
  auto both = point("<situation fen=\"k7/8/8/8/8/8/8/K7 w - - 0 1\" no-board=\"r\">s</situation>");
  ASSERT_FALSE(both);
  EXPECT_NE(both.error().find("has both fen and no-board; expected one of them"), std::string::npos) << both.error();
  auto empty = point("<situation no-board=\" \">s</situation>");
  ASSERT_FALSE(empty);
  EXPECT_NE(empty.error().find("expected the reason no board shows the question"), std::string::npos) << empty.error();
}

TEST(CatalogLoader, MalformedValuesAreErrors) {
  auto bad_status = parse_catalog(catalog_xml("  <clause id=\"a.b\" status=\"done\"><quote>x</quote><summary>s</summary></clause>\n"), "rules.xml");
  ASSERT_FALSE(bad_status);
  EXPECT_NE(bad_status.error().find("rules.xml:7: <clause> status=\"done\"; expected one of: pending"), std::string::npos) << bad_status.error();
  auto bad_id = parse_catalog(catalog_xml("  <clause id=\"Death_Square\" status=\"pending\"><quote>x</quote><summary>s</summary></clause>\n"), "rules.xml");
  ASSERT_FALSE(bad_id);
  EXPECT_NE(bad_id.error().find("is not an id"), std::string::npos) << bad_id.error();
  auto no_summary = parse_catalog(catalog_xml("  <clause id=\"a.b\" status=\"pending\"><quote>x</quote></clause>\n"), "rules.xml");
  ASSERT_FALSE(no_summary);
  EXPECT_NE(no_summary.error().find("has no <summary>"), std::string::npos) << no_summary.error();
  auto bad_count = parse_catalog(catalog_xml("  <diagram files=\"twelve\" ranks=\"3\"><row side=\"white\" rank=\"1\">K</row></diagram>\n"
                                             "  <non-rule reason=\"r\"><quote>x</quote></non-rule>\n"),
                                 "rules.xml");
  ASSERT_FALSE(bad_count);
  EXPECT_NE(bad_count.error().find("files=\"twelve\"; expected a positive integer"), std::string::npos) << bad_count.error();
}

TEST(CatalogCheck, AWellFormedCatalogPasses) {
  CheckReport r = check(catalog_xml(kCreation));
  EXPECT_EQ(r.failures(), 0) << format_check_report(r);
  EXPECT_EQ(r.quotes, 1);
}

TEST(CatalogCheck, StaleQuoteIsReportedWithTheNearestText) {
  std::string xml = catalog_xml(
      "  <clause id=\"death-square.landing\" status=\"pending\">\n"
      "    <quote>pieces which land on them are removed</quote>\n"
      "    <summary>s</summary>\n"
      "  </clause>\n");
  CheckReport r = check(xml);
  ASSERT_EQ(r.stale.size(), 1u) << format_check_report(r);
  EXPECT_EQ(r.stale[0].owner, "clause death-square.landing");
  EXPECT_EQ(r.stale[0].line, 8);
  EXPECT_NE(r.stale[0].nearest.find("line 2: \"pieces which land on them die"), std::string::npos) << r.stale[0].nearest;
}

TEST(CatalogCheck, WhitespaceOnlyDifferenceIsNotStale) {
  std::string xml = catalog_xml(
      "  <clause id=\"death-square.landing\" status=\"pending\">\n"
      "    <quote>pieces   which\n        land on\tthem die.\n    Kings cannot</quote>\n"
      "    <summary>s</summary>\n"
      "  </clause>\n");
  CheckReport r = check(xml);
  EXPECT_TRUE(r.stale.empty()) << format_check_report(r);
  // ...but a difference in letters is not whitespace.
  CheckReport capital = check(catalog_xml("  <clause id=\"a.b\" status=\"pending\"><quote>kings cannot be guarded.</quote><summary>s</summary></clause>\n"));
  EXPECT_EQ(capital.stale.size(), 1u);
}

TEST(CatalogCheck, DuplicateIdIsReported) {
  std::string xml = catalog_xml(std::string(kCreation) + kCreation +
                                "  <clause id=\"capture\" status=\"pending\"><quote>Kings cannot be guarded.</quote><summary>s</summary></clause>\n");
  CheckReport r = check(xml);
  ASSERT_EQ(r.duplicates.size(), 2u) << format_check_report(r);
  EXPECT_NE(r.duplicates[0].message.find("\"death-square.creation\""), std::string::npos);
  EXPECT_NE(r.duplicates[1].message.find("clause id \"capture\" is already used by the term"), std::string::npos) << r.duplicates[1].message;
}

TEST(CatalogCheck, DanglingReferencesAreReported) {
  std::string xml = catalog_xml(std::string(kCreation) +
                                "  <clause id=\"guards.no-kings\" status=\"pending\">\n"
                                "    <quote>Kings cannot be guarded.</quote>\n"
                                "    <summary>s</summary>\n"
                                "    <reads term=\"guardian\"/>\n"
                                "    <excepts clause=\"guards.cannot-be-captured\"/>\n"
                                "    <overrides clause=\"capture\"/>\n"
                                "  </clause>\n"
                                "  <interpretation id=\"x.y\" severity=\"low\">\n"
                                "    <quote>Kings cannot be guarded.</quote><question>q</question>\n"
                                "    <option id=\"a\" default=\"true\">a</option><option id=\"b\">b</option>\n"
                                "    <default-reason>r</default-reason><situation>s</situation>\n"
                                "    <clause clause=\"guards.missing\"/>\n"
                                "  </interpretation>\n",
                                "    <term id=\"guard\" kind=\"concept\" is-a=\"protector\">x</term>\n");
  CheckReport r = check(xml);
  ASSERT_EQ(r.dangling.size(), 5u) << format_check_report(r);
  std::string all;
  for (const Problem& p : r.dangling) all += p.message + "\n";
  EXPECT_NE(all.find("is-a=\"protector\""), std::string::npos) << all;
  EXPECT_NE(all.find("<reads term=\"guardian\">"), std::string::npos) << all;
  EXPECT_NE(all.find("\"guards.cannot-be-captured\" is not a clause"), std::string::npos) << all;
  EXPECT_NE(all.find("\"capture\" is a term, not a clause"), std::string::npos) << all;
  EXPECT_NE(all.find("interpretation x.y <clause clause=\"guards.missing\">"), std::string::npos) << all;
}

TEST(CatalogCheck, EachInterpretationHasExactlyOneDefault) {
  auto point = [](const std::string& options) {
    return "  <interpretation id=\"x.y\" severity=\"low\">\n    <quote>Kings cannot be guarded.</quote><question>q</question>\n" + options +
           "    <default-reason>r</default-reason><situation>s</situation>\n  </interpretation>\n";
  };
  EXPECT_EQ(check(catalog_xml(point("<option id=\"a\" default=\"true\">a</option><option id=\"b\">b</option>"))).problems.size(), 0u);
  CheckReport none = check(catalog_xml(point("<option id=\"a\">a</option><option id=\"b\">b</option>")));
  ASSERT_EQ(none.problems.size(), 1u);
  EXPECT_NE(none.problems[0].message.find("0 default options"), std::string::npos);
  CheckReport two = check(catalog_xml(point("<option id=\"a\" default=\"true\">a</option><option id=\"b\" default=\"1\">b</option>")));
  ASSERT_EQ(two.problems.size(), 1u);
  EXPECT_NE(two.problems[0].message.find("2 default options"), std::string::npos);
}

TEST(CatalogCheck, NotImplementableClauseNeedsAReason) {
  auto clause = [](const std::string& reason) {
    return catalog_xml("  <clause id=\"a.b\" status=\"not-implementable\"><quote>Kings cannot be guarded.</quote><summary>s</summary>" + reason +
                       "</clause>\n");
  };
  EXPECT_EQ(check(clause("")).problems.size(), 1u);
  EXPECT_EQ(check(clause("<reason>Defined only by an image.</reason>")).problems.size(), 0u);
}

TEST(CatalogCheck, CoverageListsTheSentencesNoQuoteCovers) {
  CheckReport r = check(catalog_xml(std::string(kCreation) + "  <non-rule reason=\"heading\"><quote>Toy chess:</quote></non-rule>\n"));
  EXPECT_GT(r.document_chars, r.covered_chars);
  EXPECT_LT(r.coverage_percent(), 60.0);
  ASSERT_EQ(r.uncovered.size(), 3u) << format_check_report(r);
  EXPECT_EQ(r.uncovered[0].line, 2);
  EXPECT_FALSE(r.uncovered[0].wholly_uncovered());
  EXPECT_EQ(r.uncovered[0].fragments, (std::vector<std::string>{"Death Squares -", "pieces which land on them die."}));
  EXPECT_TRUE(r.uncovered[1].wholly_uncovered());
  EXPECT_EQ(r.uncovered[2].sentence, "This sentence is quoted by nothing.");
}

TEST(CatalogCheck, VariantAttributeMustNameTheDirectory) {
  Scratch s;
  std::string xml = catalog_xml(kCreation);
  xml.replace(xml.find("variant=\"toy\""), 13, "variant=\"tox\"");
  auto r = check_catalog_file(s.catalog(xml));
  ASSERT_TRUE(r) << r.error();
  ASSERT_EQ(r->problems.size(), 1u);
  EXPECT_NE(r->problems[0].message.find("in directory \"toy\""), std::string::npos) << r->problems[0].message;
}

TEST(CatalogCheck, TraceabilityReportsIdsUnknownToTheCatalog) {
  auto cat = parse_catalog(catalog_xml(kCreation), "rules.xml");
  ASSERT_TRUE(cat) << cat.error();
  Traceability t = check_traceability(*cat, {"death-square.creation", "toy/death-square.creation", "death-square.landing", "other/death-square.creation"});
  EXPECT_EQ(t.unknown, (std::vector<std::string>{"death-square.landing", "other/death-square.creation"}));
  EXPECT_TRUE(t.unreferenced.empty());
  EXPECT_EQ(check_traceability(*cat, {}).unreferenced, std::vector<std::string>{"death-square.creation"});
}

// Every bundled catalog: loads, and no quote is stale, no id duplicated, no reference dangling (nor any other
// problem `arbiter catalog check` fails on). A designer's edit that breaks a quote fails here.
TEST(BundledCatalogs, HaveNoStaleQuotesDuplicatesOrDanglingReferences) {
  std::vector<std::string> variants = catalog_variants(default_model_dir());
  ASSERT_FALSE(variants.empty()) << "no model/*/rules.xml under " << default_model_dir();
  for (const std::string& v : variants) {
    SCOPED_TRACE(v);
    auto r = check_catalog_file(catalog_path(default_model_dir(), v));
    ASSERT_TRUE(r) << r.error();
    EXPECT_EQ(r->stale.size(), 0u) << format_check_report(*r);
    EXPECT_EQ(r->duplicates.size(), 0u) << format_check_report(*r);
    EXPECT_EQ(r->dangling.size(), 0u) << format_check_report(*r);
    EXPECT_EQ(r->problems.size(), 0u) << format_check_report(*r);
  }
}

}  // namespace
}  // namespace arbiter::catalog

namespace arbiter::catalog {
namespace {

struct CliRun {
  int exit_code;
  std::string output;  // stdout and stderr together
};

CliRun arbiter(const std::string& args) {
  const char* binary = std::getenv("ARBITER_BINARY");  // overrides the path of the built binary
  std::string cmd = std::string(binary ? binary : ARBITER_BINARY_PATH) + " " + args + " 2>&1";
  FILE* pipe = popen(cmd.c_str(), "r");
  std::string out;
  char buf[4096];
  while (pipe && fgets(buf, sizeof buf, pipe)) out += buf;
  int status = pipe ? pclose(pipe) : -1;
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

// A model directory with one good catalog, one with a stale quote and one malformed: every variant is still
// checked, the malformed file is named with its line, and the exit code says the worst (2).
TEST(CatalogCli, CheckGoesOnPastABadCatalogAndNamesFileAndLine) {
  Scratch s;
  std::filesystem::path model = std::filesystem::path(s.write("keep", "")).parent_path();
  auto variant = [&](const std::string& name, const std::string& xml) {
    std::filesystem::create_directories(model / name);
    std::ofstream(model / name / "document.txt") << kDocument;
    std::string renamed = xml;
    renamed.replace(renamed.find("variant=\"toy\""), 13, "variant=\"" + name + "\"");
    std::ofstream(model / name / "rules.xml") << renamed;
  };
  variant("good", catalog_xml(kCreation));
  variant("stale", catalog_xml("  <clause id=\"a.b\" status=\"pending\"><quote>Queens cannot be guarded.</quote><summary>s</summary></clause>\n"));
  variant("broken", catalog_xml("  <clause id=\"a.b\" status=\"pending\" colour=\"red\"><quote>x</quote><summary>s</summary></clause>\n"));
  CliRun all = arbiter("catalog check --model " + model.string());
  EXPECT_EQ(all.exit_code, 2) << all.output;
  EXPECT_NE(all.output.find("broken/rules.xml:7: unknown attribute \"colour\" on <clause>"), std::string::npos) << all.output;
  EXPECT_NE(all.output.find("good (" + (model / "good" / "rules.xml").string() + ")\n  quotes: 1 ok, 0 stale"), std::string::npos) << all.output;
  EXPECT_NE(all.output.find("STALE"), std::string::npos) << all.output;
  EXPECT_EQ(arbiter("catalog check --model " + model.string() + " --variant stale").exit_code, 1);
  EXPECT_EQ(arbiter("catalog check --model " + model.string() + " --variant good").exit_code, 0);

  CliRun analyze = arbiter("analyze --model " + model.string() + " --variant good --reports " + (model / "reports").string());
  EXPECT_EQ(analyze.exit_code, 0) << analyze.output;
  EXPECT_TRUE(std::filesystem::exists(model / "reports" / "findings.md"));
  EXPECT_TRUE(std::filesystem::exists(model / "reports" / "findings.json"));

  CliRun dot = arbiter("graph --model " + model.string() + " --variant good --format dot");
  EXPECT_EQ(dot.exit_code, 0) << dot.output;
  EXPECT_NE(dot.output.find("digraph"), std::string::npos);
  EXPECT_NE(dot.output.find("label=\"triggers-on\""), std::string::npos) << dot.output;
}

}  // namespace
}  // namespace arbiter::catalog
